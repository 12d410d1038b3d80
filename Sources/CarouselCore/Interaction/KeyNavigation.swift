/// What key presses and discrete wheel ticks do: pure functions of the model, in items.
///
/// iCarousel's Mac keys moved one item per arrow (`keyDown:`: ← and → when horizontal, ↑ and ↓
/// when vertical, `scrollToItemAtIndex: currentItemIndex ± 1`). We keep that and add Home, End,
/// Page Up and Page Down, which iCarousel did not have:
/// - arrows along the scroll axis move one item (physically: ← moves to the item on the left,
///   which is the next one in right-to-left); arrows across the axis are not the carousel's
///   (``move(for:model:pointsPerItem:)`` returns `nil`, so focus or the enclosing scroll view
///   can take them);
/// - Home and End go to the first and last item (the shorter way round when wrapping);
/// - Page Up and Page Down move one page back or forward: the whole items that fit in the
///   bounds along the scroll axis (``pageSize(model:pointsPerItem:)``).
///
/// Presses that come while an earlier press's motion runs count from where that motion is
/// heading, so three quick presses move three items (``targetOffset(for:from:model:)``).
@_spi(Plumbing) public enum KeyNavigation {
    /// Where a key takes the carousel.
    public enum Move: Hashable, Sendable {
        /// This many items from the item the carousel is at or heading for (positive: toward
        /// higher indexes).
        case byItems(Int)
        /// To this item (clamped to the items there are).
        case toItem(Int)
    }

    /// The move a key makes, or `nil` when the key is not the carousel's: an arrow across the
    /// scroll axis, or no items.
    ///
    /// - Parameter pointsPerItem: points scrolled per item, for the page size.
    public static func move(for key: CarouselKey, model: CarouselModel, pointsPerItem: Double)
        -> Move?
    {
        guard model.numberOfItems > 0 else { return nil }
        let rtl = !model.isVertical && model.configuration.layoutDirection == .rightToLeft
        switch key {
        case .left: return model.isVertical ? nil : .byItems(rtl ? 1 : -1)
        case .right: return model.isVertical ? nil : .byItems(rtl ? -1 : 1)
        case .up: return model.isVertical ? .byItems(-1) : nil
        case .down: return model.isVertical ? .byItems(1) : nil
        case .home: return .toItem(0)
        case .end: return .toItem(model.numberOfItems - 1)
        case .pageUp: return .byItems(-pageSize(model: model, pointsPerItem: pointsPerItem))
        case .pageDown: return .byItems(pageSize(model: model, pointsPerItem: pointsPerItem))
        }
    }

    /// Items per page: the whole items that fit in the bounds along the scroll axis (the bounds'
    /// length over the points scrolled per item, rounded down), at least 1 and at most
    /// `numberOfItems − 1` (a page never comes back to the same item when wrapping). The
    /// shelf's page is the items it shows whole (ASHorizontalScrollView's page). 1 for bounds
    /// or item sizes that are zero, negative or not finite.
    public static func pageSize(model: CarouselModel, pointsPerItem: Double) -> Int {
        let n = model.numberOfItems
        guard n > 1 else { return 1 }
        let length = model.isVertical ? model.configuration.bounds.height : model.configuration.bounds.width
        let perItem = model.shelf.map(\.itemSpan) ?? pointsPerItem
        guard length.isFinite, perItem.isFinite, length > 0, perItem > 0 else { return 1 }
        let fit = (length / perItem).rounded(.down)
        return Int(min(Double(n - 1), max(1, fit)))
    }

    /// The continuous scroll offset a move ends at, starting from `base` (the offset the carousel
    /// shows, or the one its key motion is heading for).
    ///
    /// By items: from the item nearest `base` (halves away from zero), wrapping freely or clamped
    /// to the items (the shelf: to its last page). To an item: the shorter way round when
    /// wrapping. `base` that is not finite counts as 0. With no items: `base`.
    public static func targetOffset(for move: Move, from base: Double, model: CarouselModel)
        -> Double
    {
        let n = model.numberOfItems
        let b = base.finiteOrZero
        guard n > 0 else { return b }
        switch move {
        case .byItems(let count):
            // Saturate: a count near Int.max must not overflow, and nothing moves further than
            // twice round anyway.
            let step = Double(max(-2 * n, min(2 * n, count)))
            let anchor = b.rounded()
            if model.isWrapEnabled { return anchor + step }
            let index = Int(max(0, min(Double(n - 1), anchor + step)))
            return RestingPlace.reachableOffset(forItem: index, model: model)
        case .toItem(let index):
            let target = RestingPlace.reachableOffset(forItem: model.clampedIndex(index), model: model)
            guard model.isWrapEnabled else { return target }
            let folded = model.clampedOffset(b)
            return b + ScrollPhysics(model: model).minimumScrollDistance(from: folded, to: target)
        }
    }
}
