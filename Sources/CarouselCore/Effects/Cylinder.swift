/// iCarousel's cylinder type and its inverted form: items on a circle, each turned to face
/// outward (inward when inverted).
///
/// Default radius: `max(0.01, span / 2 / tan(arc / 2 / count))`. An item at `offset` is pushed
/// back by `r`, turned by `angle = offset / count × arc` (or the `angle` option) about the axis
/// across the scroll direction, and brought forward by `r + 0.01`; inverted negates `r` and the
/// angle. Slots: the whole circle, or its front half when inverted; the inverted cylinder hides
/// back faces by default.
@_spi(Plumbing) public struct Cylinder: Hashable, Sendable {
    /// The circle: spacing, arc, item count, angle option, axis and direction.
    public let circle: CircularArrangement
    /// The circle radius in points (option `radius`, or the default above).
    public let radius: Double

    /// Resolves the options (see ``CircularArrangement/init(options:itemWidth:length:numberOfSlots:isVertical:isInverted:)``).
    public init(
        options: CarouselOptions, itemWidth: Double, length: Double, numberOfSlots: Int,
        isVertical: Bool, isInverted: Bool
    ) {
        let circle = CircularArrangement(
            options: options, itemWidth: itemWidth, length: length,
            numberOfSlots: numberOfSlots, isVertical: isVertical, isInverted: isInverted)
        self.circle = circle
        radius = CircularArrangement.radius(options, default: objcMax(0.01, circle.chordRadius))
    }

    /// Item slots laid out (iCarousel's `numberOfVisibleItems`).
    public var visibleItemCount: Int { circle.frontSlots }

    /// Whether back faces are drawn unless the `showBackfaces` option says otherwise: not for the
    /// inverted cylinder, whose far side would otherwise cover the near one.
    public var showsBackfacesByDefault: Bool { !circle.isInverted }

    /// iCarousel's transform for an item `offset` items from the centre.
    @inline(__always)
    public func transform(forOffset offset: Double, base: Transform3D) -> Transform3D {
        var r = radius
        var angle = circle.angle ?? offset / circle.itemCount * circle.arc
        if circle.isInverted {
            r = -r
            angle = -angle
        }
        let pushed = base.translated(x: 0, y: 0, z: -r)
        let turned =
            circle.isVertical
            ? pushed.rotated(angle: angle, x: -1, y: 0, z: 0) : pushed.rotated(angle: angle, x: 0, y: 1, z: 0)
        return turned.translated(x: 0, y: 0, z: r + 0.01)
    }
}
