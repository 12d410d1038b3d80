import Foundation

/// An edit the toolbar offers, chosen to exercise every kind of batch-update animation:
/// single and batch inserts, deletes, moves and reloads, at the current item and at both ends,
/// into an empty carousel and down to deleting the last item.
@available(iOS 16.0, *)
enum ItemEdit: CaseIterable, Hashable {
    case insertAtCurrent, insertThreeAtCurrent, insertAtStart, insertAtEnd, insertAtBothEnds
    case deleteCurrent, deleteThreeAroundCurrent, deleteFirst, deleteLast, deleteAtBothEnds, deleteAll
    case moveCurrentToStart, moveCurrentToEnd, moveFirstToEnd, reverse, shuffle
    case reloadCurrent, reloadThreeAroundCurrent, reloadAll
    case mixedBatch, refill

    /// The toolbar menu an edit belongs to.
    enum Group: CaseIterable {
        case insert, delete, move, reload

        /// The menu's title.
        var title: String {
            switch self {
            case .insert: "Insert"
            case .delete: "Delete"
            case .move: "Move"
            case .reload: "Reload"
            }
        }

        /// The menu's SF Symbol.
        var symbolName: String {
            switch self {
            case .insert: "plus.circle"
            case .delete: "minus.circle"
            case .move: "arrow.left.arrow.right.circle"
            case .reload: "arrow.clockwise.circle"
            }
        }

        /// The edits in this menu, in menu order.
        var edits: [ItemEdit] { ItemEdit.allCases.filter { $0.group == self } }
    }

    /// The menu this edit appears in.
    var group: Group {
        switch self {
        case .insertAtCurrent, .insertThreeAtCurrent, .insertAtStart, .insertAtEnd, .insertAtBothEnds, .refill: .insert
        case .deleteCurrent, .deleteThreeAroundCurrent, .deleteFirst, .deleteLast, .deleteAtBothEnds, .deleteAll:
            .delete
        case .moveCurrentToStart, .moveCurrentToEnd, .moveFirstToEnd, .reverse, .shuffle: .move
        case .reloadCurrent, .reloadThreeAroundCurrent, .reloadAll, .mixedBatch: .reload
        }
    }

    /// The menu item's title.
    var title: String {
        switch self {
        case .insertAtCurrent: "Insert at current item"
        case .insertThreeAtCurrent: "Insert 3 at current item"
        case .insertAtStart: "Insert at start"
        case .insertAtEnd: "Insert at end"
        case .insertAtBothEnds: "Insert at both ends"
        case .refill: "Refill with 12 items"
        case .deleteCurrent: "Delete current item"
        case .deleteThreeAroundCurrent: "Delete 3 around current item"
        case .deleteFirst: "Delete first"
        case .deleteLast: "Delete last"
        case .deleteAtBothEnds: "Delete at both ends"
        case .deleteAll: "Delete all"
        case .moveCurrentToStart: "Move current item to start"
        case .moveCurrentToEnd: "Move current item to end"
        case .moveFirstToEnd: "Move first to end"
        case .reverse: "Reverse order"
        case .shuffle: "Shuffle"
        case .reloadCurrent: "Reload current item"
        case .reloadThreeAroundCurrent: "Reload 3 around current item"
        case .reloadAll: "Reload all"
        case .mixedBatch: "Mixed batch (delete, insert, move, reload)"
        }
    }

    /// Whether the edit changes anything with `count` cards (menus disable the others).
    func isAvailable(count: Int) -> Bool {
        switch self {
        case .insertAtCurrent, .insertThreeAtCurrent, .insertAtStart, .insertAtEnd, .insertAtBothEnds, .refill: true
        case .deleteCurrent, .deleteThreeAroundCurrent, .deleteFirst, .deleteLast, .deleteAtBothEnds, .deleteAll:
            count > 0
        case .reloadCurrent, .reloadThreeAroundCurrent, .reloadAll: count > 0
        case .moveCurrentToStart, .moveCurrentToEnd, .moveFirstToEnd, .reverse, .shuffle, .mixedBatch: count > 1
        }
    }

    /// Applies the edit to `store` around the item at `current` (clamped to the valid range).
    ///
    /// - Returns: the identities whose content changed and must be reloaded.
    func apply(to store: inout ItemStore, current: Int) -> [CarouselItem.ID] {
        let count = store.count
        let current = count == 0 ? 0 : min(max(0, current), count - 1)
        let around = [current - 1, current, current + 1]
        switch self {
        case .insertAtCurrent: store.insert(store.makeItems(1), at: current)
        case .insertThreeAtCurrent: store.insert(store.makeItems(3), at: current)
        case .insertAtStart: store.insert(store.makeItems(1), at: 0)
        case .insertAtEnd: store.append(store.makeItems(1))
        case .insertAtBothEnds:
            store.insert(store.makeItems(1), at: 0)
            store.append(store.makeItems(1))
        case .refill:
            store.removeAll()
            store.append(store.makeItems(12))
        case .deleteCurrent: store.remove(at: [current])
        case .deleteThreeAroundCurrent: store.remove(at: around)
        case .deleteFirst: store.remove(at: [0])
        case .deleteLast: store.remove(at: [count - 1])
        case .deleteAtBothEnds: store.remove(at: [0, count - 1])
        case .deleteAll: store.removeAll()
        case .moveCurrentToStart: store.move(from: current, to: 0)
        case .moveCurrentToEnd: store.move(from: current, to: count - 1)
        case .moveFirstToEnd: store.move(from: 0, to: count - 1)
        case .reverse: store.reorder { $0.reversed() }
        case .shuffle: store.reorder { $0.shuffled() }
        case .reloadCurrent: return store.refresh(at: [current])
        case .reloadThreeAroundCurrent: return store.refresh(at: around)
        case .reloadAll: return store.refresh(at: Array(0..<count))
        case .mixedBatch:
            // One snapshot with every kind of change: the first card moves to the end, the card
            // after the current one is deleted, a card is inserted at the current one, and the
            // current card is reloaded.
            store.move(from: 0, to: count - 1)
            store.remove(at: [current + 1])
            let reloaded = store.refresh(at: [current])
            store.insert(store.makeItems(1), at: current)
            return reloaded
        }
        return []
    }
}
