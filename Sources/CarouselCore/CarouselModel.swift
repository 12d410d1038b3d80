import Foundation

/// A resolved carousel: a configuration with iCarousel 1.8.3's per-type defaults applied and every
/// input sanitized, ready to place items at any scroll offset.
///
/// Build it when the item count, size or options change; then ask it for ``placements(at:)`` on
/// every scroll tick. Construction is O(1) and the model stores nothing per item, so a carousel
/// of ten million items costs the same per frame as one of a hundred.
///
/// Where iCarousel is ill-defined the model picks the nearest sensible value; see each property.
/// No NaN or infinity leaves it.
public struct CarouselModel: Sendable {
    /// iCarousel's `MAX_VISIBLE_ITEMS` on iOS: the most item slots laid out by default.
    public static let maximumVisibleItems = 30
    /// The most item slots the `visibleItems` option may ask for. iCarousel has no limit; a
    /// runaway value would make every frame allocate and place that many items.
    public static let visibleItemsLimit = 10_000
    /// The smallest arc magnitude in radians. An arc of 0 divides by zero in iCarousel; as the arc
    /// shrinks the circle flattens into a line, which this limit reproduces with finite numbers.
    public static let minimumArc = 1e-6

    /// The configuration this model was built from.
    public let configuration: CarouselConfiguration
    /// The number of items (never negative).
    public let numberOfItems: Int
    /// Placeholders actually shown: none when wrapping.
    public let numberOfPlaceholdersShown: Int
    /// Whether the carousel wraps (the `wrap` option, or the type's default).
    public let isWrapEnabled: Bool
    /// The spacing width of one item in points (≥ 0): points of drag per item. The conveyor belt's
    /// ``ConveyorBelt/itemSpacing`` and the shelf's ``Shelf/itemSpan`` when positive.
    public let itemWidth: Double
    /// Items moved per item width of drag (iCarousel's `offsetMultiplier`).
    public let offsetMultiplier: Double
    /// Item slots in the visible window (iCarousel's `numberOfVisibleItems`), capped by the
    /// configuration's `displayLimit`.
    public let numberOfVisibleItems: Int
    /// Items on a full circle for circular types (iCarousel's `circularCarouselItemCount`),
    /// at least 1 so that no formula divides by zero.
    public let circularItemCount: Double
    /// Item spacing as a fraction of ``itemWidth``.
    public let spacing: Double
    /// The arc of the circular types in radians, at least ``minimumArc`` in magnitude.
    public let arc: Double
    /// The circle radius in points for rotary, cylinder and wheel types (0 otherwise).
    public let radius: Double
    /// Cover Flow and Time Machine tilt.
    public let tilt: Double
    /// The fixed angle from the `angle` option, if set (radians).
    public let angleOption: Double?
    /// Fade parameters after defaults and sanitizing.
    public let fadeMin: Double, fadeMax: Double, fadeRange: Double, fadeMinAlpha: Double
    /// Whether back faces are drawn.
    public let showsBackfaces: Bool
    /// The perspective and viewpoint transform every item's transform starts from.
    public let baseTransform: Transform3D
    /// The focus, where offset 0 sits: the focus point (default the middle) of the bounds plus
    /// `contentOffset`. Items are centred on it except for custom paths with a position and the shelf.
    /// Left to right: when ``isMirrored``, placements sit around `bounds.width − center.x`.
    public let center: Point2D
    /// The item view size.
    public let itemSize: Size2D
    /// Cover Flow 2's toggle, in [−1, 1].
    public let toggle: Double
    /// What a custom path sees.
    public let pathContext: CarouselPathContext
    /// The resolved conveyor belt when the type is ``CarouselType/conveyorBelt``.
    public let conveyorBelt: ConveyorBelt?
    /// The resolved shelf when the type is ``CarouselType/shelf``.
    public let shelf: Shelf?
    /// The scroll settings (bounce limits).
    public let scroll: ScrollSettings
    /// Whether placements are mirrored: the configuration's ``CarouselConfiguration/layoutDirection``
    /// is right-to-left and the resolved orientation horizontal.
    ///
    /// Then every placement is the left-to-right one mirrored about the vertical centre line of the
    /// bounds: the centre's x becomes `bounds.width − x` and the transform `T` becomes `S · T · S` with
    /// `S = diag(−1, 1, 1, 1)`, so an item at a positive offset sits left of the focus and turns the
    /// other way while its content stays readable. Offsets, alpha, back faces and z-order are those
    /// of left to right. ``transform(forOffset:)``, ``center(forOffset:)`` and ``center`` stay in
    /// left-to-right terms: the mirror is applied to whole placements.
    public let isMirrored: Bool

