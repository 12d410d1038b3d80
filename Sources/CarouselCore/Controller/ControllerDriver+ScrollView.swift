/// A scroll view's delegate callback (UIScrollViewDelegate), as the controller receives it.
@_spi(Plumbing) public enum ScrollViewCallback: Sendable {
    /// Who moved the content offset.
    public enum Mover: Sendable {
        /// The user or the scroll view (a pan, a deceleration, an animation the app started).
        case platform
        /// The controller, carrying out an engine answer: no news for the engine.
        case controller
        /// The layout's invisible recentring of the wrapping strip: nothing moved on screen.
        case recentring
    }

    /// `scrollViewDidScroll`, with the carousel's scroll offset (items) after the move.
    case didScroll(to: Double, by: Mover)
    /// `scrollViewWillBeginDragging`.
    case willBeginDragging
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: the finger's velocity
    /// (points per second, view coordinates: negative x while the finger moves left; UIKit's
    /// velocity is the content offset's, in points per millisecond, the other way) and the
    /// scroll view's proposed target (items).
    case willEndDragging(fingerVelocity: Point2D, proposedOffset: Double)
    /// `scrollViewDidEndDragging(_:willDecelerate:)`.
    case didEndDragging(willDecelerate: Bool)
    /// `scrollViewWillBeginDecelerating`.
    case willBeginDecelerating
    /// `scrollViewDidEndDecelerating`.
    case didEndDecelerating
    /// `scrollViewDidEndScrollingAnimation`.
    case didEndScrollingAnimation
}

extension ControllerDriver {
    /// A scroll-view callback, in UIKit's order. While another layout or delegate is in charge it
    /// is the app's (``ControllerOutput/forwardsCall``); while the carousel is, the engine hears
    /// it and the app's delegate hears the engine's events instead (`didScroll` reaches it as well,
    /// unless it was the layout's recentring).
    ///
    /// The events of a release are held from `willEndDragging` until `didEndDragging` (or the
    /// deceleration's start or end), so the app hears `willEndDragging`, `didEndDragging`,
    /// `willBeginDecelerating` in UIKit's order.
    public mutating func scrollView(_ callback: ScrollViewCallback, at time: Double, into out: inout ControllerOutput) {
        if case .didScroll(let offset, let mover) = callback {
            out.forwardsCall = mover != .recentring
            if mover == .platform { handle(.scrolled(to: offset), at: time, into: &out) }
            return
        }
        guard isActive else {
            out.forwardsCall = true
            return
        }
        switch callback {
        case .didScroll: break
        case .willBeginDragging:
            handle(.dragBegan, at: time, into: &out)
        case .willEndDragging(let velocity, let proposed):
            heldEvents = []
            handle(.touchUp(velocity: velocity, proposedOffset: proposed), at: time, into: &out)
            // The engine animates: the scroll view must stay where it is.
            out.releaseTarget = engine.isAnimating ? nil : (answer.releaseTarget ?? engine.scrollOffset)
        case .didEndDragging(let willDecelerate):
            if heldEvents == nil, engine.isDragging {
                // A pan UIKit cancelled without asking for a target: release where it is.
                handle(.touchUp(velocity: .zero, proposedOffset: nil), at: time, into: &out)
            }
            releaseHeldEvents(into: &out)
            // A release with no velocity: UIScrollView does not decelerate to the target it was
            // given and never sends scrollViewDidEndDecelerating, so its motion is over now.
            if !willDecelerate { handle(.platformScrollEnded, at: time, into: &out) }
        case .willBeginDecelerating:
            // The engine reported the motion's start with the release.
            releaseHeldEvents(into: &out)
        case .didEndDecelerating:
            releaseHeldEvents(into: &out)
            handle(.platformScrollEnded, at: time, into: &out)
        case .didEndScrollingAnimation:
            handle(.platformScrollEnded, at: time, into: &out)
        }
    }

    /// Whether the platform's scroll-to-top (a status-bar tap) runs; when it does not, a vertical
    /// carousel scrolls to its first item instead over `duration` seconds. `appAllows`: the app's
    /// delegate's answer.
    public mutating func scrollToTop(
        appAllows: Bool, duration: Double, at time: Double, into out: inout ControllerOutput
    ) -> Bool {
        guard appAllows, isActive, !engine.allowsPlatformScrollToTop else { return appAllows }
        handle(.scroll(.toItem(0, duration: duration)), at: time, into: &out)
        return false
    }
}
