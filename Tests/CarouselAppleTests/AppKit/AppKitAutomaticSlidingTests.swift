#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import QuartzCore
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselPlatform
@_spi(Plumbing) import CarouselAppKit

/// Automatic sliding on a real AppKit controller: slides at the interval through the clip view,
/// no display link while waiting, and the one-shot timer that wakes it.
@MainActor
@Suite("AppKit: automatic sliding")
struct AppKitAutomaticSlidingTests {
    @available(macOS 11, *)
    @Test("a slide to the next item every 2 s of the manual clock; no frames between slides", .tags(.appkit))
    func slides() {
        // Contract: NSClipView.setBoundsOrigin(_:) from code moves the visible area at once, and
        // NSCollectionView asks its layout for attributes again after layoutSubtreeIfNeeded().
        let hosted = HostedAppKitCarousel(items: 12)
        var events: [String] = []
        hosted.controller.eventHandler = { events.append($0.name) }
        hosted.controller.automaticSlidingInterval = 2
        #expect(hosted.controller.driver.engine.nextWakeTime == 2)
        hosted.advance(to: 1.9)
        #expect(hosted.layout.currentIndexPath == appKitPath(0))
        #expect(!hosted.controller.driver.engine.wantsFrames, "the display link runs while waiting for a slide")
        hosted.advance(to: 2.5)
        #expect(hosted.layout.currentIndexPath == appKitPath(1))
        #expect(abs(hosted.layout.liveScrollOffset - 1) < 0.001)
        #expect(events == ["willBeginScrollingAnimation", "currentItemDidChange", "didEndScrollingAnimation"])
        hosted.advance(to: 4.5)
        #expect(hosted.layout.currentIndexPath == appKitPath(2))
    }

    @available(macOS 11, *)
    @Test("a click pauses sliding; the full interval starts again once the carousel rests", .tags(.appkit))
    func clickPauses() {
        // Contract: none of AppKit's beyond the clip view's: the press goes straight to the
        // controller's mouse handlers' driver calls, timed by the manual clock.
        let hosted = HostedAppKitCarousel(items: 12)
        hosted.controller.automaticSlidingInterval = 2
        hosted.advance(to: 1.5)
        hosted.controller.drive { $0.handle(.touchDown(Point2D(x: 5, y: 5)), at: $1, into: &$2) }
        #expect(hosted.controller.driver.engine.nextWakeTime == nil)
        hosted.advance(to: 3)
        #expect(hosted.layout.currentIndexPath == appKitPath(0))
        hosted.controller.drive { $0.handle(.touchCancelled, at: $1, into: &$2) }
        #expect(hosted.controller.driver.engine.nextWakeTime == 5)
        hosted.advance(to: 5.5)
        #expect(hosted.layout.currentIndexPath == appKitPath(1))
    }

    @Test("the wake-up timer fires once on the main run loop, and not once cancelled", .tags(.appkit))
    func wakeTimer() {
        // Contract: a Timer added to RunLoop.main in the common modes fires once, at or after its
        // fire date, while the main run loop runs; an invalidated Timer never fires.
        let timer = WakeTimer()
        var fired = 0
        timer.onWake = { fired += 1 }
        timer.schedule(at: CACurrentMediaTime() + 0.05)
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
