@_spi(Plumbing) import CarouselCore
import Testing

/// Large item counts and edge-case calls on every host.
@MainActor
@Suite("Shared: large counts and edge cases", .serialized, .tags(.shared), suiteTimeLimit)
struct SharedLargeAndEdgeTests {
    @Test(
        "a million items: a jump to the last one lands there, a few cards shown, all finite",
        arguments: FixtureHost.available)
    func millionItems(host: FixtureHost) {
        // Contract: the layout answers for the visible rectangle only (O(visible)).
        let fixture = host.make(FixtureSpec(items: 1_000_000))
        #expect(fixture.scrollToItem(999_999, animated: false))
        fixture.advance(by: 0.1)
        #expect(fixture.currentItem == 999_999)
        #expect(fixture.isCentred(999_999), "cards: \(fixture.cards)")
        #expect(fixture.cards.count < 20, "\(fixture.cards.count) cards shown")
        #expect(fixture.cards.allSatisfy { $0.drawnCentre.x.isFinite && $0.drawnCentre.y.isFinite })
    }

    @Test("scrolling by zero items moves nothing and changes no current item", arguments: FixtureHost.available)
    func scrollByZero(host: FixtureHost) {
        // Contract: a scroll to where the carousel is has nothing to animate.
        let fixture = host.make()
        fixture.scrollToItem(3, animated: false)
        fixture.advance(by: 0.1)
        let heard = fixture.currentItemChanges.count
        fixture.scroll(byItems: 0, duration: 0.4)
        fixture.advance(by: 1)
        #expect(fixture.currentItem == 3)
        #expect(fixture.isCentred(3, tolerance: 1e-6))
        #expect(fixture.currentItemChanges.count == heard)
    }

    @Test("the default scroll duration is iCarousel's 0.4 s: half way at 0.2 s", arguments: FixtureHost.available)
    func defaultDuration(host: FixtureHost) throws {
        // Contract: scroll(byNumberOfItems:) without a duration takes scrollDuration (0.4 s).
        let fixture = host.make()
        fixture.scroll(byItems: 2, duration: nil)
        fixture.advance(by: 0.2)
        let one = try #require(fixture.card(1)?.drawnCentre)
        #expect(abs(one.x - fixture.carouselCentre.x) < 1, "item 1 drawn at \(one) half way")
        fixture.advance(by: 0.25)
        #expect(fixture.isAtRest)
        #expect(fixture.isCentred(2, tolerance: 1e-6))
    }

    @Test(
        "a drag reports its release: didEndDragging, then either the deceleration's end or a settle",
        arguments: FixtureHost.available)
    func releaseEvents(host: FixtureHost) {
        // Contract: UIScrollViewDelegate's release callbacks, in UIKit's order, reach the app as
        // the controller's events.
        let fixture = host.make()
        fixture.drag(by: 150, duration: 0.3, releaseVelocity: 800)
        fixture.settle()
        let names = fixture.eventNames
        guard let end = names.firstIndex(of: "didEndDragging") else {
            Issue.record("no didEndDragging: \(names)")
            return
        }
        let after = names[end...]
        #expect(after.contains("didEndDecelerating") || after.contains("didEndScrollingAnimation"), "events: \(names)")
        #expect(fixture.isAtRest)
        #expect(fixture.currentItem.map { fixture.isCentred($0) } == true, "cards: \(fixture.cards)")
    }

    @Test(
        "the last item can be scrolled to and no further, whatever the count",
        arguments: FixtureHost.available, [2, 3, 7])
    func lastItem(host: FixtureHost, items: Int) {
        // Contract: a carousel that does not wrap clamps scrolls at its ends.
        let fixture = host.make(FixtureSpec(items: items))
        fixture.scroll(byItems: items + 5, duration: 0.4)
        fixture.advance(by: 1)
        #expect(fixture.currentItem == items - 1)
        #expect(fixture.isCentred(items - 1))
        fixture.scroll(byItems: -2 * items, duration: 0.4)
        fixture.advance(by: 1)
        #expect(fixture.currentItem == 0)
        #expect(fixture.isCentred(0))
    }
}
