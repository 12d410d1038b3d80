/// Everything an app sets on a carousel, as one value: the UIKit and AppKit
/// `CarouselCollectionViewLayout`s hold one (their properties forward to it), SwiftUI's `Carousel`
/// applies its modifiers to one, the previewer's scenes hold one, and ``CarouselConfiguration``
/// adds to it the facts a layout pass supplies (item count, bounds, layout direction).
///
/// Lengths are in points; `centerOffset` and `viewpointOffset` are x right, y down, as on screen.
/// ``CarouselModel`` resolves the type's defaults and sanitizes every field as the field says.
///
/// Equality and hashing cover every field. Two custom paths are equal when both are absent or
/// both are equal values of one `Equatable` type (``isSamePath(_:_:)``); any other pair counts as
/// different, so a layout rebuilds once when it is handed a path it cannot compare.
///
/// Adding a setting: a stored property and an `init` parameter here, its use in the core
/// (``CarouselModel``), and optionally a SwiftUI modifier and a previewer flag. Layouts and
/// configurations reach it by name through `@dynamicMemberLookup`.
public struct LayoutSettings: Hashable, Sendable {
    /// The carousel type (iCarousel's `type`).
    public var type: CarouselType
    /// iCarousel's options; `nil` entries take the type's defaults.
    public var options: CarouselOptions
    /// The size of every item's view: fixed in points (default 200 × 200) or a fraction of the
    /// usable bounds on either axis, resolved on every size change (``ItemSize``).
    public var itemSizing: ItemSize
    /// The size of every item's view, in points (default 200 × 200). Setting it fixes both axes
    /// (``itemSizing`` becomes ``ItemSize/fixed(_:)``). Reading it gives the fixed points; an axis
    /// that follows the bounds (``ItemSize/Length/fraction(_:)``) reads 0 here, since settings know
    /// no bounds: ``CarouselConfiguration/resolvedItemSize`` and ``CarouselModel/itemSize`` give
    /// the size in use.
    public var itemSize: Size2D {
        get {
            func points(_ length: ItemSize.Length) -> Double {
                if case .points(let points) = length { return points }
                return 0
            }
            return Size2D(width: points(itemSizing.width), height: points(itemSizing.height))
        }
        set { itemSizing = .fixed(newValue) }
    }
    /// The spacing width of one item in points (iCarousel's `carouselItemWidth:`); `nil`, zero,
    /// negative or non-finite means the item's width (its height when vertical), as in iCarousel.
    /// ``CarouselType/conveyorBelt``, ``CarouselType/shelf`` and the pager styles
    /// (``CarouselType/pagerTypes``) ignore it: their geometry fixes the step between items (the
    /// belt's item spacing, the shelf's item span, the pager's item length plus
    /// ``CarouselOptions/interitemSpacing``).
    public var itemWidth: Double?
    /// The perspective term `m34` (iCarousel's `perspective`, default −1/500; non-finite values
    /// give the default).
    public var perspective: Double
    /// Moves the carousel's centre within its bounds (iCarousel's `contentOffset`, renamed so it is
    /// not taken for a scroll view's), in points; added to the ``focusPoint``.
    public var centerOffset: Point2D
    /// Moves the eye relative to the carousel (iCarousel's `viewpointOffset`), in points; items
    /// move the other way.
    public var viewpointOffset: Point2D
    /// `true` makes the carousel scroll vertically (iCarousel's `vertical`). `false` (the default)
    /// leaves the choice to ``orientation`` or, when that is `nil`, to the type (vertical only for
    /// ``CarouselType/conveyorBelt``); see ``resolvedOrientation``.
    public var isVertical: Bool
    /// The scroll axis; `nil` lets ``isVertical`` and the type decide (see ``resolvedOrientation``).
    public var orientation: CarouselOrientation?
    /// Where offset 0 sits, as a fraction of the usable area (ShinobiEssentials' `focusPoint`):
    /// (0.5, 0.7) is half way across and 70 % of the way down. `nil` is the middle, (0.5, 0.5),
    /// as in iCarousel. A non-finite coordinate takes 0.5; values outside [0, 1] are allowed and
    /// put the focus outside the bounds. ``centerOffset`` is added in points. The shelf uses
    /// only the cross-axis coordinate (its leading margin fixes the other).
    public var focusPoint: Point2D?
    /// The most item slots shown at once (ShinobiEssentials' `maxNumberOfItemsToDisplay`), counted
    /// around the current item like iCarousel's `visibleItems`; it caps whatever the type and the
    /// `visibleItems` option ask for. `nil` means no extra cap; negative values show nothing, like 0.
    public var displayLimit: Int?
    /// iCarousel's placeholders (`numberOfPlaceholdersInCarousel:`): extra slots beside the items
    /// of a carousel that does not wrap, `ceil(n / 2)` before the first item and `floor(n / 2)`
    /// after the last (``PlaceholderPosition``); none when wrapping. Default 0; a negative count is
    /// 0. They take part in the visible window, the fade and the z-order like items (and, for the
    /// circular types, count toward the circle), but are never current, never hit by a tap and
    /// never scrolled to. The collection-view layouts show them as supplementary views of kind
    /// ``PlaceholderPosition/elementKind``: an app that sets a count provides those views.
    public var numberOfPlaceholders: Int
    /// The path used by ``CarouselType/custom``; without one, custom items sit at the centre
    /// with the base transform, as iCarousel's default delegate method returns it.
    public var customPath: (any CarouselPath)? {
        get { path.path }
        set { path = CustomPathBox(newValue) }
    }
    /// iCarousel's scrolling properties: deceleration rate, bounce, paging, item boundaries, scroll
    /// speed. The bounce limits decide the resting clamp.
    public var scrollSettings: ScrollSettings
    /// Whether a horizontal carousel runs right to left under a right-to-left layout direction
    /// (default `true`): ``configuration(isRightToLeft:)`` resolves it to a
    /// ``CarouselConfiguration/layoutDirection``.
    public var flipsForRightToLeftLanguages: Bool
    /// How a release comes to rest (default ``ReleaseStyle/iCarousel``). Not geometry: changing it
    /// never invalidates the layout (``changesGeometry(comparedWith:)``).
    public var releaseStyle: ReleaseStyle

