/// Which item the user touched: the topmost item whose drawn quad contains the point.
///
/// UIKit hit-tests cells in subview order, which a collection view does not keep in step with
/// `zIndex`, so with overlapping 3-D items a tap can land on a card drawn *behind* the one the
/// user sees. iCarousel avoids this by hit-testing its views front to back (`itemViewAtPoint:`);
/// this does the same from the placements: among the items that are drawn (not hidden, alpha at
/// least UIKit's hit-test threshold of 0.01) and whose projected quad contains the point, the one
/// with the highest `zIndex` wins.
@_spi(Plumbing) public enum HitTesting {
    /// UIKit does not deliver touches to views with an alpha below this.
    public static let minimumAlpha = 0.01

    /// Whether the item's projected quad contains the content point (edges included).
    /// Items with a corner at or behind the eye are not drawn as a quad and contain nothing.
    public static func contains(_ placement: ItemPlacement, point: Point2D, origin: Point2D) -> Bool {
        guard let corners = placement.projectedCorners else { return false }
        let p = Point2D(x: point.x - origin.x, y: point.y - origin.y)
        // A projected rectangle is a convex quad (or a degenerate one); the point is inside when it
        // is on the same side of all four edges, whichever way the quad winds (back faces wind the
        // other way).
        var sign = 0.0
        for i in 0..<4 {
            let a = corners[i]
            let b = corners[(i + 1) % 4]
            let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
            guard cross.isFinite else { return false }
            if cross == 0 { continue }
            if sign == 0 { sign = cross } else if (sign > 0) != (cross > 0) { return false }
        }
        // All crosses 0: a degenerate (edge-on) quad; only its segment would contain the point.
        return sign != 0
    }

    /// The topmost drawn item at a content point, or `nil` when the point hits no item.
    ///
    /// - Parameters:
    ///   - point: the point in content coordinates.
    ///   - placements: the visible window with its z-order (`CarouselModel.placements(at:)`).
    ///   - origin: the usable area's content origin the placements are relative to.
    /// - Returns: the item's placement. Ties in `zIndex` (not produced by the model) go to the
    ///   later placement, as UIKit's front-most subview would.
    /// - Complexity: O(visible items).
    public static func topmostItem(at point: Point2D, in placements: [ItemPlacement], origin: Point2D)
        -> ItemPlacement?
    {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        var best: ItemPlacement?
        for placement in placements
        where !placement.isHidden && placement.alpha >= minimumAlpha && !placement.isPlaceholder {
            guard contains(placement, point: point, origin: origin) else { continue }
            if let b = best, b.zIndex > placement.zIndex { continue }
            best = placement
        }
        return best
    }

    // MARK: Where a card's controls work

    /// How far, in points, a drawn corner may lie from the card's untransformed frame for the card
    /// to count as drawn at its frame (``isDrawnAtFrame(_:tolerance:)``): half a point, less than
    /// one pixel on a 2× screen, so a click lands on the same control whether its point is carried
    /// through the transform or not.
    public static let frameTolerance = 0.5

    /// Whether an item is drawn where its untransformed frame is: each projected corner within
    /// `tolerance` points (in x and in y) of the matching corner of `size` centred on `center`.
    ///
    /// A platform whose event tracking ignores layer transforms (AppKit's `NSControl`/`NSCell`
    /// tracking converts `locationInWindow` without them) can let controls on such a card track the
    /// mouse: the rectangles they test are where the user sees them. The transform may hold
    /// perspective or a depth of its own as long as the plane's corners project onto the frame
    /// (a translation along z alone does not, under perspective). Hidden items, items with a corner
    /// behind the eye and non-finite tolerances are not drawn at their frame; a negative tolerance
    /// counts as 0.
    public static func isDrawnAtFrame(_ placement: ItemPlacement, tolerance: Double = frameTolerance) -> Bool {
        guard !placement.isHidden, tolerance.isFinite, let corners = placement.projectedCorners else { return false }
        let limit = max(0, tolerance)
        let hw = placement.size.width / 2
        let hh = placement.size.height / 2
        let frame = [(-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)]
        for (corner, (x, y)) in zip(corners, frame) {
            guard abs(corner.x - (placement.center.x + x)) <= limit, abs(corner.y - (placement.center.y + y)) <= limit
            else { return false }
        }
        return true
    }
}
