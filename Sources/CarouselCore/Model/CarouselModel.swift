import Foundation

/// A resolved carousel: a configuration with iCarousel 1.8.3's per-type defaults applied and every
/// input sanitized, ready to place items at any scroll offset.
///
/// Build it when the item count, size or options change; then ask it for
/// ``placements(at:toggle:)`` on every scroll tick. Construction is O(1) and the model stores
/// nothing per item, so a carousel of ten million items costs the same per frame as one of a hundred.
///
/// The model owns what every type shares: the visible window, the fade, the back-face test and
/// the z-order. Where items go is the effect family's (resolved once from the type and options),
/// which the model dispatches to statically.
///
/// Where iCarousel is ill-defined the model picks the nearest sensible value; see each property.
/// No NaN or infinity leaves it.
public struct CarouselModel: Sendable {
    /// iCarousel's `MAX_VISIBLE_ITEMS` on iOS (30): the most item slots laid out by default.
    public static let maximumVisibleItems = VisibleSlots.iCarouselMaximum
    /// The most item slots the `visibleItems` option may ask for.
    public static let visibleItemsLimit = VisibleSlots.limit
    /// The smallest arc magnitude in radians: a smaller `arc` option is raised to it.
    public static let minimumArc = CircularArrangement.minimumArc

    /// The configuration this model was built from.
    public let configuration: CarouselConfiguration
    /// The effect family with its options resolved: where items go.
    @_spi(Plumbing) public let effect: ResolvedEffect
    /// The number of items (never negative).
    public let numberOfItems: Int
    /// Placeholders actually shown: none when wrapping.
    public let numberOfPlaceholdersShown: Int
    /// Whether the carousel wraps (the `wrap` option, or the type's default).
    public let isWrapEnabled: Bool
    /// Whether the carousel scrolls vertically: the configuration's resolved orientation.
    public let isVertical: Bool
    /// The spacing width of one item in points (≥ 0): points of drag per item. The conveyor belt's
    /// item spacing and the shelf's item span when positive.
    public let itemWidth: Double
    /// Items moved per item width of drag (iCarousel's `offsetMultiplier`).
    public let offsetMultiplier: Double
    /// Item slots in the visible window (iCarousel's `numberOfVisibleItems`), capped by the
    /// configuration's `displayLimit`.
    public let numberOfVisibleItems: Int
    /// Fade parameters after defaults and sanitizing.
    public let fadeMin: Double, fadeMax: Double, fadeRange: Double, fadeMinAlpha: Double
    /// Whether back faces are drawn.
    public let showsBackfaces: Bool
    /// The perspective and viewpoint transform every item's transform starts from.
    public let baseTransform: Transform3D
    /// The focus, where offset 0 sits: the focus point (default the middle) of the bounds plus
    /// `centerOffset`. Items are centred on it except for custom paths with a position and the shelf.
    /// Left to right: when ``isMirrored``, placements sit around `bounds.width − center.x`.
    public let center: Point2D
    /// The item view size in points: the configuration's ``LayoutSettings/itemSizing`` resolved
    /// against the sanitized bounds (``CarouselConfiguration/resolvedItemSize``).
    public let itemSize: Size2D
    /// The scroll settings (bounce limits).
    public let scrollSettings: ScrollSettings
    /// Whether placements are mirrored: the configuration's ``CarouselConfiguration/layoutDirection``
    /// is right-to-left and the resolved orientation horizontal.
    ///
    /// Then every placement is the left-to-right one mirrored about the vertical centre line of the
    /// bounds: the centre's x becomes `bounds.width − x` and the transform `T` becomes `S · T · S` with
    /// `S = diag(−1, 1, 1, 1)`, so an item at a positive offset sits left of the focus and turns the
    /// other way. The scroll offset, item offsets, alpha, back faces and z-order are those of left
    /// to right. ``transform(forOffset:toggle:)``, ``center(forOffset:)`` and ``center`` stay in
    /// left-to-right terms: the mirror is applied to whole placements.
    public let isMirrored: Bool
    /// The bounds size after sanitizing, points.
    let viewport: Size2D
    /// The configuration's `centerOffset` after sanitizing, points (the shelf's row moves by it).
    let centerOffset: Point2D
    /// The app's path when the type is ``CarouselType/custom``, else `nil`. Held apart from
    /// ``configuration``: reading it through the configuration copied the whole configuration on
    /// every per-item call.
    let customPath: (any CarouselPath)?

