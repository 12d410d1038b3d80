#if canImport(UIKit)
import UIKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselUIKit

/// `collectionView(_:performPrimaryActionForItemAt:)` (the Siri Remote's Select on tvOS, a tap on
/// iOS): it reaches the app's delegate for the focused centred card; for a card UIKit named that
/// the carousel did not, it goes where the controller documents (the card the carousel's tap
/// selected, or nowhere while the carousel owns the touch's selection and selected none).
@MainActor
@Suite("UIKit: the primary action", .serialized, suiteTimeLimit)
struct UIKitPrimaryActionTests {
    #if os(tvOS)
    @Test("the remote's Select on the focused centred card reaches the app's delegate for that card", .tags(.uikit))
    func selectOnTheFocusedCentredCard() throws {
        // Platform-only: the focus system and the remote's primary action exist only on tvOS's UIKit.
        // Contract: after setNeedsFocusUpdate() and updateFocusIfNeeded() on a key window the focus
        // system focuses the preferred cell (indexPathForPreferredFocusedView(in:) among
        // canFocusItemAt's); the remote's Select on a focused cell makes UICollectionView send its
        // delegate collectionView(_:performPrimaryActionForItemAt:) for that cell's index path
        // (tvOS 16). The Select press itself cannot be made in a test: that call is made directly.
        guard #available(tvOS 16.0, *) else { return }
        let hosted = HostedUIKitCarousel(items: 12)
        defer {
            hosted.window.isHidden = true
            hosted.window.rootViewController = nil
        }
        let app = PrimaryActionRecorder()
        hosted.controller.delegate = app
        hosted.controller.scrollToItem(at: path(3), animated: false)
        hosted.advance(by: 0.5)
        hosted.window.makeKeyAndVisible()
        let cv = hosted.collectionView
        cv.setNeedsFocusUpdate()
        cv.updateFocusIfNeeded()
        let system = try #require(UIFocusSystem.focusSystem(for: hosted.window), "no focus system for the window")
        let focused = try #require(
            system.focusedItem as? UICollectionViewCell,
            "focus is on \(String(describing: system.focusedItem)), not a cell")
        let focusedPath = try #require(cv.indexPath(for: focused))
        try #require(focusedPath == path(3), "the focus system focused \(focusedPath), not the centred card 3")
        cv.delegate?.collectionView?(cv, performPrimaryActionForItemAt: focusedPath)
        #expect(app.primaryActions == [path(3)], "the app's delegate heard primary actions for \(app.primaryActions)")
    }

    @Test(
        "with focus on a side card (focusBehavior .visibleItems), Select's primary action goes to the card UIKit named",
        .tags(.uikit))
    func selectOnAFocusedSideCard() throws {
        // Platform-only: the focus system and the remote's primary action exist only on tvOS's UIKit.
        // Contract: the remote's Select on a focused cell makes UICollectionView send
        // collectionView(_:performPrimaryActionForItemAt:) for that cell (tvOS 16); no touch is
        // involved, so the controller's topmost-card rule does not apply (ItemChoice.platform).
        guard #available(tvOS 16.0, *) else { return }
        let hosted = HostedUIKitCarousel(items: 12)
        defer {
            hosted.window.isHidden = true
            hosted.window.rootViewController = nil
        }
        let app = PrimaryActionRecorder()
        hosted.controller.delegate = app
        hosted.controller.focusBehavior = .visibleItems
        hosted.controller.centersFocusedItem = false
        hosted.controller.scrollToItem(at: path(3), animated: false)
        hosted.advance(by: 0.5)
        let cv = hosted.collectionView
        #expect(cv.delegate?.collectionView?(cv, canFocusItemAt: path(4)) == true, "side card 4 cannot take focus")
        // Focus moves to card 4, as didUpdateFocusIn reports it.
        hosted.controller.feed(.focusChanged(item: 4))
        hosted.advance(by: 0.5)
        #expect(hosted.layout.currentIndexPath == path(3), "focus on card 4 moved the carousel")
        cv.delegate?.collectionView?(cv, performPrimaryActionForItemAt: path(4))
        #expect(app.primaryActions == [path(4)], "the app's delegate heard primary actions for \(app.primaryActions)")
    }
    #endif

    #if os(iOS)
    @Test(
        "after a tap the carousel took, UIKit's primary action for the cell it hit-tested goes to the card on top",
        .tags(.uikit))
    func primaryActionRedirectedToTheTappedCard() throws {
        // Platform-only: the primary action is UIKit's delegate call; the simulated host has none.
        // Contract: UICollectionView sends collectionView(_:performPrimaryActionForItemAt:) after a
        // tap on a cell (iOS 16), for the cell its own hit test found, which may be a card drawn
        // behind another. UIKit cannot make a UITouch: the touch is fed to the core, and the
        // primary action is called directly as UIKit would.
        guard #available(iOS 16.0, *) else { return }
        let hosted = HostedUIKitCarousel(items: 12)
        defer {
            hosted.window.isHidden = true
            hosted.window.rootViewController = nil
        }
        let app = PrimaryActionRecorder()
        hosted.controller.delegate = app
        hosted.controller.scrollToItem(at: path(3), animated: false)
        hosted.advance(by: 0.5)
        let cv = hosted.collectionView
        // 200 points right of the middle of a linear carousel of 200-point cards: card 4.
        let point = CGPoint(x: cv.bounds.width / 2 + 200, y: cv.bounds.height / 2)
        let contentPoint = CGPoint(x: point.x + cv.bounds.minX, y: point.y + cv.bounds.minY)
        let onTop = try #require(hosted.layout.indexPathForTopmostItem(at: contentPoint), "no card at \(point)")
        try #require(onTop == path(4), "the card on top 200 points right of the middle is \(onTop), not 4")
        hosted.controller.feed(.touchDown(Point2D(x: Double(point.x), y: Double(point.y))))
        hosted.controller.feed(.touchEnded)
        cv.delegate?.collectionView?(cv, performPrimaryActionForItemAt: path(5))
        #expect(app.primaryActions == [path(4)], "the app's delegate heard primary actions for \(app.primaryActions)")
    }

    @Test(
        "a tap on no card leaves UIKit's primary action unsent; once the tap is over, UIKit's own goes through",
        .tags(.uikit))
    func primaryActionRefusedAfterATapOnNoCard() throws {
        // Platform-only: the primary action is UIKit's delegate call; the simulated host has none.
        // Contract: UICollectionView sends collectionView(_:performPrimaryActionForItemAt:) for the
        // cell its own hit test found (iOS 16), whatever the carousel's tap selected. UIKit cannot
        // make a UITouch: the touch is fed to the core, and the call is made directly.
        guard #available(iOS 16.0, *) else { return }
        let hosted = HostedUIKitCarousel(items: 12)
        defer {
            hosted.window.isHidden = true
            hosted.window.rootViewController = nil
        }
        let app = PrimaryActionRecorder()
        hosted.controller.delegate = app
        hosted.advance(by: 0.5)
        let cv = hosted.collectionView
        // Left of card 0 (centred) there is no card.
        let point = CGPoint(x: 60, y: cv.bounds.height / 2)
        let contentPoint = CGPoint(x: point.x + cv.bounds.minX, y: point.y + cv.bounds.minY)
        try #require(
            hosted.layout.indexPathForTopmostItem(at: contentPoint) == nil, "a card is drawn at \(point): not empty")
        hosted.controller.feed(.touchDown(Point2D(x: Double(point.x), y: Double(point.y))))
        hosted.controller.feed(.touchEnded)
        cv.delegate?.collectionView?(cv, performPrimaryActionForItemAt: path(0))
        #expect(app.primaryActions.isEmpty, "a tap on no card sent the primary action for \(app.primaryActions)")
        // The tap's window is over: a primary action UIKit sends now (a keyboard's, say) is the app's.
        hosted.advance(by: 1)
        cv.delegate?.collectionView?(cv, performPrimaryActionForItemAt: path(0))
        #expect(app.primaryActions == [path(0)], "after the tap, UIKit's primary action reached \(app.primaryActions)")
    }
    #endif
}

/// An app's delegate that records the primary actions it hears.
@MainActor
final class PrimaryActionRecorder: NSObject, UICollectionViewDelegate {
    private(set) var primaryActions: [IndexPath] = []

    @available(iOS 16.0, tvOS 16.0, *)
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        primaryActions.append(indexPath)
    }
}
#endif
