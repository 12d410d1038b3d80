// iCarousel's spellings that an app ported from iCarousel writes by habit, declared unavailable so
// that the compiler's error names the replacement (and a fix-it renames it where the types
// match). Unavailable declarations never appear in code completion and are never called.

// swift-format-ignore: TypeNamesShouldBeCapitalized
/// iCarousel's type enumeration: the carousel's type is a ``CarouselType``.
@available(*, unavailable, renamed: "CarouselType")
public typealias iCarouselType = CarouselType

// swift-format-ignore: TypeNamesShouldBeCapitalized
/// iCarousel's option enumeration: each option is a property of ``CarouselOptions``.
@available(*, unavailable, message: "each iCarouselOption is a CarouselOptions property: layout.options.wrap = true")
public typealias iCarouselOption = CarouselOptions

extension CarouselType {
    /// iCarousel's `iCarouselTypeLinear` as Swift 2 spelled it.
    @available(*, unavailable, renamed: "linear")
    public static var Linear: CarouselType { .linear }
    /// iCarousel's `iCarouselTypeRotary` as Swift 2 spelled it.
    @available(*, unavailable, renamed: "rotary")
    public static var Rotary: CarouselType { .rotary }
    /// iCarousel's `iCarouselTypeInvertedRotary` as Swift 2 spelled it.
    @available(*, unavailable, renamed: "invertedRotary")
    public static var InvertedRotary: CarouselType { .invertedRotary }
    /// iCarousel's `iCarouselTypeCylinder` as Swift 2 spelled it.
    @available(*, unavailable, renamed: "cylinder")
    public static var Cylinder: CarouselType { .cylinder }
    /// iCarousel's `iCarouselTypeInvertedCylinder` as Swift 2 spelled it.
    @available(*, unavailable, renamed: "invertedCylinder")
    public static var InvertedCylinder: CarouselType { .invertedCylinder }
    /// iCarousel's `iCarouselTypeWheel` as Swift 2 spelled it.
    @available(*, unavailable, renamed: "wheel")
    public static var Wheel: CarouselType { .wheel }
    /// iCarousel's `iCarouselTypeInvertedWheel` as Swift 2 spelled it.
    @available(*, unavailable, renamed: "invertedWheel")
    public static var InvertedWheel: CarouselType { .invertedWheel }
    /// iCarousel's `iCarouselTypeCoverFlow` as Swift 2 spelled it.
    @available(*, unavailable, renamed: "coverFlow")
    public static var CoverFlow: CarouselType { .coverFlow }
    /// iCarousel's `iCarouselTypeCoverFlow2` as Swift 2 spelled it.
    @available(*, unavailable, renamed: "coverFlow2")
    public static var CoverFlow2: CarouselType { .coverFlow2 }
    /// iCarousel's `iCarouselTypeTimeMachine` as Swift 2 spelled it.
    @available(*, unavailable, renamed: "timeMachine")
    public static var TimeMachine: CarouselType { .timeMachine }
    /// iCarousel's `iCarouselTypeInvertedTimeMachine` as Swift 2 spelled it.
    @available(*, unavailable, renamed: "invertedTimeMachine")
    public static var InvertedTimeMachine: CarouselType { .invertedTimeMachine }
    /// iCarousel's `iCarouselTypeCustom` as Swift 2 spelled it.
    @available(*, unavailable, renamed: "custom")
    public static var Custom: CarouselType { .custom }
}

extension ScrollSettings {
    /// UIScrollView's and iCarousel's spelling of ``pagingEnabled``.
    @available(*, unavailable, renamed: "pagingEnabled")
    public var isPagingEnabled: Bool {
        get { pagingEnabled }
        set { pagingEnabled = newValue }
    }
}

// iCarousel's carousel properties that are layout settings here. A layout (and a configuration)
// reaches LayoutSettings' members by name, so these also answer `layout.isPagingEnabled`.
extension LayoutSettings {
    /// iCarousel's `pagingEnabled`: a scroll setting.
    @available(*, unavailable, message: "use scrollSettings.pagingEnabled (layout.scrollSettings.pagingEnabled = true)")
    public var isPagingEnabled: Bool {
        get { scrollSettings.pagingEnabled }
        set { scrollSettings.pagingEnabled = newValue }
    }
    /// iCarousel's `pagingEnabled`: a scroll setting.
    @available(*, unavailable, message: "use scrollSettings.pagingEnabled (layout.scrollSettings.pagingEnabled = true)")
    public var pagingEnabled: Bool {
        get { scrollSettings.pagingEnabled }
        set { scrollSettings.pagingEnabled = newValue }
    }
    /// iCarousel's `bounces`: a scroll setting.
    @available(*, unavailable, message: "use scrollSettings.bounces (layout.scrollSettings.bounces = false)")
    public var bounces: Bool {
        get { scrollSettings.bounces }
        set { scrollSettings.bounces = newValue }
    }
    /// iCarousel's `decelerationRate`: a scroll setting.
    @available(*, unavailable, message: "use scrollSettings.decelerationRate (layout.scrollSettings.decelerationRate)")
    public var decelerationRate: Double {
        get { scrollSettings.decelerationRate }
        set { scrollSettings.decelerationRate = newValue }
    }
    /// iCarousel's `scrollSpeed`: a scroll setting.
    @available(*, unavailable, message: "use scrollSettings.scrollSpeed")
    public var scrollSpeed: Double {
        get { scrollSettings.scrollSpeed }
        set { scrollSettings.scrollSpeed = newValue }
    }
    /// iCarousel's `wrapEnabled` (read-only there): an option here.
    @available(
        *, unavailable,
        message: "set options.wrap (layout.options.wrap = true); read the value in use from layout.resolvedOptions.wrap"
    )
    public var isWrapEnabled: Bool {
        get { options.wrap ?? false }
        set { options.wrap = newValue }
    }
    /// iCarousel's `vertical`.
    @available(*, unavailable, renamed: "isVertical")
    public var vertical: Bool {
        get { isVertical }
        set { isVertical = newValue }
    }
    /// iCarousel's `contentOffset`: called `centerOffset` here, since a collection view has a
    /// `contentOffset` of its own.
    @available(*, unavailable, renamed: "centerOffset")
    public var contentOffset: Point2D {
        get { centerOffset }
        set { centerOffset = newValue }
    }
}