    public init(_ configuration: CarouselConfiguration) {
        self.configuration = configuration
        let type = configuration.type
        let options = configuration.options
        let maxLength = CarouselConfiguration.maximumLength
        let n = min(max(0, configuration.numberOfItems), CarouselConfiguration.maximumNumberOfItems)
        numberOfItems = n
        let bounds = configuration.bounds.sanitized(limitedTo: maxLength)
        itemSize = configuration.itemSize.sanitized(limitedTo: maxLength)
        let vertical = configuration.resolvedOrientation == .vertical
        scroll = configuration.scroll
        isMirrored = configuration.layoutDirection == .rightToLeft && !vertical

        isWrapEnabled = options.wrap ?? type.wrapsByDefault
        let placeholders = isWrapEnabled ? 0
            : min(max(0, configuration.numberOfPlaceholders), CarouselConfiguration.maximumNumberOfItems)
        numberOfPlaceholdersShown = placeholders

        // Types beyond iCarousel (Effects/); their geometry fixes the step between items.
        let axisLength = vertical ? bounds.height : bounds.width
        conveyorBelt = type == .conveyorBelt ? ConveyorBelt(options: options, length: axisLength, isVertical: vertical) : nil
        shelf = type == .shelf ? Shelf(
            options: options, length: axisLength, itemLength: vertical ? itemSize.height : itemSize.width,
            numberOfItems: n) : nil

        // iCarousel: the delegate's carouselItemWidth:, or the first view's width (height when vertical).
        if let step = conveyorBelt?.itemSpacing ?? shelf?.itemSpan, step > 0 {
            itemWidth = step
        } else if let w = configuration.itemWidth, w.isFinite, w > 0 {
            itemWidth = min(w, maxLength)
        } else {
            itemWidth = vertical ? itemSize.height : itemSize.width
        }

        let isCoverFlow = type == .coverFlow || type == .coverFlow2
        spacing = Self.option(options.spacing, default: isCoverFlow ? 0.25 : 1.0)
        let isTimeMachine = type == .timeMachine || type == .invertedTimeMachine
        tilt = Self.option(options.tilt, default: isTimeMachine ? 0.3 : 0.9)
        var arc = Self.option(options.arc, default: 2 * Double.pi)
        if abs(arc) < Self.minimumArc { arc = arc < 0 ? -Self.minimumArc : Self.minimumArc }
        self.arc = arc
        angleOption = options.angle.flatMap { $0.isFinite ? $0 : nil }
        offsetMultiplier = Self.option(options.offsetMultiplier, default: isCoverFlow ? 2 : 1)

        // circularCarouselItemCount
        let length = vertical ? bounds.height : bounds.width
        var count: Double
        if type.isCircular {
            let slots = (length / (spacing * itemWidth)).rounded(.up) * Double.pi
            count = objcMin(Double(Self.maximumVisibleItems), objcMax(12, slots)).rounded(.towardZero)
            count = min(Double(n + placeholders), count)
        } else {
            count = Double(n + placeholders)
        }
        if type.isCircular, let c = options.count, c.isFinite { count = c.rounded(.towardZero) }
        circularItemCount = max(1, count)

        // Radius defaults per type.
        let span = itemWidth * spacing
        let defaultRadius: Double
        switch type {
        case .rotary, .invertedRotary:
            defaultRadius = objcMax(span / 2, span / 2 / tan(arc / 2 / circularItemCount))
        case .cylinder, .invertedCylinder:
            defaultRadius = objcMax(0.01, span / 2 / tan(arc / 2 / circularItemCount))
        case .wheel, .invertedWheel:
            defaultRadius = span * circularItemCount / arc
        default:
            defaultRadius = 0
        }
        radius = Self.option(options.radius, default: defaultRadius.finite(or: 0))

        // Fading.
        fadeMin = Self.fadeLimit(options.fadeMin, default: type == .invertedTimeMachine ? 0 : -.infinity)
        fadeMax = Self.fadeLimit(options.fadeMax, default: type == .timeMachine ? 0 : .infinity)
        // +∞ is meaningful (items never fade), so only NaN takes the default here.
        fadeRange = options.fadeRange.flatMap { $0.isNaN ? nil : $0 } ?? 1
        fadeMinAlpha = Self.option(options.fadeMinAlpha, default: 0)

        showsBackfaces = options.showBackfaces ?? (type != .invertedCylinder)

        // updateNumberOfVisibleItems
        var visible: Double
        switch type {
        case .linear, .coverFlow, .coverFlow2:
            // abs(): a negative spacing would otherwise ask for a negative number of slots.
            let slots = (length / abs(span)).rounded(.up) + 2
            visible = slots.isFinite ? slots : Double(Self.maximumVisibleItems)
        case .rotary, .cylinder:
            visible = circularItemCount
        case .invertedRotary, .invertedCylinder:
            visible = (circularItemCount / 2).rounded(.up)
        case .wheel, .invertedWheel:
            if radius - itemWidth / 2 < min(bounds.width, bounds.height) / 2 {
                visible = circularItemCount
            } else {
                visible = (circularItemCount / 2).rounded(.up) + 1
            }
        case .timeMachine, .invertedTimeMachine, .custom:
            visible = Double(Self.maximumVisibleItems)
        case .conveyorBelt, .shelf:
            // Computed from their geometry to cover the bounds, so iCarousel's cap does not apply.
            visible = Double(conveyorBelt?.visibleItemCount ?? shelf?.visibleItemCount ?? 0)
        }
        let isBeyondICarousel = CarouselType.additionalTypes.contains(type)
        visible = min(Double(isBeyondICarousel ? Self.visibleItemsLimit : Self.maximumVisibleItems), visible)
        if let v = options.visibleItems, v.isFinite {
            visible = min(Double(Self.visibleItemsLimit), v.rounded(.towardZero))
        }
        if let limit = configuration.displayLimit { visible = min(visible, Double(max(0, limit))) }
        numberOfVisibleItems = Int(max(0, min(visible, Double(n + placeholders))))

        let perspective = configuration.perspective.finite(or: CarouselConfiguration.defaultPerspective)
        let viewpoint = configuration.viewpointOffset.sanitized(limitedTo: maxLength)
        baseTransform = Transform3D.perspective(perspective).translated(x: -viewpoint.x, y: -viewpoint.y, z: 0)
        let contentOffset = configuration.contentOffset.sanitized(limitedTo: maxLength)
        let focus = configuration.focusPoint ?? Point2D(x: 0.5, y: 0.5)
        let maxFocus = CarouselConfiguration.maximumFocusFraction
        center = Point2D(
            x: max(-maxFocus, min(maxFocus, focus.x.finite(or: 0.5))) * bounds.width + contentOffset.x,
            y: max(-maxFocus, min(maxFocus, focus.y.finite(or: 0.5))) * bounds.height + contentOffset.y)
        toggle = max(-1, min(1, configuration.toggle.finiteOrZero))
        pathContext = CarouselPathContext(
            itemWidth: itemWidth, itemSize: itemSize, viewport: bounds, isVertical: vertical, numberOfItems: n,
            focus: center)
    }

