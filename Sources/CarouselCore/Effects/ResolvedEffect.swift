/// A carousel's effect family with its options resolved: one case per family, each holding a
/// small value that places items for it.
///
/// ``CarouselModel`` builds one from its configuration and dispatches to it with a `switch`, so
/// every per-frame call is statically dispatched and allocates nothing. Every payload is a plain
/// value without references (the app's custom path stays in the configuration and is passed to
/// the calls that need it), so matching and copying the enum costs no reference counting.
@_spi(Plumbing) public enum ResolvedEffect: Sendable {
    /// ``CarouselType/linear``.
    case linear(Linear)
    /// ``CarouselType/rotary`` and ``CarouselType/invertedRotary``.
    case rotary(Rotary)
    /// ``CarouselType/cylinder`` and ``CarouselType/invertedCylinder``.
    case cylinder(Cylinder)
    /// ``CarouselType/wheel`` and ``CarouselType/invertedWheel``.
    case wheel(Wheel)
    /// ``CarouselType/coverFlow`` and ``CarouselType/coverFlow2``.
    case coverFlow(CoverFlow)
    /// ``CarouselType/timeMachine`` and ``CarouselType/invertedTimeMachine``.
    case timeMachine(TimeMachine)
    /// ``CarouselType/custom``.
    case custom(CustomPathEffect)
    /// ``CarouselType/conveyorBelt``.
    case conveyorBelt(ConveyorBelt)
    /// ``CarouselType/shelf``.
    case shelf(Shelf)
    /// FSPagerView's transformer styles, ``CarouselType/pagerTypes``.
    case pager(Pager)

    /// Resolves the family of `type` from its options and the carousel's sanitized geometry.
    ///
    /// - Parameters:
    ///   - viewport: the bounds size, points.
    ///   - itemSize: the item view size, points.
    ///   - itemWidth: the configured spacing width of one item, points (iCarousel's
    ///     `carouselItemWidth:`, or the item's extent along the axis); the conveyor belt and the
    ///     shelf fix their own (``fixedItemWidth``), which the model uses instead.
    ///   - numberOfItems: the item count; `numberOfSlots` adds the placeholders shown.
    ///   - focus: where offset 0 sits, points (a custom path's positions are relative to it).
    public init(
        type: CarouselType, options: CarouselOptions, viewport: Size2D, itemSize: Size2D, itemWidth: Double,
        isVertical: Bool, numberOfItems: Int, numberOfSlots: Int, focus: Point2D
    ) {
        let length = isVertical ? viewport.height : viewport.width
        switch type {
        case .linear:
            self = .linear(Linear(options: options, itemWidth: itemWidth, length: length, isVertical: isVertical))
        case .rotary, .invertedRotary:
            self = .rotary(
                Rotary(
                    options: options, itemWidth: itemWidth, length: length, numberOfSlots: numberOfSlots,
                    isVertical: isVertical, isInverted: type == .invertedRotary))
        case .cylinder, .invertedCylinder:
            self = .cylinder(
                Cylinder(
                    options: options, itemWidth: itemWidth, length: length,
                    numberOfSlots: numberOfSlots, isVertical: isVertical,
                    isInverted: type == .invertedCylinder))
        case .wheel, .invertedWheel:
            self = .wheel(
                Wheel(
                    options: options, itemWidth: itemWidth, viewport: viewport, numberOfSlots: numberOfSlots,
                    isVertical: isVertical, isInverted: type == .invertedWheel))
        case .coverFlow, .coverFlow2:
            self = .coverFlow(
                CoverFlow(
                    options: options, itemWidth: itemWidth, length: length, isVertical: isVertical,
                    usesToggle: type == .coverFlow2))
        case .timeMachine, .invertedTimeMachine:
            self = .timeMachine(
                TimeMachine(
                    options: options, itemWidth: itemWidth, isVertical: isVertical,
                    isInverted: type == .invertedTimeMachine))
        case .custom:
            self = .custom(
                CustomPathEffect(
                    context: CarouselPathContext(
                        itemWidth: itemWidth, itemSize: itemSize, viewport: viewport, isVertical: isVertical,
                        numberOfItems: numberOfItems, focus: focus)))
        case .conveyorBelt:
            self = .conveyorBelt(ConveyorBelt(options: options, length: length, isVertical: isVertical))
        case .shelf:
            self = .shelf(
                Shelf(
                    options: options, length: length, itemLength: isVertical ? itemSize.height : itemSize.width,
                    numberOfItems: numberOfItems))
        case .pagerCrossFading, .pagerZoomOut, .pagerDepth, .pagerOverlap, .pagerLinear, .pagerCoverFlow,
            .pagerFerrisWheel, .pagerInvertedFerrisWheel, .pagerCubic:
            self = .pager(
                Pager(
                    style: Pager.Style(type: type) ?? .crossFading, options: options, itemSize: itemSize,
                    length: length, isVertical: isVertical, numberOfItems: numberOfItems))
        }
    }

