/// UIScrollView's deceleration as Apple documents it, written once for every snapping rule.
///
/// A scroll view released at velocity `v` (points per millisecond) keeps the fraction `rate` of
/// its velocity each millisecond and so travels `v × rate / (1 − rate)` points before it stops.
/// The rate is UIScrollView's unit (per millisecond, `.normal` 0.998), not iCarousel's
/// deceleration rate (``ScrollSettings/decelerationRate``).
public enum ScrollViewDeceleration {
    /// `UIScrollView.DecelerationRate.normal`: the fraction of velocity kept per millisecond.
    public static let normalRate = 0.998
    /// `UIScrollView.DecelerationRate.fast`.
    public static let fastRate = 0.99

    /// Whether `rate` is a deceleration rate UIScrollView can use: finite, in [0, 1).
    public static func isValid(_ rate: Double) -> Bool { rate.isFinite && rate >= 0 && rate < 1 }

    /// The distance travelled after a release, `velocity × rate / (1 − rate)`, in the velocity's
    /// length unit per millisecond (points per millisecond give points). `rate` must be valid
    /// (``isValid(_:)``); callers decide what invalid rates and velocities mean.
    public static func travel(velocity: Double, rate: Double) -> Double {
        velocity * rate / (1 - rate)
    }
}
