@_spi(Plumbing) import CarouselCore

/// A release to animate: the finger lets go of the carousel at the scene's `scrollOffset` with a
/// velocity, and the core's scroll model (``ScrollPhysics/release(from:velocity:dragStartOffset:autoscrollSpeed:)``,
/// with the scene's scroll settings) carries it to rest.
///
/// Scene files spell it `"fling": {"velocity": 6}` (optionally `"dragStartOffset": 1.8`); the
/// command line `--fling 6`.
public struct Fling: Hashable, Sendable {
    /// The release velocity in items per second, positive toward larger offsets (iCarousel's
    /// `_startVelocity`, after `scrollSpeed`). The core treats NaN as 0 and limits infinite or
    /// huge values to ±``ScrollPhysics/maximumVelocity``; scene files and flags accept finite
    /// numbers only.
    public var velocity: Double
    /// Where the drag began, in items (same coordinates as `scrollOffset`). Only used with
    /// `pagingEnabled`: each swipe then pages at most one item from the item nearest this offset.
    /// `nil` (the default) leaves iCarousel's own paging rule alone; non-finite values are ignored.
    public var dragStartOffset: Double?

    /// A release at `velocity` items per second.
    public init(velocity: Double, dragStartOffset: Double? = nil) {
        self.velocity = velocity
        self.dragStartOffset = dragStartOffset
    }

    /// Samples per second of the trajectory and of the HTML animation: iCarousel's 60 Hz timer.
    public static let frameRate = 60.0

    /// The most trajectory samples kept: 2401, i.e. 40 s at 60 Hz plus the sample at 0.
    ///
    /// No release reaches it, so the last sample is always the resting offset. The longest motion
    /// the core plans is a deceleration lasting `|end − start| / (|v| / 2)` seconds, where
    /// `|end − start|` is at most the deceleration distance `|v| / (60 (1 − rate))` plus one item
    /// (the rounding to an item boundary), followed by a 0.4 s snap. With the rate limited to
    /// 0.999 (``ScrollSettings/maximumDecelerationRate``) and `|v| > 2` items/s (slower releases do
    /// not decelerate) that is below 2 / 0.06 + 2 / 2 + 0.4 ≈ 34.73 s: at most 2085 samples
    /// (the longest found, rate 0.999 from just past an item at just over 2 items/s, has 2042).
    /// Paging, bouncing and the ends only shorten it.
    public static let maximumSampleCount = 2401
}
