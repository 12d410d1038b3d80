import Foundation

/// FSPagerView's transformer styles (FSPagerViewTransformer): items on a strip, each adjusted by
/// its style's transform, alpha and z-order.
///
/// Lengths are in points along the scroll axis; `w` is the item's extent along it (its width when
/// horizontal), `h` its extent across. As FSPagerViewLayout does, items sit on a strip one
/// ``step`` apart, `step = w + interitemSpacing` (the style's proposed spacing unless set): item
/// `i` at scroll offset `s` is centred `p × step` from the focus, with `p = i − s` (FSPagerView's
/// `position`). The style then sets, for `p` (`m` = ``minimumScale``, `a` = ``minimumAlpha``):
/// - cross fading: translate by `−p × step` (every item at the focus); alpha `1 − |p|` and zIndex 1
///   for `|p| < 1`, else alpha 0 and zIndex `Int.min`.
/// - zoom out, `|p| ≤ 1`: scale `k = max(m, 1 − |p|)`, moved `(step − 2h)(1 − k) / 2` along the
///   axis for `p < 0` and the opposite for `p ≥ 0`; alpha `a + (k − m) / (1 − m) × (1 − a)`; else
///   untouched with alpha 0.
/// - depth: `−1 ≤ p ≤ 0`: untouched, zIndex 1; `0 < p < 1`: translate by `−p × step`, scale
///   `m + (1 − m)(1 − p)`, alpha `1 − p`, zIndex 0; else alpha 0, zIndex 0.
/// - overlap and linear: scale `max(1 − (1 − m)|p|, m)`, alpha `a + (1 − |p|)(1 − a)`,
///   zIndex `Int((1 − |p|) × 10)`.
/// - cover flow, `c = clamp(−p, −1, 1)`: `m34 = −0.002`, Rotate(sin(c π/2) × 3π/8, y),
///   Translate(0, 0, −step × |c| / 2); zIndex `100 − Int(|c|)`.
/// - Ferris wheels, `|p| ≤ 5`: a wheel of 14 with radius `R = 14 step / 2π`, `t = ±R` (− inverted):
///   Translate(−p × step, t), Rotate(±p × 2π/14, z), Translate(0, −t); zIndex `Int(4 − 10|p|)`;
///   beyond, untouched with zIndex 0; alpha 1 for `|p| < 0.5`, else `a` (at every position).
/// - cubic, `−1 < p < 1`: the centre moves `d × w / 2` with `d = 1` for `p < 0`, else −1;
///   `m34 = −0.002`, Rotate(p π/2, y), Translate(−d w / 2, 0, 0); zIndex `Int((1 − p) × 10)`;
///   else alpha 0.
///
/// Where a style sets no zIndex (zoom out, and cubic outside (−1, 1)) it is FSPagerViewLayout's
/// `numberOfItems − Int(p)`; where it sets no alpha or transform they are 1 and the identity.
/// The zIndex is the placement's z-order key (``zOrder(forOffset:)``): the window ranks items by
/// it. FSPagerView leaves equal zIndexes to UIKit; here the item nearer the centre is drawn on
/// top, then the one with the higher index (``CarouselModel``'s rule for equal depths).
///
/// Transforms build on the identity, as FSPagerView's do, so the carousel's `perspective` and
/// `viewpointOffset` do not apply; the focus (focus point plus `centerOffset`) does.
///
/// Vertical: FSPagerView mirrors cross fading, zoom out, depth and cubic across the diagonal and
/// leaves overlap, linear, cover flow and the Ferris wheels untransformed (with a spacing of 0).
/// Here every style is the horizontal one mirrored across the diagonal (x ↔ y), with `w` and `h`
/// the item's height and width, so all nine work vertically.
///
/// Bad input: ``minimumScale`` and ``minimumAlpha`` are clamped to [0, 1] (zoom out's alpha is 1
/// when `m` = 1 instead of 0 / 0); a ``step`` that would be negative is 0 (FSPagerView then lays
/// out nothing; here the items stack at the focus). NaN positions count as 0.
@_spi(Plumbing) public struct Pager: Hashable, Sendable {
    /// FSPagerViewTransformer's default `minimumScale`.
    public static let defaultMinimumScale = 0.65
    /// FSPagerViewTransformer's default `minimumAlpha`.
    public static let defaultMinimumAlpha = 0.6
    /// FSPagerViewTransformer's `m34` for cover flow and cubic: −0.002 (the usual −1/500).
    public static let perspective = -0.002
    /// Items on a full Ferris wheel (FSPagerViewTransformer's `count`).
    public static let ferrisWheelCount = 14.0
    /// The positions within which items ride the Ferris wheel, items (FSPagerViewTransformer's
    /// `-5 ... 5`); beyond, they stay on the strip.
    public static let ferrisWheelReach = 5.0
    /// Cover flow's largest turn, radians: π/4 × 1.5.
    public static let coverFlowMaximumAngle = Double.pi * 0.25 * 1.5
    /// The largest position magnitude the formulas read, items: keeps every product finite.
    static let maximumPosition = 1e15

