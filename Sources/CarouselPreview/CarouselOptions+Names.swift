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

    /// Sets an option by its name (one of ``names``). Booleans accept 0 / non-zero.
    ///
    /// - Returns: `false` when the name is unknown; nothing is changed then.
    @discardableResult
    public mutating func set(_ name: String, to value: Double) -> Bool {
        switch name {
        case "wrap": wrap = value != 0
        case "showBackfaces": showBackfaces = value != 0
        case "offsetMultiplier": offsetMultiplier = value
        case "visibleItems": visibleItems = value
        case "count": count = value
        case "arc": arc = value
        case "radius": radius = value
        case "angle": angle = value
        case "tilt": tilt = value
        case "spacing": spacing = value
        case "fadeMin": fadeMin = value
        case "fadeMax": fadeMax = value
        case "fadeRange": fadeRange = value
        case "fadeMinAlpha": fadeMinAlpha = value
        case "maxItemsOnFront": maxItemsOnFront = value
        case "rollerRadius": rollerRadius = value
        case "rotateFactor": rotateFactor = value
        case "leadingMargin": leadingMargin = value
        case "minimumSpacing": minimumSpacing = value
        case "minimumPeek": minimumPeek = value
        case "itemsPerScreen": itemsPerScreen = value
        case "nextItemThreshold": nextItemThreshold = value
        case "centersWhenFewer": centersWhenFewer = value != 0
        case "minimumScale": minimumScale = value
        case "minimumAlpha": minimumAlpha = value
        case "interitemSpacing": interitemSpacing = value
        default: return false
        }
        return true
    }
}
