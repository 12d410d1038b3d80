#if canImport(UIKit)
import UIKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselUIKit

/// `indexPathForItem(containing:)`: the card a button is on (iCarousel's
/// `indexOfItemViewOrSubview:`).
@MainActor
@Suite("UIKit: the card a view is on", .serialized, suiteTimeLimit)
struct UIKitItemContainingTests {
    @Test("a button on a card, the card's content view and the cell name the card; other views none", .tags(.uikit))
    func buttonOnCard() throws {
        // Contract: UICollectionView.indexPath(for:) answers for a cell it shows, and a cell's
        // content view and its subviews have the cell as an ancestor (UICollectionViewCell).
        // Platform-only: UIKit's view hierarchy (a UIButton in a cell's content view) and indexPath(for:).
        let hosted = UIKitHitTestingTests.coverFlowWithButtons()
        defer { hosted.close() }
        let cells = hosted.collectionView.visibleCells
        #expect(cells.count > 1, "Cover Flow shows side cards")
        for cell in cells {
            let indexPath = try #require(hosted.collectionView.indexPath(for: cell))
            let button = try #require(cell.contentView.viewWithTag(UIKitHitTestingTests.buttonTag))
            #expect(hosted.collectionView.indexPathForItem(containing: button) == indexPath)
            #expect(hosted.collectionView.indexPathForItem(containing: cell.contentView) == indexPath)
            #expect(hosted.collectionView.indexPathForItem(containing: cell) == indexPath)
        }
        #expect(hosted.collectionView.indexPathForItem(containing: hosted.collectionView) == nil)
        #expect(hosted.collectionView.indexPathForItem(containing: hosted.window) == nil)
        #expect(hosted.collectionView.indexPathForItem(containing: UIView()) == nil)
    }

    @Test("a view in a collection view nested in a card names the outer card", .tags(.uikit))
    func nestedCollectionView() throws {
        // Contract: a cell of another collection view is not one of this collection view's cells
        // (indexPath(for:) answers nil for it), so the walk goes on to the outer card.
        // Platform-only: a UICollectionView nested in a cell.
        let hosted = HostedUIKitCarousel(LayoutSettings(type: .linear), items: 5)
        defer { hosted.close() }
        let cell = try #require(hosted.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let inner = UICollectionView(
            frame: cell.contentView.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        let innerCell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let label = UILabel()
        innerCell.contentView.addSubview(label)
        inner.addSubview(innerCell)
        cell.contentView.addSubview(inner)
        #expect(hosted.collectionView.indexPathForItem(containing: label) == IndexPath(item: 0, section: 0))
        #expect(inner.indexPathForItem(containing: label) == nil, "not a cell the inner collection view shows")
    }
}
#endif
