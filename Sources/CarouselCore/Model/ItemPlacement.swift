/// Where one item goes at one scroll offset: everything a layout attribute needs.
public struct ItemPlacement: Hashable, Sendable {
    /// The item's index. Placeholders have indexes below 0 or at and above `numberOfItems`, as in iCarousel.
    public var index: Int
    /// The item's signed distance from the centre in items (negative toward leading); the shortest
    /// way round when wrapping.
    public var offset: Double
    /// The transform applied around ``center`` (Core Animation's `transform` with a centred anchor).
    public var transform: Transform3D
    /// Opacity in [0, 1].
    public var alpha: Double
    /// Whether the item is hidden because its back faces the viewer and back faces are not shown.
    public var isHidden: Bool
    /// Drawing order: higher is nearer the viewer. Ranks 0…(visible − 1) within one window.
    public var zIndex: Int
    /// Whether this is one of iCarousel's placeholder slots rather than an item.
    public var isPlaceholder: Bool
    /// The viewport point the transform is applied around, in points: the carousel's focus for
    /// iCarousel's types, the focus plus the path's position for custom paths, the item's own
    /// place in the row for the shelf.
    public var center: Point2D
    /// The item's size in points (before its transform).
    public var size: Size2D
    /// A z-order key (larger on top), used instead of ``depth`` to rank the window: a custom
    /// path's, or FSPagerView's zIndex for the pager styles (``CarouselType/pagerTypes``); `nil`
    /// for the other built-in types.
    public var zOrder: Double?

    /// Creates a placement from its fields.
    public init(
        index: Int, offset: Double, transform: Transform3D, alpha: Double, isHidden: Bool,
        zIndex: Int, isPlaceholder: Bool, center: Point2D, size: Size2D, zOrder: Double? = nil
    ) {
        self.index = index
        self.offset = offset
        self.transform = transform
        self.alpha = alpha
        self.isHidden = isHidden
        self.zIndex = zIndex
        self.isPlaceholder = isPlaceholder
        self.center = center
        self.size = size
        self.zOrder = zOrder
    }

    /// The least alpha at which an item counts as seen: UIKit's hit testing skips views whose
    /// alpha is below 0.01, and so do we for VoiceOver and focus.
    public static let minimumPerceivableAlpha = 0.01

    /// Whether the user can see the item: not a placeholder, not turned away with back faces
    /// hidden (``isHidden``), and not faded out (alpha at least ``minimumPerceivableAlpha``).
    /// Only such items are VoiceOver elements and, with ``FocusBehavior/visibleItems``, focusable.
    public var isPerceivable: Bool {
        !isPlaceholder && !isHidden && alpha >= Self.minimumPerceivableAlpha
    }

    /// The depth of the item's centre after its transform (`m43`), in points; larger is nearer.
    public var depth: Double { transform.m43 }

    /// What the window's z-order ranks by: ``zOrder`` when set, otherwise ``depth``.
    public var drawingDepth: Double { zOrder ?? depth }

    /// This placement mirrored about the vertical line `x = width / 2`: the centre's x becomes
    /// `width − x` and the transform is conjugated (``Transform3D/mirroredHorizontally``); index,
    /// offset, alpha, back-face flag, z-order and size are kept.
    ///
    /// The projected quad is the original one with every x replaced by `width − x` (top-left and
    /// top-right swap, as do bottom-right and bottom-left). Mirroring twice gives the placement back
    /// (the centre up to rounding).
    func mirroredHorizontally(inWidth width: Double) -> ItemPlacement {
        var result = self
        result.center.x = width - center.x
        result.transform = transform.mirroredHorizontally
        return result
    }

    /// Where the item's centre is drawn, in viewport points: ``center`` moved by the projection of
    /// the item's own origin through ``transform``, `(m41, m42) / m44`; `nil` when that point is at
    /// or behind the eye (`m44 ≤ 0`) or the result is not finite.
    public var projectedCenter: Point2D? {
        // project(x: 0, y: 0) written out: the origin goes to (m41, m42, m43, m44).
        let w = transform.m44
        guard w > 0, w.isFinite else { return nil }
        let drawn = Point2D(x: center.x + transform.m41 / w, y: center.y + transform.m42 / w)
        guard drawn.x.isFinite, drawn.y.isFinite else { return nil }
        return drawn
    }

