#if canImport(UIKit)
import UIKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselUIKit

/// Grid ↔ carousel: a `UICollectionViewFlowLayout` and the carousel layout, switched both ways,
/// keep the item the user was looking at and centre it.
@MainActor
@Suite("UIKit: switching between a grid and the carousel", .serialized, suiteTimeLimit)
struct UIKitLayoutSwitchTests {
    /// How the switch is asked for.
    enum Switch: String, CaseIterable, CustomTestStringConvertible {
        /// `collectionView.setCollectionViewLayout(_:animated:)`, UIKit's own call.
        case uikit
        /// The package's `setGridLayout(_:animated:)` / `setCarouselLayout(_:animated:)`.
        case package
        var testDescription: String { rawValue }
    }

    /// 60 items; a vertical grid of 150 pt squares (5 a row in 800 pt, 12 rows: it scrolls).
    static func hostedWithGrid() -> (HostedUIKitCarousel, UICollectionViewFlowLayout) {
        let hosted = HostedUIKitCarousel(items: 60)
        let grid = UICollectionViewFlowLayout()
        grid.itemSize = CGSize(width: 150, height: 150)
        grid.minimumInteritemSpacing = 10
        grid.minimumLineSpacing = 10
        return (hosted, grid)
    }

    /// How far the item's grid frame centre is from the middle of the visible area, along y.
    static func gridMiss(_ hosted: HostedUIKitCarousel, _ grid: UICollectionViewLayout, item: Int) -> CGFloat? {
        guard let frame = grid.layoutAttributesForItem(at: path(item))?.frame else { return nil }
        return frame.midY - hosted.collectionView.bounds.midY
    }

