@_spi(Plumbing) import CarouselCore

/// The fixture worlds and the one factory the tests build carousels with.
///
/// Items are 200 × 200 pt and there are 12 of them unless a test says otherwise. There are two
/// worlds, and a test in the second names it:
/// - ``landscape``, 800 × 500 pt bounds: iCarousel's common scene and the previewer's default
///   (the default here);
/// - ``portrait``, 320 × 480 pt: a phone's view, used by the layout, scroll-view and interaction
///   tests.
public enum Fixtures {
    /// 800 × 500 pt: iCarousel's common scene and the previewer's default bounds.
    public static let landscape = Size2D(width: 800, height: 500)
    /// 320 × 480 pt: a phone's view.
    public static let portrait = Size2D(width: 320, height: 480)
    /// 200 × 200 pt items.
    public static let itemSize = Size2D(width: 200, height: 200)

    /// A configuration of `type`: the fixture item size in ``landscape`` bounds unless given.
    public static func configuration(
        _ type: CarouselType = .linear, items: Int = 12, placeholders: Int = 0, vertical: Bool = false,
        _ options: CarouselOptions = CarouselOptions(), itemSize: Size2D = itemSize, itemWidth: Double? = nil,
        bounds: Size2D = landscape, perspective: Double = -1.0 / 500.0, centerOffset: Point2D = .zero,
        viewpointOffset: Point2D = .zero, customPath: (any CarouselPath)? = nil,
        scrollSettings: ScrollSettings = ScrollSettings()
    ) -> CarouselConfiguration {
        CarouselConfiguration(
            type: type, options: options, numberOfItems: items, numberOfPlaceholders: placeholders,
            itemSize: itemSize, itemWidth: itemWidth, bounds: bounds, isVertical: vertical,
            perspective: perspective, centerOffset: centerOffset, viewpointOffset: viewpointOffset,
            customPath: customPath, scrollSettings: scrollSettings)
    }

    /// The model of the configuration with the same arguments.
    public static func model(
        _ type: CarouselType = .linear, items: Int = 12, placeholders: Int = 0, vertical: Bool = false,
        _ options: CarouselOptions = CarouselOptions(), itemSize: Size2D = itemSize, itemWidth: Double? = nil,
        bounds: Size2D = landscape, perspective: Double = -1.0 / 500.0, centerOffset: Point2D = .zero,
        viewpointOffset: Point2D = .zero, customPath: (any CarouselPath)? = nil,
        scrollSettings: ScrollSettings = ScrollSettings()
    ) -> CarouselModel {
        CarouselModel(
            configuration(
                type, items: items, placeholders: placeholders, vertical: vertical, options, itemSize: itemSize,
                itemWidth: itemWidth, bounds: bounds, perspective: perspective, centerOffset: centerOffset,
                viewpointOffset: viewpointOffset, customPath: customPath, scrollSettings: scrollSettings))
    }

    /// A viewport of `size` at a content offset.
    @_spi(Plumbing) public static func viewport(
        x: Double = 0, y: Double = 0, size: Size2D = landscape,
        insets: EdgeInsets2D = .zero
    ) -> ScrollViewport {
        ScrollViewport(bounds: Rect2D(origin: Point2D(x: x, y: y), size: size), insets: insets)
    }

    /// A layout state in `bounds` after a first pass at content offset 0 (which shows item 0) and a
    /// scroll to the given content offset.
    @_spi(Plumbing) public static func state(
        _ type: CarouselType = .linear, items: Int = 12, _ options: CarouselOptions = CarouselOptions(),
        x: Double = 0, y: Double = 0, vertical: Bool = false, bounds: Size2D = landscape,
        scrollSettings: ScrollSettings = ScrollSettings()
    ) -> LayoutState {
        let config = configuration(
            type, items: items, vertical: vertical, options, bounds: bounds, scrollSettings: scrollSettings)
        var state = LayoutState(configuration: config)
        state.prepare(viewport: viewport(size: bounds), sectionCounts: [items], configuration: config, invalidation: [])
        if x != 0 || y != 0 {
            state.prepare(
                viewport: viewport(x: x, y: y, size: bounds), sectionCounts: [items], configuration: config,
                invalidation: [])
        }
        return state
    }

    /// Whether every number of a placement is finite and its alpha within [0, 1].
    public static func isSane(_ p: ItemPlacement) -> Bool {
        p.transform.isFinite && p.center.x.isFinite && p.center.y.isFinite && p.offset.isFinite
            && p.alpha >= 0 && p.alpha <= 1 && p.size.width.isFinite && p.size.height.isFinite
    }
}
