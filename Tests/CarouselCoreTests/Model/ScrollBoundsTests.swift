@_spi(Plumbing) import CarouselCore
import Testing

@Suite("ScrollBounds")
struct ScrollBoundsTests {
    // Five items, the fixture count for clamping examples.
    let plain = ScrollBounds(numberOfItems: 5, isWrapEnabled: false, bounceDistance: 0)
    let bouncy = ScrollBounds(numberOfItems: 5, isWrapEnabled: false, bounceDistance: 1)
    let wrapped = ScrollBounds(numberOfItems: 5, isWrapEnabled: true, bounceDistance: 1)

    @Test(
        "clampedIndex wraps modulo n or clamps to [0, n − 1]",
        arguments: [
            (-1, 4, 0), (5, 0, 4), (12, 2, 4), (-11, 4, 0), (3, 3, 3),
        ])
    func clampedIndex(index: Int, wrappedExpected: Int, clampedExpected: Int) {
        #expect(wrapped.clampedIndex(index) == wrappedExpected)
        #expect(plain.clampedIndex(index) == clampedExpected)
    }

    @Test("clampedOffset folds into [0, n) when wrapping: −0.5 → 4.5, 7.25 → 2.25")
    func clampedOffsetWraps() {
        #expect(wrapped.clampedOffset(-0.5) == 4.5)
        #expect(wrapped.clampedOffset(7.25) == 2.25)
        #expect(wrapped.clampedOffset(-1e-17) == 0)  // iCarousel's fold would round to 5.0
        #expect(wrapped.clampedOffset(.infinity) == 0)
    }

    @Test("clampedScrollOffset keeps the bounce margin only when bouncing")
    func bounceMargin() {
        #expect(bouncy.clampedScrollOffset(-0.4) == -0.4)
        #expect(bouncy.clampedScrollOffset(-3) == -1)
        #expect(bouncy.clampedScrollOffset(9) == 5)  // n − 1 + 1
        #expect(plain.clampedScrollOffset(-0.4) == 0)
        #expect(plain.clampedScrollOffset(.nan) == 0)
        #expect(bouncy.clampedScrollOffset(-.infinity) == -1)
    }

    @Test("currentItemIndex rounds halves away from zero, as C's round()")
    func currentItemIndex() {
        #expect(plain.currentItemIndex(at: 1.5) == 2)
        #expect(bouncy.currentItemIndex(at: -0.5) == 0)  // round(−0.5) = −1, clamped to 0
        #expect(wrapped.currentItemIndex(at: 4.5) == 0)  // round(4.5) = 5 ≡ 0
        #expect(wrapped.currentItemIndex(at: .nan) == 0)
    }

    @Test("no items: index −1 and offset −1, as iCarousel; bad bounce distances mean no bounce")
    func degenerate() {
        let empty = ScrollBounds(numberOfItems: -3, isWrapEnabled: false, bounceDistance: .nan)
        #expect(empty.numberOfItems == 0)
        #expect(empty.bounceDistance == 0)
        #expect(empty.clampedOffset(2) == -1)
        #expect(empty.currentItemIndex(at: 2) == -1)
    }

    @Test("model and physics share one ScrollBounds")
    func shared() {
        let model = CarouselModel(CarouselConfiguration(type: .rotary, numberOfItems: 7))
        #expect(model.scrollBounds == ScrollPhysics(model: model).scrollBounds)
        #expect(model.scrollBounds == ScrollBounds(numberOfItems: 7, isWrapEnabled: true, bounceDistance: 1))
    }
}
