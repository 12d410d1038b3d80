#if canImport(UIKit)
import UIKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselUIKit

/// A diffable data source's snapshots applied while the carousel moves.
@MainActor
@Suite("UIKit: diffable data source updates while moving", .serialized, suiteTimeLimit)
struct UIKitDiffableTests {
    /// What moves the carousel when the snapshot arrives.
    enum Motion: String, CaseIterable, CustomTestStringConvertible {
        case autoscroll
        case scrollAnimation
        var testDescription: String { rawValue }
    }

    /// A hosted carousel whose data source is a `UICollectionViewDiffableDataSource` of string
    /// identifiers "A0"…"A11".
    static func diffableCarousel() -> (HostedUIKitCarousel, UICollectionViewDiffableDataSource<Int, String>) {
        let hosted = HostedUIKitCarousel(items: 12, laysOut: false)
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
        return (hosted, dataSource)
    }

    @Test(
        "a snapshot with inserts and deletes applied while moving keeps the current item by identity",
        .tags(.uikit), arguments: Motion.allCases, [false, true])
    func snapshotWhileMoving(motion: Motion, animatingDifferences: Bool) throws {
        // Contract: UICollectionViewDiffableDataSource.apply(_:animatingDifferences:) performs batch
        // updates, so UICollectionView calls the layout's prepare(forCollectionViewUpdates:) with the
        // inserts and deletes and finalizeCollectionViewUpdates(), and itemIdentifier(for:) names the
        // item at an index path afterwards.
        // Platform-only: UICollectionViewDiffableDataSource's identifiers across an applied snapshot.
        let (hosted, dataSource) = Self.diffableCarousel()
        defer { hosted.close() }
        #expect(hosted.layout.numberOfItems == 12, "the diffable data source's first snapshot did not reach the layout")
        switch motion {
        case .autoscroll:
            hosted.controller.autoscrollSpeed = 1
            hosted.advance(to: 2.2)
        case .scrollAnimation:
            hosted.controller.scroll(byNumberOfItems: 4, duration: 2)
            hosted.advance(to: 0.9)
        }
        #expect(!hosted.controller.isAtRest, "\(motion): the carousel is not moving when the snapshot arrives")
        let before = try #require(hosted.layout.currentIndexPath)
        let kept = try #require(dataSource.itemIdentifier(for: before))
        let fraction = hosted.layout.liveScrollOffset - Double(before.item)

        var snapshot = dataSource.snapshot()
        snapshot.insertItems(["new-0", "new-1"], beforeItem: "A0")
        // One item before the current one and one two after it go.
        let doomed = ["A\(max(before.item - 2, 0))", "A\(before.item + 2)"].filter { $0 != kept }
        snapshot.deleteItems(doomed)
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
        hosted.collectionView.layoutIfNeeded()

        let after = try #require(hosted.layout.currentIndexPath, "no current item after the update")
        let identifierAfter = dataSource.itemIdentifier(for: after)
        #expect(
            identifierAfter == kept,
            "\(motion), animating \(animatingDifferences): current was \(kept) at \(before.item); after inserting 2 before and deleting \(doomed) it is \(identifierAfter ?? "nil") at \(after.item)"
        )
        #expect(hosted.layout.numberOfItems == 12, "item count after +2 −2: \(hosted.layout.numberOfItems)")
        #expect(
            abs((hosted.layout.liveScrollOffset - Double(after.item)) - fraction) < 0.05,
            "the position between items jumped: \(fraction) before, \(hosted.layout.liveScrollOffset - Double(after.item)) after"
        )
        #expect(
            hosted.controller.currentIndexPath == after, "the controller and the layout disagree on the current item")

        // The carousel comes to rest on a whole item (a batch update ends a motion planned for the
        // old items; the engine settles once the update's animation is over).
        hosted.controller.autoscrollSpeed = 0
        hosted.advance(by: 3)
        #expect(hosted.controller.isAtRest, "\(motion): not at rest 3 s after the update")
        let rest = hosted.layout.liveScrollOffset
        #expect(abs(rest - rest.rounded()) < 1e-6, "\(motion): came to rest between items, at \(rest)")
    }
}
#endif
