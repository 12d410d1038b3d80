@_spi(Plumbing) import CarouselCore
import Testing

/// Programmatic scrolling through the controller's public API, on every host: where it lands,
/// what it reports, and what it refuses.
@MainActor
@Suite("Shared: programmatic scrolling", .serialized, .tags(.shared), suiteTimeLimit)
struct SharedScrollingTests {
    @Test(
        "scrollToItem(animated: false) before the first layout pass lands on that item",
        arguments: FixtureHost.available)
    func scrollBeforeFirstLayout(host: FixtureHost) {
        // Contract: the collection view runs the layout's prepare() at its first layout pass; an
        // offset asked for before it must still show the item once that pass has run.
        let fixture = host.make(FixtureSpec(laysOut: false))
        fixture.scrollToItem(5, animated: false)
        fixture.layOut()
        fixture.advance(by: 0.5)
        #expect(fixture.currentItem == 5)
        #expect(fixture.isCentred(5), "cards: \(fixture.cards)")
    }

    @Test(
        "scroll(byNumberOfItems:) lands exactly on the item, at rest",
        arguments: FixtureHost.available, [1, 3, -2])
    func scrollByItemsLandsExactly(host: FixtureHost, count: Int) {
        // Contract: a content offset set from code is read back as set, so a motion the controller
        // animates frame by frame ends exactly where it aimed.
        let fixture = host.make()
        fixture.scrollToItem(4, animated: false)
        fixture.advance(by: 0.1)
        #expect(fixture.scroll(byItems: count, duration: 0.4), "the scroll was refused")
        fixture.advance(by: 1)
        #expect(fixture.isAtRest, "still moving one second after a 0.4 s scroll")
        #expect(fixture.currentItem == 4 + count)
        #expect(fixture.isCentred(4 + count, tolerance: 1e-6), "cards: \(fixture.cards)")
    }

    @Test(
        "a programmatic scroll reports its start, each new current item and its end, in order",
        arguments: FixtureHost.available)
    func eventsInOrder(host: FixtureHost) {
        // Contract: the app's event handler hears the controller's events in the order they happen.
        let fixture = host.make()
        fixture.scroll(byItems: 2, duration: 0.4)
        fixture.advance(by: 1)
        let names = fixture.eventNames
        #expect(fixture.currentItemChanges == [1, 2], "events: \(names)")
        let begin = names.firstIndex(of: "willBeginScrollingAnimation")
        let end = names.lastIndex(of: "didEndScrollingAnimation")
        let firstChange = names.firstIndex(of: "currentItemDidChange")
        let lastChange = names.lastIndex(of: "currentItemDidChange")
        #expect(begin != nil && end != nil, "events: \(names)")
        if let begin, let end, let firstChange, let lastChange {
            #expect(begin < firstChange && lastChange < end, "out of order: \(names)")
        }
        #expect(names.filter { $0 == "didEndScrollingAnimation" }.count == 1, "events: \(names)")
    }

    @Test(
        "right to left puts item 1 left of item 0, and scrolling to it centres it",
        arguments: FixtureHost.available)
    func rightToLeft(host: FixtureHost) throws {
        // Contract: a horizontal carousel runs right to left under the view's right-to-left layout
        // direction (flipsForRightToLeftLanguages, the default).
        let fixture = host.make(FixtureSpec(items: 5, laysOut: false))
        fixture.setRightToLeft()
        let zero = try #require(fixture.card(0)?.drawnCentre)
        let one = try #require(fixture.card(1)?.drawnCentre)
        #expect(abs(zero.x - fixture.carouselCentre.x) < 0.5, "item 0 is not centred: \(zero)")
        #expect(abs(one.x - (zero.x - 200)) < 0.5, "item 1 at x \(one.x), item 0 at \(zero.x): want 200 pt left")
        fixture.scroll(byItems: 1, duration: 0.4)
        fixture.advance(by: 1)
        #expect(fixture.currentItem == 1)
        #expect(fixture.isCentred(1), "cards: \(fixture.cards)")
    }

