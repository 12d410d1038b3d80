/// One layout pass: the visible window placed at one scroll offset, ready to answer the layout's
/// queries.
///
/// Placements are kept relative to the usable area (`center` is the model's carousel centre) with
/// the model's own transforms; ``output(_:)`` turns one into what a layout attribute gets, with the
/// centre in content coordinates. Storage is O(visible items).
@_spi(Plumbing) public struct LayoutPass: Sendable {
    /// The model the items were placed with.
    public private(set) var model: CarouselModel
    /// The scroll offset the items were placed at (items): the model's clamped scroll offset,
    /// continuous when wrapping.
    public private(set) var scrollOffset: Double
    /// Cover Flow 2's toggle the items were placed with, in [−1, 1] (other types ignore it).
    public private(set) var toggle: Double
    /// The top-left corner of the usable area in content coordinates.
    public private(set) var origin: Point2D
    /// The visible window in index order, with z-order (`CarouselModel.placements(at:toggle:)`):
    /// items, and the model's placeholders (``ItemPlacement/isPlaceholder``) at the indexes beside
    /// them (``PlaceholderPosition``).
    public private(set) var placements: [ItemPlacement]

    /// Places the model's visible window at `scrollOffset` with Cover Flow 2's `toggle`.
    /// - Complexity: O(visible items).
    public init(model: CarouselModel, scrollOffset: Double, toggle: Double = 0, origin: Point2D) {
        self.model = model
        self.scrollOffset = scrollOffset.finiteOrZero
        self.toggle = CoverFlow.sanitizedToggle(toggle)
        self.origin = origin.sanitized
        self.placements = model.placements(at: self.scrollOffset, toggle: self.toggle)
    }

    /// Places the window again, as ``init(model:scrollOffset:toggle:origin:)`` does, into this
    /// pass's storage: no allocation once it has grown to the window, unless another copy of the
    /// pass shares it (a layout's scroll tick re-places its pass this way).
    /// - Complexity: O(visible items).
    public mutating func replace(model: CarouselModel, scrollOffset: Double, toggle: Double = 0, origin: Point2D) {
        self.model = model
        replace(scrollOffset: scrollOffset, toggle: toggle, origin: origin)
    }

    /// Places the same model's window again (``replace(model:scrollOffset:toggle:origin:)``
    /// without copying the model in: a scroll tick's pass).
    /// - Complexity: O(visible items).
    public mutating func replace(scrollOffset: Double, toggle: Double = 0, origin: Point2D) {
        self.scrollOffset = scrollOffset.finiteOrZero
        self.toggle = CoverFlow.sanitizedToggle(toggle)
        self.origin = origin.sanitized
        model.placements(at: self.scrollOffset, toggle: self.toggle, into: &placements)
    }

    /// A pass with no items.
    public static func empty(model: CarouselModel) -> LayoutPass {
        LayoutPass(model: model, scrollOffset: 0, origin: .zero)
    }

    /// The item nearest the centre (`CarouselModel.currentItemIndex(at:)`), −1 with no items.
    public var currentItemIndex: Int { model.currentItemIndex(at: scrollOffset) }

    /// The placement of an item: its window placement when in the window, else its place on the
    /// path with alpha 0 and `zIndex` −1 (drawn by no one, but a valid start or end for an
    /// animation). Indexes outside the items give the same alpha-0 placement at their offset.
    /// - Complexity: O(log visible items).
    public func placement(forItem index: Int) -> ItemPlacement {
        var lo = 0
        var hi = placements.count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            let candidate = placements[mid].index
            if candidate == index { return placements[mid] }
            if candidate < index { lo = mid + 1 } else { hi = mid - 1 }
        }
        var outside = model.placement(forItemAt: index, scrollOffset: scrollOffset, toggle: toggle)
        outside.alpha = 0
        outside.zIndex = -1
        outside.isPlaceholder = false
        return outside
    }

    /// The window placements that may be drawn inside a content rectangle (``LayoutQuery``).
    public func placements(in rect: Rect2D) -> [ItemPlacement] {
        LayoutQuery.placements(placements, visibleIn: rect, origin: origin)
    }

    /// The topmost drawn item at a content point (``HitTesting``).
    public func topmostItem(at point: Point2D) -> ItemPlacement? {
        HitTesting.topmostItem(at: point, in: placements, origin: origin)
    }

    /// The card whose controls may take a click at a content point: the item drawn on top there
    /// (``topmostItem(at:)``) when it is the current item (``currentItemIndex``) and is drawn at
    /// its untransformed frame (``HitTesting/isDrawnAtFrame(_:tolerance:)``); `nil` otherwise (no
    /// card there, a card behind the current one, or a current card turned, moved or scaled away
    /// from its frame). Its placement is the model's (centre relative to ``origin``).
    /// - Complexity: O(visible items).
    public func cardTakingControlClicks(at point: Point2D) -> ItemPlacement? {
        guard let top = topmostItem(at: point), top.index == currentItemIndex, HitTesting.isDrawnAtFrame(top) else {
            return nil
        }
        return top
    }

    /// Calls `body` with the attribute values (``output(_:)``) of every placement that may be drawn
    /// in a content rectangle (``LayoutQuery/mayBeVisible(_:in:origin:)``), in index order.
    /// - Complexity: O(visible items), allocation-free.
    func forEachPlacement(in rect: Rect2D, _ body: (ItemPlacement) -> Void) {
        forEachIndex(mayBeVisibleIn: rect) { body(output(placements[$0])) }
    }

    /// Calls `body` with the index in ``placements`` of every placement that may be drawn in a
    /// content rectangle (``LayoutQuery/mayBeVisible(_:in:origin:)``), in index order.
    /// - Complexity: O(visible items), allocation-free; no placement is copied.
    func forEachIndex(mayBeVisibleIn rect: Rect2D, _ body: (Int) -> Void) {
        let query = rect.sanitized
        // By index: a `for placement in placements` loop copies every placement out first.
        for index in placements.indices
        where LayoutQuery.mayBeVisible(placements[index], inSanitized: query, origin: origin) {
            body(index)
        }
    }

    /// What a layout attribute gets for a placement: `center` moved into content coordinates.
    /// Everything else is unchanged, and every number is finite.
    public func output(_ placement: ItemPlacement) -> ItemPlacement {
        var result = placement
        makeOutput(&result)
        return result
    }

    /// ``output(_:)`` in place, for a placement already copied where its answer is built.
    func makeOutput(_ placement: inout ItemPlacement) {
        placement.center = Point2D(x: origin.x + placement.center.x, y: origin.y + placement.center.y).sanitized
        if !placement.transform.isFinite { placement.transform = .identity }
        placement.alpha = placement.alpha.isNaN ? 0 : min(1, max(0, placement.alpha))
    }
}
