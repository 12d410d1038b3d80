/// iCarousel's custom type: the app's ``CarouselPath`` places every item.
///
/// Without a path, items sit at the focus with the base transform, as iCarousel's default delegate
/// method returns it. Every hook's answer is sanitized here: non-finite positions count as 0,
/// alphas are clamped to [0, 1] (NaN is 1) and z-order keys to ±``maximumZOrder`` (NaN is none).
@_spi(Plumbing) public struct CustomPathEffect: Sendable {
    /// The largest z-order key magnitude kept: scaled by 1e6 when ranked, it stays finite.
    public static let maximumZOrder = 1e300
    /// What the path sees of the carousel.
    public let context: CarouselPathContext

    /// Wraps a path with the context it is asked in.
    public init(context: CarouselPathContext) {
        self.context = context
    }

    /// Item slots laid out: iCarousel's maximum.
    public var visibleItemCount: Int { VisibleSlots.iCarouselMaximum }

    /// The path's transform (``CarouselPath/transform(forOffset:baseTransform:in:)``), or `base`.
    public func transform(forOffset offset: Double, base: Transform3D, path: (any CarouselPath)?)
        -> Transform3D
    {
        path?.transform(forOffset: offset, baseTransform: base, in: context) ?? base
    }

    /// The item's centre: the focus plus the path's ``CarouselPath/position(forOffset:in:)``.
    public func center(forOffset offset: Double, path: (any CarouselPath)?) -> Point2D {
        guard let path else { return context.focus }
        let position = path.position(forOffset: offset, in: context).sanitized
        return Point2D(x: context.focus.x + position.x, y: context.focus.y + position.y).sanitized
    }

    /// The path's alpha in [0, 1] (NaN is 1), or `nil` to use the carousel's fade.
    public func alpha(forOffset offset: Double, path: (any CarouselPath)?) -> Double? {
        guard let alpha = path?.alpha(forOffset: offset, in: context) else { return nil }
        return alpha.isNaN ? 1 : max(0, min(1, alpha))
    }

    /// The path's z-order key within ±``maximumZOrder``, or `nil` when it gives none (or NaN).
    public func zOrder(forOffset offset: Double, path: (any CarouselPath)?) -> Double? {
        guard let key = path?.zOrder(forOffset: offset, in: context), !key.isNaN else { return nil }
        return min(Self.maximumZOrder, max(-Self.maximumZOrder, key))
    }
}
