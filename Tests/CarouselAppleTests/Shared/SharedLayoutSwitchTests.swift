@_spi(Plumbing) import CarouselCore
import Testing

/// Switching between a grid and the carousel with the package's calls (`setGridLayout`,
/// `setCarouselLayout`), on every host.
@MainActor
@Suite("Shared: grid and carousel", .serialized, .tags(.shared), suiteTimeLimit)
struct SharedLayoutSwitchTests {
    @Test(
        "in the grid the carousel lets go: no motion, no events, the app's scroll indicators back",
        arguments: FixtureHost.available)
    func gridLetsGo(host: FixtureHost) {
        // Contract: the controller is in charge only while a carousel layout is shown; it hides the
        // scroll indicators while it is and gives the app's back when another layout is shown
        // (every fixture's app shows at least one indicator).
        let fixture = host.make()
        #expect(fixture.showsScrollIndicators == (false, false), "the carousel shows scroll indicators")
        fixture.autoscrollSpeed = 1
        fixture.advance(by: 0.5)
        fixture.switchToGrid()
        #expect(!fixture.showsCarousel)
        let heard = fixture.events.count
        let offset = fixture.contentOffset
        fixture.advance(by: 2)
        // The switch's own end (layoutDidSwitch) may arrive with its completion, on a later turn.
        let inGrid = fixture.eventNames.dropFirst(heard).filter { $0 != "layoutDidSwitch" }
        #expect(inGrid.isEmpty, "events in the grid: \(inGrid)")
        #expect(fixture.eventNames.filter { $0 == "layoutDidSwitch" }.count == 1, "events: \(fixture.eventNames)")
        #expect(fixture.contentOffset == offset, "the grid moved: \(offset) → \(fixture.contentOffset)")
        let indicators = fixture.showsScrollIndicators
        #expect(indicators.horizontal || indicators.vertical, "the app's indicators did not come back")
    }

    @Test("carousel → grid → carousel comes back on the item it left", arguments: FixtureHost.available)
    func roundTripKeepsItem(host: FixtureHost) {
        // Contract: the switch keeps an item in view (the carousel's current item into the grid,
        // the grid's item nearest its centre back).
        let fixture = host.make()
        fixture.scrollToItem(4, animated: false)
        fixture.advance(by: 0.1)
        fixture.switchToGrid()
        fixture.advance(by: 0.5)
        fixture.switchToCarousel()
        fixture.advance(by: 1)
        #expect(fixture.showsCarousel)
        #expect(fixture.currentItem == 4, "current item \(String(describing: fixture.currentItem))")
        #expect(fixture.isCentred(4), "cards: \(fixture.cards)")
    }

    @Test("back in the carousel, the controller drives it again", arguments: FixtureHost.available)
    func controllerDrivesAgain(host: FixtureHost) {
        // Contract: setCarouselLayout hands the carousel back to its controller.
        let fixture = host.make()
        fixture.switchToGrid()
        fixture.switchToCarousel()
        fixture.advance(by: 0.5)
        let start = fixture.currentItem ?? -1
        #expect(fixture.scroll(byItems: 2, duration: 0.4), "the scroll was refused after the switch back")
        fixture.advance(by: 1)
        #expect(fixture.currentItem == start + 2)
        #expect(fixture.isCentred(start + 2))
    }

    @Test("a scroll asked for in the grid is refused and moves nothing", arguments: FixtureHost.available)
    func scrollRefusedInGrid(host: FixtureHost) {
        // Contract: the controller refuses input while another layout is shown.
        let fixture = host.make()
        fixture.switchToGrid()
        let offset = fixture.contentOffset
        #expect(!fixture.scroll(byItems: 2, duration: 0.4))
        fixture.advance(by: 1)
        #expect(fixture.contentOffset == offset)
    }
}
