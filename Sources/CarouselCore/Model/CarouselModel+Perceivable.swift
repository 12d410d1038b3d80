extension CarouselModel {
    /// The items the user can see at a scroll offset (``ItemPlacement/isPerceivable``: in the
    /// visible window, not placeholders, not turned away with back faces hidden, not faded out),
    /// in reading order: leading to trailing (ascending offset), which is right to left when the
    /// carousel is mirrored. VoiceOver's elements, in the order it visits them.
    /// - Complexity: O(visible items).
    public func perceivableItems(at scrollOffset: Double, toggle: Double = 0) -> [Int] {
        placements(at: scrollOffset, toggle: toggle)
            .filter(\.isPerceivable)
            .sorted { $0.offset < $1.offset || ($0.offset == $1.offset && $0.index < $1.index) }
            .map(\.index)
    }

    /// Whether the user can see item `index` at a scroll offset (it is one of
    /// ``perceivableItems(at:toggle:)``); `false` for indexes outside `0..<numberOfItems`.
    /// - Complexity: O(1): the window's bounds and one placement.
    public func isItemPerceivable(_ index: Int, at scrollOffset: Double, toggle: Double = 0) -> Bool {
        guard index >= 0, index < numberOfItems else { return false }
        let window = visibleWindow(at: scrollOffset)
        guard window.count > 0 else { return false }
        let inWindow: Bool
        if isWrapEnabled {
            let n = numberOfItems
            inWindow = window.count >= n || ((index - window.first) % n + n) % n < window.count
        } else {
            inWindow = index >= window.first && index < window.first + window.count
        }
        return inWindow && placement(forItemAt: index, scrollOffset: scrollOffset, toggle: toggle).isPerceivable
    }
}
