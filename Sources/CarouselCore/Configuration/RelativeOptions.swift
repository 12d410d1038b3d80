/// The options of ``CarouselOptions`` stated relative to their defaults
/// (``CarouselOptions/relative``): each numeric option may hold a ``RelativeOption``.
///
/// `nil` entries (the default) leave the option to its plain value or to the type's default. A
/// plain value of the same option wins. Empty rules cost nothing: the rules are stored only when
/// set.
///
/// ``CarouselType/rotary`` and ``CarouselType/cylinder`` give each item its own default angle
/// (`offset / count × arc`), so a relative `angle` applies to ``CarouselType/wheel`` and
/// ``CarouselType/invertedWheel`` only (their default: `arc / count`, the angle between
/// neighbours); the other types ignore it.
public struct RelativeOptions: Hashable, Sendable {
    /// The numeric options, by the name ``CarouselOptions`` gives them.
    public enum Key: String, CaseIterable, Hashable, Sendable {
        /// ``CarouselOptions/offsetMultiplier``.
        case offsetMultiplier
        /// ``CarouselOptions/visibleItems``.
        case visibleItems
        /// ``CarouselOptions/count``.
        case count
        /// ``CarouselOptions/arc``.
        case arc
        /// ``CarouselOptions/radius``.
        case radius
        /// ``CarouselOptions/angle`` (the wheels only; see ``RelativeOptions``).
        case angle
        /// ``CarouselOptions/tilt``.
        case tilt
        /// ``CarouselOptions/spacing``.
        case spacing
        /// ``CarouselOptions/fadeMin``.
        case fadeMin
        /// ``CarouselOptions/fadeMax``.
        case fadeMax
        /// ``CarouselOptions/fadeRange``.
        case fadeRange
        /// ``CarouselOptions/fadeMinAlpha``.
        case fadeMinAlpha
        /// ``CarouselOptions/maxItemsOnFront``.
        case maxItemsOnFront
        /// ``CarouselOptions/rollerRadius``.
        case rollerRadius
        /// ``CarouselOptions/rotateFactor``.
        case rotateFactor
        /// ``CarouselOptions/leadingMargin``.
        case leadingMargin
        /// ``CarouselOptions/minimumSpacing``.
        case minimumSpacing
        /// ``CarouselOptions/minimumPeek``.
        case minimumPeek
        /// ``CarouselOptions/itemsPerScreen``.
        case itemsPerScreen
        /// ``CarouselOptions/nextItemThreshold``.
        case nextItemThreshold
        /// ``CarouselOptions/minimumScale``.
        case minimumScale
        /// ``CarouselOptions/minimumAlpha``.
        case minimumAlpha
        /// ``CarouselOptions/interitemSpacing``.
        case interitemSpacing
    }

    /// The rules set, by option.
    private var rules: [Key: RelativeOption] = [:]

    /// No relative options.
    public init() {}

    /// The rules given, by option (`RelativeOptions([.spacing: .times(1.1), .count: .plus(2)])`).
    public init(_ rules: [Key: RelativeOption]) { self.rules = rules }

    /// The rule of one option; `nil` removes it.
    public subscript(key: Key) -> RelativeOption? {
        get { rules[key] }
        set { rules[key] = newValue }
    }

    /// Whether no option has a rule.
    public var isEmpty: Bool { rules.isEmpty }

