extension InteractionEngine {
    // MARK: Scroll wheel and trackpad

    /// How a trackpad gesture is going.
    enum WheelGesture: Sendable, Equatable {
        /// No gesture (or a mouse wheel).
        case none
        /// Fingers rest (``ScrollWheelEvent/Phase/mayBegin``), or the gesture began without a
        /// direction yet: the carousel is held.
        case pending
        /// The carousel follows the fingers.
        case tracking
        /// The fingers lifted and the engine's release runs: the system's momentum events are
        /// swallowed.
        case released
        /// Mostly across the scroll axis: not the carousel's, nor its momentum.
        case ignored
    }

    /// The trackpad gesture and the mouse wheel, over time.
    struct WheelState: Sendable {
        var gesture = WheelGesture.none
        /// The fingers' velocity, points per second in view coordinates (content movement).
        var velocity = VelocityEstimator()
        /// Precise deltas without phases not yet turned into items: points toward higher indexes.
        var remainder = 0.0
        /// When the last phaseless event came.
        var lastTick = -Double.infinity
        /// Whether the last phaseless event went toward higher indexes.
        var lastTickForward = true
    }

    /// Seconds without wheel events after which precise phaseless deltas start counting afresh.
    static let wheelTickGap = 0.5

    /// A scroll-wheel or trackpad event (``ScrollWheelEvent``):
    /// - a trackpad gesture moves the carousel like a finger drag (iCarousel's resistance past the
    ///   ends), releases with the fingers' velocity into the engine's physics, and the system's
    ///   momentum events after it are swallowed; resting fingers stop a motion, as a touch does;
    ///   a gesture mostly across the scroll axis is refused whole, momentum included, so an
    ///   enclosing scroll view can take it;
    /// - a mouse-wheel tick moves one item (counting from where a tick's motion is heading, so a
    ///   quick spin moves several), along the axis, or from the vertical wheel when the carousel is
    ///   horizontal (down is forward, also in right-to-left); precise deltas without phases move
    ///   one item per item's worth of points (the first at half an item);
    /// - refused with no items, while a finger is down, or at an end a tick cannot pass.
    mutating func wheel(_ event: ScrollWheelEvent, time: Double, _ output: inout InteractionOutput) {
        let delta = event.delta.sanitized
        if event.phase != .none {
            wheelGesture(event.phase, delta: delta, time: time, &output)
        } else if event.momentumPhase != .none {
            // The system's inertia after a gesture: the engine's release already moves the carousel.
            guard wheel.gesture == .released else {
                output.isAccepted = false
                if event.momentumPhase == .ended || event.momentumPhase == .cancelled { wheel.gesture = .none }
                return
            }
            if event.momentumPhase == .ended || event.momentumPhase == .cancelled { wheel.gesture = .none }
        } else {
            wheelTick(delta, isPrecise: event.isPrecise, time: time, &output)
        }
    }

