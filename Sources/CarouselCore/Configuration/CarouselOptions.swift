/// iCarousel's per-carousel options (`iCarouselOption…`) and those of the conveyor belt, the
/// shelf and FSPagerView's transformer styles, each `nil` until set.
///
/// A `nil` option takes iCarousel 1.8.3's default for the carousel's type, exactly as
/// `carousel:valueForOption:withDefault:` returning its `value` does. Angles are radians;
/// `spacing` is a fraction of the item width; fade offsets are in items (signed, negative toward
/// leading). Out-of-range values are sanitized where they would otherwise produce NaN or infinity;
/// each property says how.
///
/// Any numeric option may instead be stated relative to the type's default, as iCarousel's
/// delegate did with `value * 1.1`: ``relative`` (``RelativeOption``). A plain value wins over a
/// relative one.
///
/// Codable covers the plain values only: ``relative`` is not encoded (a rule may be a closure).
public struct CarouselOptions: Hashable, Sendable, Codable {
    /// Whether scrolling wraps around (iCarousel default: `true` for the circular types).
    public var wrap: Bool?
    /// Whether items facing away are drawn (default `true`, but `false` for `invertedCylinder`).
    public var showBackfaces: Bool?
    /// Items moved per item width of drag (default 1, Cover Flow 2). Non-finite values are ignored.
    public var offsetMultiplier: Double?
    /// The number of item slots laid out around the current item (default depends on the type).
    /// Truncated toward zero as iCarousel's `NSInteger` conversion does; negative means none.
    public var visibleItems: Double?
    /// Items on a full circle for the circular types (default `max(12, ceil(width / span) × π)`,
    /// at most 30). Truncated toward zero like iCarousel's; values below 1 are treated as 1.
    public var count: Double?
    /// The angle the circular types spread `count` items over, radians (default 2π).
    /// An arc of 0 would divide by zero in iCarousel's radius formula: the radius then falls back
    /// to the smallest sensible value (see `CarouselModel.radius`).
    public var arc: Double?
    /// Circle radius in points for the circular types (default from `count`, `arc` and `spacing`).
    public var radius: Double?
    /// Rotary and cylinder: a fixed angle for every item, radians (default `offset / count × arc`).
    /// Wheel: the angle between neighbours (default `arc / count`).
    public var angle: Double?
    /// Cover Flow tilt (default 0.9) or Time Machine slope (default 0.3).
    public var tilt: Double?
    /// Item spacing as a multiple of the item width (default 1; Cover Flow 0.25).
    public var spacing: Double?
    /// Offset below which items fade (default −∞; `invertedTimeMachine` 0).
    public var fadeMin: Double?
    /// Offset above which items fade (default +∞; `timeMachine` 0).
    public var fadeMax: Double?
    /// Distance in items over which an item fades from 1 to `fadeMinAlpha` (default 1).
    /// A range ≤ 0 makes the fade a step: alpha jumps to `fadeMinAlpha` just past the limit.
    /// +∞ means items never fade, as in iCarousel; NaN takes the default.
    public var fadeRange: Double?
    /// The alpha at the end of the fade (default 0). Alpha is always clamped to [0, 1].
    public var fadeMinAlpha: Double?

    // MARK: conveyorBelt (ShinobiEssentials' tutorial "Customizing your carousel path")

    /// ``CarouselType/conveyorBelt``: items on the flat front between the rollers (default 5).
    /// Values ≤ 0 and non-finite values take the default; fractions are allowed; positive values
    /// below the belt's minimum (`ConveyorBelt.minimumItemsOnFront`) are raised to it.
    public var maxItemsOnFront: Double?
    /// ``CarouselType/conveyorBelt``: the radius of each roller in points (default 150).
    /// Non-finite values take the default; negative values mean 0 (the belt folds straight back);
    /// a radius above half the height is reduced to it (see <doc:ConveyorBelt>).
    public var rollerRadius: Double?
    /// ``CarouselType/conveyorBelt``: the tilt as a fraction of a quarter turn; items turn by
    /// −π/2 × `rotateFactor` radians about the horizontal axis (default 0.1). Non-finite: default.
    public var rotateFactor: Double?

