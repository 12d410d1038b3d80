@_spi(Plumbing) import CarouselCore
import Testing

/// Batch updates (inserts and deletes) on every host: the current card stays the same item.
@MainActor
@Suite("Shared: batch updates", .serialized, .tags(.shared), suiteTimeLimit)
struct SharedUpdateTests {
    @Test(
        "inserting before the current item keeps the same card current and centred",
        arguments: FixtureHost.available)
    func insertBefore(host: FixtureHost) {
        // Contract: performBatchUpdates invalidates the data-source counts and asks the layout for
        // the content offset to keep (targetContentOffset(forProposedContentOffset:)).
        let fixture = host.make()
        fixture.scrollToItem(5, animated: false)
        fixture.advance(by: 0.1)
        fixture.insertItems(at: [0, 1])
        fixture.advance(by: 1)
        #expect(fixture.currentItem == 7, "the card that was item 5 is item 7 now")
        #expect(fixture.isCentred(7), "cards: \(fixture.cards)")
    }

    @Test(
        "deleting before the current item keeps the same card current and centred",
        arguments: FixtureHost.available)
    func deleteBefore(host: FixtureHost) {
        // Contract: as for inserts.
        let fixture = host.make()
        fixture.scrollToItem(5, animated: false)
        fixture.advance(by: 0.1)
        fixture.deleteItems(at: [1, 2])
        fixture.advance(by: 1)
        #expect(fixture.currentItem == 3)
        #expect(fixture.isCentred(3), "cards: \(fixture.cards)")
    }

    @Test("deleting the current item makes the next one current, centred", arguments: FixtureHost.available)
    func deleteCurrent(host: FixtureHost) {
        // Contract: as for inserts; iCarousel's removeItemAtIndex: keeps the index (the next item).
        let fixture = host.make()
        fixture.scrollToItem(5, animated: false)
        fixture.advance(by: 0.1)
        fixture.deleteItems(at: [5])
        fixture.advance(by: 1)
        #expect(fixture.currentItem == 5)
        #expect(fixture.isCentred(5), "cards: \(fixture.cards)")
    }

    @Test(
        "an insert during an animated scroll stops it (planned for the old items) and settles on a whole item",
        arguments: FixtureHost.available)
    func insertDuringScroll(host: FixtureHost) {
        // Contract: data changing mid-animation never corrupts the carousel: the engine stops a
        // motion planned for the old items (InteractionEngine.modelChanged) and settles once the
        // update is over.
        let fixture = host.make()
        fixture.scroll(byItems: 4, duration: 0.6)
        fixture.advance(by: 0.2)
        fixture.insertItems(at: [0])
        fixture.advance(by: 2)
        #expect(fixture.isAtRest)
        let current = fixture.currentItem ?? -1
        // 0.2 s of 0.6: 4 × 0.5 × (2/3)³ ≈ 0.59 items in, item 1 then, item 2 after the insert.
        #expect(current == 2, "rested on \(current)")
        #expect(fixture.isCentred(current), "cards: \(fixture.cards)")
        // Every animation that began ended once: the stopped scroll, then the settle onto the item.
        let names = fixture.eventNames
        let begun = names.filter { $0 == "willBeginScrollingAnimation" }.count
        #expect(begun == names.filter { $0 == "didEndScrollingAnimation" }.count, "events: \(names)")
        #expect(names.last == "didEndScrollingAnimation", "events: \(names)")
    }

    @Test(
        "deleting every item leaves nothing shown and no current item; inserting brings item 0 back",
        arguments: FixtureHost.available)
    func deleteAll(host: FixtureHost) {
        // Contract: a batch update to no items is valid.
        let fixture = host.make(FixtureSpec(items: 3))
        fixture.deleteItems(at: [0, 1, 2])
        fixture.advance(by: 0.5)
        #expect(fixture.cards.isEmpty && fixture.currentItem == nil)
        fixture.insertItems(at: [0, 1])
        fixture.advance(by: 0.5)
        #expect(fixture.currentItem == 0)
        #expect(fixture.isCentred(0))
    }
}
