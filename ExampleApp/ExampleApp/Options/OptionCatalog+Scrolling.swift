import CarouselUIKit

@available(iOS 16.0, *)
extension OptionCatalog {
    /// iCarousel's scrolling behaviour, tap to centre and autoscroll.
    static func scrollingSection(_ carousel: CarouselViewController) -> OptionSection {
        let layout = carousel.layout
        let controller = carousel.scrollController!
        func setting(_ title: String, _ key: WritableKeyPath<ScrollSettings, Bool>) -> OptionRow {
            toggle(
                title, get: { layout.scrollSettings[keyPath: key] }, set: { layout.scrollSettings[keyPath: key] = $0 })
        }
        func setting(_ title: String, _ key: WritableKeyPath<ScrollSettings, Double>, range: ClosedRange<Double>)
            -> OptionRow
        {
            slider(
                title, range: range, get: { layout.scrollSettings[keyPath: key] },
                set: { layout.scrollSettings[keyPath: key] = $0 })
        }
        let releaseStyles: [(title: String, style: ReleaseStyle)] = [
            ("iCarousel", .iCarousel), ("Landing", .iCarouselLanding),
            ("Nearest", .native(.nearestItem)), ("Page", .native(.page)),
        ]
        return OptionSection(
            title: "Scrolling",
            footer:
                "Release: iCarousel's motion; iCarousel's resting place with UIScrollView's curve; UIScrollView's own, snapped to the nearest item or one page. Autoscroll pauses while you drag, under VoiceOver and with Reduce Motion on.",
            rows: [
                toggle(
                    "Scroll enabled", get: { carousel.collectionView.isScrollEnabled },
                    set: { carousel.collectionView.isScrollEnabled = $0 }),
                setting("Paging", \.pagingEnabled),
                setting("Stop at item boundary", \.stopAtItemBoundary),
                setting("Scroll to item boundary", \.scrollToItemBoundary),
                setting("Deceleration rate", \.decelerationRate, range: 0...0.999),
                setting("Bounces", \.bounces),
                setting("Bounce distance", \.bounceDistance, range: 0...3),
                setting("Scroll speed", \.scrollSpeed, range: 0...4),
                OptionRow(
                    title: "Release",
                    control: .segments(
                        titles: releaseStyles.map(\.title),
                        get: { releaseStyles.firstIndex { $0.style == layout.releaseStyle } ?? 0 },
                        set: { layout.releaseStyle = releaseStyles[$0].style })),
                toggle(
                    "Centre tapped item", get: { controller.centersItemWhenSelected },
                    set: { controller.centersItemWhenSelected = $0 }),
                toggle(
                    "Select item on top", get: { controller.selectsTopmostItem },
                    set: { controller.selectsTopmostItem = $0 }),
                toggle(
                    "Centre focused item", get: { controller.centersFocusedItem },
                    set: { controller.centersFocusedItem = $0 }),
                slider(
                    "Scroll duration", range: 0...2, format: Format.seconds,
                    get: { controller.scrollDuration }, set: { controller.scrollDuration = $0 }),
                slider(
                    "Autoscroll", range: -3...3, format: Format.itemsPerSecond,
                    get: { controller.autoscrollSpeed }, set: { controller.autoscrollSpeed = abs($0) < 0.05 ? 0 : $0 }),
            ])
    }
}

@available(iOS 16.0, *)
extension OptionCatalog {
    /// The scroll controller's programmatic scrolling, one button each.
    static func programmaticScrollingSection(_ carousel: CarouselViewController) -> OptionSection {
        let controller = carousel.scrollController!
        let layout = carousel.layout
        return OptionSection(
            title: "Programmatic Scrolling", footer: "The shorter way round when wrapping.",
            rows: [
                OptionRow(title: "Previous item", control: .action { controller.scroll(byNumberOfItems: -1) }),
                OptionRow(title: "Next item", control: .action { controller.scroll(byNumberOfItems: 1) }),
                OptionRow(
                    title: "First item",
                    control: .action {
                        if let first = layout.indexPath(forGlobalIndex: 0) {
                            controller.scrollToItem(at: first, animated: true)
                        }
                    }),
                OptionRow(
                    title: "Last item",
                    control: .action {
                        if let last = layout.indexPath(forGlobalIndex: layout.numberOfItems - 1) {
                            controller.scrollToItem(at: last, animated: true)
                        }
                    }),
                OptionRow(
                    title: "Half an item forward, slowly",
                    control: .action { controller.scroll(byOffset: 0.5, duration: 2) }),
                OptionRow(title: "Stop scrolling", control: .action { controller.stopScrolling() }),
            ])
    }
}
