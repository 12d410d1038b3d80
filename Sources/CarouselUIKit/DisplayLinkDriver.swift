#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import CarouselCore

/// A `CADisplayLink` that does not retain its owner and asks for a frame-rate range where the OS
/// supports one (iOS / tvOS / Mac Catalyst 15, visionOS).
///
/// A display link retains its target; the target here is a small proxy holding the driver weakly,
/// which invalidates the link once the driver is gone. 120 Hz on iPhone ProMotion displays also
/// needs `CADisableMinimumFrameDurationOnPhone` in the app's Info.plist (Apple's rule, not ours).
@MainActor
final class DisplayLinkDriver {
    /// Called on every frame with the time the frame will be shown (`targetTimestamp`, seconds on
    /// the `CACurrentMediaTime()` clock).
    var onFrame: ((CFTimeInterval) -> Void)?
    private var link: CADisplayLink?
    /// Whether the link runs and at which range (the core's).
    private var state = DisplayLinkPlan.LinkState()

    /// Whether the link is running.
    var isRunning: Bool { link != nil }

    /// Starts the link (or updates its frame rate when it runs).
    func start(frameRate: DisplayLinkPlan.FrameRateRange) {
        switch state.start(frameRate: frameRate) {
        case .start(let range):
            let proxy = Proxy()
            proxy.owner = self
            let link = CADisplayLink(target: proxy, selector: #selector(Proxy.tick(_:)))
            link.add(to: .main, forMode: .common)
            self.link = link
            state.didStart(.followsView, frameRate: range)
            apply(range, to: link)
        case .apply(let range):
            if let link { apply(range, to: link) }
        case .none:
            break
        }
    }

    /// Asks `link` for `range`: the range itself where the OS takes one, else its preferred rate.
    private func apply(_ range: DisplayLinkPlan.FrameRateRange, to link: CADisplayLink) {
        #if os(visionOS)
        link.preferredFrameRateRange = Self.rates(range)
        #else
        if #available(iOS 15.0, tvOS 15.0, *) {
            link.preferredFrameRateRange = Self.rates(range)
        } else {
            link.preferredFramesPerSecond = Int(range.preferred.rounded())
        }
        #endif
    }

    @available(iOS 15.0, tvOS 15.0, *)
    private static func rates(_ r: DisplayLinkPlan.FrameRateRange) -> CAFrameRateRange {
        CAFrameRateRange(minimum: Float(r.minimum), maximum: Float(r.maximum), preferred: Float(r.preferred))
    }

    /// Stops the link.
    func stop() {
        link?.invalidate()
        link = nil
        state.stop()
    }

    fileprivate func frame(_ link: CADisplayLink) {
        onFrame?(link.targetTimestamp)
    }

    /// The display link's target: forwards ticks to the driver while it exists.
    @MainActor
    private final class Proxy: NSObject {
        weak var owner: DisplayLinkDriver?

        @objc func tick(_ link: CADisplayLink) {
            guard let owner else {
                link.invalidate()
                return
            }
            owner.frame(link)
        }
    }
}
#endif
