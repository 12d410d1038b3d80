extension InteractionEngine {
    // MARK: Scroll wheel and trackpad

    /// How a trackpad gesture is going.
    enum WheelGesture: Sendable, Equatable {
        /// No gesture (or a mouse wheel).
        case none
        /// Fingers rest (``ScrollWheelEvent/Phase/mayBegin``), or the gesture has not yet moved
        /// ``InteractionEngine/wheelAxisDecisionDistance`` to decide its axis: the carousel is held.
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
        /// The gesture's movement while its axis is undecided, points in view coordinates.
        var undecided = Point2D.zero
    }

    /// Seconds without wheel events after which precise phaseless deltas start counting afresh.
    static let wheelTickGap = 0.5

    /// Points a trackpad gesture moves in all (along or across the axis, summed from its first
    /// event) before the engine decides whether it is the carousel's: 10 pt, the distance
    /// UIScrollView's pan recognizer is commonly measured to wait before it begins (Apple documents
    /// no number; NSScrollView's predominant-axis choice is likewise undocumented). A first event
    /// that leans across the axis by a point or two no longer decides the whole gesture.
    static let wheelAxisDecisionDistance = 10.0

    /// A scroll-wheel or trackpad event (``ScrollWheelEvent``):
    /// - a trackpad gesture moves the carousel like a finger drag (iCarousel's resistance past the
    ///   ends), releases with the fingers' velocity into the engine's physics, and the system's
    ///   momentum events after it are swallowed; resting fingers stop a motion, as a touch does;
    ///   a gesture mostly across the scroll axis (judged once it has moved
    ///   ``wheelAxisDecisionDistance`` in all) is refused whole, momentum included, so an
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
                output.refusal = .noGesture
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
            output.refusal = .duringTouch
            return
        }
        switch gesturePhase {
        case .none:
            return
        case .mayBegin:
            guard model.numberOfItems > 0 else {
                output.refusal = .noItems
                return
            }
            if touch?.isDragging == true { endWheelTouch(time: time, &output) }  // a gesture whose end was lost
            if touch == nil { holdForWheel(time: time, &output) }
            wheel.gesture = .pending
            wheel.undecided = .zero
        case .began, .changed, .stationary:
            if gesturePhase != .began, wheel.gesture == .ignored {
                output.refusal = .acrossAxis
                return
            }
            if gesturePhase != .began, wheel.gesture == .tracking {
                moveWithWheel(by: delta, time: time, &output)
                return
            }
            if gesturePhase == .began || wheel.gesture != .pending {
                // A new gesture.
                if touch?.isDragging == true { endWheelTouch(time: time, &output) }  // a gesture whose end was lost
                guard model.numberOfItems > 0 else {
                    output.refusal = .noItems
                    return
                }
                wheel.undecided = .zero
                wheel.velocity.reset(at: sampleTime)
            }
            decideWheelAxis(adding: delta, time: time, &output)
        case .ended, .cancelled:
            switch wheel.gesture {
            case .tracking:
                let velocity = gesturePhase == .cancelled ? Point2D.zero : wheel.velocity.velocity(at: sampleTime)
                touchUp(velocity: velocity, proposed: nil, time: time, &output)
                wheel.gesture = .released
            case .pending:
                endWheelTouch(time: time, &output)
                wheel.gesture = .none
            case .ignored:
                output.refusal = .acrossAxis
            case .none, .released:
                output.refusal = .noGesture
            }
        }
    }

    /// A gesture's movement while its axis is undecided: the carousel is held until the fingers
    /// have moved ``wheelAxisDecisionDistance`` along or across the axis in all, then the gesture
    /// is the carousel's (the drag catches up with the movement so far) or, mostly across the
    /// axis, refused whole.
    private mutating func decideWheelAxis(adding delta: Point2D, time: Double, _ output: inout InteractionOutput) {
        wheel.undecided = Point2D(x: wheel.undecided.x + delta.x, y: wheel.undecided.y + delta.y)
        wheel.velocity.add(delta, at: sampleTime)
        let along = abs(model.isVertical ? wheel.undecided.y : wheel.undecided.x)
        let across = abs(model.isVertical ? wheel.undecided.x : wheel.undecided.y)
        let isDecided = max(along, across) >= Self.wheelAxisDecisionDistance
        if isDecided, along < across {
            // Mostly across the axis: not ours (an enclosing scroll view's).
            endWheelTouch(time: time, &output)
            wheel.gesture = .ignored
            output.refusal = .acrossAxis
            return
        }
        if touch == nil { holdForWheel(time: time, &output) }
        guard isDecided, let current = touch else {
            wheel.gesture = .pending  // no axis yet: held
            return
        }
        beginDrag(time: time, &output)
        wheel.gesture = .tracking
        let moved = wheel.undecided
        wheel.undecided = .zero
        dragMoved(to: Point2D(x: current.lastPoint.x + moved.x, y: current.lastPoint.y + moved.y), time: time, &output)
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
        guard touch == nil else {
            output.refusal = .duringTouch
            return
        }
        guard model.numberOfItems > 0 else {
            output.refusal = .noItems
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
            output.refusal = .noMovement
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
