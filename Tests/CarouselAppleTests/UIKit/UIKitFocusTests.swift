#if canImport(UIKit)
import UIKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselUIKit

#if os(tvOS)
/// The Siri Remote's focus on tvOS: which cards may take focus, where focus enters, and focus
/// following the carousel.
@MainActor
@Suite("UIKit: tvOS focus", .serialized, suiteTimeLimit)
struct UIKitFocusTests {
    static func carouselOnItem3() -> HostedUIKitCarousel {
        let hosted = HostedUIKitCarousel(items: 12)
        hosted.controller.scrollToItem(at: path(3), animated: false)
        hosted.advance(by: 0.1)
        return hosted
    }

    @Test("only the centred card may take focus, and focus enters on it", .tags(.uikit))
    func focusableItems() {
        // Contract: the focus engine asks UICollectionViewDelegate.collectionView(_:canFocusItemAt:)
        // before focusing a cell, and indexPathForPreferredFocusedView(in:) where focus enters
        // (remembersLastFocusedIndexPath off).
        // Platform-only: UICollectionViewDelegate's focus answers (canFocusItemAt, indexPathForPreferredFocusedView).
        let hosted = Self.carouselOnItem3()
        defer { hosted.close() }
        let cv = hosted.collectionView
        let controller = hosted.controller
        #expect(controller.collectionView(cv, canFocusItemAt: path(3)), "the centred card cannot take focus")
        for item in [0, 1, 2, 4, 5, 11] {
            #expect(
                !controller.collectionView(cv, canFocusItemAt: path(item)), "card \(item), not centred, can take focus")
        }
        #expect(controller.indexPathForPreferredFocusedView(in: cv) == path(3), "focus would enter elsewhere")
        #expect(
            !cv.remembersLastFocusedIndexPath, "remembersLastFocusedIndexPath is on: focus would return to a stale card"
        )
    }

    @Test(
        "while the carousel holds focus its neighbours may take focus, so the remote has a card each way", .tags(.uikit)
    )
    func neighboursWhileHoldingFocus() {
        // Contract: the focus engine moves only to items collectionView(_:canFocusItemAt:) allows,
        // searching geometrically in the swipe's direction.
        // Platform-only: UICollectionViewDelegate's focus answers while the carousel holds focus.
        let hosted = Self.carouselOnItem3()
        defer { hosted.close() }
        let cv = hosted.collectionView
        hosted.controller.feed(.focusChanged(item: 3))
        #expect(hosted.controller.driver.engine.holdsFocus, "the driver did not take the focus input")
        #expect(hosted.controller.collectionView(cv, canFocusItemAt: path(2)), "left neighbour not focusable")
        #expect(hosted.controller.collectionView(cv, canFocusItemAt: path(4)), "right neighbour not focusable")
        #expect(!hosted.controller.collectionView(cv, canFocusItemAt: path(6)), "a far card is focusable")
        // A swipe right (the input shouldUpdateFocusIn feeds) turns the carousel one item.
        hosted.controller.feed(.focusMove(.right))
        hosted.advance(by: 1)
        #expect(
            hosted.layout.currentIndexPath == path(4),
            "a focus move right left the carousel on \(String(describing: hosted.layout.currentIndexPath))")
        #expect(
            hosted.controller.indexPathForPreferredFocusedView(in: cv) == path(4), "focus would not follow to item 4")
    }

    @Test("the focus engine focuses the centred card, and focus follows the carousel when it rests", .tags(.uikit))
    func realFocusFollowsTheCarousel() async throws {
        // Contract: after setNeedsFocusUpdate() and updateFocusIfNeeded() on a key window, the focus
        // system focuses the preferred focus environment (the root view controller's view, then the
        // collection view's indexPathForPreferredFocusedView(in:) among canFocusItemAt's cells) and
        // reports it as UIFocusSystem.focusedItem.
        // Platform-only: the UIKit focus engine in a key window.
        guard #available(tvOS 15.0, *) else { return }  // UIFocusSystem.focusSystem(for:)
        let hosted = Self.carouselOnItem3()
        defer { hosted.close() }
        hosted.window.makeKeyAndVisible()
        hosted.collectionView.setNeedsFocusUpdate()
        hosted.collectionView.updateFocusIfNeeded()
        let system = try #require(
            UIFocusSystem.focusSystem(for: hosted.window),
            "no focus system for the test's standalone window: the focus engine cannot be tested here")
        let focused = system.focusedItem
        #expect(
            focused === hosted.visibleCellsByItem[3],
            "focus went to \(String(describing: focused)), not card 3's cell")
        #expect(hosted.controller.driver.engine.holdsFocus, "didUpdateFocusIn did not tell the carousel it holds focus")
        // The remote's swipe right, as shouldUpdateFocusIn feeds it, then the motion comes to rest.
        hosted.controller.feed(.focusMove(.right))
        hosted.advance(by: 1)
        #expect(hosted.layout.currentIndexPath == path(4))
        // Focus follows on the next turn of the main queue (the controller asks for a focus update
        // there, outside the engine's answer); this block runs after it.
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        #expect(
            system.focusedItem === hosted.visibleCellsByItem[4],
            "after the carousel turned to card 4, focus is on \(String(describing: system.focusedItem))")
    }
}
#endif
#endif
