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
    ///
    /// The four corners `(±w/2, ±h/2, 0)` go through the transform as ``Transform3D/project(x:y:z:)``
    /// draws them, written out: the terms each corner shares are computed once.
    public static func projectedFrame(of placement: ItemPlacement, origin: Point2D) -> Rect2D? {
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        // Adds each corner to the box; false when one is not drawn finite.
        let bounded = HomogeneousCorners(placement).visit { x, y, w in
            let x = x / w
            let y = y / w
            guard x.isFinite, y.isFinite else { return false }
            minX = min(minX, x)
            maxX = max(maxX, x)
            minY = min(minY, y)
            maxY = max(maxY, y)
            return true
        }
        guard bounded else { return nil }
        let cx = origin.x + placement.center.x
        let cy = origin.y + placement.center.y
        return Rect2D(x: cx + minX, y: cy + minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether the item may be drawn inside `rect`: its projected frame meets it, or is unbounded.
    public static func mayBeVisible(_ placement: ItemPlacement, in rect: Rect2D, origin: Point2D)
        -> Bool
    {
        mayBeVisible(placement, inSanitized: rect.sanitized, origin: origin)
    }

    /// ``mayBeVisible(_:in:origin:)`` for a rectangle already sanitized (``Rect2D/sanitized``), as
    /// a query over many placements asks it.
    ///
    /// The same test as ``projectedFrame(of:origin:)`` meeting `rect`, without its eight
    /// divisions: a corner drawn at `(X/W, Y/W)` with `W > 0` lies left of `rect` exactly when
    /// `X < left·W` (`left` the rectangle's left edge relative to the item's centre), and the
    /// item misses `rect` exactly when all four corners lie beyond one of its edges. The edges are
    /// widened by ``visibilitySlack`` so that rounding never drops an item whose frame touches
    /// `rect` (the frame test's closed intervals). A corner at or behind the eye, or not finite,
    /// keeps the item, as an unbounded frame does.
    static func mayBeVisible(_ placement: ItemPlacement, inSanitized rect: Rect2D, origin: Point2D) -> Bool {
        let cx = origin.x + placement.center.x
        let cy = origin.y + placement.center.y
        let left = rect.minX - cx - visibilitySlack
        let right = rect.maxX - cx + visibilitySlack
        let top = rect.minY - cy - visibilitySlack
        let bottom = rect.maxY - cy + visibilitySlack
        var allLeft = true
        var allRight = true
        var allAbove = true
        var allBelow = true
        // Notes where each corner lies; false when one is not drawn finite.
        let bounded = HomogeneousCorners(placement).visit { x, y, w in
            guard x.isFinite, y.isFinite else { return false }
            allLeft = allLeft && x < left * w
            allRight = allRight && x > right * w
            allAbove = allAbove && y < top * w
            allBelow = allBelow && y > bottom * w
            return true
        }
        return !bounded || !(allLeft || allRight || allAbove || allBelow)
    }

    /// How far, in points, ``mayBeVisible(_:inSanitized:origin:)`` widens the rectangle: far
    /// below anything drawn, far above the rounding of a projected corner.
    static let visibilitySlack = 1e-6

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

/// An item's four corners `(±w/2, ±h/2, 0)` through its transform, before the perspective divide
/// (row vectors, as ``Transform3D/project(x:y:z:)`` draws them): the terms the corners share are
/// computed once.
private struct HomogeneousCorners {
    let t: Transform3D
    // x·m_1j for x = w/2 and y·m_2j for y = h/2, j = 1 (X), 2 (Y), 4 (W).
    let xX: Double
    let xY: Double
    let xW: Double
    let yX: Double
    let yY: Double
    let yW: Double

    init(_ placement: ItemPlacement) {
        t = placement.transform
        let hw = placement.size.width / 2
        let hh = placement.size.height / 2
        (xX, xY, xW) = (hw * t.m11, hw * t.m12, hw * t.m14)
        (yX, yY, yW) = (hh * t.m21, hh * t.m22, hh * t.m24)
    }

    /// Calls `body` with each corner's `(X, Y, W)`: top-left, top-right, bottom-right,
    /// bottom-left. Stops and answers `false` at a corner at or behind the eye (`W ≤ 0`, or not
    /// finite) or one `body` refuses; `true` when all four were taken.
    func visit(_ body: (_ x: Double, _ y: Double, _ w: Double) -> Bool) -> Bool {
        func corner(_ sx: Double, _ sy: Double) -> Bool {
            let w = (sx * xW + sy * yW) + t.m44
            guard w > 0, w.isFinite else { return false }
            return body((sx * xX + sy * yX) + t.m41, (sx * xY + sy * yY) + t.m42, w)
        }
        return corner(-1, -1) && corner(1, -1) && corner(1, 1) && corner(-1, 1)
    }
}
