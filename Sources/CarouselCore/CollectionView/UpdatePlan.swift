/// A batch update planned in offset space: where the carousel's scroll offset goes and where each
/// item comes from or goes to, so that items move along the carousel's path rather than across the
/// screen.
///
/// - **The current item stays put.** The scroll offset after the update is the current item's new
///   index (plus the fraction the carousel was between items), so inserting or deleting before it
///   does not change what is in the middle — better than iCarousel, which keeps the *index* and so
///   lets a different item slide into the middle. When the current item itself is deleted, the next
///   surviving item takes its place (the previous one at the end; circularly when wrapping), as in
///   iCarousel.
/// - **Survivors slide along the path:** each starts where it was (its old offset in the old model)
///   and ends at its new offset, both on the path. Only items whose offset changes move: with the
///   current item fixed, an insertion or deletion moves just the items on its far side by one slot.
/// - **Insertions grow in** at their final place on the path from ``appearingScale`` and alpha 0.
/// - **Deletions shrink and fade** where they were.
/// - Inserting into an empty carousel centres item 0; deleting the last item leaves offset 0.
///
/// Index mapping is O(number of changes) per query and stores nothing per item.
@_spi(Plumbing) public struct UpdatePlan: Hashable, Sendable {
    /// The scale inserted items grow from and deleted items shrink to (a non-zero value keeps the
    /// transform invertible, so Core Animation can interpolate it).
    public static let appearingScale = 0.01

    /// Items before the update.
    public let oldCount: Int
    /// Items after the update.
    public let newCount: Int
    /// Old indexes that do not survive in place (deleted or moved away), merged and sorted.
    public let removed: [Range<Int>]
    /// New indexes that were not there in place (inserted or moved in), merged and sorted.
    public let added: [Range<Int>]
    /// Moves, old range → new start.
    public let moves: [Move]

    /// A block of items moved from `from` (old indexes) to `to ..< to + from.count` (new indexes).
    public struct Move: Hashable, Sendable {
        /// The old indexes moved.
        public var from: Range<Int>
        /// The new index of the block's first item.
        public var to: Int
    }

    /// Plans an update from the counts and the changes. Changes that do not fit the counts (bad
    /// input) are clipped to the valid indexes; the mapping then stays within range but may not
    /// match what UIKit animates.
    public init(oldCount: Int, newCount: Int, changes: [ItemChange]) {
        // Counts beyond the model's limit would overflow index arithmetic (and Int(Double(n − 1))).
        let limit = CarouselConfiguration.maximumNumberOfItems
        let oldCount = min(max(0, oldCount), limit)
        let newCount = min(max(0, newCount), limit)
        self.oldCount = oldCount
        self.newCount = newCount
        var removed: [Range<Int>] = []
        var added: [Range<Int>] = []
        var moves: [Move] = []
        for change in changes {
            switch change {
            case .insert(let r): added.append(Self.clip(r, to: newCount))
            case .delete(let r): removed.append(Self.clip(r, to: oldCount))
            case .move(let from, let to):
                let f = Self.clip(from, to: oldCount)
                let start = min(max(0, to), newCount)
                let t = start..<start + min(f.count, newCount - start)
                let f2 = f.lowerBound..<f.lowerBound + t.count
                guard !f2.isEmpty else { continue }
                removed.append(f2)
                added.append(t)
                moves.append(Move(from: f2, to: t.lowerBound))
            case .reload: break  // in place: no index changes
            }
        }
        self.removed = Self.merged(removed)
        self.added = Self.merged(added)
        self.moves = moves
    }

    // MARK: Index mapping

    /// The index after the update of the item at `oldIndex` before it, or `nil` when it was
    /// deleted or the index is out of range.
    public func newIndex(forOldIndex oldIndex: Int) -> Int? {
        guard oldIndex >= 0, oldIndex < oldCount else { return nil }
        if let move = moves.first(where: { $0.from.contains(oldIndex) }) {
            return move.to + (oldIndex - move.from.lowerBound)
        }
        if removed.contains(where: { $0.contains(oldIndex) }) { return nil }
        var index = oldIndex - Self.count(of: removed, below: oldIndex)
        for range in added {
            if range.lowerBound <= index { index += range.count } else { break }
        }
        return index < newCount ? index : nil
    }

    /// The index before the update of the item at `newIndex` after it, or `nil` when it was
    /// inserted or the index is out of range.
    public func oldIndex(forNewIndex newIndex: Int) -> Int? {
        guard newIndex >= 0, newIndex < newCount else { return nil }
        if let move = moves.first(where: { (move) in (move.to..<move.to + move.from.count).contains(newIndex) }) {
            return move.from.lowerBound + (newIndex - move.to)
        }
        if added.contains(where: { $0.contains(newIndex) }) { return nil }
        var index = newIndex - Self.count(of: added, below: newIndex)
        for range in removed {
            if range.lowerBound <= index { index += range.count } else { break }
        }
        return index < oldCount ? index : nil
    }

