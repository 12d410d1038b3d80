#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
@_spi(Plumbing) import CarouselCore

extension NSCollectionView {
    /// The index path of the item whose view holds `view` (the item's view itself or anything
    /// inside it): iCarousel's `indexOfItemViewOrSubview:`, for a button on a card.
    ///
    /// ```swift
    /// @objc func cardButtonClicked(_ sender: NSButton) {
    ///     guard let indexPath = collectionView.indexPathForItem(containing: sender) else { return }
    ///     // the card the button is on
    /// }
    /// ```
    ///
    /// A view inside a collection view nested in a card belongs to the outer card. `nil` when
    /// `view` is in none of this collection view's item views: outside it, the collection view
    /// itself, a supplementary view, or an item AppKit no longer shows. The walk is the core's
    /// (`EnclosingItem`); this method hands it the superviews and the visible items.
    public func indexPathForItem(containing view: NSView) -> IndexPath? {
        let items = visibleItems()
        return EnclosingItem.find(
            from: view, parent: { $0.superview }, isBoundary: { $0 === self },
            item: { candidate in items.first { $0.view === candidate }.flatMap { self.indexPath(for: $0) } })
    }
}
#endif
