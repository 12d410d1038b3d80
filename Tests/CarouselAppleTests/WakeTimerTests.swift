#if canImport(QuartzCore)
import Foundation
import QuartzCore
import Testing
@_spi(Plumbing) import CarouselPlatform

/// The one-shot timer that wakes a controller for its next automatic slide, on the main run loop
/// (the same type on UIKit and AppKit).
@MainActor
@Suite("Apple platforms: the wake-up timer", .serialized, suiteTimeLimit)
struct WakeTimerTests {
    @Test("the wake-up timer fires once on the main run loop, and not once cancelled")
    func wakeTimer() {
        // Contract: a Timer added to RunLoop.main in the common modes fires once, at or after its
        // fire date, while the main run loop runs; an invalidated Timer never fires.
        // Platform-only: a Foundation Timer on the main run loop, timed by QuartzCore's
        // CACurrentMediaTime(); the simulated host has neither (it has no run loop to wait on).
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
