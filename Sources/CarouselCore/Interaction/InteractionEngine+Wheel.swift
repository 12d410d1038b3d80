extension InteractionEngine {
    // MARK: Scroll wheel and trackpad

    /// How a trackpad gesture is going.
    enum WheelGesture: Sendable, Equatable {
        /// No gesture (or a mouse wheel).
        case none
        /// Fingers rest (``ScrollWheelEvent/Phase/mayBegin``: the carousel is held), or the
        /// gesture has so far moved only ``InteractionEngine/wheelNoiseDistance`` (its axis is not
        /// decided: nothing is held, its events are kept for the platform, see
        /// ``InteractionOutput/holdsWheelEvent``).
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
        /// How many events the undecided movement was summed from.
        var undecidedEvents = 0
        /// When the undecided movement's first event came.
        var undecidedSince = 0.0
        /// Whether events of the undecided gesture were kept (``InteractionOutput/holdsWheelEvent``).
        var hasHeldEvents = false
    }

    /// Seconds without wheel events after which precise phaseless deltas start counting afresh.
    static let wheelTickGap = 0.5

    /// Points a trackpad gesture may move in all (the length of its movement, summed from its
    /// first event) and still be only noise, whose axis is not decided: 3 pt. Fingers landing on a
    /// trackpad roll a point or two in any direction before they move on purpose (a `began` event
    /// often carries 0–2.5 pt, `[0.5, −2.5]` is 2.55 pt), while a deliberate swipe moves several
    /// points per event (60 events a second). A gesture is decided on its first event that takes
    /// it past 3 pt, by the dominant axis of everything it moved so far: a swipe that begins with a
    /// little noise across the axis and goes on along it is the carousel's.
    static let wheelNoiseDistance = 3.0

    /// The most events an undecided gesture keeps (``wheelNoiseDistance``): the next one decides
    /// it on what it moved so far, however little.
    static let wheelUndecidedEventLimit = 4

    /// The longest an undecided gesture is kept, seconds from its first event: 50 ms. The first
    /// event after that decides it on what it moved so far.
    static let wheelUndecidedInterval = 0.05

    /// A scroll-wheel or trackpad event (``ScrollWheelEvent``):
    /// - a trackpad gesture moves the carousel like a finger drag (iCarousel's resistance past the
    ///   ends), releases with the fingers' velocity into the engine's physics, and the system's
    ///   momentum events after it are swallowed; resting fingers (``ScrollWheelEvent/Phase/mayBegin``)
    ///   stop a motion, as a touch does;
    /// - a gesture's axis is decided on its first event that takes its movement past
    ///   ``wheelNoiseDistance`` in length (or that comes after ``wheelUndecidedEventLimit`` kept
    ///   events, or ``wheelUndecidedInterval`` after the first), by the larger of the movement's
    ///   two components so far: along the
    ///   axis (or exactly diagonal) the carousel's, mostly across it refused whole, momentum
    ///   included, so an enclosing scroll view takes it from that event on. Until it is decided
    ///   nothing is held (a motion runs on, autoscroll too) and the events are kept
    ///   (``InteractionOutput/holdsWheelEvent``), to be passed on first if the gesture turns out
    ///   not to be the carousel's (``InteractionOutput/passesOnHeldWheelEvents``);
    /// - a mouse-wheel tick moves one item (counting from where a tick's motion is heading, so a
    ///   quick spin moves several) when it goes mostly along the axis (exactly diagonal counts as
    ///   along); mostly across the axis it is refused (``InteractionRefusal/acrossAxis``), so a
    ///   page scrolled by the vertical wheel scrolls on over a horizontal carousel (Shift turns
    ///   the wheel horizontal on macOS). Precise deltas without phases move one item per item's
    ///   worth of points (the first at half an item), by the same axis rule;
    /// - refused with no items, while a finger is down, or at an end a tick cannot pass.
    mutating func wheel(_ event: ScrollWheelEvent, time: Double, _ output: inout InteractionOutput) {
        let delta = event.delta.sanitized
        if event.phase != .none {
            wheelGesture(event.phase, delta: delta, time: time, &output)
        } else if event.momentumPhase != .none {
            // The system's inertia after a gesture: the engine's release already moves the carousel.
            guard wheel.gesture == .released else {
                output.refusal = wheel.gesture == .ignored ? .acrossAxis : .noGesture
                if event.momentumPhase == .ended || event.momentumPhase == .cancelled { wheel.gesture = .none }
                return
            }
            if event.momentumPhase == .ended || event.momentumPhase == .cancelled { wheel.gesture = .none }
        } else {
            wheelTick(delta, isPrecise: event.isPrecise, time: time, &output)
        }
    }

    /// Whether a wheel movement `delta` (view coordinates, any unit) goes mostly across the
    /// scroll axis: its across component is larger than its along one (exactly diagonal counts as
    /// along: the carousel under the pointer takes it). The rule for mouse-wheel ticks and for a
    /// trackpad gesture's movement when its axis is decided.
    @_spi(Plumbing) public func isAcrossAxis(_ delta: Point2D) -> Bool {
        let along = abs(model.isVertical ? delta.y : delta.x)
        let across = abs(model.isVertical ? delta.x : delta.y)
        return across > along
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
            // Resting fingers over the carousel stop it, as NSScrollView's own momentum stops; a
            // swipe across the axis that follows lets it settle again (and autoscroll resume).
            if touch?.isDragging == true { endWheelTouch(time: time, &output) }  // a gesture whose end was lost
            if touch == nil { holdForWheel(time: time, &output) }
            wheel.gesture = .pending
            wheel.undecided = .zero
            wheel.undecidedEvents = 0
            wheel.hasHeldEvents = false
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
                wheel.hasHeldEvents = false
                wheel.undecided = .zero
                wheel.undecidedEvents = 0
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
                // Lifted before it moved more than noise: nobody's gesture; the kept events are dropped.
                endWheelTouch(time: time, &output)
                wheel.gesture = .none
                wheel.hasHeldEvents = false
            case .ignored:
                output.refusal = .acrossAxis
            case .none, .released:
                output.refusal = .noGesture
            }
        }
    }

    /// A gesture's movement while its axis is undecided. While the movement so far is only noise
    /// (``wheelNoiseDistance``) the event is kept and nothing is held, for at most
    /// ``wheelUndecidedEventLimit`` events and ``wheelUndecidedInterval``; past either, the
    /// gesture is the carousel's (the drag begins and catches up with the movement so far) or,
    /// mostly across the axis, refused whole, the kept events first.
    private mutating func decideWheelAxis(adding delta: Point2D, time: Double, _ output: inout InteractionOutput) {
        wheel.undecided = Point2D(x: wheel.undecided.x + delta.x, y: wheel.undecided.y + delta.y)
        wheel.velocity.add(delta, at: sampleTime)
        if wheel.undecidedEvents == 0 { wheel.undecidedSince = time }
        wheel.undecidedEvents += 1
        let keptTooLong =
            wheel.undecidedEvents > Self.wheelUndecidedEventLimit
            || time - wheel.undecidedSince > Self.wheelUndecidedInterval
        guard
            (wheel.undecided.x * wheel.undecided.x + wheel.undecided.y * wheel.undecided.y).squareRoot()
                > Self.wheelNoiseDistance || keptTooLong
        else {
            wheel.gesture = .pending  // only noise so far: kept, nothing else happens
            wheel.hasHeldEvents = true
            output.holdsWheelEvent = true
            return
        }
        let passesOnHeld = wheel.hasHeldEvents
        wheel.hasHeldEvents = false
        if isAcrossAxis(wheel.undecided) {
            // Mostly across the axis: not ours (an enclosing scroll view's).
            endWheelTouch(time: time, &output)  // resting fingers held it: it settles
            wheel.gesture = .ignored
            wheel.undecidedEvents = 0
            output.refusal = .acrossAxis
            output.passesOnHeldWheelEvents = passesOnHeld
            return
        }
        if touch == nil { holdForWheel(time: time, &output) }
        guard let current = touch else { return }
        beginDrag(time: time, &output)
        wheel.gesture = .tracking
        let moved = wheel.undecided
        wheel.undecided = .zero
        wheel.undecidedEvents = 0
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
        guard !isAcrossAxis(delta) else {
            // Mostly across the axis: the page's (a vertical wheel over a horizontal carousel).
            output.refusal = .acrossAxis
            return
        }
        // Points (or lines) toward higher indexes, from the component along the axis.
        let distance =
            model.isVertical ? -delta.y : scrollDistance(fromFingerMove: Point2D(x: delta.x, y: 0))
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
