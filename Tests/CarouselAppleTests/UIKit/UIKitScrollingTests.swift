#if canImport(UIKit)
import UIKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselUIKit

/// Programmatic scrolling on a real collection view: where it lands, what it reports, and the
/// wrapping strip's recentring.
@MainActor
@Suite("UIKit: programmatic scrolling", .serialized, suiteTimeLimit)
struct UIKitScrollingTests {
    @Test("currentItemDidChange and eventHandler report a programmatic scroll in order", .tags(.uikit))
    func eventsInOrder() {
        // Contract: UIScrollViewDelegate.scrollViewDidEndScrollingAnimation(_:) is sent once when a
        // programmatic scroll animation ends (the controller sends it to the app's delegate).
        // Platform-only: the app's UIScrollViewDelegate hearing scrollViewDidEndScrollingAnimation(_:) through the
        // controller.
        let hosted = HostedUIKitCarousel(items: 12)
        defer { hosted.close() }
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
        // Platform-only: UIScrollView.contentOffset moved by whole laps of the wrapping strip, and the layout's
        // recentring of it.
        var settings = LayoutSettings()
        settings.options.wrap = true
        let hosted = HostedUIKitCarousel(settings, items: 12)
        defer { hosted.close() }
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
