import CarouselUIKit

@available(iOS 16.0, *)
extension OptionCatalog {
    /// The options of the styles beyond iCarousel and of FSPagerView's styles, shown while their
    /// type is selected.
    static func styleSections(_ carousel: CarouselViewController) -> [OptionSection] {
        let layout = carousel.layout
        switch layout.type {
        case .conveyorBelt:
            return [
                OptionSection(
                    title: "Conveyor Belt", footer: "ShinobiEssentials' belt: a flat front between two rollers.",
                    rows: [
                        option(
                            "Items on front", \.maxItemsOnFront, layout: layout, range: 1...12, step: 1,
                            format: Format.integer),
                        option("Roller radius", \.rollerRadius, layout: layout, range: 20...400, format: Format.points),
                        option("Rotate factor", \.rotateFactor, layout: layout, range: 0...1),
                    ])
            ]
        case .shelf:
            return [
                OptionSection(
                    title: "Shelf", footer: "Items per screen 0 fits as many whole items as the width allows.",
                    rows: [
                        option(
                            "Leading margin", \.leadingMargin, layout: layout, range: 0...100, format: Format.points),
                        option(
                            "Minimum spacing", \.minimumSpacing, layout: layout, range: 0...60, format: Format.points),
                        option("Minimum peek", \.minimumPeek, layout: layout, range: 0...150, format: Format.points),
                        option("Items per screen", \.itemsPerScreen, layout: layout, range: 0...8),
                        option("Next item threshold", \.nextItemThreshold, layout: layout, range: 0...1),
                        option("Centre when fewer", \.centersWhenFewer, carousel: carousel),
                    ])
            ]
        case let type where type.isPager:
            return [
                OptionSection(
                    title: "Pager", footer: "FSPagerView's transformer parameters; spacing in points.",
                    rows: [
                        option("Minimum scale", \.minimumScale, layout: layout, range: 0...1),
                        option("Minimum alpha", \.minimumAlpha, layout: layout, range: 0...1),
                        option(
                            "Interitem spacing", \.interitemSpacing, layout: layout, range: -200...100,
                            format: Format.points),
                    ])
            ]
        default:
            return []
        }
    }
}