    // MARK: Placing items

    /// The item's transform, applied around its centre, for an item `offset` items from the centre.
    ///
    /// - Parameters:
    ///   - toggle: Cover Flow 2's toggle in [−1, 1]; every other family ignores it.
    ///   - base: the perspective and viewpoint transform the item's transform starts from (the
    ///     conveyor belt builds on the identity; the shelf is flat and returns `base`).
    /// - Returns: possibly non-finite for extreme inputs; ``CarouselModel`` replaces those.
    @inline(__always)
    public func transform(forOffset offset: Double, toggle: Double, base: Transform3D) -> Transform3D {
        switch self {
        case .linear(let effect): effect.transform(forOffset: offset, base: base)
        case .rotary(let effect): effect.transform(forOffset: offset, base: base)
        case .cylinder(let effect): effect.transform(forOffset: offset, base: base)
        case .wheel(let effect): effect.transform(forOffset: offset, base: base)
        case .coverFlow(let effect): effect.transform(forOffset: offset, toggle: toggle, base: base)
        case .timeMachine(let effect): effect.transform(forOffset: offset, base: base)
        case .custom: base  // the model asks CustomPathEffect with the app's path
        case .conveyorBelt(let effect): effect.transform(forOffset: offset)
        case .shelf: base  // flat: the item's centre does the moving (see center(forOffset:…))
        case .pager(let effect): effect.transform(forOffset: offset)  // on the identity, as FSPagerView
        }
    }

    /// The toggle one item is placed with: Cover Flow 2's end rule
    /// (``CoverFlow/toggle(forItemOffset:carouselToggle:isAtEnd:)``), else `toggle`.
    @inline(__always)
    public func toggle(forItemOffset offset: Double, carouselToggle toggle: Double, isAtEnd: Bool)
        -> Double
    {
        guard case .coverFlow(let effect) = self else { return toggle }
        return effect.toggle(forItemOffset: offset, carouselToggle: toggle, isAtEnd: isAtEnd)
    }

    /// Whether placements depend on the toggle (Cover Flow 2).
    public var usesToggle: Bool {
        if case .coverFlow(let effect) = self { return effect.usesToggle }
        return false
    }

    /// The point an item's transform is applied around, points: `focus` for every family but the
    /// custom path (the focus plus the path's position), the shelf (its place in the row) and the
    /// pager styles (their place on the strip).
    /// - Parameter centerOffset: the carousel's sanitized `centerOffset` (the shelf adds it to
    ///   its row; the focus already includes it).
    public func center(
        forOffset offset: Double, focus: Point2D, centerOffset: Point2D, isVertical: Bool
    ) -> Point2D {
        switch self {
        case .shelf(let shelf):
            shelf.center(forOffset: offset, focus: focus, centerOffset: centerOffset, isVertical: isVertical)
        case .pager(let pager): pager.center(forOffset: offset, focus: focus)
        default: focus
        }
    }

    // MARK: The window

    /// Item slots the family lays out (iCarousel's `numberOfVisibleItems` before the
    /// `visibleItems` option and the display limit), within the family's cap:
    /// ``VisibleSlots/iCarouselMaximum`` for iCarousel's types, ``VisibleSlots/limit`` for the
    /// conveyor belt and the shelf (computed from their geometry to cover the bounds).
    public var visibleItemCount: Int {
        switch self {
        case .linear(let effect): effect.visibleItemCount
        case .rotary(let effect): effect.visibleItemCount
        case .cylinder(let effect): effect.visibleItemCount
        case .wheel(let effect): effect.visibleItemCount
        case .coverFlow(let effect): effect.visibleItemCount
        case .timeMachine(let effect): effect.visibleItemCount
        case .custom(let effect): effect.visibleItemCount
        case .conveyorBelt(let effect): effect.visibleItemCount
        case .shelf(let effect): effect.visibleItemCount
        case .pager(let effect): effect.visibleItemCount
        }
    }

