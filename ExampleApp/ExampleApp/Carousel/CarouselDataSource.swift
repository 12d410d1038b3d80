import UIKit

/// The carousel's diffable data source, its model and its edits.
///
/// Snapshots hold card identities only; content lives in ``ItemStore``. Every edit builds a
/// complete snapshot and applies it with animation, so the layout's batch-update animations
/// (items growing in on the path, fading out, sliding along it) are what the user sees.
@available(iOS 16.0, *)
@MainActor
final class CarouselDataSource {
    /// The one section of the carousel.
    enum Section: Hashable { case main }

    /// Called when a card's Like button is pressed, with the card's title and its new state.
    var onLikeChanged: ((String, Bool) -> Void)?

    private(set) var store: ItemStore
    private var likedIDs: Set<CarouselItem.ID> = []
    private var dataSource: UICollectionViewDiffableDataSource<Section, CarouselItem.ID>!

    /// Connects a data source with `count` cards to `collectionView`.
    init(collectionView: UICollectionView, count: Int) {
        store = ItemStore(count: count)
        let registration = UICollectionView.CellRegistration<CarouselCell, CarouselItem.ID> {
            [weak self] cell, indexPath, id in
            guard let self, let item = store.item(withID: id) else { return }
            cell.configure(with: item, isLiked: likedIDs.contains(id), index: indexPath.item, count: store.count)
            cell.onLike = { [weak self] in self?.toggleLike(id) }
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, id in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
        }
        applySnapshot(reloading: [], animated: false)
    }

    /// The number of cards.
    var count: Int { store.count }

    /// The card shown at `indexPath`, if any.
    func item(at indexPath: IndexPath) -> CarouselItem? {
        dataSource.itemIdentifier(for: indexPath).flatMap(store.item(withID:))
    }

    /// Applies `edit` around the card at `current`, animated.
    func perform(_ edit: ItemEdit, current: Int) {
        let reloaded = edit.apply(to: &store, current: current)
        applySnapshot(reloading: reloaded, animated: true)
    }

    private func toggleLike(_ id: CarouselItem.ID) {
        let liked = !likedIDs.contains(id)
        if liked { likedIDs.insert(id) } else { likedIDs.remove(id) }
        // The identity is unchanged; only the cell's content is, so reconfigure in place.
        var snapshot = dataSource.snapshot()
        guard snapshot.indexOfItem(id) != nil else { return }
        snapshot.reconfigureItems([id])
        dataSource.apply(snapshot, animatingDifferences: false)
        onLikeChanged?(store.item(withID: id)?.title ?? "", liked)
    }

    private func applySnapshot(reloading reloaded: [CarouselItem.ID], animated: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, CarouselItem.ID>()
        snapshot.appendSections([.main])
        snapshot.appendItems(store.order, toSection: .main)
        // Only cards that were already shown can be reloaded or reconfigured.
        let shown = Set(dataSource.snapshot().itemIdentifiers)
        let reloaded = reloaded.filter(shown.contains)
        snapshot.reloadItems(reloaded)
        // Positions are part of each card's VoiceOver value ("3 of 12"): refresh the others too.
        snapshot.reconfigureItems(store.order.filter { shown.contains($0) && !reloaded.contains($0) })
        dataSource.apply(snapshot, animatingDifferences: animated)
    }
}
