#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselAppKit

/// `indexPathForItem(containing:)`: the card a button is on (iCarousel's
/// `indexOfItemViewOrSubview:`).
@MainActor
@Suite("AppKit: the card a view is on", .serialized, suiteTimeLimit)
struct AppKitItemContainingTests {
    @available(macOS 11, *)
    @Test("a button on a card and the card's view name the card; other views none", .tags(.appkit))
    func buttonOnCard() throws {
        // Contract: NSCollectionView.visibleItems() lists the items it shows and indexPath(for:)
        // answers for each; an item's view holds its subviews (NSCollectionViewItem.view).
        // Platform-only: AppKit's view hierarchy (an NSButton in an item's view).
        let hosted = HostedAppKitCarousel(LayoutSettings(type: .coverFlow), items: 12)
        defer { hosted.close() }
        let shown = hosted.visibleItemsByIndex
        #expect(shown.count > 1, "Cover Flow shows side cards")
        for (index, item) in shown {
            let card = try #require(item as? HostedCard)
            #expect(hosted.collectionView.indexPathForItem(containing: card.button) == appKitPath(index))
            #expect(hosted.collectionView.indexPathForItem(containing: card.view) == appKitPath(index))
        }
        #expect(hosted.collectionView.indexPathForItem(containing: hosted.collectionView) == nil)
        #expect(hosted.collectionView.indexPathForItem(containing: NSView()) == nil)
        if let content = hosted.window.contentView {
            #expect(hosted.collectionView.indexPathForItem(containing: content) == nil)
        }
    }
}
#endif
