#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselPlatform
@_spi(Plumbing) import CarouselAppKit

/// The shared suite's carousel on AppKit: a ``HostedAppKitCarousel`` (a ``CarouselCollectionView``
/// in an `NSScrollView` in an `NSWindow`, with the package's layout and controller on a manual
/// clock given when the controller is made). Readers read what AppKit built (the visible items'
/// views: frames, layers and flags), never the layout or the driver; `Fixtures/VERBS.md` says which
/// verbs AppKit drives and which are direct calls.
@available(macOS 11, *)
@MainActor
final class AppKitFixture: CarouselFixture {
    let hosted: HostedAppKitCarousel
    private(set) var events: [InteractionEvent] = []

    var host: FixtureHost { .appkit }

    init(_ spec: FixtureSpec) {
        hosted = HostedAppKitCarousel(
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

    private var collectionView: CarouselCollectionView { hosted.collectionView }
    private var controller: CarouselController { hosted.controller }

    // MARK: Time

    var time: Double { controller.manualClock ?? 0 }
    func advance(by seconds: Double) { hosted.advance(to: time + seconds) }
    func layOut() { hosted.layOut() }

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

    /// A click: a real mouse-down and mouse-up, handed to the collection view's own event methods.
    func tap(at point: Point2D) {
        let windowPoint = collectionView.convert(
            CGPoint(x: CGFloat(point.x) + hosted.visibleRect.minX, y: CGFloat(point.y) + hosted.visibleRect.minY),
            to: nil)
        if let down = AppKitEvents.mouse(.leftMouseDown, at: windowPoint, in: hosted.window, time: time),
            let up = AppKitEvents.mouse(.leftMouseUp, at: windowPoint, in: hosted.window, time: time)
        {
            collectionView.mouseDown(with: down)
            collectionView.mouseUp(with: up)
        }
        layOut()
    }

    /// A trackpad swipe: real scroll-wheel events (began, changed…, ended, then momentum at the
    /// release's velocity) handed to the collection view's `scrollWheel(with:)`.
    func drag(by distance: Double, duration: Double, releaseVelocity velocity: Double) {
        let vertical = hosted.layout.settings.isVertical
        let rtl = collectionView.userInterfaceLayoutDirection == .rightToLeft && !vertical
        let sign = rtl ? 1.0 : -1.0
        func send(_ event: NSEvent?) {
            if let event { collectionView.scrollWheel(with: event) }
            layOut()
        }
        func scroll(_ delta: Double, phase: AppKitEvents.GesturePhase, momentum: AppKitEvents.MomentumPhase = .none)
            -> NSEvent?
        {
            vertical
                ? AppKitEvents.scroll(dy: delta, phase: phase, momentum: momentum, at: time)
                : AppKitEvents.scroll(dx: delta, phase: phase, momentum: momentum, at: time)
        }
        let steps = max(1, Int((max(0, duration) * 60).rounded()))
        for step in 1...steps {
            advance(by: duration / Double(steps))
            send(scroll(sign * distance / Double(steps), phase: step == 1 ? .began : .changed))
        }
        advance(by: 1.0 / 60)
        send(scroll(0, phase: .ended))
        guard velocity != 0 else { return }
        var delta = velocity / 60
        for frame in 0..<20 {
            advance(by: 1.0 / 60)
            send(scroll(sign * delta, phase: .none, momentum: frame == 0 ? .begin : .continue))
            delta *= 0.85
        }
        advance(by: 1.0 / 60)
        send(scroll(0, phase: .none, momentum: .end))
    }

    // MARK: The app

    var settings: LayoutSettings { hosted.layout.settings }

    func setSettings(_ settings: LayoutSettings) {
        hosted.layout.settings = settings
        layOut()
    }

    func resize(to size: Size2D) {
        hosted.window.setContentSize(CGSize(size))
        hosted.scrollView.frame = CGRect(origin: .zero, size: CGSize(size))
        layOut()
    }

    func setContentInsets(_ insets: EdgeInsets2D) {
        hosted.scrollView.automaticallyAdjustsContentInsets = false
        hosted.scrollView.contentInsets = NSEdgeInsets(
            top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
            right: CGFloat(insets.right))
        layOut()
    }

    func setRightToLeft() {
        collectionView.userInterfaceLayoutDirection = .rightToLeft
        collectionView.collectionViewLayout?.invalidateLayout()
        layOut()
    }

    func insertItems(at indexes: [Int]) {
        collectionView.performBatchUpdates {
            hosted.items += indexes.count
            collectionView.insertItems(at: Set(indexes.map { IndexPath(item: $0, section: 0) }))
        }
        layOut()
    }

    func deleteItems(at indexes: [Int]) {
        collectionView.performBatchUpdates {
            hosted.items -= indexes.count
            collectionView.deleteItems(at: Set(indexes.map { IndexPath(item: $0, section: 0) }))
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
        let grid = NSCollectionViewFlowLayout()
        grid.itemSize = CGSize(hosted.layout.settings.itemSize)
        grid.minimumInteritemSpacing = 0
        grid.minimumLineSpacing = 0
        collectionView.setGridLayout(grid, animated: false)
        layOut()
    }

    func switchToCarousel() {
        collectionView.setGridLayout(hosted.layout, animated: false)
        layOut()
    }

    // MARK: Reading: what AppKit built

    var cards: [FixtureCard] {
        let origin = hosted.visibleRect.origin
        return hosted.visibleItemsByIndex.map { index, item in
            let view = item.view
            let frame = view.frame.offsetBy(dx: -origin.x, dy: -origin.y)
            let layer = view.layer
            return FixtureCard(
                item: index, frame: Rect2D(frame), transform: layer.map { Transform3D($0.transform) } ?? .identity,
                zPosition: Double(layer?.zPosition ?? 0), alpha: Double(view.alphaValue), isHidden: view.isHidden)
        }
    }

    var currentItem: Int? { controller.currentIndexPath?.item }
    var isAtRest: Bool { controller.isAtRest }

    var carouselCentre: Point2D {
        let insets = hosted.scrollView.contentInsets
        let size = hosted.visibleRect.size
        return Point2D(
            x: Double(insets.left + (size.width - insets.left - insets.right) / 2),
            y: Double(insets.top + (size.height - insets.top - insets.bottom) / 2))
    }

    var showsCarousel: Bool { collectionView.collectionViewLayout === hosted.layout }
    var contentOffset: Point2D { Point2D(hosted.visibleRect.origin) }

    var showsScrollIndicators: (horizontal: Bool, vertical: Bool) {
        (hosted.scrollView.hasHorizontalScroller, hosted.scrollView.hasVerticalScroller)
    }
}
#endif
