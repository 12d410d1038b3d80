#if canImport(UIKit)
import UIKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselUIKit

/// Who is the collection view's delegate, and what that means for the controller: replaced by the
/// app, behind a forwarding proxy, forwarding to an app delegate that went away, or replaced by a
/// second controller.
@MainActor
@Suite("UIKit: the controller as the collection view's delegate", .serialized, suiteTimeLimit)
struct UIKitDelegateTests {
    @Test("the app's own delegate replacing the controller takes over: the controller stops driving", .tags(.uikit))
    func appReplacesDelegate() {
        // Contract: UIScrollView sends its delegate calls to whatever object collectionView.delegate
        // is now, and reads showsHorizontalScrollIndicator / showsVerticalScrollIndicator as set.
        // Platform-only: UICollectionView.delegate replaced by the app's object.
        let hosted = HostedUIKitCarousel(items: 12)
        defer { hosted.close() }
        #expect(hosted.controller.isInChargeNow, "the controller is not in charge right after installation")
        #expect(!hosted.collectionView.showsHorizontalScrollIndicator, "the carousel left the scroll indicator on")
        let app = DelegateRecorder()
        hosted.collectionView.delegate = app
        hosted.collectionView.contentOffset.x += 50
        #expect(app.calls.contains("scrollViewDidScroll"), "the app's delegate did not hear the scroll: \(app.calls)")
        #expect(!hosted.controller.isInChargeNow, "the controller still thinks it is in charge")
        // Autoscroll is the controller's: it must not move a collection view it no longer drives.
        let offset = hosted.collectionView.contentOffset
        hosted.controller.autoscrollSpeed = 1
        hosted.advance(by: 2)
        #expect(
            hosted.collectionView.contentOffset == offset,
            "the controller moved the content offset from \(offset) to \(hosted.collectionView.contentOffset) after handing over"
        )
        #expect(
            hosted.collectionView.showsHorizontalScrollIndicator,
            "the app's scroll indicator (on) was not given back when the app's delegate took over")
        #expect(hosted.collectionView.delegate === app, "the controller took the delegate back")
    }

    @Test("a forwarding proxy in front of the controller keeps the carousel in charge", .tags(.uikit))
    func forwardingProxyKeepsCharge() {
        // Contract: the Objective-C runtime sends a message the receiver does not implement to
        // forwardingTarget(for:), and UIScrollView asks responds(to:) when its delegate is set;
        // a proxy that answers both from the controller brings it every call (RxCocoa's shape).
        // Platform-only: an Objective-C forwarding proxy as UICollectionView.delegate.
        let hosted = HostedUIKitCarousel(items: 12)
        defer { hosted.close() }
        let proxy = ForwardingProxy(target: hosted.controller)
        hosted.collectionView.delegate = proxy
        #expect(hosted.controller.isInChargeNow, "behind a forwarding proxy the controller lost charge")
        hosted.controller.autoscrollSpeed = 1
        hosted.advance(by: 2)
        #expect(
            abs(hosted.layout.liveScrollOffset - 2) < 0.05,
            "autoscroll behind a proxy moved to \(hosted.layout.liveScrollOffset), want 2")
        #expect(
            !hosted.collectionView.showsHorizontalScrollIndicator, "the proxy made the carousel give back indicators")
        hosted.controller.autoscrollSpeed = 0
        hosted.controller.scrollToItem(at: path(7), animated: true)
        hosted.advance(by: 3)
        #expect(hosted.layout.currentIndexPath == path(7), "behind a proxy, scrollToItem landed elsewhere")
        #expect(hosted.collectionView.delegate === proxy, "the controller displaced the proxy")
        withExtendedLifetime(proxy) {}
    }

    @Test(
        "after the app's delegate is deallocated, delegate calls find a target and responds(to:) agrees", .tags(.uikit))
    func deallocatedAppDelegate() {
        // Contract: UIScrollView caches which optional methods its delegate responds to when the
        // delegate is set (refreshed only by setting it again), and the runtime raises "unrecognized
        // selector" for a message neither implemented nor forwarded.
        // Platform-only: responds(to:) and forwardingTarget(for:) of the Objective-C runtime.
        let hosted = HostedUIKitCarousel(items: 12)
        defer { hosted.close() }
        let zoom = #selector(UIScrollViewDelegate.scrollViewDidZoom(_:))
        let contextMenu = #selector(UIScrollViewDelegate.scrollViewWillBeginZooming(_:with:))
        weak var gone: ZoomingDelegate?
        // A forwarded message may leave the delegate in the autorelease pool: drain it here.
        autoreleasepool {
            let app = ZoomingDelegate()
            gone = app
            hosted.controller.delegate = app
            #expect(hosted.controller.responds(to: zoom), "forwarding to a live delegate: responds(to:) is false")
            #expect(hosted.collectionView.delegate?.responds(to: zoom) == true)
            hosted.collectionView.delegate?.scrollViewDidZoom?(hosted.collectionView)
            #expect(app.zooms == 1, "the live app delegate did not hear scrollViewDidZoom")
        }
        #expect(gone == nil, "the app's delegate is still alive: the test cannot check what follows")
        #expect(
            !hosted.controller.responds(to: zoom), "responds(to: scrollViewDidZoom) is true with nothing to forward to")
        #expect(!hosted.controller.responds(to: contextMenu), "responds(to: scrollViewWillBeginZooming) is true")
        #expect(hosted.controller.forwardingTarget(for: zoom) == nil, "a forwarding target for a gone delegate")
        #expect(hosted.collectionView.delegate === hosted.controller, "the controller is no longer the delegate")
        // The calls UIKit sends during a drag and scroll reach the controller itself.
        let cv = hosted.collectionView
        cv.delegate?.scrollViewWillBeginDragging?(cv)
        cv.delegate?.scrollViewDidScroll?(cv)
        var target = cv.contentOffset
        cv.delegate?.scrollViewWillEndDragging?(cv, withVelocity: .zero, targetContentOffset: &target)
        cv.delegate?.scrollViewDidEndDragging?(cv, willDecelerate: false)
        cv.delegate?.scrollViewDidEndDecelerating?(cv)
        cv.delegate?.scrollViewDidZoom?(cv)
        hosted.advance(by: 1)
        #expect(hosted.controller.isAtRest, "a drag's calls without a delegate left the carousel moving")
        #expect(hosted.layout.currentIndexPath == path(0), "a drag that never moved changed the current item")
        #expect(hosted.controller.isInChargeNow)
    }

    @Test("UIKit's own selection of a side card centres it and reaches the app's delegate once", .tags(.uikit))
    func platformSelectionCentresAndForwardsOnce() {
        // Contract: UICollectionView sends collectionView(_:didSelectItemAt:) to its delegate once per
        // selection made by the user (keyboard, VoiceOver or touch), after shouldSelectItemAt allowed it.
        // Platform-only: UICollectionView's selection and its delegate's didSelectItemAt.
        let hosted = HostedUIKitCarousel(items: 12)
        defer { hosted.close() }
        let app = DelegateRecorder()
        hosted.controller.delegate = app
        let cv = hosted.collectionView
        #expect(cv.delegate?.collectionView?(cv, shouldSelectItemAt: path(2)) == true, "selection of card 2 refused")
        cv.selectItem(at: path(2), animated: false, scrollPosition: [])
        cv.delegate?.collectionView?(cv, didSelectItemAt: path(2))
        hosted.advance(by: 1)
        #expect(
            hosted.layout.currentIndexPath == path(2),
            "selecting card 2 left the carousel on \(String(describing: hosted.layout.currentIndexPath))")
        let selections = app.calls.filter { $0.hasPrefix("didSelectItemAt") }
        #expect(selections == ["didSelectItemAt 2"], "the app's delegate heard \(selections)")
    }

    @Test("a second controller saves the app's scroll-view settings and leaves one set of recognizers", .tags(.uikit))
    func secondController() {
        // Contract: UIScrollView keeps showsHorizontalScrollIndicator / showsVerticalScrollIndicator
        // as last set, and every gesture recognizer in gestureRecognizers receives touches.
        // Platform-only: UIScrollView's gesture recognizers and delegate with a second controller.
        let hosted = HostedUIKitCarousel(items: 12)
        defer { hosted.close() }
        let recognizersWithOne = hosted.collectionView.gestureRecognizers?.count ?? 0
        #expect(!hosted.collectionView.showsHorizontalScrollIndicator, "the first controller left indicators on")
        let second = CarouselController(
            collectionView: hosted.collectionView, clock: .manual(at: hosted.controller.manualClock ?? 0))
        hosted.collectionView.layoutIfNeeded()
        #expect(hosted.collectionView.delegate === second, "the second controller is not the delegate")
        #expect(
            (hosted.collectionView.gestureRecognizers?.count ?? 0) == recognizersWithOne,
            "recognizers: \(recognizersWithOne) with one controller, \(hosted.collectionView.gestureRecognizers?.count ?? 0) with two"
        )
        // The second one drives.
        second.autoscrollSpeed = 1
        second.advanceManualClock(to: (second.manualClock ?? 0) + 2)
        hosted.collectionView.layoutIfNeeded()
        #expect(
            abs(hosted.layout.liveScrollOffset - 2) < 0.05,
            "the second controller's autoscroll: \(hosted.layout.liveScrollOffset)")
        second.autoscrollSpeed = 0
        // The first one no longer does.
        let offset = hosted.collectionView.contentOffset
        hosted.controller.autoscrollSpeed = 1
        hosted.advance(by: 2)
        #expect(hosted.collectionView.contentOffset == offset, "the retired controller still moves the carousel")
        // Handing over to the app's delegate gives back the app's settings, not the first
        // controller's carousel settings.
        let app = DelegateRecorder()
        hosted.collectionView.delegate = app
        // The hand-over is carried out at the controller's next call.
        second.stopScrolling()
        hosted.collectionView.layoutIfNeeded()
        #expect(
            hosted.collectionView.showsHorizontalScrollIndicator && hosted.collectionView.showsVerticalScrollIndicator,
            "after the hand-over the indicators are (\(hosted.collectionView.showsHorizontalScrollIndicator), \(hosted.collectionView.showsVerticalScrollIndicator)); the app had them on"
        )
        withExtendedLifetime(app) {}
    }
}

/// A delegate proxy as RxCocoa builds one: it implements nothing itself, answers responds(to:) by
/// asking its target, and forwards every message there.
@MainActor
final class ForwardingProxy: NSObject, UICollectionViewDelegate {
    nonisolated(unsafe) let target: NSObject

    init(target: NSObject) {
        self.target = target
        super.init()
    }

    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || target.responds(to: aSelector)
    }

    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        target.responds(to: aSelector) ? target : super.forwardingTarget(for: aSelector)
    }
}

/// An app delegate that implements a scroll-view method the controller does not.
@MainActor
final class ZoomingDelegate: NSObject, UICollectionViewDelegate {
    var zooms = 0
    func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
}
#endif
