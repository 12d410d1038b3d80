#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselAppKit

/// Placeholders as AppKit shows them: supplementary views of the carousel's kind beside the items.
@MainActor
@Suite("AppKit: placeholders", .serialized, suiteTimeLimit)
struct AppKitPlaceholderTests {
    /// One item between two placeholders in an 800 × 500 pt linear carousel: placeholder 0 one item
    /// width (200 pt) left of the item, placeholder 1 one item width right of it.
    @available(macOS 11, *)
    func hosted(diffable: Bool) -> HostedAppKitCarousel {
        var settings = LayoutSettings(type: .linear)
        settings.numberOfPlaceholders = 2
        return HostedAppKitCarousel(settings, items: 1, diffable: diffable)
    }

    @available(macOS 11, *)
    @Test(
        "placeholders are supplementary views of the placeholder kind beside the items, with their transform",
        .tags(.appkit), arguments: [false, true])
    func shownBesideItems(diffable: Bool) throws {
        // Contract: NSCollectionView asks its data source (or a diffable data source's
        // supplementaryViewProvider) for a supplementary view for every supplementary attributes
        // layoutAttributesForElements(in:) returns, and applies the attributes to it.
        // Platform-only: NSCollectionView's supplementary views, from a plain and a diffable data source.
        let hosted = hosted(diffable: diffable)
        defer { hosted.close() }
        let kind = CarouselCollectionViewLayout.elementKindPlaceholder
        let shown = hosted.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind)
        #expect(shown == [appKitPath(0), appKitPath(1)], "visible placeholders: \(shown)")
        #expect(hosted.collectionView.indexPathsForVisibleItems() == [appKitPath(0)])
        let views = hosted.collectionView.visibleSupplementaryViews(ofKind: kind)
        #expect(views.count == 2 && views.allSatisfy { $0 is CarouselPlaceholderView })

        let attributes = try #require(
            hosted.layout.layoutAttributesForSupplementaryView(ofKind: kind, at: appKitPath(0))
                as? CarouselLayoutAttributes)
        #expect(attributes.representedElementCategory == .supplementaryView)
        #expect(attributes.representedElementKind == kind)
        #expect(!attributes.isHidden && attributes.alpha == 1)
        // The frame centred where the placeholder is drawn, one item width left of the
        // carousel's centre; the transform (compensated for that centre) moves it no further.
        #expect(attributes.frame == CGRect(x: 100, y: 150, width: 200, height: 200))
        #expect(attributes.transform3D.m41 == 0)
        let item = try #require(hosted.attributes(appKitPath(0)))
        #expect(attributes.zIndex < item.zIndex)
        // The view shows the transform on its layer (CarouselTransformable), as items do.
        let view = try #require(hosted.collectionView.supplementaryView(forElementKind: kind, at: appKitPath(0)))
        let layer = try #require(view.layer)
        #expect(layer.transform.m34 == attributes.transform3D.m34 && layer.transform.m34 != 0)
    }

    @available(macOS 11, *)
    @Test("placeholders are never current, hit or selectable", .tags(.appkit))
    func neverInteractive() throws {
        // Contract: NSCollectionView selects items only; the carousel's clicks go through the
        // core's hit test, which skips placeholders.
        // Platform-only: NSCollectionView's selection and supplementary views.
        let hosted = hosted(diffable: false)
        defer { hosted.close() }
        #expect(hosted.layout.indexPathForTopmostItem(at: CGPoint(x: 200, y: 250)) == nil)
        #expect(hosted.layout.indexPathForTopmostItem(at: CGPoint(x: 600, y: 250)) == nil)
        #expect(hosted.layout.indexPathForTopmostItem(at: CGPoint(x: 400, y: 250)) == appKitPath(0))
        #expect(hosted.layout.currentIndexPath == appKitPath(0))
        #expect(hosted.collectionView.selectionIndexPaths.isEmpty)
        #expect(hosted.collectionView.indexPathForItem(at: CGPoint(x: 200, y: 250)) == nil)
        hosted.layout.setScrollOffset(-1)
        hosted.layOut()
        #expect(hosted.layout.currentIndexPath == appKitPath(0))
    }
}
#endif
