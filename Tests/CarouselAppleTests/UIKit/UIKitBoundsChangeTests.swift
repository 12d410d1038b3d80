#if canImport(UIKit)
import UIKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselUIKit

/// A rotation: the window and the collection view swap width and height.
@MainActor
@Suite("UIKit: bounds changes")
struct UIKitBoundsChangeTests {
    @Test(
        "a rotation keeps the current item and centres it in the new bounds", .tags(.uikit), arguments: [false, true])
    func rotationKeepsCurrentItem(wrap: Bool) throws {
        // Contract: a new collection-view size makes UICollectionView ask the layout's
        // shouldInvalidateLayout(forBoundsChange:) and, on true, run prepare() and re-query the
        // attributes at the next layoutIfNeeded(); the content offset is the layout's to keep.
        var settings = LayoutSettings()
        settings.options.wrap = wrap
        let hosted = HostedUIKitCarousel(settings, items: 12, size: CGSize(width: 800, height: 500))
        hosted.controller.scrollToItem(at: path(7), animated: false)
        hosted.advance(by: 0.1)
        #expect(hosted.layout.currentIndexPath == path(7))
        for size in [CGSize(width: 500, height: 800), CGSize(width: 800, height: 500)] {
            hosted.window.frame = CGRect(origin: .zero, size: size)
            hosted.collectionView.frame = hosted.window.bounds
            hosted.window.layoutIfNeeded()
            hosted.collectionView.layoutIfNeeded()
            #expect(hosted.collectionView.bounds.size == size, "the collection view did not take the size \(size)")
            #expect(
                hosted.layout.currentIndexPath == path(7),
                "wrap \(wrap), \(size): the current item became \(String(describing: hosted.layout.currentIndexPath))")
            #expect(
                abs(hosted.layout.liveScrollOffset.remainder(dividingBy: 12) - 7.remainder(dividingBy: 12)) < 0.001,
                "wrap \(wrap), \(size): scroll offset \(hosted.layout.liveScrollOffset)")
            let centre = try #require(hosted.drawnCentre(ofItem: 7))
            #expect(
                abs(centre.x - hosted.carouselCentre.x) < 0.5 && abs(centre.y - hosted.carouselCentre.y) < 0.5,
                "wrap \(wrap), \(size): item 7 is drawn at \(centre), the centre is \(hosted.carouselCentre)")
            #expect(hosted.visibleCellsByItem[7] != nil, "wrap \(wrap), \(size): no cell for item 7")
            // Settling after the change leaves it there.
            hosted.advance(by: 1)
            #expect(hosted.layout.currentIndexPath == path(7), "wrap \(wrap), \(size): moved after settling")
        }
    }

    @Test("a bounds change while autoscrolling keeps the item being shown", .tags(.uikit))
    func rotationWhileMoving() throws {
        // Contract: as above; UIScrollView keeps a content offset set from code across a frame change
        // unless the layout's targetContentOffset(forProposedContentOffset:) moves it.
        let hosted = HostedUIKitCarousel(items: 12)
        hosted.controller.autoscrollSpeed = 1
        hosted.advance(to: 3.3)
        let before = hosted.layout.liveScrollOffset
        hosted.window.frame = CGRect(x: 0, y: 0, width: 500, height: 800)
        hosted.collectionView.frame = hosted.window.bounds
        hosted.collectionView.layoutIfNeeded()
        #expect(
            abs(hosted.layout.liveScrollOffset - before) < 0.02,
            "the scroll offset jumped from \(before) to \(hosted.layout.liveScrollOffset) with the rotation")
        #expect(hosted.layout.currentIndexPath == path(3))
        hosted.advance(to: 4.3)
        #expect(
            abs(hosted.layout.liveScrollOffset - (before + 1)) < 0.05,
            "autoscroll after the rotation: \(hosted.layout.liveScrollOffset)")
    }
}
#endif