    /// Resolves a configuration: sanitizes its inputs and applies the type's defaults, once.
    public init(_ configuration: CarouselConfiguration) {
        self.configuration = configuration
        let type = configuration.type
        customPath = type == .custom ? configuration.customPath : nil
        let options = configuration.options
        let maxLength = CarouselConfiguration.maximumLength
        let n = min(max(0, configuration.numberOfItems), CarouselConfiguration.maximumNumberOfItems)
        numberOfItems = n
        let bounds = configuration.bounds.sanitized(limitedTo: maxLength)
        viewport = bounds
        itemSize = configuration.settings.itemSizing.resolved(in: bounds)
        let vertical = configuration.resolvedOrientation == .vertical
        isVertical = vertical
        scrollSettings = configuration.scrollSettings
        isMirrored = configuration.layoutDirection == .rightToLeft && !vertical

        isWrapEnabled = options.wrap ?? type.wrapsByDefault
        let placeholders =
            isWrapEnabled
            ? 0
            : min(max(0, configuration.numberOfPlaceholders), CarouselConfiguration.maximumNumberOfItems)
        numberOfPlaceholdersShown = placeholders

        let perspective = configuration.perspective.finite(or: CarouselConfiguration.defaultPerspective)
        let viewpoint = configuration.viewpointOffset.sanitized(limitedTo: maxLength)
        baseTransform = Transform3D.perspective(perspective).translated(x: -viewpoint.x, y: -viewpoint.y, z: 0)
        let shift = configuration.centerOffset.sanitized(limitedTo: maxLength)
        centerOffset = shift
        let focus = configuration.focusPoint ?? Point2D(x: 0.5, y: 0.5)
        let maxFocus = CarouselConfiguration.maximumFocusFraction
        center = Point2D(
            x: max(-maxFocus, min(maxFocus, focus.x.finite(or: 0.5))) * bounds.width + shift.x,
            y: max(-maxFocus, min(maxFocus, focus.y.finite(or: 0.5))) * bounds.height + shift.y)

        // iCarousel: the delegate's carouselItemWidth:, or the first view's width (height when vertical).
        let configuredWidth: Double
        if let w = configuration.itemWidth, w.isFinite, w > 0 {
            configuredWidth = min(w, maxLength)
        } else {
            configuredWidth = vertical ? itemSize.height : itemSize.width
        }
        let effect = ResolvedEffect(
            type: type, options: options, viewport: bounds, itemSize: itemSize, itemWidth: configuredWidth,
            isVertical: vertical, numberOfItems: n, numberOfSlots: n + placeholders, focus: center)
        self.effect = effect
        // The conveyor belt and the shelf fix the step between items with their geometry.
        itemWidth = effect.fixedItemWidth ?? configuredWidth
        offsetMultiplier = EffectOption.value(options, .offsetMultiplier, default: effect.defaultOffsetMultiplier)

        // Fading.
        let fadeLimits = effect.defaultFadeLimits
        fadeMin = Self.fadeLimit(options.given(.fadeMin, default: fadeLimits.min), default: fadeLimits.min)
        fadeMax = Self.fadeLimit(options.given(.fadeMax, default: fadeLimits.max), default: fadeLimits.max)
        // +∞ is meaningful (items never fade), so only NaN takes the default here.
        fadeRange = options.given(.fadeRange, default: 1).flatMap { $0.isNaN ? nil : $0 } ?? 1
        fadeMinAlpha = EffectOption.value(options, .fadeMinAlpha, default: 0)

        showsBackfaces = options.showBackfaces ?? effect.showsBackfacesByDefault

        // updateNumberOfVisibleItems: the family's slots, then the visibleItems option and the limit.
        var visible = Double(effect.visibleItemCount)
        if let v = options.given(.visibleItems, default: visible), v.isFinite {
            visible = min(Double(Self.visibleItemsLimit), v.rounded(.towardZero))
        }
        if let limit = configuration.displayLimit { visible = min(visible, Double(max(0, limit))) }
        numberOfVisibleItems = Int(max(0, min(visible, Double(n + placeholders))))
    }

