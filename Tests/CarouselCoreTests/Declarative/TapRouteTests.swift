@_spi(Plumbing) import CarouselCore
import Testing

@Suite("TapRoute")
struct TapRouteTests {
    @Test("the current card activates; any other card, or no current item, only centres")
    func routes() {
        #expect(TapRoute(tappedIndex: 3, currentIndex: 3) == .activate)
        #expect(TapRoute(tappedIndex: 0, currentIndex: 0) == .activate)
        #expect(TapRoute(tappedIndex: 2, currentIndex: 3) == .center)
        #expect(TapRoute(tappedIndex: 4, currentIndex: 3) == .center)
        #expect(TapRoute(tappedIndex: -1, currentIndex: -1) == .center)
    }
}
