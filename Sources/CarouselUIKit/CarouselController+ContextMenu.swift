#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import CarouselCore

// Context menus name the card drawn under the finger.
//
// Every cell's frame sits at the carousel's centre (its 3D transform places it), so the index
// paths UIKit works out from frames name a card stacked there. While the carousel is in charge
// these calls ask your delegate about the card drawn on top at the point instead (the core's hit
// test, `PointedItems`), and the menu's previews show that card.

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
            configuration = unsafeBitCast(delegate, to: SingleItemContextMenuDelegate.self)
                .collectionView(collectionView, contextMenuConfigurationForItemAt: item, point: point)
        } else {
            configuration = nil
        }
        if let configuration, named.count == 1, named != indexPaths {
            menuItem = MenuItem(configuration: configuration, indexPath: named[0])
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
            delegate.collectionView?(
                collectionView, contextMenuConfiguration: configuration, highlightPreviewForItemAt: item)
        }
    }

    /// The dismissal preview of the card the menu is for, as the highlight preview.
    @available(iOS 16.0, tvOS 17.0, *)
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? {
        preview(for: configuration, at: indexPath, in: collectionView) { delegate, item in
            delegate.collectionView?(
                collectionView, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: item)
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
        return collectionView.cellForItem(at: menuItem.indexPath).map { UITargetedPreview(view: $0) }
    }

    static let itemsMenuSelector = NSSelectorFromString(
        "collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:")
    static let itemMenuSelector = NSSelectorFromString(
        "collectionView:contextMenuConfigurationForItemAtIndexPath:point:")
}

/// The card a context menu was made for, when it is not the one UIKit's frames name.
struct MenuItem {
    let configuration: AnyObject
    let indexPath: IndexPath
}

/// The iOS 13 single-item menu call (deprecated in iOS 16), declared here so a delegate that
/// implements only it can be asked without a deprecation warning.
@available(iOS 13.0, tvOS 17.0, *)
@objc private protocol SingleItemContextMenuDelegate: NSObjectProtocol {
    @objc(collectionView:contextMenuConfigurationForItemAtIndexPath:point:)
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
}
#endif
