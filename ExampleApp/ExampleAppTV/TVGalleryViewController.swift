#if os(tvOS)  // the ExampleAppTV target's sources; type-checks that take ExampleApp/ whole for iOS skip them
import CarouselUIKit
import UIKit

/// Every carousel type on Apple TV. The remote's left and right turn the carousel one card and
/// focus follows the centred card; a long swipe flings it with iCarousel's physics; up moves
/// focus to the type and focus-behaviour pickers and down comes back to the centred card; Select
/// selects it.
@available(tvOS 16.0, *)
final class TVGalleryViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private static let types: [(String, CarouselType)] = [
        ("Linear", .linear), ("Rotary", .rotary), ("Cylinder", .cylinder), ("Wheel", .wheel),
        ("Cover Flow", .coverFlow), ("Cover Flow 2", .coverFlow2), ("Time Machine", .timeMachine),
    ]
    private static let behaviors: [(String, FocusBehavior)] = [
        ("Centred card", .currentItem), ("Visible cards", .visibleItems),
    ]
    private static let symbols = [
        "star.fill", "heart.fill", "bolt.fill", "leaf.fill", "flame.fill", "moon.fill", "sun.max.fill",
        "cloud.fill", "snowflake", "drop.fill", "music.note", "film.fill",
    ]

    private let layout = CarouselCollectionViewLayout(type: .coverFlow)
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    private var carousel: CarouselController!
    private let typePicker = UISegmentedControl(items: TVGalleryViewController.types.map(\.0))
    private let behaviorPicker = UISegmentedControl(items: TVGalleryViewController.behaviors.map(\.0))
    private let status = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black

        layout.itemSize = CGSize(width: 420, height: 420)
        var options = CarouselOptions()
        options.wrap = true
        layout.options = options
        collectionView.backgroundColor = .clear
        collectionView.register(TVCardCell.self, forCellWithReuseIdentifier: TVCardCell.reuseIdentifier)
        collectionView.dataSource = self
        carousel = CarouselController(collectionView: collectionView)
        carousel.delegate = self
        carousel.currentItemDidChange = { [weak self] indexPath in
            self?.status.text = indexPath.map { "Card \($0.item + 1) of \(Self.symbols.count)" }
        }

        typePicker.selectedSegmentIndex = Self.types.firstIndex { $0.1 == .coverFlow } ?? 0
        typePicker.addTarget(self, action: #selector(typeChanged), for: .valueChanged)
        behaviorPicker.selectedSegmentIndex = 0
        behaviorPicker.addTarget(self, action: #selector(behaviorChanged), for: .valueChanged)
        status.textColor = .lightGray
        status.font = .preferredFont(forTextStyle: .callout)
        status.textAlignment = .center
        status.text = "Card 1 of \(Self.symbols.count)"

        let pickers = UIStackView(arrangedSubviews: [typePicker, behaviorPicker])
        pickers.axis = .vertical
        pickers.spacing = 24
        pickers.alignment = .center
        for subview in [pickers, collectionView, status] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            pickers.topAnchor.constraint(equalTo: guide.topAnchor),
            pickers.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
            collectionView.topAnchor.constraint(equalTo: pickers.bottomAnchor, constant: 40),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            status.topAnchor.constraint(equalTo: collectionView.bottomAnchor, constant: 24),
            status.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
            status.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
    }

    /// Focus starts on the carousel's centred card.
    override var preferredFocusEnvironments: [any UIFocusEnvironment] { [collectionView] }

    @objc private func typeChanged() {
        layout.type = Self.types[typePicker.selectedSegmentIndex].1
    }

    @objc private func behaviorChanged() {
        carousel.focusBehavior = Self.behaviors[behaviorPicker.selectedSegmentIndex].1
    }

    // MARK: Data source

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.symbols.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: TVCardCell.reuseIdentifier, for: indexPath)
        (cell as? TVCardCell)?.show(
            index: indexPath.item, symbol: Self.symbols[indexPath.item],
            hue: CGFloat(indexPath.item) / CGFloat(Self.symbols.count))
        return cell
    }

    // MARK: Delegate (forwarded by the scroll controller)

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        status.text = "Selected card \(indexPath.item + 1)"
    }
}
#endif
