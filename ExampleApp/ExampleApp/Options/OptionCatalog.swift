import CarouselUIKit
import UIKit

/// Every setting of a carousel as rows of the options panel, each bound live to the layout or
/// the scroll controller of one ``CarouselViewController``.
///
/// The rows only read and write the package's public properties; what a value does is the
/// package's business. Sections for the type-specific styles appear with their type.
@available(iOS 16.0, *)
@MainActor
enum OptionCatalog {
    /// The panel's sections for `carousel`. `reload` rebuilds the panel (after a type change,
    /// which changes the sections, or a reset, which changes every value).
    static func sections(for carousel: CarouselViewController, reload: @escaping @MainActor () -> Void)
        -> [OptionSection]
    {
        [typeSection(carousel, reload: reload), iCarouselSection(carousel)]
            + styleSections(carousel)
            + [
                geometrySection(carousel), scrollingSection(carousel), programmaticScrollingSection(carousel),
                resetSection(carousel, reload: reload),
            ]
    }

    /// The type menu (animated), the app's path for the custom type, the orientation and the
    /// reading direction.
    static func typeSection(_ carousel: CarouselViewController, reload: @escaping @MainActor () -> Void)
        -> OptionSection
    {
        let layout = carousel.layout
        let types = CarouselType.allCases
        let paths = AppPath.allCases
        var rows = [
            OptionRow(
                title: "Type",
                control: .menu(
                    titles: types.map(GalleryEntry.title(for:)),
                    get: { types.firstIndex(of: layout.type) ?? 0 },
                    set: { index in
                        let type = types[index]
                        carousel.animateLayoutChange {
                            if type == .custom, carousel.appPath == nil { carousel.appPath = .helix }
                            layout.type = type
                        }
                        carousel.updateItemSize()
                        reload()
                    }))
        ]
        if layout.type == .custom {
            rows.append(
                OptionRow(
                    title: "Path",
                    control: .segments(
                        titles: paths.map(\.title),
                        get: { carousel.appPath.flatMap(paths.firstIndex(of:)) ?? 0 },
                        set: { index in carousel.animateLayoutChange { carousel.appPath = paths[index] } })))
        }
        let orientations: [CarouselOrientation?] = [nil, .horizontal, .vertical]
        rows += [
            toggle(
                "Vertical", get: { layout.isVertical },
                set: { value in carousel.animateLayoutChange { layout.isVertical = value } }),
            OptionRow(
                title: "Orientation",
                control: .segments(
                    titles: ["Default", "Horizontal", "Vertical"],
                    get: { orientations.firstIndex(of: layout.orientation) ?? 0 },
                    set: { index in carousel.animateLayoutChange { layout.orientation = orientations[index] } })),
            toggle("Right to left", get: { carousel.isRightToLeft }, set: { carousel.isRightToLeft = $0 }),
            toggle(
                "Flip for right-to-left", get: { layout.flipsForRightToLeftLanguages },
                set: { value in carousel.animateLayoutChange { layout.flipsForRightToLeftLanguages = value } }),
        ]
        return OptionSection(
            title: "Type",
            footer:
                "Changing the type or a switch animates the cards to their new places. Orientation, when set, overrides Vertical; by default the conveyor belt is vertical and every other type follows Vertical. Right to left previews the layout as under Arabic or Hebrew; a horizontal carousel then runs right to left unless flipping is off.",
            rows: rows)
    }

    /// Puts every option, scroll setting and offset back to its default.
    static func resetSection(_ carousel: CarouselViewController, reload: @escaping @MainActor () -> Void)
        -> OptionSection
    {
        let layout = carousel.layout
        return OptionSection(
            title: "Reset",
            rows: [
                OptionRow(
                    title: "Reset all settings",
                    control: .action {
                        carousel.animateLayoutChange {
                            let fresh = CarouselCollectionViewLayout(type: layout.type)
                            layout.options = fresh.options
                            layout.scrollSettings = fresh.scrollSettings
                            layout.perspective = fresh.perspective
                            layout.centerOffset = fresh.centerOffset
                            layout.viewpointOffset = fresh.viewpointOffset
                            layout.isVertical = fresh.isVertical
                            layout.orientation = fresh.orientation
                            layout.focusPoint = fresh.focusPoint
                            layout.displayLimit = fresh.displayLimit
                            layout.itemWidth = fresh.itemWidth
                            layout.releaseStyle = fresh.releaseStyle
                            layout.flipsForRightToLeftLanguages = fresh.flipsForRightToLeftLanguages
                        }
                        carousel.scrollController.autoscrollSpeed = 0
                        carousel.hasCustomItemSize = false
                        reload()
                    })
            ])
    }

    // MARK: Row helpers

    /// A switch row.
    static func toggle(_ title: String, get: @escaping @MainActor () -> Bool, set: @escaping @MainActor (Bool) -> Void)
        -> OptionRow
    {
        OptionRow(title: title, control: .toggle(get: get, set: set))
    }

    /// A slider row for a value that always has one (no reset).
    static func slider(
        _ title: String, range: ClosedRange<Double>, step: Double? = nil,
        format: @escaping @MainActor (Double) -> String = Format.decimal,
        get: @escaping @MainActor () -> Double, set: @escaping @MainActor (Double) -> Void
    ) -> OptionRow {
        OptionRow(
            title: title,
            control: .number(
                NumberBinding(
                    range: range, step: step, get: { get() }, set: { if let value = $0 { set(value) } },
                    isResettable: false, defaultValue: { nil }, format: format)))
    }

    /// A slider row for an optional value of `CarouselOptions`; `nil` takes the type's default,
    /// which `resolved` reads back from the layout's resolved options for display.
    static func option(
        _ title: String, _ key: WritableKeyPath<CarouselOptions, Double?>, layout: CarouselCollectionViewLayout,
        range: ClosedRange<Double>, step: Double? = nil,
        format: @escaping @MainActor (Double) -> String = Format.decimal,
        resolved: @escaping @MainActor (CarouselOptions) -> Double? = { _ in nil }
    ) -> OptionRow {
        OptionRow(
            title: title,
            control: .number(
                NumberBinding(
                    range: range, step: step,
                    get: { layout.options[keyPath: key] },
                    set: { layout.options[keyPath: key] = $0 },
                    isResettable: true,
                    defaultValue: { resolved(layout.resolvedOptions) },
                    format: format)))
    }

    /// A three-way row (Default / On / Off) for an optional Boolean of `CarouselOptions`.
    static func option(
        _ title: String, _ key: WritableKeyPath<CarouselOptions, Bool?>, carousel: CarouselViewController
    ) -> OptionRow {
        let layout = carousel.layout
        return OptionRow(
            title: title,
            control: .segments(
                titles: ["Default", "On", "Off"],
                get: { layout.options[keyPath: key].map { $0 ? 1 : 2 } ?? 0 },
                set: { index in
                    carousel.animateLayoutChange { layout.options[keyPath: key] = index == 0 ? nil : index == 1 }
                }))
    }
}
