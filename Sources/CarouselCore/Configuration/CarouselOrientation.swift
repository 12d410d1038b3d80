/// The axis a carousel scrolls along (ShinobiEssentials' `SEssentialsCarouselOrientation`).
public enum CarouselOrientation: String, CaseIterable, Hashable, Sendable, Codable {
    /// Items move left and right; offsets grow to the right.
    case horizontal
    /// Items move up and down; offsets grow downwards.
    case vertical
}

extension CarouselConfiguration {
    /// The orientation the carousel actually uses.
    ///
    /// ``orientation`` when set; otherwise vertical when ``isVertical`` is `true`; otherwise the
    /// type's ``CarouselType/defaultOrientation`` (vertical for ``CarouselType/conveyorBelt``,
    /// horizontal for the rest). So `isVertical: true` always gives a vertical carousel, and a
    /// horizontal conveyor belt needs `orientation: .horizontal`.
    public var resolvedOrientation: CarouselOrientation {
        if let orientation { return orientation }
        return isVertical ? .vertical : type.defaultOrientation
    }
}
