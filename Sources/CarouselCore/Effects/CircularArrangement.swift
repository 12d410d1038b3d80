import Foundation

/// What the circular effects (``Rotary``, ``Cylinder``, ``Wheel`` and their inverted forms)
/// share: items spaced along an arc of a circle, resolved as iCarousel 1.8.3 resolves them.
@_spi(Plumbing) public struct CircularArrangement: Hashable, Sendable {
    /// The smallest arc magnitude in radians. An arc of 0 divides by zero in iCarousel; as the arc
    /// shrinks the circle flattens into a line, which this limit reproduces with finite numbers.
    public static let minimumArc = 1e-6

    /// The spacing width of one item in points (iCarousel's `itemWidth`).
    public let itemWidth: Double
    /// Item spacing as a fraction of ``itemWidth`` (option `spacing`, default 1).
    public let spacing: Double
    /// The arc the items on a full circle spread over, radians, at least ``minimumArc`` in magnitude
    /// (option `arc`, default 2π).
    public let arc: Double
    /// Items on a full circle (iCarousel's `circularCarouselItemCount`), at least 1 so that no
    /// formula divides by zero: `min(slots, trunc(min(30, max(12, ceil(length / span) × π))))`,
    /// or the `count` option truncated toward zero.
    public let itemCount: Double
    /// The fixed angle from the `angle` option, radians, if set.
    public let angle: Double?
    /// Whether the carousel scrolls vertically.
    public let isVertical: Bool
    /// Whether this is the inverted form: radius and angle negated.
    public let isInverted: Bool

    /// Resolves the options for items `itemWidth` points apart on a carousel `length` points long
    /// (along the scroll axis) with `numberOfSlots` items and placeholders.
    /// - Parameter hasDefaultAngle: whether the type has one default angle, `arc / count` (the
    ///   wheels), which a relative `angle` option (``RelativeOptions/angle``) starts from; rotary
    ///   and cylinder default to a per-item angle and ignore a relative one.
    public init(
        options: CarouselOptions, itemWidth: Double, length: Double, numberOfSlots: Int,
        isVertical: Bool, isInverted: Bool, hasDefaultAngle: Bool = false
    ) {
        self.itemWidth = itemWidth
        spacing = EffectOption.spacing(options)
        let arc = EffectOption.arc(options)
        self.arc = arc
        self.isVertical = isVertical
        self.isInverted = isInverted
        // circularCarouselItemCount
        let slots = (length / (spacing * itemWidth)).rounded(.up) * Double.pi
        var count = objcMin(Double(VisibleSlots.iCarouselMaximum), objcMax(12, slots)).rounded(.towardZero)
        count = min(Double(numberOfSlots), count)
        if let c = options.given(.count, default: count), c.isFinite { count = c.rounded(.towardZero) }
        itemCount = max(1, count)
        var angle = EffectOption.angle(options)
        if angle == nil, hasDefaultAngle, let rule = options.relative.angle {
            angle = Optional(rule.value(forDefault: arc / itemCount)).flatMap { $0.isFinite ? $0 : nil }
        }
        self.angle = angle
    }

    /// The distance between neighbours along the circle, points: `itemWidth × spacing`.
    public var span: Double { itemWidth * spacing }

    /// `span / 2 / tan(arc / 2 / itemCount)`: the radius at which neighbours sit `span` apart
    /// (the chord), which rotary and cylinder default to.
    var chordRadius: Double { span / 2 / tan(arc / 2 / itemCount) }

    /// The radius option, or `fallback` (made finite) when unset or not finite.
    static func radius(_ options: CarouselOptions, default fallback: Double) -> Double {
        EffectOption.value(options, .radius, default: fallback.finite(or: 0))
    }

    /// The slots iCarousel lays out: the whole circle, or its front half when inverted
    /// (`ceil(count / 2)`); at most ``VisibleSlots/iCarouselMaximum``.
    var frontSlots: Int {
        let visible = isInverted ? (itemCount / 2).rounded(.up) : itemCount
        return Int(max(0, min(Double(VisibleSlots.iCarouselMaximum), visible)))
    }
}