    /// The type being laid out.
    public var type: CarouselType { configuration.type }

    private static func fadeLimit(_ value: Double?, default fallback: Double) -> Double {
        guard let value, !value.isNaN else { return fallback }
        return value
    }
}

// MARK: - Effect parameters

extension CarouselModel {
    /// Items on a full circle for circular types (iCarousel's `circularCarouselItemCount`), at
    /// least 1 so that no formula divides by zero; the item and placeholder count for other types.
    public var circularItemCount: Double {
        effect.circle?.itemCount ?? max(1, Double(numberOfItems + numberOfPlaceholdersShown))
    }
    /// Item spacing as a fraction of ``itemWidth`` (the `spacing` option or the type's default).
    public var spacing: Double { effect.spacing ?? EffectOption.spacing(configuration.options) }
    /// The arc of the circular types in radians, at least ``minimumArc`` in magnitude.
    public var arc: Double { effect.circle?.arc ?? EffectOption.arc(configuration.options) }
    /// The circle radius in points for rotary, cylinder and wheel types (the `radius` option, or 0,
    /// otherwise).
    public var radius: Double { effect.radius ?? EffectOption.value(configuration.options, .radius, default: 0) }
    /// Cover Flow's tilt or Time Machine's slope (the `tilt` option, or 0.9, otherwise).
    public var tilt: Double {
        effect.tilt ?? EffectOption.value(configuration.options, .tilt, default: CoverFlow.defaultTilt)
    }
    /// The fixed angle from the `angle` option, if set (radians).
    public var angleOption: Double? { effect.circle?.angle ?? EffectOption.angle(configuration.options) }
    /// What a custom path sees.
    public var pathContext: CarouselPathContext {
        if case .custom(let custom) = effect { return custom.context }
        return CarouselPathContext(
            itemWidth: itemWidth, itemSize: itemSize, viewport: viewport, isVertical: isVertical,
            numberOfItems: numberOfItems, focus: center)
    }
    /// The resolved conveyor belt when the type is ``CarouselType/conveyorBelt``.
    @_spi(Plumbing) public var conveyorBelt: ConveyorBelt? {
        if case .conveyorBelt(let belt) = effect { return belt }
        return nil
    }
    /// The resolved pager style when the type is one of ``CarouselType/pagerTypes``.
    @_spi(Plumbing) public var pager: Pager? {
        if case .pager(let pager) = effect { return pager }
        return nil
    }
    /// The resolved shelf when the type is ``CarouselType/shelf``.
    @_spi(Plumbing) public var shelf: Shelf? {
        if case .shelf(let shelf) = effect { return shelf }
        return nil
    }
}

// MARK: - Placing items

extension CarouselModel {
    /// iCarousel's `transformForItemViewWithOffset:` for this model's type.
    ///
    /// - Parameters:
    ///   - offset: the item's signed distance from the centre in items.
    ///   - toggle: Cover Flow 2's toggle, clamped to [−1, 1] (other types ignore it).
    /// - Returns: the transform applied around ``center``; always finite. Left to right: when
    ///   ``isMirrored``, placements carry its mirror image (``isMirrored`` says how).
    public func transform(forOffset offset: Double, toggle: Double = 0) -> Transform3D {
        transform(forOffset: offset, sanitizedToggle: CoverFlow.sanitizedToggle(toggle))
    }

    private func transform(forOffset offset: Double, sanitizedToggle toggle: Double) -> Transform3D {
        let t =
            if type == .custom, case .custom(let custom) = effect {
                custom.transform(forOffset: offset.finiteOrZero, base: baseTransform, path: customPath)
            } else {
                effect.transform(forOffset: offset.finiteOrZero, toggle: toggle, base: baseTransform)
            }
        return t.isFinite ? t : baseTransform
    }

    /// The point the item's transform is applied around, in points: ``center`` (the focus) for
    /// iCarousel's types and the conveyor belt; the focus plus the custom path's
    /// ``CarouselPath/position(forOffset:in:)``; for the shelf, the item's place in its row along
    /// the scroll axis (plus `centerOffset`) and the focus
    /// across it. Always finite. Left to right: when ``isMirrored``, placements carry
    /// `bounds.width − x` instead.
    public func center(forOffset offset: Double) -> Point2D {
        if type == .custom, case .custom(let custom) = effect {
            return custom.center(forOffset: offset.finiteOrZero, path: customPath)
        }
        return effect.center(
            forOffset: offset.finiteOrZero, focus: center, centerOffset: centerOffset, isVertical: isVertical)
    }

