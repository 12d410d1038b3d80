@_spi(Plumbing) import CarouselCore
import Testing

@Suite("EdgeInsets2D")
struct EdgeInsets2DTests {
    @Test("sanitizing zeroes non-finite insets and keeps negative ones")
    func sanitized() {
        let insets = EdgeInsets2D(top: .nan, left: -4, bottom: .infinity, right: 2).sanitized
        #expect(insets == EdgeInsets2D(top: 0, left: -4, bottom: 0, right: 2))
    }

    @Test("zero is all zeros")
    func zero() {
        #expect(EdgeInsets2D.zero == EdgeInsets2D(top: 0, left: 0, bottom: 0, right: 0))
    }
}
