#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CoreVideo
import QuartzCore
@_spi(Plumbing) import CarouselCore

/// Display-synced frames for a view: `NSView.displayLink(target:selector:)` on macOS 14 (the
/// display the view is on, paused with its window), `CVDisplayLink` before.
///
/// Before macOS 14 the link is tied to the display of the view's window's screen
/// (`NSScreen.deviceDescription["NSScreenNumber"]`, `CVDisplayLinkSetCurrentCGDisplay`), and tied
/// again when the controller hears that the window moved to another screen
/// (`NSWindow.didChangeScreenNotification`, ``displayDidChange()``): a link left on the main
/// display would pace a window on a 60 Hz external screen with a 120 Hz clock, or the other way
/// round. `CVDisplayLink` cannot be asked for a frame rate, so the frame-rate plan is honoured by
/// delivering one refresh in ``DisplayLinkPlan/refreshStride(for:refreshRate:)`` (the core's
/// choice, from the display's nominal refresh period).
///
/// Neither link retains its owner: the target is a small proxy holding the driver weakly. When the
/// driver goes (its controller with it, mid-motion too) the `CVDisplayLink` stops with it; the
/// macOS 14 link invalidates itself on its next frame. When the view leaves its window the
/// controller tells the engine (`InteractionEnvironment.isInWindow`), whose frame clock stops, and
/// the controller calls ``stop()``.
@MainActor
final class DisplayLinkDriver {
    /// Called on every frame with the frame's time (seconds on the `CACurrentMediaTime()` clock).
    var onFrame: ((CFTimeInterval) -> Void)?
    /// The view whose display paces the frames (macOS 14).
    weak var view: NSView?
    /// Which link runs, at which range, and what each call does to it (the core's).
    private var state = DisplayLinkPlan.LinkState()
    private var running: (any RunningLink)?
    private var proxy: Proxy?

    /// Whether frames are being delivered.
    var isRunning: Bool { state.isRunning }

    /// Starts the link (or updates its frame rate when it runs).
    func start(frameRate: DisplayLinkPlan.FrameRateRange) {
        switch state.start(frameRate: frameRate) {
        case .start(let range):
            let proxy = Proxy()
            proxy.owner = self
            running = makeViewLink(proxy, range: range) ?? makeCVDisplayLink(proxy, range: range)
            self.proxy = proxy
            state.didStart(running?.kind, frameRate: range)
        case .apply(let range):
            running?.apply(range, display: displayID)
        case .none:
            break
        }
    }

    /// The view's window moved to another screen (or the view to another window): a running
    /// `CVDisplayLink` follows that screen's display, at the stride its refresh rate needs. The
    /// macOS 14 link follows the view's display by itself.
    func displayDidChange() {
        guard let range = state.rangeAfterDisplayChange() else { return }
        running?.apply(range, display: displayID)
    }

    /// The display of the screen the view's window is on, `nil` off-window or when the screen does
    /// not say (`NSScreen.deviceDescription`'s `"NSScreenNumber"`, documented as the display's
    /// `CGDirectDisplayID`).
    private var displayID: CGDirectDisplayID? {
        let key = NSDeviceDescriptionKey("NSScreenNumber")
        return (view?.window?.screen?.deviceDescription[key] as? NSNumber).map { CGDirectDisplayID($0.uint32Value) }
    }

    /// Stops the frames.
    func stop() {
        running?.stop()
        running = nil
        proxy = nil
        state.stop()
    }

    fileprivate func frame(at time: CFTimeInterval) {
        onFrame?(time)
    }

