#if canImport(UIKit)
import UIKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselUIKit

/// What UIKit receives from the layout for every carousel type: cells, and attributes it can draw.
@MainActor
@Suite("UIKit: attributes for every carousel type", .serialized, suiteTimeLimit)
struct UIKitAttributesTests {
    /// Every type with 0, 1 and 12 items.
    nonisolated static let cases: [(CarouselType, Int)] = CarouselType.allCases.flatMap { type in
        [0, 1, 12].map { (type, $0) }
    }

    @Test(
        "every carousel type realizes cells with finite frames and transforms (0, 1 and 12 items)", .tags(.uikit),
        arguments: cases)
    func everyTypeRealizesFiniteCells(type: CarouselType, items: Int) throws {
        // Contract: UICollectionView realizes a cell for every attributes object the layout's
        // layoutAttributesForElements(in:) returns for its visible rect after layoutIfNeeded(), and
        // asks layoutAttributesForItem(at:) for single items; UIView.frame is undefined unless the
        // geometry it is derived from is finite.
        // Platform-only: UICollectionViewLayoutAttributes from UIKit's two layout queries (rect and single item),
        // which must agree, and the realized cells' layers.
        let hosted = HostedUIKitCarousel(LayoutSettings(type: type), items: items)
        defer { hosted.close() }
        let visible = hosted.collectionView.bounds
        let attributes = hosted.layout.layoutAttributesForElements(in: visible) ?? []
        let cells = attributes.filter { $0.representedElementCategory == .cell }
        if items == 0 {
            #expect(cells.isEmpty, "\(type): no items, yet the layout returned \(cells.count) cell attributes")
            #expect(hosted.collectionView.visibleCells.isEmpty, "\(type): no items, yet UIKit shows cells")
            #expect(hosted.layout.currentIndexPath == nil, "\(type): no items, yet a current item")
            return
        }
        #expect(!cells.isEmpty, "\(type) with \(items) items: the visible rect has no cell attributes")
        #expect(hosted.layout.currentIndexPath == path(0), "\(type): first display's current item")
        // The current item is always drawn and realized.
        #expect(
            hosted.visibleCellsByItem[0] != nil,
            "\(type) with \(items) items: UIKit realized no cell for the current item 0; realized: \(hosted.visibleCellsByItem.keys.sorted())"
        )
        for cell in cells {
            let item = cell.indexPath.item
            #expect(isFinite(cell.frame), "\(type) item \(item): frame \(cell.frame) is not finite")
            #expect(isFinite(cell.transform3D), "\(type) item \(item): transform3D is not finite")
            #expect(
                cell.alpha.isFinite && cell.alpha >= 0 && cell.alpha <= 1, "\(type) item \(item): alpha \(cell.alpha)")
            let single = try #require(
                hosted.layout.layoutAttributesForItem(at: cell.indexPath),
                "\(type): layoutAttributesForItem(at: \(cell.indexPath)) is nil for an item the rect query returned")
            #expect(
                isFinite(single.frame) && isFinite(single.transform3D), "\(type) item \(item): single query not finite")
            #expect(
                single.frame == cell.frame && CATransform3DEqualToTransform(single.transform3D, cell.transform3D),
                "\(type) item \(item): the single and rect queries disagree (\(single.frame) vs \(cell.frame))")
        }
        // UIKit's realized cells carry what the layout said.
        for (item, cell) in hosted.visibleCellsByItem {
            #expect(isFinite(cell.frame), "\(type) item \(item): the realized cell's frame \(cell.frame) is not finite")
            #expect(
                isFinite(cell.layer.transform),
                "\(type) item \(item): the realized cell's layer transform is not finite")
        }
    }

    @Test(
        "every card seen in the view has a frame overlapping it and a shown cell, at rest and between items",
        .tags(.uikit), arguments: CarouselType.allCases)
    func seenCardsKeepFramesOnScreen(type: CarouselType) throws {
        // Contract: none documented. UIKit has been seen hiding a cell whose attributes' frame is
        // off screen although its transform draws it on screen (radars 14801742, 15316650); the
        // layout centres each frame where its card is drawn, and keeps the frame of a card drawn
        // larger than its size at the edge overlapping the view. layoutAttributesForElements(in:)
        // returns the cards whose drawn extent meets the rectangle.
        // Platform-only: UICollectionView's own decision to hide a cell whose frame is off screen.
        let hosted = HostedUIKitCarousel(LayoutSettings(type: type), items: 12)
        defer { hosted.close() }
        for offset in [5.0, 5.5, 6.25] {
            hosted.layout.setScrollOffset(offset)
            hosted.collectionView.layoutIfNeeded()
            let visible = hosted.collectionView.bounds
            let cells = (hosted.layout.layoutAttributesForElements(in: visible) ?? []).filter {
                $0.representedElementCategory == .cell && !$0.isHidden && $0.alpha >= 0.01
            }
            #expect(!cells.isEmpty, "\(type) at \(offset): no card seen")
            for attributes in cells {
                let item = attributes.indexPath.item
                #expect(
                    attributes.frame.intersection(visible).width > 0
                        && attributes.frame.intersection(visible).height > 0,
                    "\(type) at \(offset): card \(item)'s frame \(attributes.frame) is off the view \(visible)")
                let cell = hosted.collectionView.cellForItem(at: attributes.indexPath)
                #expect(
                    cell != nil && cell?.isHidden == false,
                    "\(type) at \(offset): card \(item) is seen but its cell is not shown")
            }
        }
    }

    @Test("an item out of range gets nil attributes, not a crash", .tags(.uikit))
    func outOfRangeItem() {
        // Contract: UICollectionViewLayout.layoutAttributesForItem(at:) may return nil for an index
        // path that names no item (UIKit then shows no cell for it).
        // Platform-only: UICollectionViewLayout.layoutAttributesForItem(at:) answers for index paths UIKit may ask
        // about.
        let hosted = HostedUIKitCarousel(items: 3)
        defer { hosted.close() }
        #expect(hosted.layout.layoutAttributesForItem(at: path(3)) == nil, "item 3 of 3 items got attributes")
        #expect(hosted.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil, "section 1 of 1")
        #expect(hosted.layout.layoutAttributesForItem(at: path(2)) != nil, "item 2 of 3 got no attributes")
    }

    @Test(
        "supplementary and decoration queries answer hidden attributes for any kind, and rect queries show none",
        .tags(.uikit),
        arguments: [
            // UICollectionView.elementKindSectionHeader / …Footer's values (the constants are
            // main-actor isolated, and test arguments are evaluated outside the main actor).
            "UICollectionElementKindSectionHeader", "UICollectionElementKindSectionFooter", "badge",
            "section-background",
        ])
    func supplementaryAndDecorationQueries(kind: String) throws {
        // Contract: UICollectionView raises "no UICollectionViewLayoutAttributes instance for
        // -layoutAttributesForSupplementaryElementOfKind:" (and its decoration sibling) when the
        // layout answers nil for an element it tracks; the layout documents hidden, transparent
        // attributes for every kind, and none in rect queries.
        // Platform-only: UICollectionViewLayout's supplementary and decoration queries, which UIKit raises on when
        // they answer nil.
        let hosted = HostedUIKitCarousel(items: 5)
        defer { hosted.close() }
        for indexPath in [path(0), path(4), IndexPath(item: 0, section: 3)] {
            let supplementary = try #require(
                hosted.layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath),
                "supplementary \(kind) at \(indexPath): nil (UIKit would raise)")
            #expect(supplementary.representedElementCategory == .supplementaryView)
            #expect(supplementary.representedElementKind == kind)
            #expect(supplementary.isHidden && supplementary.alpha == 0, "supplementary \(kind) is shown")
            #expect(isFinite(supplementary.frame))
            let decoration = try #require(
                hosted.layout.layoutAttributesForDecorationView(ofKind: kind, at: indexPath),
                "decoration \(kind) at \(indexPath): nil (UIKit would raise)")
            #expect(decoration.representedElementCategory == .decorationView)
            #expect(decoration.representedElementKind == kind)
            #expect(decoration.isHidden && decoration.alpha == 0, "decoration \(kind) is shown")
            // Two answers without an invalidation between them must be equal (UIKit's "changed
            // without invalidating the layout").
            let again = hosted.layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
            #expect(again == supplementary, "two answers for \(kind) at \(indexPath) differ")
        }
        let everything = CGRect(x: -10_000, y: -10_000, width: 1_000_000, height: 1_000_000)
        let shown = (hosted.layout.layoutAttributesForElements(in: everything) ?? [])
            .filter { $0.representedElementCategory != .cell }
        #expect(shown.isEmpty, "rect queries returned \(shown.count) supplementary or decoration attributes")
    }
}
#endif
