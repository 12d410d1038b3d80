extension InteractionEngine {
    // MARK: Touches

    mutating func touchDown(at point: Point2D, time: Double, _ output: inout InteractionOutput) {
        // iCarousel stops its deceleration and scroll animations when a finger comes down;
        // autoscroll pauses until the carousel rests again. A touch that stops a release's motion
        // only stops it: it selects nothing (UIScrollView's convention; iCarousel would select).
        let stopsRelease = isDecelerating
        let platformWasMoving = isPlatformMoving
        wheel.gesture = .none
        switch phase {
        case .motion(_, _, let kind):
            phase = .idle
            output.events.append(endEvent(for: kind))
        case .platform(.deceleration, _):
            phase = .idle
            output.events.append(.didEndDecelerating)
        case .autoscroll, .platform(.unannounced, _):
            phase = .idle
        case .idle:
            break
        }
        // The item under the finger is the one drawn on top *now* (autoscroll may move it away
        // before the finger lifts).
        touch = Touch(
            point: point, candidate: stopsRelease ? nil : topmostItem(at: point), lastPoint: point, lastTime: time)
        tapWindowEnd = nil
        // Room both ways before a drag can begin (nothing moves: recentring is invisible). Not
        // while the platform's own deceleration or animation may still be running this instant.
        if updateEndsAt == nil, !platformWasMoving { output.recentres = true }
        reportCurrentItem(&output)
    }

    mutating func beginDrag(time: Double, _ output: inout InteractionOutput) {
        guard model.numberOfItems > 0 else { return }
        if touch == nil {
            // A platform drag without a touch-down we saw (a recognizer the platform cancelled).
            var stopped = InteractionOutput()
            touchDown(at: settings.contentOrigin, time: time, &stopped)
            output.events.append(contentsOf: stopped.events)
        }
        guard var current = touch, !current.isDragging else { return }
        if case .motion(_, _, let kind) = phase {
            phase = .idle
            output.events.append(endEvent(for: kind))
        }
        phase = .idle
        current.isDragging = true
        current.candidate = nil
        current.dragStartOffset = scrollOffset
        touch = current
        output.events.append(.willBeginDragging)
    }

    mutating func dragMoved(to point: Point2D, time: Double, _ output: inout InteractionOutput) {
        guard let down = touch, model.numberOfItems > 0 else { return }
        if !down.isDragging {
            // A tap's jitter stays a tap; beyond it, a drag (or, where dragging is off, no tap).
            let threshold = settings.dragThreshold.isFinite ? max(0, settings.dragThreshold) : 0
            guard abs(point.x - down.point.x) > threshold || abs(point.y - down.point.y) > threshold else { return }
            guard settings.allowsDragging else {
                touchCancelled(time: time, &output)
                return
            }
            beginDrag(time: time, &output)
        }
        guard var current = touch else { return }
        let distance = scrollDistance(
            fromFingerMove: Point2D(x: point.x - current.lastPoint.x, y: point.y - current.lastPoint.y))
        let dt = time - current.lastTime
        if dt > 0 { current.velocity = physics.itemVelocity(forScrollVelocity: distance / dt) }
        current.lastPoint = point
        current.lastTime = max(current.lastTime, time)
        touch = current
        releaseVelocity = current.velocity
        move(to: physics.dragged(scrollOffset, byScrollDistance: distance), time: time, &output)
    }

    /// A finger moved apart from a drag: beyond ``InteractionSettings/tapMovementLimit`` from
    /// where it came down, the touch is no longer a tap (content in a card moved under it) and
    /// selects nothing when it ends. A point that is not finite says nothing and is ignored.
    mutating func touchMoved(to point: Point2D) {
        guard point.x.isFinite, point.y.isFinite, var current = touch, !current.isDragging, current.candidate != nil
        else { return }
        let limit = settings.tapMovementLimit.isFinite ? max(0, settings.tapMovementLimit) : 0
        let dx = point.x - current.point.x
        let dy = point.y - current.point.y
        guard (dx * dx + dy * dy).squareRoot() > limit else { return }
        current.candidate = nil
        touch = current
    }

    mutating func touchUp(velocity: Point2D, proposed: Double?, time: Double, _ output: inout InteractionOutput) {
        guard let current = touch else { return }
        guard current.isDragging else {
            endTouchAsTap(current, time: time, &output)
            return
        }
        touch = nil
        release(velocity: velocity, proposed: proposed, dragStart: current.dragStartOffset, time: time, &output)
    }

    mutating func touchEnded(time: Double, _ output: inout InteractionOutput) {
        guard let current = touch, !current.isDragging else { return }
        endTouchAsTap(current, time: time, &output)
    }

    mutating func touchCancelled(time: Double, _ output: inout InteractionOutput) {
        guard let current = touch, !current.isDragging else { return }
        touch = nil
        comeToRest(time: time, &output)
    }

    /// A touch without a drag: select the item drawn on top at touch-down; on empty space, or
    /// after stopping a release, settle on the current item (iCarousel's `didTap:`).
    private mutating func endTouchAsTap(_ current: Touch, time: Double, _ output: inout InteractionOutput) {
        touch = nil
        tapWindowEnd = time + Self.tapSelectionWindow
        if let index = current.candidate, model.numberOfItems > 0 {
            output.tappedItem = index
            // The platform confirms with .select (or the app refuses it); rest on the next frame
            // if nothing comes.
            isRestPending = true
            return
        }
        comeToRest(time: time, &output)
    }

    /// The release after a drag. `didEndDragging` is followed at once by `willComeToRest` naming
    /// the item the release rests on, for every release style.
    private mutating func release(
        velocity finger: Point2D, proposed: Double?, dragStart: Double, time: Double,
        _ output: inout InteractionOutput
    ) {
        guard model.numberOfItems > 0 else {
            output.releaseTarget = scrollOffset
            endDragging(decelerates: false, restingOn: -1, &output)
            comeToRest(time: time, &output)
            return
        }
        let pointsPerSecond = scrollDistance(fromFingerMove: finger)
        let v = physics.releaseVelocity(forScrollVelocity: pointsPerSecond, at: scrollOffset)
        releaseVelocity = v
        let decision = RestingPlace.release(
            model: model, scrollOffset: scrollOffset, velocity: v, proposedOffset: proposed,
            pointsPerItem: pointsPerItem, dragStartOffset: dragStart, style: settings.releaseStyle,
            autoscrollSpeed: effectiveAutoscrollSpeed, platformDecelerates: settings.platformDecelerates)
        output.releaseTarget = decision.platformTarget
        if let motion = decision.motion {
            guard !motion.phases.isEmpty else {
                endDragging(decelerates: false, restingOn: model.currentItemIndex(at: scrollOffset), &output)
                comeToRest(time: time, settles: false, &output)
                return
            }
            let follows: Bool
            if case .deceleration? = motion.phases.first?.curve { follows = true } else { follows = false }
            endDragging(decelerates: true, restingOn: motion.restingItemIndex, &output)
            output.events.append(.willBeginDecelerating)
            phase = .motion(motion, start: time, kind: .release(followsToggle: follows))
            return
        }
        if abs(decision.platformTarget - scrollOffset) <= RestingPlace.settleTolerance {
            endDragging(decelerates: false, restingOn: model.currentItemIndex(at: scrollOffset), &output)
            comeToRest(time: time, &output)
            return
        }
        endDragging(decelerates: true, restingOn: model.currentItemIndex(at: decision.platformTarget), &output)
        output.events.append(.willBeginDecelerating)
        phase = .platform(.deceleration, lastMove: time)
    }

    /// The release's first two events: `didEndDragging`, then `willComeToRest` on `item`.
    private func endDragging(decelerates: Bool, restingOn item: Int, _ output: inout InteractionOutput) {
        output.events.append(.didEndDragging(willDecelerate: decelerates))
        output.events.append(.willComeToRest(index: item))
    }

    mutating func releaseOverridden(time: Double) {
        if case .motion(_, _, .release) = phase { phase = .platform(.deceleration, lastMove: time) }
    }

    // MARK: Units

    /// The scroll distance (points, positive toward higher indexes) for a finger move in view
    /// coordinates: against the finger along the axis; in right-to-left (the model's
    /// configuration) a finger moving right moves toward higher indexes.
    func scrollDistance(fromFingerMove move: Point2D) -> Double {
        if model.isVertical { return -move.y }
        return model.configuration.layoutDirection == .rightToLeft ? move.x : -move.x
    }

    /// The item drawn on top at a view point (``HitTesting``), if any: placed as drawn, with
    /// Cover Flow 2's current toggle.
    func topmostItem(at point: Point2D) -> Int? {
        guard model.numberOfItems > 0 else { return nil }
        let placements = model.placements(at: displayedScrollOffset, toggle: toggleState.value)
        return HitTesting.topmostItem(at: point, in: placements, origin: settings.contentOrigin).map(\.index)
    }
}
