import Foundation

/// Makes new cards with fresh identities, cycling through ``SymbolCatalog``.
@available(iOS 16.0, *)
struct ItemFactory {
    private var nextID = 0

    /// The next card: a new identity, the next symbol, and a hue spread by the golden ratio so
    /// that neighbours differ.
    mutating func make() -> CarouselItem {
        defer { nextID += 1 }
        let entry = SymbolCatalog.entries[nextID % SymbolCatalog.entries.count]
        let hue = (Double(nextID) * 0.618_033_988_75).truncatingRemainder(dividingBy: 1)
        return CarouselItem(id: nextID, symbolName: entry.symbol, title: "\(entry.title) \(nextID + 1)", hue: hue)
    }

    /// `count` new cards.
    mutating func make(_ count: Int) -> [CarouselItem] {
        (0..<max(0, count)).map { _ in make() }
    }

    /// The same card with different content (next symbol, shifted hue, bumped revision):
    /// what a reload shows.
    func refreshed(_ item: CarouselItem) -> CarouselItem {
        var item = item
        let entries = SymbolCatalog.entries
        let index = (entries.firstIndex { $0.symbol == item.symbolName } ?? 0) + 7
        item.symbolName = entries[index % entries.count].symbol
        item.hue = (item.hue + 0.3).truncatingRemainder(dividingBy: 1)
        item.revision += 1
        return item
    }
}
