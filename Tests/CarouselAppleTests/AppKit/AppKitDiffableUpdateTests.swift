#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselAppKit

/// Diffable data source snapshots applied while the carousel moves.
@MainActor
@Suite("AppKit: diffable updates", .serialized, suiteTimeLimit)
struct AppKitDiffableUpdateTests {
    @available(macOS 11, *)
    @Test("a snapshot with inserts and deletes applied during a scroll keeps the current card", .tags(.appkit))
    func updateDuringMotionKeepsCurrentItem() throws {
        // Contract: NSCollectionViewDiffableDataSource.apply(_:animatingDifferences: true) performs
        // batch updates, so the layout receives prepare(forCollectionViewUpdates:) with the inserted
        // and deleted index paths, then finalizeCollectionViewUpdates().
        // Platform-only: NSCollectionViewDiffableDataSource's animated apply.
        let hosted = HostedAppKitCarousel(items: 20, diffable: true)
        defer { hosted.close() }
        let source = try #require(hosted.diffableDataSource)
        hosted.controller.scrollToItem(at: appKitPath(5), animated: false)
        hosted.layOut()
        #expect(hosted.controller.scrollToItem(at: appKitPath(12), animated: true))
        hosted.advance(to: 0.15)
        try #require(!hosted.controller.isAtRest, "the 0.4 s scroll ended before the update")
        let kept = try #require(
            hosted.identifier(at: hosted.layout.currentIndexPath), "no card is current during the scroll")

        var snapshot = source.snapshot()
        snapshot.deleteItems([0, 1, 2, 19])
        snapshot.insertItems([100, 101], beforeItem: 3)
        snapshot.appendItems([200])
        source.apply(snapshot, animatingDifferences: true)
        hosted.layOut()
        #expect(
            hosted.identifier(at: hosted.layout.currentIndexPath) == kept,
            "right after the update the current card is \(String(describing: hosted.identifier(at: hosted.layout.currentIndexPath))), expected card \(kept)"
        )

        hosted.settle()
        #expect(hosted.controller.isAtRest, "the carousel still moves ten seconds after the update")
        #expect(
            hosted.identifier(at: hosted.layout.currentIndexPath) == kept,
            "at rest the current card is \(String(describing: hosted.identifier(at: hosted.layout.currentIndexPath))), expected card \(kept)"
        )
        let offset = hosted.layout.liveScrollOffset
        #expect(abs(offset - offset.rounded()) < 0.001, "the carousel rests between cards, at \(offset)")
        #expect(
            hosted.layout.numberOfItems == 19, "the layout counts \(hosted.layout.numberOfItems) items, expected 19")
        let current = try #require(hosted.layout.currentIndexPath)
        #expect(
            hosted.visibleItemsByIndex[current.item] != nil, "AppKit shows no view for the current card \(current)")
    }
}
#endif
