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
        "a slider in a card keeps its drag: content touches are not delayed while the carousel is in charge",
        .tags(.uikit))
    func sliderKeepsItsDrag() throws {
        // Contract: UIScrollView.delaysContentTouches (default true) holds a touch back from the
        // content until the scroll view knows it is not a drag, so a quick drag on a slider moved
        // the carousel instead; with it off, the control gets touchesBegan at once, and
        // touchesShouldCancel(in:) "returns false if view is a UIControl" by default, so the
        // scroll view stops its own drag and the control keeps the touch (canCancelContentTouches
        // stays on: a drag that begins on plain card content still scrolls the carousel).
        let hosted = Self.withSliders()
        let collectionView = hosted.collectionView
        #expect(!collectionView.delaysContentTouches, "content touches are delayed under the carousel")
        #expect(collectionView.canCancelContentTouches)
        let cell = try #require(hosted.visibleCellsByItem[0], "no cell for the current card")
        let slider = try #require(cell.contentView.viewWithTag(Self.sliderTag))
        let button = try #require(cell.contentView.viewWithTag(Self.sliderTag + 1))
        #expect(!collectionView.touchesShouldCancel(in: slider), "UIScrollView would take the slider's drag")
        #expect(collectionView.touchesShouldCancel(in: cell.contentView), "a drag on the card itself would not scroll")
        // The same documented default holds for a button: a drag that begins on it stays with it.
        #expect(!collectionView.touchesShouldCancel(in: button))
    }
    #endif

    @Test(
        "the collection view's delaysContentTouches is given back, and an app's change while in charge stands",
        .tags(.uikit))
    func delaysContentTouchesGivenBack() {
        // Contract: the controller gives the scroll view's settings back when another delegate
        // takes over (ScrollViewSettings.handedBack), as for allowsKeyboardScrolling.
        let hosted = HostedUIKitCarousel(items: 12)
        #expect(!hosted.collectionView.delaysContentTouches)
        let app = DelegateRecorder()
        hosted.collectionView.delegate = app
        hosted.advance(by: 0.1)
        hosted.controller.stopScrolling()
        #expect(
            !hosted.controller.isInChargeNow, "the controller is still in charge after the app's delegate took over")
        #expect(
            hosted.collectionView.delaysContentTouches, "delaysContentTouches (UIKit's default, on) was not given back")
        withExtendedLifetime(app) {}

        // An app that turns it back on while the carousel is in charge keeps its choice afterwards.
        let second = HostedUIKitCarousel(items: 12)
        second.collectionView.delaysContentTouches = true
        let other = DelegateRecorder()
        second.collectionView.delegate = other
        second.advance(by: 0.1)
        second.controller.stopScrolling()
        #expect(second.collectionView.delaysContentTouches)
        withExtendedLifetime(other) {}
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
