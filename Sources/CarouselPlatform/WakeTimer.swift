#if canImport(QuartzCore)
import Foundation
import QuartzCore

/// A one-shot timer on the `CACurrentMediaTime()` clock, for the wake-up the engine asks for while
/// its display link is paused (the next automatic slide: `FrameClock.wakeTime`).
///
/// A `Timer` on the main run loop, in the common modes. It retains its target, a small proxy that
/// holds the owner weakly: a controller that goes leaves at most one timer that fires into nothing.
@MainActor
@_spi(Plumbing) public final class WakeTimer {
    /// Called once when the time set with ``schedule(at:)`` comes.
    public var onWake: (() -> Void)?
    private var timer: Timer?

    /// A timer set for nothing.
    public init() {}

    /// Whether a wake-up is set.
    public var isScheduled: Bool { timer != nil }

    /// Calls ``onWake`` once at `time` (seconds on the `CACurrentMediaTime()` clock; a time past
    /// fires on the next turn of the run loop), replacing the wake-up set before; `nil` cancels it.
    public func schedule(at time: Double?) {
        timer?.invalidate()
        timer = nil
        guard let time, time.isFinite else { return }
        let proxy = Proxy()
        proxy.owner = self
        let timer = Timer(
            timeInterval: max(0, time - CACurrentMediaTime()), target: proxy, selector: #selector(Proxy.fire(_:)),
            userInfo: nil, repeats: false)
        RunLoop.main.add(timer, forMode: .common)
        self.timer = timer
    }

    /// The timer fired: it is spent; the owner hears it.
    fileprivate func fire() {
        timer = nil
        onWake?()
    }

    /// The timer's target: forwards the one fire to the owner while it exists.
    @MainActor
    private final class Proxy: NSObject {
        weak var owner: WakeTimer?

        @objc func fire(_ timer: Timer) {
            owner?.fire()
        }
    }
}
#endif
