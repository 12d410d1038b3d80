extension InteractionEngine {
    // MARK: Frames

    mutating func frame(at time: Double, _ output: inout InteractionOutput) {
        if let end = updateEndsAt, time >= end { updateEndsAt = nil }
        if let owed = owedEnd {
            owedEnd = nil
            output.events.append(owed)
        }
        switch phase {
        case .motion(let motion, let start, let kind):
            // Frame times are sums of binary fractions: within a nanosecond of the end is the end.
            let elapsed = time - start
            let isOver = elapsed + Self.timeTolerance >= motion.duration
            move(to: isOver ? motion.restingPosition : motion.position(at: elapsed), time: time, &output)
            if isOver {
                phase = .idle
                output.events.append(endEvent(for: kind))
                if case .release(followsToggle: true) = kind, case .deceleration? = motion.phases.last?.curve,
                    model.effect.usesToggle
                {
                    // A deceleration that ends without a snap leaves the toggle part-way back.
                    toggleState.restAfterDeceleration(at: time, scrollOffset: displayedScrollOffset)
                    output.toggle = toggleState.value
                }
                comeToRest(time: time, &output)
            }
        case .autoscroll(let lastFrame):
            let step = DisplayLinkPlan.frameStep(from: lastFrame, to: time)
            var next = scrollOffset + autoscrollSpeed * step
            if !model.isWrapEnabled {
                next = model.clampedOffset(next)
                // Sums of frame steps miss the end by rounding: within a billionth it is the end.
                let end = autoscrollSpeed > 0 ? Double(model.numberOfItems - 1) : 0
                if abs(next - end) <= Self.timeTolerance * max(1, abs(end)) { next = end }
            }
            phase = .autoscroll(lastFrame: max(lastFrame, time))
            move(to: next, time: time, &output)
            if !canAutoscroll {
                phase = .idle
                comeToRest(time: time, &output)
            }
        case .platform(.unannounced, let lastMove):
            if time - lastMove >= Self.quietPeriod {
                phase = .idle
                comeToRest(time: time, &output)
            }
        case .platform(.deceleration, _):
            break
        case .idle:
            if isRestPending, updateEndsAt == nil, touch == nil, pressHold != .whilePressed {
                isRestPending = false
                comeToRest(time: time, &output)
            }
        }
        slideIfDue(time: time, &output)
        stepToggle(time: time, &output)
        reportCurrentItem(&output)
    }

    // MARK: Programmatic scrolling

    mutating func scroll(_ request: ScrollRequest, time: Double, _ output: inout InteractionOutput) {
        guard model.numberOfItems > 0 else {
            output.refusal = .noItems
            return
        }
        guard touch?.isDragging != true else {
            output.refusal = .duringDrag
            return
        }
        let motion: ScrollMotion
        switch request {
        case .toItem(let index, let duration):
            motion = physics.scroll(
                from: scrollOffset, to: RestingPlace.reachableOffset(forItem: index, model: model),
                duration: duration)
        case .toOffset(let offset, let duration):
            motion = physics.scroll(from: scrollOffset, to: offset, duration: duration)
        case .byItems(let count, let duration):
            motion = physics.scroll(from: scrollOffset, byNumberOfItems: count, duration: duration)
        case .byOffset(let distance, let duration):
            motion = physics.scroll(from: scrollOffset, by: distance, duration: duration)
        }
        run(motion, time: time, &output)
    }

    /// Starts a programmatic or settling motion (ending the one before), or jumps when it has no
    /// duration.
    mutating func run(_ motion: ScrollMotion, time: Double, _ output: inout InteractionOutput) {
        endMotion(&output)
        isRestPending = false
        if motion.phases.isEmpty || !environment.isActive {
            move(to: motion.restingPosition, time: time, &output)
            comeToRest(time: time, settles: false, &output)
            return
        }
        phase = .motion(motion, start: time, kind: .scrolling)
        output.events.append(.willBeginScrollingAnimation)
    }

    mutating func stopScrolling(time: Double, _ output: inout InteractionOutput) {
        guard case .motion = phase else { return }
        endMotion(&output)
        comeToRest(time: time, settles: false, &output)
    }

    mutating func select(_ index: Int, time: Double, _ output: inout InteractionOutput) {
        guard model.numberOfItems > 0 else {
            output.refusal = .noItems
            return
        }
        guard index >= 0, index < model.numberOfItems else {
            output.refusal = .noSuchItem
            return
        }
        isRestPending = false
        // iCarousel's didTap: centre another item, or settle on the current one.
        let current = currentItemIndex
        let centres = index != current ? settings.centersItemWhenSelected : model.scrollSettings.scrollToItemBoundary
        if centres, touch?.isDragging != true {
            let target = RestingPlace.reachableOffset(forItem: index, model: model)
            let motion = physics.scroll(from: scrollOffset, to: target, duration: settings.scrollDuration)
            if abs(motion.restingPosition - scrollOffset) > RestingPlace.settleTolerance {
                run(motion, time: time, &output)
            } else if case .idle = phase {
                comeToRest(time: time, &output)
            }
        } else if case .idle = phase {
            comeToRest(time: time, &output)
        }
        output.events.append(.didSelectItem(index: index))
    }

    // MARK: Autoscroll

    mutating func setAutoscroll(_ speed: Double, time: Double, _ output: inout InteractionOutput) {
        autoscrollSpeed = ScrollPhysics.sanitizedVelocity(speed)
        if case .autoscroll = phase, !canAutoscroll {
            phase = .idle
            comeToRest(time: time, &output)
        } else if case .idle = phase, touch == nil, !isRestPending {
            startAutoscrollIfAllowed(time: time)
        }
    }

    /// The autoscroll speed releases plan with: 0 while autoscroll cannot run (VoiceOver, Reduce
    /// Motion, focus held), so that iCarousel's snaps apply then.
    var effectiveAutoscrollSpeed: Double {
        guard autoscrollSpeed != 0, !environment.isVoiceOverRunning, !environment.isReduceMotionEnabled,
            !focus.isHeld
        else {
            return 0
        }
        return autoscrollSpeed
    }

    /// Whether autoscroll may move the carousel now: a speed, items, a window, no VoiceOver or
    /// Reduce Motion, no touch, no update animation, no focus held, and (not wrapping) not at the end it is
    /// heading for.
    var canAutoscroll: Bool {
        DisplayLinkPlan.activity(for: automaticMotionConditions) == .autoscrolling
    }

    /// What autoscroll and automatic sliding pause for, as ``DisplayLinkPlan`` weighs it: a touch,
    /// an update animation, focus held or a pointer press held (the user interacting), off-window, VoiceOver, Reduce
    /// Motion; with the autoscroll speed, the items and the offset.
    var automaticMotionConditions: DisplayLinkPlan.Conditions {
        DisplayLinkPlan.Conditions(
            autoscrollSpeed: autoscrollSpeed,
            isUserInteracting: touch != nil || updateEndsAt != nil || focus.isHeld
                || pressHold != .none,
            isInWindow: environment.isActive, isVoiceOverRunning: environment.isVoiceOverRunning,
            isReduceMotionEnabled: environment.isReduceMotionEnabled, numberOfItems: model.numberOfItems,
            isWrapEnabled: model.isWrapEnabled, scrollOffset: scrollOffset)
    }

    mutating func startAutoscrollIfAllowed(time: Double) {
        if canAutoscroll { phase = .autoscroll(lastFrame: time) }
    }

    // MARK: Coming to rest

    /// Nothing moves any more: settle between items (unless `settles` is false), else recentre,
    /// announce the item and resume autoscroll.
    mutating func comeToRest(time: Double, settles: Bool = true, _ output: inout InteractionOutput) {
        endMotion(&output)  // a motion still running (one started during a touch) ends here
        reportCurrentItem(&output)
        guard touch == nil, updateEndsAt == nil else { return }
        if settles, environment.isActive,
            let target = RestingPlace.settleTarget(
                model: model, scrollOffset: scrollOffset,
                isAutoscrolling: effectiveAutoscrollSpeed != 0)
        {
            let settle = physics.scroll(from: scrollOffset, to: target, duration: settings.scrollDuration)
            if !settle.phases.isEmpty {
                phase = .motion(settle, start: time, kind: .scrolling)
                output.events.append(.willBeginScrollingAnimation)
                return
            }
            // A scroll duration of 0 (or less, or NaN) settles at once: a jump, not a motion.
            if settle.restingPosition != scrollOffset { move(to: settle.restingPosition, time: time, &output) }
        }
        isRestPending = false
        output.recentres = true
        focusFollowsAtRest(&output)
        announceCurrentItem(&output)
        startAutoscrollIfAllowed(time: time)
    }

    /// Stops an engine motion, reporting its end.
    mutating func endMotion(_ output: inout InteractionOutput) {
        switch phase {
        case .motion(_, _, let kind):
            output.events.append(endEvent(for: kind))
            phase = .idle
        case .platform(.deceleration, _):
            output.events.append(.didEndDecelerating)
            phase = .idle
        case .autoscroll:
            phase = .idle
        default:
            break
        }
    }

    func endEvent(for kind: MotionKind) -> InteractionEvent {
        switch kind {
        case .release: .didEndDecelerating
        case .scrolling, .slide: .didEndScrollingAnimation
        }
    }

    // MARK: Platform motion

    mutating func platformScrolled(to offset: Double, time: Double, _ output: inout InteractionOutput) {
        guard offset.isFinite else { return }
        switch phase {
        case .platform(let kind, _):
            phase = .platform(kind, lastMove: time)
        case .idle where touch == nil && !isRestPending:
            if abs(offset - scrollOffset) > 0 { phase = .platform(.unannounced, lastMove: time) }
        case .autoscroll:
            // Something else moved the carousel: autoscroll goes on from there.
            break
        default:
            break
        }
        move(to: offset, time: time, reports: false, &output)
    }

    mutating func platformScrollEnded(time: Double, _ output: inout InteractionOutput) {
        switch phase {
        case .platform(.deceleration, _):
            output.events.append(.didEndDecelerating)
        case .platform(.unannounced, _):
            output.events.append(.didEndScrollingAnimation)
        default:
            return
        }
        phase = .idle
        comeToRest(time: time, &output)
    }

    // MARK: Moving

    /// Moves the carousel (reports the new offset to the platform unless it moved it itself),
    /// steps Cover Flow 2's toggle and reports a new current item.
    mutating func move(to offset: Double, time: Double, reports: Bool = true, _ output: inout InteractionOutput) {
        let next = model.numberOfItems > 0 ? offset.finiteOrZero : 0
        scrollOffset = model.isWrapEnabled ? next : (model.numberOfItems > 0 ? model.clampedScrollOffset(next) : 0)
        if reports { output.scrollOffset = scrollOffset }
        stepToggle(time: time, &output)
        reportCurrentItem(&output)
    }

    mutating func reportCurrentItem(_ output: inout InteractionOutput) {
        let index = currentItemIndex
        guard index != reportedItemIndex else { return }
        reportedItemIndex = index
        output.events.append(.currentItemDidChange(index: index))
    }

    mutating func announceCurrentItem(_ output: inout InteractionOutput) {
        let index = currentItemIndex
        guard environment.isVoiceOverRunning, index >= 0, index != lastAnnouncedIndex else { return }
        lastAnnouncedIndex = index
        output.events.append(.announcement(index: index))
    }

    /// Steps Cover Flow 2's toggle (iCarousel's `didScroll` and `step`).
    mutating func stepToggle(time: Double, _ output: inout InteractionOutput) {
        guard model.effect.usesToggle, model.numberOfItems > 0 else { return }
        let follows: Bool
        switch phase {
        case .motion(_, _, .release(let followsToggle)):
            // iCarousel's toggle follows the offsets while decelerating and in the snap after a
            // deceleration, not in a snap straight after a drag (its `_didDrag`).
            follows = followsToggle
        case .motion(_, _, .scrolling), .motion(_, _, .slide), .autoscroll, .platform(.deceleration, _):
            follows = true
        default:
            follows = false
        }
        let offset = displayedScrollOffset
        let current = model.currentItemIndex(at: offset)
        let followsNow = CoverFlowToggleState.followsOffsets(
            isDecelerating: follows, isAnimatingScroll: false, isAutoscrolling: false,
            isWrapEnabled: model.isWrapEnabled, scrollOffset: offset, numberOfItems: model.numberOfItems)
        let step = CoverFlowToggleState.Step(
            time: time, currentIndex: current, centerItemOffset: model.offset(forItemAt: current, scrollOffset: offset),
            followsOffsets: followsNow, velocity: touch?.isDragging == true ? (touch?.velocity ?? 0) : releaseVelocity)
        if toggleState.step(step, physics: physics) { output.toggle = toggleState.value }
    }

    // MARK: Frame clock

    /// The frame clock the engine needs now.
    var frameClock: FrameClock {
        guard environment.isActive else { return FrameClock(isRunning: false, frameRate: reportedClock.frameRate) }
        switch phase {
        case .motion:
            return FrameClock(isRunning: true, frameRate: DisplayLinkPlan.frameRateRange(for: .animating))
        case .autoscroll:
            let pointsPerSecond = autoscrollSpeed * pointsPerItem
            return FrameClock(
                isRunning: true,
                frameRate: DisplayLinkPlan.frameRateRange(
                    for: .autoscrolling,
                    pointsPerSecond: pointsPerSecond))
        case .platform(.unannounced, _):
            return FrameClock(isRunning: true, frameRate: DisplayLinkPlan.frameRateRange(for: .idle))
        case .platform(.deceleration, _), .idle:
            // A held press waits for the pointer's release, read at each frame.
            let waiting = isRestPending || updateEndsAt != nil || owedEnd != nil || pressHold == .whilePressed
            // iCarousel's timer eases the toggle back also while a finger holds a drag still.
            let toggling =
                model.effect.usesToggle && model.numberOfItems > 0 && toggleState.isReturning
                && !isTogglePinned
            guard waiting || toggling else {
                // Waiting for the next automatic slide: a wake-up, not frames.
                return FrameClock(isRunning: false, frameRate: reportedClock.frameRate, wakeTime: nextSlideTime)
            }
            return FrameClock(
                isRunning: true, frameRate: DisplayLinkPlan.frameRateRange(for: toggling ? .animating : .idle))
        }
    }

    /// Whether Cover Flow 2's toggle is held by the offset rather than returning: idle past an end
    /// (not wrapping) it already equals the value that follows the centre item's offset, and
    /// frames would not change it (without this the engine asked for frames for ever).
    var isTogglePinned: Bool {
        guard case .idle = phase, model.numberOfItems > 0 else { return false }
        let offset = displayedScrollOffset
        guard
            CoverFlowToggleState.followsOffsets(
                isDecelerating: false, isAnimatingScroll: false, isAutoscrolling: false,
                isWrapEnabled: model.isWrapEnabled, scrollOffset: offset, numberOfItems: model.numberOfItems)
        else { return false }
        let current = model.currentItemIndex(at: offset)
        let following = CoverFlowToggle.toggle(
            forCenterItemOffset: model.offset(forItemAt: current, scrollOffset: offset))
        return toggleState.value == following
    }

    mutating func updateFrameClock(_ output: inout InteractionOutput) {
        let clock = frameClock
        guard clock != reportedClock else { return }
        reportedClock = clock
        output.frameClock = clock
    }

    // MARK: Helpers

    /// The scroll model for the current model.
    var physics: ScrollPhysics { ScrollPhysics(model: model) }

    /// Points scrolled per item: the setting, else the model's `itemWidth / |offsetMultiplier|`
    /// limited to ``InteractionSettings/pointsPerItemRange``.
    var pointsPerItem: Double {
        if let ppi = settings.pointsPerItem, ppi.isFinite, ppi > 0 { return ppi }
        let raw = model.itemWidth / abs(model.offsetMultiplier)
        let range = InteractionSettings.pointsPerItemRange
        return raw.isNaN ? 1 : min(range.upperBound, max(range.lowerBound, raw))
    }
}
