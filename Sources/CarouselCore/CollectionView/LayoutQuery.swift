/// Which items a layout rectangle query returns: the items whose drawn extent reaches the rectangle.
///
/// A carousel's items all sit at the carousel's centre and are carried to their places by their
/// transforms, so an item's `center` and `size` say nothing about where it is drawn. Instead of
/// widening the query rectangle by a guess, each item of the visible window is projected as Core
/// Animation draws it (its four corners through its transform, perspective divide included) and
/// kept when that quad's bounding box meets the rectangle. An item with a corner at or behind the
/// eye has no bounded extent and is always kept, so no cell is culled while any part of it may be
/// on screen. Items outside the visible window are never drawn (iCarousel does not load them).
///
/// Coordinates are content coordinates; `origin` is the usable area's top-left
/// corner (``ScrollMapping/usableOrigin(forContentOffset:)``), which placements are relative to.
@_spi(Plumbing) public enum LayoutQuery {
    /// The bounding box of the item's projected quad in content coordinates, or `nil` when a corner is at
    /// or behind the eye (unbounded). Allocation-free.
    public static func projectedFrame(of placement: ItemPlacement, origin: Point2D) -> Rect2D? {
        let hw = placement.size.width / 2
        let hh = placement.size.height / 2
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        for (x, y) in [(-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)] {
            guard let p = placement.transform.project(x: x, y: y), p.x.isFinite, p.y.isFinite else { return nil }
            minX = min(minX, p.x)
            maxX = max(maxX, p.x)
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        let cx = origin.x + placement.center.x
        let cy = origin.y + placement.center.y
        return Rect2D(x: cx + minX, y: cy + minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether the item may be drawn inside `rect`: its projected frame meets it, or is unbounded.
    public static func mayBeVisible(_ placement: ItemPlacement, in rect: Rect2D, origin: Point2D)
        -> Bool
    {
        guard let frame = projectedFrame(of: placement, origin: origin) else { return true }
        return frame.intersects(rect.sanitized)
    }

    /// The placements that may be drawn inside `rect`, in their original order.
    /// - Complexity: O(visible items).
    public static func placements(
        _ placements: [ItemPlacement], visibleIn rect: Rect2D, origin: Point2D
    ) -> [ItemPlacement] {
        placements.filter { mayBeVisible($0, in: rect, origin: origin) }
    }

    /// How far the window's drawn extent reaches: the union of every projected frame, or `nil`
    /// when some item is unbounded or there are none. The layout's query answers are exact, so this
    /// is for diagnostics and for callers that want one rectangle to widen a query by.
    public static func extent(of placements: [ItemPlacement], origin: Point2D) -> Rect2D? {
        var result: Rect2D?
        for placement in placements {
            guard let frame = projectedFrame(of: placement, origin: origin) else { return nil }
            if let r = result {
                let minX = min(r.minX, frame.minX)
                let minY = min(r.minY, frame.minY)
                let maxX = max(r.maxX, frame.maxX)
                let maxY = max(r.maxY, frame.maxY)
                result = Rect2D(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
            } else {
                result = frame
            }
        }
        return result
    }
}
