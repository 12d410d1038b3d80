#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselAppKit

/// The carousel's scroll view is only its own, and only the current card's controls are in the
/// key-view loop.
@MainActor
@Suite("AppKit: the strip and the key-view loop", .serialized, suiteTimeLimit)
struct AppKitStripAndKeyViewTests {
    @available(macOS 11, *)
    @Test(
        "a collection view put straight into a page's scroll view leaves the page's scroll view alone", .tags(.appkit))
    func pageScrollViewIsNotTheStrip() {
        // Contract: NSView.enclosingScrollView is the nearest NSScrollView ancestor, whatever its
        // documentView; NSScrollView.documentView is the view its clip view scrolls.
        // Platform-only: a real NSScrollView hierarchy and its scroller and elasticity settings.
        let window = NSWindow(
            contentRect: CGRect(x: 0, y: 0, width: 800, height: 500), styleMask: [.borderless], backing: .buffered,
            defer: false)
        window.isReleasedWhenClosed = false
        defer { window.close() }
        let page = RecordingScrollView(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
        page.hasVerticalScroller = true
        page.verticalScrollElasticity = .allowed
        let pageView = FlippedView(frame: CGRect(x: 0, y: 0, width: 800, height: 2000))
        page.documentView = pageView
        window.contentView = page
        let layout = CarouselCollectionViewLayout(settings: LayoutSettings())
        let collectionView = CarouselCollectionView(frame: CGRect(x: 0, y: 100, width: 800, height: 300))
        collectionView.collectionViewLayout = layout
        collectionView.register(HostedCard.self, forItemWithIdentifier: HostedCard.identifier)
        let source = CountingDataSource(items: 12)
        collectionView.dataSource = source
        pageView.addSubview(collectionView)
        let controller = CarouselController(collectionView: collectionView, clock: .manual(at: 0))
        HostedAppKitCarousel.declareOnScreen(controller)
        window.contentView?.layoutSubtreeIfNeeded()
        page.contentView.scroll(to: CGPoint(x: 0, y: 50))
        controller.scrollToItem(at: appKitPath(3), animated: false)
        window.contentView?.layoutSubtreeIfNeeded()
        #expect(collectionView.carouselStrip == nil)
        #expect(page.hasVerticalScroller, "the carousel hid the page's scroller")
        #expect(page.verticalScrollElasticity == .allowed, "the carousel changed the page's elasticity")
        #expect(page.contentView.bounds.origin == CGPoint(x: 0, y: 50), "the carousel scrolled the page")
    }

    @available(macOS 11, *)
    @Test("only the current card's button can become key view; all of them under a grid", .tags(.appkit))
    func onlyCurrentCardInKeyViewLoop() throws {
        // Contract: NSView.canBecomeKeyView is false for a view that does not accept first
        // responder, and NSControl.acceptsFirstResponder is false while refusesFirstResponder is
        // true (NSWindow.selectNextKeyView(_:) skips such views).
        // Platform-only: AppKit's key-view loop properties on real NSControls.
        let hosted = HostedAppKitCarousel(items: 12)
        defer { hosted.close() }
        hosted.controller.scrollToItem(at: appKitPath(4), animated: false)
        hosted.layOut()
        func button(_ item: Int) throws -> NSButton {
            try #require((hosted.collectionView.item(at: appKitPath(item)) as? HostedCard)?.button)
        }
        #expect(try button(4).refusesFirstResponder == false)
        #expect(try button(3).refusesFirstResponder == true)
        #expect(try button(5).refusesFirstResponder == true)
        hosted.controller.scrollToItem(at: appKitPath(5), animated: false)
        hosted.layOut()
        #expect(try button(5).refusesFirstResponder == false)
        #expect(try button(4).refusesFirstResponder == true)
        let grid = NSCollectionViewFlowLayout()
        grid.itemSize = CGSize(width: 100, height: 100)
        hosted.collectionView.setGridLayout(grid, animated: false)
        hosted.layOut()
        let visible = hosted.collectionView.indexPathsForVisibleItems()
        #expect(!visible.isEmpty)
        for indexPath in visible {
            let card = try #require(hosted.collectionView.item(at: indexPath) as? HostedCard)
            #expect(card.button.refusesFirstResponder == false, "item \(indexPath.item) still refuses under a grid")
        }
    }
}

/// A data source of `items` ``HostedCard``s.
@available(macOS 11, *)
@MainActor
private final class CountingDataSource: NSObject, NSCollectionViewDataSource {
    let items: Int
    init(items: Int) { self.items = items }

    func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int { items }

    func collectionView(_ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath)
        -> NSCollectionViewItem
    {
        collectionView.makeItem(withIdentifier: HostedCard.identifier, for: indexPath)
    }
}
#endif
