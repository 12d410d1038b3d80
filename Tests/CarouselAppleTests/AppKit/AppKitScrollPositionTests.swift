#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselAppKit

/// Where the carousel is after programmatic scrolls and resizes: the current item, centred.
@MainActor
@Suite("AppKit: scroll position")
struct AppKitScrollPositionTests {
    /// Checks that `item` is current, at a whole scroll offset, drawn at the visible area's centre.
    @available(macOS 11, *)
    static func expectCentred(
        _ hosted: HostedAppKitCarousel, on item: Int, _ moment: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            hosted.layout.currentIndexPath == appKitPath(item),
            "\(moment): current item \(String(describing: hosted.layout.currentIndexPath)), expected \(item)",
            sourceLocation: sourceLocation)
        #expect(
            abs(hosted.layout.liveScrollOffset - Double(item)) < 0.001,
            "\(moment): scroll offset \(hosted.layout.liveScrollOffset), expected \(item)",
            sourceLocation: sourceLocation)
        let visible = hosted.visibleRect
        guard let centre = hosted.drawnCentre(of: appKitPath(item)) else {
            Issue.record("\(moment): no attributes for item \(item)", sourceLocation: sourceLocation)
            return
        }
        #expect(
            abs(centre.x - visible.midX) < 0.5 && abs(centre.y - visible.midY) < 0.5,
            "\(moment): item \(item) drawn at \(centre), visible area \(visible) has its centre elsewhere",
            sourceLocation: sourceLocation)
        #expect(
            hosted.visibleItemsByIndex[item] != nil,
            "\(moment): AppKit shows no item \(item) (visible: \(hosted.visibleItemsByIndex.keys.sorted()))",
            sourceLocation: sourceLocation)
    }

    @available(macOS 11, *)
    @Test("scrollToItem(at:animated: false) before AppKit's first layout pass lands on that item", .tags(.appkit))
    func scrollBeforeFirstLayout() {
        // Contract: NSClipView reads back a bounds origin set from code (setBoundsOrigin) before its
        // document view's first layout, and NSCollectionView lays out on layoutSubtreeIfNeeded().
        let hosted = HostedAppKitCarousel(items: 12, laysOut: false)
        let taken = hosted.controller.scrollToItem(at: appKitPath(7), animated: false)
        #expect(taken, "scrollToItem before the first layout was refused")
        hosted.layOut()
        Self.expectCentred(hosted, on: 7, "after the first layout")
        hosted.settle()
        Self.expectCentred(hosted, on: 7, "after ten seconds of frames")
    }

    @available(macOS 11, *)
    @Test("an animated scrollToItem runs on the manual clock and ends centred on the item", .tags(.appkit))
    func animatedScroll() {
        // Contract: NSClipView.setBoundsOrigin(_:) from code moves the visible area at once, and
        // NSCollectionView asks its layout for attributes again after layoutSubtreeIfNeeded().
        let hosted = HostedAppKitCarousel(items: 12)
        #expect(hosted.controller.scrollToItem(at: appKitPath(5), animated: true))
        hosted.advance(to: 0.2)
        let midway = hosted.layout.liveScrollOffset
        #expect(midway > 0.5 && midway < 4.5, "half-way through a 0.4 s scroll to 5 the offset is \(midway)")
        hosted.settle()
        #expect(hosted.controller.isAtRest)
        Self.expectCentred(hosted, on: 5, "after the scroll")
    }

    @available(macOS 11, *)
    @Test("resizing the window keeps the current item and centres it in the new visible area", .tags(.appkit))
    func resizeKeepsCurrentItem() throws {
        // Contract: an NSScrollView with autoresizingMask [.width, .height] follows its window's
        // content size; NSCollectionView asks its layout shouldInvalidateLayout(forBoundsChange:)
        // and lays out again after layoutSubtreeIfNeeded().
        let hosted = HostedAppKitCarousel(items: 12)
        hosted.controller.scrollToItem(at: appKitPath(6), animated: false)
        hosted.layOut()
        try #require(hosted.layout.currentIndexPath == appKitPath(6))
        for size in [NSSize(width: 520, height: 360), NSSize(width: 1100, height: 640)] {
            hosted.window.setContentSize(size)
            hosted.layOut()
            #expect(
                hosted.scrollView.frame.size == size,
                "the scroll view is \(hosted.scrollView.frame.size) after resizing the window to \(size)")
            Self.expectCentred(hosted, on: 6, "right after resizing to \(size)")
            hosted.settle()
            Self.expectCentred(hosted, on: 6, "at rest after resizing to \(size)")
        }
    }
}
#endif
