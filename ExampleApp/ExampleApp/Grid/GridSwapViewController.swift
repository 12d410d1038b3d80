import CarouselUIKit
import SwiftUI
import UIKit

/// A grid as apps have them (a compositional layout with section headers and a diffable data
/// source) with a Cover Flow row made by `NSCollectionLayoutSection.carousel`, and a button that
/// turns the whole grid into one carousel and back, keeping the item in view. Tapping a grid
/// card opens the carousel on it.
@available(iOS 16.0, *)
final class GridSwapViewController: UIViewController, UICollectionViewDelegate {
    private enum Section: Int, CaseIterable {
        case featured, all

        var title: String { self == .featured ? "Featured" : "All cards" }
    }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Int>!
    private var items: [Int: CarouselItem] = [:]
    private lazy var gridLayout = makeGridLayout()
    private let carouselLayout: CarouselCollectionViewLayout = {
        let layout = CarouselCollectionViewLayout(type: .coverFlow)
        layout.itemSize = CGSize(width: 220, height: 220)
        return layout
    }()
    private let featuredLabel = UILabel()

    private var showsCarousel: Bool { collectionView.collectionViewLayout is CarouselCollectionViewLayout }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Grid"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Carousel", image: UIImage(systemName: "rectangle.stack"),
            primaryAction: UIAction { [weak self] _ in self?.toggleLayout() })
        navigationItem.rightBarButtonItem?.accessibilityIdentifier = "grid.toggle"  // for the UI tests

        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: gridLayout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)

        featuredLabel.font = .preferredFont(forTextStyle: .footnote)
        featuredLabel.adjustsFontForContentSizeCategory = true
        featuredLabel.textColor = .secondaryLabel
        navigationItem.titleView = featuredLabel

        let cell = UICollectionView.CellRegistration<UICollectionViewCell, Int> { [weak self] cell, _, id in
            guard let item = self?.items[id] else { return }
            cell.contentConfiguration = UIHostingConfiguration { GridCard(item: item) }.margins(.all, 0)
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = Section(rawValue: indexPath.section)?.title
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, id in
            view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: id)
        }
        // Only the grid asks: the carousel layout shows no section headers.
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }

        var factory = ItemFactory()
        let featured = factory.make(8)
        let all = factory.make(30)
        for item in featured + all { items[item.id] = item }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(featured.map(\.id), toSection: .featured)
        snapshot.appendItems(all.map(\.id), toSection: .all)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// A Cover Flow row, then a three-column grid; both with headers.
    private func makeGridLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { [weak self] index, environment in
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            let section: NSCollectionLayoutSection
            if Section(rawValue: index) == .featured {
                section = .carousel(
                    .coverFlow, itemSize: CGSize(width: 160, height: 160), environment: environment,
                    onCurrentItemChange: { item in self?.featuredDidChange(to: item) })
                section.contentInsets.bottom = 24
            } else {
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
                    repeatingSubitem: item, count: 3)
                section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 12, trailing: 12)
            }
            section.boundarySupplementaryItems = [header]
            return section
        }
    }

    private func featuredDidChange(to item: Int) {
        guard let id = dataSource.itemIdentifier(for: IndexPath(item: item, section: Section.featured.rawValue)) else {
            return
        }
        featuredLabel.text = "Featured: \(items[id]?.title ?? "")"
        featuredLabel.sizeToFit()
    }

    /// Grid → carousel (on the item nearest the middle of the screen) and back (on the carousel's
    /// current item).
    private func toggleLayout(anchor: IndexPath? = nil) {
        if showsCarousel {
            collectionView.setGridLayout(gridLayout, animated: true, anchor: anchor)
            navigationItem.rightBarButtonItem?.title = "Carousel"
            navigationItem.rightBarButtonItem?.image = UIImage(systemName: "rectangle.stack")
        } else {
            collectionView.setCarouselLayout(carouselLayout, animated: true, anchor: anchor)
            navigationItem.rightBarButtonItem?.title = "Grid"
            navigationItem.rightBarButtonItem?.image = UIImage(systemName: "square.grid.3x3")
        }
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        // In the carousel a tap centres the card (the scroll controller does it); in the grid it
        // opens the carousel on the card.
        if !showsCarousel { toggleLayout(anchor: indexPath) }
    }
}

/// A grid or carousel card: the item's symbol and title on its colour.
@available(iOS 16.0, *)
private struct GridCard: View {
    let item: CarouselItem

    var body: some View {
        VStack(spacing: 6) {
            Image(systemName: item.symbolName).font(.title)
            Text(item.title).font(.caption.weight(.semibold)).lineLimit(2).minimumScaleFactor(0.5)
        }
        .foregroundStyle(.white)
        .padding(8)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(
            Color(hue: item.hue, saturation: 0.55, brightness: 0.75),
            in: RoundedRectangle(cornerRadius: 16, style: .continuous)
        )
        .accessibilityElement(children: .combine)
    }
}
