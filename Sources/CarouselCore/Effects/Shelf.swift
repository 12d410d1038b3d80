/// The App Store's horizontal shelf, as ASHorizontalScrollView lays it out: items of one size in a
/// flat row from a leading margin, spaced so that a whole number of them fit and the next one peeks in.
///
/// Lengths are in points along the scroll axis (the width `W` when horizontal, the height when
/// vertical); `w` is the item's extent along it, `L` = ``leadingMargin``, `m` = ``minimumSpacing``,
/// `A` = ``minimumPeek``.
/// - By frame (default): `N = ⌊(W − L − A) / (w + m)⌋` whole items fit; spacing `= (W − L − A)/N − w`
///   (never below `m`).
/// - By count (`itemsPerScreen = k.f`, k ≥ 1): spacing `= (W − L − w f)/k − w`, showing k whole items
///   and the fraction f of the next. When that is ≤ 0 it falls back to the largest whole count that
///   fits with the minimum spacing and the same fraction: `N' = ⌊(W − L − w f)/(w + m)⌋`,
///   spacing `= (W − L − w f)/N' − w`.
/// - When no whole item fits (`N < 1`, e.g. an item wider than the view) the spacing is `m`, and
///   items never overlap. Negative margins count as 0 (non-finite options take their defaults).
/// - Centring (``centersWhenFewer``): when `2L + n w + (n − 1) spacing < W` the row moves right by
///   ``leadingGap`` `= (W − (spacing + w) n + spacing − 2L) / 2`.
/// - At scroll offset `s` (items), item `i`'s leading edge is at `L + leadingGap + (i − s) × span`,
///   with ``itemSpan`` = `w + spacing`: item `s` sits at the leading margin.
///
/// Everything is computed from the bounds each time the model is built, so the spacing follows the
/// width on rotation and size-class changes; there are no per-device constants.
@_spi(Plumbing) public struct Shelf: Hashable, Sendable {
    /// ASHorizontalScrollView's default `leftMargin`, points.
    public static let defaultLeadingMargin = 5.0
    /// ASHorizontalScrollView's default `miniMarginBetweenItems`, points.
    public static let defaultMinimumSpacing = 10.0
    /// ASHorizontalScrollView's default `miniAppearWidthOfLastItem`, points.
    public static let defaultMinimumPeek = 20.0
    /// ASHorizontalScrollView's default `widthToScrollNextItem` ("about 1/3, mimicking the App Store").
    public static let defaultNextItemThreshold = 1.0 / 3
    /// The release speed from which a release is a flick, in points per second: 0.3 pt/ms, a
    /// tuning constant (slower releases are treated as the end of a drag).
    public static let flickSpeed = 300.0
    /// The flick velocity used when a shelf has no span to convert ``flickSpeed`` with, items/s.
    public static let defaultFlickVelocity = 1.0

    /// `L`, points (≥ 0).
    public let leadingMargin: Double
    /// `m`, points (≥ 0).
    public let minimumSpacing: Double
    /// `A`, points (≥ 0).
    public let minimumPeek: Double
    /// Items per screen when laying out by count (≥ 1), or `nil` when laying out by frame.
    public let itemsPerScreen: Double?
    /// The fraction of an item's width past which a slow release moves on, in [0, 1].
    public let nextItemThreshold: Double
    /// Whether the row is centred when it does not fill the width.
    public let centersWhenFewer: Bool
    /// `W`, the bounds' extent along the scroll axis, points (≥ 0).
    public let length: Double
    /// `w`, the item's extent along the scroll axis, points (≥ 0).
    public let itemLength: Double
    /// The number of items (≥ 0).
    public let numberOfItems: Int
    /// The actual spacing between neighbouring items, points (≥ 0).
    public let spacing: Double
    /// The extra leading gap that centres a short row, points (0 unless centring).
    public let leadingGap: Double

