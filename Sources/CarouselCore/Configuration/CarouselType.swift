/// The shape of a carousel: iCarousel 1.8.3's eleven types, the custom path hook, and two styles
/// beyond iCarousel.
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

    /// The orientation the type takes when the configuration does not choose one:
    /// ``CarouselOrientation/vertical`` for ``conveyorBelt``, ``CarouselOrientation/horizontal``
    /// for every other type.
    public var defaultOrientation: CarouselOrientation {
        self == .conveyorBelt ? .vertical : .horizontal
    }
}