    /// ``CarouselOptions/offsetMultiplier`` relative to its default (1; Cover Flow 2).
    public var offsetMultiplier: RelativeOption? {
        get { self[.offsetMultiplier] }
        set { self[.offsetMultiplier] = newValue }
    }
    /// ``CarouselOptions/visibleItems`` relative to the type's slot count.
    public var visibleItems: RelativeOption? {
        get { self[.visibleItems] }
        set { self[.visibleItems] = newValue }
    }
    /// ``CarouselOptions/count`` relative to its default, which depends on the item count, the
    /// length of the bounds along the scroll axis, the item width and the spacing.
    public var count: RelativeOption? {
        get { self[.count] }
        set { self[.count] = newValue }
    }
    /// ``CarouselOptions/arc`` relative to its default (2π).
    public var arc: RelativeOption? {
        get { self[.arc] }
        set { self[.arc] = newValue }
    }
    /// ``CarouselOptions/radius`` relative to its default, which depends on `count`, `arc`,
    /// `spacing` and the item width.
    public var radius: RelativeOption? {
        get { self[.radius] }
        set { self[.radius] = newValue }
    }
    /// ``CarouselOptions/angle`` relative to the wheel's default (`arc / count`); other types
    /// ignore it (see ``RelativeOptions``).
    public var angle: RelativeOption? {
        get { self[.angle] }
        set { self[.angle] = newValue }
    }
    /// ``CarouselOptions/tilt`` relative to its default (Cover Flow 0.9, Time Machine 0.3).
    public var tilt: RelativeOption? {
        get { self[.tilt] }
        set { self[.tilt] = newValue }
    }
    /// ``CarouselOptions/spacing`` relative to its default (1; Cover Flow 0.25).
    public var spacing: RelativeOption? {
        get { self[.spacing] }
        set { self[.spacing] = newValue }
    }
    /// ``CarouselOptions/fadeMin`` relative to its default (−∞; `invertedTimeMachine` 0).
    public var fadeMin: RelativeOption? {
        get { self[.fadeMin] }
        set { self[.fadeMin] = newValue }
    }
    /// ``CarouselOptions/fadeMax`` relative to its default (+∞; `timeMachine` 0).
    public var fadeMax: RelativeOption? {
        get { self[.fadeMax] }
        set { self[.fadeMax] = newValue }
    }
    /// ``CarouselOptions/fadeRange`` relative to its default (1).
    public var fadeRange: RelativeOption? {
        get { self[.fadeRange] }
        set { self[.fadeRange] = newValue }
    }
    /// ``CarouselOptions/fadeMinAlpha`` relative to its default (0).
    public var fadeMinAlpha: RelativeOption? {
        get { self[.fadeMinAlpha] }
        set { self[.fadeMinAlpha] = newValue }
    }
    /// ``CarouselOptions/maxItemsOnFront`` relative to its default (5).
    public var maxItemsOnFront: RelativeOption? {
        get { self[.maxItemsOnFront] }
        set { self[.maxItemsOnFront] = newValue }
    }
    /// ``CarouselOptions/rollerRadius`` relative to its default (150).
    public var rollerRadius: RelativeOption? {
        get { self[.rollerRadius] }
        set { self[.rollerRadius] = newValue }
    }
    /// ``CarouselOptions/rotateFactor`` relative to its default (0.1).
    public var rotateFactor: RelativeOption? {
        get { self[.rotateFactor] }
        set { self[.rotateFactor] = newValue }
    }
    /// ``CarouselOptions/leadingMargin`` relative to its default (5).
    public var leadingMargin: RelativeOption? {
        get { self[.leadingMargin] }
        set { self[.leadingMargin] = newValue }
    }
    /// ``CarouselOptions/minimumSpacing`` relative to its default (10).
    public var minimumSpacing: RelativeOption? {
        get { self[.minimumSpacing] }
        set { self[.minimumSpacing] = newValue }
    }
    /// ``CarouselOptions/minimumPeek`` relative to its default (20).
    public var minimumPeek: RelativeOption? {
        get { self[.minimumPeek] }
        set { self[.minimumPeek] = newValue }
    }
    /// ``CarouselOptions/itemsPerScreen`` relative to its default (0).
    public var itemsPerScreen: RelativeOption? {
        get { self[.itemsPerScreen] }
        set { self[.itemsPerScreen] = newValue }
    }
    /// ``CarouselOptions/nextItemThreshold`` relative to its default (1/3).
    public var nextItemThreshold: RelativeOption? {
        get { self[.nextItemThreshold] }
        set { self[.nextItemThreshold] = newValue }
    }
    /// ``CarouselOptions/minimumScale`` relative to the pager style's default (0.65; zoom out
    /// 0.85, depth 0.5).
    public var minimumScale: RelativeOption? {
        get { self[.minimumScale] }
        set { self[.minimumScale] = newValue }
    }
    /// ``CarouselOptions/minimumAlpha`` relative to its default (0.6).
    public var minimumAlpha: RelativeOption? {
        get { self[.minimumAlpha] }
        set { self[.minimumAlpha] = newValue }
    }
    /// ``CarouselOptions/interitemSpacing`` relative to the pager style's proposed spacing, points
    /// (which depends on the item's length and `minimumScale`).
    public var interitemSpacing: RelativeOption? {
        get { self[.interitemSpacing] }
        set { self[.interitemSpacing] = newValue }
    }
}

extension RelativeOptions: ExpressibleByDictionaryLiteral {
    /// The rules written as a dictionary literal (`relative: [.spacing: .times(1.1)]`); a key
    /// given twice keeps its last rule.
    public init(dictionaryLiteral elements: (Key, RelativeOption)...) {
        self.init()
        for (key, rule) in elements { rules[key] = rule }
    }
}
