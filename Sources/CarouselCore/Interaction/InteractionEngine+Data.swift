extension InteractionEngine {
    // MARK: Data, size and configuration

    /// The model changed; the carousel shows `offset` now (the layout kept the current item).
    ///
    /// After a reload or a batch update, a motion planned for the old items stops (its end is
    /// reported on the next frame, outside the platform's layout pass); after a resize or a
    /// configuration change (the same items) it goes on. A drag goes on, its start moved by the same shift so paging
    /// still counts from the same item. The engine settles and recentres on the next frame, or
    /// once an update's animation is over. Cover Flow 2's toggle takes the new index of the
    /// current item as its own: an index change from an insert or delete is not a scroll.
    mutating func modelChanged(
        _ newModel: CarouselModel, scrollOffset offset: Double, change: ModelChange,
        time: Double, _ output: inout InteractionOutput
    ) {
        let newOffset = newModel.numberOfItems > 0 ? offset.finiteOrZero : 0
        let shift = newOffset - scrollOffset
        model = newModel
        scrollOffset =
            newModel.isWrapEnabled || newModel.numberOfItems == 0
            ? newOffset : newModel.clampedScrollOffset(newOffset)
        if var current = touch {
            current.dragStartOffset += shift.isFinite ? shift : 0
            if current.candidate.map({ $0 >= newModel.numberOfItems }) == true { current.candidate = nil }
            touch = current
        }
        switch change {
        case .update(let duration):
            let d = duration.isFinite ? max(0, min(duration, ScrollPhysics.maximumDuration)) : 0
            if d > 0, environment.isActive { updateEndsAt = time + d }
        case .reload, .resize, .configuration:
            break
        }
        let stopsMotion: Bool
        switch change {
        case .reload, .update: stopsMotion = true
        case .resize, .configuration: stopsMotion = false  // the items are the same: go on
        }
        switch phase {
        case .motion(_, _, let kind) where stopsMotion:
            owedEnd = endEvent(for: kind)
            phase = .idle
            isRestPending = true
        case .motion:
            break
        case .autoscroll:
            if updateEndsAt != nil || !canAutoscroll {
                phase = .idle
                isRestPending = true
            }
        case .idle:
            if touch == nil, stopsMotion || change == .resize { isRestPending = true }
        case .platform:
            break
        }
        toggleState.rebase(currentIndex: newModel.currentItemIndex(at: scrollOffset))
        if !newModel.effect.usesToggle || newModel.numberOfItems == 0, toggleState.value != 0 {
            toggleState = CoverFlowToggleState()
            toggleState.rebase(currentIndex: newModel.currentItemIndex(at: scrollOffset))
        }
        if lastAnnouncedIndex.map({ $0 >= newModel.numberOfItems }) == true { lastAnnouncedIndex = nil }
    }

    mutating func updateAnimationEnded(time: Double, _ output: inout InteractionOutput) {
        guard updateEndsAt != nil else { return }
        updateEndsAt = nil
        if let owed = owedEnd {
            owedEnd = nil
            output.events.append(owed)
        }
        if case .idle = phase, touch == nil {
            isRestPending = false
            comeToRest(time: time, &output)
        }
    }

    // MARK: Environment

    /// VoiceOver, Reduce Motion or the window changed. Leaving the window finishes a motion at
    /// once (rather than freezing it halfway) and pauses autoscroll; coming back resumes it.
    mutating func environmentChanged(_ new: InteractionEnvironment, time: Double, _ output: inout InteractionOutput) {
        let old = environment
        environment = new
        if !new.isActive {
            updateEndsAt = nil
            if let owed = owedEnd {
                owedEnd = nil
                output.events.append(owed)
            }
            if case .motion(let motion, _, let kind) = phase {
                move(to: motion.restingPosition, time: time, &output)
                output.events.append(endEvent(for: kind))
                phase = .idle
            }
            if case .autoscroll = phase { phase = .idle }
            if case .platform(.unannounced, _) = phase { phase = .idle }
            isRestPending = false
            return
        }
        switch phase {
        case .autoscroll:
            if !canAutoscroll {
                // Paused (VoiceOver, Reduce Motion): rest on a whole item, which VoiceOver reads.
                phase = .idle
                comeToRest(time: time, &output)
            }
        case .idle where touch == nil:
            if !old.isActive {
                comeToRest(time: time, &output)
            } else {
                if new.isVoiceOverRunning && !old.isVoiceOverRunning { announceCurrentItem(&output) }
                startAutoscrollIfAllowed(time: time)
            }
        default:
            break
        }
    }
}
