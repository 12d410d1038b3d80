#if canImport(UIKit)
import UIKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselUIKit

/// Context menus on overlapping Cover Flow cards: the app's delegate is asked about the card drawn
/// under the finger, and the menu's preview shows that card.
@MainActor
@Suite("UIKit: context menus name the card drawn on top")
struct UIKitContextMenuTests {
    /// An app delegate that records which items it was asked a menu for.
    @available(iOS 16.0, tvOS 17.0, *)
    final class MenuDelegate: NSObject, UICollectionViewDelegate {
        var asked: [[IndexPath]] = []
        let configuration = UIContextMenuConfiguration(identifier: nil, previewProvider: nil, actionProvider: nil)

        func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
            point: CGPoint
        ) -> UIContextMenuConfiguration? {
            asked.append(indexPaths)
            return configuration
        }
    }

    /// A Cover Flow carousel on item 5 and a point where a side card is drawn on top inside the
    /// current card's frame (where UIKit's frames name the wrong card), with that side card.
    static func sideCardInsideCentreFrame() throws -> (HostedUIKitCarousel, CGPoint, IndexPath) {
        let hosted = HostedUIKitCarousel(LayoutSettings(type: .coverFlow), items: 12)
        hosted.controller.scrollToItem(at: path(5), animated: false)
        hosted.advance(by: 0.1)
        let frame = try #require(hosted.layout.layoutAttributesForItem(at: path(5))?.frame)
        let bounds = hosted.collectionView.bounds
        let found = stride(from: bounds.minX + 2, to: bounds.maxX, by: 4).lazy.compactMap {
            x -> (CGPoint, IndexPath)? in
            let point = CGPoint(x: x, y: hosted.carouselCentre.y)
            guard let top = hosted.layout.indexPathForTopmostItem(at: point), top != path(5) else { return nil }
            return frame.contains(point) ? (point, top) : nil
        }.first
        let (point, top) = try #require(found, "no side card drawn on top inside the current card's frame \(frame)")
        return (hosted, point, top)
    }

    @available(iOS 16.0, tvOS 17.0, *)
    @Test("the app's delegate is asked for the menu of the card drawn on top, not UIKit's frame answer", .tags(.uikit))
    func menuForTopCard() throws {
        // Contract: UICollectionView asks its delegate's
        // collectionView(_:contextMenuConfigurationForItemsAt:point:) (iOS 16, tvOS 17) with the
        // index paths it finds at the point (an empty array between items) and the point in the
        // collection view's coordinates; the CarouselController is the collection view's delegate.
        let (hosted, point, top) = try Self.sideCardInsideCentreFrame()
        let app = MenuDelegate()
        hosted.controller.delegate = app
        let collectionView = hosted.collectionView
        let uikit = collectionView.indexPathForItem(at: point).map { [$0] } ?? []
        let delegate = try #require(collectionView.delegate, "the collection view has no delegate")
        let configuration = delegate.collectionView?(
            collectionView, contextMenuConfigurationForItemsAt: uikit, point: point)
        #expect(configuration === app.configuration, "the app's configuration was not passed back")
        #expect(app.asked == [[top]], "asked for \(app.asked), UIKit named \(uikit); card \(top.item) is drawn on top")

        // Its highlight preview shows that card's cell, whatever index path UIKit gives.
        let uikitPath = uikit.first ?? path(5)
        let preview = delegate.collectionView?(
            collectionView, contextMenuConfiguration: app.configuration, highlightPreviewForItemAt: uikitPath)
        let cell = try #require(collectionView.cellForItem(at: top), "no cell for card \(top.item)")
        #expect(preview?.view === cell, "the preview shows \(String(describing: preview?.view)), not card \(top.item)")

        // Outside every card: no item.
        app.asked = []
        let empty = CGPoint(x: hosted.collectionView.bounds.minX + 1, y: hosted.collectionView.bounds.minY + 1)
        if hosted.layout.indexPathForTopmostItem(at: empty) == nil {
            _ = delegate.collectionView?(collectionView, contextMenuConfigurationForItemsAt: [path(5)], point: empty)
            #expect(app.asked == [[]], "a menu in empty space was asked for \(app.asked)")
        }
    }
}
#endif
