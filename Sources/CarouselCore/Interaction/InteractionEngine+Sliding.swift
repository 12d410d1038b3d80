extension InteractionEngine {
    // MARK: Automatic sliding

    /// When the engine next needs a frame while its frame clock is stopped, seconds on the
    /// inputs' clock: the next automatic slide, while the carousel waits at rest for it; `nil`
    /// when nothing is due or the frame clock runs (a frame then fires the slide).
    ///
    /// The platform sets a one-shot timer for it (the frame clock it is told names it too) and
    /// hands the engine ``InteractionInput/frame`` when it fires, rather than running its display
    /// link while it waits.
    public var nextWakeTime: Double? { frameClock.isRunning ? nil : frameClock.wakeTime }

    mutating func setAutomaticSliding(_ interval: Double) {
        let sanitized = AutomaticSliding.sanitizedInterval(interval)
        guard sanitized != automaticSlidingInterval else { return }
        automaticSlidingInterval = sanitized
        // A new interval counts from now, or from the end of the slide under way.
        nextSlideTime = nil
    }

    /// Whether automatic sliding may run now: an interval, two items or more, and nothing that
    /// pauses autoscroll (``DisplayLinkPlan/allowsAutomaticMotion(_:)``: a touch, an update
    /// animation, focus held, off-window, VoiceOver, Reduce Motion).
    var canSlide: Bool {
        AutomaticSliding.slides(numberOfItems: model.numberOfItems, interval: automaticSlidingInterval)
            && DisplayLinkPlan.allowsAutomaticMotion(automaticMotionConditions)
    }

    /// Keeps the slides' cadence after an input: it starts (the first slide one interval away)
    /// when the carousel is at rest and may slide, goes on through the engine's own slides, and
    /// stops for anything else (a touch, another motion, autoscroll, a pause), to start again with
    /// the full interval when the carousel next rests.
    mutating func keepSlideCadence(time: Double) {
        guard canSlide else {
            nextSlideTime = nil
            return
        }
        switch phase {
        case .motion(_, _, .slide):
            break
        case .idle where isAtRest && owedEnd == nil:
            if nextSlideTime == nil { nextSlideTime = time + automaticSlidingInterval }
        default:
            nextSlideTime = nil
        }
    }

    /// Starts the slide due by `time`, if one is due and the carousel rests: a scroll to the next
    /// item (``AutomaticSliding/target(from:model:)``) over ``InteractionSettings/scrollDuration``,
    /// reported as a programmatic scroll is (``InteractionEvent/willBeginScrollingAnimation``,
    /// the current items, ``InteractionEvent/didEndScrollingAnimation``).
    mutating func slideIfDue(time: Double, _ output: inout InteractionOutput) {
        guard let due = nextSlideTime, time + Self.timeTolerance >= due else { return }
        guard case .idle = phase, isAtRest, canSlide,
            let target = AutomaticSliding.target(from: scrollOffset, model: model)
        else { return }
        let motion = physics.scroll(from: scrollOffset, by: target - scrollOffset, duration: settings.scrollDuration)
        nextSlideTime = AutomaticSliding.nextDue(
            after: due, interval: automaticSlidingInterval, slideEnd: time + motion.duration)
        if motion.phases.isEmpty {
            // A scroll duration of 0: a jump, as an instant programmatic scroll.
            move(to: motion.restingPosition, time: time, &output)
            comeToRest(time: time, settles: false, &output)
            return
        }
        phase = .motion(motion, start: time, kind: .slide)
        output.events.append(.willBeginScrollingAnimation)
    }
}
