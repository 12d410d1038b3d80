import Foundation

/// The example's model: the cards in carousel order, with their content by identity.
///
/// A value type so that every edit is a plain function of the old state; the view controller
/// turns the result into a diffable snapshot.
@available(iOS 16.0, *)
struct ItemStore {
    /// Card identities in carousel order.
    private(set) var order: [CarouselItem.ID] = []
    /// Card content by identity.
    private var itemsByID: [CarouselItem.ID: CarouselItem] = [:]
    /// Where new cards come from.
    private var factory = ItemFactory()

    /// A store holding `count` new cards.
    init(count: Int) {
        append(factory.make(count))
    }

    /// The number of cards.
    var count: Int { order.count }

    /// The card with this identity, if it is still in the store.
    func item(withID id: CarouselItem.ID) -> CarouselItem? { itemsByID[id] }

    /// The card at `index` in carousel order, if the index is valid.
    func item(at index: Int) -> CarouselItem? {
        order.indices.contains(index) ? itemsByID[order[index]] : nil
    }

    /// Makes `count` new cards without inserting them.
    mutating func makeItems(_ count: Int) -> [CarouselItem] { factory.make(count) }

    /// Inserts cards at `index`, clamped to `0...count`.
    mutating func insert(_ items: [CarouselItem], at index: Int) {
        let index = min(max(0, index), order.count)
        for item in items { itemsByID[item.id] = item }
        order.insert(contentsOf: items.map(\.id), at: index)
    }

    /// Appends cards at the end.
    mutating func append(_ items: [CarouselItem]) { insert(items, at: order.count) }

    /// Removes the cards at these indexes; invalid indexes are ignored.
    mutating func remove(at indexes: [Int]) {
        for index in Set(indexes).filter(order.indices.contains).sorted(by: >) {
            itemsByID[order.remove(at: index)] = nil
        }
    }

    /// Removes every card.
    mutating func removeAll() {
        order.removeAll()
        itemsByID.removeAll()
    }

    /// Moves the card at `source` so that it ends up at `destination` (both clamped to valid indexes).
    mutating func move(from source: Int, to destination: Int) {
        guard order.indices.contains(source) else { return }
        let id = order.remove(at: source)
        order.insert(id, at: min(max(0, destination), order.count))
    }

    /// Reorders every card with `transform` (e.g. `reversed`, `shuffled`).
    mutating func reorder(_ transform: ([CarouselItem.ID]) -> [CarouselItem.ID]) {
        let reordered = transform(order)
        guard Set(reordered) == Set(order), reordered.count == order.count else { return }
        order = reordered
    }

    /// Gives the cards at these indexes new content and returns their identities (to reload).
    mutating func refresh(at indexes: [Int]) -> [CarouselItem.ID] {
        let ids = Set(indexes).filter(order.indices.contains).sorted().map { order[$0] }
        for id in ids {
            if let item = itemsByID[id] { itemsByID[id] = factory.refreshed(item) }
        }
        return ids
    }
}
