/// One section of a compositional layout shown as a carousel: what the section's
/// `visibleItemsInvalidationHandler` sets on each visible item, from the section's scroll position.
///
/// The section is a horizontal strip of equal **slots**, `slotWidth` points apart, one item per
/// slot, each item's frame centred on its slot; the section's insets (``sectionInset``) let the
/// first and the last slot reach the **focus**, the middle of the container. Scrolling the strip
/// by one slot moves the carousel by one item: the scroll offset is `scrollPosition / slotWidth`,
/// where the scroll position is the section's content offset along the strip, in points (0 when
/// item 0's slot is at the focus). On every pass each visible item is moved from its slot to where
/// the carousel puts it (``SectionPlacement/centerShift``) and given its transform, alpha, back-face
/// flag and a symmetric z-order.
///
/// What a section cannot do, and so this type does not:
/// - **No wrap.** The strip has ends; the `wrap` option is ignored (the UIKit factory asserts in
///   debug builds).
/// - **Only the types whose items stay near their slots** (``supports(_:)``): linear, Cover Flow,
///   Cover Flow 2, Time Machine, inverted Time Machine and custom paths. UIKit reports only items
///   whose slot is on screen, and the rings (rotary, cylinder, wheel and their inverted forms) and
///   the conveyor belt draw items whose slots are far off the strip; the shelf is the compositional
///   layout's own `groupPaging`; the pager styles (``CarouselType/pagerTypes``) place items on
///   their own strip, whose step is not the section's. Those types are replaced by ``CarouselType/linear`` (the UIKit
///   factory asserts in debug builds); use ``CarouselType`` in a `CarouselCollectionViewLayout`.
/// - **Horizontal only**: a section of a vertically scrolling layout scrolls sideways.
/// - **No iCarousel physics**: the section scrolls with UIKit's paging or deceleration.
///
/// The item count is not known to a section's handler, so the model counts items without end and
/// the window is symmetric around the current item; items past the section's last one are simply
/// not reported by UIKit. Cover Flow 2's end behaviour therefore applies at the first item only.
///
/// Right to left: UIKit mirrors the section's frames and centres but not transforms (as for
/// `CarouselCollectionViewLayout`), so placements keep left-to-right centres and carry mirrored
/// transforms (verify on device).
@_spi(Plumbing) public struct SectionCarousel: Sendable {
    /// The narrowest slot, in points: narrower requests are widened to it.
    public static let minimumSlotWidth = 1.0
    /// The largest window the z-order ranks without allocating; larger windows sort.
    static let stackRankLimit = 64

    /// The type asked for.
    public let requestedType: CarouselType
    /// The resolved carousel (count without end, no wrap, the container's size as its bounds).
    public let model: CarouselModel
    /// Points of scrolling per item, and the distance between neighbouring slots.
    public let slotWidth: Double
    /// The container's width, points.
    public let containerWidth: Double
    /// Whether transforms are mirrored for a right-to-left layout direction.
    public let mirrorsTransforms: Bool

    /// Whether a type works in a section (see the type's documentation).
    public static func supports(_ type: CarouselType) -> Bool {
        switch type {
        case .linear, .coverFlow, .coverFlow2, .timeMachine, .invertedTimeMachine, .custom: true
        case .rotary, .invertedRotary, .cylinder, .invertedCylinder, .wheel, .invertedWheel, .conveyorBelt, .shelf,
            .pagerCrossFading, .pagerZoomOut, .pagerDepth, .pagerOverlap, .pagerLinear, .pagerCoverFlow,
            .pagerFerrisWheel, .pagerInvertedFerrisWheel, .pagerCubic:
            false
        }
    }