    /// Resolves the options (`nil` or invalid values take ASHorizontalScrollView's defaults, as
    /// ``CarouselOptions`` documents) for a view `length` points long and items `itemLength` long.
    public init(options: CarouselOptions, length: Double, itemLength: Double, numberOfItems: Int) {
        func nonNegative(_ value: Double?, _ fallback: Double) -> Double {
            guard let value, value.isFinite else { return fallback }
            return max(0, value)
        }
        let perScreen = options.given(.itemsPerScreen, default: 0).flatMap { $0.isFinite && $0 >= 1 ? $0 : nil }
        let threshold =
            options.given(.nextItemThreshold, default: Self.defaultNextItemThreshold).flatMap { $0.isFinite ? $0 : nil }
            ?? Self.defaultNextItemThreshold
        self.init(
            length: length, itemLength: itemLength, numberOfItems: numberOfItems,
            leadingMargin: nonNegative(
                options.given(.leadingMargin, default: Self.defaultLeadingMargin), Self.defaultLeadingMargin),
            minimumSpacing: nonNegative(
                options.given(.minimumSpacing, default: Self.defaultMinimumSpacing), Self.defaultMinimumSpacing),
            minimumPeek: nonNegative(
                options.given(.minimumPeek, default: Self.defaultMinimumPeek), Self.defaultMinimumPeek),
            itemsPerScreen: perScreen, nextItemThreshold: threshold,
            centersWhenFewer: options.centersWhenFewer ?? false)
    }

    /// Creates a shelf from resolved values; out-of-range values are clamped as the properties say.
    public init(
        length: Double, itemLength: Double, numberOfItems: Int, leadingMargin: Double,
        minimumSpacing: Double, minimumPeek: Double, itemsPerScreen: Double?,
        nextItemThreshold: Double, centersWhenFewer: Bool
    ) {
        let W = max(0, length.finiteOrZero)
        let w = max(0, itemLength.finiteOrZero)
        let L = max(0, leadingMargin.finiteOrZero)
        let m = max(0, minimumSpacing.finiteOrZero)
        let A = max(0, minimumPeek.finiteOrZero)
        let n = max(0, numberOfItems)
        self.length = W
        self.itemLength = w
        self.numberOfItems = n
        self.leadingMargin = L
        self.minimumSpacing = m
        self.minimumPeek = A
        self.itemsPerScreen = itemsPerScreen.flatMap { $0.isFinite && $0 >= 1 ? $0 : nil }
        self.nextItemThreshold = min(1, max(0, nextItemThreshold.finite(or: Self.defaultNextItemThreshold)))
        self.centersWhenFewer = centersWhenFewer
        let spacing: Double
        if let k = self.itemsPerScreen {
            spacing = Self.spacing(itemsPerScreen: k, length: W, itemLength: w, leadingMargin: L, minimumSpacing: m)
        } else {
            spacing = Self.spacing(length: W, itemLength: w, leadingMargin: L, minimumSpacing: m, minimumPeek: A)
        }
        self.spacing = spacing
        let rowLength = Double(n) * w + Double(max(0, n - 1)) * spacing
        if centersWhenFewer, n > 0, 2 * L + rowLength < W {
            leadingGap = (W - (spacing + w) * Double(n) + spacing - 2 * L) / 2
        } else {
            leadingGap = 0
        }
    }

    /// The spacing by frame: `(room / N) − w` with `room = W − L − A` and `N = ⌊room / (w + m)⌋`;
    /// `m` when no whole item fits or `w + m` is 0. Never below `m`, never NaN.
    public static func spacing(
        length W: Double, itemLength w: Double, leadingMargin L: Double, minimumSpacing m: Double,
        minimumPeek A: Double
    ) -> Double {
        wholeCountSpacing(room: W - L - A, itemLength: w, minimumSpacing: m)
    }

    /// The spacing by count: `(W − L − w f)/k − w` for `itemsPerScreen = k.f`; when that is ≤ 0,
    /// the largest whole count that fits with spacing `m` and the same fraction (or `m` when none fits).
    public static func spacing(
        itemsPerScreen: Double, length W: Double, itemLength w: Double, leadingMargin L: Double,
        minimumSpacing m: Double
    ) -> Double {
        let k = itemsPerScreen.rounded(.down)
        let f = itemsPerScreen - k
        let room = W - L - w * f
        if k >= 1 {
            let spacing = room / k - w
            if spacing > 0, spacing.isFinite { return spacing }
        }
        return wholeCountSpacing(room: room, itemLength: w, minimumSpacing: m)
    }

    /// `room / N − w` with `N = ⌊room / (w + m)⌋`, or `m` when `N < 1` or not finite.
    private static func wholeCountSpacing(room: Double, itemLength w: Double, minimumSpacing m: Double) -> Double {
        let step = w + m
        guard step > 0 else { return m }
        let count = (room / step).rounded(.down)
        guard count >= 1, count.isFinite else { return m }
        return room / count - w
    }

