/// A pointer's velocity from its moves, for platforms that report positions or deltas but no
/// velocity (AppKit's mouse drags, trackpad scroll events).
///
/// Each move's velocity is its delta over the time since the previous move; the estimate averages
/// it with the one before (so the latest moves weigh most) and starts afresh after a pause of
/// more than ``staleInterval``. Read at a release, a pointer that has not moved for longer than
/// ``staleInterval`` is still: velocity zero (a drag held still, then let go, does not fling).
public struct VelocityEstimator: Hashable, Sendable {
    /// Seconds after which the last move no longer counts: six 60 Hz frames
    /// (``InteractionEngine/quietPeriod``).
    public static let staleInterval = InteractionEngine.quietPeriod

    /// The estimate after the last move, points per second (the deltas' units per second).
    public private(set) var velocity = Point2D.zero
    /// When the pointer last moved (or the estimate was reset), seconds.
    public private(set) var lastTime = -Double.infinity
    private var isMeasured = false

    /// An estimator that has seen no move.
    public init() {}

    /// Starts a new gesture at `time`: no velocity yet.
    public mutating func reset(at time: Double) {
        velocity = .zero
        isMeasured = false
        lastTime = time.isFinite ? time : lastTime
    }

    /// The pointer moved by `delta` at `time` (seconds, not earlier than the last move; non-finite
    /// values count as no move).
    public mutating func add(_ delta: Point2D, at time: Double) {
        let d = delta.sanitized
        guard time.isFinite else { return }
        let dt = time - lastTime
        if dt > 0, dt.isFinite {
            let instant = Point2D(x: d.x / dt, y: d.y / dt)
            velocity =
                dt > Self.staleInterval || !isMeasured
                ? instant : Point2D(x: (velocity.x + instant.x) / 2, y: (velocity.y + instant.y) / 2)
            isMeasured = true
        }
        if d.x != 0 || d.y != 0 || !lastTime.isFinite { lastTime = max(lastTime, time) }
    }

    /// The velocity to release with at `time`: the estimate, or zero when the pointer has been
    /// still for longer than ``staleInterval``.
    public func velocity(at time: Double) -> Point2D {
        guard time.isFinite, time - lastTime <= Self.staleInterval else { return .zero }
        return velocity
    }
}
