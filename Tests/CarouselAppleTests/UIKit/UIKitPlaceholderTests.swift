#if canImport(UIKit)
import UIKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselUIKit

/// Placeholders as UIKit shows them: supplementary views of the carousel's kind beside the cells.
@MainActor
@Suite("UIKit: placeholders", .serialized, suiteTimeLimit)
struct UIKitPlaceholderTests {
    /// One item between two placeholders in an 800 × 500 pt linear carousel: placeholder 0 one item
    /// width (200 pt) left of the item, placeholder 1 one item width right of it.
    func hosted() -> HostedUIKitCarousel {
        var settings = LayoutSettings(type: .linear)
        settings.numberOfPlaceholders = 2
        return HostedUIKitCarousel(settings, items: 1)
    }

    @Test("placeholders are supplementary views of the placeholder kind beside the cells", .tags(.uikit))
    func shownBesideCells() throws {
        // Contract: UICollectionView asks its data source for a supplementary view for every
        // supplementary attributes layoutAttributesForElements(in:) returns, and lists it in
        // indexPathsForVisibleSupplementaryElements(ofKind:).
        // Platform-only: UICollectionView's supplementary views (visibleSupplementaryViews(ofKind:)).
        let hosted = hosted()
        defer { hosted.close() }
        let kind = CarouselCollectionViewLayout.elementKindPlaceholder
        #expect(kind == PlaceholderPosition.elementKind)
        let shown = hosted.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind).sorted()
        #expect(shown == [path(0), path(1)], "visible placeholders: \(shown)")
        #expect(hosted.collectionView.indexPathsForVisibleItems == [path(0)])
        let views = hosted.collectionView.visibleSupplementaryViews(ofKind: kind)
        #expect(views.count == 2)
        #expect(Set(views.compactMap(\.accessibilityLabel)) == ["Placeholder 0", "Placeholder 1"])

        let attributes = try #require(
            hosted.layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path(0)) as? CarouselLayoutAttributes)
        #expect(attributes.representedElementCategory == .supplementaryView)
        #expect(attributes.representedElementKind == kind)
        #expect(!attributes.isHidden && attributes.alpha == 1)
        // Drawn one item width left of the carousel's centre: its centre is there, and its
        // transform (a linear carousel's translation, compensated) leaves it in place.
        #expect(attributes.center == CGPoint(x: 200, y: 250))
        #expect(attributes.transform3D.m41 == 0)
        // Below the item, which is nearer the centre.
        let item = try #require(hosted.layout.layoutAttributesForItem(at: path(0)))
        #expect(attributes.zIndex < item.zIndex)
        #expect(hosted.layout.placeholderPosition(at: path(0))?.side == .beforeFirstItem)
        #expect(hosted.layout.placeholderPosition(at: path(1))?.side == .afterLastItem)
    }

    @Test("placeholders are never current, hit, selectable or focusable", .tags(.uikit))
    func neverInteractive() throws {
        // Contract: UIKit selects and focuses cells only (a reusable view's canBecomeFocused is
        // false); the carousel's taps go through the core's hit test, which skips placeholders.
        // Platform-only: UICollectionReusableView.canBecomeFocused and UICollectionView's selection.
        let hosted = hosted()
        defer { hosted.close() }
        let kind = CarouselCollectionViewLayout.elementKindPlaceholder
        #expect(hosted.layout.indexPathForTopmostItem(at: CGPoint(x: 200, y: 250)) == nil)
        #expect(hosted.layout.indexPathForTopmostItem(at: CGPoint(x: 600, y: 250)) == nil)
        #expect(hosted.layout.indexPathForTopmostItem(at: CGPoint(x: 400, y: 250)) == path(0))
        #expect(hosted.layout.currentIndexPath == path(0))
        for view in hosted.collectionView.visibleSupplementaryViews(ofKind: kind) {
            #expect(!view.canBecomeFocused)
        }
        #expect(hosted.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
        // A programmatic scroll past the item rests on it, not on a placeholder.
        hosted.layout.setScrollOffset(-1)
        hosted.collectionView.layoutIfNeeded()
        #expect(hosted.layout.currentIndexPath == path(0))
    }

    @Test("scrolling keeps the placeholders' attributes with the items'", .tags(.uikit))
    func followScrolling() throws {
        // Contract: a bounds change the layout invalidates for makes UIKit ask
        // layoutAttributesForElements(in:) again, supplementary views included.
        // Platform-only: UICollectionView's visible supplementary elements after a content-offset change.
        var settings = LayoutSettings(type: .linear)
        settings.numberOfPlaceholders = 2
        let hosted = HostedUIKitCarousel(settings, items: 3)
        defer { hosted.close() }
        let kind = CarouselCollectionViewLayout.elementKindPlaceholder
        hosted.collectionView.contentOffset = CGPoint(x: 400, y: 0)  // item 2
        hosted.collectionView.layoutIfNeeded()
        let trailing = try #require(
            hosted.layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path(1)) as? CarouselLayoutAttributes)
        // Index 3 at offset 1: one item width right of the centre of the visible area (x 400…1200).
        #expect(trailing.center == CGPoint(x: 1000, y: 250) && trailing.transform3D.m41 == 0)
        #expect(hosted.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind).contains(path(1)))
    }
}
#endif
