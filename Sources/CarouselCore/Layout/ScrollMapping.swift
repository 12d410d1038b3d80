/// How a scroll view's content offset maps to the carousel's scroll offset, and back.
///
/// ## The mapping
///
/// Along the scroll axis, the **position** `p` is the content coordinate of the leading edge of the
/// usable area (the bounds minus the adjusted content insets): `contentOffset + leading inset`. At
/// rest it lies in `[0, scrollRange]`, UIScrollView's own resting range.
///
/// - `scrollOffset = anchor + p / pointsPerItem`, where `pointsPerItem = itemWidth / |offsetMultiplier|`
///   (iCarousel: a drag of `d` points moves `d × offsetMultiplier / itemWidth` items). The
///   `anchor` is the scroll offset shown at `p = 0`; the layout keeps it (see ``LayoutState``).
/// - **Not wrapping:** the content is `(n − 1) × pointsPerItem` longer than the usable area, so the
///   resting range `[0, (n − 1) × pointsPerItem]` is exactly the items `[0, n − 1]` when the anchor
///   is 0 (its canonical value). The shelf ends at its last whole page instead
///   (`Shelf.lastPageOffset`), as a scroll view sized like ASHorizontalScrollView's does. Past the ends UIScrollView rubber-bands natively; the layout shows
///   at most `bounceDistance` items of it, as iCarousel does (`CarouselModel.clampedScrollOffset`).
/// - **Wrapping:** the content is a fixed ``wrapScrollRange`` points longer than the usable area,
///   independent of the item count (so diffable snapshots never change it), and the layout is
///   periodic in the scroll offset. ``Recentring`` moves the content offset back toward the middle
///   while the scroll view is idle, changing the anchor by the same amount so nothing moves on screen.
/// - **Cross axis:** the content is exactly as long as the usable area, so it never scrolls.
/// - **Right-to-left:** nothing to do here. The layout returns `true` from
///   `flipsHorizontallyInOppositeLayoutDirection`, and UIKit then mirrors the collection view's
///   whole coordinate system ("a UICollectionView showing this layout will ensure its bounds.origin
///   is always found at the leading edge, flipping its coordinate system horizontally if
///   necessary"): content offsets, insets, touch points and the drawn items arrive and leave in
///   leading-to-trailing coordinates, so a horizontal carousel starts at the right and runs leftward.
///
/// Negative `offsetMultiplier`s are used by magnitude: a scroll view cannot move its content
/// against the finger. Item widths or multipliers that give a non-finite or out-of-range
/// `pointsPerItem` are limited to ``pointsPerItemRange`` (a zero multiplier, which iCarousel uses
/// to stop drags, gives the largest value: drags then move next to nothing).
public struct ScrollMapping: Hashable, Sendable {
    /// How many points of scrolling a wrapping carousel has, beyond its usable length. Large enough
    /// for many flings in either direction after each recentring; small enough that cell positions
    /// keep 1/64-point precision in Core Animation's single-precision render tree.
    public static let wrapScrollRange = 200_000.0
    /// The limits of ``pointsPerItem``.
    public static let pointsPerItemRange: ClosedRange<Double> = 0.01...1_000_000

    /// Whether the carousel scrolls vertically.
    public let isVertical: Bool
    /// Whether the carousel wraps.
    public let isWrapEnabled: Bool
    /// The number of items (never negative).
    public let numberOfItems: Int
    /// Points of scrolling per item of scroll offset, within ``pointsPerItemRange``.
    public let pointsPerItem: Double
    /// The viewport this mapping was built for (its origin is not used).
    public let viewport: ScrollViewport
    /// The resting positions are `0...scrollRange` (points).
    public let scrollRange: Double

    /// Builds the mapping for a model (item count, wrap, item width, offset multiplier, axis; for
    /// the shelf, its last whole page).
    public init(model: CarouselModel, viewport: ScrollViewport) {
        self.init(numberOfItems: model.numberOfItems, isWrapEnabled: model.isWrapEnabled,
                  itemWidth: model.itemWidth, offsetMultiplier: model.offsetMultiplier,
                  isVertical: model.isVertical, viewport: viewport,
                  lastRestingOffset: model.shelf?.lastPageOffset)
    }

