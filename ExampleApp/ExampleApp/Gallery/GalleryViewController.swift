import CarouselUIKit
import SwiftUI
import UIKit

/// The app's first screen: a list of every carousel type; choosing one opens its carousel. The
/// SwiftUI button opens the same carousel built with SwiftUI; the Grid button a grid with a
/// carousel row that turns into a carousel and back.
@available(iOS 16.0, *)
final class GalleryViewController: UIViewController, UICollectionViewDelegate {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<GallerySection, GalleryEntry>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Carousel"
        navigationItem.largeTitleDisplayMode = .always
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(
                title: "SwiftUI", image: UIImage(systemName: "swift"),
                primaryAction: UIAction { [weak self] _ in self?.showSwiftUIGallery() }),
            UIBarButtonItem(
                title: "Grid", image: UIImage(systemName: "square.grid.3x3"),
                primaryAction: UIAction { [weak self] _ in self?.showGridSwap() }),
        ]

        var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        list.headerMode = .supplementary
        collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)

        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, GalleryEntry> { cell, _, entry in
            var content = cell.defaultContentConfiguration()
            content.text = entry.title
            content.secondaryText = entry.subtitle
            content.image = UIImage(systemName: entry.symbolName)
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = GallerySection.allCases[indexPath.section].title
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, entry in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: entry)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }

        var snapshot = NSDiffableDataSourceSnapshot<GallerySection, GalleryEntry>()
        for section in GallerySection.allCases {
            snapshot.appendSections([section])
            snapshot.appendItems(section.entries, toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: animated)
        }
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let entry = dataSource.itemIdentifier(for: indexPath) else { return }
        navigationController?.pushViewController(CarouselViewController(entry: entry), animated: true)
    }

    /// Pushes ``GridSwapViewController``.
    private func showGridSwap() {
        let controller = GridSwapViewController()
        controller.navigationItem.largeTitleDisplayMode = .never
        navigationController?.pushViewController(controller, animated: true)
    }

    /// Pushes ``SwiftUIGalleryView`` in a hosting controller.
    private func showSwiftUIGallery() {
        let controller = UIHostingController(rootView: SwiftUIGalleryView())
        controller.title = "SwiftUI"
        controller.navigationItem.largeTitleDisplayMode = .never
        navigationController?.pushViewController(controller, animated: true)
    }
}
