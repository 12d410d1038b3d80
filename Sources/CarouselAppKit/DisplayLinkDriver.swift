#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CoreVideo
import QuartzCore
@_spi(Plumbing) import CarouselCore

/// Display-synced frames for a view: `NSView.displayLink(target:selector:)` on macOS 14 (the
/// display the view is on, paused with its window), `CVDisplayLink` before.
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
        startCVDisplayLink()
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

    /// Before macOS 14 (or without a view): a `CVDisplayLink` on the main display, its callbacks
    /// hopped to the main actor, at most one pending at a time.
    private func startCVDisplayLink() {
        guard cvLink == nil else { return }
        var created: CVDisplayLink?
        guard CVDisplayLinkCreateWithActiveCGDisplays(&created) == kCVReturnSuccess, let created else { return }
        let proxy = Proxy()
        proxy.owner = self
        let pending = PendingFlag()
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
        cvLink = RunningDisplayLink(created)
        self.proxy = proxy
    }

    /// A started `CVDisplayLink` that stops when released. The driver is main-actor isolated, and
    /// in Swift 6 its `deinit` (nonisolated) may not read its main-actor state; releasing this box
    /// with the driver stops the link from whichever thread that happens on, which
    /// `CVDisplayLinkStop` allows (its output handler never waits for the main thread, so the stop
    /// cannot deadlock with it). Without it a carousel released mid-motion left the link waking
    /// its thread 60 times a second for the life of the app.
    private final class RunningDisplayLink {
        private let link: CVDisplayLink

        init(_ link: CVDisplayLink) { self.link = link }

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

    /// Whether a CVDisplayLink tick is on its way to the main actor (ticks are dropped meanwhile).
    private final class PendingFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var isPending = false

        func claim() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            if isPending { return false }
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
