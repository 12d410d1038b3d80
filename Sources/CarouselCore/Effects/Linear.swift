/// iCarousel's linear type: items in a flat line, `offset × itemWidth × spacing` points from the
/// centre along the scroll axis.
@_spi(Plumbing) public struct Linear: Hashable, Sendable {
    /// The spacing width of one item in points (iCarousel's `itemWidth`).
    public let itemWidth: Double
    /// Item spacing as a fraction of ``itemWidth`` (option `spacing`, default 1).
    public let spacing: Double
    /// Whether the line runs vertically.
    public let isVertical: Bool
    /// Item slots that cover the bounds: `ceil(length / span) + 2`, at most
    /// ``VisibleSlots/iCarouselMaximum`` (iCarousel's `numberOfVisibleItems`).
    public let visibleItemCount: Int

    /// Resolves the options for items `itemWidth` points apart on a carousel `length` points long.
    public init(options: CarouselOptions, itemWidth: Double, length: Double, isVertical: Bool) {
        self.itemWidth = itemWidth
        spacing = EffectOption.spacing(options)
        self.isVertical = isVertical
        visibleItemCount = EffectOption.lineSlots(length: length, span: itemWidth * spacing)
    }

    /// iCarousel's transform: `base` translated by `offset × itemWidth × spacing` along the axis.
    @inline(__always)
    public func transform(forOffset offset: Double, base: Transform3D) -> Transform3D {
        let d = offset * itemWidth * spacing
        return isVertical ? base.translated(x: 0, y: d, z: 0) : base.translated(x: d, y: 0, z: 0)
    }
}