    private mutating func wheelGesture(
        _ gesturePhase: ScrollWheelEvent.Phase, delta: Point2D, time: Double, _ output: inout InteractionOutput
    ) {
        // A finger on the screen owns the carousel.
        if let current = touch, !current.isWheel {
            wheel.gesture = .none
            output.isAccepted = false
            return
        }
        switch gesturePhase {
        case .none:
            return
        case .mayBegin:
            guard model.numberOfItems > 0 else {
                output.isAccepted = false
                return
            }
            if touch?.isDragging == true { endWheelTouch(time: time, &output) }  // a gesture whose end was lost
            if touch == nil { holdForWheel(time: time, &output) }
            wheel.gesture = .pending
        case .began, .changed, .stationary:
            let continues = gesturePhase != .began && wheel.gesture == .tracking
            if gesturePhase != .began, wheel.gesture == .ignored {
                output.isAccepted = false
                return
            }
            if !continues {
                if touch?.isDragging == true { endWheelTouch(time: time, &output) }  // a gesture whose end was lost
                guard model.numberOfItems > 0 else {
                    output.isAccepted = false
                    return
                }
                let along = abs(model.isVertical ? delta.y : delta.x)
                let across = abs(model.isVertical ? delta.x : delta.y)
                if along < across {
                    // Mostly across the axis: not ours (an enclosing scroll view's).
                    endWheelTouch(time: time, &output)
                    wheel.gesture = .ignored
                    output.isAccepted = false
                    return
                }
                if touch == nil { holdForWheel(time: time, &output) }
                if along == 0 {
                    wheel.gesture = .pending  // no direction yet
                    return
                }
                beginDrag(time: time, &output)
                wheel.gesture = .tracking
                wheel.velocity.reset(at: sampleTime)
            }
            moveWithWheel(by: delta, time: time, &output)
        case .ended, .cancelled:
            switch wheel.gesture {
            case .tracking:
                let velocity = gesturePhase == .cancelled ? Point2D.zero : wheel.velocity.velocity(at: sampleTime)
                touchUp(velocity: velocity, proposed: nil, time: time, &output)
                wheel.gesture = .released
            case .pending:
                endWheelTouch(time: time, &output)
                wheel.gesture = .none
            case .ignored, .none, .released:
                output.isAccepted = false
            }
        }
    }

    /// Lifts the trackpad's fingers: a drag releases without velocity, a resting touch settles.
    private mutating func endWheelTouch(time: Double, _ output: inout InteractionOutput) {
        guard let current = touch, current.isWheel else { return }
        if current.isDragging {
            touchUp(velocity: .zero, proposed: nil, time: time, &output)
        } else {
            touchCancelled(time: time, &output)
        }
    }

    /// Fingers on the trackpad: a touch that selects nothing (a motion stops, autoscroll pauses).
    private mutating func holdForWheel(time: Double, _ output: inout InteractionOutput) {
        touchDown(at: settings.contentOrigin, time: time, &output)
        touch?.candidate = nil
        touch?.isWheel = true
    }

    /// The fingers moved the content by `delta` points: the drag follows.
    private mutating func moveWithWheel(by delta: Point2D, time: Double, _ output: inout InteractionOutput) {
        guard let current = touch else { return }
        wheel.velocity.add(delta, at: sampleTime)
        dragMoved(to: Point2D(x: current.lastPoint.x + delta.x, y: current.lastPoint.y + delta.y), time: time, &output)
    }

    /// A wheel event without phases.
    private mutating func wheelTick(_ delta: Point2D, isPrecise: Bool, time: Double, _ output: inout InteractionOutput)
    {
        guard touch == nil, model.numberOfItems > 0 else {
            output.isAccepted = false
            return
        }
        // Points (or lines) toward higher indexes.
        let distance: Double
        if model.isVertical {
            distance = delta.y != 0 ? -delta.y : -delta.x
        } else if delta.x != 0 {
            distance = scrollDistance(fromFingerMove: Point2D(x: delta.x, y: 0))
        } else {
            distance = -delta.y  // the vertical wheel: down is forward, whatever the direction
        }
        guard distance != 0 else {
            output.isAccepted = false
            return
        }
        var items = distance > 0 ? 1 : -1
        defer {
            wheel.lastTick = time
            wheel.lastTickForward = distance > 0
        }
        if isPrecise {
            // A pause or a change of direction starts the count afresh.
            if time - wheel.lastTick > Self.wheelTickGap || wheel.lastTickForward != (distance > 0) {
                wheel.remainder = 0
            }
            wheel.remainder += distance
            let whole = (wheel.remainder / pointsPerItem).rounded()
            guard whole != 0 else { return }  // taken, not yet an item
            wheel.remainder -= whole * pointsPerItem
            items = Int(max(-Double(model.numberOfItems), min(Double(model.numberOfItems), whole)))
        }
        navigate(.byItems(items), time: time, &output)
    }
}