    /// Resolves a section carousel.
    ///
    /// - Parameters:
    ///   - type: the carousel type; an unsupported type (``supports(_:)``) is laid out as linear.
    ///   - options: iCarousel's options; `wrap` is ignored.
    ///   - itemSize: every item's size, points (sanitized as ``CarouselModel`` does).
    ///   - slotWidth: points per item; `nil`, non-finite or ≤ 0 takes ``defaultSlotWidth(for:)``;
    ///     at least ``minimumSlotWidth``.
    ///   - containerSize: the section's container (the layout environment's effective content
    ///     size), points: the focus is its middle.
    ///   - perspective: the perspective term `m34` (default −1/500).
    ///   - customPath: the path for ``CarouselType/custom``.
    ///   - layoutDirection: right to left mirrors transforms only.
    public init(
        type: CarouselType, options: CarouselOptions = CarouselOptions(), itemSize: Size2D, slotWidth: Double? = nil,
        containerSize: Size2D, perspective: Double = CarouselConfiguration.defaultPerspective,
        customPath: (any CarouselPath)? = nil, layoutDirection: LayoutDirection = .leftToRight
    ) {
        requestedType = type
        var options = options
        options.wrap = false
        let container = containerSize.sanitized(limitedTo: CarouselConfiguration.maximumLength)
        containerWidth = container.width
        let configuration = CarouselConfiguration(
            type: Self.supports(type) ? type : .linear, options: options,
            numberOfItems: CarouselConfiguration.maximumNumberOfItems, itemSize: itemSize,
            bounds: Size2D(width: container.width, height: container.height), perspective: perspective,
            customPath: customPath, orientation: .horizontal)
        model = CarouselModel(configuration)
        let requested = slotWidth.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? Self.defaultSlotWidth(for: model)
        self.slotWidth = min(CarouselConfiguration.maximumLength, max(Self.minimumSlotWidth, requested))
        mirrorsTransforms = layoutDirection == .rightToLeft
    }

    /// The slot width a type takes by default, points: the distance between neighbouring items away
    /// from the centre, so that the cards beside the centre move with the finger and every card
    /// that can be on screen has its slot on screen. Linear: `itemWidth × spacing` (items sit on
    /// their slots); Cover Flow and Cover Flow 2: `itemWidth × spacing` (0.25 of the item width by
    /// default); Time Machine: `itemWidth × |tilt|` (0.3 by default); custom: `itemWidth`. A zero
    /// or non-finite result takes `itemWidth`, then ``minimumSlotWidth``.
    public static func defaultSlotWidth(for model: CarouselModel) -> Double {
        let width: Double
        switch model.type {
        case .linear, .coverFlow, .coverFlow2: width = abs(model.itemWidth * model.spacing)
        case .timeMachine, .invertedTimeMachine: width = abs(model.itemWidth * model.tilt)
        default: width = model.itemWidth
        }
        if width.isFinite, width >= minimumSlotWidth { return width }
        return max(minimumSlotWidth, model.itemWidth.isFinite ? model.itemWidth : 0)
    }

    /// The section's leading and trailing content inset, points: `(containerWidth − slotWidth) / 2`
    /// (at least 0), so the first and last slots can reach the focus.
    public var sectionInset: Double { max(0, (containerWidth - slotWidth) / 2) }

    /// The carousel's scroll offset in items at a scroll position in points: `position / slotWidth`
    /// (0 for a non-finite position).
    public func scrollOffset(atScrollPosition position: Double) -> Double {
        position.finiteOrZero(limitedTo: CarouselModel.maximumScrollOffset) / slotWidth
    }

    /// The item nearest the focus (halves round away from zero), at least 0.
    public func currentItem(atScrollPosition position: Double) -> Int {
        max(0, model.currentItemIndex(at: scrollOffset(atScrollPosition: position)))
    }

    /// The items placed at a scroll position: `numberOfVisibleItems / 2` either side of the current
    /// item (symmetric), from item 0 on.
    public func window(atScrollPosition position: Double) -> ClosedRange<Int> {
        let current = currentItem(atScrollPosition: position)
        let half = model.numberOfVisibleItems / 2
        return max(0, current - half)...(current + half)
    }

