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
/// not hidden). A test closes the window when it ends (``close()``). Everything runs on the main
/// actor, as UIKit requires.
@MainActor
final class HostedUIKitCarousel: NSObject, UICollectionViewDataSource {
    let window: UIWindow
    let collectionView: UICollectionView
    let layout: CarouselCollectionViewLayout
    let controller: CarouselController
    /// The item count the data source reports.
    var items: Int
    /// Called on every cell the data source hands out, after the default look and label
    /// ("Card i"): a test adds its own subviews (a button on a card) here.
    var configureCell: ((UICollectionViewCell, IndexPath) -> Void)?

    /// - Parameters:
    ///   - laysOut: whether the collection view lays out before the initializer returns; `false`
    ///     leaves the first layout pass to the test (to call the controller before it).
    ///   - configureCell: see ``configureCell``.
    ///   - beforeController: the app's own setup of the collection view, run before the controller
    ///     is made (the settings the controller finds when it takes charge).
    init(
        _ settings: LayoutSettings = LayoutSettings(), items: Int = 12,
        size: CGSize = CGSize(width: 800, height: 500), laysOut: Bool = true,
        configureCell: ((UICollectionViewCell, IndexPath) -> Void)? = nil,
        beforeController: ((UICollectionView) -> Void)? = nil
    ) {
        self.items = items
        self.configureCell = configureCell
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        layout = CarouselCollectionViewLayout(settings: settings)
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(
            UICollectionReusableView.self,
            forSupplementaryViewOfKind: CarouselCollectionViewLayout.elementKindPlaceholder,
            withReuseIdentifier: "placeholder")
        collectionView.contentInsetAdjustmentBehavior = .never
        let root = UIViewController()
        root.view = collectionView
        window.rootViewController = root
        beforeController?(collectionView)
        controller = CarouselController(collectionView: collectionView, clock: .manual(at: 0))
        super.init()
        collectionView.dataSource = self
        window.isHidden = false
        if laysOut { collectionView.layoutIfNeeded() }
    }

    /// Takes the window off screen and lets go of its view controller, so nothing of this carousel
    /// is left for a later test to see. Every test calls it, with `defer`, right after making the
    /// carousel.
    func close() {
        window.isHidden = true
        window.rootViewController = nil
    }

    /// Moves the clock to `time` (seconds), delivering the frames a 60 Hz display would, and lays
    /// out what they moved.
    func advance(to time: Double) {
        controller.advanceManualClock(to: time)
        collectionView.layoutIfNeeded()
    }

    /// Moves the clock `seconds` on from where it is (see ``advance(to:)``).
    func advance(by seconds: Double) {
        advance(to: (controller.manualClock ?? 0) + seconds)
    }

    /// The cells UIKit shows now, by item.
    var visibleCellsByItem: [Int: UICollectionViewCell] {
        var cells: [Int: UICollectionViewCell] = [:]
        for path in collectionView.indexPathsForVisibleItems {
            if let cell = collectionView.cellForItem(at: path) { cells[path.item] = cell }
        }
        return cells
    }

    /// The centre of the area the carousel centres its current item in: the collection view's
    /// bounds less its adjusted content insets, in content coordinates.
    var carouselCentre: CGPoint {
        let usable = collectionView.bounds.inset(by: collectionView.adjustedContentInset)
        return CGPoint(x: usable.midX, y: usable.midY)
    }

    /// Where an item's cell is drawn: the centre of its frame as its 3D transform carries it, in
    /// content coordinates (the layer's position moved by the transform's translation, projected
    /// by its perspective row).
    func drawnCentre(ofItem item: Int) -> CGPoint? {
        guard let attributes = layout.layoutAttributesForItem(at: path(item)) else { return nil }
        let t = attributes.transform3D
        let w = t.m44 == 0 ? 1 : t.m44
        return CGPoint(x: attributes.center.x + t.m41 / w, y: attributes.center.y + t.m42 / w)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.contentView.backgroundColor = .systemBlue
        cell.accessibilityLabel = "Card \(indexPath.item)"
        configureCell?(cell, indexPath)
        return cell
    }

    /// The placeholders' views (the only supplementary views the carousel shows), labelled
    /// "Placeholder k".
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "placeholder", for: indexPath)
        view.backgroundColor = .systemGray
        view.accessibilityLabel = "Placeholder \(indexPath.item)"
        return view
    }
}

/// Index path `item` of section 0.
func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

/// Whether every number of a transform is finite.
func isFinite(_ t: CATransform3D) -> Bool {
    [
        t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43,
        t.m44,
    ].allSatisfy(\.isFinite)
}

/// Whether every number of a rectangle is finite.
func isFinite(_ r: CGRect) -> Bool {
    [r.origin.x, r.origin.y, r.size.width, r.size.height].allSatisfy(\.isFinite)
}
#endif
