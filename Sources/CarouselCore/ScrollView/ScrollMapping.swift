/// How a scroll view's content offset maps to the carousel's scroll offset, and back.
///
/// ## The mapping
///
/// Along the scroll axis, the **position** `p` is how far the usable area (the bounds minus the
/// adjusted content insets) has scrolled from the content's leading end, in points: the distance
/// from that end to the usable area's leading edge. Left to right and vertically the leading end
/// is the content's left (top) edge and `p = contentOffset + left (top) inset`; right to left
/// (``isMirrored``) it is the content's right end and `p = restingSpan − (contentOffset.x + left inset)` (``restingSpan`` is ``scrollRange`` but for a short carousel lengthened to stay scrollable).
/// At rest it lies in `[0, scrollRange]`, UIScrollView's own resting range.
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
/// - **Right-to-left:** UIKit sees physical coordinates only. The layout does not ask UIKit to
///   flip (`flipsHorizontallyInOppositeLayoutDirection` is `false`), so content offsets, bounds,
///   insets, touch points and cell geometry have x growing rightward whatever the language, and
///   the core does the mirroring. When ``isMirrored`` (a horizontal carousel whose configuration's
///   ``CarouselConfiguration/layoutDirection`` is right-to-left), positions are measured from the
///   content's right end: position 0 is the largest resting content offset, `scrollRange − left
///   inset`, so item 0 rests at the right end when the anchor is 0; a content offset that shrinks
///   (the finger moving right) is a position that grows; and
///   ``positionVelocity(forScrollViewVelocity:)`` negates x. Everything downstream is in positions
///   (scroll offsets, anchors, ``Recentring``, ``LayoutState``'s pending targets, the release
///   planner) and works unchanged, while ``CarouselModel`` mirrors the placements
///   (``CarouselModel/isMirrored``). ``usableOrigin(forContentOffset:)`` stays physical: it is the
///   usable area's top-left corner, which placement centres and hit tests are relative to.
///
/// Negative `offsetMultiplier`s are used by magnitude: a scroll view cannot move its content
/// against the finger. Item widths or multipliers that give a non-finite or out-of-range
/// `pointsPerItem` are limited to ``pointsPerItemRange`` (a zero multiplier, which iCarousel uses
/// to stop drags, gives the largest value: drags then move next to nothing).
@_spi(Plumbing) public struct ScrollMapping: Hashable, Sendable {
    /// How many points of scrolling a wrapping carousel has, beyond its usable length. Large enough
    /// for many flings in either direction after each recentring; small enough that cell positions
    /// keep 1/64-point precision in Core Animation's single-precision render tree.
    public static let wrapScrollRange = 200_000.0
    /// The largest scroll-view velocity component read, in points per millisecond (10^9 points per
    /// second: far beyond any finger), so converted velocities stay finite.
    public static let maximumScrollViewVelocity = 1e6
    /// The limits of ``pointsPerItem`` (``InteractionSettings/pointsPerItemRange``).
    public static let pointsPerItemRange = InteractionSettings.pointsPerItemRange

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
    /// Whether positions run right to left: measured from the content's right end, with x velocities
    /// negated. `true` for a horizontal mapping built with ``LayoutDirection/rightToLeft``; a vertical
    /// one is never mirrored.
    public let isMirrored: Bool

    /// Builds the mapping for a model (item count, wrap, item width, offset multiplier, axis, layout
    /// direction; the effect's last resting offset, e.g. the shelf's last whole page).
    public init(model: CarouselModel, viewport: ScrollViewport) {
        self.init(
            numberOfItems: model.numberOfItems, isWrapEnabled: model.isWrapEnabled,
            itemWidth: model.itemWidth, offsetMultiplier: model.offsetMultiplier,
            isVertical: model.isVertical, viewport: viewport,
            lastRestingOffset: model.effect.restingRule.lastRestingOffset,
            layoutDirection: model.configuration.layoutDirection)
    }

