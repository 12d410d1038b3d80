@_spi(Plumbing) import CarouselCore
import Testing

/// A drag and its release on every host: the carousel follows the finger, then rests on a whole
/// item, whatever release style the layout has.
@MainActor
@Suite("Shared: drags and releases", .serialized, .tags(.shared), suiteTimeLimit)
struct SharedReleaseTests {
    /// The release styles, by name.
    static let styles: [(String, ReleaseStyle)] = [
        ("iCarousel", .iCarousel), ("iCarouselLanding", .iCarouselLanding),
        ("native nearest item", .native(.nearestItem)),
    ]

    @Test(
        "a slow drag of 1.3 items rests on a whole item, for every release style",
        arguments: FixtureHost.available, [0, 1, 2])
    func slowDragRestsOnWholeItem(host: FixtureHost, style: Int) {
        // Contract: UIKit: scrollViewWillEndDragging(_:withVelocity:targetContentOffset:) lets the
        // delegate write the resting content offset (a direct call on a real UIScrollView: see
        // VERBS.md); AppKit: a trackpad swipe's ended phase ends the gesture.
        var settings = LayoutSettings()
        settings.releaseStyle = Self.styles[style].1
        let fixture = host.make(FixtureSpec(settings))
        fixture.scrollToItem(3, animated: false)
        fixture.advance(by: 0.1)
        fixture.drag(by: 260, duration: 0.5, releaseVelocity: 0)
        fixture.settle()
        #expect(fixture.isAtRest, "\(Self.styles[style].0)")
        let current = fixture.currentItem ?? -1
        #expect(current == 4, "\(Self.styles[style].0): 1.3 items from item 3, rested on \(current)")
        #expect(fixture.isCentred(current), "\(Self.styles[style].0): cards \(fixture.cards)")
    }

    @Test(
        "a fling forward rests on a whole item further on, for every release style",
        arguments: FixtureHost.available, [0, 1, 2])
    func flingRestsOnWholeItem(host: FixtureHost, style: Int) {
        // Contract: as above, with the finger's velocity at the release.
        var settings = LayoutSettings()
        settings.releaseStyle = Self.styles[style].1
        let fixture = host.make(FixtureSpec(settings))
        fixture.scrollToItem(2, animated: false)
        fixture.advance(by: 0.1)
        fixture.drag(by: 120, duration: 0.1, releaseVelocity: 1500)
        fixture.settle()
        #expect(fixture.isAtRest, "\(Self.styles[style].0)")
        let current = fixture.currentItem ?? -1
        #expect(current > 3, "\(Self.styles[style].0): a fling from item 2 rested on \(current)")
        #expect(fixture.isCentred(current), "\(Self.styles[style].0): cards \(fixture.cards)")
    }

    @Test("a drag past the last item comes back to it", arguments: FixtureHost.available)
    func dragPastTheEnd(host: FixtureHost) {
        // Contract: a drag beyond the content's end bounces back (iCarousel's bounce, or the
        // scroll view's).
        let fixture = host.make(FixtureSpec(items: 5))
        fixture.scrollToItem(4, animated: false)
        fixture.advance(by: 0.1)
        fixture.drag(by: 300, duration: 0.4, releaseVelocity: 0)
        fixture.settle()
        #expect(fixture.currentItem == 4)
        #expect(fixture.isCentred(4), "cards: \(fixture.cards)")
    }

    @Test(
        "a drag reports willBeginDragging before the release's events, and the release ends at rest",
        arguments: FixtureHost.available)
    func dragEvents(host: FixtureHost) {
        // Contract: the scroll-view delegate's drag callbacks arrive in UIKit's order.
        let fixture = host.make()
        fixture.drag(by: 220, duration: 0.4, releaseVelocity: 0)
        fixture.settle()
        let names = fixture.eventNames
        let begin = names.firstIndex(of: "willBeginDragging")
        let end = names.firstIndex(of: "didEndDragging")
        #expect(begin != nil && end != nil, "events: \(names)")
        if let begin, let end { #expect(begin < end, "events: \(names)") }
        #expect(fixture.currentItemChanges.contains(1), "events: \(names)")
    }
}
