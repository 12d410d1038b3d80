/// The size of every item: fixed in points, or a fraction of the carousel's usable bounds (the
/// bounds after the adjusted content insets), per axis.
///
/// A fraction follows the view: ``CarouselModel`` resolves it against the usable bounds of every
/// layout pass, so a rotation or any other size change resizes the items (FSPagerView's automatic
/// item size is `.fraction(width: 1, height: 1)`). The axes mix freely:
///
/// ```swift
/// var settings = LayoutSettings()
/// settings.itemSizing = .fraction(width: 1, height: 1)           // a full-size pager
/// settings.itemSizing = ItemSize(width: .fraction(0.8), height: .points(200))
/// settings.itemSize = Size2D(width: 200, height: 120)            // fixed, as before
/// ```
///
/// Sanitizing (``resolved(in:)``): a fraction is limited to [0, ``maximumFraction``], NaN gives 0;
/// points are limited as ``CarouselConfiguration/maximumLength`` says, negative and non-finite
/// values giving 0.
public struct ItemSize: Hashable, Sendable {
    /// One axis of an item's size.
    public enum Length: Hashable, Sendable {
        /// A length in points.
        case points(Double)
        /// A fraction of the usable bounds along this axis (1 is the whole width or height).
        case fraction(Double)

        /// The length in points within a usable length of `available` points.
        func resolved(in available: Double) -> Double {
            switch self {
            case .points(let points): points
            case .fraction(let fraction):
                (fraction.isNaN ? 0 : max(0, min(ItemSize.maximumFraction, fraction))) * available
            }
        }
    }

    /// The largest fraction of the usable bounds an axis may take: 10 (1000 %). Larger fractions
    /// are limited to it.
    public static let maximumFraction = 10.0

    /// The item's width.
    public var width: Length
    /// The item's height.
    public var height: Length

    /// A size with each axis fixed or following the view.
    public init(width: Length, height: Length) {
        self.width = width
        self.height = height
    }

    /// A fixed size in points.
    public static func fixed(_ size: Size2D) -> ItemSize {
        ItemSize(width: .points(size.width), height: .points(size.height))
    }

    /// A fraction of the usable bounds on both axes (`.fraction(width: 1, height: 0.8)`).
    public static func fraction(width: Double, height: Double) -> ItemSize {
        ItemSize(width: .fraction(width), height: .fraction(height))
    }

    /// The size in points when both axes are fixed, else `nil`.
    public var fixedSize: Size2D? {
        guard case .points(let w) = width, case .points(let h) = height else { return nil }
        return Size2D(width: w, height: h)
    }

    /// Whether either axis follows the bounds.
    public var followsBounds: Bool { fixedSize == nil }

    /// The size in points for a usable bounds size (the bounds after the adjusted content insets),
    /// sanitized: never negative, never above ``CarouselConfiguration/maximumLength``, NaN and
    /// infinities as the type says.
    public func resolved(in usableBounds: Size2D) -> Size2D {
        let bounds = usableBounds.sanitized(limitedTo: CarouselConfiguration.maximumLength)
        return Size2D(width: width.resolved(in: bounds.width), height: height.resolved(in: bounds.height))
            .sanitized(limitedTo: CarouselConfiguration.maximumLength)
    }
}
