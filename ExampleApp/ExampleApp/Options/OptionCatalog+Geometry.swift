import CarouselUIKit
import UIKit

@available(iOS 16.0, *)
extension OptionCatalog {
    /// Perspective, item size, and iCarousel's content and viewpoint offsets.
    static func geometrySection(_ carousel: CarouselViewController) -> OptionSection {
        let layout = carousel.layout
        return OptionSection(
            title: "Geometry",
            footer:
                "Item spacing width is iCarousel's itemWidth (by default the item's width). The focus point is where the current item sits, as a fraction of the view (default: the middle). Display limit caps the items shown at once. Content offset moves the carousel; viewpoint offset moves the eye.",
            rows: [
                slider(
                    "Perspective", range: -0.01...0, format: Format.perspective,
                    get: { Double(layout.perspective) }, set: { layout.perspective = CGFloat($0) }),
                slider(
                    "Item width", range: 40...600, format: Format.points,
                    get: { Double(layout.itemSize.width) },
                    set: {
                        carousel.hasCustomItemSize = true
                        layout.itemSize.width = CGFloat($0)
                    }),
                slider(
                    "Item height", range: 40...600, format: Format.points,
                    get: { Double(layout.itemSize.height) },
                    set: {
                        carousel.hasCustomItemSize = true
                        layout.itemSize.height = CGFloat($0)
                    }),
                OptionRow(title: "Automatic item size", control: .action { carousel.hasCustomItemSize = false }),
                OptionRow(
                    title: "Item spacing width",
                    control: .number(
                        NumberBinding(
                            range: 20...600, step: nil,
                            get: { layout.itemWidth.map { Double($0) } },
                            set: { layout.itemWidth = $0.map { CGFloat($0) } },
                            isResettable: true,
                            defaultValue: { Double(layout.resolvedItemWidth) },
                            format: Format.points))),
                focusRow("Focus point x", layout: layout, coordinate: \.x),
                focusRow("Focus point y", layout: layout, coordinate: \.y),
                OptionRow(
                    title: "Display limit",
                    control: .number(
                        NumberBinding(
                            range: 0...30, step: 1,
                            get: { layout.displayLimit.map(Double.init) },
                            set: { layout.displayLimit = $0.map { Int($0) } },
                            isResettable: true,
                            defaultValue: { nil },
                            format: Format.integer))),
                slider(
                    "Content offset x", range: -300...300, format: Format.points,
                    get: { Double(layout.centerOffset.width) }, set: { layout.centerOffset.width = CGFloat($0) }),
                slider(
                    "Content offset y", range: -300...300, format: Format.points,
                    get: { Double(layout.centerOffset.height) }, set: { layout.centerOffset.height = CGFloat($0) }),
                slider(
                    "Viewpoint offset x", range: -300...300, format: Format.points,
                    get: { Double(layout.viewpointOffset.width) }, set: { layout.viewpointOffset.width = CGFloat($0) }),
                slider(
                    "Viewpoint offset y", range: -300...300, format: Format.points,
                    get: { Double(layout.viewpointOffset.height) }, set: { layout.viewpointOffset.height = CGFloat($0) }
                ),
            ])
    }

    /// A slider for one coordinate of the focus point (a fraction of the view); reset returns the
    /// whole point to the default, the middle.
    static func focusRow(
        _ title: String, layout: CarouselCollectionViewLayout, coordinate: WritableKeyPath<CGPoint, CGFloat>
    ) -> OptionRow {
        OptionRow(
            title: title,
            control: .number(
                NumberBinding(
                    range: 0...1, step: nil,
                    get: { layout.focusPoint.map { Double($0[keyPath: coordinate]) } },
                    set: { value in
                        guard let value else {
                            layout.focusPoint = nil
                            return
                        }
                        var point = layout.focusPoint ?? CGPoint(x: 0.5, y: 0.5)
                        point[keyPath: coordinate] = CGFloat(value)
                        layout.focusPoint = point
                    },
                    isResettable: true,
                    defaultValue: { 0.5 },
                    format: Format.decimal)))
    }
}
