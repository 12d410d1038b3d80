/// Builds a ``ScrollMotion`` by replaying iCarousel's animation state machine in closed form.
///
/// It exists because iCarousel decides on its *stored* offset (folded into [0, n) when wrapping,
/// clamped to the bounce range otherwise) while motions are expressed in continuous coordinates.
/// The planner keeps both: ``stored`` is iCarousel's `_scrollOffset` after each phase, exactly as
/// its `step` and `didScroll` leave it, and ``position`` is the same place without folding.
struct ScrollPlanner {
    let physics: ScrollPhysics
    /// The caller's offset before the motion (sanitized).
    let initialOffset: Double
    /// iCarousel's `_scrollOffset`.
    private(set) var stored: Double
    /// The continuous position (equal to ``stored`` when not wrapping).
    private(set) var position: Double
    /// Where the motion starts at time 0 (after an instant jump, if any).
    private(set) var startPosition: Double
    /// The phases so far.
    private(set) var phases: [ScrollPhase] = []

    /// Starts at `offset`: NaN counts as 0, infinities as the nearest end (0 when wrapping).
    /// When wrapping, a position beyond ±``ScrollPhysics/maximumContinuousOffset`` starts folded.
    init(physics: ScrollPhysics, from offset: Double) {
        self.physics = physics
        var start = offset
        if start.isNaN || (physics.isWrapEnabled && !start.isFinite) { start = 0 }
        if !start.isFinite { start = physics.clampedScrollOffset(start) }
        initialOffset = start
        stored = physics.numberOfItems > 0 ? physics.clampedScrollOffset(start) : start
        position = physics.isWrapEnabled && abs(start) <= ScrollPhysics.maximumContinuousOffset ? start : stored
        startPosition = position
    }

    /// The time the next phase starts, seconds.
    var time: Double { phases.last?.endTime ?? 0 }

    /// iCarousel's deceleration phase (`startDecelerating` then `step`): starting at the current
    /// offset at `velocity` items/s for `duration` seconds; afterwards `didScroll` limits the offset.
    mutating func decelerate(velocity: Double, duration: Double) {
        let phase = ScrollPhase(decelerationFrom: position, velocity: velocity, duration: duration, startTime: time)
        let travelled = ScrollPhase.decelerationDistance(velocity: velocity, duration: duration, time: duration)
        phases.append(phase)
        advance(storedTo: stored + travelled, positionTo: phase.endOffset)
    }

    /// iCarousel's `scrollByOffset:duration:`. With a positive duration it eases to
    /// `stored + distance` (clamped to [0, n − 1] when not wrapping); otherwise the offset jumps
    /// there (limited like `didScroll`), which the planner supports only before any phase.
    ///
    /// - Parameter range: an extra limit on the end in continuous coordinates (paging from the
    ///   drag start); when it moves the end, the scroll takes ``ScrollPhysics/scrollDuration``.
    mutating func scroll(by distance: Double, duration: Double, within range: ClosedRange<Double>? = nil) {
        var duration = ScrollPhysics.sanitizedDuration(duration)
        guard duration > 0 else {
            jump(by: distance)
            return
        }
        let start = stored
        var end = start + distance
        if !physics.isWrapEnabled { end = physics.clampedOffset(end) }
        if let range {
            let target = position + (end - start)
            let limited = min(max(target, range.lowerBound), range.upperBound)
            if limited != target {
                end = start + (limited - position)
                if !physics.isWrapEnabled { end = physics.clampedOffset(end) }
                duration = max(duration, ScrollPhysics.scrollDuration)
            }
        }
        // iCarousel's last step sets start + (end − start) × easeInOut(1), with easeInOut(1) = 1.
        let literalEnd = start + (end - start)
        let phase = ScrollPhase(
            easeFrom: position, to: physics.isWrapEnabled ? continuous(literalEnd) : literalEnd,
            duration: duration, startTime: time)
        phases.append(phase)
        advance(storedTo: literalEnd, positionTo: phase.endOffset)
    }

    /// A stored offset in the continuous coordinates of the current position: shifted by the
    /// whole number of turns between them, so that an item stays a whole number.
    private func continuous(_ storedOffset: Double) -> Double {
        let n = Double(max(1, physics.numberOfItems))
        let turns = ((position - stored) / n).rounded()
        return storedOffset + turns * n
    }

    /// iCarousel's `scrollToItemAtIndex:duration:` with the index as given (it may lie just
    /// outside [0, n), as after `currentItemIndex + direction`).
    mutating func scroll(toItem index: Int, duration: Double, within range: ClosedRange<Double>? = nil) {
        scroll(by: physics.minimumScrollDistance(from: stored, to: Double(index)), duration: duration, within: range)
    }

    /// `setScrollOffset:` by `distance`: an instant move, limited like `didScroll`.
    private mutating func jump(by distance: Double) {
        guard phases.isEmpty, distance != 0 else { return }
        advance(storedTo: stored + distance, positionTo: position + distance)
        startPosition = position
    }

    /// Applies `didScroll`'s limit to the stored offset and keeps the continuous position in step.
    private mutating func advance(storedTo newStored: Double, positionTo newPosition: Double) {
        stored = physics.clampedScrollOffset(newStored)
        position = physics.isWrapEnabled ? newPosition : stored
    }

    /// The finished motion, autoscrolling afterwards at `autoscrollSpeed` items/s when non-zero.
    func motion(autoscrollSpeed: Double = 0) -> ScrollMotion {
        ScrollMotion(
            physics: physics, initialOffset: initialOffset, startPosition: startPosition,
            phases: phases, autoscrollSpeed: autoscrollSpeed)
    }
}
