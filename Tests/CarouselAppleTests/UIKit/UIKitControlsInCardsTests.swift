#if canImport(UIKit)
import UIKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselUIKit

/// Controls and scrolling content inside cards: the collection view's content touches while the
/// carousel is in charge, and touches that moved something inside a card. (tvOS has no slider,
/// and its remote's touches are indirect: the slider test is iOS's.)
@MainActor
@Suite("UIKit: controls and scrolling content in cards")
struct UIKitControlsInCardsTests {
    #if os(iOS)
    /// The tag of the slider ``withSliders()`` puts on every card.
    static let sliderTag = 41

    /// A linear carousel whose every card holds a 160 × 30 pt slider and a 60 × 30 pt button.
    static func withSliders() -> HostedUIKitCarousel {
        HostedUIKitCarousel(LayoutSettings(type: .linear), items: 12) { cell, _ in
            guard cell.contentView.viewWithTag(sliderTag) == nil else { return }
            let slider = UISlider(frame: CGRect(x: 20, y: 60, width: 160, height: 30))
            slider.tag = sliderTag
            cell.contentView.addSubview(slider)
            let button = UIButton(type: .system)
            button.tag = sliderTag + 1
            button.frame = CGRect(x: 70, y: 120, width: 60, height: 30)
            cell.contentView.addSubview(button)
        }
    }

    @Test(
        "a drag that begins on a card's button still scrolls: the carousel leaves content touches delayed",
        .tags(.uikit))
    func buttonDragScrolls() throws {
        // Contract: UIScrollView.delaysContentTouches (default true) holds a touch back from the
        // content until the scroll view knows it is not a drag, so a swipe that begins on a button
        // pans the scroll view; with it off, touchesShouldCancel(in:) "returns false if view is a
        // UIControl" by default and "the scroll view does not scroll". The carousel must leave it on.
        let hosted = Self.withSliders()
        let collectionView = hosted.collectionView
        #expect(collectionView.delaysContentTouches, "content touches are no longer delayed under the carousel")
        #expect(collectionView.canCancelContentTouches)
        let cell = try #require(hosted.visibleCellsByItem[0], "no cell for the current card")
        let slider = try #require(cell.contentView.viewWithTag(Self.sliderTag))
        let button = try #require(cell.contentView.viewWithTag(Self.sliderTag + 1))
        // The documented defaults the UIKit article states for apps that turn the delay off.
        #expect(!collectionView.touchesShouldCancel(in: slider))
        #expect(!collectionView.touchesShouldCancel(in: button))
        #expect(collectionView.touchesShouldCancel(in: cell.contentView), "a drag on the card itself would not scroll")
    }
    #endif

    @Test("an app's delaysContentTouches stands while the carousel is in charge and after it hands over", .tags(.uikit))
    func delaysContentTouchesIsTheApps() {
        // Contract: the controller gives the scroll view's settings back when another delegate
        // takes over (ScrollViewSettings.handedBack), keeping what the app set meanwhile.
        let hosted = HostedUIKitCarousel(items: 12)
        hosted.collectionView.delaysContentTouches = false
        hosted.advance(by: 0.1)
        #expect(!hosted.collectionView.delaysContentTouches, "the carousel overwrote the app's delaysContentTouches")
        let app = DelegateRecorder()
        hosted.collectionView.delegate = app
        hosted.advance(by: 0.1)
        hosted.controller.stopScrolling()
        #expect(
            !hosted.controller.isInChargeNow, "the controller is still in charge after the app's delegate took over")
        #expect(!hosted.collectionView.delaysContentTouches, "the app's delaysContentTouches was not kept on hand-back")
        withExtendedLifetime(app) {}
    }

    @Test("a touch that scrolled something inside a card selects nothing; a still one selects the card", .tags(.uikit))
    func movedTouchIsNotATap() throws {
        // Contract: the controller's touch recognizer reports the first finger's touchesMoved
        // (UIKit keeps one UITouch object per finger for the whole sequence) as
        // InteractionInput.touchMoved; here the test feeds the same inputs the recognizer would.
        let hosted = HostedUIKitCarousel(LayoutSettings(type: .linear), items: 12)
        hosted.controller.scrollToItem(at: path(5), animated: false)
        hosted.advance(by: 0.1)
        let origin = hosted.collectionView.bounds.origin
        let drawn = try #require(hosted.drawnCentre(ofItem: 6))
        let down = Point2D(x: Double(drawn.x - origin.x), y: Double(drawn.y - origin.y))
        // A table in card 6 scrolled under the finger: 60 pt down, then lifted.
        hosted.controller.feed(.touchDown(down))
        hosted.controller.feed(.touchMoved(Point2D(x: down.x, y: down.y + 30)))
        hosted.controller.feed(.touchMoved(Point2D(x: down.x, y: down.y + 60)))
        hosted.controller.feed(.touchEnded)
        hosted.advance(by: 1)
        #expect(
            hosted.collectionView.indexPathsForSelectedItems?.isEmpty ?? true,
            "the card under a scrolled table was selected: \(hosted.collectionView.indexPathsForSelectedItems ?? [])")
        #expect(hosted.layout.currentIndexPath == path(5), "the carousel moved to the card under a scrolled table")
        // The same touch without the move is a tap: card 6 is selected and centred.
        hosted.controller.feed(.touchDown(down))
        hosted.controller.feed(.touchMoved(Point2D(x: down.x + 3, y: down.y + 4)))
        hosted.controller.feed(.touchEnded)
        hosted.advance(by: 1)
        #expect(hosted.collectionView.indexPathsForSelectedItems == [path(6)])
        #expect(hosted.layout.currentIndexPath == path(6))
    }
}
#endif
