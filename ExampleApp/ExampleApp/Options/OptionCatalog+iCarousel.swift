import CarouselUIKit

@available(iOS 16.0, *)
extension OptionCatalog {
    /// iCarousel's fourteen options. "Reset" returns an option to the type's default, shown in
    /// grey as the layout resolved it.
    static func iCarouselSection(_ carousel: CarouselViewController) -> OptionSection {
        let layout = carousel.layout
        return OptionSection(
            title: "iCarousel Options",
            footer: "Options left at their default take iCarousel's value for the type.",
            rows: [
                option("Wrap", \.wrap, carousel: carousel),
                option("Show back faces", \.showBackfaces, carousel: carousel),
                option(
                    "Offset multiplier", \.offsetMultiplier, layout: layout, range: 0...4,
                    resolved: { $0.offsetMultiplier }),
                option(
                    "Visible items", \.visibleItems, layout: layout, range: 0...30, step: 1, format: Format.integer,
                    resolved: { $0.visibleItems }),
                option(
                    "Count", \.count, layout: layout, range: 1...30, step: 1, format: Format.integer,
                    resolved: { $0.count }),
                option(
                    "Arc", \.arc, layout: layout, range: 0...(2 * .pi), format: Format.degrees, resolved: { $0.arc }),
                option(
                    "Radius", \.radius, layout: layout, range: 0...1000, format: Format.points, resolved: { $0.radius }),
                option(
                    "Angle", \.angle, layout: layout, range: -Double.pi...Double.pi, format: Format.degrees,
                    resolved: { $0.angle }),
                option("Tilt", \.tilt, layout: layout, range: -1...2, resolved: { $0.tilt }),
                option("Spacing", \.spacing, layout: layout, range: 0...3, resolved: { $0.spacing }),
                option(
                    "Fade min", \.fadeMin, layout: layout, range: -5...0, format: Format.unbounded,
                    resolved: { $0.fadeMin }),
                option(
                    "Fade max", \.fadeMax, layout: layout, range: 0...5, format: Format.unbounded,
                    resolved: { $0.fadeMax }),
                option("Fade range", \.fadeRange, layout: layout, range: 0...5, resolved: { $0.fadeRange }),
                option("Fade min alpha", \.fadeMinAlpha, layout: layout, range: 0...1, resolved: { $0.fadeMinAlpha }),
            ])
    }
}