    /// The style.
    public let style: Style
    /// The scale one step from the centre, in [0, 1] (option `minimumScale`).
    public let minimumScale: Double
    /// The alpha one step from the centre, in [0, 1] (option `minimumAlpha`).
    public let minimumAlpha: Double
    /// The gap between neighbouring items on the strip, points (option `interitemSpacing`, or the
    /// style's proposed spacing).
    public let interitemSpacing: Double
    /// `w`: the item's extent along the scroll axis, points.
    public let itemLength: Double
    /// `h`: the item's extent across the scroll axis, points.
    public let itemBreadth: Double
    /// The distance between neighbouring items on the strip, `w + interitemSpacing`, points (≥ 0):
    /// FSPagerViewLayout's `itemSpacing`, and the points of scrolling per item.
    public let step: Double
    /// The item count (FSPagerViewLayout's `numberOfItems`, in the default zIndex).
    public let numberOfItems: Int
    /// Whether the strip runs vertically.
    public let isVertical: Bool
    /// Item slots that cover every item FSPagerView lays out: those whose place on the strip meets
    /// the bounds, `|p| ≤ (L + w) / (2 step)` for bounds `L` long (and every item on a Ferris
    /// wheel), so `2 ⌈reach + ½⌉ + 1`; ``VisibleSlots/iCarouselMaximum`` when the step is 0; at
    /// most ``VisibleSlots/limit``.
    public let visibleItemCount: Int

    /// Resolves the options (`nil` or invalid values take FSPagerView's defaults, as
    /// ``CarouselOptions`` documents) for items of `itemSize` in bounds `length` points long.
    public init(
        style: Style, options: CarouselOptions, itemSize: Size2D, length: Double, isVertical: Bool,
        numberOfItems: Int
    ) {
        func unit(_ value: Double?, _ fallback: Double) -> Double {
            guard let value, value.isFinite else { return fallback }
            return max(0, min(1, value))
        }
        self.style = style
        self.isVertical = isVertical
        self.numberOfItems = max(0, numberOfItems)
        let w = max(0, (isVertical ? itemSize.height : itemSize.width).finiteOrZero)
        itemLength = w
        itemBreadth = max(0, (isVertical ? itemSize.width : itemSize.height).finiteOrZero)
        let m = unit(options.given(.minimumScale, default: style.defaultMinimumScale), style.defaultMinimumScale)
        minimumScale = m
        minimumAlpha = unit(
            options.given(.minimumAlpha, default: Self.defaultMinimumAlpha), Self.defaultMinimumAlpha)
        let limit = CarouselConfiguration.maximumLength
        let proposed = style.proposedInteritemSpacing(itemLength: w, minimumScale: m) ?? 0
        let spacing = EffectOption.value(options, .interitemSpacing, default: proposed)
        interitemSpacing = max(-limit, min(limit, spacing))
        let step = max(0, w + interitemSpacing)
        self.step = step
        guard step > 0 else {
            visibleItemCount = VisibleSlots.iCarouselMaximum
            return
        }
        var reach = (max(0, length.finiteOrZero) + w) / (2 * step)
        if style == .ferrisWheel || style == .invertedFerrisWheel { reach = max(reach, Self.ferrisWheelReach) }
        let slots = 2 * (reach + 0.5).rounded(.up) + 1
        visibleItemCount = Int(max(1, min(Double(VisibleSlots.limit), slots.finite(or: 1))))
    }

    /// FSPagerView's `position`, sanitized: NaN is 0, magnitudes at most ``maximumPosition``.
    @inline(__always)
    static func position(_ offset: Double) -> Double {
        offset.isNaN ? 0 : max(-maximumPosition, min(maximumPosition, offset))
    }

    // MARK: Placing items

    /// The item's centre, points: the focus plus `p × step` along the axis, plus cubic's
    /// `d × w / 2` for `−1 < p < 1`.
    @inline(__always)
    public func center(forOffset offset: Double, focus: Point2D) -> Point2D {
        let p = Self.position(offset)
        var along = p * step
        if style == .cubic, p > -1, p < 1 { along += (p < 0 ? 1 : -1) * itemLength * 0.5 }
        return isVertical ? Point2D(x: focus.x, y: focus.y + along) : Point2D(x: focus.x + along, y: focus.y)
    }

    /// The style's transform for position `offset`, applied around ``center(forOffset:focus:)``.
    @inline(__always)
    public func transform(forOffset offset: Double) -> Transform3D {
        let t = horizontalTransform(atPosition: Self.position(offset))
        return isVertical ? Self.swappingAxes(t) : t
    }