    /// The same drawing with ``center`` where the item's centre is drawn (``projectedCenter``).
    ///
    /// The centre moves by `d = projectedCenter − center` and the transform is followed by the
    /// opposite move after projection (``Transform3D/translatedAfterProjection(x:y:)`` by `−d`), so
    /// every point of the item, its ``projectedCorners`` among them, is drawn where it was, at the
    /// same depth: ``depth`` and the z-order are kept, and the new transform's projected origin is
    /// `(0, 0)` (up to rounding). A frame of ``size`` around the new centre covers the card where
    /// it is drawn rather than where the carousel's focus is. The placement comes back unchanged
    /// when it has no projected centre.
    public var centeredWhereDrawn: ItemPlacement {
        guard let drawn = projectedCenter else { return self }
        return centered(at: drawn)
    }

    /// ``centeredWhereDrawn``, with a frame that stays in `visible` while the card is seen there.
    ///
    /// A card drawn larger than ``size`` (nearer the eye than its plane) can reach into `visible`
    /// while ``size`` around its drawn centre lies wholly outside; a collection view may then hide
    /// the cell as off screen. In that case the centre goes instead to the point nearest the drawn
    /// centre of the card's bounding box within `visible` (the transform compensated for it), so
    /// the frame overlaps `visible`. Overlapping means sharing an area greater than 0; `visible`
    /// is in the coordinates of ``center``.
    @_spi(Plumbing) public func centeredWhereDrawn(showingIn visible: Rect2D) -> ItemPlacement {
        var result = self
        result.centerWhereDrawn(showingIn: visible)
        return result
    }

    /// Centres this placement where the item is drawn, in place: ``centeredWhereDrawn(showingIn:)``.
    @_spi(Plumbing) public mutating func centerWhereDrawn(showingIn visible: Rect2D) {
        guard let drawn = projectedCenter else { return }
        let halfWidth = size.width / 2
        let halfHeight = size.height / 2
        let frameOverlaps =
            drawn.x - halfWidth < visible.maxX && drawn.x + halfWidth > visible.minX
            && drawn.y - halfHeight < visible.maxY && drawn.y + halfHeight > visible.minY
        guard !frameOverlaps, let corners = projectedCorners, let box = Rect2D.bounding(corners) else {
            return center(at: drawn)
        }
        let low = Point2D(x: max(box.minX, visible.minX), y: max(box.minY, visible.minY))
        let high = Point2D(x: min(box.maxX, visible.maxX), y: min(box.maxY, visible.maxY))
        guard low.x < high.x, low.y < high.y else { return center(at: drawn) }
        center(at: Point2D(x: min(max(drawn.x, low.x), high.x), y: min(max(drawn.y, low.y), high.y)))
    }

    /// The same drawing with ``center`` at `point`: the transform followed by the opposite move
    /// after projection.
    private func centered(at point: Point2D) -> ItemPlacement {
        var result = self
        result.center(at: point)
        return result
    }

    /// Moves ``center`` to `point` in place, the transform followed by the opposite move after
    /// projection, as `centered(at:)` returns it.
    private mutating func center(at point: Point2D) {
        transform = transform.translatedAfterProjection(x: center.x - point.x, y: center.y - point.y)
        center = point
    }

    /// The four corners (top-left, top-right, bottom-right, bottom-left) projected into viewport
    /// coordinates as Core Animation draws them, or `nil` when a corner is at or behind the eye or
    /// so close to the eye's plane that its projection is not finite.
    public var projectedCorners: [Point2D]? {
        let hw = size.width / 2
        let hh = size.height / 2
        var corners: [Point2D] = []
        corners.reserveCapacity(4)
        for (x, y) in [(-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)] {
            guard let p = transform.project(x: x, y: y) else { return nil }
            let corner = Point2D(x: center.x + p.x, y: center.y + p.y)
            guard corner.x.isFinite, corner.y.isFinite else { return nil }
            corners.append(corner)
        }
        return corners
    }
}