    /// Whether the item at `newIndex` was inserted (or moved in) by the update.
    public func isInserted(newIndex: Int) -> Bool {
        oldIndex(forNewIndex: newIndex) == nil && newIndex >= 0 && newIndex < newCount
    }

    /// Whether the item at `oldIndex` was deleted (not moved) by the update.
    public func isDeleted(oldIndex: Int) -> Bool {
        newIndex(forOldIndex: oldIndex) == nil && oldIndex >= 0 && oldIndex < oldCount
    }

    // MARK: Scroll offset

    /// The scroll offset after the update that keeps the current item where it is.
    ///
    /// - Parameters:
    ///   - scrollOffset: the scroll offset before the update (items; continuous when wrapping).
    ///   - isWrapEnabled: whether the carousel wraps (folds the offset into the items first).
    /// - Returns: the new scroll offset: the current item's new index plus the fraction the
    ///   carousel was past it (when the current item survives), otherwise the index of the item
    ///   that takes its place. 0 when either count is 0. Always finite.
    public func targetScrollOffset(from scrollOffset: Double, isWrapEnabled: Bool) -> Double {
        guard oldCount > 0, newCount > 0 else { return 0 }
        let s = scrollOffset.finiteOrZero
        let n = Double(oldCount)
        let current: Int
        let fraction: Double
        if isWrapEnabled {
            var folded = s - (s / n).rounded(.down) * n
            if !(folded >= 0 && folded < n) { folded = 0 }
            let rounded = folded.rounded(.toNearestOrAwayFromZero)
            current = Int(rounded) % oldCount
            fraction = folded - rounded
        } else {
            let rounded = min(max(0, s.rounded(.toNearestOrAwayFromZero)), n - 1)
            current = Int(rounded)
            fraction = s - rounded
        }
        if let index = newIndex(forOldIndex: current) { return Double(index) + fraction }
        return Double(replacementIndex(forDeleted: current, isWrapEnabled: isWrapEnabled))
    }

    /// The new index of the item that takes a deleted item's place: the next survivor after it,
    /// else (not wrapping) the last survivor before it, else (nothing survived) the same index
    /// clamped to the new items.
    func replacementIndex(forDeleted oldIndex: Int, isWrapEnabled: Bool) -> Int {
        // The merged removed range that contains the index ends at the next survivor.
        if let range = removed.first(where: { $0.contains(oldIndex) }) {
            if range.upperBound < oldCount, let next = newIndex(forOldIndex: range.upperBound) { return next }
            if isWrapEnabled, let first = firstSurvivor(), let next = newIndex(forOldIndex: first) { return next }
            if range.lowerBound > 0, let previous = newIndex(forOldIndex: range.lowerBound - 1) { return previous }
        }
        return min(max(0, oldIndex), newCount - 1)
    }

    /// The smallest old index that survives, if any.
    private func firstSurvivor() -> Int? {
        var candidate = 0
        for range in removed {
            if range.lowerBound > candidate { break }
            candidate = max(candidate, range.upperBound)
        }
        return candidate < oldCount ? candidate : nil
    }

    // MARK: Helpers

    static func clip(_ range: Range<Int>, to count: Int) -> Range<Int> {
        let lower = min(max(0, range.lowerBound), count)
        let upper = min(max(lower, range.upperBound), count)
        return lower..<upper
    }

    /// Sorted, non-overlapping, non-adjacent ranges covering the same indexes.
    static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        let sorted = ranges.filter { !$0.isEmpty }.sorted { $0.lowerBound < $1.lowerBound }
        var result: [Range<Int>] = []
        for range in sorted {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    /// How many indexes of the (merged, sorted) ranges lie below `index`.
    static func count(of ranges: [Range<Int>], below index: Int) -> Int {
        var total = 0
        for range in ranges {
            if range.lowerBound >= index { break }
            total += min(range.upperBound, index) - range.lowerBound
        }
        return total
    }
}

/// One change of a batch update in global item indexes (see ``SectionMap``), as the layout reads
/// it from `UICollectionViewUpdateItem`s.
///
/// Ranges keep section-level changes O(1): inserting a section of a thousand items is one
/// `insert` of a range, not a thousand entries.
@_spi(Plumbing) public enum ItemChange: Hashable, Sendable {
    /// Items inserted at these indexes *after* the update.
    case insert(Range<Int>)
    /// Items deleted from these indexes *before* the update.
    case delete(Range<Int>)
    /// Items moved from these indexes before the update to consecutive indexes starting at `to`
    /// after it.
    case move(from: Range<Int>, to: Int)
    /// Items reloaded in place (indexes before the update). They keep their place; the cells
    /// cross-fade.
    case reload(Range<Int>)
}
