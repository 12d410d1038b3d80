@_spi(Plumbing) import CarouselCore

/// Shared fixtures for the layout tests: the style guide's 320×480 viewport, 200-point items,
/// 5 and 12 items.
enum LayoutFixtures {
    static let viewportSize = Size2D(width: 320, height: 480)
    static let itemSize = Size2D(width: 200, height: 200)

    /// A configuration of the given type with the fixture sizes.
    static func configuration(_ type: CarouselType = .linear, items: Int = 12, options: CarouselOptions = CarouselOptions(),
                              vertical: Bool = false, itemSize: Size2D = itemSize,
                              scroll: ScrollSettings = ScrollSettings()) -> CarouselConfiguration {
        CarouselConfiguration(type: type, options: options, numberOfItems: items, itemSize: itemSize,
                              bounds: viewportSize, isVertical: vertical, scroll: scroll)
    }

    /// A model of the given type with the fixture sizes.
    static func model(_ type: CarouselType = .linear, items: Int = 12, options: CarouselOptions = CarouselOptions(),
                      vertical: Bool = false, itemSize: Size2D = itemSize, bounds: Size2D = viewportSize) -> CarouselModel {
        var config = configuration(type, items: items, options: options, vertical: vertical, itemSize: itemSize)
        config.bounds = bounds
        return CarouselModel(config)
    }

    /// A viewport at a content offset, fixture size unless given.
    static func viewport(x: Double = 0, y: Double = 0, size: Size2D = viewportSize, insets: EdgeInsets2D = .zero) -> ScrollViewport {
        ScrollViewport(bounds: Rect2D(origin: Point2D(x: x, y: y), size: size), insets: insets)
    }

    /// A layout state after a first pass at content offset 0 (which shows item 0) and a scroll to
    /// the given content offset.
    static func state(_ type: CarouselType = .linear, items: Int = 12, options: CarouselOptions = CarouselOptions(),
                      x: Double = 0, y: Double = 0, vertical: Bool = false,
                      scroll: ScrollSettings = ScrollSettings()) -> LayoutState {
        let config = configuration(type, items: items, options: options, vertical: vertical, scroll: scroll)
        var state = LayoutState(configuration: config)
        state.prepare(viewport: viewport(), sectionCounts: [items], configuration: config, invalidation: [])
        if x != 0 || y != 0 {
            state.prepare(viewport: viewport(x: x, y: y), sectionCounts: [items], configuration: config, invalidation: [])
        }
        return state
    }

    /// Whether every number of a placement is finite and its alpha within [0, 1].
    static func isSane(_ p: ItemPlacement) -> Bool {
        p.transform.isFinite && p.center.x.isFinite && p.center.y.isFinite && p.offset.isFinite
            && p.alpha >= 0 && p.alpha <= 1 && p.size.width.isFinite && p.size.height.isFinite
    }
}
