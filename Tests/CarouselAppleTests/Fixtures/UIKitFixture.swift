#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselPlatform
@_spi(Plumbing) import CarouselUIKit

/// The shared suite's carousel on UIKit: a ``HostedUIKitCarousel`` (a `UICollectionView` with the
/// package's layout and controller, in a `UIWindow`, on a manual clock given when the controller is
/// made). Readers read what UIKit built (the visible cells' frames, layers and flags), never the
/// layout or the driver; `Fixtures/VERBS.md` says which verbs UIKit drives and which are direct
/// calls or core-fed.
@MainActor
final class UIKitFixture: CarouselFixture {
    let hosted: HostedUIKitCarousel
    private(set) var events: [InteractionEvent] = []

    var host: FixtureHost { .uikit }

    init(_ spec: FixtureSpec) {
        hosted = HostedUIKitCarousel(
            spec.settings, items: spec.items, size: CGSize(spec.size), laysOut: spec.laysOut)
        hosted.controller.eventHandler = { [weak self] event in self?.events.append(event) }
    }

    /// The window goes when the test lets go of its fixture, so that no test's window (its display
    /// link, its key status) is still on screen during the next test. Tests run on the main actor,
    /// so the last release, and this deinit, happen there (`onMainActor` checks it).
    deinit {
        let hosted = hosted
        onMainActor(hosted) { $0.close() }
    }

    private var collectionView: UICollectionView { hosted.collectionView }
    private var controller: CarouselController { hosted.controller }

    // MARK: Time

    var time: Double { controller.manualClock ?? 0 }

    /// Time passing is the run loop turning: what UIKit deferred to a later turn (a switch's
    /// completion, when it defers it) runs first.
    func advance(by seconds: Double) {
        RunLoop.main.run(until: Date())
        hosted.advance(by: seconds)
    }
    func layOut() { collectionView.layoutIfNeeded() }

    // MARK: Programmatic scrolling

    func scroll(byItems count: Int, duration: Double?) -> Bool {
        controller.scroll(byNumberOfItems: count, duration: duration)
    }

    func scrollToItem(_ item: Int, animated: Bool) -> Bool {
        controller.scrollToItem(at: IndexPath(item: item, section: 0), animated: animated)
    }

    func stopScrolling() { controller.stopScrolling() }

    var autoscrollSpeed: Double {
        get { controller.autoscrollSpeed }
        set { controller.autoscrollSpeed = newValue }
    }

    var automaticSlidingInterval: Double {
        get { controller.automaticSlidingInterval }
        set { controller.automaticSlidingInterval = newValue }
    }

    var centersItemWhenSelected: Bool {
        get { controller.centersItemWhenSelected }
        set { controller.centersItemWhenSelected = newValue }
    }

    // MARK: The user

    /// Core-fed: UIKit cannot make a `UITouch`, so the touch down and its end go to the
    /// controller's engine as its touch recognizer would report them.
    func tap(at point: Point2D) {
        controller.feed(.touchDown(point))
        controller.feed(.touchEnded)
        layOut()
    }

    /// Direct calls of the scroll-view delegate methods UIKit's pan sends, in UIKit's order, on a
    /// real `UIScrollView` whose content offset the fixture moves (UIKit then sends
    /// `scrollViewDidScroll`); the deceleration UIScrollView would animate is the fixture's.
    func drag(by distance: Double, duration: Double, releaseVelocity velocity: Double) {
        let vertical = hosted.layout.settings.isVertical
        let sign = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft && !vertical ? -1.0 : 1.0
        let size = collectionView.bounds.size
        controller.feed(.touchDown(Point2D(x: Double(size.width) / 2, y: Double(size.height) / 2)))
        controller.scrollViewWillBeginDragging(collectionView)
        let steps = max(1, Int((max(0, duration) * 60).rounded()))
        let start = collectionView.contentOffset
        for step in 1...steps {
            let moved = CGFloat(distance * sign * Double(step) / Double(steps))
            advance(by: duration / Double(steps))
            collectionView.contentOffset =
                vertical ? CGPoint(x: start.x, y: start.y + moved) : CGPoint(x: start.x + moved, y: start.y)
            layOut()
        }
        // UIScrollView's velocity is the content offset's, in points per millisecond.
        let perMillisecond = CGFloat(velocity * sign / 1000)
        let scrollVelocity = vertical ? CGPoint(x: 0, y: perMillisecond) : CGPoint(x: perMillisecond, y: 0)
        let current = collectionView.contentOffset
        // UIScrollView's own projection (normal deceleration, rate 0.998 per ms).
        let glide = perMillisecond * 0.998 / (1 - 0.998)
        var target =
            vertical ? CGPoint(x: current.x, y: current.y + glide) : CGPoint(x: current.x + glide, y: current.y)
        controller.scrollViewWillEndDragging(
            collectionView, withVelocity: scrollVelocity, targetContentOffset: &target)
        let decelerates = target != current
        controller.scrollViewDidEndDragging(collectionView, willDecelerate: decelerates)
        controller.feed(.touchEnded)
        guard decelerates else { return layOut() }
        controller.scrollViewWillBeginDecelerating(collectionView)
        for frame in 1...30 {
            let f = CGFloat(1 - pow(1 - Double(frame) / 30, 3))
            advance(by: 1.0 / 60)
            collectionView.contentOffset = CGPoint(
                x: current.x + (target.x - current.x) * f, y: current.y + (target.y - current.y) * f)
            layOut()
        }
        controller.scrollViewDidEndDecelerating(collectionView)
        layOut()
    }

