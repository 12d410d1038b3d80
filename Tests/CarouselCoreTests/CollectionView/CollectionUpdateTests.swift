@_spi(Plumbing) import CarouselCore
import Testing

@Suite("CollectionUpdate")
struct CollectionUpdateTests {
    typealias L = CollectionUpdate.Location
    let old = SectionMap(counts: [3, 2])
    let new = SectionMap(counts: [3, 0, 2])

    @Test("item updates become single global indexes in the right map")
    func items() {
        #expect(
            CollectionUpdate(action: .insert, before: nil, after: L(section: 2, item: 1)).itemChanges(
                before: old, after: new) == [.insert(4..<5)])
        #expect(
            CollectionUpdate(action: .delete, before: L(section: 1, item: 0), after: nil).itemChanges(
                before: old, after: new) == [.delete(3..<4)])
        #expect(
            CollectionUpdate(action: .move, before: L(section: 0, item: 2), after: L(section: 2, item: 0)).itemChanges(
                before: old, after: new)
                == [.move(from: 2..<3, to: 3)])
        #expect(
            CollectionUpdate(action: .reload, before: L(section: 0, item: 1), after: L(section: 0, item: 1))
                .itemChanges(before: old, after: new) == [.reload(1..<2)])
    }

    @Test("section updates become ranges")
    func sections() {
        #expect(
            CollectionUpdate(action: .insert, before: nil, after: L(section: 2, item: nil)).itemChanges(
                before: old, after: new) == [.insert(3..<5)])
        #expect(
            CollectionUpdate(action: .delete, before: L(section: 0, item: nil), after: nil).itemChanges(
                before: old, after: new) == [.delete(0..<3)])
        // A reloaded section may change its count: delete the old items, insert the new.
        let reload = CollectionUpdate(
            action: .reload, before: L(section: 1, item: nil), after: L(section: 1, item: nil))
        #expect(reload.itemChanges(before: old, after: new) == [.delete(3..<5), .insert(3..<3)])
    }

    @Test("indexes outside the sections and `none` give no change")
    func invalid() {
        #expect(
            CollectionUpdate(action: .insert, before: nil, after: L(section: 9, item: 0)).itemChanges(
                before: old, after: new
            ).isEmpty)
        #expect(CollectionUpdate(action: .delete, before: nil, after: nil).itemChanges(before: old, after: new).isEmpty)
        #expect(
            CollectionUpdate(action: .none, before: L(section: 0, item: 0), after: nil).itemChanges(
                before: old, after: new
            ).isEmpty)
    }
}