    /// The type being laid out.
    public var type: CarouselType { configuration.type }
    /// Whether the carousel scrolls vertically: the configuration's resolved orientation.
    public var isVertical: Bool { configuration.resolvedOrientation == .vertical }

    private static func option(_ value: Double?, default fallback: Double) -> Double {
        guard let value, value.isFinite else { return fallback }
        return value
    }

    private static func fadeLimit(_ value: Double?, default fallback: Double) -> Double {
        guard let value, !value.isNaN else { return fallback }
        return value
    }
}

// MARK: - Indexes and offsets

extension CarouselModel {
    /// The lowest index laid out: `-ceil(placeholders / 2)`.
    public var minimumIndex: Int { -((numberOfPlaceholdersShown + 1) / 2) }
    /// The highest index laid out: `numberOfItems - 1 + floor(placeholders / 2)`.
    public var maximumIndex: Int { numberOfItems - 1 + numberOfPlaceholdersShown / 2 }

    /// The offset arithmetic shared with ``ScrollPhysics``: item count, wrap and bounce distance.
    public var bounds: ScrollBounds {
        ScrollBounds(numberOfItems: numberOfItems, isWrapEnabled: isWrapEnabled,
                     bounceDistance: scroll.effectiveBounceDistance)
    }

    /// iCarousel's `clampedIndex:` (see ``ScrollBounds/clampedIndex(_:)``); −1 with no items.
    public func clampedIndex(_ index: Int) -> Int { bounds.clampedIndex(index) }

