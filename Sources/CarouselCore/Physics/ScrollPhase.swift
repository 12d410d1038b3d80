import Foundation

/// One timed segment of a ``ScrollMotion``: a deceleration or an ease-in-out scroll between two
/// offsets, as iCarousel's `step` animates them.
///
/// Offsets are in continuous coordinates (not folded when wrapping); times are seconds since the
/// motion began. Each phase is monotone: the offset never moves back on its way to ``endOffset``.
public struct ScrollPhase: Hashable, Sendable {
    /// How the offset moves during the phase.
    public enum Curve: Hashable, Sendable {
        /// iCarousel's deceleration: `start + v·t − ½·(v / duration)·t²` for `t` in
        /// [0, duration], the velocity falling linearly from `velocity` (items/s) to 0.
        case deceleration(velocity: Double)
        /// iCarousel's `scrollByOffset:duration:`: `start + (end − start) × easeInOut(t / duration)`.
        case easeInOut
    }

    /// The curve.
    public let curve: Curve
    /// When the phase starts, seconds since the motion began.
    public let startTime: Double
    /// How long the phase lasts, seconds (> 0).
    public let duration: Double
    /// The offset at the start (items, continuous coordinates).
    public let startOffset: Double
    /// The offset at the end (items, continuous coordinates), computed as iCarousel computes it.
    public let endOffset: Double

    /// A deceleration from `startOffset` at `velocity` items/s lasting `duration` seconds; it
    /// covers `velocity × duration / 2` items. Inputs must be finite and `duration` > 0.
    init(decelerationFrom startOffset: Double, velocity: Double, duration: Double, startTime: Double) {
        curve = .deceleration(velocity: velocity)
        self.startTime = startTime
        self.duration = duration
        self.startOffset = startOffset
        endOffset = startOffset + Self.decelerationDistance(velocity: velocity, duration: duration, time: duration)
    }

    /// An ease-in-out scroll from `startOffset` to `endOffset` lasting `duration` seconds (> 0).
    init(easeFrom startOffset: Double, to endOffset: Double, duration: Double, startTime: Double) {
        curve = .easeInOut
        self.startTime = startTime
        self.duration = duration
        self.startOffset = startOffset
        self.endOffset = endOffset
    }

    /// When the phase ends, seconds since the motion began.
    public var endTime: Double { startTime + duration }

    /// The phase's progress at a time: 0 before it starts, 1 after it ends.
    func progress(at time: Double) -> Double {
        min(1, max(0, (time - startTime) / duration))
    }

    /// The offset at `time` (seconds since the motion began), held at the ends outside the phase.
    public func position(at time: Double) -> Double {
        switch curve {
        case .deceleration(let v):
            // iCarousel: time = MIN(scrollDuration, now − startTime).
            let t = min(duration, max(0, time - startTime))
            if t >= duration { return endOffset }
            return startOffset + Self.decelerationDistance(velocity: v, duration: duration, time: t)
        case .easeInOut:
            let p = progress(at: time)
            if p >= 1 { return endOffset }
            return startOffset + (endOffset - startOffset) * Self.easeInOut(p)
        }
    }

    /// The velocity at `time` in items per second (0 outside the phase).
    public func velocity(at time: Double) -> Double {
        guard time >= startTime, time < endTime else { return 0 }
        switch curve {
        case .deceleration(let v):
            return v * (1 - (time - startTime) / duration)
        case .easeInOut:
            return (endOffset - startOffset) * Self.easeInOutSlope(progress(at: time)) / duration
        }
    }

    /// The time (seconds since the motion began) at which the phase passes `offset`, which must
    /// lie between ``startOffset`` and ``endOffset``. Inverts the curve in closed form.
    func time(reaching offset: Double) -> Double {
        let d = endOffset - startOffset
        guard d != 0 else { return startTime }
        let u = min(1, max(0, (offset - startOffset) / d))  // fraction of the distance covered
        let p: Double
        switch curve {
        case .deceleration:
            p = 1 - (1 - u).squareRoot()  // u = 2p − p²
        case .easeInOut:
            p = u < 0.5 ? cbrt(2 * u) / 2 : 1 + cbrt(2 * (u - 1)) / 2
        }
        return startTime + min(1, max(0, p)) * duration
    }

    /// iCarousel's deceleration distance `v·t + ½·(−v / duration)·t²`, evaluated as it does.
    ///
    /// When that overflows (a duration so short that `v / duration` is infinite) it uses the same
    /// curve written as `(v·duration / 2)·(2p − p²)`, `p = t / duration`, which stays finite.
    static func decelerationDistance(velocity v: Double, duration: Double, time t: Double) -> Double {
        let acceleration = -v / duration
        let literal = v * t + 0.5 * acceleration * pow(t, 2)
        if literal.isFinite { return literal }
        let p = min(1, max(0, t / duration))
        return (v * duration / 2 * (2 * p - p * p)).finiteOrZero
    }

    /// iCarousel's `easeInOut:` cubic: `½(2t)³` for t < ½, `½(2t − 2)³ + 1` after.
    ///
    /// Maps [0, 1] onto [0, 1] monotonically with zero slope at both ends; symmetric:
    /// `easeInOut(1 − t) = 1 − easeInOut(t)`. Input is clamped to [0, 1] (NaN gives 0).
    public static func easeInOut(_ time: Double) -> Double {
        let t = time.isNaN ? 0 : min(1, max(0, time))
        return t < 0.5 ? 0.5 * pow(t * 2, 3) : 0.5 * pow(t * 2 - 2, 3) + 1
    }

    /// The derivative of ``easeInOut(_:)``: `12t²` for t < ½, `3(2t − 2)²` after.
    static func easeInOutSlope(_ t: Double) -> Double {
        if t < 0.5 { return 12 * t * t }
        let x = t * 2 - 2
        return 3 * x * x
    }
}
