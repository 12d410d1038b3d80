/// One change of a batch update in global item indexes (see ``SectionMap``), as the layout reads
/// it from `UICollectionViewUpdateItem`s.
///
/// Ranges keep section-level changes O(1): inserting a section of a thousand items is one
/// `insert` of a range, not a thousand entries.
public enum ItemChange: Hashable, Sendable {
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