    /// iCarousel's `alphaForItemWithOffset:` (or the custom path's alpha), clamped to [0, 1].
    ///
    /// Past `fadeMin` or `fadeMax` the alpha falls linearly over `fadeRange` items to
    /// `fadeMinAlpha`. A `fadeRange` ≤ 0 makes the fall a step instead of dividing by zero; where
    /// iCarousel's formula gives NaN (an infinite `fadeRange` past an infinite limit) alpha is 1.
    /// The pager styles multiply it by FSPagerView's alpha for the style (with the default fade
    /// options, the fade is 1 and the alpha is FSPagerView's).
    public func alpha(forOffset offset: Double) -> Double {
        let offset = offset.finiteOrZero
        if type == .custom, case .custom(let custom) = effect,
            let alpha = custom.alpha(forOffset: offset, path: customPath)
        {
            return alpha
        }
        var factor = 0.0
        if offset > fadeMax { factor = offset - fadeMax } else if offset < fadeMin { factor = fadeMin - offset }
        let alpha: Double
        if fadeRange > 0 {
            alpha = 1 - objcMin(factor, fadeRange) / fadeRange * (1 - fadeMinAlpha)
        } else {
            alpha = factor > 0 ? fadeMinAlpha : 1
        }
        let fade = alpha.isNaN ? 1 : max(0, min(1, alpha))
        return effect.alpha(forOffset: offset).map { $0 * fade } ?? fade
    }

    /// iCarousel's back-face test from `transformItemView:atIndex:`: hidden when back faces are
    /// not shown and the transform turns the item away (`m33 ≤ 0`).
    public func isHidden(_ transform: Transform3D) -> Bool {
        !(showsBackfaces || transform.m33 > 0)
    }

    /// The placement of one item (or placeholder) index at a scroll offset, with `zIndex` 0.
    ///
    /// Use ``placements(at:toggle:)`` for a consistent z-order across the visible window. When
    /// ``isMirrored``, the placement is mirrored here, so every placement the model hands out
    /// (window, single item, item outside the window) is mirrored the same way.
    /// - Parameters:
    ///   - index: the item's index (placeholders below 0 and from ``numberOfItems``).
    ///   - scrollOffset: the carousel's position in items.
    ///   - toggle: Cover Flow 2's toggle in [−1, 1] (other types ignore it).
    public func placement(forItemAt index: Int, scrollOffset: Double, toggle: Double = 0) -> ItemPlacement {
        placement(forItemAt: index, scrollOffset: scrollOffset, sanitizedToggle: CoverFlow.sanitizedToggle(toggle))
    }

    func placement(forItemAt index: Int, scrollOffset: Double, sanitizedToggle carouselToggle: Double) -> ItemPlacement
    {
        let offset = self.offset(forItemAt: index, scrollOffset: scrollOffset)
        let toggle = effect.toggle(
            forItemOffset: offset, carouselToggle: carouselToggle,
            isAtEnd: isAtEnd(scrollOffset: scrollOffset.finiteOrZero))
        let transform = self.transform(forOffset: offset, sanitizedToggle: toggle)
        let placement = ItemPlacement(
            index: index, offset: offset, transform: transform, alpha: alpha(forOffset: offset),
            isHidden: isHidden(transform), zIndex: 0,
            isPlaceholder: index < 0 || index >= numberOfItems, center: center(forOffset: offset), size: itemSize,
            zOrder: zOrder(forOffset: offset))
        // Mirroring keeps m33 (facing), m43 (depth), offsets and z-order keys, so the back-face
        // flag above and the window's ranking need no second look.
        return isMirrored ? placement.mirroredHorizontally(inWidth: viewport.width) : placement
    }

    /// Whether a non-wrapping carousel is at or past either end (`scrollOffset < 0` or
    /// `≥ numberOfItems − 1`), where Cover Flow 2 re-derives the toggle per item.
    private func isAtEnd(scrollOffset: Double) -> Bool {
        !isWrapEnabled && (scrollOffset < 0 || scrollOffset >= Double(numberOfItems - 1))
    }
}
