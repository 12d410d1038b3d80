/// Everything that decides a carousel's layout except the scroll offset and Cover Flow 2's toggle
/// (animation state, passed when placing: ``CarouselModel/placements(at:toggle:)``).
///
/// All lengths are in points. ``CarouselModel`` resolves it once (per-type defaults, sanitizing)
/// and is then asked for placements at any scroll offset.
public struct CarouselConfiguration: Sendable {
    /// The carousel type.
    public var type: CarouselType
    /// iCarousel's options; `nil` entries take the type's defaults.
    public var options: CarouselOptions
    /// The number of items (negative counts are treated as 0).
    public var numberOfItems: Int
    /// iCarousel's placeholders: extra slots split on both sides of the items
    /// (`ceil(n/2)` before, `floor(n/2)` after), hidden when wrapping. Negative counts are treated as 0.
    public var numberOfPlaceholders: Int
    /// The size of each item's view.
    public var itemSize: Size2D
    /// The spacing width of one item (iCarousel's `carouselItemWidth:`); `nil`, zero, negative or
    /// non-finite means the item's width (its height when vertical), as in iCarousel.
    /// ``CarouselType/conveyorBelt`` and ``CarouselType/shelf`` ignore it: their geometry fixes
    /// the step between items (the belt's item spacing, the shelf's item span).
    public var itemWidth: Double?
    /// The carousel's bounds size.
    public var bounds: Size2D
    /// `true` makes the carousel scroll vertically. `false` (the default) leaves the choice to
    /// ``orientation`` or, when that is `nil`, to the type (vertical only for
    /// ``CarouselType/conveyorBelt``); see ``resolvedOrientation``.
    public var isVertical: Bool
    /// The perspective term `m34` (default −1/500; non-finite values give the default).
    public var perspective: Double
    /// Moves the carousel's centre within its bounds (iCarousel's `contentOffset`, renamed so it is not taken for a scroll view's), in points;
    /// added to the ``focusPoint``.
    public var centerOffset: Point2D
    /// Moves the eye relative to the carousel (iCarousel's `viewpointOffset`); items move the other way.
    public var viewpointOffset: Point2D
    /// The path used by ``CarouselType/custom``; without one, custom items sit at the centre
    /// with the base transform, as iCarousel's default delegate method returns it.
    public var customPath: (any CarouselPath)?
    /// How scrolling behaves: bounce limits decide the resting clamp.
    public var scrollSettings: ScrollSettings
    /// Where offset 0 sits, as a fraction of the bounds (ShinobiEssentials' `focusPoint`):
    /// (0.5, 0.7) is half way across and 70 % of the way down. `nil` is the middle, (0.5, 0.5),
    /// as in iCarousel. A non-finite coordinate takes 0.5; values outside [0, 1] are allowed and
    /// put the focus outside the bounds. ``centerOffset`` is added in points. The shelf uses
    /// only the cross-axis coordinate (its leading margin fixes the other).
    public var focusPoint: Point2D?
    /// The scroll axis; `nil` lets ``isVertical`` and the type decide (see ``resolvedOrientation``).
    public var orientation: CarouselOrientation?
    /// The most item slots shown at once (ShinobiEssentials' `maxNumberOfItemsToDisplay`), counted
    /// around the current item like iCarousel's `visibleItems`; it caps whatever the type and the
    /// `visibleItems` option ask for. `nil` means no extra cap; negative values show nothing, like 0.
    public var displayLimit: Int?
    /// The direction a horizontal carousel runs in (default ``LayoutDirection/leftToRight``). Right
    /// to left, every placement is the mirror image about the vertical centre line of ``bounds``
    /// and positions are measured from the content's right end (``LayoutDirection``). Only
    /// horizontal carousels are mirrored (see ``resolvedOrientation``); vertical ones ignore it.
    public var layoutDirection: LayoutDirection

    /// The largest length or offset ``CarouselModel`` uses, in points: `bounds`, `itemSize`,
    /// `itemWidth`, `centerOffset` and `viewpointOffset` beyond ±1e6 points are limited to it (a
    /// screen is a few thousand points), so that no placement, centre or projected corner is
    /// astronomically large or infinite. NaN and infinite values are replaced as each field says.
    public static let maximumLength = 1e6
    /// The most items (and, separately, placeholders) ``CarouselModel`` and ``ScrollBounds`` count:
    /// 2^40, about 1.1 × 10^12. Larger counts, up to `Int.max`, are treated as this one, so index
    /// arithmetic never overflows and offsets keep a resolution finer than 1/1000 item.
    public static let maximumNumberOfItems = 1 << 40
    /// The largest magnitude of a ``focusPoint`` coordinate (a fraction of the bounds); larger ones
    /// are limited to it.
    public static let maximumFocusFraction = 1000.0

    /// The default perspective, `-1 / 500`, as in iCarousel.
    public static let defaultPerspective = -1.0 / 500.0

    /// Creates a configuration; every parameter but `type` takes the default documented on its property.
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
        self.type = type
        self.options = options
        self.numberOfItems = numberOfItems
        self.numberOfPlaceholders = numberOfPlaceholders
        self.itemSize = itemSize
        self.itemWidth = itemWidth
        self.bounds = bounds
        self.isVertical = isVertical
        self.perspective = perspective
        self.centerOffset = centerOffset
        self.viewpointOffset = viewpointOffset
        self.customPath = customPath
        self.scrollSettings = scrollSettings
        self.focusPoint = focusPoint
        self.orientation = orientation
        self.displayLimit = displayLimit
        self.layoutDirection = layoutDirection
    }
}
