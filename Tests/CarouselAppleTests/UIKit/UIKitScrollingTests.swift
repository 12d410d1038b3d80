#if canImport(UIKit)
import UIKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselUIKit

/// Programmatic scrolling on a real collection view: where it lands, what it reports, and the
/// wrapping strip's recentring.
@MainActor
@Suite("UIKit: programmatic scrolling")
struct UIKitScrollingTests {
    @Test("scrollToItem(at:animated: false) before the first layout pass lands on that item", .tags(.uikit))
    func scrollBeforeFirstLayout() throws {
        // Contract: UICollectionView runs the layout's prepare() and asks for attributes at its
        // first layoutIfNeeded(); a content offset set before then is not documented to survive, so
        // the carousel must show the requested item once the first pass has run.
        let hosted = HostedUIKitCarousel(items: 12, laysOut: false)
        hosted.controller.scrollToItem(at: path(5), animated: false)
        hosted.collectionView.layoutIfNeeded()
        hosted.advance(by: 0.5)
        #expect(
            hosted.layout.currentIndexPath == path(5),
            "layout's current item after the first pass: \(String(describing: hosted.layout.currentIndexPath)), scroll offset \(hosted.layout.liveScrollOffset)"
        )
        #expect(hosted.controller.currentIndexPath == path(5), "controller's current item")
        #expect(
            abs(hosted.layout.liveScrollOffset - 5) < 0.001, "scroll offset \(hosted.layout.liveScrollOffset), want 5")
        let centre = try #require(hosted.drawnCentre(ofItem: 5))
        #expect(
            abs(centre.x - hosted.carouselCentre.x) < 0.5 && abs(centre.y - hosted.carouselCentre.y) < 0.5,
            "item 5 is drawn at \(centre), the carousel's centre is \(hosted.carouselCentre)")
        #expect(hosted.visibleCellsByItem[5] != nil, "UIKit realized no cell for item 5")
    }

    @Test("scroll(byNumberOfItems:) lands exactly on the item, at rest", .tags(.uikit), arguments: [1, 3, -2])
    func scrollByItemsLandsExactly(count: Int) {
        // Contract: UIScrollView.contentOffset set from code is read back as set, so a motion the
        // controller animates frame by frame ends exactly where it aimed.
        let hosted = HostedUIKitCarousel(items: 12)
        hosted.controller.scrollToItem(at: path(4), animated: false)
        hosted.advance(by: 0.1)
        #expect(hosted.controller.scroll(byNumberOfItems: count, duration: 0.4), "the scroll was refused")
        hosted.advance(by: 1)
        #expect(hosted.controller.isAtRest, "still moving one second after a 0.4 s scroll")
        #expect(hosted.layout.currentIndexPath == path(4 + count), "current item")
        #expect(
            abs(hosted.layout.liveScrollOffset - Double(4 + count)) < 1e-6,
            "landed at scroll offset \(hosted.layout.liveScrollOffset), want exactly \(4 + count)")
    }

    @Test("currentItemDidChange and eventHandler report a programmatic scroll in order", .tags(.uikit))
    func eventsInOrder() {
        // Contract: UIScrollViewDelegate.scrollViewDidEndScrollingAnimation(_:) is sent once when a
        // programmatic scroll animation ends (the controller sends it to the app's delegate).
        let hosted = HostedUIKitCarousel(items: 12)
        let recorder = DelegateRecorder()
        hosted.controller.delegate = recorder
        var events: [InteractionEvent] = []
        var currentItems: [IndexPath?] = []
        hosted.controller.eventHandler = { events.append($0) }
        hosted.controller.currentItemDidChange = { currentItems.append($0) }
        hosted.controller.scroll(byNumberOfItems: 2, duration: 0.4)
        hosted.advance(by: 1)
        let names = events.map(\.name)
        let changes = events.compactMap { event -> Int? in
            if case .currentItemDidChange(let index) = event { return index }
            return nil
        }
        #expect(changes == [1, 2], "current-item events \(changes); all events: \(names)")
        #expect(currentItems == [path(1), path(2)], "currentItemDidChange closure heard \(currentItems)")
        let begin = names.firstIndex(of: "willBeginScrollingAnimation")
        let end = names.lastIndex(of: "didEndScrollingAnimation")
        let firstChange = names.firstIndex(of: "currentItemDidChange")
        let lastChange = names.lastIndex(of: "currentItemDidChange")
        #expect(begin != nil && end != nil, "events: \(names)")
        if let begin, let end, let firstChange, let lastChange {
            #expect(begin < firstChange && lastChange < end, "out of order: \(names)")
        }
        #expect(
            recorder.calls.filter { $0 == "scrollViewDidEndScrollingAnimation" }.count == 1,
            "the app's delegate heard \(recorder.calls)")
    }

    @Test("a wrapping carousel recentres its content offset without changing the current item", .tags(.uikit))
    func wrapRecentring() throws {
        // Contract: UIScrollView.contentOffset set from code is read back as set, and the layout is
        // asked for attributes again after layoutIfNeeded(): moving the content offset by whole laps
        // of the strip and back must leave what is drawn unchanged.
        var settings = LayoutSettings()
        settings.options.wrap = true
        let hosted = HostedUIKitCarousel(settings, items: 12)
        hosted.controller.scrollToItem(at: path(3), animated: false)
        hosted.advance(by: 0.1)
        let start = hosted.collectionView.contentOffset
        // 300 items (25 laps) along the strip: the same item shows, far from the middle (as after a
        // long run of flings).
        let lap = 12 * hosted.layout.resolvedItemWidth
        hosted.collectionView.contentOffset.x = start.x + 25 * lap
        hosted.collectionView.layoutIfNeeded()
        #expect(hosted.layout.currentIndexPath == path(3), "25 laps on, the current item changed")
        let before = try #require(hosted.drawnCentre(ofItem: 3))
        let farOffset = hosted.collectionView.contentOffset.x
        // The controller may already have recentred (it does so whenever the carousel is idle);
        // otherwise the layout's public call does.
        if abs(farOffset - start.x) > 12 * lap {
            #expect(hosted.layout.recentre(), "recentre() did not move a content offset 25 laps from the middle")
            hosted.collectionView.layoutIfNeeded()
        }
        #expect(
            abs(hosted.collectionView.contentOffset.x - start.x) < 12 * lap,
            "recentred to \(hosted.collectionView.contentOffset.x); the strip's middle area starts near \(start.x)")
        #expect(hosted.layout.currentIndexPath == path(3), "recentring changed the current item")
        #expect(hosted.controller.currentIndexPath == path(3), "recentring changed the controller's current item")
        let after = try #require(hosted.drawnCentre(ofItem: 3))
        #expect(abs(after.x - hosted.collectionView.bounds.midX) < 0.5, "item 3 drawn off centre after recentring")
        #expect(
            abs((after.x - hosted.collectionView.contentOffset.x) - (before.x - farOffset)) < 0.5,
            "item 3 moved on screen: \(before) before, \(after) after")
        #expect(abs(hosted.layout.scrollOffset - 3) < 0.001, "scroll offset \(hosted.layout.scrollOffset)")
    }

    @Test("right to left puts item 1 left of item 0", .tags(.uikit))
    func rightToLeft() throws {
        // Contract: UIView.effectiveUserInterfaceLayoutDirection follows semanticContentAttribute
        // (.forceRightToLeft), and a horizontal carousel runs right to left under it (the layout's
        // documented behaviour; flipsHorizontallyInOppositeLayoutDirection is false).
        let hosted = HostedUIKitCarousel(items: 5, laysOut: false)
        hosted.collectionView.semanticContentAttribute = .forceRightToLeft
        hosted.collectionView.layoutIfNeeded()
        #expect(hosted.collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let zero = try #require(hosted.drawnCentre(ofItem: 0))
        let one = try #require(hosted.drawnCentre(ofItem: 1))
        #expect(abs(zero.x - hosted.carouselCentre.x) < 0.5, "item 0 is not centred: \(zero)")
        #expect(one.x < zero.x - 100, "item 1 is drawn at x \(one.x), item 0 at \(zero.x): want item 1 to the left")
        hosted.controller.scroll(byNumberOfItems: 1, duration: 0.4)
        hosted.advance(by: 1)
        #expect(hosted.layout.currentIndexPath == path(1))
        let oneAfter = try #require(hosted.drawnCentre(ofItem: 1))
        #expect(abs(oneAfter.x - hosted.carouselCentre.x) < 0.5, "item 1 is not centred after scrolling to it")
    }
}

/// An app's delegate that records the scroll-view and collection-view calls it hears, by name.
@MainActor
final class DelegateRecorder: NSObject, UICollectionViewDelegate {
    var calls: [String] = []

    func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("scrollViewDidScroll") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("scrollViewWillBeginDragging") }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("scrollViewDidEndDragging")
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("scrollViewDidEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        calls.append("scrollViewDidEndScrollingAnimation")
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelectItemAt \(indexPath.item)")
    }
}
#endif
