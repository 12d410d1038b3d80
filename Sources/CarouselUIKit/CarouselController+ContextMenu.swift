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
        let configuration = askDelegate(
            current: Self.itemsMenuSelector, legacy: Self.itemMenuSelector,
            { $0.collectionView?(collectionView, contextMenuConfigurationForItemsAt: named, point: point) },
            { legacy in
                named.first.flatMap {
                    legacy.collectionView(collectionView, contextMenuConfigurationForItemAt: $0, point: point)
                }
            })
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
        preview(
            for: configuration, at: indexPath, in: collectionView,
            current: Self.highlightPreviewSelector, legacy: Self.legacyHighlightPreviewSelector,
            {
                $0.collectionView?(
                    collectionView, contextMenuConfiguration: configuration, highlightPreviewForItemAt: $1)
            },
            { $0.collectionView(collectionView, previewForHighlightingContextMenuWithConfiguration: configuration) })
    }

    /// The dismissal preview of the card the menu is for, as the highlight preview.
    @available(iOS 16.0, tvOS 17.0, *)
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? {
        preview(
            for: configuration, at: indexPath, in: collectionView,
            current: Self.dismissalPreviewSelector, legacy: Self.legacyDismissalPreviewSelector,
            {
                $0.collectionView?(
                    collectionView, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: $1)
            },
            { $0.collectionView(collectionView, previewForDismissingContextMenuWithConfiguration: configuration) })
    }

    /// A preview for the menu `configuration` (`MenuPreview`): for the card it was made for when
    /// that differs from UIKit's `indexPath`, your delegate's (`current` for the item, else
    /// `legacy`) or that card's cell.
    @available(iOS 16.0, tvOS 17.0, *)
    private func preview(
        for configuration: UIContextMenuConfiguration, at indexPath: IndexPath, in collectionView: UICollectionView,
        current: Selector, legacy: Selector, _ currentCall: (UICollectionViewDelegate, IndexPath) -> UITargetedPreview?,
        _ legacyCall: (LegacyContextMenuDelegate) -> UITargetedPreview?
    ) -> UITargetedPreview? {
        let plan = MenuPreview(
            platform: indexPath, menuItem: menuItem?.indexPath, isSameMenu: menuItem?.configuration === configuration)
        let asked = askDelegate(current: current, legacy: legacy, { currentCall($0, plan.askedItem) }, legacyCall)
        if let asked { return asked }
        // The preview lifts from where the card is drawn, as it is drawn: the attributes' centre
        // (`ItemPlacement.centeredWhereDrawn`) and the flat part of its 3D transform.
        guard let item = plan.drawnItem, let cell = collectionView.cellForItem(at: item),
            let attributes = layout?.layoutAttributesForItem(at: item)
        else { return nil }
        let drawn = layout?.driver.drawnLinearMap(forItemAt: item) ?? .identity
        return UITargetedPreview(
            view: cell, parameters: UIPreviewParameters(),
            target: UIPreviewTarget(
                container: collectionView, center: attributes.center,
                transform: CGAffineTransform(
                    a: CGFloat(drawn.a), b: CGFloat(drawn.b), c: CGFloat(drawn.c), d: CGFloat(drawn.d), tx: 0, ty: 0)))
    }

    /// Asks your delegate one menu call in the spelling it answers (`DelegateSpelling`): `current`'s,
    /// else the iOS 13 `legacy` one's; `nil` when it answers neither.
    @available(iOS 16.0, tvOS 17.0, *)
    private func askDelegate<Answer>(
        current: Selector, legacy: Selector, _ currentCall: (UICollectionViewDelegate) -> Answer?,
        _ legacyCall: (LegacyContextMenuDelegate) -> Answer?
    ) -> Answer? {
        guard let delegate else { return nil }
        switch DelegateSpelling(
            respondsToCurrent: delegate.responds(to: current), respondsToLegacy: delegate.responds(to: legacy))
        {
        case .current: return currentCall(delegate)
        case .legacy: return legacyCall(unsafeBitCast(delegate, to: LegacyContextMenuDelegate.self))
        case .none: return nil
        }
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
