/// How the effects read an iCarousel option: a finite value, or the type's default.
enum EffectOption {
    /// `value` when it is set and finite, else `fallback` (iCarousel's `valueForOption:withDefault:`
    /// answered with the default; non-finite answers would give NaN geometry).
    static func value(_ value: Double?, default fallback: Double) -> Double {
        guard let value, value.isFinite else { return fallback }
        return value
    }

    /// iCarousel's spacing option, a fraction of the item width (default 1; Cover Flow passes 0.25).
    static func spacing(_ options: CarouselOptions, default fallback: Double = 1) -> Double {
        value(options, .spacing, default: fallback)
    }

    /// A numeric option as the type resolves it: the plain value or the relative rule's result
    /// (``CarouselOptions/given(_:default:)``) when finite, else `fallback`.
    static func value(_ options: CarouselOptions, _ key: RelativeOptions.Key, default fallback: Double) -> Double {
        value(options.given(key, default: fallback), default: fallback)
    }

    /// iCarousel's arc option in radians (default 2π), at least
    /// ``CircularArrangement/minimumArc`` in magnitude.
    static func arc(_ options: CarouselOptions) -> Double {
        let arc = value(options, .arc, default: 2 * Double.pi)
        if abs(arc) < CircularArrangement.minimumArc {
            return arc < 0 ? -CircularArrangement.minimumArc : CircularArrangement.minimumArc
        }
        return arc
    }

    /// The fixed angle option in radians, if set and finite.
    static func angle(_ options: CarouselOptions) -> Double? {
        options.angle.flatMap { $0.isFinite ? $0 : nil }
    }

    /// iCarousel's slot count for the types that fill the bounds with a line of items (linear and
    /// Cover Flow): `ceil(length / |span|) + 2`, or ``VisibleSlots/iCarouselMaximum`` when that is
    /// not finite; at most ``VisibleSlots/iCarouselMaximum``.
    static func lineSlots(length: Double, span: Double) -> Int {
        // abs(): a negative spacing would otherwise ask for a negative number of slots.
        let slots = (length / abs(span)).rounded(.up) + 2
        let visible = slots.isFinite ? slots : Double(VisibleSlots.iCarouselMaximum)
        return Int(max(0, min(Double(VisibleSlots.iCarouselMaximum), visible)))
    }
}
