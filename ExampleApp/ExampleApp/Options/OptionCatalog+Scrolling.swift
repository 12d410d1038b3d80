import CarouselUIKit

@available(iOS 15.0, *)
extension OptionCatalog {
    /// iCarousel's scrolling behaviour, tap to centre and autoscroll.
    static func scrollingSection(_ carousel: CarouselViewController) -> OptionSection {
        let layout = carousel.layout
        let controller = carousel.scrollController!
        func setting(_ title: String, _ key: WritableKeyPath<ScrollSettings, Bool>) -> OptionRow {
            toggle(title, get: { layout.scrollSettings[keyPath: key] }, set: { layout.scrollSettings[keyPath: key] = $0 })
        }
        func setting(_ title: String, _ key: WritableKeyPath<ScrollSettings, Double>, range: ClosedRange<Double>) -> OptionRow {
            slider(title, range: range, get: { layout.scrollSettings[keyPath: key] }, set: { layout.scrollSettings[keyPath: key] = $0 })
        }
        return OptionSection(
            title: "Scrolling",
            footer: "Autoscroll pauses while you drag, under VoiceOver and with Reduce Motion on.",
            rows: [
                setting("Paging", \.pagingEnabled),
                setting("Stop at item boundary", \.stopAtItemBoundary),
                setting("Scroll to item boundary", \.scrollToItemBoundary),
                setting("Deceleration rate", \.decelerationRate, range: 0...0.999),
                setting("Bounces", \.bounces),
                setting("Bounce distance", \.bounceDistance, range: 0...3),
                setting("Scroll speed", \.scrollSpeed, range: 0...4),
                toggle("Centre tapped item", get: { controller.centersItemWhenSelected }, set: { controller.centersItemWhenSelected = $0 }),
                slider("Autoscroll", range: -3...3, format: Format.itemsPerSecond,
                       get: { controller.autoscrollSpeed }, set: { controller.autoscrollSpeed = abs($0) < 0.05 ? 0 : $0 }),
            ])
    }
}
