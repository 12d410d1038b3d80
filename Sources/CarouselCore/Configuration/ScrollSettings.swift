/// How a carousel scrolls: iCarousel 1.8.3's scrolling properties and their defaults (`setUp`).
///
/// Rates and distances are in items; velocities in items per second. Values outside their valid
/// range are sanitized where they are used, as each property documents.
public struct ScrollSettings: Hashable, Sendable, Codable {
    /// Fraction of velocity kept per 1/60 s step of iCarousel's deceleration model, in [0, 1)
    /// (default 0.95). Values ≥ 1 would never stop and are treated as 0.999; values < 0 as 0;
    /// NaN as the default.
    public var decelerationRate: Double = 0.95
    /// Whether the carousel may scroll past its ends when not wrapping (default `true`).
    public var bounces: Bool = true
    /// How far past an end it may go, in items (default 1). Non-positive or non-finite values
    /// disable bouncing, where iCarousel would divide by zero.
    public var bounceDistance: Double = 1
    /// Whether a fling comes to rest on a whole item (default `true`).
    public var stopAtItemBoundary: Bool = true
    /// Whether a carousel at rest settles on a whole item (default `true`).
    public var scrollToItemBoundary: Bool = true
    /// Whether each swipe moves exactly one item from where the drag began (default `false`).
    public var pagingEnabled: Bool = false
    /// Multiplier from finger velocity to carousel velocity (default 1).
    public var scrollSpeed: Double = 1

    /// Creates settings; every parameter defaults to iCarousel's value documented on its property.
    public init(
        decelerationRate: Double = 0.95, bounces: Bool = true, bounceDistance: Double = 1,
        stopAtItemBoundary: Bool = true, scrollToItemBoundary: Bool = true,
        pagingEnabled: Bool = false, scrollSpeed: Double = 1
    ) {
        self.decelerationRate = decelerationRate
        self.bounces = bounces
        self.bounceDistance = bounceDistance
        self.stopAtItemBoundary = stopAtItemBoundary
        self.scrollToItemBoundary = scrollToItemBoundary
        self.pagingEnabled = pagingEnabled
        self.scrollSpeed = scrollSpeed
    }

    /// The bounce distance actually used: 0 when bouncing is off or the value is not positive and finite.
    public var effectiveBounceDistance: Double {
        guard bounces, bounceDistance.isFinite, bounceDistance > 0 else { return 0 }
        return bounceDistance
    }

    /// The largest deceleration rate used, standing in for rates ≥ 1: a fling then travels at most
    /// `v / 0.06` items instead of never stopping.
    public static let maximumDecelerationRate = 0.999

    /// The deceleration rate actually used, in [0, ``maximumDecelerationRate``]: NaN gives the
    /// default 0.95, values ≥ 1 (including +∞) give ``maximumDecelerationRate``, values < 0
    /// (including −∞) give 0.
    public var effectiveDecelerationRate: Double {
        if decelerationRate.isNaN { return 0.95 }
        return min(Self.maximumDecelerationRate, max(0, decelerationRate))
    }

    /// The scroll speed actually used: the value itself when finite (negative values reverse
    /// flings, as in iCarousel), otherwise the default 1.
    public var effectiveScrollSpeed: Double { scrollSpeed.isFinite ? scrollSpeed : 1 }
}
