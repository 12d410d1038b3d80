import Foundation

/// A planned scroll from one offset to rest, sampled at any time: a pure value of its inputs.
///
/// A motion is a sequence of ``phases`` (a deceleration, an ease-in-out scroll, or both, one
/// after the other) starting at time 0, optionally followed by autoscroll that never ends. Time is
/// seconds since the motion began: drive it with `now − start` from a display link, or with a fake
/// clock in tests. ``ScrollPhysics`` plans motions; see its overview.
///
/// Two coordinates are offered:
/// - ``position(at:)`` is continuous: when wrapping it is not folded, so it never jumps by n.
/// - ``offset(at:)`` is the offset as iCarousel stores it: folded into [0, n) when wrapping,
///   otherwise within the bounce range. ``restingOffset`` and ``trajectory(frameRate:maximumSampleCount:)``
///   use it.
///
/// With no items a motion never moves. A motion is planned for one item count, wrap and item
/// width: when they change mid-motion, plan again from ``position(at:)`` with the new
/// ``ScrollPhysics`` (for instance ``ScrollPhysics/settling(from:)``); until then the old motion
/// still samples finite offsets.
public struct ScrollMotion: Hashable, Sendable {
    /// The scroll model that planned this motion (item count, wrap, bounce).
    public let physics: ScrollPhysics
    /// The offset the motion was planned from (continuous coordinates, finite).
    public let initialOffset: Double
    /// The position at time 0. It differs from ``initialOffset`` when the motion begins with a jump:
    /// an instant scroll (duration 0) or an initial offset outside the bounce range.
    public let startPosition: Double
    /// The timed phases, contiguous and in order, the first starting at time 0. Empty when the
    /// carousel stays (or jumps) where it is.
    public let phases: [ScrollPhase]
    /// Items per second the carousel autoscrolls at once the phases are over (positive toward
    /// larger offsets; 0 for none). When not wrapping it stops at the ends, as iCarousel's does.
    public let autoscrollSpeed: Double

    init(
        physics: ScrollPhysics, initialOffset: Double, startPosition: Double, phases: [ScrollPhase],
        autoscrollSpeed: Double = 0
    ) {
        self.physics = physics
        self.initialOffset = initialOffset
        self.startPosition = startPosition
        self.phases = phases
        self.autoscrollSpeed = physics.numberOfItems > 0 ? ScrollPhysics.sanitizedVelocity(autoscrollSpeed) : 0
    }

    /// This motion with autoscroll at `speed` items/s (positive toward larger offsets) once its
    /// phases are over, as iCarousel resumes autoscroll after a programmatic scroll. NaN gives 0;
    /// speeds are limited to ±``ScrollPhysics/maximumVelocity``.
    public func followedByAutoscroll(speed: Double) -> ScrollMotion {
        ScrollMotion(
            physics: physics, initialOffset: initialOffset, startPosition: startPosition,
            phases: phases, autoscrollSpeed: speed)
    }

    // MARK: Where it ends

    /// How long the phases last, seconds (0 when there are none). Autoscroll, if any, follows.
    public var duration: Double { phases.last?.endTime ?? 0 }
    /// Where the phases end, continuous coordinates: the resting position, or where autoscroll resumes.
    /// Always finite (a start near the limits of `Double` can overflow a phase's end).
    public var restingPosition: Double { (phases.last?.endOffset ?? startPosition).clampedToFinite }
    /// Where the phases end as iCarousel stores the offset (folded or clamped): the resting offset.
    public var restingOffset: Double { stored(restingPosition) }
    /// iCarousel's `currentItemIndex` at rest (−1 with no items).
    public var restingItemIndex: Int { physics.currentItemIndex(at: restingOffset) }
    /// Whether the carousel keeps autoscrolling after the phases.
    public var isAutoscrolling: Bool { autoscrollSpeed != 0 }

    /// Whether the motion is over at `time`: past ``duration`` and not autoscrolling.
    public func isFinished(at time: Double) -> Bool {
        !isAutoscrolling && Self.sanitizedTime(time) >= duration
    }