    /// On macOS 14, with a view: the view's display link (the display the view is on, paused with
    /// its window) at `range`; `nil` otherwise.
    private func makeViewLink(_ proxy: Proxy, range: DisplayLinkPlan.FrameRateRange) -> (any RunningLink)? {
        guard #available(macOS 14.0, *), let view else { return nil }
        let link = ViewDisplayLink(view.displayLink(target: proxy, selector: #selector(Proxy.tick(_:))))
        link.apply(range, display: nil)
        link.link.add(to: .main, forMode: .common)
        return link
    }

    /// Before macOS 14 (or without a view): a `CVDisplayLink` on the window's display, its
    /// callbacks hopped to the main actor, at most one pending at a time, one refresh in each
    /// stride delivered, tied to the window's display at `range` before it starts; `nil` when none
    /// can be made.
    private func makeCVDisplayLink(_ proxy: Proxy, range: DisplayLinkPlan.FrameRateRange) -> (any RunningLink)? {
        var created: CVDisplayLink?
        guard CVDisplayLinkCreateWithActiveCGDisplays(&created) == kCVReturnSuccess, let created else { return nil }
        let pending = PendingFlag()
        let running = RunningDisplayLink(created, gate: pending)
        running.apply(range, display: displayID)
        // `@Sendable`: the handler runs on the display link's own thread. Without it, Swift 6 would
        // infer the closure as main-actor isolated (it is written in a main-actor method and the C
        // block type is not marked Sendable) and trap on its first call off the main thread.
        CVDisplayLinkSetOutputHandler(created) { @Sendable _, _, _, _, _ in
            guard pending.claim() else { return kCVReturnSuccess }
            Task { @MainActor in
                pending.release()
                proxy.tick(at: CACurrentMediaTime())
            }
            return kCVReturnSuccess
        }
        CVDisplayLinkStart(created)
        return running
    }

    /// A running link, whichever kind: given a range (and the view's display), and stopped.
    @MainActor
    private protocol RunningLink: AnyObject {
        /// How it paces its frames.
        var kind: DisplayLinkPlan.LinkState.Kind { get }
        /// Runs at `range`; a link on one display is tied to `display` first (the main display's
        /// when `nil`).
        func apply(_ range: DisplayLinkPlan.FrameRateRange, display: CGDirectDisplayID?)
        /// Stops the frames.
        func stop()
    }

    /// The macOS 14 link: it follows its view's display and takes the range itself.
    @available(macOS 14.0, *)
    private final class ViewDisplayLink: RunningLink {
        let link: CADisplayLink
        var kind: DisplayLinkPlan.LinkState.Kind { .followsView }

        init(_ link: CADisplayLink) { self.link = link }

        func apply(_ range: DisplayLinkPlan.FrameRateRange, display: CGDirectDisplayID?) {
            link.preferredFrameRateRange = CAFrameRateRange(
                minimum: Float(range.minimum), maximum: Float(range.maximum), preferred: Float(range.preferred))
        }

        func stop() { link.invalidate() }
    }

    /// A started `CVDisplayLink` that stops when released. The driver is main-actor isolated, and
    /// in Swift 6 its `deinit` (nonisolated) may not read its main-actor state; releasing this box
    /// with the driver stops the link from whichever thread that happens on, which
    /// `CVDisplayLinkStop` allows (its output handler never waits for the main thread, so the stop
    /// cannot deadlock with it). Without it a carousel released mid-motion left the link waking
    /// its thread 60 times a second for the life of the app.
    private final class RunningDisplayLink: RunningLink {
        /// `nonisolated(unsafe)`: the conformance makes the class main-actor isolated, and its
        /// `deinit` (nonisolated) stops the link from whichever thread releases it, which
        /// `CVDisplayLinkStop` allows.
        nonisolated(unsafe) let link: CVDisplayLink
        /// The pending flag and refresh stride its output handler reads.
        let gate: PendingFlag

        init(_ link: CVDisplayLink, gate: PendingFlag) {
            self.link = link
            self.gate = gate
        }

        var kind: DisplayLinkPlan.LinkState.Kind { .firesOnOneDisplay }

        /// Ties the link to `display` (it stays on its display when `nil`: the window has no
        /// screen) and sets its refresh stride for `range` on that display.
        func apply(_ range: DisplayLinkPlan.FrameRateRange, display: CGDirectDisplayID?) {
            if let display { CVDisplayLinkSetCurrentCGDisplay(link, display) }
            gate.stride = DisplayLinkPlan.refreshStride(for: range, refreshRate: refreshRate)
        }

        /// The current display's refresh rate in hertz from its nominal refresh period
        /// (`DisplayLinkPlan.refreshRate(periodValue:timeScale:isIndefinite:)`).
        var refreshRate: Double {
            let period = CVDisplayLinkGetNominalOutputVideoRefreshPeriod(link)
            return DisplayLinkPlan.refreshRate(
                periodValue: period.timeValue, timeScale: period.timeScale,
                isIndefinite: period.flags & Int32(CVTimeFlags.isIndefinite.rawValue) != 0)
        }

        /// Stops the link (again, harmlessly, if already stopped).
        func stop() { CVDisplayLinkStop(link) }

        deinit { CVDisplayLinkStop(link) }
    }

    /// The link's target: forwards ticks to the driver while it exists.
    @MainActor
    private final class Proxy: NSObject {
        weak var owner: DisplayLinkDriver?

        @available(macOS 14.0, *)
        @objc func tick(_ link: CADisplayLink) {
            guard let owner else {
                link.invalidate()
                return
            }
            owner.frame(at: link.targetTimestamp)
        }

        func tick(at time: CFTimeInterval) {
            owner?.frame(at: time)
        }
    }

    /// The link thread's gate (`DisplayLinkPlan.RefreshGate`: which refreshes are delivered)
    /// behind a lock: the link's thread claims, the main actor releases and sets the stride.
    private final class PendingFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var gate = DisplayLinkPlan.RefreshGate()

        /// Deliver one refresh in this many (at least 1).
        var stride: Int {
            get { locked { $0.stride } }
            set { locked { $0.stride = newValue } }
        }

        /// Counts a refresh; whether it is delivered (`DisplayLinkPlan.RefreshGate.claim()`).
        func claim() -> Bool { locked { $0.claim() } }

        /// The delivered refresh reached the main actor.
        func release() { locked { $0.release() } }

        private func locked<Result>(_ body: (inout DisplayLinkPlan.RefreshGate) -> Result) -> Result {
            lock.lock()
            defer { lock.unlock() }
            return body(&gate)
        }
    }
}
#endif
