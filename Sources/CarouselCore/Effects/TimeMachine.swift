/// iCarousel's Time Machine type (items receding into the distance) and its inverted form (items
/// coming toward the viewer).
///
/// An item at `offset` sits `offset × itemWidth × tilt` along the axis and `offset × itemWidth ×
/// spacing` deep; inverted negates the tilt and the offset. Items past the front fade by default
/// (`fadeMax` 0; inverted: `fadeMin` 0).
@_spi(Plumbing) public struct TimeMachine: Hashable, Sendable {
    /// iCarousel's default tilt (the slope) for Time Machine.
    public static let defaultTilt = 0.3

    /// The spacing width of one item in points (iCarousel's `itemWidth`).
    public let itemWidth: Double
    /// Depth between neighbours as a fraction of ``itemWidth`` (option `spacing`, default 1).
    public let spacing: Double
    /// Rise along the axis per item of depth (option `tilt`, default 0.3).
    public let tilt: Double
    /// Whether the carousel scrolls vertically.
    public let isVertical: Bool
    /// Whether items come toward the viewer.
    public let isInverted: Bool

    /// Resolves the options for items `itemWidth` points apart.
    public init(options: CarouselOptions, itemWidth: Double, isVertical: Bool, isInverted: Bool) {
        self.itemWidth = itemWidth
        spacing = EffectOption.spacing(options)
        tilt = EffectOption.value(options, .tilt, default: Self.defaultTilt)
        self.isVertical = isVertical
        self.isInverted = isInverted
    }

    /// Item slots laid out: iCarousel's maximum.
    public var visibleItemCount: Int { VisibleSlots.iCarouselMaximum }

    /// The fade limits unless the `fadeMin` and `fadeMax` options say otherwise: items behind the
    /// front item (in front of it when inverted) fade.
    public var defaultFadeLimits: (min: Double, max: Double) {
        isInverted ? (0, .infinity) : (-.infinity, 0)
    }

    /// iCarousel's transform for an item `offset` items from the centre.
    @inline(__always)
    public func transform(forOffset offset: Double, base: Transform3D) -> Transform3D {
        var slope = tilt
        var offset = offset
        if isInverted {
            slope = -slope
            offset = -offset
        }
        let along = offset * itemWidth * slope
        let depth = offset * itemWidth * spacing
        return isVertical ? base.translated(x: 0, y: along, z: depth) : base.translated(x: along, y: 0, z: depth)
    }
}
