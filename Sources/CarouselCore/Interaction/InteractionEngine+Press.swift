extension InteractionEngine {
    // MARK: Pointer presses

    /// How a pointer press (AppKit's primary mouse button) holds the carousel still, so that a
    /// control on the current card can track the click where the card is drawn.
    enum PressHold: Sendable, Equatable {
        /// No press holds the carousel.
        case none
        /// The button is down: autoscroll and automatic sliding are paused and a pending rest
        /// waits, until the button comes up.
        case whilePressed
        /// A click the carousel took after the press paused autoscroll (it centres the current
        /// card): autoscroll stays paused until the next press ends, so that the card it centred
        /// is still there for the click on its control, or until the user or the app moves the
        /// carousel, stops it or sets its automatic motion another way
        /// (``InteractionInput/endsPressHold``).
        case untilNextPress
    }

    /// Whether a control on the current card may track a click now: the carousel is at rest, or a
    /// press holds it still with only a rest pending (no motion, no touch, no update animation).
    var letsControlsTrackClicks: Bool {
        guard case .idle = phase, touch == nil, updateEndsAt == nil else { return false }
        return !isRestPending || pressHold == .whilePressed
    }

    /// Whether a press holds the carousel still now (``PressHold``).
    var isHeldByPress: Bool { pressHold != .none }

    /// A pointer press begins, before the platform picks the view it goes to: autoscroll pauses
    /// where it is and a pending rest waits, as a touch pauses them on iOS, until the press ends
    /// (``pressEnded(at:into:)``). A motion (a scroll, a slide, a deceleration) is not paused: the
    /// press is the carousel's and stops it. Asked again during the same press, nothing changes.
    mutating func pressBegan(at time: Double, into output: inout InteractionOutput) {
        output.reset()
        let time = heardTime(time)
        if pressHold != .whilePressed { pressPausedAutoscroll = false }
        if case .autoscroll = phase {
            phase = .idle
            pressPausedAutoscroll = true
        }
        if case .idle = phase, touch == nil { pressHold = .whilePressed }
        keepSlideCadence(time: time)
        updateFrameClock(&output)
    }

    /// The pointer's button is up: a press held (``PressHold/whilePressed``) lets go, and the
    /// pending rest, autoscroll and automatic sliding go on. A click the carousel is taking
    /// after the press paused autoscroll keeps autoscroll paused until the next press ends
    /// (``PressHold/untilNextPress``).
    mutating func pressEnded(at time: Double, into output: inout InteractionOutput) {
        output.reset()
        let time = heardTime(time)
        guard pressHold == .whilePressed else { return }
        if pressPausedAutoscroll, let touch, !touch.isDragging {
            pressHold = .untilNextPress
        } else {
            pressHold = .none
            if case .idle = phase, touch == nil, updateEndsAt == nil {
                if isRestPending { comeToRest(time: time, &output) } else { startAutoscrollIfAllowed(time: time) }
            }
        }
        keepSlideCadence(time: time)
        updateFrameClock(&output)
    }

    /// `time` as an input's time is heard (``handle(_:at:into:)``): never before the last.
    private mutating func heardTime(_ time: Double) -> Double {
        let t = max(lastTime, time.isFinite ? time : (lastTime.isFinite ? lastTime : 0))
        lastTime = t
        return t
    }
}

extension InteractionInput {
    /// Whether this input ends the hold a click left (``InteractionEngine/PressHold/untilNextPress``):
    /// the user moves or stops the carousel another way (a key, the wheel, focus, a touch), or
    /// the app scrolls, stops or sets autoscroll or automatic sliding. Frames, layout passes, the
    /// scroll view's own callbacks, a selection or activation (the click's own) and environment
    /// changes do not: they come from the click and the centring it started.
    var endsPressHold: Bool {
        switch self {
        case .scroll, .stopScrolling, .autoscroll, .automaticSliding, .key, .wheel, .focusMove, .touchDown, .dragBegan:
            return true
        default:
            return false
        }
    }
}