    /// ``customPath``, compared as ``isSamePath(_:_:)`` says.
    private var path: CustomPathBox

    /// Creates settings; every parameter takes the default documented on its property.
    public init(
        type: CarouselType = .linear,
        options: CarouselOptions = CarouselOptions(),
        itemSize: Size2D = Size2D(width: 200, height: 200),
        itemWidth: Double? = nil,
        perspective: Double = CarouselConfiguration.defaultPerspective,
        centerOffset: Point2D = .zero,
        viewpointOffset: Point2D = .zero,
        isVertical: Bool = false,
        orientation: CarouselOrientation? = nil,
        focusPoint: Point2D? = nil,
        displayLimit: Int? = nil,
        customPath: (any CarouselPath)? = nil,
        scrollSettings: ScrollSettings = ScrollSettings(),
        flipsForRightToLeftLanguages: Bool = true,
        releaseStyle: ReleaseStyle = .iCarousel,
        numberOfPlaceholders: Int = 0
    ) {
        self.type = type
        self.options = options
        self.itemSizing = .fixed(itemSize)
        self.itemWidth = itemWidth
        self.perspective = perspective
        self.centerOffset = centerOffset
        self.viewpointOffset = viewpointOffset
        self.isVertical = isVertical
        self.orientation = orientation
        self.focusPoint = focusPoint
        self.displayLimit = displayLimit
        self.numberOfPlaceholders = numberOfPlaceholders
        self.path = CustomPathBox(customPath)
        self.scrollSettings = scrollSettings
        self.flipsForRightToLeftLanguages = flipsForRightToLeftLanguages
        self.releaseStyle = releaseStyle
    }

    /// The orientation the carousel actually uses.
    ///
    /// ``orientation`` when set; otherwise vertical when ``isVertical`` is `true`; otherwise the
    /// type's ``CarouselType/defaultOrientation`` (vertical for ``CarouselType/conveyorBelt``,
    /// horizontal for the rest). So `isVertical: true` always gives a vertical carousel, and a
    /// horizontal conveyor belt needs `orientation: .horizontal`.
    public var resolvedOrientation: CarouselOrientation {
        if let orientation { return orientation }
        return isVertical ? .vertical : type.defaultOrientation
    }

    /// The core's configuration for these settings under a layout direction (item count 0 and the
    /// default bounds: a layout pass supplies both).
    /// - Parameter isRightToLeft: whether the collection view lays out right to left now; the
    ///   carousel runs right to left only when ``flipsForRightToLeftLanguages`` is on too.
    public func configuration(isRightToLeft: Bool) -> CarouselConfiguration {
        CarouselConfiguration(
            self, layoutDirection: flipsForRightToLeftLanguages && isRightToLeft ? .rightToLeft : .leftToRight)
    }

    /// Creates settings with an item size that may follow the bounds (``itemSizing``); every other
    /// parameter takes the default documented on its property. Set the rest by name afterwards.
    public init(type: CarouselType = .linear, options: CarouselOptions = CarouselOptions(), itemSizing: ItemSize) {
        self.init(type: type, options: options)
        self.itemSizing = itemSizing
    }

    /// Whether `other` lays items out differently (every field but ``releaseStyle``): a layout
    /// rebuilds its model when its settings change in this way, and only then.
    public func changesGeometry(comparedWith other: LayoutSettings) -> Bool {
        var a = self
        a.releaseStyle = other.releaseStyle
        return a != other
    }

    /// Whether two custom paths are known to be the same: both absent, or equal values of one
    /// `Equatable` type. Any other pair counts as different.
    public static func isSamePath(_ a: (any CarouselPath)?, _ b: (any CarouselPath)?) -> Bool {
        CustomPathBox(a) == CustomPathBox(b)
    }
}
