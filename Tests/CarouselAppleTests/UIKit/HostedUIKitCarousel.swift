#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselUIKit

/// A carousel as an app builds one, in a real window: a `UICollectionView` with a
/// ``CarouselCollectionViewLayout``, a plain data source of `items` cells, and a
/// ``CarouselController`` on a manual clock (``CarouselController/manualClock``), so time moves
/// only when a test says (``advance(to:)``), never by sleeping.
///
/// The window is a standalone `UIWindow` made with a frame, not a scene's: package test bundles
/// may run without an app (UIKit still lays out a window that has a root view controller and is
/// not hidden). Everything runs on the main actor, as UIKit requires.
@MainActor
final class HostedUIKitCarousel: NSObject, UICollectionViewDataSource {
    let window: UIWindow
    let collectionView: UICollectionView
    let layout: CarouselCollectionViewLayout
    let controller: CarouselController
    /// The item count the data source reports.
    var items: Int

    init(
        _ settings: LayoutSettings = LayoutSettings(), items: Int = 12,
        size: CGSize = CGSize(width: 800, height: 500)
    ) {
        self.items = items
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        layout = CarouselCollectionViewLayout(settings: settings)
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.contentInsetAdjustmentBehavior = .never
        let root = UIViewController()
        root.view = collectionView
        window.rootViewController = root
        controller = CarouselController(collectionView: collectionView)
        controller.manualClock = 0
        super.init()
        collectionView.dataSource = self
        window.isHidden = false
        collectionView.layoutIfNeeded()
    }

    /// Moves the clock to `time` (seconds), delivering the frames a 60 Hz display would, and lays
    /// out what they moved.
    func advance(to time: Double) {
        controller.advanceManualClock(to: time)
        collectionView.layoutIfNeeded()
    }

    /// The cells UIKit shows now, by item.
    var visibleCellsByItem: [Int: UICollectionViewCell] {
        var cells: [Int: UICollectionViewCell] = [:]
        for path in collectionView.indexPathsForVisibleItems {
            if let cell = collectionView.cellForItem(at: path) { cells[path.item] = cell }
        }
        return cells
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.contentView.backgroundColor = .systemBlue
        cell.accessibilityLabel = "Card \(indexPath.item)"
        return cell
    }
}

/// Index path `item` of section 0.
func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }
#endif
