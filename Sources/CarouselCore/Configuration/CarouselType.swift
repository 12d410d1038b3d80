/// The shape of a carousel: iCarousel 1.8.3's eleven types, the custom path hook, two styles
/// beyond iCarousel, and FSPagerView's nine transformer styles.
///
/// The raw value is the name used by `carousel-preview` and in scene files (`"coverFlow"`).
public enum CarouselType: String, CaseIterable, Hashable, Sendable, Codable {
    /// Items in a flat line (`iCarouselTypeLinear`).
    case linear
    /// Items on a circle seen from outside, facing the viewer (`iCarouselTypeRotary`).
    case rotary
    /// A rotary carousel seen from inside (`iCarouselTypeInvertedRotary`).
    case invertedRotary
    /// Items on a circle, turned to face outward (`iCarouselTypeCylinder`).
    case cylinder
    /// A cylinder seen from inside (`iCarouselTypeInvertedCylinder`).
    case invertedCylinder
    /// Items on a Ferris wheel in the screen plane (`iCarouselTypeWheel`).
    case wheel
    /// The wheel rotating the other way (`iCarouselTypeInvertedWheel`).
    case invertedWheel
    /// Apple's Cover Flow (`iCarouselTypeCoverFlow`).
    case coverFlow
    /// Cover Flow with a smoother flip at the centre (`iCarouselTypeCoverFlow2`), driven by `toggle`.
    case coverFlow2
    /// Items receding into the distance (`iCarouselTypeTimeMachine`).
    case timeMachine
    /// Items coming toward the viewer (`iCarouselTypeInvertedTimeMachine`).
    case invertedTimeMachine
    /// A path supplied by the app through ``CarouselPath`` (`iCarouselTypeCustom`).
    case custom
    /// ShinobiEssentials' conveyor belt (iOS 7 Safari's tab view): a flat front between two
    /// rollers; see <doc:ConveyorBelt>. Vertical by default (see ``LayoutSettings/orientation``).
    case conveyorBelt
    /// The App Store's horizontal shelf (ASHorizontalScrollView): flat items from a leading margin
    /// with the next one peeking in; see <doc:Shelf>.
    case shelf
    /// FSPagerView's `.crossFading` transformer: every item stays at the centre and the next one
    /// fades in over the current one; see <doc:Pager>.
    case pagerCrossFading
    /// FSPagerView's `.zoomOut` transformer: neighbours shrink to `minimumScale` (0.85) and fade.
    case pagerZoomOut
    /// FSPagerView's `.depth` transformer: the leaving item slides away while the next one grows
    /// from `minimumScale` (0.5) behind it.
    case pagerDepth
    /// FSPagerView's `.overlap` transformer: neighbours shrink and overlap the current item.
    case pagerOverlap
    /// FSPagerView's `.linear` transformer: neighbours shrink a little, slightly overlapping.
    case pagerLinear
    /// FSPagerView's `.coverFlow` transformer, which is not iCarousel's ``coverFlow`` curve.
    case pagerCoverFlow
    /// FSPagerView's `.ferrisWheel` transformer: items on the top of a wheel of 14.
    case pagerFerrisWheel
    /// FSPagerView's `.invertedFerrisWheel` transformer: items on the bottom of a wheel of 14.
    case pagerInvertedFerrisWheel
    /// FSPagerView's `.cubic` transformer: items on the faces of a turning cube.
    case pagerCubic

    /// The types iCarousel 1.8.3 itself defines, in its enum order.
    public static let iCarouselTypes: [CarouselType] = [
        .linear, .rotary, .invertedRotary, .cylinder, .invertedCylinder, .wheel, .invertedWheel,
        .coverFlow, .coverFlow2, .timeMachine, .invertedTimeMachine, .custom,
    ]

    /// Whether iCarousel wraps this type by default (`layOutItemViews`): the circular ones.
    public var wrapsByDefault: Bool {
        switch self {
        case .rotary, .invertedRotary, .cylinder, .invertedCylinder, .wheel, .invertedWheel: true
        default: false
        }
    }

    /// Whether the type arranges items on a circle, so `count`, `arc` and `radius` apply.
    public var isCircular: Bool { wrapsByDefault }

    /// The types beyond iCarousel, whose geometry is not iCarousel's: ``conveyorBelt`` and ``shelf``.
    public static let additionalTypes: [CarouselType] = [.conveyorBelt, .shelf]

    /// FSPagerView's transformer styles, in `FSPagerViewTransformerType`'s order; see <doc:Pager>.
    public static let pagerTypes: [CarouselType] = [
        .pagerCrossFading, .pagerZoomOut, .pagerDepth, .pagerOverlap, .pagerLinear, .pagerCoverFlow,
        .pagerFerrisWheel, .pagerInvertedFerrisWheel, .pagerCubic,
    ]

    /// Whether the type is one of FSPagerView's transformer styles (``pagerTypes``).
    public var isPager: Bool {
        switch self {
        case .pagerCrossFading, .pagerZoomOut, .pagerDepth, .pagerOverlap, .pagerLinear, .pagerCoverFlow,
            .pagerFerrisWheel, .pagerInvertedFerrisWheel, .pagerCubic:
            true
        default: false
        }
    }

    /// The orientation the type takes when the configuration does not choose one:
    /// ``CarouselOrientation/vertical`` for ``conveyorBelt``, ``CarouselOrientation/horizontal``
    /// for every other type.
    public var defaultOrientation: CarouselOrientation {
        self == .conveyorBelt ? .vertical : .horizontal
    }
}
