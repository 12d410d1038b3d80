@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

@Suite("CarouselOptions")
struct CarouselOptionsTests {
    /// iCarousel 1.8.3's option names, in its enum order.
    static let iCarouselNames = ICarouselOptionNames.all

    /// Every numeric iCarousel option's key path, by its name.
    static var numeric: [String: WritableKeyPath<CarouselOptions, Double?>] { ICarouselOptionNames.numeric }

    /// Options from iCarousel's names, as the reference fixture spells them: booleans are 0 and
    /// non-zero (NaN included), as in C's `!!value`. The core has no string-keyed setter; the
    /// previewer's reads scene files.
    static func options(_ values: [(String, Double)]) -> CarouselOptions {
        var options = CarouselOptions()
        for (name, value) in values {
            switch name {
            case "wrap": options.wrap = value != 0
            case "showBackfaces": options.showBackfaces = value != 0
            default: options[keyPath: numeric[name]!] = value  // names checked by ICarouselReferenceTests
            }
        }
        return options
    }

    @Test("a new value has every option unset")
    func unsetByDefault() {
        let options = CarouselOptions()
        #expect(options.wrap == nil && options.showBackfaces == nil)
        for (_, keyPath) in Self.numeric { #expect(options[keyPath: keyPath] == nil) }
        #expect(options == CarouselOptions())
    }

    @Test("Codable round trip keeps set and unset options")
    func codable() throws {
        let options = CarouselOptions(wrap: false, count: 7, arc: .pi, fadeMinAlpha: 0.5)
        let data = try JSONEncoder().encode(options)
        #expect(try JSONDecoder().decode(CarouselOptions.self, from: data) == options)
    }
}
