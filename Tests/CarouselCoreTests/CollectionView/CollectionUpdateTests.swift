@_spi(Plumbing) import CarouselCore
import Foundation
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

    @Test("platform update items: UIKit's and AppKit's action raw values, sections by one index or NSNotFound")
    func platformItems() {
        let insert = CollectionUpdate(platformAction: 0, before: nil, after: IndexPath(indexes: [1, 4]))
        #expect(insert.action == .insert && insert.after == .init(section: 1, item: 4) && insert.before == nil)
        let section = CollectionUpdate(platformAction: 1, before: IndexPath(index: 2), after: nil)
        #expect(section.action == .delete && section.before == .init(section: 2, item: nil))
        let notFound = CollectionUpdate(platformAction: 2, before: IndexPath(indexes: [3, NSNotFound]), after: nil)
        #expect(notFound.action == .reload && notFound.before == .init(section: 3, item: nil))
        let move = CollectionUpdate(
            platformAction: 3, before: IndexPath(indexes: [0, 1]), after: IndexPath(indexes: [0, 5]))
        #expect(move.action == .move && move.before?.item == 1 && move.after?.item == 5)
        #expect(CollectionUpdate(platformAction: 4, before: IndexPath(), after: nil).action == .none)
        #expect(CollectionUpdate(platformAction: -1, before: nil, after: nil).action == .none)
        #expect(CollectionUpdate(platformAction: 99, before: nil, after: nil).before == nil)
    }
}
