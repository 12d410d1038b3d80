#if canImport(UIKit)
import UIKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselUIKit

/// Controls and scrolling content inside cards: the collection view's content-touch delay, which
/// the carousel leaves to the app, and touches that moved something inside a card.
@MainActor
@Suite("UIKit: controls and scrolling content in cards", .serialized, suiteTimeLimit)
struct UIKitControlsInCardsTests {
    @Test(
        "the carousel leaves delaysContentTouches as the app set it: on taking charge, on handing over, and back",
        .tags(.uikit), arguments: [true, false])
    func delaysContentTouchesIsTheApps(appValue: Bool) throws {
        // Contract: UIScrollView.delaysContentTouches keeps the value last set; the controller reads
        // the scroll view's settings when it takes charge, writes its own set (every field, this one
        // included) and, when another layout takes over, writes back what it found, except each
        // field the app changed meanwhile (ScrollViewSettings.handedBack).
        // Platform-only: UIScrollView.delaysContentTouches and the scroll-view settings the controller takes and hands
        // back.
        let hosted = HostedUIKitCarousel(items: 12, beforeController: { $0.delaysContentTouches = appValue })
        defer { hosted.close() }
        let collectionView = hosted.collectionView
        // The controller wrote its settings: the indicators it turns off show it.
        try #require(
            !collectionView.showsHorizontalScrollIndicator && !collectionView.showsVerticalScrollIndicator,
            "the controller did not apply its scroll-view settings")
        #expect(
            collectionView.delaysContentTouches == appValue,
            "the carousel set delaysContentTouches to \(collectionView.delaysContentTouches); the app had \(appValue)")
        // The app changes its mind while the carousel is in charge; the grid takes over.
        collectionView.delaysContentTouches = !appValue
        let grid = UICollectionViewFlowLayout()
        grid.itemSize = CGSize(width: 150, height: 150)
        collectionView.setGridLayout(grid, animated: false)
        collectionView.layoutIfNeeded()
        hosted.advance(by: 0.1)
        try #require(
            collectionView.showsHorizontalScrollIndicator && collectionView.showsVerticalScrollIndicator,
            "the controller did not hand the scroll view's settings back to the grid")
        #expect(
            collectionView.delaysContentTouches == !appValue,
            "handing over wrote delaysContentTouches \(collectionView.delaysContentTouches); the app set \(!appValue) meanwhile"
        )
        // Back in the carousel: the controller takes charge again and still leaves it.
        collectionView.setCarouselLayout(hosted.layout, animated: false)
        collectionView.layoutIfNeeded()
        hosted.advance(by: 0.1)
        try #require(!collectionView.showsHorizontalScrollIndicator, "the controller did not take charge again")
        #expect(collectionView.delaysContentTouches == !appValue, "taking charge again changed delaysContentTouches")
    }

    @Test("a touch that scrolled something inside a card selects nothing; a still one selects the card", .tags(.uikit))
    func movedTouchIsNotATap() throws {
        // Contract: the controller's touch recognizer reports the first finger's touchesMoved
        // (UIKit keeps one UITouch object per finger for the whole sequence) as
        // InteractionInput.touchMoved; here the test feeds the same inputs the recognizer would.
        // Platform-only: UICollectionView's selection (indexPathsForSelectedItems) made by the controller.
        let hosted = HostedUIKitCarousel(LayoutSettings(type: .linear), items: 12)
        defer { hosted.close() }
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