    /// iCarousel's `clampedOffset:` (see ``ScrollBounds/clampedOffset(_:)``): folded into [0, n)
    /// or clamped to [0, n − 1]; −1 with no items, as iCarousel.
    public func clampedOffset(_ offset: Double) -> Double { bounds.clampedOffset(offset) }

    /// The scroll offset iCarousel keeps after every scroll step (`didScroll`): modulo n when
    /// wrapping, [−bounceDistance, n − 1 + bounceDistance] when bouncing, [0, n − 1] otherwise.
    public func clampedScrollOffset(_ offset: Double) -> Double { bounds.clampedScrollOffset(offset) }

    /// iCarousel's `currentItemIndex`: the nearest item (halves round away from zero), wrapped or
    /// clamped; −1 with no items.
    public func currentItemIndex(at scrollOffset: Double) -> Int { bounds.currentItemIndex(at: scrollOffset) }

    /// iCarousel's `offsetForItemAtIndex:`: the item's signed distance from the centre in items.
    ///
    /// When wrapping it takes the shorter way round: the result lies in [−n/2, n/2], and an item
    /// exactly half way round keeps the sign of `index − scrollOffset`, as in iCarousel.
    ///
    /// Scroll offsets beyond ±``maximumScrollOffset`` are limited to it, so the result stays finite.
    public func offset(forItemAt index: Int, scrollOffset: Double) -> Double {
        var offset = Double(index) - scrollOffset.finiteOrZero(limitedTo: Self.maximumScrollOffset)
        if isWrapEnabled, numberOfItems > 0 {
            let n = Double(numberOfItems), half = n / 2
            if offset > half {
                offset -= n * ((offset - half) / n).rounded(.up)
            } else if offset < -half {
                offset += n * ((-half - offset) / n).rounded(.up)
            }
        }
        return offset
    }

    /// The largest scroll offset magnitude ``offset(forItemAt:scrollOffset:)`` reads, in items: far
    /// beyond ``CarouselConfiguration/maximumNumberOfItems``, small enough that item offsets and
    /// their wrapping stay finite.
    public static let maximumScrollOffset = 1e18

    /// The first index of the visible window and its slot count (iCarousel's `loadUnloadViews`).
    /// Indexes are not yet wrapped. O(1).
    public func visibleWindow(at scrollOffset: Double) -> (first: Int, count: Int) {
        let count = numberOfVisibleItems
        // The shelf's current item sits at the leading margin, not in the middle.
        let lead = shelf.map { max(0, min($0.leadingSlots, count)) } ?? count / 2
        var first = currentItemIndex(at: scrollOffset) - lead
        if !isWrapEnabled {
            first = max(minimumIndex, min(maximumIndex - count + 1, first))
        }
        return (first, count)
    }
}

// MARK: - Placing items

extension CarouselModel {
    /// iCarousel's `transformForItemViewWithOffset:` for this model's type.
    ///
    /// - Parameter offset: the item's signed distance from the centre in items.
    /// - Returns: the transform applied around ``center``; always finite. Left to right: when
    ///   ``isMirrored``, placements carry its mirror image (``isMirrored`` says how).
    public func transform(forOffset offset: Double) -> Transform3D {
        transform(forOffset: offset, toggle: toggle)
    }

    /// ``transform(forOffset:)`` with Cover Flow 2's toggle given explicitly.
    func transform(forOffset offset: Double, toggle: Double) -> Transform3D {
        let offset = offset.finiteOrZero
        let t = transformUnsanitized(forOffset: offset, toggle: toggle)
        return t.isFinite ? t : baseTransform
    }