    /// The style's alpha for position `offset`, in [0, 1] (see the type's summary).
    @inline(__always)
    public func alpha(forOffset offset: Double) -> Double {
        let p = Self.position(offset)
        let d = abs(p)
        let alpha: Double
        switch style {
        case .crossFading: alpha = d < 1 ? 1 - d : 0
        case .zoomOut:
            guard d <= 1 else { return 0 }
            let k = max(minimumScale, 1 - d)
            let fraction = minimumScale < 1 ? (k - minimumScale) / (1 - minimumScale) : 1
            alpha = minimumAlpha + fraction * (1 - minimumAlpha)
        case .depth: alpha = p >= -1 && p <= 0 ? 1 : (p > 0 && p < 1 ? 1 - p : 0)
        case .overlap, .linear: alpha = minimumAlpha + (1 - d) * (1 - minimumAlpha)
        case .coverFlow: alpha = 1
        case .ferrisWheel, .invertedFerrisWheel: alpha = d < 0.5 ? 1 : minimumAlpha
        case .cubic: alpha = p > -1 && p < 1 ? 1 : 0
        }
        return max(0, min(1, alpha))
    }

    /// FSPagerView's zIndex for position `offset`, as a z-order key (larger on top; see the type's
    /// summary); `Int.min` and every other value as FSPagerView computes it, before truncation
    /// to an `Int` could trap.
    @inline(__always)
    public func zOrder(forOffset offset: Double) -> Double {
        let p = Self.position(offset)
        let d = abs(p)
        let fallback = Double(numberOfItems) - p.rounded(.towardZero)
        switch style {
        case .crossFading: return d < 1 ? 1 : Double(Int.min)
        case .zoomOut: return fallback
        case .depth: return p >= -1 && p <= 0 ? 1 : 0
        case .overlap, .linear: return ((1 - d) * 10).rounded(.towardZero)
        case .coverFlow: return 100 - min(d, 1).rounded(.towardZero)
        case .ferrisWheel, .invertedFerrisWheel:
            return d <= Self.ferrisWheelReach ? (4 - d * 10).rounded(.towardZero) : 0
        case .cubic: return p > -1 && p < 1 ? ((1 - p) * 10).rounded(.towardZero) : fallback
        }
    }

    /// The transform of a horizontal strip at position `p` (finite).
    private func horizontalTransform(atPosition p: Double) -> Transform3D {
        let d = abs(p)
        switch style {
        case .crossFading:
            return .translation(x: -step * p, y: 0, z: 0)
        case .zoomOut:
            guard d <= 1 else { return .identity }
            let k = max(minimumScale, 1 - d)
            let across = itemBreadth * (1 - k) / 2
            let along = step * (1 - k) / 2
            var t = Transform3D.scale(x: k, y: k, z: 1)
            t.m41 = p < 0 ? along - across * 2 : -along + across * 2
            return t
        case .depth:
            guard p > 0, p < 1 else { return .identity }
            let k = minimumScale + (1 - minimumScale) * (1 - d)
            var t = Transform3D.scale(x: k, y: k, z: 1)
            t.m41 = -step * p
            return t
        case .overlap, .linear:
            let k = max(1 - (1 - minimumScale) * d, minimumScale)
            return .scale(x: k, y: k, z: 1)
        case .coverFlow:
            let c = min(max(-p, -1), 1)
            let angle = sin(c * Double.pi * 0.5) * Self.coverFlowMaximumAngle
            return Transform3D.perspective(Self.perspective)
                .rotated(angle: angle, x: 0, y: 1, z: 0)
                .translated(x: 0, y: 0, z: -step * 0.5 * abs(c))
        case .ferrisWheel, .invertedFerrisWheel:
            guard d <= Self.ferrisWheelReach else { return .identity }
            let sign = style == .ferrisWheel ? 1.0 : -1.0
            let radius = step * Self.ferrisWheelCount / (2 * Double.pi)
            let theta = 2 * Double.pi / Self.ferrisWheelCount
            return Transform3D.identity
                .translated(x: -p * step, y: sign * radius, z: 0)
                .rotated(angle: p * theta * sign, x: 0, y: 0, z: 1)
                .translated(x: 0, y: -sign * radius, z: 0)
        case .cubic:
            guard p > -1, p < 1 else { return .identity }
            let direction = p < 0 ? 1.0 : -1.0
            return Transform3D.perspective(Self.perspective)
                .rotated(angle: p * Double.pi * 0.5, x: 0, y: 1, z: 0)
                .translated(x: -direction * itemLength * 0.5, y: 0, z: 0)
        }
    }

    /// `t` mirrored across the diagonal: conjugated by the reflection that swaps x and y, so a
    /// horizontal strip's transform becomes the vertical one (a turn about y becomes the opposite
    /// turn about x, a turn about z the opposite turn about z).
    static func swappingAxes(_ t: Transform3D) -> Transform3D {
        Transform3D(
            m11: t.m22, m12: t.m21, m13: t.m23, m14: t.m24,
            m21: t.m12, m22: t.m11, m23: t.m13, m24: t.m14,
            m31: t.m32, m32: t.m31, m33: t.m33, m34: t.m34,
            m41: t.m42, m42: t.m41, m43: t.m43, m44: t.m44)
    }
}