    /// The distance from one item's leading edge to the next one's, points (`w + spacing`).
    public var itemSpan: Double { itemLength + spacing }

    /// The leading edge of the item at `offset` (items from the scroll offset), in points from the
    /// bounds' leading edge: `L + leadingGap + offset × span`.
    public func leadingEdge(forOffset offset: Double) -> Double {
        leadingMargin + leadingGap + offset.finiteOrZero * itemSpan
    }

    /// The item's centre along the scroll axis, in points from the bounds' leading edge.
    public func centerAlong(forOffset offset: Double) -> Double {
        leadingEdge(forOffset: offset) + itemLength / 2
    }

    /// The length of the content, points: the row plus `L` (and the centring gap) at both ends,
    /// as ASHorizontalScrollView sizes its content.
    public var contentLength: Double {
        guard numberOfItems > 0 else { return 0 }
        let n = Double(numberOfItems)
        return 2 * (leadingMargin + leadingGap) + n * itemLength + (n - 1) * spacing
    }

    /// The last whole-page position: the scroll offset at which the last item's trailing edge sits
    /// on the trailing margin (`W − L`), which is where a scroll view with ``contentLength`` stops:
    /// `(contentLength − W) / span`, clamped to [0, n − 1]. 0 when the row fits (or is centred);
    /// `n − 1` when an item is wider than the view, so each item can still rest at the margin.
    public var lastPageOffset: Double {
        let span = itemSpan
        guard numberOfItems > 1, span > 0 else { return 0 }
        let offset = (contentLength - length) / span
        return min(Double(numberOfItems - 1), max(0, offset.finiteOrZero))
    }

    /// Item slots that cover the bounds at any scroll offset: `⌈(W + w) / span⌉ + 2`, capped at
    /// ``CarouselModel/visibleItemsLimit``; ``CarouselModel/maximumVisibleItems`` when the span is 0.
    public var visibleItemCount: Int {
        let span = itemSpan
        guard span > 0 else { return VisibleSlots.iCarouselMaximum }
        let slots = ((length + itemLength) / span).rounded(.up) + 2
        return Int(max(0, min(Double(VisibleSlots.limit), slots.finite(or: 1))))  // Int(−1e20) would trap
    }

    /// How many of the window's slots come before the item nearest the scroll offset:
    /// `⌈(L + leadingGap + w) / span⌉`, enough for every item that still reaches into the bounds
    /// on the leading side. With ``visibleItemCount`` slots the window then covers the bounds.
    public var leadingSlots: Int {
        let span = itemSpan
        guard span > 0 else { return visibleItemCount / 2 }
        let slots = ((leadingMargin + leadingGap + itemLength) / span).rounded(.up)
        return Int(max(0, min(Double(visibleItemCount), slots.finite(or: 0))))  // Int(−1e20) would trap
    }
}

// MARK: - Placement and resting hooks

extension Shelf {
    /// The item's centre in points: its place in the row along the scroll axis
    /// (``centerAlong(forOffset:)`` plus the carousel's `centerOffset` along it) and the focus
    /// across it. Always finite.
    public func center(
        forOffset offset: Double, focus: Point2D, centerOffset: Point2D, isVertical: Bool
    ) -> Point2D {
        let along = centerAlong(forOffset: offset)
        let point =
            isVertical
            ? Point2D(x: focus.x, y: along + centerOffset.y) : Point2D(x: along + centerOffset.x, y: focus.y)
        return point.sanitized
    }

    /// How many of a window of `count` slots come before the item nearest the scroll offset:
    /// ``leadingSlots`` within `[0, count]` (the current item sits at the leading margin, not in
    /// the middle).
    public func leadingSlots(inWindowOf count: Int) -> Int { max(0, min(leadingSlots, count)) }

    /// The shelf's resting rule: ``nextItemThreshold`` of the item's width in items
    /// (`threshold × w / span`), ``lastPageOffset``, and ``flickSpeed`` in items per second.
    public var restingRule: RestingRule {
        let span = itemSpan
        let threshold = span > 0 ? nextItemThreshold * itemLength / span : nextItemThreshold
        let flick = span > 0 ? Self.flickSpeed / span : Self.defaultFlickVelocity
        return .threshold(threshold: threshold, lastPageOffset: lastPageOffset, flickVelocity: flick)
    }
}