    /// Builds the mapping from the few values it needs.
    /// - Parameters:
    ///   - lastRestingOffset: the largest resting scroll offset when not wrapping, if it is not the
    ///     last item (the shelf stops at its last whole page); limited to [0, n − 1].
    ///   - layoutDirection: right-to-left measures horizontal positions from the content's right
    ///     end (``isMirrored``); vertical mappings ignore it.
    public init(
        numberOfItems: Int, isWrapEnabled: Bool, itemWidth: Double, offsetMultiplier: Double,
        isVertical: Bool, viewport: ScrollViewport, lastRestingOffset: Double? = nil,
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.isVertical = isVertical
        self.isMirrored = layoutDirection == .rightToLeft && !isVertical
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
    public var usableLength: Double {
        isVertical ? viewport.usableSize.height : viewport.usableSize.width
    }

    /// How much longer than its bounds (points, along the axis) a scrollable carousel's content
    /// always is: UIKit adds the safe area's insets along an axis only while the content is longer
    /// than the bounds there (`contentInsetAdjustmentBehavior` `.automatic`, `.scrollableAxes`), and
    /// those insets shorten the usable length the content length is built from. Content at least
    /// this much longer than the bounds stays scrollable with or without them, so the insets
    /// cannot switch on and off on alternate passes. One point: the smallest visible amount.
    public static let scrollableExcess = 1.0

    /// The collection view's content size: the usable size plus ``scrollRange`` along the axis.
    /// When the carousel scrolls (``scrollRange`` > 0, not wrapping) the length along the axis is
    /// at least the bounds' plus ``scrollableExcess``, whatever the insets; the extra, if any, lies
    /// past the last item (``restingSpan``). The cross axis is the usable length.
    public var contentSize: Size2D {
        let usable = viewport.usableSize
        return isVertical
            ? Size2D(width: usable.width, height: usable.height + restingSpan)
            : Size2D(width: usable.width + restingSpan, height: usable.height)
    }

    /// How far the content scrolls along the axis (points): the content length less the usable
    /// length. ``scrollRange``, or more for a short carousel whose content is lengthened to stay
    /// scrollable (``scrollableExcess``); positions beyond ``scrollRange`` lie past the last item.
    public var restingSpan: Double {
        guard !isWrapEnabled, scrollRange > 0 else { return scrollRange }
        let bounds = isVertical ? viewport.bounds.size.height : viewport.bounds.size.width
        let needed = bounds + Self.scrollableExcess - usableLength
        return needed.isFinite ? max(scrollRange, needed) : scrollRange
    }

    // MARK: Content offsets and positions

    /// The top-left corner of the usable area, in content coordinates, when the scroll view's
    /// content offset is `contentOffset`. Physical in both directions: placement centres and hit
    /// tests are relative to it. Its component along the scroll axis is the position unless
    /// ``isMirrored``.
    public func usableOrigin(forContentOffset contentOffset: Point2D) -> Point2D {
        let o = contentOffset.sanitized
        let insets = viewport.insets
        return Point2D(x: o.x + insets.left, y: o.y + insets.top)
    }

    /// The position for a content offset: the usable area's distance from the content's leading
    /// end, `contentOffset + left (top) inset`, or `scrollRange − (contentOffset.x + left inset)`
    /// when ``isMirrored``.
    public func position(forContentOffset contentOffset: Point2D) -> Double {
        let origin = usableOrigin(forContentOffset: contentOffset)
        if isVertical { return origin.y }
        return isMirrored ? restingSpan - origin.x : origin.x
    }

    /// The content offset at which the position is `position` (the inverse of
    /// ``position(forContentOffset:)``), keeping the cross-axis component of `current`.
    public func contentOffset(forPosition position: Double, keepingCrossAxisOf current: Point2D)
        -> Point2D
    {
        let p = position.finiteOrZero
        let insets = viewport.insets
        let current = current.sanitized
        if isVertical { return Point2D(x: current.x, y: p - insets.top) }
        let x = isMirrored ? restingSpan - p : p
        return Point2D(x: x - insets.left, y: current.y)
    }

    /// A scroll velocity as UIScrollView reports it (points per **millisecond**, positive when the
    /// content offset grows) as a velocity along the axis in points per second, positive toward
    /// larger scroll offsets: x is negated when ``isMirrored``. Non-finite components count as 0;
    /// components beyond ``maximumScrollViewVelocity`` are limited to it.
    public func positionVelocity(forScrollViewVelocity velocity: Point2D) -> Double {
        let v = velocity.sanitized(limitedTo: Self.maximumScrollViewVelocity)
        if isVertical { return v.y * 1000 }
        return (isMirrored ? -v.x : v.x) * 1000
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
