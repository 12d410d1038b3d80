#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselAppKit

/// A second controller installed on a collection view that already has one.
@MainActor
@Suite("AppKit: a second controller", .serialized, suiteTimeLimit)
struct AppKitSecondControllerTests {
    @available(macOS 11, *)
    @Test(
        "a second controller takes over: events go to it, the first stops moving the carousel, scrollers stay hidden",
        .tags(.appkit))
    func secondControllerTakesOver() throws {
        // Contract: NSScrollView reads back hasHorizontalScroller as set from code, and
        // NSCollectionView.keyDown(with:) is the route of a key press once it is first responder.
        // Platform-only: NSScrollView's scrollers and the collection view's delegate with a second controller.
        let hosted = HostedAppKitCarousel(items: 12)
        defer { hosted.close() }
        try #require(
            hosted.scrollView.hasHorizontalScroller == false,
            "the first controller did not hide the scroll view's horizontal scroller")
        hosted.controller.autoscrollSpeed = 1
        hosted.advance(to: 0.5)
        try #require(hosted.layout.liveScrollOffset > 0.1, "the first controller's autoscroll did not move")

        let second = CarouselController(
            collectionView: hosted.collectionView, clock: .manual(at: hosted.controller.manualClock ?? 0))
        HostedAppKitCarousel.declareOnScreen(second)
        hosted.layOut()
        #expect(hosted.collectionView.carouselController === second, "events still go to the first controller")
        #expect(
            hosted.scrollView.hasHorizontalScroller == false,
            "the scroller came back: the second controller saved the first's settings as the app's, or none")

        let before = hosted.layout.liveScrollOffset
        hosted.controller.advanceManualClock(to: 3)
        hosted.layOut()
        #expect(
            abs(hosted.layout.liveScrollOffset - before) < 0.001,
            "the replaced controller's autoscroll still moves the carousel: \(before) → \(hosted.layout.liveScrollOffset)"
        )

        second.advanceManualClock(to: 13)
        hosted.layOut()
        let start = try #require(second.currentIndexPath?.item, "the second controller has no current item")
        #expect(second.scroll(byNumberOfItems: 2), "the second controller refused a programmatic scroll")
        second.advanceManualClock(to: 23)
        hosted.layOut()
        #expect(hosted.layout.currentIndexPath == appKitPath(start + 2), "scroll by 2 from \(start)")
        #expect(abs(hosted.layout.liveScrollOffset - Double(start + 2)) < 0.001)

        let key = try #require(AppKitEvents.rightArrow(in: hosted.window, time: 23))
        hosted.collectionView.keyDown(with: key)
        second.advanceManualClock(to: 33)
        hosted.layOut()
        #expect(
            hosted.layout.currentIndexPath == appKitPath(start + 3),
            "the right arrow did not reach the second controller (current \(String(describing: hosted.layout.currentIndexPath)))"
        )
    }
}
#endif
