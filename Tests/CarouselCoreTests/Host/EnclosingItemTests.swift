@_spi(Plumbing) import CarouselCore
import Testing

@Suite("EnclosingItem")
struct EnclosingItemTests {
    /// A view tree as parent links: 0 is the window, 1 the collection view, 2 and 3 its cards,
    /// 4 a button on card 2, 5 a collection view nested in card 3, 6 its cell, 7 a label in that
    /// cell, 8 a view beside the collection view.
    private let parents: [Int: Int] = [1: 0, 2: 1, 3: 1, 4: 2, 5: 3, 6: 5, 7: 6, 8: 0]
    /// The outer collection view's item views and their items.
    private let items: [Int: Int] = [2: 20, 3: 30]

    private func find(_ view: Int, parent: ((Int) -> Int?)? = nil) -> Int? {
        EnclosingItem.find(
            from: view, parent: parent ?? { parents[$0] }, isBoundary: { $0 == 1 }, item: { items[$0] })
    }

    @Test("a card and anything inside it answer with the card's item")
    func insideCards() {
        #expect(find(2) == 20)
        #expect(find(4) == 20)
        #expect(find(3) == 30)
    }

    @Test("a view in a collection view nested in a card belongs to the outer card")
    func nested() {
        #expect(find(7) == 30)
        #expect(find(6) == 30)
        #expect(find(5) == 30)
    }

    @Test("the collection view, views above it and views beside it belong to no card")
    func outside() {
        #expect(find(1) == nil)
        #expect(find(0) == nil)
        #expect(find(8) == nil)
        // The walk stops at the collection view even if an item view were above it.
        let parents = parents
        let items = items
        let stopped: Int? = EnclosingItem.find(
            from: 4, parent: { parents[$0] }, isBoundary: { $0 == 2 }, item: { items[$0] })
        #expect(stopped == nil)
    }

    @Test("a parent function that goes round in a circle ends after the maximum depth")
    func cycle() {
        var visits = 0
        let answer: Int? = EnclosingItem.find(
            from: 0, parent: { ($0 + 1) % 3 }, isBoundary: { _ in false },
            item: { _ in
                visits += 1
                return nil
            })
        #expect(answer == nil)
        #expect(visits == EnclosingItem.maximumDepth)
    }
}
