import Foundation

/// The conveyor belt of ShinobiEssentials' tutorial "Customizing your carousel path", like iOS 7
/// Safari's tab view: a flat front between two rollers, the rest of the belt running back behind.
///
/// Lengths are in points along the scroll axis (down when vertical, right when horizontal); the
/// belt's length `H` is the bounds' height when vertical, its width when horizontal. With
/// `r` = ``rollerRadius`` and `m` = ``maxItemsOnFront``:
/// - rollerBoundary `b = H/2 − r`; itemSpacing `d = 2b / m`; an item at `offset` is `s = d × |offset|`
///   along the belt from the centre.
/// - front (`s < b`): `y = s`, `z = 0`;
///   roller (`s < b + π r`): `θ = (s − b) / r`, `y = b + r sin θ`, `z = r (cos θ − 1)`;
///   behind: `y = 2b + π r − s`, `z = −2r`. `y` takes the sign of the offset (negative toward leading).
/// - transform, in `CATransform3D` call order on the running matrix: Translate(0, y, 0) on the
///   identity; set `m24 = 1/2000` and `m34 = −1/500`; Rotate(−π/2 × ``rotateFactor``, 1, 0, 0);
///   Translate(0, 0, z). Horizontal belts mirror it across the diagonal (x ↔ y): Translate(y, 0, 0),
///   `m14 = 1/2000`, `m34 = −1/500`, Rotate(π/2 × rotateFactor, 0, 1, 0), Translate(0, 0, z).
///
/// The belt builds on the identity, as the tutorial does, so the carousel's `perspective` and
/// `viewpointOffset` do not apply; its centre (focus point plus `centerOffset`) does.
///
/// Bad input: a roller radius above `H/2` is reduced to `H/2`, so the front has no length; the
/// items are then spaced `d = π r / m`, putting `m` of them on the half-turn facing the viewer.
/// With `H = 0` every item sits at the centre. Nothing divides by zero: a zero radius skips the
/// roller (the belt folds straight back, continuously).
@_spi(Plumbing) public struct ConveyorBelt: Hashable, Sendable {
    /// The tutorial's default items on the front.
    public static let defaultMaxItemsOnFront = 5.0
    /// The tutorial's default roller radius, points.
    public static let defaultRollerRadius = 150.0
    /// The tutorial's default tilt factor.
    public static let defaultRotateFactor = 0.1
    /// The smallest `maxItemsOnFront` used: smaller positive values would make the spacing overflow.
    public static let minimumItemsOnFront = 1e-3
    /// The tutorial's `m24` (`m14` when horizontal): 1/2000, a skew that shrinks items further down the belt.
    public static let skew = 1.0 / 2000
    /// The tutorial's `m34`: −1/500, the usual Core Animation perspective.
    public static let perspective = -1.0 / 500

    /// Items on the flat front (≥ ``minimumItemsOnFront``).
    public let maxItemsOnFront: Double
    /// The roller radius in points, in [0, H/2].
    public let rollerRadius: Double
    /// The tilt as a fraction of a quarter turn.
    public let rotateFactor: Double
    /// Where the front ends and the rollers start, in points from the centre (≥ 0).
    public let rollerBoundary: Double
    /// The distance between neighbouring items along the belt, in points (≥ 0).
    public let itemSpacing: Double
    /// Whether the belt runs vertically.
    public let isVertical: Bool

    /// Resolves the options (`nil` or invalid values take the tutorial's defaults, as
    /// ``CarouselOptions`` documents) for a belt of `length` points (`H`).
    public init(options: CarouselOptions, length: Double, isVertical: Bool) {
        var m =
            options.given(.maxItemsOnFront, default: Self.defaultMaxItemsOnFront).flatMap {
                $0.isFinite && $0 > 0 ? $0 : nil
            } ?? Self.defaultMaxItemsOnFront
        m = max(m, Self.minimumItemsOnFront)
        let r =
            options.given(.rollerRadius, default: Self.defaultRollerRadius).flatMap { $0.isFinite ? max(0, $0) : nil }
            ?? Self.defaultRollerRadius
        let f =
            options.given(.rotateFactor, default: Self.defaultRotateFactor).flatMap { $0.isFinite ? $0 : nil }
            ?? Self.defaultRotateFactor
        let half = max(0, length.finiteOrZero) / 2
        maxItemsOnFront = m
        rotateFactor = f
        self.isVertical = isVertical
        if r <= half {
            rollerRadius = r
            rollerBoundary = half - r
            itemSpacing = 2 * rollerBoundary / m
        } else {
            rollerRadius = half
            rollerBoundary = 0
            itemSpacing = Double.pi * half / m
        }
    }

    /// Where an item is on the belt: `along` the scroll axis from the centre (signed like the
    /// offset) and `depth` (`z`, ≤ 0, toward the viewer positive), in points.
    public func position(forOffset offset: Double) -> (along: Double, depth: Double) {
        let offset = offset.finiteOrZero
        let s = itemSpacing * abs(offset)
        let b = rollerBoundary
        let r = rollerRadius
        let along: Double
        let depth: Double
        if s < b {
            along = s
            depth = 0
        } else if s < b + Double.pi * r {
            let theta = (s - b) / r  // r > 0 here: the branch is empty when r = 0
            along = b + r * sin(theta)
            depth = r * (cos(theta) - 1)
        } else {
            along = 2 * b + Double.pi * r - s
            depth = -2 * r
        }
        return (offset < 0 ? -along : along, depth)
    }

    /// The item's transform, applied around the carousel's centre (see the type's summary).
    public func transform(forOffset offset: Double) -> Transform3D {
        let (along, depth) = position(forOffset: offset)
        let tilt = -Double.pi / 2 * rotateFactor
        var t: Transform3D
        if isVertical {
            t = Transform3D.identity.translated(x: 0, y: along, z: 0)
            t.m24 = Self.skew
            t.m34 = Self.perspective
            t = t.rotated(angle: tilt, x: 1, y: 0, z: 0)
        } else {
            t = Transform3D.identity.translated(x: along, y: 0, z: 0)
            t.m14 = Self.skew
            t.m34 = Self.perspective
            t = t.rotated(angle: -tilt, x: 0, y: 1, z: 0)
        }
        return t.translated(x: 0, y: 0, z: depth)
    }

    /// Item slots that cover the front and both rollers at any scroll offset: `2 ⌈K + ½⌉ + 1`
    /// with `K = (b + π r) / d` items from the centre to the end of a roller (the ½ covers the
    /// window's centring on the nearest item). Items further on are behind the front.
    /// Capped at ``CarouselModel/visibleItemsLimit``; ``CarouselModel/maximumVisibleItems`` when
    /// the spacing is 0.
    public var visibleItemCount: Int {
        guard itemSpacing > 0 else { return VisibleSlots.iCarouselMaximum }
        let reach = (rollerBoundary + Double.pi * rollerRadius) / itemSpacing
        let slots = 2 * (reach + 0.5).rounded(.up) + 1
        return Int(max(0, min(Double(VisibleSlots.limit), slots.finite(or: 1))))  // Int(−1e20) would trap
    }
}
