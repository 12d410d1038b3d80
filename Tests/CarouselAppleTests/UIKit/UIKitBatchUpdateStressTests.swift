#if canImport(UIKit)
import UIKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselUIKit

/// Random diffable snapshots (inserts, deletes, moves and reloads) applied to a real
/// `UICollectionView` while the carousel moves, from fixed seeds.
@MainActor
@Suite("UIKit: random batch updates while moving", .serialized, suiteTimeLimit)
struct UIKitBatchUpdateStressTests {
    /// A small seeded generator (SplitMix64), so a failing seed replays exactly.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// One random edit of the snapshot: a few inserts, deletes, moves and reloads (any of them may
    /// be empty), kept to at least one item.
    static func randomEdit(
        of snapshot: NSDiffableDataSourceSnapshot<Int, String>, next: inout Int, using random: inout SeededGenerator
    ) -> NSDiffableDataSourceSnapshot<Int, String> {
        var edited = snapshot
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            let items = edited.itemIdentifiers
            guard items.count > 1, let doomed = items.randomElement(using: &random) else { break }
            edited.deleteItems([doomed])
        }
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            let fresh = "N\(next)"
            next += 1
            if let anchor = edited.itemIdentifiers.randomElement(using: &random), Bool.random(using: &random) {
                edited.insertItems([fresh], beforeItem: anchor)
            } else {
                edited.appendItems([fresh], toSection: 0)
            }
        }
        for _ in 0..<Int.random(in: 0...1, using: &random) {
            let items = edited.itemIdentifiers
            guard items.count > 1, let moving = items.randomElement(using: &random),
                let anchor = items.filter({ $0 != moving }).randomElement(using: &random)
            else { break }
            edited.moveItem(moving, afterItem: anchor)
        }
        let survivors = edited.itemIdentifiers.filter { snapshot.itemIdentifiers.contains($0) }
        if let reloaded = survivors.randomElement(using: &random), Bool.random(using: &random) {
            edited.reloadItems([reloaded])
        }
        return edited
    }

    @Test(
        "random snapshots while moving keep the current item by identity and match UIKit's item count",
        .tags(.uikit), arguments: [1, 2, 3, 4] as [UInt64], [false, true])
    func randomSnapshotsWhileMoving(seed: UInt64, wrap: Bool) throws {
        // Contract: UICollectionViewDiffableDataSource.apply(_:animatingDifferences:) performs batch
        // updates on the collection view, and UICollectionView raises
        // NSInternalInconsistencyException (ending the test process) when the layout's answers
        // disagree with its data source's counts during or after the updates; itemIdentifier(for:)
        // names the item at an index path after the update.
        // Platform-only: UICollectionViewDiffableDataSource, with UIKit's own consistency exceptions as the oracle.
        var random = SeededGenerator(state: seed)
        var settings = LayoutSettings()
        settings.options.wrap = wrap
        let hosted = HostedUIKitCarousel(settings, items: 12, laysOut: false)
        defer { hosted.close() }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: hosted.collectionView) {
            collectionView, indexPath, identifier in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.accessibilityLabel = identifier
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems((0..<12).map { "A\($0)" })
        dataSource.apply(snapshot, animatingDifferences: false)
        hosted.collectionView.layoutIfNeeded()
        var next = 0

        for step in 0..<24 {
            let label = "seed \(seed), wrap \(wrap), step \(step)"
            // Keep the carousel moving: an autoscroll, or a scroll animation begun now and then.
            if step % 6 == 0 {
                hosted.controller.autoscrollSpeed = Bool.random(using: &random) ? 0.8 : 0
                if hosted.controller.autoscrollSpeed == 0 {
                    hosted.controller.scroll(byNumberOfItems: Int.random(in: -3...3, using: &random), duration: 1)
                }
            }
            hosted.advance(by: Double.random(in: 0.05...0.3, using: &random))

            let before = dataSource.snapshot()
            let currentBefore = hosted.layout.currentIndexPath.flatMap { dataSource.itemIdentifier(for: $0) }
            let edited = Self.randomEdit(of: before, next: &next, using: &random)
            dataSource.apply(edited, animatingDifferences: Bool.random(using: &random))
            // Checked at once: a later frame may carry the carousel on to the next item.
            hosted.collectionView.layoutIfNeeded()

            let count = edited.numberOfItems
            #expect(hosted.collectionView.numberOfItems(inSection: 0) == count, "\(label): UIKit's item count")
            #expect(hosted.layout.numberOfItems == count, "\(label): the layout has \(hosted.layout.numberOfItems)")
            #expect(
                hosted.layout.liveScrollOffset.isFinite, "\(label): scroll offset \(hosted.layout.liveScrollOffset)")
            for cell in hosted.collectionView.visibleCells {
                #expect(isFinite(cell.frame) && isFinite(cell.layer.transform), "\(label): a cell's geometry")
            }
            let after = try #require(hosted.layout.currentIndexPath, "\(label): no current item")
            #expect(after.item < count, "\(label): current item \(after.item) of \(count)")
            let currentAfter = dataSource.itemIdentifier(for: after)
            if let kept = currentBefore, edited.indexOfItem(kept) != nil {
                #expect(
                    currentAfter == kept,
                    "\(label): \(kept) was current and survived; now \(currentAfter ?? "nil") is (\(before.itemIdentifiers) → \(edited.itemIdentifiers))"
                )
            } else {
                #expect(currentAfter != nil, "\(label): the current item has no identifier after its deletion")
            }
            #expect(
                hosted.controller.currentIndexPath == after, "\(label): the controller and the layout disagree")
        }
    }
}
#endif
