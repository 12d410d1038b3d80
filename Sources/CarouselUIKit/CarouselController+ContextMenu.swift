#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import CarouselCore

// Context menus name the card drawn under the finger.
//
// UIKit works out a menu's index paths from the cells' frames, which leave the 3D transforms
// out: where cards overlap, the frame it picks may be a card drawn behind (the order is not
// documented). While the carousel is in charge these calls ask your delegate about the card drawn
// on top at the point instead (the core's hit test, `PointedItems`), and the menu's previews show
// that card.

extension CarouselController {
    /// Asks your delegate for the menu of the card drawn on top at `point` (or, in the space
    /// between cards, of no item; a multiple selection that holds that card stands). A delegate
    /// that implements only the iOS 13 `collectionView(_:contextMenuConfigurationForItemAt:point:)`
    /// is asked that for the card. With another layout shown, UIKit's index paths go on unchanged.
    @available(iOS 16.0, tvOS 17.0, *)
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
        point: CGPoint
    ) -> UIContextMenuConfiguration? {
        let named = PointedItems.resolve(
            platform: indexPaths, topmost: layout?.indexPathForTopmostItem(at: point), isInCharge: isInChargeNow)
        menuItem = nil
        let configuration: UIContextMenuConfiguration?
        if let delegate, delegate.responds(to: Self.itemsMenuSelector) {
            configuration = delegate.collectionView?(
                collectionView, contextMenuConfigurationForItemsAt: named, point: point)
        } else if let delegate, delegate.responds(to: Self.itemMenuSelector), let item = named.first {
            configuration = unsafeBitCast(delegate, to: LegacyContextMenuDelegate.self)
                .collectionView(collectionView, contextMenuConfigurationForItemAt: item, point: point)
        } else {
            configuration = nil
        }
        if let configuration, let item = PointedItems.retargeted(named: named, platform: indexPaths) {
            menuItem = MenuItem(configuration: configuration, indexPath: item)
        }
        return configuration
    }

    /// The highlight preview of the card the menu is for: your delegate's for that card, else
    /// the card's cell (UIKit's own preview would show the cell its frames name).
    @available(iOS 16.0, tvOS 17.0, *)
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? {
        preview(for: configuration, at: indexPath, in: collectionView) { delegate, item in
            if delegate.responds(to: Self.highlightPreviewSelector) {
                return delegate.collectionView?(
                    collectionView, contextMenuConfiguration: configuration, highlightPreviewForItemAt: item)
            }
            guard delegate.responds(to: Self.legacyHighlightPreviewSelector) else { return nil }
            return unsafeBitCast(delegate, to: LegacyContextMenuDelegate.self)
                .collectionView(collectionView, previewForHighlightingContextMenuWithConfiguration: configuration)
        }
    }

    /// The dismissal preview of the card the menu is for, as the highlight preview.
    @available(iOS 16.0, tvOS 17.0, *)
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? {
        preview(for: configuration, at: indexPath, in: collectionView) { delegate, item in
            if delegate.responds(to: Self.dismissalPreviewSelector) {
                return delegate.collectionView?(
                    collectionView, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: item)
            }
            guard delegate.responds(to: Self.legacyDismissalPreviewSelector) else { return nil }
            return unsafeBitCast(delegate, to: LegacyContextMenuDelegate.self)
                .collectionView(collectionView, previewForDismissingContextMenuWithConfiguration: configuration)
        }
    }

    /// A preview for the menu `configuration`: for the card it was made for when that differs from
    /// UIKit's `indexPath`, your delegate's (`ask`) or that card's cell.
    @available(iOS 16.0, tvOS 17.0, *)
    private func preview(
        for configuration: UIContextMenuConfiguration, at indexPath: IndexPath, in collectionView: UICollectionView,
        ask: (UICollectionViewDelegate, IndexPath) -> UITargetedPreview?
    ) -> UITargetedPreview? {
        guard let menuItem, menuItem.configuration === configuration else {
            return delegate.flatMap { ask($0, indexPath) }
        }
        if let delegate, let answer = ask(delegate, menuItem.indexPath) { return answer }
        // The preview lifts from where the card is drawn, as it is drawn: the attributes' centre
        // (`ItemPlacement.centeredWhereDrawn`) and the flat part of its 3D transform.
        guard let cell = collectionView.cellForItem(at: menuItem.indexPath),
            let attributes = layout?.layoutAttributesForItem(at: menuItem.indexPath)
        else { return nil }
        let drawn = layout?.driver.drawnLinearMap(forItemAt: menuItem.indexPath) ?? .identity
        return UITargetedPreview(
            view: cell, parameters: UIPreviewParameters(),
            target: UIPreviewTarget(
                container: collectionView, center: attributes.center,
                transform: CGAffineTransform(
                    a: CGFloat(drawn.a), b: CGFloat(drawn.b), c: CGFloat(drawn.c), d: CGFloat(drawn.d), tx: 0, ty: 0)))
    }

    static let itemsMenuSelector = NSSelectorFromString(
        "collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:")
    static let itemMenuSelector = NSSelectorFromString(
        "collectionView:contextMenuConfigurationForItemAtIndexPath:point:")
    static let highlightPreviewSelector = NSSelectorFromString(
        "collectionView:contextMenuConfiguration:highlightPreviewForItemAtIndexPath:")
    static let dismissalPreviewSelector = NSSelectorFromString(
        "collectionView:contextMenuConfiguration:dismissalPreviewForItemAtIndexPath:")
    static let legacyHighlightPreviewSelector = NSSelectorFromString(
        "collectionView:previewForHighlightingContextMenuWithConfiguration:")
    static let legacyDismissalPreviewSelector = NSSelectorFromString(
        "collectionView:previewForDismissingContextMenuWithConfiguration:")
}

/// The card a context menu was made for, when it is not the one UIKit's frames name.
struct MenuItem {
    /// Weak: UIKit keeps the configuration while its menu is up, and the configuration's action
    /// provider often holds the app's view controller.
    weak var configuration: AnyObject?
    let indexPath: IndexPath
}

/// The iOS 13 menu calls (deprecated in iOS 16, which calls none of them once a delegate answers
/// their replacements, as the controller does), declared here so a delegate that implements only
/// them is still asked, without a deprecation warning.
@available(iOS 13.0, tvOS 17.0, *)
@objc private protocol LegacyContextMenuDelegate: NSObjectProtocol {
    @objc(collectionView:contextMenuConfigurationForItemAtIndexPath:point:)
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?

    @objc(collectionView:previewForHighlightingContextMenuWithConfiguration:)
    func collectionView(
        _ collectionView: UICollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?

    @objc(collectionView:previewForDismissingContextMenuWithConfiguration:)
    func collectionView(
        _ collectionView: UICollectionView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
}
#endif
