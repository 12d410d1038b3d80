/// Everything that decides a carousel's layout except the scroll offset and Cover Flow 2's toggle
/// (animation state, passed when placing: ``CarouselModel/placements(at:toggle:)``): the app's
/// ``LayoutSettings`` plus what a layout pass reads from the view (item count, bounds, layout
/// direction).
///
/// Every setting reads and writes by its name, as on ``LayoutSettings`` (`configuration.type`,
/// `configuration.options.wrap`), through `@dynamicMemberLookup`. All lengths are in points.
/// ``CarouselModel`` resolves it once (per-type defaults, sanitizing) and is then asked for
/// placements at any scroll offset.
@dynamicMemberLookup
public struct CarouselConfiguration: Hashable, Sendable {
    /// What the app sets: type, options, sizes, offsets, path, scrolling.
    public var settings: LayoutSettings
    /// The number of items (negative counts are treated as 0).
    public var numberOfItems: Int
    /// iCarousel's placeholders: extra slots split on both sides of the items
    /// (`ceil(n/2)` before, `floor(n/2)` after), hidden when wrapping. Negative counts are treated as 0.
    /// The settings' ``LayoutSettings/numberOfPlaceholders``, read and written here.
    public var numberOfPlaceholders: Int {
        get { settings.numberOfPlaceholders }
        set { settings.numberOfPlaceholders = newValue }
    }
    /// The carousel's bounds size; a layout pass gives the usable bounds (after the adjusted
    /// content insets), which a fractional ``LayoutSettings/itemSizing`` is resolved against.
    public var bounds: Size2D
    /// The direction a horizontal carousel runs in (default ``LayoutDirection/leftToRight``). Right
    /// to left, every placement is the mirror image about the vertical centre line of ``bounds``
    /// and positions are measured from the content's right end (``LayoutDirection``). Only
    /// horizontal carousels are mirrored (see ``resolvedOrientation``); vertical ones ignore it.
    /// It is resolved already: ``LayoutSettings/flipsForRightToLeftLanguages`` is not consulted.
    public var layoutDirection: LayoutDirection

    /// A setting of ``settings``, by its name.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<LayoutSettings, Value>) -> Value {
        get { settings[keyPath: keyPath] }
        set { settings[keyPath: keyPath] = newValue }
    }

    /// The item size in points: ``LayoutSettings/itemSizing`` resolved against ``bounds`` (a
    /// layout pass sets them to the usable bounds, after the adjusted content insets), sanitized
    /// (``ItemSize/resolved(in:)``).
    public var resolvedItemSize: Size2D { settings.itemSizing.resolved(in: bounds) }

    /// The orientation the carousel actually uses (``LayoutSettings/resolvedOrientation``).
    public var resolvedOrientation: CarouselOrientation { settings.resolvedOrientation }

    /// The largest length or offset ``CarouselModel`` uses, in points: `bounds`, `itemSize`,
    /// `itemWidth`, `centerOffset` and `viewpointOffset` beyond ±1e6 points are limited to it (a
    /// screen is a few thousand points), so that no placement, centre or projected corner is
    /// astronomically large or infinite. NaN and infinite values are replaced as each field says.
    public static let maximumLength = 1e6
    /// The most items (and, separately, placeholders) ``CarouselModel`` and ``ScrollBounds`` count:
    /// 2^40, about 1.1 × 10^12. Larger counts, up to `Int.max`, are treated as this one, so index
    /// arithmetic never overflows and offsets keep a resolution finer than 1/1000 item.
    public static let maximumNumberOfItems = 1 << 40
    /// The largest magnitude of a ``LayoutSettings/focusPoint`` coordinate (a fraction of the bounds); larger ones
    /// are limited to it.
    public static let maximumFocusFraction = 1000.0

    /// The default perspective, `-1 / 500`, as in iCarousel.
    public static let defaultPerspective = -1.0 / 500.0

    /// Creates a configuration from settings and the facts a layout pass supplies.
    /// - Parameters:
    ///   - settings: what the app sets (``settings``).
    ///   - numberOfItems: the item count (``numberOfItems``).
    ///   - numberOfPlaceholders: replaces the settings' ``LayoutSettings/numberOfPlaceholders``;
    ///     `nil` (the default) keeps it.
    ///   - bounds: the carousel's bounds size in points (``bounds``).
    ///   - layoutDirection: the direction a horizontal carousel runs in (``layoutDirection``).
    public init(
        _ settings: LayoutSettings,
        numberOfItems: Int = 0,
        numberOfPlaceholders: Int? = nil,
        bounds: Size2D = Size2D(width: 800, height: 500),
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.settings = settings
        self.numberOfItems = numberOfItems
        if let numberOfPlaceholders { self.settings.numberOfPlaceholders = numberOfPlaceholders }
        self.bounds = bounds
        self.layoutDirection = layoutDirection
    }

    /// Creates a configuration; every parameter but `type` takes the default documented on its
    /// property (settings not listed here are set by name afterwards).
    public init(
        type: CarouselType,
        options: CarouselOptions = CarouselOptions(),
        numberOfItems: Int = 0,
        numberOfPlaceholders: Int = 0,
        itemSize: Size2D = Size2D(width: 200, height: 200),
        itemWidth: Double? = nil,
        bounds: Size2D = Size2D(width: 800, height: 500),
        isVertical: Bool = false,
        perspective: Double = CarouselConfiguration.defaultPerspective,
        centerOffset: Point2D = .zero,
        viewpointOffset: Point2D = .zero,
        customPath: (any CarouselPath)? = nil,
        scrollSettings: ScrollSettings = ScrollSettings(),
        focusPoint: Point2D? = nil,
        orientation: CarouselOrientation? = nil,
        displayLimit: Int? = nil,
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.init(
            LayoutSettings(
                type: type, options: options, itemSize: itemSize, itemWidth: itemWidth, perspective: perspective,
                centerOffset: centerOffset, viewpointOffset: viewpointOffset, isVertical: isVertical,
                orientation: orientation, focusPoint: focusPoint, displayLimit: displayLimit, customPath: customPath,
                scrollSettings: scrollSettings),
            numberOfItems: numberOfItems, numberOfPlaceholders: numberOfPlaceholders, bounds: bounds,
            layoutDirection: layoutDirection)
    }
}
