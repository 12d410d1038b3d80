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
}