    private func transformUnsanitized(forOffset offset: Double, toggle: Double) -> Transform3D {
        let base = baseTransform
        let vertical = isVertical
        let w = itemWidth
        switch type {
        case .custom:
            return configuration.customPath?.transform(forOffset: offset, baseTransform: base, in: pathContext) ?? base
        case .conveyorBelt:
            return conveyorBelt?.transform(forOffset: offset) ?? base
        case .shelf:
            return base  // flat: the item's centre does the moving (see center(forOffset:))
        case .linear:
            let d = offset * w * spacing
            return vertical ? base.translated(x: 0, y: d, z: 0) : base.translated(x: d, y: 0, z: 0)
        case .rotary, .invertedRotary:
            var r = radius
            var angle = angleOption ?? offset / circularItemCount * arc
            if type == .invertedRotary { r = -r; angle = -angle }
            let along = r * sin(angle), depth = r * cos(angle) - r
            return vertical ? base.translated(x: 0, y: along, z: depth) : base.translated(x: along, y: 0, z: depth)
        case .cylinder, .invertedCylinder:
            var r = radius
            var angle = angleOption ?? offset / circularItemCount * arc
            if type == .invertedCylinder { r = -r; angle = -angle }
            let pushed = base.translated(x: 0, y: 0, z: -r)
            let turned = vertical ? pushed.rotated(angle: angle, x: -1, y: 0, z: 0) : pushed.rotated(angle: angle, x: 0, y: 1, z: 0)
            return turned.translated(x: 0, y: 0, z: r + 0.01)
        case .wheel, .invertedWheel:
            var r = radius
            var angle = angleOption ?? arc / circularItemCount
            if type == .invertedWheel { r = -r; angle = -angle }
            if vertical {
                return base.translated(x: -r, y: 0, z: 0)
                    .rotated(angle: angle * offset, x: 0, y: 0, z: 1)
                    .translated(x: r, y: 0, z: offset * 0.01)
            }
            return base.translated(x: 0, y: r, z: 0)
                .rotated(angle: angle * offset, x: 0, y: 0, z: 1)
                .translated(x: 0, y: -r, z: offset * 0.01)
        case .coverFlow, .coverFlow2:
            let clamped = coverFlowClampedOffset(offset, toggle: toggle)
            let along = (clamped * 0.5 * tilt + offset * spacing) * w
            let depth = abs(clamped) * -w * 0.5
            let angle = -clamped * Double.pi / 2 * tilt
            if vertical {
                return base.translated(x: 0, y: along, z: depth).rotated(angle: angle, x: -1, y: 0, z: 0)
            }
            return base.translated(x: along, y: 0, z: depth).rotated(angle: angle, x: 0, y: 1, z: 0)
        case .timeMachine, .invertedTimeMachine:
            var slope = tilt, offset = offset
            if type == .invertedTimeMachine { slope = -slope; offset = -offset }
            let along = offset * w * slope, depth = offset * w * spacing
            return vertical ? base.translated(x: 0, y: along, z: depth) : base.translated(x: along, y: 0, z: depth)
        }
    }

    /// Cover Flow's offset clamped to [−1, 1], with Cover Flow 2's toggle rule.
    private func coverFlowClampedOffset(_ offset: Double, toggle: Double) -> Double {
        var clamped = max(-1, min(1, offset))
        guard type == .coverFlow2 else { return clamped }
        if toggle > 0 {
            if offset <= -0.5 { clamped = -1 }
            else if offset <= 0.5 { clamped = -toggle }
            else if offset <= 1.5 { clamped = 1 - toggle }
        } else {
            if offset > 0.5 { clamped = 1 }
            else if offset > -0.5 { clamped = -toggle }
            else if offset > -1.5 { clamped = -1 - toggle }
        }
        return clamped
    }

    /// Cover Flow 2's toggle for one item at a scroll offset.
    ///
    /// iCarousel's `transformItemView:atIndex:` re-derives its toggle from each item's own offset
    /// before placing it whenever a non-wrapping carousel is at or past either end
    /// (`scrollOffset < 0` or `≥ numberOfItems − 1`); there every item flips with its offset as in
    /// Cover Flow, whatever ``CarouselConfiguration/toggle`` says. (iCarousel does the same while it
    /// decelerates or animates; that state belongs to the scroll model, not to this value.)
    func toggle(forItemOffset offset: Double, scrollOffset: Double) -> Double {
        let scrollOffset = scrollOffset.finiteOrZero
        guard type == .coverFlow2, !isWrapEnabled,
              scrollOffset < 0 || scrollOffset >= Double(numberOfItems - 1) else { return toggle }
        let clamped = max(-1, min(1, offset))
        if offset > 0 { return offset <= 0.5 ? -clamped : 1 - clamped }
        return offset > -0.5 ? -clamped : -1 - clamped
    }

