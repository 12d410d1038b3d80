#if canImport(UIKit)
import UIKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselUIKit

/// A carousel section (`NSCollectionLayoutSection.carousel(…)`) inside a real
/// `UICollectionViewCompositionalLayout`: the cells UIKit shows get the carousel's transforms, the
/// current item is drawn in the middle, and scrolling the section's own scroll view moves it.
@MainActor
@Suite("UIKit: the carousel section in a compositional layout", .serialized, suiteTimeLimit)
struct UIKitCompositionalSectionTests {
    /// Points of scrolling per item, given to the section so a test knows where each item rests.
    static let slot: CGFloat = 100

    @Test("the section's cells get Cover Flow's transforms, and item 0 is drawn in the middle", .tags(.uikit))
    func cellsGetTheCarouselsTransforms() throws {
        // Platform-only: the section is a UIKit compositional-layout section; only UIKit runs its
        // visibleItemsInvalidationHandler and applies what it sets to the cells.
        // Contract: UICollectionViewCompositionalLayout calls a section's visibleItemsInvalidationHandler
        // before each layout pass with the section's visible items, and applies the center,
        // transform3D, alpha, zIndex and isHidden set there to the cells it shows.
        let hosted = CompositionalCarousel()
        defer { hosted.close() }
        let cells = hosted.visibleCellsByItem
        try #require(cells[0] != nil && cells[1] != nil, "UIKit shows cells \(cells.keys.sorted()), not 0 and 1")
        let centre = try #require(hosted.drawnCentre(ofItem: 0))
        let middle = hosted.collectionView.bounds.midX
        #expect(abs(centre.x - middle) < 1, "item 0 is drawn at x \(centre.x), not in the middle (\(middle))")
        // Cover Flow turns a side card about the y axis: its transform is no plain translation.
        let side = try #require(cells[1]).layer.transform
        #expect(
            abs(side.m11 - 1) > 0.01 || abs(side.m13) > 0.01,
            "item 1's layer transform \(side) is not turned: the section's placement did not reach the cell")
        #expect(side.m34 != 0, "item 1's transform has no perspective (m34 = 0)")
        // The side card is drawn right of the current one, and behind it.
        let sideCentre = try #require(hosted.drawnCentre(ofItem: 1))
        #expect(sideCentre.x > centre.x, "item 1 is drawn at x \(sideCentre.x), left of item 0 (\(centre.x))")
        let zOfCurrent = try #require(cells[0]).layer.zPosition
        let zOfSide = try #require(cells[1]).layer.zPosition
        #expect(zOfCurrent > zOfSide, "item 0's zPosition \(zOfCurrent) is not above item 1's \(zOfSide)")
    }

    @Test("scrolling the section's own scroll view moves the carousel: item 3 comes to the middle", .tags(.uikit))
    func scrollingTheSectionMovesIt() async throws {
        // Platform-only: an orthogonal section scrolls in a scroll view UIKit makes inside the
        // collection view; only UIKit has it.
        // Contract: an orthogonally scrolling section's cells live in a UIScrollView subview of the
        // collection view; a change of its contentOffset makes the compositional layout call the
        // section's visibleItemsInvalidationHandler with the new offset before the next layout pass.
        let hosted = CompositionalCarousel()
        defer { hosted.close() }
        let scroller = try #require(
            hosted.orthogonalScrollView, "no scroll view of the section inside the collection view")
        let before = try #require(hosted.visibleCellsByItem[3]?.layer.transform, "item 3 is not shown at first")
        scroller.contentOffset.x = 3 * Self.slot
        hosted.collectionView.layoutIfNeeded()
        let centre = try #require(hosted.drawnCentre(ofItem: 3), "item 3 is not shown after the scroll")
        let middle = hosted.collectionView.bounds.midX
        #expect(abs(centre.x - middle) < 1, "after scrolling 3 slots, item 3 is drawn at x \(centre.x), not \(middle)")
        let after = try #require(hosted.visibleCellsByItem[3]).layer.transform
        #expect(!CATransform3DEqualToTransform(before, after), "item 3's transform did not change with the scroll")
        // The section reports the new current item on the main queue after the layout pass.
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        #expect(hosted.reportedItems.last == 3, "the section reported \(hosted.reportedItems), not ending in 3")
    }
}

/// A compositional layout of one carousel section over 12 cells, in a standalone window, with the
/// section's current-item reports recorded.
@MainActor
final class CompositionalCarousel: NSObject, UICollectionViewDataSource {
    let window: UIWindow
    let collectionView: UICollectionView
    /// The items the section reported as current, in order.
    var reportedItems: [Int] { box.items }

    init(items: Int = 12, size: CGSize = CGSize(width: 800, height: 500)) {
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        let box = ReportBox()
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.carousel(
                .coverFlow, itemSize: CGSize(width: 160, height: 160), slotWidth: UIKitCompositionalSectionTests.slot,
                environment: environment, onCurrentItemChange: { box.items.append($0) })
        }
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.contentInsetAdjustmentBehavior = .never
        self.items = items
        self.box = box
        super.init()
        collectionView.dataSource = self
        let root = UIViewController()
        root.view = collectionView
        window.rootViewController = root
        window.isHidden = false
        collectionView.layoutIfNeeded()
    }

    private let items: Int
    private let box: ReportBox

    /// Where the section's reports land (the closure must not capture the carousel before `init` ends).
    @MainActor
    final class ReportBox {
        var items: [Int] = []
    }

    /// Takes the window off screen.
    func close() {
        window.isHidden = true
        window.rootViewController = nil
    }

    /// The scroll view UIKit made for the orthogonally scrolling section.
    var orthogonalScrollView: UIScrollView? {
        collectionView.subviews.compactMap { $0 as? UIScrollView }.first
    }

    /// The cells UIKit shows now, by item.
    var visibleCellsByItem: [Int: UICollectionViewCell] {
        var cells: [Int: UICollectionViewCell] = [:]
        for path in collectionView.indexPathsForVisibleItems {
            if let cell = collectionView.cellForItem(at: path) { cells[path.item] = cell }
        }
        return cells
    }

    /// Where a cell is drawn: its layer's position carried by its transform's translation
    /// (projected by the perspective row), in the collection view's coordinates.
    func drawnCentre(ofItem item: Int) -> CGPoint? {
        guard let cell = visibleCellsByItem[item], let superview = cell.superview else { return nil }
        let t = cell.layer.transform
        let w = t.m44 == 0 ? 1 : t.m44
        let centre = CGPoint(x: cell.center.x + t.m41 / w, y: cell.center.y + t.m42 / w)
        return superview.convert(centre, to: collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.contentView.backgroundColor = .systemBlue
        return cell
    }
}
#endif
