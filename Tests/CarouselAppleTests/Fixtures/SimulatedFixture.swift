@_spi(Plumbing) import CarouselCore
import Foundation

#if canImport(CarouselSimulation)
@_spi(Plumbing) import CarouselSimulation
#endif

/// The shared suite's carousel on the simulated host: a ``SimulatedCollectionView`` (which calls
/// the layout's shell code in UIKit's documented orders) with a ``SimulatedController``, both the
/// core's shell code, as UIKit's and AppKit's are. Every verb makes the calls UIKit would make, in
/// UIKit's order (`Fixtures/VERBS.md`); the readers read what the simulated collection view
/// applied in its last pass.
///
/// Its display clock starts where a device's does, seconds after boot
/// (``SimulatedFixture/bootTime``), never at 0: a fixture that starts the test's clock in the
/// wrong order shows it here first.
@MainActor
final class SimulatedFixture: CarouselFixture {
    /// The display clock when the fixture is made: seconds since boot, as `CACurrentMediaTime()`
    /// reads on a device that has been up for a while.
    static let bootTime = 86_417.25

    let view: SimulatedCollectionView
    let controller: SimulatedController
    /// The orders its collection view makes its calls in.
    let orders: FixtureHost.Orders
    /// Every event the app's handler heard.
    private(set) var events: [InteractionEvent] = []

    var host: FixtureHost { FixtureHost(kind: .simulated, orders: orders) }

    init(_ spec: FixtureSpec, orders: FixtureHost.Orders = .observed) {
        self.orders = orders
        view = SimulatedCollectionView(
            layout: LayoutDriver(settings: spec.settings),
            bounds: Rect2D(origin: Point2D(x: 0, y: 0), size: spec.size), sectionCounts: [spec.items])
        view.clock = Self.bootTime
        view.boundsQuestion = orders.boundsQuestion == .beforeCommit ? .beforeCommit : .afterCommit
        view.completionDelivery = orders.completion == .immediately ? .immediately : .onLaterTurn
        if spec.laysOut { view.layoutIfNeeded() }
        controller = SimulatedController(view: view, clock: .manual(at: 0))
        controller.handlers.eventHandler = { [weak self] event in self?.events.append(event) }
        if spec.laysOut { view.layoutIfNeeded() }
    }

    // MARK: Time

    var time: Double { controller.manualClock ?? 0 }

    /// Time passing is the run loop turning: completions waiting for a later turn arrive first.
    func advance(by seconds: Double) {
        view.runLaterTurn()
        let end = time + seconds
        controller.advanceManualClock(to: end)
        layOut()
    }

    /// The simulated collection view's order for a switch into the carousel.
    private var switchOrder: SimulatedCollectionView.SwitchOrder {
        switch orders.switchOrder {
        case .prepareFirst: .prepareFirst
        case .targetFirst: .targetFirst
        case .prepareBetween: .prepareBetween
        }
    }

    /// The simulated collection view's order for a batch update.
    private var updateOrder: SimulatedCollectionView.UpdateOrder {
        orders.updateOrder == .passFirst ? .passFirst : .updateFirst
    }

    func layOut() { view.layoutIfNeeded() }

    // MARK: Programmatic scrolling: the calls CarouselControlling makes

    func scroll(byItems count: Int, duration: Double?) -> Bool {
        controller.feedProgrammatic(.scroll(.byItems(count, duration: duration ?? controller.driver.scrollDuration)))
    }

    func scrollToItem(_ item: Int, animated: Bool) -> Bool {
        controller.programmaticScroll(
            toItemAt: IndexPath(indexes: [0, item]), duration: animated ? controller.driver.scrollDuration : 0)
    }

    func stopScrolling() { controller.feedProgrammatic(.stopScrolling) }

    var autoscrollSpeed: Double {
        get { controller.driver.engine.autoscrollSpeed }
        set { controller.feedProgrammatic(.autoscroll(newValue)) }
    }

    var automaticSlidingInterval: Double {
        get { controller.driver.engine.automaticSlidingInterval }
        set { controller.feedProgrammatic(.automaticSliding(interval: newValue)) }
    }

    var centersItemWhenSelected: Bool {
        get { controller.driver.settings.centersItemWhenSelected }
        set { controller.driver.settings.centersItemWhenSelected = newValue }
    }

    // MARK: The user

    /// UIKit's order: the controller's touch recognizer reports the touch down and its end; the
    /// engine picks the card drawn on top and the controller confirms the selection.
    func tap(at point: Point2D) {
        controller.feed(.touchDown(point))
        controller.feed(.touchEnded)
        layOut()
    }

