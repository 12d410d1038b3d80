import Testing

@_spi(Plumbing) @testable import CarouselCore

@Suite("ScrollViewDeceleration")
struct ScrollViewDecelerationTests {
    @Test("Apple's projection: 2 pt/ms at .normal travels 2 × 0.998 / 0.002 = 998 pt")
    func travel() {
        #expect(abs(ScrollViewDeceleration.travel(velocity: 2, rate: ScrollViewDeceleration.normalRate) - 998) < 1e-9)
        #expect(abs(ScrollViewDeceleration.travel(velocity: -1, rate: ScrollViewDeceleration.fastRate) + 99) < 1e-9)
        #expect(ScrollViewDeceleration.travel(velocity: 5, rate: 0) == 0)
    }

    @Test("Valid rates are finite and in [0, 1)")
    func validity() {
        #expect(ScrollViewDeceleration.isValid(0))
        #expect(ScrollViewDeceleration.isValid(0.998))
        for rate in [1, 1.5, -0.1, .nan, .infinity, -.infinity] { #expect(!ScrollViewDeceleration.isValid(rate)) }
    }
}
