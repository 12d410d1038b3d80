/// iCarousel's offset arithmetic: which scroll offsets and indexes exist for an item count, wrap
/// and bounce setting.
///
/// One value serves both ``CarouselModel`` (placing items) and ``ScrollPhysics`` (moving the
/// carousel), so the two can never disagree about where the ends are.
public struct ScrollBounds: Hashable, Sendable {
    /// The number of items (never negative).
    public let numberOfItems: Int
    /// Whether offsets fold modulo the item count.
    public let isWrapEnabled: Bool
    /// How far past an end the offset may go, in items; 0 means no bounce.
    public let bounceDistance: Double

    /// - Parameters:
    ///   - numberOfItems: negative counts are treated as 0, counts above
    ///     ``CarouselConfiguration/maximumNumberOfItems`` as that.
    ///   - isWrapEnabled: whether the carousel wraps (then any offset is valid).
    ///   - bounceDistance: items; negative or non-finite values are treated as 0 (no bounce).
    public init(numberOfItems: Int, isWrapEnabled: Bool, bounceDistance: Double) {
        self.numberOfItems = min(max(0, numberOfItems), CarouselConfiguration.maximumNumberOfItems)
        self.isWrapEnabled = isWrapEnabled
        self.bounceDistance = bounceDistance.isFinite ? max(0, bounceDistance) : 0
    }

    /// iCarousel's `clampedIndex:`: wrapped modulo the item count, or clamped to the items.
    /// Returns −1 when there are no items.
    public func clampedIndex(_ index: Int) -> Int {
        guard numberOfItems > 0 else { return -1 }
        if isWrapEnabled {
            let r = index % numberOfItems
            return r < 0 ? r + numberOfItems : r
        }
        return min(max(0, index), numberOfItems - 1)
    }

    /// iCarousel's `clampedOffset:`: folded into [0, n) when wrapping, else clamped to [0, n − 1].
    ///
    /// With no items it returns −1, as iCarousel does. NaN becomes 0; infinities clamp to the
    /// nearest end, or become 0 when wrapping. Where iCarousel's fold can round up to exactly n,
    /// this returns 0 (the same item).
    public func clampedOffset(_ offset: Double) -> Double {
        guard numberOfItems > 0 else { return -1 }
        let n = Double(numberOfItems)
        if isWrapEnabled {
            guard offset.isFinite else { return 0 }
            var folded = offset - (offset / n).rounded(.down) * n
            if folded >= n || folded < 0 { folded = 0 }  // rounding at the seam
            return folded
        }
        if offset.isNaN { return 0 }
        return min(max(0, offset), max(0, n - 1))
    }

    /// The offset iCarousel keeps after every scroll step (`didScroll`): ``clampedOffset(_:)``
    /// when wrapping or not bouncing, else limited to [−bounceDistance, n − 1 + bounceDistance].
    public func clampedScrollOffset(_ offset: Double) -> Double {
        if isWrapEnabled || bounceDistance == 0 { return clampedOffset(offset) }
        if offset.isNaN { return 0 }
        return min(max(-bounceDistance, offset), Double(max(numberOfItems - 1, 0)) + bounceDistance)
    }

    /// iCarousel's `currentItemIndex`: the nearest item to the scroll offset (halves round away
    /// from zero), wrapped or clamped. −1 when there are no items.
    public func currentItemIndex(at scrollOffset: Double) -> Int {
        guard numberOfItems > 0 else { return -1 }
        return clampedIndex(Self.roundedIndex(scrollOffset))
    }

    /// C's `round()` (halves away from zero) as an `Int`, saturating far beyond any item count;
    /// non-finite offsets give 0.
    static func roundedIndex(_ offset: Double) -> Int {
        let bound = Double(Int.max / 4)
        let rounded = offset.isFinite ? offset.rounded(.toNearestOrAwayFromZero) : 0
        return Int(max(-bound, min(bound, rounded)))
    }
}