    /// iCarousel's `alphaForItemWithOffset:` (or the custom path's alpha), clamped to [0, 1].
    ///
    /// Past `fadeMin` or `fadeMax` the alpha falls linearly over `fadeRange` items to
    /// `fadeMinAlpha`. A `fadeRange` ≤ 0 makes the fall a step instead of dividing by zero; where
    /// iCarousel's formula gives NaN (an infinite `fadeRange` past an infinite limit) alpha is 1.
    public func alpha(forOffset offset: Double) -> Double {
        let offset = offset.finiteOrZero
        if type == .custom, let custom = configuration.customPath?.alpha(forOffset: offset, in: pathContext) {
            return custom.isNaN ? 1 : max(0, min(1, custom))
        }
        var factor = 0.0
        if offset > fadeMax { factor = offset - fadeMax } else if offset < fadeMin { factor = fadeMin - offset }
        let alpha: Double
        if fadeRange > 0 {
            alpha = 1 - objcMin(factor, fadeRange) / fadeRange * (1 - fadeMinAlpha)
        } else {
            alpha = factor > 0 ? fadeMinAlpha : 1
        }
        return alpha.isNaN ? 1 : max(0, min(1, alpha))
    }

    /// iCarousel's back-face test from `transformItemView:atIndex:`: hidden when back faces are
    /// not shown and the transform turns the item away (`m33 ≤ 0`).
    public func isHidden(_ transform: Transform3D) -> Bool {
        !(showsBackfaces || transform.m33 > 0)
    }

    /// The placement of one item (or placeholder) index at a scroll offset, with `zIndex` 0.
    ///
    /// Use ``placements(at:)`` for a consistent z-order across the visible window. When
    /// ``isMirrored``, the placement is mirrored here, so every placement the model hands out
    /// (window, single item, item outside the window) is mirrored the same way.
    public func placement(forItemAt index: Int, scrollOffset: Double) -> ItemPlacement {
        let offset = self.offset(forItemAt: index, scrollOffset: scrollOffset)
        let toggle = toggle(forItemOffset: offset, scrollOffset: scrollOffset)
        let transform = self.transform(forOffset: offset, toggle: toggle)
        let placement = ItemPlacement(
            index: index, offset: offset, transform: transform, alpha: alpha(forOffset: offset),
            isHidden: isHidden(transform), zIndex: 0,
            isPlaceholder: index < 0 || index >= numberOfItems, center: center(forOffset: offset), size: itemSize,
            zOrder: zOrder(forOffset: offset))
        // Mirroring keeps m33 (facing), m43 (depth), offsets and z-order keys, so the back-face
        // flag above and the window's ranking need no second look. pathContext.viewport is the
        // sanitized bounds.
        return isMirrored ? placement.mirroredHorizontally(inWidth: pathContext.viewport.width) : placement
    }

    /// Every item the carousel shows at a scroll offset, in index order, with z-order ranks.
    ///
    /// The window follows iCarousel's `loadUnloadViews`: `numberOfVisibleItems` slots around the
    /// current item, wrapped or kept within the placeholders, minus items whose alpha is 0.
    /// - Complexity: O(visible items), independent of ``numberOfItems``.
    public func placements(at scrollOffset: Double) -> [ItemPlacement] {
        var result: [ItemPlacement] = []
        placements(at: scrollOffset, into: &result)
        return result
    }

    /// Fills `buffer` with ``placements(at:)``, reusing its storage: no allocation once the buffer
    /// has grown to the window size.
    public func placements(at scrollOffset: Double, into buffer: inout [ItemPlacement]) {
        buffer.removeAll(keepingCapacity: true)
        let window = visibleWindow(at: scrollOffset)
        guard window.count > 0 else { return }
        buffer.reserveCapacity(window.count)
        for slot in 0..<window.count {
            var index = window.first + slot
            if isWrapEnabled { index = clampedIndex(index) }
            let placement = placement(forItemAt: index, scrollOffset: scrollOffset)
            if placement.alpha > 0 { buffer.append(placement) }
        }
        if isWrapEnabled { Self.sortByIndex(&buffer) }
        Self.assignZIndexes(&buffer)
    }

