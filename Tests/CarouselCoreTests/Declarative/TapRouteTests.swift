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

    @Test("when tapped cards are not centred, a tap on any card is the app's")
    func withoutCentring() {
        #expect(TapRoute(tappedIndex: 2, currentIndex: 3, centersTappedItem: false) == .activate)
        #expect(TapRoute(tappedIndex: 3, currentIndex: 3, centersTappedItem: false) == .activate)
        #expect(TapRoute(tappedIndex: -1, currentIndex: 3, centersTappedItem: false) == .center)
    }

    @Test("a control keeps a touch only on the card drawn on top at the touch")
    func controlKeepsTouch() {
        #expect(TapRoute.controlKeepsTouch(onItem: 3, topmostItem: 3))
        // Cover Flow's centred card 3 overlaps card 4, which UIKit may hit-test first.
        #expect(!TapRoute.controlKeepsTouch(onItem: 4, topmostItem: 3))
        #expect(!TapRoute.controlKeepsTouch(onItem: 0, topmostItem: nil))
    }
}