    // MARK: Sampling

    /// The position at `time` seconds, continuous coordinates (not folded when wrapping).
    ///
    /// Times before 0 (or NaN) give the start, times past ``ScrollPhysics/maximumTime`` that time.
    /// Always finite.
    public func position(at time: Double) -> Double { unlimitedPosition(at: time).clampedToFinite }

    private func unlimitedPosition(at time: Double) -> Double {
        let t = Self.sanitizedTime(time)
        if isAutoscrolling, t >= duration { return autoscrollPosition(after: t - duration) }
        for phase in phases where t < phase.endTime { return phase.position(at: t) }
        return restingPosition
    }

    /// The offset at `time` seconds as iCarousel stores it: ``position(at:)`` folded into [0, n)
    /// when wrapping, otherwise within the bounce range.
    public func offset(at time: Double) -> Double { stored(position(at: time)) }

    /// The velocity at `time` in items per second, positive toward larger offsets. Always finite.
    public func velocity(at time: Double) -> Double { unlimitedVelocity(at: time).clampedToFinite }

    private func unlimitedVelocity(at time: Double) -> Double {
        let t = Self.sanitizedTime(time)
        if isAutoscrolling, t >= duration {
            guard !physics.isWrapEnabled else { return autoscrollSpeed }
            let p = autoscrollPosition(after: t - duration)
            let atEnd = autoscrollSpeed > 0 ? p >= Double(physics.numberOfItems - 1) : p <= 0
            return atEnd ? 0 : autoscrollSpeed
        }
        for phase in phases where t < phase.endTime { return phase.velocity(at: t) }
        return 0
    }

    /// iCarousel's `currentItemIndex` at `time` (−1 with no items).
    public func currentItemIndex(at time: Double) -> Int { physics.currentItemIndex(at: offset(at: time)) }

    /// The offsets (as ``offset(at:)``) at `k / frameRate` seconds for k = 0, 1, … until the first
    /// sample at or after ``duration``, which is the resting offset.
    ///
    /// - Parameters:
    ///   - frameRate: samples per second (default 60, iCarousel's timer); non-positive or
    ///     non-finite rates give 60.
    ///   - maximumSampleCount: the most samples returned (at least 1). An autoscrolling motion
    ///     never ends, so it always returns this many.
    public func trajectory(frameRate: Double = 60, maximumSampleCount: Int = 10_000) -> [Double] {
        let rate = frameRate.isFinite && frameRate > 0 ? frameRate : 60
        let limit = max(1, maximumSampleCount)
        var samples: [Double] = []
        samples.reserveCapacity(min(limit, isAutoscrolling ? limit : Int(min(Double(limit), duration * rate + 2))))
        var k = 0
        while samples.count < limit {
            let t = Double(k) / rate
            samples.append(offset(at: t))
            if !isAutoscrolling, t >= duration { break }
            k += 1
        }
        return samples
    }

    // MARK: Item index changes

    /// A change of iCarousel's `currentItemIndex` during a motion (its
    /// `carouselCurrentItemIndexDidChange:`).
    public struct ItemIndexChange: Hashable, Sendable {
        /// When the index changes, seconds since the motion began.
        public let time: Double
        /// The new current item index.
        public let index: Int

        /// A change to `index` at `time`.
        public init(time: Double, index: Int) {
            self.time = time
            self.index = index
        }
    }

