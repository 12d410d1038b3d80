import Foundation

/// One `UICollectionViewUpdateItem` in the core's terms: an action with the (section, item) it
/// applies to before and after the update. A `nil` item means the whole section.
@_spi(Plumbing) public struct CollectionUpdate: Hashable, Sendable {
    /// The update's action (`UICollectionViewUpdateItem.Action`).
    public enum Action: Hashable, Sendable {
        /// Items or a section inserted.
        case insert
        /// Items or a section deleted.
        case delete
        /// Items or a section reloaded.
        case reload
        /// An item or a section moved.
        case move
        /// No change (UIKit's `.none`).
        case none
    }

    /// A section and, for item updates, an item.
    public struct Location: Hashable, Sendable {
        /// The section.
        public var section: Int
        /// `nil` for a section-level update.
        public var item: Int?
        /// Creates a location; `item` is `nil` for a section-level update.
        public init(section: Int, item: Int?) {
            self.section = section
            self.item = item
        }
    }

    /// What the update does.
    public var action: Action
    /// Where it applies before the update (deletes, reloads, move sources).
    public var before: Location?
    /// Where it applies after the update (inserts, move destinations).
    public var after: Location?

    /// Creates an update from its action and its locations before and after.
    public init(action: Action, before: Location?, after: Location?) {
        self.action = action
        self.before = before
        self.after = after
    }

    /// An update from a platform's update item, whose action is UIKit's `UICollectionViewUpdateItem.Action`
    /// or AppKit's `NSCollectionView.UpdateAction` raw value (both: insert 0, delete 1, reload 2,
    /// move 3, none 4; anything else is none).
    /// Index paths of two indexes (section, item) name items; one index, or an item of
    /// `NSNotFound`, names a section; an empty or missing one, nothing.
    public init(platformAction: Int, before: IndexPath?, after: IndexPath?) {
        let actions: [Action] = [.insert, .delete, .reload, .move]
        let action = actions.indices.contains(platformAction) ? actions[platformAction] : .none
        self.init(action: action, before: Self.location(before), after: Self.location(after))
    }

    /// A platform index path as a location (see ``init(platformAction:before:after:)``).
    static func location(_ indexPath: IndexPath?) -> Location? {
        guard let indexPath, indexPath.count >= 1 else { return nil }
        guard indexPath.count >= 2 else { return Location(section: indexPath[0], item: nil) }
        return Location(section: indexPath[0], item: indexPath[1] == NSNotFound ? nil : indexPath[1])
    }

    /// The update as global-index changes (``ItemChange``), given the sections before and after.
    ///
    /// Section-level updates become ranges (O(1), however many items the section has). A reloaded
    /// section becomes a deletion plus an insertion, since its item count may change; a reloaded
    /// item stays in place. Updates that name indexes outside the sections give no change.
    public func itemChanges(before old: SectionMap, after new: SectionMap) -> [ItemChange] {
        func range(_ location: Location?, in map: SectionMap) -> Range<Int>? {
            guard let location else { return nil }
            if let item = location.item {
                return map.globalIndex(section: location.section, item: item).map { $0..<$0 + 1 }
            }
            guard location.section >= 0, location.section < map.counts.count,
                let start = map.firstIndex(ofSection: location.section)
            else { return nil }
            return start..<start + map.counts[location.section]
        }
        switch action {
        case .insert:
            return range(after, in: new).map { [.insert($0)] } ?? []
        case .delete:
            return range(before, in: old).map { [.delete($0)] } ?? []
        case .move:
            guard let from = range(before, in: old), let to = range(after, in: new) else { return [] }
            return [.move(from: from, to: to.lowerBound)]
        case .reload:
            if before?.item == nil {
                return (range(before, in: old).map { [ItemChange.delete($0)] } ?? [])
                    + (range(after ?? before, in: new).map { [ItemChange.insert($0)] } ?? [])
            }
            return range(before, in: old).map { [.reload($0)] } ?? []
        case .none:
            return []
        }
    }
}
