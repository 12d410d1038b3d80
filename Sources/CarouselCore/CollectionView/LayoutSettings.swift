/// Everything an app sets on a carousel collection-view layout, as one value: the UIKit and AppKit
/// `CarouselCollectionViewLayout`s hold one (their properties forward to it), and SwiftUI's
/// `Carousel` applies its modifiers to a layout with one comparison.
///
/// Lengths are in points; `centerOffset` and `viewpointOffset` are x right, y down, as on screen.
/// ``configuration(isRightToLeft:)`` turns it into the core's ``CarouselConfiguration`` (the item
/// count and bounds come from the collection view at each pass).
///
/// Equality compares every field; two custom paths are equal when both are absent or both are
/// equal values of one `Equatable` type (any other pair counts as different, so a layout rebuilds
/// once when it is handed a path it cannot compare).
public struct LayoutSettings: Sendable {
    /// The carousel type (iCarousel's `type`).
    public var type: CarouselType
    /// iCarousel's options; `nil` entries take the type's defaults.
    public var options: CarouselOptions
    /// The size of every item, in points.
    public var itemSize: Size2D
    /// The spacing width of one item in points (iCarousel's `carouselItemWidth:`); `nil` means the
    /// item's width (its height when vertical).
    public var itemWidth: Double?
    /// The perspective term `m34` (iCarousel's `perspective`, default −1/500).
    public var perspective: Double
    /// Moves the carousel's centre within the view (iCarousel's `contentOffset`; not a scroll
    /// view's content offset), in points.
    public var centerOffset: Point2D
    /// Moves the eye relative to the carousel (iCarousel's `viewpointOffset`), in points.
    public var viewpointOffset: Point2D
    /// Whether the carousel scrolls vertically (iCarousel's `vertical`). See ``orientation``.
    public var isVertical: Bool
    /// The scroll axis; `nil` lets ``isVertical`` and the type decide
    /// (``CarouselConfiguration/resolvedOrientation``).
    public var orientation: CarouselOrientation?
    /// Where offset 0 sits, as a fraction of the usable area (`nil`: the middle).
    public var focusPoint: Point2D?
    /// The most item slots shown at once (`nil`: no cap beyond the type's own).
    public var displayLimit: Int?
    /// The path for ``CarouselType/custom``.
    public var customPath: (any CarouselPath)?
    /// iCarousel's scrolling properties: deceleration rate, bounce, paging, item boundaries, scroll speed.
    public var scrollSettings: ScrollSettings
    /// Whether a horizontal carousel runs right to left under a right-to-left layout direction
    /// (default `true`).
    public var flipsForRightToLeftLanguages: Bool
    /// How a release comes to rest (default ``ReleaseStyle/iCarousel``). Not geometry: changing it
    /// never invalidates the layout.
    public var releaseStyle: ReleaseStyle

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
        releaseStyle: ReleaseStyle = .iCarousel
    ) {
        self.type = type
        self.options = options
        self.itemSize = itemSize
        self.itemWidth = itemWidth
        self.perspective = perspective
        self.centerOffset = centerOffset
        self.viewpointOffset = viewpointOffset
        self.isVertical = isVertical
        self.orientation = orientation
        self.focusPoint = focusPoint
        self.displayLimit = displayLimit
        self.customPath = customPath
        self.scrollSettings = scrollSettings
        self.flipsForRightToLeftLanguages = flipsForRightToLeftLanguages
        self.releaseStyle = releaseStyle
    }

    /// The core's configuration for these settings under a layout direction (item count 0 and the
    /// default bounds: a layout pass supplies both).
    /// - Parameter isRightToLeft: whether the collection view lays out right to left now; the
    ///   carousel runs right to left only when ``flipsForRightToLeftLanguages`` is on too.
    public func configuration(isRightToLeft: Bool) -> CarouselConfiguration {
        CarouselConfiguration(
            type: type, options: options, itemSize: itemSize, itemWidth: itemWidth, isVertical: isVertical,
            perspective: perspective, centerOffset: centerOffset, viewpointOffset: viewpointOffset,
            customPath: customPath, scrollSettings: scrollSettings, focusPoint: focusPoint,
            orientation: orientation, displayLimit: displayLimit,
            layoutDirection: flipsForRightToLeftLanguages && isRightToLeft ? .rightToLeft : .leftToRight)
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
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): isKnownEqual(a, b)
        default: false
        }
    }

    /// Whether `a`'s type is `Equatable` and `b` is an equal value of it.
    private static func isKnownEqual(_ a: any CarouselPath, _ b: any CarouselPath) -> Bool {
        guard let a = a as? any Equatable else { return false }
        return a.isEqual(toAny: b)
    }
}

extension LayoutSettings: Equatable {
    /// Every field equal; custom paths by ``isSamePath(_:_:)``.
    public static func == (lhs: LayoutSettings, rhs: LayoutSettings) -> Bool {
        lhs.type == rhs.type && lhs.options == rhs.options && lhs.itemSize == rhs.itemSize
            && lhs.itemWidth == rhs.itemWidth && lhs.perspective == rhs.perspective
            && lhs.centerOffset == rhs.centerOffset && lhs.viewpointOffset == rhs.viewpointOffset
            && lhs.isVertical == rhs.isVertical && lhs.orientation == rhs.orientation
            && lhs.focusPoint == rhs.focusPoint && lhs.displayLimit == rhs.displayLimit
            && lhs.scrollSettings == rhs.scrollSettings
            && lhs.flipsForRightToLeftLanguages == rhs.flipsForRightToLeftLanguages
            && lhs.releaseStyle == rhs.releaseStyle && isSamePath(lhs.customPath, rhs.customPath)
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(toAny other: Any) -> Bool { (other as? Self) == self }
}
