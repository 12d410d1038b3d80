import Foundation

/// A mouse press being followed: where it went down and how it moved (view points).
struct MouseState: Sendable {
    var downPoint: Point2D?
    var lastPoint = Point2D.zero
    /// A double click's second press moved beyond the drag threshold: no activation.
    var isCancelled = false
    var velocity = VelocityEstimator()
    /// The second press of a double click: the item its release activates.
    var activates: Int?
}

extension ControllerDriver {
    // MARK: Mouse (AppKit)

    /// The card whose controls may have a click at a content point (the platform's hit test,
    /// before the press goes to a view): `nil` when the click is the carousel's.
    ///
    /// While the pointer's button is down (``HostFacts/isPointerDown``, read at this call) the
    /// press first holds the carousel still, as a touch does on iOS: autoscroll and automatic
    /// sliding pause where they are and a pending rest waits, until the button is up
    /// (the engine's `pressBegan(at:into:)`). Then, with nothing else moving the carousel
    /// (the engine's `letsControlsTrackClicks`), the current card drawn on top at the point
    /// and at its untransformed frame, within ``HitTesting/frameTolerance``, has the click
    /// (``LayoutDriver/indexPathForCardTakingControlClicks(atContentPoint:isAtRest:)``): AppKit's
    /// control tracking ignores layer transforms, so a control may track only where it is drawn.
    /// A card the pause left between items, turned or scaled, does not: the click is the
    /// carousel's and centres the card, and autoscroll then waits for the next click, which
    /// reaches the control. A running motion (a scroll, a slide, a deceleration) is not paused:
    /// the click stops it.
    public mutating func cardTakingControlClicks(
        atContentPoint point: Point2D, in layout: LayoutDriver, at time: Double, into out: inout ControllerOutput
    ) -> IndexPath? {
        guard isActive else { return nil }
        if host.isPointerDown { pressBegan(at: time, into: &out) }
        return layout.indexPathForCardTakingControlClicks(
            atContentPoint: point, isAtRest: engine.letsControlsTrackClicks)
    }

    /// The mouse button went down at `point` (view points): stops a motion and notes the card on
    /// top. The second press of a double click on a card only waits for its release: it belongs
    /// to the first click, which chose its card and may be centring it, so it neither stops that
    /// motion nor picks the card now under the pointer.
    ///
    /// `time` is the event's own timestamp (seconds since boot, the display link's clock), so
    /// coalesced events keep their spacing.
    public mutating func mouseDown(
        at point: Point2D, clickCount: Int, at time: Double, into out: inout ControllerOutput
    ) {
        guard isActive else {
            out.isAccepted = false
            return
        }
        mouse = MouseState(downPoint: point, lastPoint: point)
        if clickCount >= 2, let first = lastTappedItem {
            mouse.activates = first
            return
        }
        lastTappedItem = nil
        mouse.velocity.reset(at: time)
        handle(.touchDown(point), at: time, into: &out)
    }

    /// The mouse moved with the button down. The engine decides: within its drag threshold it is
    /// a click's jitter; beyond it, a drag when dragging is allowed, else no click at all.
    public mutating func mouseDragged(to point: Point2D, at time: Double, into out: inout ControllerOutput) {
        guard let down = mouse.downPoint else { return }
        if mouse.activates != nil {
            // A double click's second press: moving away abandons the activation.
            let threshold = settings.dragThreshold
            if abs(point.x - down.x) > threshold || abs(point.y - down.y) > threshold { mouse.isCancelled = true }
            return
        }
        mouse.velocity.add(Point2D(x: point.x - mouse.lastPoint.x, y: point.y - mouse.lastPoint.y), at: time)
        mouse.lastPoint = point
        handle(.dragMoved(point), at: time, into: &out)
    }

    /// The mouse button came up: releases a drag into the physics with the pointer's velocity, or
    /// confirms a click; a double click's second release activates the first click's item
    /// (``ControllerOutput/activatedItem``).
    public mutating func mouseUp(clickCount: Int, at time: Double, into out: inout ControllerOutput) {
        guard mouse.downPoint != nil else { return }
        let state = mouse
        mouse = MouseState()
        if let item = state.activates {
            if !state.isCancelled { out.activatedItem = item }
        } else if engine.isDragging {
            handle(.touchUp(velocity: state.velocity.velocity(at: time), proposedOffset: nil), at: time, into: &out)
        } else if engine.isTouching {
            // Still a click (the engine ends a touch that moved too far with dragging off).
            lastTappedItem = nil
            handle(.touchEnded, at: time, into: &out)
            if clickCount >= 2, let item = lastTappedItem { out.activatedItem = item }
        }
    }
}
