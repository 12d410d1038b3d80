#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselAppKit

/// Trackpad swipes and mouse-wheel ticks as AppKit delivers them: `scrollWheel(with:)` on the view
/// under the pointer, up the responder chain when it does not take them.
@MainActor
@Suite("AppKit: trackpad and scroll wheel", .serialized, suiteTimeLimit)
struct AppKitScrollWheelTests {
    /// Sends `event` to the carousel at the manual clock's `time` (frames run up to it first).
    @available(macOS 11, *)
    static func send(
        _ event: NSEvent?, to hosted: HostedAppKitCarousel, at time: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let event = try #require(event, "could not build a scroll-wheel event", sourceLocation: sourceLocation)
        hosted.advance(to: time)
        hosted.collectionView.scrollWheel(with: event)
        hosted.layOut()
    }

    @available(macOS 11, *)
    @Test("a horizontal trackpad swipe follows the fingers, then rests on a whole item", .tags(.appkit))
    func trackpadSwipeRestsOnWholeItem() throws {
        // Contract: NSEvent(cgEvent:) of a continuous scroll-wheel CGEvent reports
        // hasPreciseScrollingDeltas, scrollingDeltaX from the point delta, and phase / momentumPhase
        // from kCGScrollWheelEventScrollPhase / MomentumPhase; a swipe is mayBegin, began, changed…,
        // ended, then momentum begin, continue…, end.
        // Platform-only: NSEvent scroll-wheel events with gesture and momentum phases.
        let hosted = HostedAppKitCarousel(items: 12)
        defer { hosted.close() }
        hosted.controller.scrollToItem(at: appKitPath(4), animated: false)
        hosted.layOut()
        let start = hosted.layout.liveScrollOffset
        var time = 1.0
        let step = 1.0 / 60
        try Self.send(AppKitEvents.scroll(phase: .mayBegin, at: time), to: hosted, at: time)
        time += step
        try Self.send(AppKitEvents.scroll(dx: -8, phase: .began, at: time), to: hosted, at: time)
        for _ in 0..<8 {
            time += step
            try Self.send(AppKitEvents.scroll(dx: -20, phase: .changed, at: time), to: hosted, at: time)
        }
        let followed = abs(hosted.layout.liveScrollOffset - start)
        #expect(
            abs(followed - 168.0 / 200) < 0.05,
            "168 pt of fingers moved the carousel \(followed) items, expected 0.84 (200 pt per item)")
        time += step
        try Self.send(AppKitEvents.scroll(phase: .ended, at: time), to: hosted, at: time)
        time += step
        try Self.send(AppKitEvents.scroll(dx: -15, momentum: .begin, at: time), to: hosted, at: time)
        for _ in 0..<5 {
            time += step
            try Self.send(AppKitEvents.scroll(dx: -10, momentum: .continue, at: time), to: hosted, at: time)
        }
        time += step
        try Self.send(AppKitEvents.scroll(momentum: .end, at: time), to: hosted, at: time)
        hosted.advance(to: time + 10)
        let offset = hosted.layout.liveScrollOffset
        #expect(hosted.controller.isAtRest, "the carousel still moves ten seconds after the swipe")
        #expect(abs(offset - offset.rounded()) < 0.001, "the swipe came to rest between items, at \(offset)")
        #expect(
            abs(offset - start) >= 0.999, "the swipe did not move the carousel by a whole item (\(start) → \(offset))")
        #expect(
            hosted.layout.currentIndexPath == appKitPath(Int(offset.rounded())),
            "current item \(String(describing: hosted.layout.currentIndexPath)) does not match the offset \(offset)")
    }

    @available(macOS 11, *)
    @Test(
        "a vertical mouse-wheel tick over a horizontal carousel scrolls the enclosing page, wrapping or not",
        .tags(.appkit), arguments: [false, true])
    func verticalWheelScrollsThePage(wrap: Bool) throws {
        // Contract: NSEvent(cgEvent:) of a line-based scroll-wheel CGEvent reports
        // scrollingDeltaY from wheel1 and no phases; CarouselCollectionView passes the refused
        // event to the next responder up from its own scroll view (NSView's superview chain), so
        // the enclosing NSScrollView receives it and moves its clip view's bounds origin.
        // Platform-only: NSEvent line scroll-wheel events passed up the responder chain.
        var settings = LayoutSettings()
        settings.options.wrap = wrap
        let hosted = HostedAppKitCarousel(settings, items: 12, embedding: .page(carouselHeight: 300))
        defer { hosted.close() }
        let page = try #require(hosted.page)
        hosted.controller.scrollToItem(at: appKitPath(5), animated: false)
        hosted.layOut()
        let start = hosted.layout.liveScrollOffset
        let pageStart = page.contentView.bounds.origin
        try Self.send(AppKitEvents.scroll(dy: -3, continuous: false, at: 1), to: hosted, at: 1)
        page.layoutSubtreeIfNeeded()
        hosted.settle()
        #expect(
            page.receivedScrollEvents.count == 1,
            "the page's scroll view received \(page.receivedScrollEvents.count) wheel events, expected 1")
        #expect(
            abs(hosted.layout.liveScrollOffset - start) < 0.001,
            "the wheel moved the carousel from \(start) to \(hosted.layout.liveScrollOffset)")
        #expect(
            page.contentView.bounds.origin != pageStart,
            "the page's clip view did not move (origin \(page.contentView.bounds.origin)); NSScrollView may animate a line scroll"
        )
    }

    @available(macOS 11, *)
    @Test("a horizontal mouse-wheel tick over the carousel in a page moves the carousel, not the page", .tags(.appkit))
    func horizontalWheelStaysInTheCarousel() throws {
        // Contract: NSEvent(cgEvent:) of a line-based scroll-wheel CGEvent reports scrollingDeltaX
        // from wheel2 (a tilt wheel, or Shift with a plain wheel); an event the carousel takes is
        // not passed up the responder chain.
        // Platform-only: NSEvent scroll-wheel events.
        let hosted = HostedAppKitCarousel(items: 12, embedding: .page(carouselHeight: 300))
        defer { hosted.close() }
        let page = try #require(hosted.page)
        let start = hosted.layout.liveScrollOffset
        try Self.send(AppKitEvents.scroll(dx: -1, continuous: false, at: 1), to: hosted, at: 1)
        hosted.settle()
        #expect(page.receivedScrollEvents.isEmpty, "the page received \(page.receivedScrollEvents.count) events")
        #expect(
            abs(hosted.layout.liveScrollOffset - start - 1) < 0.001,
            "the tick moved the carousel from \(start) to \(hosted.layout.liveScrollOffset), expected one item")
    }

    @available(macOS 11, *)
    @Test(
        "a vertical trackpad swipe over a horizontal carousel reaches the page whole, from its first event",
        .tags(.appkit))
    func verticalSwipeReachesThePage() throws {
        // Contract: NSScrollView.scrollWheel(with:) follows a gesture from its .began event; an
        // NSResponder that does not handle scrollWheel(with:) passes it to its nextResponder.
        // Platform-only: NSEvent trackpad swipes passed up the responder chain.
        let hosted = HostedAppKitCarousel(items: 12, embedding: .page(carouselHeight: 300))
        defer { hosted.close() }
        let page = try #require(hosted.page)
        let start = hosted.layout.liveScrollOffset
        var time = 1.0
        let step = 1.0 / 60
        var sent: [Double] = []
        try Self.send(AppKitEvents.scroll(dy: -4, phase: .began, at: time), to: hosted, at: time)
        sent.append(time)
        #expect(
            page.receivedScrollEvents.count == 1, "the began event (4 pt across the axis) was not passed on at once")
        for _ in 0..<5 {
            time += step
            try Self.send(AppKitEvents.scroll(dy: -4, phase: .changed, at: time), to: hosted, at: time)
            sent.append(time)
        }
        time += step
        try Self.send(AppKitEvents.scroll(phase: .ended, at: time), to: hosted, at: time)
        sent.append(time)
        hosted.advance(to: time + 10)
        #expect(
            abs(hosted.layout.liveScrollOffset - start) < 0.001,
            "a vertical swipe moved the horizontal carousel from \(start) to \(hosted.layout.liveScrollOffset)")
        let received = page.receivedScrollEvents
        #expect(
            received.map { ($0.timestamp * 1000).rounded() } == sent.map { ($0 * 1000).rounded() },
            "the page's scroll view received \(received.count) of the swipe's \(sent.count) events, or out of order")
        #expect(
            received.first?.phase == .began, "the page's first event is \(String(describing: received.first?.phase))")
    }

    @available(macOS 11, *)
    @Test(
        "a vertical swipe whose first event is only noise reaches the page whole once it goes across the axis",
        .tags(.appkit))
    func noiseBegunSwipeReachesThePage() throws {
        // Contract: as above; the carousel keeps the 1 pt began event while the gesture's axis is
        // undecided and hands it up the responder chain, before the deciding event, once the
        // gesture turns out to go across the axis.
        // Platform-only: NSEvent trackpad swipes passed up the responder chain.
        let hosted = HostedAppKitCarousel(items: 12, embedding: .page(carouselHeight: 300))
        defer { hosted.close() }
        let page = try #require(hosted.page)
        let start = hosted.layout.liveScrollOffset
        try Self.send(AppKitEvents.scroll(dy: -1, phase: .began, at: 1), to: hosted, at: 1)
        #expect(page.receivedScrollEvents.isEmpty, "a 1 pt began event was passed on before its axis was decided")
        try Self.send(AppKitEvents.scroll(dy: -6, phase: .changed, at: 1.02), to: hosted, at: 1.02)
        try Self.send(AppKitEvents.scroll(dy: -6, phase: .changed, at: 1.04), to: hosted, at: 1.04)
        try Self.send(AppKitEvents.scroll(phase: .ended, at: 1.06), to: hosted, at: 1.06)
        hosted.advance(to: 5)
        let received = page.receivedScrollEvents
        #expect(
            received.map { ($0.timestamp * 1000).rounded() } == [1000, 1020, 1040, 1060],
            "the page received events stamped \(received.map(\.timestamp)), expected all four in order")
        #expect(received.first?.phase == .began)
        #expect(abs(hosted.layout.liveScrollOffset - start) < 0.001, "the swipe moved the carousel")
    }
}
#endif