    /// The placement of `index` as it appears in the window at `scrollOffset` (with its window
    /// z-order), or a placement with alpha 0 and zIndex −1 when the item is outside the window.
    /// - Complexity: O(visible items).
    public func windowPlacement(forItemAt index: Int, scrollOffset: Double) -> ItemPlacement {
        if let found = placements(at: scrollOffset).first(where: { $0.index == index }) { return found }
        var outside = placement(forItemAt: index, scrollOffset: scrollOffset)
        outside.alpha = 0
        outside.zIndex = -1
        return outside
    }

    /// Sorts a wrapped window into index order without allocating. A wrapped window is one
    /// ascending run cut at the seam (after n − 1 comes 0): it is rotated in O(v) swaps. Anything
    /// else falls back to insertion sort (which took O(v²) moves for a seam in the middle of a
    /// 10 000-slot window).
    static func sortByIndex(_ items: inout [ItemPlacement]) {
        guard items.count > 1 else { return }
        var seam = 0, descents = 0
        for i in 1..<items.count where items[i - 1].index > items[i].index {
            seam = i
            descents += 1
        }
        if descents == 0 { return }
        if descents == 1, items[items.count - 1].index < items[0].index {
            // Rotate left by `seam`: reverse both runs, then the whole.
            func reverse(_ items: inout [ItemPlacement], _ lower: Int, _ upper: Int) {
                var i = lower, j = upper - 1
                while i < j { items.swapAt(i, j); i += 1; j -= 1 }
            }
            reverse(&items, 0, seam)
            reverse(&items, seam, items.count)
            reverse(&items, 0, items.count)
            return
        }
        for i in 1..<items.count {
            let item = items[i]
            var j = i - 1
            while j >= 0, items[j].index > item.index {
                items[j + 1] = items[j]
                j -= 1
            }
            items[j + 1] = item
        }
    }

    /// Whether `a` is drawn below `b`: farther centre first (``ItemPlacement/drawingDepth``: a custom
    /// path's z-order key or the depth, quantized to 1e−6 pt so rounding
    /// noise does not break ties); equal depths put the item farther from the centre below;
    /// remaining ties go by index.
    @inlinable static func isDrawnBelow(_ a: ItemPlacement, _ b: ItemPlacement) -> Bool {
        DrawingKey(a).isDrawnBelow(DrawingKey(b))
    }

    /// What ``isDrawnBelow(_:_:)`` compares, computed once per item so that ranking a window
    /// rounds v depths rather than v² (the rounding dominated the pass for 30-item windows).
    @usableFromInline struct DrawingKey {
        /// ``ItemPlacement/drawingDepth`` quantized to 1e−6 pt.
        @usableFromInline let depth: Double
        /// |offset|: the distance from the centre in items.
        @usableFromInline let distance: Double
        @usableFromInline let index: Int

        @inlinable init(_ placement: ItemPlacement) {
            depth = (placement.drawingDepth * 1e6).rounded()
            distance = abs(placement.offset)
            index = placement.index
        }

        @inlinable func isDrawnBelow(_ other: DrawingKey) -> Bool {
            if depth != other.depth { return depth < other.depth }
            if distance != other.distance { return distance > other.distance }
            return index < other.index
        }
    }

    /// Gives each placement its rank in drawing order (0 = drawn first, farthest).
    /// O(v²) comparisons of precomputed keys without allocating; v is the window size (≤ 30 by default).
    static func assignZIndexes(_ items: inout [ItemPlacement]) {
        let count = items.count
        if count > 64 {
            let order = items.indices.sorted { isDrawnBelow(items[$0], items[$1]) }
            for (rank, i) in order.enumerated() { items[i].zIndex = rank }
            return
        }
        // Keys in a stack buffer (at most 64 × 24 bytes): no heap allocation per frame.
        withUnsafeTemporaryAllocation(of: DrawingKey.self, capacity: count) { keys in
            for i in 0..<count { keys.initializeElement(at: i, to: DrawingKey(items[i])) }
            for i in 0..<count {
                var rank = 0
                for j in 0..<count where j != i && keys[j].isDrawnBelow(keys[i]) { rank += 1 }
                items[i].zIndex = rank
            }
        }
    }
}
