/// Indexes, offsets and the visible window: which items are laid out at a scroll offset.
extension CarouselModel {
    /// The lowest index laid out: `-ceil(placeholders / 2)`.
    public var minimumIndex: Int { -((numberOfPlaceholdersShown + 1) / 2) }
    /// The highest index laid out: `numberOfItems - 1 + floor(placeholders / 2)`.
    public var maximumIndex: Int { numberOfItems - 1 + numberOfPlaceholdersShown / 2 }

    /// The offset arithmetic shared with ``ScrollPhysics``: item count, wrap and bounce distance.
    public var scrollBounds: ScrollBounds {
        ScrollBounds(
            numberOfItems: numberOfItems, isWrapEnabled: isWrapEnabled,
            bounceDistance: scrollSettings.effectiveBounceDistance)
    }

    /// iCarousel's `clampedIndex:` (see ``ScrollBounds/clampedIndex(_:)``); −1 with no items.
    public func clampedIndex(_ index: Int) -> Int { scrollBounds.clampedIndex(index) }

    /// iCarousel's `clampedOffset:` (see ``ScrollBounds/clampedOffset(_:)``): folded into [0, n)
    /// or clamped to [0, n − 1]; −1 with no items, as iCarousel.
    public func clampedOffset(_ offset: Double) -> Double { scrollBounds.clampedOffset(offset) }

    /// The scroll offset iCarousel keeps after every scroll step (`didScroll`): modulo n when
    /// wrapping, [−bounceDistance, n − 1 + bounceDistance] when bouncing, [0, n − 1] otherwise.
    public func clampedScrollOffset(_ offset: Double) -> Double { scrollBounds.clampedScrollOffset(offset) }

    /// iCarousel's `currentItemIndex`: the nearest item (halves round away from zero), wrapped or
    /// clamped; −1 with no items.
    public func currentItemIndex(at scrollOffset: Double) -> Int { scrollBounds.currentItemIndex(at: scrollOffset) }

    /// iCarousel's `offsetForItemAtIndex:`: the item's signed distance from the centre in items.
    ///
    /// When wrapping it takes the shorter way round: the result lies in [−n/2, n/2], and an item
    /// exactly half way round keeps the sign of `index − scrollOffset`, as in iCarousel.
    ///
    /// Scroll offsets beyond ±``maximumScrollOffset`` are limited to it, so the result stays finite.
    public func offset(forItemAt index: Int, scrollOffset: Double) -> Double {
        var offset = Double(index) - scrollOffset.finiteOrZero(limitedTo: Self.maximumScrollOffset)
        if isWrapEnabled, numberOfItems > 0 {
            let n = Double(numberOfItems)
            let half = n / 2
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
        // Centred on the current item, except the shelf's, which sits at the leading margin.
        var first = currentItemIndex(at: scrollOffset) - effect.leadingSlots(inWindowOf: count)
        if !isWrapEnabled {
            first = max(minimumIndex, min(maximumIndex - count + 1, first))
        }
        return (first, count)
    }
}

// MARK: - The visible window

extension CarouselModel {
    /// Every item the carousel shows at a scroll offset, in index order, with z-order ranks.
    ///
    /// The window follows iCarousel's `loadUnloadViews`: `numberOfVisibleItems` slots around the
    /// current item, wrapped or kept within the placeholders, minus items whose alpha is 0.
    /// - Parameters:
    ///   - scrollOffset: the carousel's position in items.
    ///   - toggle: Cover Flow 2's toggle in [−1, 1] (iCarousel's `_toggle`; other types
    ///     ignore it). It is animation state, not configuration: the interaction engine
    ///     drives it, and changing it only re-places items.
    /// - Complexity: O(visible items), independent of ``numberOfItems``.
    public func placements(at scrollOffset: Double, toggle: Double = 0) -> [ItemPlacement] {
        var result: [ItemPlacement] = []
        placements(at: scrollOffset, toggle: toggle, into: &result)
        return result
    }

    /// Fills `buffer` with ``placements(at:toggle:)``, reusing its storage: no allocation once the
    /// buffer has grown to the window size.
    public func placements(at scrollOffset: Double, toggle: Double = 0, into buffer: inout [ItemPlacement]) {
        buffer.removeAll(keepingCapacity: true)
        let window = visibleWindow(at: scrollOffset)
        guard window.count > 0 else { return }
        buffer.reserveCapacity(window.count)
        let toggle = CoverFlow.sanitizedToggle(toggle)
        for slot in 0..<window.count {
            var index = window.first + slot
            if isWrapEnabled { index = clampedIndex(index) }
            let placement = placement(forItemAt: index, scrollOffset: scrollOffset, sanitizedToggle: toggle)
            if placement.alpha > 0 { buffer.append(placement) }
        }
        if isWrapEnabled { Self.sortByIndex(&buffer) }
        Self.assignZIndexes(&buffer)
    }

    /// The placement of `index` as it appears in the window at `scrollOffset` (with its window
    /// z-order), or a placement with alpha 0 and zIndex −1 when the item is outside the window.
    /// - Complexity: O(visible items).
    public func windowPlacement(forItemAt index: Int, scrollOffset: Double, toggle: Double = 0) -> ItemPlacement {
        if let found = placements(at: scrollOffset, toggle: toggle).first(where: { $0.index == index }) { return found }
        var outside = placement(forItemAt: index, scrollOffset: scrollOffset, toggle: toggle)
        outside.alpha = 0
        outside.zIndex = -1
        return outside
    }
}
