@_spi(Plumbing) import CarouselCore
import Foundation
import Testing

@Suite("LayoutDirection")
struct LayoutDirectionTests {
    @Test("two cases, left to right first, with their Swift names as raw values")
    func cases() {
        #expect(LayoutDirection.allCases == [.leftToRight, .rightToLeft])
        #expect(LayoutDirection.leftToRight.rawValue == "leftToRight")
        #expect(LayoutDirection(rawValue: "rightToLeft") == .rightToLeft)
        #expect(LayoutDirection(rawValue: "rtl") == nil)
    }

    @Test("codes as its raw value")
    func coding() throws {
        let data = try JSONEncoder().encode([LayoutDirection.rightToLeft, .leftToRight])
        #expect(String(decoding: data, as: UTF8.self) == #"["rightToLeft","leftToRight"]"#)
        #expect(try JSONDecoder().decode([LayoutDirection].self, from: data) == [.rightToLeft, .leftToRight])
    }
}
