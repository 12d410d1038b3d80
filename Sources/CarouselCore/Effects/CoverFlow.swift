/// Apple's Cover Flow as iCarousel draws it (`coverFlow`), and `coverFlow2`, whose centre flip is
/// driven by a toggle.
///
/// The offset clamped to [−1, 1] is `c`; an item sits `(c × tilt / 2 + offset × spacing) ×
/// itemWidth` along the axis, `|c| × itemWidth / 2` back, turned by `−c × π/2 × tilt`. Cover Flow 2
/// replaces `c` near the centre by the toggle rule (``clampedOffset(_:toggle:)``), so the flip
/// moves smoothly from one item to the next as the toggle runs from −1 to 1.
@_spi(Plumbing) public struct CoverFlow: Hashable, Sendable {
    /// iCarousel's default spacing for Cover Flow, a fraction of the item width.
    public static let defaultSpacing = 0.25
    /// iCarousel's default tilt for Cover Flow.
    public static let defaultTilt = 0.9
    /// iCarousel's default `offsetMultiplier` for Cover Flow: items move twice as far as the finger.
    public static let defaultOffsetMultiplier = 2.0

    /// The spacing width of one item in points (iCarousel's `itemWidth`).
    public let itemWidth: Double
    /// Item spacing as a fraction of ``itemWidth`` (option `spacing`, default 0.25).
    public let spacing: Double
    /// How far items turn, a fraction of a quarter turn (option `tilt`, default 0.9).
    public let tilt: Double
    /// Whether the line runs vertically.
    public let isVertical: Bool
    /// Whether this is Cover Flow 2: the toggle moves the flip at the centre.
    public let usesToggle: Bool
    /// Item slots that cover the bounds: `ceil(length / span) + 2`, at most
    /// ``VisibleSlots/iCarouselMaximum``.
    public let visibleItemCount: Int

    /// Resolves the options for items `itemWidth` points apart on a carousel `length` points long;
    /// `usesToggle` for Cover Flow 2.
    public init(
        options: CarouselOptions, itemWidth: Double, length: Double, isVertical: Bool, usesToggle: Bool
    ) {
        self.itemWidth = itemWidth
        spacing = EffectOption.spacing(options, default: Self.defaultSpacing)
        tilt = EffectOption.value(options, .tilt, default: Self.defaultTilt)
        self.isVertical = isVertical
        self.usesToggle = usesToggle
        visibleItemCount = EffectOption.lineSlots(length: length, span: itemWidth * spacing)
    }

    /// A toggle as placements use it: clamped to [−1, 1], 0 when not finite.
    public static func sanitizedToggle(_ toggle: Double) -> Double {
        max(-1, min(1, toggle.finiteOrZero))
    }

    /// iCarousel's transform for an item `offset` items from the centre, with Cover Flow 2's
    /// `toggle` in [−1, 1] (Cover Flow ignores it).
    @inline(__always)
    public func transform(forOffset offset: Double, toggle: Double, base: Transform3D) -> Transform3D {
        let clamped = clampedOffset(offset, toggle: toggle)
        let along = (clamped * 0.5 * tilt + offset * spacing) * itemWidth
        let depth = abs(clamped) * -itemWidth * 0.5
        let angle = -clamped * Double.pi / 2 * tilt
        if isVertical {
            return base.translated(x: 0, y: along, z: depth).rotated(angle: angle, x: -1, y: 0, z: 0)
        }
        return base.translated(x: along, y: 0, z: depth).rotated(angle: angle, x: 0, y: 1, z: 0)
    }

    /// The offset clamped to [−1, 1], with Cover Flow 2's toggle rule: for a positive toggle,
    /// −1 up to offset −½, `−toggle` up to ½ and `1 − toggle` up to 1.5; for a toggle ≤ 0, 1 past
    /// ½, `−toggle` past −½ and `−1 − toggle` past −1.5.
    public func clampedOffset(_ offset: Double, toggle: Double) -> Double {
        var clamped = max(-1, min(1, offset))
        guard usesToggle else { return clamped }
        if toggle > 0 {
            if offset <= -0.5 {
                clamped = -1
            } else if offset <= 0.5 {
                clamped = -toggle
            } else if offset <= 1.5 {
                clamped = 1 - toggle
            }
        } else {
            if offset > 0.5 {
                clamped = 1
            } else if offset > -0.5 {
                clamped = -toggle
            } else if offset > -1.5 {
                clamped = -1 - toggle
            }
        }
        return clamped
    }

    /// Cover Flow 2's toggle for one item.
    ///
    /// iCarousel's `transformItemView:atIndex:` re-derives its toggle from each item's own offset
    /// before placing it whenever a non-wrapping carousel is at or past either end (`isAtEnd`:
    /// `scrollOffset < 0` or `≥ numberOfItems − 1`); there every item flips with its offset as in
    /// Cover Flow, whatever the carousel's toggle says. (iCarousel does the same while it
    /// decelerates or animates; that state belongs to the interaction engine.)
    public func toggle(forItemOffset offset: Double, carouselToggle toggle: Double, isAtEnd: Bool)
        -> Double
    {
        guard usesToggle, isAtEnd else { return toggle }
        let clamped = max(-1, min(1, offset))
        if offset > 0 { return offset <= 0.5 ? -clamped : 1 - clamped }
        return offset > -0.5 ? -clamped : -1 - clamped
    }
}
