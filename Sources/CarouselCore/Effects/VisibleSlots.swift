/// The limits on how many item slots an effect lays out at once.
@_spi(Plumbing) public enum VisibleSlots {
    /// iCarousel's `MAX_VISIBLE_ITEMS` on iOS: the most item slots laid out by default.
    public static let iCarouselMaximum = 30
    /// The most item slots any effect or the `visibleItems` option may ask for. iCarousel has no
    /// limit; a runaway value would make every frame allocate and place that many items.
    public static let limit = 10_000
}
