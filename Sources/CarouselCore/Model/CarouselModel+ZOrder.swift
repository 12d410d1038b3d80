/// The window's drawing order: which item is drawn on top of which.
extension CarouselModel {
    /// The custom path's z-order key for an item (``CarouselPath/zOrder(forOffset:in:)``), or
    /// FSPagerView's zIndex for the pager styles; `nil` for other types and when the path gives
    /// none. NaN becomes `nil`; magnitudes are clamped to ``maximumZOrder``.
    public func zOrder(forOffset offset: Double) -> Double? {
        if let key = effect.zOrder(forOffset: offset.finiteOrZero) {
            return min(Self.maximumZOrder, max(-Self.maximumZOrder, key))
        }
        guard type == .custom, case .custom(let custom) = effect else { return nil }
        return custom.zOrder(forOffset: offset.finiteOrZero, path: customPath)
    }

    /// The largest z-order key magnitude kept: scaled by 1e6 when ranked, it stays finite.
    public static let maximumZOrder = CustomPathEffect.maximumZOrder

    /// Sorts a wrapped window into index order without allocating. A wrapped window is one
    /// ascending run cut at the seam (after n − 1 comes 0): it is rotated in O(v) swaps. Anything
    /// else falls back to insertion sort (which took O(v²) moves for a seam in the middle of a
    /// 10 000-slot window).
    static func sortByIndex(_ items: inout [ItemPlacement]) {
        guard items.count > 1 else { return }
        var seam = 0
        var descents = 0
        for i in 1..<items.count where items[i - 1].index > items[i].index {
            seam = i
            descents += 1
        }
        if descents == 0 { return }
        if descents == 1, items[items.count - 1].index < items[0].index {
            // Rotate left by `seam`: reverse both runs, then the whole.
            func reverse(_ items: inout [ItemPlacement], _ lower: Int, _ upper: Int) {
                var i = lower
                var j = upper - 1
                while i < j {
                    items.swapAt(i, j)
                    i += 1
                    j -= 1
                }
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