    // MARK: shelf (ASHorizontalScrollView)

    /// ``CarouselType/shelf``: the gap in points before the item at the scroll offset, and after
    /// the last item at the end (default 5, ASHorizontalScrollView's `leftMargin`). Negative values
    /// mean 0; non-finite values take the default.
    public var leadingMargin: Double?
    /// ``CarouselType/shelf``: the least spacing between items in points (default 10,
    /// ASHorizontalScrollView's `miniMarginBetweenItems`). Negative values mean 0;
    /// non-finite values take the default.
    public var minimumSpacing: Double?
    /// ``CarouselType/shelf``: how much of the next item, in points, must peek in when laying out
    /// by frame (default 20, ASHorizontalScrollView's `miniAppearWidthOfLastItem`). Negative
    /// values mean 0; non-finite values take the default.
    public var minimumPeek: Double?
    /// ``CarouselType/shelf``: items per screen, k.f = k whole items and the fraction f of the next
    /// (default 0 = lay out by frame). Values below 1 and non-finite values lay out by frame, as
    /// ASHorizontalScrollView does.
    public var itemsPerScreen: Double?
    /// ``CarouselType/shelf``: how far, as a fraction of the item's width, an item must have
    /// scrolled past the leading margin before a slow release moves on to the next (default 1/3).
    /// Clamped to [0, 1]; non-finite: default.
    public var nextItemThreshold: Double?
    /// ``CarouselType/shelf``: whether items that do not fill the width are centred (default `false`).
    public var centersWhenFewer: Bool?

    // MARK: FSPagerView's transformer styles (CarouselType.pagerTypes)

    /// The pager styles: FSPagerViewTransformer's `minimumScale`, the scale of an item one step
    /// from the centre (default 0.65; ``CarouselType/pagerZoomOut`` 0.85, ``CarouselType/pagerDepth``
    /// 0.5). Clamped to [0, 1]; non-finite values take the default.
    public var minimumScale: Double?
    /// The pager styles: FSPagerViewTransformer's `minimumAlpha`, the alpha of an item one step
    /// from the centre (default 0.6). Clamped to [0, 1]; non-finite values take the default.
    public var minimumAlpha: Double?
    /// The pager styles: the gap between neighbouring items on the strip, points; negative values
    /// overlap them. The default is the style's own (FSPagerViewTransformer's
    /// `proposedInteritemSpacing()`, in terms of the item's extent `w` along the scroll axis):
    /// −0.6 × `minimumScale` × `w` for overlap, −0.2 × `minimumScale` × `w` for linear,
    /// −sin(3π/16) × `w` for cover flow, −0.15 × `w` for both Ferris wheels, 0 for cubic, and
    /// FSPagerView's `interitemSpacing` default, 0, for cross fading, zoom out and depth. Limited to
    /// ±1e6 points; non-finite values take the default.
    public var interitemSpacing: Double?

    /// Numeric options stated relative to the default the carousel's type gives them (default:
    /// none), re-resolved whenever the type, item count or size changes:
    /// `options.relative.spacing = .times(1.1)`. A plain value of the same option wins.
    public var relative = RelativeOptions()

