/// iCarousel's wheel type and its inverted form: items on a Ferris wheel in the screen plane.
///
/// Default radius: `span × count / arc`; neighbours are `arc / count` apart (or the `angle`
/// option). The wheel's hub sits `r` below the centre (left of it when vertical); inverted negates
/// `r` and the angle. Slots: the whole wheel when it fits within half the bounds' shorter side
/// (`r − itemWidth / 2 < min(width, height) / 2`), else its upper half plus one.
@_spi(Plumbing) public struct Wheel: Hashable, Sendable {
    /// The circle: spacing, arc, item count, angle option, axis and direction.
    public let circle: CircularArrangement
    /// The wheel radius in points (option `radius`, or the default above).
    public let radius: Double
    /// Item slots laid out (iCarousel's `numberOfVisibleItems`).
    public let visibleItemCount: Int

    /// Resolves the options (see ``CircularArrangement/init(options:itemWidth:length:numberOfSlots:isVertical:isInverted:)``)
    /// for a carousel whose bounds are `viewport`.
    public init(
        options: CarouselOptions, itemWidth: Double, viewport: Size2D, numberOfSlots: Int,
        isVertical: Bool, isInverted: Bool
    ) {
        let length = isVertical ? viewport.height : viewport.width
        let circle = CircularArrangement(
            options: options, itemWidth: itemWidth, length: length,
            numberOfSlots: numberOfSlots, isVertical: isVertical, isInverted: isInverted,
            hasDefaultAngle: true)
        self.circle = circle
        let radius = CircularArrangement.radius(options, default: circle.span * circle.itemCount / circle.arc)
        self.radius = radius
        let visible: Double
        if radius - itemWidth / 2 < min(viewport.width, viewport.height) / 2 {
            visible = circle.itemCount
        } else {
            visible = (circle.itemCount / 2).rounded(.up) + 1
        }
        visibleItemCount = Int(max(0, min(Double(VisibleSlots.iCarouselMaximum), visible)))
    }

    /// iCarousel's transform for an item `offset` items from the centre.
    @inline(__always)
    public func transform(forOffset offset: Double, base: Transform3D) -> Transform3D {
        var r = radius
        var angle = circle.angle ?? circle.arc / circle.itemCount
        if circle.isInverted {
            r = -r
            angle = -angle
        }
        if circle.isVertical {
            return base.translated(x: -r, y: 0, z: 0)
                .rotated(angle: angle * offset, x: 0, y: 0, z: 1)
                .translated(x: r, y: 0, z: offset * 0.01)
        }
        return base.translated(x: 0, y: r, z: 0)
            .rotated(angle: angle * offset, x: 0, y: 0, z: 1)
            .translated(x: 0, y: -r, z: offset * 0.01)
    }
}