    /// One item's placement at a scroll position, with `zIndex` 0 (see
    /// ``placements(atScrollPosition:reported:into:)`` for the window's z-order).
    public func placement(forItemAt index: Int, scrollPosition position: Double) -> SectionPlacement {
        let item = model.placement(forItemAt: index, scrollOffset: scrollOffset(atScrollPosition: position))
        // The slot sits `offset × slotWidth` from the focus; the carousel puts the item at its centre.
        let shift = Point2D(
            x: item.center.x - model.center.x - item.offset * slotWidth, y: item.center.y - model.center.y)
        return SectionPlacement(
            index: index, offset: item.offset, centerShift: shift,
            transform: mirrorsTransforms ? item.transform.mirroredHorizontally : item.transform,
            alpha: item.alpha, isHidden: item.isHidden, zIndex: 0)
    }

    /// Fills `buffer` with the placements of the items UIKit reports (`reported`, the lowest and
    /// highest visible index) that lie in the ``window(atScrollPosition:)``, in index order and
    /// contiguous (`buffer[k].index == buffer[0].index + k`), with z-order ranks. Reported items
    /// outside the window are not placed: hide them.
    ///
    /// - Complexity: O(r²) for r placed items up to 64 (r is bounded by the items on screen),
    ///   without allocating once the buffer has grown; larger windows sort.
    public func placements(
        atScrollPosition position: Double, reported: ClosedRange<Int>, into buffer: inout [SectionPlacement]
    ) {
        buffer.removeAll(keepingCapacity: true)
        let window = window(atScrollPosition: position)
        let lower = max(window.lowerBound, reported.lowerBound)
        let upper = min(window.upperBound, reported.upperBound)
        guard lower <= upper else { return }
        for index in lower...upper { buffer.append(placement(forItemAt: index, scrollPosition: position)) }
        Self.assignSymmetricZIndexes(&buffer)
    }

    /// Ranks by depth (quantized to 1e−6 pt), then nearness to the focus (|offset| quantized to
    /// 1e−6 item): equal keys get equal ranks, so a mirrored pair of items shares one.
    static func assignSymmetricZIndexes(_ items: inout [SectionPlacement]) {
        func key(_ p: SectionPlacement) -> (depth: Double, distance: Double) {
            ((p.transform.m43 * 1e6).rounded(), (abs(p.offset) * 1e6).rounded())
        }
        func isBelow(_ a: (depth: Double, distance: Double), _ b: (depth: Double, distance: Double)) -> Bool {
            a.depth != b.depth ? a.depth < b.depth : a.distance > b.distance
        }
        let count = items.count
        guard count > 0 else { return }
        if count > stackRankLimit {
            let order = items.indices.sorted { isBelow(key(items[$0]), key(items[$1])) }
            var rank = 0
            for (position, i) in order.enumerated() {
                if position > 0, isBelow(key(items[order[position - 1]]), key(items[i])) { rank += 1 }
                items[i].zIndex = rank
            }
            return
        }
        // Keys and first-occurrence flags in stack buffers: no heap allocation per pass.
        withUnsafeTemporaryAllocation(of: (depth: Double, distance: Double).self, capacity: count) { keys in
            withUnsafeTemporaryAllocation(of: Bool.self, capacity: count) { isFirst in
                for i in 0..<count {
                    let k = key(items[i])
                    keys.initializeElement(at: i, to: k)
                    var first = true
                    for j in 0..<i where keys[j] == k {
                        first = false
                        break
                    }
                    isFirst.initializeElement(at: i, to: first)
                }
                // Dense rank: the number of distinct keys below this one.
                for i in 0..<count {
                    var rank = 0
                    for j in 0..<count where isFirst[j] && isBelow(keys[j], keys[i]) { rank += 1 }
                    items[i].zIndex = rank
                }
            }
        }
    }
}
