@_spi(Plumbing) import CarouselCore

/// iCarousel's options by name, for scene files and `--option NAME=VALUE`.
///
/// The core sets options through their properties; only the previewer reads them as text.
extension CarouselOptions {
    /// Every option name accepted by ``set(_:to:)``: ``iCarouselNames``, then the conveyor belt's,
    /// the shelf's and the pager styles'.
    public static let names: [String] =
        iCarouselNames + [
            "maxItemsOnFront", "rollerRadius", "rotateFactor",
            "leadingMargin", "minimumSpacing", "minimumPeek", "itemsPerScreen", "nextItemThreshold",
            "centersWhenFewer", "minimumScale", "minimumAlpha", "interitemSpacing",
        ]

    /// iCarousel 1.8.3's option names as it spells them after its `iCarouselOption` prefix,
    /// lower-camel-cased.
    public static let iCarouselNames: [String] = [
        "wrap", "showBackfaces", "offsetMultiplier", "visibleItems", "count", "arc", "radius",
        "angle", "tilt", "spacing", "fadeMin", "fadeMax", "fadeRange", "fadeMinAlpha",
    ]

    /// The message for an option name that is not one of ``names``: the nearest name when one is
    /// near (`Arc`, `iCarouselOptionArc`: "did you mean arc?"), else every name.
    static func unknownOptionMessage(_ name: String) -> String {
        let suggestion = PreviewError.didYouMean(name, among: names)
        let known = suggestion.isEmpty ? " (known options: \(names.joined(separator: ", ")))" : suggestion
        return "unknown option '\(PreviewError.shortened(name))'" + known
    }

    /// Sets an option relative to its type's default by its name (one of
    /// ``RelativeOptions/Key``'s raw values: the numeric options), replacing a plain value.
    ///
    /// - Returns: `false` when the name is not a numeric option; nothing is changed then.
    @discardableResult
    public mutating func setRelative(_ name: String, to rule: RelativeOption) -> Bool {
        guard let key = RelativeOptions.Key(rawValue: name) else { return false }
        self[plain: key] = nil
        relative[key] = rule
        return true
    }

    /// Sets an option by its name (one of ``names``), replacing a relative rule of the same
    /// option. Booleans accept 0 / non-zero.
    ///
    /// - Returns: `false` when the name is unknown; nothing is changed then.
    @discardableResult
    public mutating func set(_ name: String, to value: Double) -> Bool {
        if let key = RelativeOptions.Key(rawValue: name) {
            relative[key] = nil
            self[plain: key] = value
            return true
        }
        switch name {
        case "wrap": wrap = value != 0
        case "showBackfaces": showBackfaces = value != 0
        case "centersWhenFewer": centersWhenFewer = value != 0
        default: return false
        }
        return true
    }
}
