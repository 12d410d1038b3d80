#if os(macOS)  // the ExampleMac target's sources; type-checks that take ExampleApp/ whole for iOS skip them
import AppKit
import CarouselAppKit

/// The gallery: every carousel type in a pop-up, the options beside it, and the carousel below,
/// with a status line reporting the current card and the scrolling events.
@available(macOS 11.0, *)
final class MacGalleryViewController: NSViewController {
    private let layout = CarouselCollectionViewLayout(type: .coverFlow)
    private let collectionView = CarouselCollectionView()
    private var carousel: CarouselController!
    private var dataSource: NSCollectionViewDiffableDataSource<Int, Int>!
    private let status = NSTextField(labelWithString: "")
    private let options = MacOptionsView()

    override func loadView() {
        layout.itemSize = CGSize(width: 200, height: 240)
        layout.options.wrap = true
        collectionView.collectionViewLayout = layout
        collectionView.isSelectable = true
        collectionView.backgroundColors = [.clear]
        collectionView.register(CardItem.self, forItemWithIdentifier: CardItem.identifier)
        let scrollView = NSScrollView()
        scrollView.documentView = collectionView
        scrollView.drawsBackground = false
        scrollView.translatesAutoresizingMaskIntoConstraints = false

        status.font = .monospacedDigitSystemFont(ofSize: 12, weight: .regular)
        status.textColor = .secondaryLabelColor
        status.translatesAutoresizingMaskIntoConstraints = false
        options.translatesAutoresizingMaskIntoConstraints = false

        let root = NSView()
        root.addSubview(options)
        root.addSubview(scrollView)
        root.addSubview(status)
        NSLayoutConstraint.activate([
            options.topAnchor.constraint(equalTo: root.topAnchor, constant: 12),
            options.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            options.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -16),
            scrollView.topAnchor.constraint(equalTo: options.bottomAnchor, constant: 12),
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            status.topAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: 8),
            status.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            status.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
        ])
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = NSCollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, number in
            let item = collectionView.makeItem(withIdentifier: CardItem.identifier, for: indexPath) as? CardItem
            item?.configure(number: number)
            return item
        }
        reload(count: 24)

        carousel = CarouselController(collectionView: collectionView)
        carousel.currentItemDidChange = { [weak self] indexPath in
            self?.status.stringValue = "Current card: \((indexPath?.item).map { "\($0 + 1)" } ?? "none")"
        }
        carousel.eventHandler = { [weak self] event in
            guard let self else { return }
            self.status.stringValue =
                "Current card: \((self.carousel.currentIndexPath?.item ?? -1) + 1) · \(event.name)"
        }
        carousel.itemActivated = { [weak self] indexPath in
            self?.status.stringValue = "Opened card \(indexPath.item + 1)"
        }
        options.bind(layout: layout, controller: carousel) { [weak self] count in self?.reload(count: count) }
    }

    override func viewDidAppear() {
        super.viewDidAppear()
        view.window?.makeFirstResponder(collectionView)  // keys go to the carousel
    }

    /// Replaces the cards with `count` new ones.
    private func reload(count: Int) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<max(0, count)))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
#endif