    // MARK: The app

    var settings: LayoutSettings { hosted.layout.settings }

    func setSettings(_ settings: LayoutSettings) {
        hosted.layout.settings = settings
        layOut()
    }

    func resize(to size: Size2D) {
        hosted.window.frame = CGRect(origin: .zero, size: CGSize(size))
        collectionView.frame = hosted.window.bounds
        hosted.window.layoutIfNeeded()
        layOut()
    }

    func setContentInsets(_ insets: EdgeInsets2D) {
        collectionView.contentInset = UIEdgeInsets(
            top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
            right: CGFloat(insets.right))
        layOut()
    }

    /// As an app that flips the direction at run time does: the direction, then the layout
    /// invalidated (changing `semanticContentAttribute` does not invalidate a layout whose
    /// `flipsHorizontallyInOppositeLayoutDirection` is false).
    func setRightToLeft() {
        collectionView.semanticContentAttribute = .forceRightToLeft
        collectionView.collectionViewLayout.invalidateLayout()
        layOut()
    }

    func insertItems(at indexes: [Int]) {
        collectionView.performBatchUpdates {
            hosted.items += indexes.count
            collectionView.insertItems(at: indexes.map { IndexPath(item: $0, section: 0) })
        }
        layOut()
    }

    func deleteItems(at indexes: [Int]) {
        collectionView.performBatchUpdates {
            hosted.items -= indexes.count
            collectionView.deleteItems(at: indexes.map { IndexPath(item: $0, section: 0) })
        }
        layOut()
    }

    func reload(items: Int) {
        hosted.items = items
        collectionView.reloadData()
        layOut()
    }

    /// A flow layout of item-sized cells, through the package's `setGridLayout`.
    func switchToGrid() {
        let grid = UICollectionViewFlowLayout()
        grid.itemSize = CGSize(hosted.layout.settings.itemSize)
        grid.minimumInteritemSpacing = 0
        grid.minimumLineSpacing = 0
        grid.scrollDirection = hosted.layout.settings.isVertical ? .horizontal : .vertical
        collectionView.setGridLayout(grid, animated: false)
        layOut()
    }

    func switchToCarousel() {
        collectionView.setCarouselLayout(hosted.layout, animated: false)
        layOut()
    }

    // MARK: Reading: what UIKit built

    var cards: [FixtureCard] {
        let origin = collectionView.bounds.origin
        return collectionView.indexPathsForVisibleItems.compactMap { path in
            guard path.section == 0, let cell = collectionView.cellForItem(at: path) else { return nil }
            // `frame` is undefined under a non-identity transform: the untransformed frame is the
            // bounds' size about the center, both defined whatever the transform.
            let size = cell.bounds.size
            let frame = CGRect(
                x: cell.center.x - size.width / 2 - origin.x, y: cell.center.y - size.height / 2 - origin.y,
                width: size.width, height: size.height)
            return FixtureCard(
                item: path.item, frame: Rect2D(frame), transform: Transform3D(cell.layer.transform),
                zPosition: Double(cell.layer.zPosition), alpha: Double(cell.alpha), isHidden: cell.isHidden)
        }
    }

    var currentItem: Int? { controller.currentIndexPath?.item }
    var isAtRest: Bool { controller.isAtRest }

    var carouselCentre: Point2D {
        let usable = collectionView.bounds.inset(by: collectionView.adjustedContentInset)
        let origin = collectionView.bounds.origin
        return Point2D(x: Double(usable.midX - origin.x), y: Double(usable.midY - origin.y))
    }

    var showsCarousel: Bool { collectionView.collectionViewLayout === hosted.layout }
    var contentOffset: Point2D { Point2D(collectionView.contentOffset) }

    var showsScrollIndicators: (horizontal: Bool, vertical: Bool) {
        (collectionView.showsHorizontalScrollIndicator, collectionView.showsVerticalScrollIndicator)
    }
}
#endif