    /// Creates options; every option left `nil` takes iCarousel's default for the carousel's type,
    /// and `relative` states options relative to those defaults
    /// (`CarouselOptions(wrap: true, relative: [.spacing: .times(1.1)])`).
    public init(
        wrap: Bool? = nil, showBackfaces: Bool? = nil, offsetMultiplier: Double? = nil,
        visibleItems: Double? = nil, count: Double? = nil, arc: Double? = nil,
        radius: Double? = nil, angle: Double? = nil, tilt: Double? = nil, spacing: Double? = nil,
        fadeMin: Double? = nil, fadeMax: Double? = nil, fadeRange: Double? = nil,
        fadeMinAlpha: Double? = nil,
        maxItemsOnFront: Double? = nil, rollerRadius: Double? = nil, rotateFactor: Double? = nil,
        leadingMargin: Double? = nil, minimumSpacing: Double? = nil, minimumPeek: Double? = nil,
        itemsPerScreen: Double? = nil, nextItemThreshold: Double? = nil, centersWhenFewer: Bool? = nil,
        minimumScale: Double? = nil, minimumAlpha: Double? = nil, interitemSpacing: Double? = nil,
        relative: RelativeOptions = RelativeOptions()
    ) {
        self.wrap = wrap
        self.showBackfaces = showBackfaces
        self.offsetMultiplier = offsetMultiplier
        self.visibleItems = visibleItems
        self.count = count
        self.arc = arc
        self.radius = radius
        self.angle = angle
        self.tilt = tilt
        self.spacing = spacing
        self.fadeMin = fadeMin
        self.fadeMax = fadeMax
        self.fadeRange = fadeRange
        self.fadeMinAlpha = fadeMinAlpha
        self.maxItemsOnFront = maxItemsOnFront
        self.rollerRadius = rollerRadius
        self.rotateFactor = rotateFactor
        self.leadingMargin = leadingMargin
        self.minimumSpacing = minimumSpacing
        self.minimumPeek = minimumPeek
        self.itemsPerScreen = itemsPerScreen
        self.nextItemThreshold = nextItemThreshold
        self.centersWhenFewer = centersWhenFewer
        self.minimumScale = minimumScale
        self.minimumAlpha = minimumAlpha
        self.interitemSpacing = interitemSpacing
        self.relative = relative
    }
}

extension CarouselOptions {
    /// The plain value of a numeric option, read and written through its stored property.
    @_spi(Plumbing) public subscript(plain key: RelativeOptions.Key) -> Double? {
        get { self[keyPath: Self.property(key)] }
        set { self[keyPath: Self.property(key)] = newValue }
    }

    /// The stored property that holds a numeric option's plain value.
    private static func property(_ key: RelativeOptions.Key) -> WritableKeyPath<CarouselOptions, Double?> {
        switch key {
        case .offsetMultiplier: \.offsetMultiplier
        case .visibleItems: \.visibleItems
        case .count: \.count
        case .arc: \.arc
        case .radius: \.radius
        case .angle: \.angle
        case .tilt: \.tilt
        case .spacing: \.spacing
        case .fadeMin: \.fadeMin
        case .fadeMax: \.fadeMax
        case .fadeRange: \.fadeRange
        case .fadeMinAlpha: \.fadeMinAlpha
        case .maxItemsOnFront: \.maxItemsOnFront
        case .rollerRadius: \.rollerRadius
        case .rotateFactor: \.rotateFactor
        case .leadingMargin: \.leadingMargin
        case .minimumSpacing: \.minimumSpacing
        case .minimumPeek: \.minimumPeek
        case .itemsPerScreen: \.itemsPerScreen
        case .nextItemThreshold: \.nextItemThreshold
        case .minimumScale: \.minimumScale
        case .minimumAlpha: \.minimumAlpha
        case .interitemSpacing: \.interitemSpacing
        }
    }

    /// What the app asks of a numeric option, given the default the type resolves for it: the
    /// plain value when set, else the relative rule applied to `fallback`, else `nil`. Not yet
    /// sanitized: each caller sanitizes as the option documents.
    func given(_ key: RelativeOptions.Key, default fallback: Double) -> Double? {
        if let value = self[plain: key] { return value }
        return relative[key]?.value(forDefault: fallback)
    }

    private enum CodingKeys: String, CodingKey {
        case wrap, showBackfaces, offsetMultiplier, visibleItems, count, arc, radius, angle, tilt, spacing
        case fadeMin, fadeMax, fadeRange, fadeMinAlpha, maxItemsOnFront, rollerRadius, rotateFactor
        case leadingMargin, minimumSpacing, minimumPeek, itemsPerScreen, nextItemThreshold, centersWhenFewer
        case minimumScale, minimumAlpha, interitemSpacing
    }
}