    /// How many of a window of `count` slots come before the item nearest the scroll offset: half
    /// (iCarousel centres the window), or for the shelf ``Shelf/leadingSlots``.
    public func leadingSlots(inWindowOf count: Int) -> Int {
        if case .shelf(let shelf) = self { return shelf.leadingSlots(inWindowOf: count) }
        return count / 2
    }

    // MARK: Resolved defaults

    /// The step between items that the family's geometry fixes, points, when positive: the conveyor
    /// belt's ``ConveyorBelt/itemSpacing``, the shelf's ``Shelf/itemSpan`` and the pager styles'
    /// ``Pager/step``. `nil` for the others, which use the configured item width.
    public var fixedItemWidth: Double? {
        let step: Double
        switch self {
        case .conveyorBelt(let belt): step = belt.itemSpacing
        case .shelf(let shelf): step = shelf.itemSpan
        case .pager(let pager): step = pager.step
        default: return nil
        }
        return step > 0 ? step : nil
    }

    /// iCarousel's default `offsetMultiplier`: 2 for Cover Flow, 1 otherwise.
    public var defaultOffsetMultiplier: Double {
        if case .coverFlow = self { return CoverFlow.defaultOffsetMultiplier }
        return 1
    }

    /// Whether back faces are drawn by default: not for the inverted cylinder.
    public var showsBackfacesByDefault: Bool {
        if case .cylinder(let cylinder) = self { return cylinder.showsBackfacesByDefault }
        return true
    }

    /// The default fade limits (offsets in items): none, except for Time Machine
    /// (``TimeMachine/defaultFadeLimits``).
    public var defaultFadeLimits: (min: Double, max: Double) {
        if case .timeMachine(let effect) = self { return effect.defaultFadeLimits }
        return (-.infinity, .infinity)
    }

    /// The pager styles' alpha for an item (``Pager/alpha(forOffset:)``), which the model multiplies
    /// with iCarousel's fade; `nil` for the other families.
    @inline(__always)
    public func alpha(forOffset offset: Double) -> Double? {
        if case .pager(let pager) = self { return pager.alpha(forOffset: offset) }
        return nil
    }

    /// The pager styles' z-order key for an item (FSPagerView's zIndex,
    /// ``Pager/zOrder(forOffset:)``); `nil` for the other families, which rank by depth.
    @inline(__always)
    public func zOrder(forOffset offset: Double) -> Double? {
        if case .pager(let pager) = self { return pager.zOrder(forOffset: offset) }
        return nil
    }

    /// How the carousel comes to rest: the shelf's threshold rule, or the scroll physics.
    public var restingRule: RestingRule {
        if case .shelf(let shelf) = self { return shelf.restingRule }
        return .scrollPhysics
    }

    /// The circle of the circular families.
    public var circle: CircularArrangement? {
        switch self {
        case .rotary(let effect): effect.circle
        case .cylinder(let effect): effect.circle
        case .wheel(let effect): effect.circle
        default: nil
        }
    }

    /// The circle radius of the circular families, points.
    public var radius: Double? {
        switch self {
        case .rotary(let effect): effect.radius
        case .cylinder(let effect): effect.radius
        case .wheel(let effect): effect.radius
        default: nil
        }
    }

    /// Item spacing as a fraction of the item width, for the families that read the option.
    public var spacing: Double? {
        switch self {
        case .linear(let effect): effect.spacing
        case .coverFlow(let effect): effect.spacing
        case .timeMachine(let effect): effect.spacing
        default: circle?.spacing
        }
    }

    /// Cover Flow's tilt or Time Machine's slope.
    public var tilt: Double? {
        switch self {
        case .coverFlow(let effect): effect.tilt
        case .timeMachine(let effect): effect.tilt
        default: nil
        }
    }
}
