/// The per-item centre and z-order hooks of custom paths and the shelf: the parts of a placement
/// that iCarousel's types keep constant.
extension CarouselModel {
    /// The point the item's transform is applied around, in points: ``center`` (the focus) for
    /// iCarousel's types and the conveyor belt; the focus plus the custom path's
    /// ``CarouselPath/position(forOffset:in:)``; for the shelf, the item's place in its row along
    /// the scroll axis (``Shelf/centerAlong(forOffset:)`` plus `contentOffset`) and the focus
    /// across it. Always finite. Left to right: when ``isMirrored``, placements carry
    /// `bounds.width − x` instead.
    public func center(forOffset offset: Double) -> Point2D {
        let offset = offset.finiteOrZero
        if let shelf {
            let along = shelf.centerAlong(forOffset: offset)
            let shift = configuration.contentOffset.sanitized(limitedTo: CarouselConfiguration.maximumLength)
            let point = isVertical ? Point2D(x: center.x, y: along + shift.y) : Point2D(x: along + shift.x, y: center.y)
            return point.sanitized
        }
        if type == .custom, let path = configuration.customPath {
            let position = path.position(forOffset: offset, in: pathContext).sanitized
            return Point2D(x: center.x + position.x, y: center.y + position.y).sanitized
        }
        return center
    }

    /// The custom path's z-order key for an item (``CarouselPath/zOrder(forOffset:in:)``), or `nil`
    /// for other types and when the path gives none. NaN becomes `nil`; magnitudes are clamped to 1e300.
    public func zOrder(forOffset offset: Double) -> Double? {
        guard type == .custom,
              let key = configuration.customPath?.zOrder(forOffset: offset.finiteOrZero, in: pathContext),
              !key.isNaN else { return nil }
        return min(Self.maximumZOrder, max(-Self.maximumZOrder, key))
    }

    /// The largest z-order key magnitude kept: scaled by 1e6 when ranked, it stays finite.
    public static let maximumZOrder = 1e300
}
