#if canImport(UIKit)
import UIKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselUIKit

/// Context menus where Cover Flow's cards' frames overlap: the app's delegate is asked about the
/// card drawn under the finger, and the menu's preview shows that card.
@MainActor
@Suite("UIKit: context menus name the card drawn on top", .serialized, suiteTimeLimit)
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

    /// A Cover Flow carousel on item 5 and a point where two cards' frames overlap (as UIKit's
    /// collection view reports them), with the card drawn on top there and the other card.
    static func overlappingFrames() throws -> (HostedUIKitCarousel, CGPoint, top: IndexPath, behind: IndexPath) {
        let hosted = HostedUIKitCarousel(LayoutSettings(type: .coverFlow), items: 12)
        hosted.controller.scrollToItem(at: path(5), animated: false)
        hosted.advance(by: 0.1)
        let collectionView = hosted.collectionView
        let frames = (0..<12).compactMap { item in
            collectionView.layoutAttributesForItem(at: path(item)).map { (path(item), $0.frame) }
        }
        let bounds = collectionView.bounds
        let found = stride(from: bounds.minX + 2, to: bounds.maxX, by: 4).lazy.compactMap {
            x -> (CGPoint, IndexPath, IndexPath)? in
            let point = CGPoint(x: x, y: hosted.carouselCentre.y)
            guard let top = hosted.layout.indexPathForTopmostItem(at: point) else { return nil }
            let holding = frames.filter { $0.1.contains(point) }.map(\.0)
            guard holding.contains(top), let behind = holding.first(where: { $0 != top }) else { return nil }
            return (point, top, behind)
        }.first
        let (point, top, behind) = try #require(
            found, "no point on the midline where two cards' frames overlap: Cover Flow's side cards should")
        return (hosted, point, top, behind)
    }

    @available(iOS 16.0, tvOS 17.0, *)
    @Test(
        "where frames overlap, the app's delegate is asked for the menu of the card drawn on top, whichever card UIKit names",
        .tags(.uikit))
    func menuForTopCard() throws {
        // Contract: UICollectionView asks its delegate's
        // collectionView(_:contextMenuConfigurationForItemsAt:point:) (iOS 16, tvOS 17) with the
        // index paths it finds at the point (an empty array between items) and the point in the
        // collection view's coordinates; which of two overlapping frames it names is not
        // documented. The CarouselController is the collection view's delegate.
        // Platform-only: UICollectionViewDelegate's context-menu calls, UIContextMenuConfiguration and
        // UITargetedPreview.
        let (hosted, point, top, behind) = try Self.overlappingFrames()
        defer { hosted.close() }
        let app = MenuDelegate()
        hosted.controller.delegate = app
        let collectionView = hosted.collectionView
        let delegate = try #require(collectionView.delegate, "the collection view has no delegate")
        // UIKit's own answer at the point, then each answer UIKit could give there.
        let uikit = collectionView.indexPathForItem(at: point).map { [$0] } ?? []
        for named in [uikit, [top], [behind]] {
            app.asked = []
            let configuration = delegate.collectionView?(
                collectionView, contextMenuConfigurationForItemsAt: named, point: point)
            #expect(configuration === app.configuration, "the app's configuration was not passed back")
            #expect(
                app.asked == [[top]],
                "UIKit naming \(named) at \(point): the app was asked for \(app.asked); card \(top.item) is drawn on top"
            )
        }

        // Its highlight preview shows that card's cell, even for the index path of the card behind.
        _ = delegate.collectionView?(collectionView, contextMenuConfigurationForItemsAt: [behind], point: point)
        let preview = delegate.collectionView?(
            collectionView, contextMenuConfiguration: app.configuration, highlightPreviewForItemAt: behind)
        let cell = try #require(collectionView.cellForItem(at: top), "no cell for card \(top.item)")
        #expect(preview?.view === cell, "the preview shows \(String(describing: preview?.view)), not card \(top.item)")

        // Outside every card: no item, whatever index path UIKit passes.
        app.asked = []
        let empty = CGPoint(x: collectionView.bounds.minX + 1, y: collectionView.bounds.minY + 1)
        try #require(hosted.layout.indexPathForTopmostItem(at: empty) == nil, "a card is drawn at \(empty)")
        _ = delegate.collectionView?(collectionView, contextMenuConfigurationForItemsAt: [path(5)], point: empty)
        #expect(app.asked == [[]], "a menu in empty space was asked for \(app.asked)")
    }
}
#endif