    @Test(
        "stopScrolling() stops an animated scroll where it is, between items, and the carousel rests",
        arguments: FixtureHost.available)
    func stopBetweenItems(host: FixtureHost) throws {
        // Contract: the controller's stopScrolling() ends the animation at once; nothing moves after.
        let fixture = host.make()
        fixture.scroll(byItems: 4, duration: 1)
        fixture.advance(by: 0.3)
        fixture.stopScrolling()
        fixture.layOut()
        // iCarousel's ease-in-out at 0.3 of the time: 4 × 0.5 × 0.6³ = 0.432 items, so item 0
        // sits 86.4 pt before the centre.
        let stopped = try #require(fixture.card(0)?.drawnCentre)
        #expect(abs(stopped.x - (fixture.carouselCentre.x - 86.4)) < 1, "item 0 drawn at \(stopped) at the stop")
        #expect(fixture.isAtRest)
        fixture.advance(by: 1)
        let later = try #require(fixture.card(0)?.drawnCentre)
        #expect(abs(later.x - stopped.x) < 1e-6, "item 0 moved from \(stopped) to \(later) after the stop")
        #expect(fixture.eventNames.last == "didEndScrollingAnimation", "events: \(fixture.eventNames)")
    }

    @Test(
        "a scroll to an item that does not exist is refused and moves nothing",
        arguments: FixtureHost.available, [12, -1, Int.max, Int.min])
    func outOfRangeRefused(host: FixtureHost, item: Int) {
        // Contract: bad input from the app never crashes and never moves the carousel.
        let fixture = host.make()
        fixture.scrollToItem(3, animated: false)
        fixture.advance(by: 0.1)
        #expect(!fixture.scrollToItem(item, animated: true), "scrollToItem(\(item)) was taken")
        fixture.advance(by: 1)
        #expect(fixture.currentItem == 3)
        #expect(fixture.isCentred(3))
    }

    @Test(
        "with no items, nothing is shown, there is no current item and every scroll is refused",
        arguments: FixtureHost.available)
    func noItems(host: FixtureHost) {
        // Contract: an empty data source is valid input; the controller refuses what names no item.
        let fixture = host.make(FixtureSpec(items: 0))
        #expect(fixture.cards.isEmpty)
        #expect(fixture.currentItem == nil)
        #expect(!fixture.scrollToItem(0, animated: true))
        fixture.scroll(byItems: 1, duration: 0.4)
        fixture.advance(by: 1)
        #expect(fixture.cards.isEmpty && fixture.currentItem == nil)
        #expect(fixture.isAtRest)
    }

    @Test("with one item, it is centred and stays centred after any scroll", arguments: FixtureHost.available)
    func oneItem(host: FixtureHost) {
        // Contract: one item is valid input; scrolls past it clamp to it (no wrap with one item).
        let fixture = host.make(FixtureSpec(items: 1))
        #expect(fixture.shownItems == [0])
        #expect(fixture.isCentred(0))
        fixture.scroll(byItems: 3, duration: 0.4)
        fixture.advance(by: 2)
        #expect(fixture.currentItem == 0)
        #expect(fixture.isCentred(0), "cards: \(fixture.cards)")
    }

    @Test(
        "a wrapping carousel takes the shorter way round: from item 1, item 10 of 12 is three items back",
        arguments: FixtureHost.available)
    func wrapShorterWay(host: FixtureHost) throws {
        // Contract: iCarousel's scrollToItemAtIndex: on a wrapping carousel scrolls the shorter way.
        var settings = LayoutSettings()
        settings.options.wrap = true
        let fixture = host.make(FixtureSpec(settings))
        fixture.scrollToItem(1, animated: false)
        fixture.advance(by: 0.1)
        let heard = fixture.currentItemChanges.count
        #expect(fixture.scrollToItem(10, animated: true))
        fixture.advance(by: 0.2)
        // Half way (0.2 of 0.4 s): 1.5 items back, so item 0 is half a span right of the centre.
        let zero = try #require(fixture.card(0)?.drawnCentre)
        #expect(abs(zero.x - (fixture.carouselCentre.x + 100)) < 1, "item 0 drawn at \(zero) half way")
        fixture.advance(by: 1)
        #expect(fixture.currentItem == 10)
        #expect(fixture.isCentred(10))
        #expect(Array(fixture.currentItemChanges.dropFirst(heard)) == [0, 11, 10], "events: \(fixture.eventNames)")
    }
}
