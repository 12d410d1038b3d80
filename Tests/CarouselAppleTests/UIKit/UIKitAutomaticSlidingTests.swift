#if canImport(UIKit)
import UIKit
import QuartzCore
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselPlatform
@_spi(Plumbing) import CarouselUIKit

/// Automatic sliding on a real controller: slides at the interval through the collection view's
/// content offset, no display link while waiting, and the one-shot timer that wakes it.
@MainActor
@Suite("UIKit: automatic sliding")
struct UIKitAutomaticSlidingTests {
    @Test("a slide to the next item every 2 s of the manual clock; no frames between slides", .tags(.uikit))
    func slides() {
        // Contract: UIScrollView.contentOffset set from code is read back as set, and
        // UICollectionView asks its layout for attributes again after layoutIfNeeded().
        let hosted = HostedUIKitCarousel(items: 12)
        var events: [String] = []
        hosted.controller.eventHandler = { events.append($0.name) }
        hosted.controller.automaticSlidingInterval = 2
        #expect(hosted.controller.automaticSlidingInterval == 2)
        #expect(hosted.controller.driver.engine.nextWakeTime == 2)
        hosted.advance(to: 1.9)
        #expect(hosted.layout.currentIndexPath == path(0))
        #expect(!hosted.controller.driver.engine.wantsFrames, "the display link runs while waiting for a slide")
        #expect(events.isEmpty)
        hosted.advance(to: 2.5)
        #expect(hosted.layout.currentIndexPath == path(1))
        #expect(abs(hosted.layout.liveScrollOffset - 1) < 0.001)
        #expect(events == ["willBeginScrollingAnimation", "currentItemDidChange", "didEndScrollingAnimation"])
        hosted.advance(to: 4.5)
        #expect(hosted.layout.currentIndexPath == path(2))
        hosted.controller.automaticSlidingInterval = 0
        hosted.advance(to: 10)
        #expect(hosted.layout.currentIndexPath == path(2) && hosted.controller.isAtRest)
    }

    @Test("not wrapping, the last item slides back to the first", .tags(.uikit))
    func backToFirst() {
        let hosted = HostedUIKitCarousel(items: 3)
        hosted.controller.scrollToItem(at: path(2), animated: false)
        hosted.collectionView.layoutIfNeeded()
        hosted.controller.automaticSlidingInterval = 1
        hosted.advance(to: 1.5)
        #expect(hosted.layout.currentIndexPath == path(0))
    }

    @Test("off-window sliding pauses; back in a window the full interval starts again", .tags(.uikit))
    func offWindow() {
        // Contract: UIView.didMoveToWindow() runs on the collection view's subviews when the
        // collection view leaves and re-enters a window (the controller's window observer).
        let hosted = HostedUIKitCarousel(items: 12)
        hosted.controller.automaticSlidingInterval = 2
        hosted.advance(to: 1)
        hosted.collectionView.removeFromSuperview()
        #expect(hosted.controller.driver.engine.nextWakeTime == nil)
        hosted.advance(to: 5)
        #expect(hosted.layout.currentIndexPath == path(0))
        hosted.window.addSubview(hosted.collectionView)
        #expect(hosted.controller.driver.engine.nextWakeTime == 7)
        hosted.advance(to: 7.5)
        #expect(hosted.layout.currentIndexPath == path(1))
    }

    @Test("the wake-up timer fires once on the main run loop, and not once cancelled", .tags(.uikit))
    func wakeTimer() {
        // Contract: a Timer added to RunLoop.main in the common modes fires once, at or after its
        // fire date, while the main run loop runs; an invalidated Timer never fires.
        let timer = WakeTimer()
        var fired = 0
        timer.onWake = { fired += 1 }
        timer.schedule(at: CACurrentMediaTime() + 0.05)
        #expect(timer.isScheduled)
        let end = Date().addingTimeInterval(1)
        while fired == 0, Date() < end { RunLoop.main.run(until: Date().addingTimeInterval(0.01)) }
        #expect(fired == 1 && !timer.isScheduled)
        timer.schedule(at: CACurrentMediaTime() + 0.05)
        timer.schedule(at: nil)
        RunLoop.main.run(until: Date().addingTimeInterval(0.2))
        #expect(fired == 1)
    }
}
#endif
