import Foundation

/// iCarousel's rotary type and its inverted form: items on a circle seen from outside (inside
/// when inverted), every item facing the viewer.
///
/// Default radius: `max(span / 2, span / 2 / tan(arc / 2 / count))`. An item at `offset` turns
/// by `angle = offset / count × arc` (or the `angle` option) and sits `r sin(angle)` along the axis,
/// `r cos(angle) − r` deep; inverted negates `r` and the angle. Slots: the whole circle, or its
/// front half when inverted.
@_spi(Plumbing) public struct Rotary: Hashable, Sendable {
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
        radius = CircularArrangement.radius(options, default: objcMax(circle.span / 2, circle.chordRadius))
    }

    /// Item slots laid out (iCarousel's `numberOfVisibleItems`).
    public var visibleItemCount: Int { circle.frontSlots }

    /// iCarousel's transform for an item `offset` items from the centre.
    @inline(__always)
    public func transform(forOffset offset: Double, base: Transform3D) -> Transform3D {
        var r = radius
        var angle = circle.angle ?? offset / circle.itemCount * circle.arc
        if circle.isInverted {
            r = -r
            angle = -angle
        }
        let along = r * sin(angle)
        let depth = r * cos(angle) - r
        return circle.isVertical
            ? base.translated(x: 0, y: along, z: depth) : base.translated(x: along, y: 0, z: depth)
    }
}
