#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselAppKit

/// What AppKit realizes from the layout's answers: items for every type, and the empty and
/// single-item carousels.
@MainActor
@Suite("AppKit: realized items")
struct AppKitRealizationTests {
    @available(macOS 11, *)
    @Test(
        "every carousel type realizes the current item, with finite attributes for every visible item",
        .tags(.appkit), arguments: CarouselType.allCases)
    func everyTypeRealizesItems(type: CarouselType) throws {
        // Contract: NSCollectionView asks its layout for layoutAttributesForElements(in:) during
        // layoutSubtreeIfNeeded() and realizes an item for each answer, reachable through
        // item(at:), visibleItems() and indexPathsForVisibleItems().
        let hosted = HostedAppKitCarousel(LayoutSettings(type: type))
        let shown = hosted.visibleItemsByIndex
        #expect(!shown.isEmpty, "\(type): AppKit realized no item after layoutSubtreeIfNeeded()")
        #expect(hosted.layout.currentIndexPath == appKitPath(0), "\(type): current item is not 0")
        #expect(shown[0] != nil, "\(type): the current item 0 is not among the visible items \(shown.keys.sorted())")
        #expect(
            hosted.collectionView.visibleItems().count == shown.count,
            "\(type): visibleItems() and indexPathsForVisibleItems() disagree")
        for (index, item) in shown {
            let attributes = try #require(
                hosted.attributes(appKitPath(index)), "\(type): no attributes for visible item \(index)")
            #expect(
                isFinite(attributes.frame) && isFinite(attributes.transform3D) && attributes.offset.isFinite
                    && attributes.alpha.isFinite,
                "\(type): item \(index) has non-finite attributes: frame \(attributes.frame), offset \(attributes.offset)"
            )
            #expect(isFinite(item.view.frame), "\(type): item \(index)'s view frame \(item.view.frame) is not finite")
            if let layer = item.view.layer {
                #expect(isFinite(layer.transform), "\(type): item \(index)'s layer transform is not finite")
            }
        }
    }

    @available(macOS 11, *)
    @Test("a carousel with no items realizes nothing, has no current item and refuses scrolling", .tags(.appkit))
    func noItems() {
        // Contract: NSCollectionView realizes no item when its data source reports 0 items and
        // the layout returns no attributes from layoutAttributesForElements(in:).
        let hosted = HostedAppKitCarousel(items: 0)
        #expect(hosted.collectionView.visibleItems().isEmpty, "items were realized with 0 items")
        #expect(hosted.layout.currentIndexPath == nil)
        #expect(hosted.controller.currentIndexPath == nil)
        #expect(
            hosted.layout.layoutAttributesForElements(in: hosted.visibleRect).isEmpty,
            "the layout answered attributes with 0 items")
        #expect(hosted.controller.scrollToItem(at: appKitPath(0), animated: false) == false)
        #expect(hosted.layout.liveScrollOffset == 0)
    }

    @available(macOS 11, *)
    @Test("a carousel with one item realizes it in the middle of the visible area", .tags(.appkit))
    func oneItem() throws {
        // Contract: NSCollectionView places an item's view at the frame its layout attributes give
        // (in the collection view's flipped coordinates), after layoutSubtreeIfNeeded().
        let hosted = HostedAppKitCarousel(items: 1)
        let shown = hosted.visibleItemsByIndex
        #expect(Array(shown.keys) == [0], "visible items \(shown.keys.sorted()), expected [0]")
        #expect(hosted.layout.currentIndexPath == appKitPath(0))
        let view = try #require(shown[0]?.view)
        let visible = hosted.visibleRect
        #expect(
            abs(view.frame.midX - visible.midX) < 0.5 && abs(view.frame.midY - visible.midY) < 0.5,
            "the only card's view frame \(view.frame) is not centred in the visible area \(visible)")
        #expect(view.frame.size == CGSize(width: 200, height: 200), "card size \(view.frame.size), expected 200 × 200")
    }
}
#endif
