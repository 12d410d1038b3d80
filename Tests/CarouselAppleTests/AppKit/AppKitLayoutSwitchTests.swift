#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselAppKit

/// Switching the collection view between a grid (`NSCollectionViewFlowLayout`) and the carousel:
/// to the grid with `setGridLayout(_:animated:)`, back by setting `collectionViewLayout`.
@MainActor
@Suite("AppKit: grid and carousel", .serialized, suiteTimeLimit)
struct AppKitLayoutSwitchTests {
    /// A vertical grid of 100 × 100 pt cells, 8 to a row in an 800 pt wide window.
    static func grid() -> NSCollectionViewFlowLayout {
        let grid = NSCollectionViewFlowLayout()
        grid.scrollDirection = .vertical
        grid.itemSize = NSSize(width: 100, height: 100)
        grid.minimumInteritemSpacing = 0
        grid.minimumLineSpacing = 0
        return grid
    }

    @available(macOS 11, *)
    @Test(
        "setGridLayout: carousel → grid keeps the carousel's current item in view, centred", .tags(.appkit),
        arguments: [false, true])
    func carouselToGridKeepsItem(animated: Bool) throws {
        // Contract: setting NSCollectionView.collectionViewLayout (or through its animator())
        // replaces the layout at once and keeps the clip view's bounds origin unless something
        // moves it; the new layout's attributes are read after layoutSubtreeIfNeeded();
        // NSClipView.scroll(to:) moves the bounds origin at once.
        // Platform-only: NSCollectionView.collectionViewLayout set through animator(), and NSCollectionViewFlowLayout.
        let hosted = HostedAppKitCarousel(items: 60)
        defer { hosted.close() }
        hosted.controller.scrollToItem(at: appKitPath(45), animated: false)
        hosted.layOut()
        try #require(hosted.layout.currentIndexPath == appKitPath(45))
        let grid = Self.grid()
        let completed = Flag()
        // The scroll position is set as the switch starts (animated or not); the completion waits
        // for the animation, which needs a run loop this test process may not spin.
        hosted.collectionView.setGridLayout(grid, animated: animated) { completed.isSet = true }
        if !animated { #expect(completed.isSet, "a switch without animation did not complete at once") }
        hosted.layOut()
        #expect(hosted.collectionView.collectionViewLayout === grid, "the grid is not the collection view's layout")
        let frame = try #require(grid.layoutAttributesForItem(at: appKitPath(45))?.frame)
        let visible = hosted.visibleRect
        #expect(
            visible.contains(CGPoint(x: frame.midX, y: frame.midY)),
            "item 45 (grid frame \(frame)) is out of the grid's visible area \(visible): nothing scrolled the grid to it"
        )
        #expect(
            abs(frame.midY - visible.midY) < 1,
            "item 45's row (centre y \(frame.midY)) is not centred in the visible area \(visible)")
        if !animated {
            #expect(hosted.scrollView.hasHorizontalScroller, "the grid did not get the app's scroller back")
        }
    }

    @available(macOS 11, *)
    @Test(
        "setGridLayout with an anchor the collection view does not have keeps the current item instead",
        .tags(.appkit), arguments: [appKitPath(-1), IndexPath(item: 0, section: -1), appKitPath(500)])
    func gridSwitchIgnoresMissingAnchor(anchor: IndexPath) throws {
        // Contract: NSCollectionViewLayout.layoutAttributesForItem(at:) and
        // NSCollectionView.numberOfItems(inSection:) are only defined for index paths the
        // collection view has; the switch must not ask them about one an app made up.
        // Platform-only: an NSCollectionViewFlowLayout asked about an anchor the app made up.
        let hosted = HostedAppKitCarousel(items: 60)
        defer { hosted.close() }
        hosted.controller.scrollToItem(at: appKitPath(45), animated: false)
        hosted.layOut()
        let grid = Self.grid()
        hosted.collectionView.setGridLayout(grid, animated: false, anchor: anchor)
        hosted.layOut()
        let frame = try #require(grid.layoutAttributesForItem(at: appKitPath(45))?.frame)
        let visible = hosted.visibleRect
        #expect(
            abs(frame.midY - visible.midY) < 1,
            "anchor \(anchor): item 45's row (centre y \(frame.midY)) is not centred in the visible area \(visible)")
    }

    @available(macOS 11, *)
    @Test(
        "after setGridLayout the grid is a plain collection view: hit tests reach its items, it is no slider",
        .tags(.appkit))
    func gridIsPlainCollectionView() throws {
        // Contract: NSView.hitTest(_:) returns the deepest descendant under the point (in the
        // superview's coordinates), the view NSWindow sends the click to; NSCollectionView's own
        // mouseDown(with:) selects the item under it. With the carousel out of charge,
        // CarouselCollectionView must leave both, and its accessibility role, to NSCollectionView.
        // Platform-only: NSView.hitTest(_:) and the accessibility role of the grid.
        let hosted = HostedAppKitCarousel(items: 60)
        defer { hosted.close() }
        hosted.controller.scrollToItem(at: appKitPath(20), animated: false)
        hosted.layOut()
        let grid = Self.grid()
        hosted.collectionView.setGridLayout(grid, animated: false)
        hosted.layOut()
        let frame = try #require(grid.layoutAttributesForItem(at: appKitPath(20))?.frame)
        let item = try #require(hosted.collectionView.item(at: appKitPath(20)), "no item view for grid item 20")
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        let inSuperview = hosted.collectionView.convert(centre, to: hosted.collectionView.superview)
        let hit = hosted.collectionView.hitTest(inSuperview)
        #expect(
            hit.map { $0 === item.view || $0.isDescendant(of: item.view) } == true,
            "a click on grid item 20 goes to \(String(describing: hit)), not the item's view")
        #expect(hosted.collectionView.accessibilityRole() != .slider, "the grid still reports itself as a slider")
    }

    @available(macOS 11, *)
    @Test("grid → carousel centres the item nearest the grid's centre and the controller drives it", .tags(.appkit))
    func gridToCarouselCentresItem() throws {
        // Contract: NSCollectionView.scrollToItems(at:scrollPosition: .centeredVertically) moves the
        // clip view at once without animator(); setting collectionViewLayout calls the new layout's
        // prepareForTransition(from:) and prepare() on the next layout pass.
        // Platform-only: NSCollectionView.scrollToItems(at:scrollPosition:) and collectionViewLayout set directly.
        let hosted = HostedAppKitCarousel(items: 60)
        defer { hosted.close() }
        let grid = Self.grid()
        hosted.collectionView.collectionViewLayout = grid
        hosted.layOut()
        hosted.collectionView.scrollToItems(at: [appKitPath(30)], scrollPosition: .centeredVertically)
        hosted.layOut()
        let visible = hosted.visibleRect
        let centre = CGPoint(x: visible.midX, y: visible.midY)
        let nearest = try #require(
            grid.layoutAttributesForElements(in: visible)
                .filter { $0.representedElementCategory == .item }
                .min { distance($0.frame, centre) < distance($1.frame, centre) }?.indexPath,
            "the grid shows no item in \(visible)")

        hosted.collectionView.collectionViewLayout = hosted.layout
        hosted.layOut()
        #expect(
            hosted.layout.currentIndexPath == nearest,
            "back in the carousel the current item is \(String(describing: hosted.layout.currentIndexPath)), expected the grid's centre item \(nearest)"
        )
        hosted.settle()
        #expect(hosted.layout.currentIndexPath == nearest, "after settling the current item moved away")
        let drawn = try #require(hosted.drawnCentre(of: nearest))
        let carouselVisible = hosted.visibleRect
        #expect(
            abs(drawn.x - carouselVisible.midX) < 0.5,
            "item \(nearest) is drawn at x \(drawn.x), the visible area's centre is \(carouselVisible.midX)")
        #expect(hosted.controller.scroll(byNumberOfItems: 1), "the controller refused to scroll after the switch")
        hosted.settle()
        #expect(
            hosted.layout.currentIndexPath == IndexPath(item: nearest.item + 1, section: 0),
            "the controller does not drive the carousel after the switch back")
    }

    private func distance(_ frame: CGRect, _ point: CGPoint) -> CGFloat {
        hypot(frame.midX - point.x, frame.midY - point.y)
    }
}

/// A flag a completion handler sets.
@MainActor
private final class Flag {
    var isSet = false
}
#endif
