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
    private var link: AnyObject?
    private var cvLink: RunningDisplayLink?
    private var proxy: Proxy?
    private var range: DisplayLinkPlan.FrameRateRange?

    /// Whether frames are being delivered.
    var isRunning: Bool { link != nil || cvLink != nil }

    /// Starts the link (or updates its frame rate when it runs).
    func start(frameRate: DisplayLinkPlan.FrameRateRange) {
        if #available(macOS 14.0, *) {
            if link == nil, let view {
                let proxy = Proxy()
                proxy.owner = self
                let link = view.displayLink(target: proxy, selector: #selector(Proxy.tick(_:)))
                link.add(to: .main, forMode: .common)
                self.link = link
                self.proxy = proxy
                range = nil
            }
            if let link = link as? CADisplayLink, frameRate != range {
                range = frameRate
                link.preferredFrameRateRange = CAFrameRateRange(
                    minimum: Float(frameRate.minimum), maximum: Float(frameRate.maximum),
                    preferred: Float(frameRate.preferred))
            }
            if link != nil { return }
        }
        startCVDisplayLink(frameRate: frameRate)
    }

    /// The view's window moved to another screen (or the view to another window): a running
    /// `CVDisplayLink` follows that screen's display, at the stride its refresh rate needs. The
    /// macOS 14 link follows the view's display by itself.
    func displayDidChange() {
        guard let cvLink else { return }
        tie(cvLink, frameRate: range ?? DisplayLinkPlan.frameRateRange(for: .animating))
    }

    /// The display of the screen the view's window is on, `nil` off-window or when the screen does
    /// not say (`NSScreen.deviceDescription`'s `"NSScreenNumber"`, documented as the display's
    /// `CGDirectDisplayID`).
    private var displayID: CGDirectDisplayID? {
        let key = NSDeviceDescriptionKey("NSScreenNumber")
        return (view?.window?.screen?.deviceDescription[key] as? NSNumber).map { CGDirectDisplayID($0.uint32Value) }
    }

    /// Ties the link to the window's display (the main display's, where the window has no screen)
    /// and sets its refresh stride for `frameRate`.
    private func tie(_ running: RunningDisplayLink, frameRate: DisplayLinkPlan.FrameRateRange) {
        if let displayID { CVDisplayLinkSetCurrentCGDisplay(running.link, displayID) }
        running.gate.stride = DisplayLinkPlan.refreshStride(for: frameRate, refreshRate: running.refreshRate)
        range = frameRate
    }

    /// Stops the frames.
    func stop() {
        if #available(macOS 14.0, *), let link = link as? CADisplayLink { link.invalidate() }
        link = nil
        cvLink?.stop()
        cvLink = nil
        proxy = nil
        range = nil
    }

    fileprivate func frame(at time: CFTimeInterval) {
        onFrame?(time)
    }

    /// Before macOS 14 (or without a view): a `CVDisplayLink` on the window's display, its
    /// callbacks hopped to the main actor, at most one pending at a time, one refresh in each
    /// stride delivered.
    private func startCVDisplayLink(frameRate: DisplayLinkPlan.FrameRateRange) {
        if let cvLink {
            if frameRate != range { tie(cvLink, frameRate: frameRate) }
            return
        }
        var created: CVDisplayLink?
        guard CVDisplayLinkCreateWithActiveCGDisplays(&created) == kCVReturnSuccess, let created else { return }
        let proxy = Proxy()
        proxy.owner = self
        let pending = PendingFlag()
        let running = RunningDisplayLink(created, gate: pending)
        tie(running, frameRate: frameRate)
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
        cvLink = running
        self.proxy = proxy
    }

    /// A started `CVDisplayLink` that stops when released. The driver is main-actor isolated, and
    /// in Swift 6 its `deinit` (nonisolated) may not read its main-actor state; releasing this box
    /// with the driver stops the link from whichever thread that happens on, which
    /// `CVDisplayLinkStop` allows (its output handler never waits for the main thread, so the stop
    /// cannot deadlock with it). Without it a carousel released mid-motion left the link waking
    /// its thread 60 times a second for the life of the app.
    private final class RunningDisplayLink {
        let link: CVDisplayLink
        /// The pending flag and refresh stride its output handler reads.
        let gate: PendingFlag

        init(_ link: CVDisplayLink, gate: PendingFlag) {
            self.link = link
            self.gate = gate
        }

        /// The current display's refresh rate in hertz from its nominal refresh period; 0 when the
        /// period is indefinite or unknown.
        var refreshRate: Double {
            let period = CVDisplayLinkGetNominalOutputVideoRefreshPeriod(link)
            guard period.flags & Int32(CVTimeFlags.isIndefinite.rawValue) == 0, period.timeValue > 0 else { return 0 }
            return Double(period.timeScale) / Double(period.timeValue)
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

    /// Whether a CVDisplayLink tick is on its way to the main actor (ticks are dropped meanwhile),
    /// and which refreshes are delivered (one in ``stride``).
    private final class PendingFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var isPending = false
        private var refreshes = 0
        private var storedStride = 1

        /// Deliver one refresh in this many (at least 1).
        var stride: Int {
            get {
                lock.lock()
                defer { lock.unlock() }
                return storedStride
            }
            set {
                lock.lock()
                storedStride = max(1, newValue)
                lock.unlock()
            }
        }

        /// Counts a refresh; whether it is delivered: one in each stride, and none while one is
        /// still on its way.
        func claim() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            refreshes += 1
            guard refreshes >= storedStride, !isPending else { return false }
            refreshes = 0
            isPending = true
            return true
        }

        func release() {
            lock.lock()
            isPending = false
            lock.unlock()
        }
    }
}
#endif