    /// UIKit's order for a pan of the scroll view (`Fixtures/VERBS.md`): the touch down, the
    /// drag's start, the content offset moved each frame, the release's target asked of the
    /// delegate, the drag's end, then the scroll view's own deceleration to that target.
    func drag(by distance: Double, duration: Double, releaseVelocity velocity: Double) {
        let vertical = view.layout.state.model.isVertical
        let sign = view.isRightToLeft && !vertical ? -1.0 : 1.0
        let size = view.bounds.size
        controller.feed(.touchDown(Point2D(x: size.width / 2, y: size.height / 2)))
        view.isTracking = true
        controller.drive { $0.scrollView(.willBeginDragging, at: $1, into: &$2) }
        view.isDragging = true
        let steps = max(1, Int((max(0, duration) * 60).rounded()))
        let start = view.contentOffset
        for step in 1...steps {
            let moved = distance * sign * Double(step) / Double(steps)
            advance(by: duration / Double(steps))
            view.scroll(
                to: vertical ? Point2D(x: start.x, y: start.y + moved) : Point2D(x: start.x + moved, y: start.y))
            layOut()
        }
        // UIScrollView's own projection of the release (normal deceleration, rate 0.998 per ms).
        let glide = velocity * sign * 0.998 / (1 - 0.998) / 1000
        let current = view.contentOffset
        let proposed =
            vertical ? Point2D(x: current.x, y: current.y + glide) : Point2D(x: current.x + glide, y: current.y)
        let finger = vertical ? Point2D(x: 0, y: -velocity * sign) : Point2D(x: -velocity * sign, y: 0)
        let target =
            controller.willEndDragging(
                fingerVelocity: finger, proposedContentOffset: proposed, currentContentOffset: current)
            ?? view.clampedOffset(proposed)
        view.isTracking = false
        view.isDragging = false
        let decelerates = target != current
        controller.drive { $0.scrollView(.didEndDragging(willDecelerate: decelerates), at: $1, into: &$2) }
        controller.feed(.touchEnded)
        guard decelerates else { return layOut() }
        view.isDecelerating = true
        controller.drive { $0.scrollView(.willBeginDecelerating, at: $1, into: &$2) }
        let frames = 30
        for frame in 1...frames {
            // An ease-out toward the target, as UIScrollView's deceleration slows.
            let f = 1 - pow(1 - Double(frame) / Double(frames), 3)
            advance(by: 1.0 / 60)
            view.scroll(
                to: Point2D(x: current.x + (target.x - current.x) * f, y: current.y + (target.y - current.y) * f))
            layOut()
        }
        view.isDecelerating = false
        controller.drive { $0.scrollView(.didEndDecelerating, at: $1, into: &$2) }
        layOut()
    }

    // MARK: The app

    var settings: LayoutSettings { view.layout.settings }

    func setSettings(_ settings: LayoutSettings) {
        view.setSettings(settings)
        layOut()
    }

    func resize(to size: Size2D) {
        view.setSize(size)
        layOut()
    }

    func setContentInsets(_ insets: EdgeInsets2D) {
        view.setContentInset(insets)
        layOut()
    }

    func setRightToLeft() {
        view.isRightToLeft = true
        layOut()
    }

    func insertItems(at indexes: [Int]) {
        let count = view.sectionCounts.reduce(0, +) + indexes.count
        let updates = indexes.map {
            CollectionUpdate(action: .insert, before: nil, after: CollectionUpdate.Location(section: 0, item: $0))
        }
        view.performBatchUpdates(updates, sectionCounts: [count], order: updateOrder)
        layOut()
    }

    func deleteItems(at indexes: [Int]) {
        let count = max(0, view.sectionCounts.reduce(0, +) - indexes.count)
        let updates = indexes.map {
            CollectionUpdate(action: .delete, before: CollectionUpdate.Location(section: 0, item: $0), after: nil)
        }
        view.performBatchUpdates(updates, sectionCounts: [count], order: updateOrder)
        layOut()
    }

    func reload(items: Int) {
        view.reloadData(sectionCounts: [items])
        layOut()
    }

    func switchToGrid() {
        view.switchToGrid()
        layOut()
    }

    func switchToCarousel() {
        view.switchToCarousel(order: switchOrder)
        layOut()
    }

    // MARK: Reading

    /// The attributes the last pass applied (the layout shell's answers, centred where each card
    /// is drawn, as UIKit's and AppKit's layouts answer), in the view's own coordinates.
    var cards: [FixtureCard] {
        guard view.shown == .carousel else { return [] }
        let origin = view.contentOffset
        return view.visibleAttributes.compactMap { attributes in
            guard attributes.elementKind == nil, attributes.indexPath[0] == 0 else { return nil }
            let placement = attributes.placement
            return FixtureCard(
                item: attributes.indexPath[1],
                frame: Rect2D(
                    x: placement.center.x - placement.size.width / 2 - origin.x,
                    y: placement.center.y - placement.size.height / 2 - origin.y, width: placement.size.width,
                    height: placement.size.height),
                transform: placement.transform, zPosition: Double(placement.zIndex), alpha: placement.alpha,
                isHidden: placement.isHidden)
        }
    }

    var currentItem: Int? {
        controller.layoutIndexPath(forGlobalIndex: controller.driver.engine.currentItemIndex).map { $0[1] }
    }

    var isAtRest: Bool { controller.driver.engine.isAtRest }

    var carouselCentre: Point2D {
        let insets = view.adjustedContentInset
        let size = view.bounds.size
        return Point2D(
            x: insets.left + (size.width - insets.left - insets.right) / 2,
            y: insets.top + (size.height - insets.top - insets.bottom) / 2)
    }

    var showsCarousel: Bool { view.shown == .carousel }

    var contentOffset: Point2D { view.contentOffset }

    var showsScrollIndicators: (horizontal: Bool, vertical: Bool) {
        (view.scrollView.showsHorizontalIndicator, view.scrollView.showsVerticalIndicator)
    }
}