    /// Builds the mapping from the few values it needs.
    /// - Parameter lastRestingOffset: the largest resting scroll offset when not wrapping, if it is
    ///   not the last item (the shelf stops at its last whole page); limited to [0, n − 1].
    public init(numberOfItems: Int, isWrapEnabled: Bool, itemWidth: Double, offsetMultiplier: Double,
                isVertical: Bool, viewport: ScrollViewport, lastRestingOffset: Double? = nil) {
        self.isVertical = isVertical
        self.isWrapEnabled = isWrapEnabled
        self.numberOfItems = max(0, numberOfItems)
        self.viewport = viewport
        let raw = itemWidth / abs(offsetMultiplier)
        let range = Self.pointsPerItemRange
        let ppi = raw.isNaN ? 1 : min(range.upperBound, max(range.lowerBound, raw))
        pointsPerItem = ppi
        if isWrapEnabled {
            scrollRange = self.numberOfItems > 0 ? max(Self.wrapScrollRange, 16 * ppi) : 0
        } else {
            let last = Double(max(0, self.numberOfItems - 1))
            let end = lastRestingOffset.map { min(last, max(0, $0.finiteOrZero)) } ?? last
            scrollRange = end * ppi
        }
    }

    /// The usable area's length along the scroll axis, in points.
    public var usableLength: Double { isVertical ? viewport.usableSize.height : viewport.usableSize.width }

    /// The collection view's content size: the usable size plus ``scrollRange`` along the axis.
    public var contentSize: Size2D {
        let usable = viewport.usableSize
        return isVertical
            ? Size2D(width: usable.width, height: usable.height + scrollRange)
            : Size2D(width: usable.width + scrollRange, height: usable.height)
    }

    // MARK: Content offsets and positions

    /// The top-left corner of the usable area, in content coordinates, when the scroll view's
    /// content offset is `contentOffset`. Its component along the scroll axis is the position.
    public func usableOrigin(forContentOffset contentOffset: Point2D) -> Point2D {
        let o = contentOffset.sanitized, insets = viewport.insets
        return Point2D(x: o.x + insets.left, y: o.y + insets.top)
    }

    /// The position (leading edge of the usable area along the axis) for a content offset.
    public func position(forContentOffset contentOffset: Point2D) -> Double {
        let origin = usableOrigin(forContentOffset: contentOffset)
        return isVertical ? origin.y : origin.x
    }

    /// The content offset that puts the usable area's leading edge at `position`, keeping the
    /// cross-axis component of `current`.
    public func contentOffset(forPosition position: Double, keepingCrossAxisOf current: Point2D) -> Point2D {
        let p = position.finiteOrZero, insets = viewport.insets
        let current = current.sanitized
        return isVertical ? Point2D(x: current.x, y: p - insets.top) : Point2D(x: p - insets.left, y: current.y)
    }

    /// A scroll velocity as UIScrollView reports it (points per **millisecond**, positive when the
    /// content offset grows) as a velocity along the axis in points per second, positive toward
    /// larger scroll offsets. Non-finite components count as 0.
    public func positionVelocity(forScrollViewVelocity velocity: Point2D) -> Double {
        let v = velocity.sanitized
        return (isVertical ? v.y : v.x) * 1000
    }

    // MARK: Positions and scroll offsets

    /// The scroll offset in items shown at a position: `anchor + position / pointsPerItem`.
    public func scrollOffset(atPosition position: Double, anchor: Double) -> Double {
        (anchor.finiteOrZero + position.finiteOrZero / pointsPerItem).finiteOrZero
    }

    /// The position at which `scrollOffset` is shown: `(scrollOffset − anchor) × pointsPerItem`.
    public func position(forScrollOffset scrollOffset: Double, anchor: Double) -> Double {
        ((scrollOffset.finiteOrZero - anchor.finiteOrZero) * pointsPerItem).finiteOrZero
    }

    /// The anchor that shows `scrollOffset` at `position`.
    public func anchor(showing scrollOffset: Double, atPosition position: Double) -> Double {
        (scrollOffset.finiteOrZero - position.finiteOrZero / pointsPerItem).finiteOrZero
    }

    /// The anchor at which the resting positions match the items: 0 when not wrapping (any anchor
    /// is canonical when wrapping, so this is `nil` then).
    public var canonicalAnchor: Double? { isWrapEnabled ? nil : 0 }

    /// `position` limited to the resting range `0...scrollRange`.
    public func clampedPosition(_ position: Double) -> Double {
        min(scrollRange, max(0, position.finiteOrZero))
    }
}