    @Test(
        "carousel → grid keeps the current item and centres it in the grid", .tags(.uikit),
        arguments: Switch.allCases, [false, true])
    func carouselToGrid(via api: Switch, animated: Bool) throws {
        // Contract: UICollectionView.setCollectionViewLayout(_:animated:) calls the old layout's
        // prepareForTransition(to:) (documented) before it asks the delegate's
        // collectionView(_:targetContentOffsetForProposedContentOffset:) for the new layout's
        // content offset (UXKit's order; UIKit's is undocumented), and sets the new layout and
        // content offset at once (an animated switch animates toward values already set).
        // Platform-only: UIKit's own setCollectionViewLayout(_:animated:), animated, with a
        // UICollectionViewFlowLayout; the shared switch verb makes only the package's unanimated switch.
        let (hosted, grid) = Self.hostedWithGrid()
        defer { hosted.close() }
        hosted.controller.scrollToItem(at: path(30), animated: false)
        hosted.advance(by: 0.1)
        #expect(hosted.layout.currentIndexPath == path(30))
        switch api {
        case .uikit: hosted.collectionView.setCollectionViewLayout(grid, animated: animated)
        case .package: hosted.collectionView.setGridLayout(grid, animated: animated)
        }
        hosted.collectionView.layoutIfNeeded()
        #expect(hosted.collectionView.collectionViewLayout === grid, "the grid is not the collection view's layout")
        let miss = try #require(Self.gridMiss(hosted, grid, item: 30), "the grid has no frame for item 30")
        // Both UIKit's own call and the package's keep the item: the carousel hears
        // prepareForTransition(to:) before UIKit asks the delegate for the target offset.
        #expect(
            abs(miss) < 1,
            "\(api), animated \(animated): item 30's grid frame centre is \(miss) pt from the middle (content offset \(hosted.collectionView.contentOffset))"
        )
        #expect(
            hosted.collectionView.indexPathsForVisibleItems.contains(path(30)),
            "item 30 is not among the grid's visible items")
    }

    @Test(
        "setGridLayout with an anchor the collection view does not have keeps the current item instead", .tags(.uikit),
        arguments: [IndexPath(item: -1, section: 0), IndexPath(item: 0, section: -1), IndexPath(item: 500, section: 0)])
    func gridSwitchIgnoresMissingAnchor(anchor: IndexPath) throws {
        // Contract: UICollectionViewLayout.layoutAttributesForItem(at:) and
        // UICollectionView.numberOfItems(inSection:) are only defined for index paths the
        // collection view has; the switch must not ask them about one an app made up.
        // Platform-only: a UICollectionViewFlowLayout asked about an anchor the app made up.
        let (hosted, grid) = Self.hostedWithGrid()
        defer { hosted.close() }
        hosted.controller.scrollToItem(at: path(30), animated: false)
        hosted.advance(by: 0.1)
        hosted.collectionView.setGridLayout(grid, animated: false, anchor: anchor)
        hosted.collectionView.layoutIfNeeded()
        #expect(hosted.collectionView.collectionViewLayout === grid, "the grid is not the collection view's layout")
        let miss = try #require(Self.gridMiss(hosted, grid, item: 30), "the grid has no frame for item 30")
        #expect(abs(miss) < 1, "anchor \(anchor): item 30's grid frame centre is \(miss) pt from the middle")
    }

    @Test(
        "while the grid is shown the controller forwards the app's calls and gives the scroll view back", .tags(.uikit))
    func gridShownControllerIsTransparent() {
        // Contract: UIScrollView sends scrollViewDidScroll(_:) to its delegate whenever the content
        // offset changes, and keeps showsHorizontalScrollIndicator / showsVerticalScrollIndicator as
        // last set.
        // Platform-only: the app's UIScrollViewDelegate and UICollectionViewDelegate calls forwarded while a grid is
        // shown.
        let (hosted, grid) = Self.hostedWithGrid()
        defer { hosted.close() }
        let app = DelegateRecorder()
        hosted.controller.delegate = app
        #expect(!hosted.collectionView.showsVerticalScrollIndicator, "the carousel left the indicators on")
        hosted.collectionView.setGridLayout(grid, animated: false)
        hosted.collectionView.layoutIfNeeded()
        hosted.advance(by: 0.1)
        #expect(!hosted.controller.isInChargeNow, "the controller is in charge of a grid")
        #expect(
            hosted.collectionView.showsVerticalScrollIndicator && hosted.collectionView.showsHorizontalScrollIndicator,
            "the grid did not get the app's scroll indicators back")
        let before = app.calls.count
        hosted.collectionView.contentOffset.y += 100
        #expect(
            app.calls[before...].contains("scrollViewDidScroll"),
            "the app's delegate did not hear the grid's scroll: \(app.calls[before...])")
        hosted.collectionView.delegate?.collectionView?(hosted.collectionView, didSelectItemAt: path(8))
        #expect(
            app.calls.filter { $0 == "didSelectItemAt 8" }.count == 1,
            "a grid selection reached the app's delegate \(app.calls.filter { $0 == "didSelectItemAt 8" }.count) times")
        #expect(hosted.collectionView.delegate === hosted.controller, "the controller stopped being the delegate")
    }

    @Test(
        "grid → carousel keeps the item nearest the grid's middle and centres it in the carousel", .tags(.uikit),
        arguments: Switch.allCases, [false, true])
    func gridToCarousel(via api: Switch, animated: Bool) throws {
        // Contract: UICollectionView.setCollectionViewLayout(_:animated:) calls the new layout's
        // prepareForTransition(from:) and its targetContentOffset(forProposedContentOffset:) (and
        // the delegate's) for the new content offset, set at once.
        // Platform-only: UIKit's own setCollectionViewLayout(_:animated:), animated, from a
        // UICollectionViewFlowLayout.
        let (hosted, grid) = Self.hostedWithGrid()
        defer { hosted.close() }
        hosted.collectionView.setCollectionViewLayout(grid, animated: false)
        hosted.collectionView.layoutIfNeeded()
        // Item 27 (row 5, column 2) in the middle of the grid's visible area.
        let frame = try #require(grid.layoutAttributesForItem(at: path(27))?.frame)
        hosted.collectionView.contentOffset.y = frame.midY - hosted.collectionView.bounds.height / 2
        hosted.collectionView.layoutIfNeeded()
        switch api {
        case .uikit: hosted.collectionView.setCollectionViewLayout(hosted.layout, animated: animated)
        case .package: hosted.collectionView.setCarouselLayout(hosted.layout, animated: animated)
        }
        hosted.collectionView.layoutIfNeeded()
        #expect(hosted.collectionView.collectionViewLayout === hosted.layout, "the carousel is not the layout")
        #expect(
            hosted.layout.currentIndexPath == path(27),
            "\(api), animated \(animated): the carousel came back on \(String(describing: hosted.layout.currentIndexPath)), want the grid's middle item 27"
        )
        let centre = try #require(hosted.drawnCentre(ofItem: 27))
        #expect(
            abs(centre.x - hosted.carouselCentre.x) < 1 && abs(centre.y - hosted.carouselCentre.y) < 1,
            "item 27 is drawn at \(centre), the carousel's centre is \(hosted.carouselCentre)")
        // The carousel is in charge again: a programmatic scroll moves it.
        hosted.advance(by: 1)
        hosted.controller.scroll(byNumberOfItems: 1, duration: 0.4)
        hosted.advance(by: 1)
        #expect(hosted.layout.currentIndexPath == path(28), "after the switch back, scrolling by one item did not work")
    }

    #if !os(tvOS)
    @available(iOS 15.0, *)
    @Test(
        "carousel → grid gives the cells still on screen their focus effect back", .tags(.uikit),
        arguments: Switch.allCases)
    func focusEffectBack(via api: Switch) throws {
        // Contract: UIView.focusEffect (iOS 15) draws the system's focus halo from the view's
        // frame; UICollectionView calls collectionView(_:willDisplay:forItemAt:) for cells it shows
        // anew, but none for cells that stay on screen across setCollectionViewLayout(_:animated:).
        // Platform-only: UIView.focusEffect (UIFocusHaloEffect) on cells across a switch.
        let appEffect = UIFocusHaloEffect()
        let hosted = HostedUIKitCarousel(items: 60) { cell, _ in cell.focusEffect = appEffect }
        defer { hosted.close() }
        hosted.controller.scrollToItem(at: path(2), animated: false)
        hosted.advance(by: 0.1)
        let carouselCells = hosted.visibleCellsByItem
        try #require(!carouselCells.isEmpty, "the carousel shows no cells")
        for (item, cell) in carouselCells {
            #expect(cell.focusEffect == nil, "card \(item) keeps a flat focus halo under the carousel's 3D transform")
        }
        let grid = UICollectionViewFlowLayout()
        grid.itemSize = CGSize(width: 150, height: 150)
        switch api {
        case .uikit: hosted.collectionView.setCollectionViewLayout(grid, animated: false)
        case .package: hosted.collectionView.setGridLayout(grid, animated: false)
        }
        hosted.collectionView.layoutIfNeeded()
        let gridCells = hosted.visibleCellsByItem
        let stayed = gridCells.filter { item, cell in carouselCells[item] === cell }
        try #require(!stayed.isEmpty, "no cell stayed on screen across the switch: the test shows nothing")
        for (item, cell) in gridCells {
            #expect(cell.focusEffect === appEffect, "grid cell \(item) has no focus effect (the carousel's nil stayed)")
        }
    }
    #endif
}
#endif