    /// Every change of the current item index from the start of the motion through `time`, in
    /// order, found in closed form (the moments the offset crosses half-way between two items).
    ///
    /// The index before the motion is the one at ``initialOffset``; a jump at the start is reported
    /// at time 0. iCarousel reports at most one change per 60 Hz tick: several crossings within one
    /// tick are one event there and several here.
    /// - Parameters:
    ///   - time: the end of the window (default: the end of the phases). Needed to list autoscroll's
    ///     changes, which never end.
    ///   - limit: the most changes returned (a long fling past many items stops early).
    /// - Complexity: O(changes returned + phases).
    public func itemIndexChanges(through time: Double? = nil, limit: Int = 10_000) -> [ItemIndexChange] {
        guard physics.numberOfItems > 0, limit > 0 else { return [] }
        let end = time.map(Self.sanitizedTime) ?? duration
        var changes: [ItemIndexChange] = []
        var current = physics.currentItemIndex(at: stored(initialOffset))
        func report(_ t: Double, _ index: Int) -> Bool {
            if index != current {
                changes.append(ItemIndexChange(time: t, index: index))
                current = index
            }
            return changes.count < limit
        }
        guard report(0, physics.currentItemIndex(at: stored(startPosition))) else { return changes }
        for phase in phases where phase.startTime <= end {
            let stop = min(end, phase.endTime)
            let reached = phase.position(at: stop)
            guard reportCrossings(from: phase.startOffset, to: reached, time: phase.time(reaching:), report)
            else { return changes }
            guard report(stop, physics.currentItemIndex(at: stored(reached))) else { return changes }
        }
        if isAutoscrolling, end > duration {
            let origin = autoscrollPosition(after: 0)
            guard report(duration, physics.currentItemIndex(at: stored(origin))) else { return changes }
            let reached = autoscrollPosition(after: end - duration)
            let speed = autoscrollSpeed
            let start = duration
            _ = reportCrossings(from: origin, to: reached, time: { start + ($0 - origin) / speed }, report)
        }
        return changes
    }

    /// Reports, in order of travel, the index entered at each half-way point strictly between
    /// `a` and `b`. Returns false once `report` asks to stop.
    ///
    /// Every crossing enumerated changes the index (one item never changes it; when not wrapping,
    /// the travel is first limited to [0, n − 1], outside which the index is clamped), so the
    /// caller's limit bounds the loop. Offsets beyond 2⁵³, where `k + 1 == k`, end it too.
    private func reportCrossings(
        from a: Double, to b: Double, time: (Double) -> Double, _ report: (Double, Int) -> Bool
    ) -> Bool {
        guard physics.numberOfItems > 1 else { return true }
        var a = a
        var b = b
        if !physics.isWrapEnabled {
            let last = Double(physics.numberOfItems - 1)
            a = min(max(0, a), last)
            b = min(max(0, b), last)
        }
        guard a != b else { return true }
        if b > a {
            var k = (a - 0.5).rounded(.down) + 1  // first k with k + 0.5 > a
            while k + 0.5 < b, k + 1 != k {
                guard report(time(k + 0.5), physics.clampedIndex(ScrollBounds.roundedIndex(k + 1))) else {
                    return false
                }
                k += 1
            }
        } else {
            var k = (a - 0.5).rounded(.up) - 1  // first k with k + 0.5 < a
            while k + 0.5 > b, k - 1 != k {
                guard report(time(k + 0.5), physics.clampedIndex(ScrollBounds.roundedIndex(k))) else { return false }
                k -= 1
            }
        }
        return true
    }

    // MARK: Helpers

    /// Continuous position → iCarousel's stored offset. With no items, positions are kept as is.
    private func stored(_ position: Double) -> Double {
        physics.numberOfItems > 0 ? physics.clampedScrollOffset(position) : position
    }

    /// Autoscroll's position `elapsed` seconds after the phases. Like iCarousel's `step`, each tick
    /// clamps with `clampedOffset:` when not wrapping: it first moves a bounced offset back to the
    /// end, then runs to the far end and stops there.
    private func autoscrollPosition(after elapsed: Double) -> Double {
        let moved = autoscrollSpeed * elapsed
        if physics.isWrapEnabled { return restingPosition + moved }
        let origin = physics.clampedOffset(restingPosition)
        return physics.clampedOffset(origin + moved)
    }

    /// Time limited to [0, ``ScrollPhysics/maximumTime``]; NaN becomes 0.
    static func sanitizedTime(_ time: Double) -> Double {
        if time.isNaN { return 0 }
        return min(ScrollPhysics.maximumTime, max(0, time))
    }
}
