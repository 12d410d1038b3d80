#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselAppKit

/// Automatic sliding on a real AppKit controller, paused by a press. (Sliding at the interval is the
/// shared suite's.)
@MainActor
@Suite("AppKit: automatic sliding", .serialized, suiteTimeLimit)
struct AppKitAutomaticSlidingTests {
    @available(macOS 11, *)
    @Test("a click pauses sliding; the full interval starts again once the carousel rests", .tags(.appkit))
    func clickPauses() {
        // Contract: none of AppKit's beyond the clip view's: the press goes straight to the
        // controller's mouse handlers' driver calls, timed by the manual clock.
        // Platform-only for now: the press is core-fed (the driver's touchDown), so it needs no
        // AppKit object of its own; the shared fixture has no verb that holds a press down.
        let hosted = HostedAppKitCarousel(items: 12)
        defer { hosted.close() }
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
}
#endif
