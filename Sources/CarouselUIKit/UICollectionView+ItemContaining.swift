#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import CarouselCore

extension UICollectionView {
    /// The index path of the item whose cell holds `view` (the cell itself, its content view, or
    /// anything inside them): iCarousel's `indexOfItemViewOrSubview:`, for a button on a card.
    ///
    /// ```swift
    /// @objc func cardButtonTapped(_ sender: UIButton) {
    ///     guard let indexPath = collectionView.indexPathForItem(containing: sender) else { return }
    ///     // the card the button is on
    /// }
    /// ```
    ///
    /// A view inside a collection view nested in a card belongs to the outer card. `nil` when
    /// `view` is in none of this collection view's cells: outside it, the collection view itself,
    /// a supplementary view, or a cell UIKit no longer shows. The walk is the core's
    /// (`EnclosingItem`); this method hands it the superviews and `indexPath(for:)`.
    public func indexPathForItem(containing view: UIView) -> IndexPath? {
        EnclosingItem.find(
            from: view, parent: { $0.superview }, isBoundary: { $0 === self },
            item: { candidate in (candidate as? UICollectionViewCell).flatMap { self.indexPath(for: $0) } })
    }
}
#endif
