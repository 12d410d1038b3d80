/// The axis a carousel scrolls along (ShinobiEssentials' `SEssentialsCarouselOrientation`).
public enum CarouselOrientation: String, CaseIterable, Hashable, Sendable, Codable {
    /// Items move left and right; offsets grow to the right.
    case horizontal
    /// Items move up and down; offsets grow downwards.
    case vertical
}
