#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselAppKit
import SwiftUI

/// The AppKit objects behind one ``Carousel``: the scroll view and collection view (held weakly:
/// SwiftUI owns them), the layout, the controller, the diffable data source and the delegate
/// relay (the collection view holds the last two weakly).
@available(macOS 13.0, *)
@MainActor
final class CarouselPlatformViews {
    weak var scrollView: CarouselMacScrollView?
    weak var view: CarouselMacHostView?
    let layout: CarouselCollectionViewLayout
    let controller: CarouselController
    let dataSource: NSCollectionViewDiffableDataSource<Int, Int>
    let relay: CarouselMacDelegateRelay
    /// The cards' root gestures, as the controller's mouse events (`CardPointerGesture`).
    var cardGesture = CardPointerGesture()

    init(
        scrollView: CarouselMacScrollView, view: CarouselMacHostView, layout: CarouselCollectionViewLayout,
        controller: CarouselController, dataSource: NSCollectionViewDiffableDataSource<Int, Int>,
        relay: CarouselMacDelegateRelay
    ) {
        self.scrollView = scrollView
        self.view = view
        self.layout = layout
        self.controller = controller
        self.dataSource = dataSource
        self.relay = relay
    }
}

/// The AppKit half of the coordinator: makes the scroll view and collection view and turns
/// AppKit's callbacks into the coordinator's; what it does with the controller, layout and data
/// source is the same on both platforms (`CarouselCoordinator+Views.swift`).
@available(macOS 13.0, *)
extension CarouselCoordinator {
    // MARK: Making

    func makeView(settings: CarouselSettings) -> CarouselMacScrollView {
        let layout = CarouselCollectionViewLayout(settings: settings.layout)
        let view = CarouselMacHostView(frame: .zero)
        view.collectionViewLayout = layout
        view.backgroundColors = [.clear]
        // The controller reports clicks through the delegate's selection calls.
        view.isSelectable = true
        view.allowsMultipleSelection = false
        view.register(CarouselHostingItem.self, forItemWithIdentifier: CarouselHostingItem.identifier)
        let scrollView = CarouselMacScrollView(frame: .zero)
        let clipView = CarouselClipView(frame: .zero)
        clipView.drawsBackground = false
        scrollView.contentView = clipView
        scrollView.drawsBackground = false
        scrollView.documentView = view
        // After the scroll view: the controller turns its scrollers and elasticity off.
        let controller = CarouselController(collectionView: view)
        let relay = CarouselMacDelegateRelay()
        view.delegate = relay
        let dataSource = NSCollectionViewDiffableDataSource<Int, Int>(collectionView: view) {
            [weak self] collectionView, indexPath, token in
            let item = collectionView.makeItem(withIdentifier: CarouselHostingItem.identifier, for: indexPath)
            if let item = item as? CarouselHostingItem { self?.configure(item, token: token) }
            return item
        }
        connect(controller)
        relay.shouldSelect = { [weak self] in self?.tapWillLand() }
        relay.didSelect = { [weak self] indexPath in self?.didTap(itemAt: indexPath.item) }
        clipView.didScroll = { [weak self] in self?.didScroll() }
        view.willLayout = { [weak self] in self?.willLayout() }
        view.didLayout = { [weak self] in self?.didLayout() }
        scrollView.willLayout = { [weak self] in self?.willLayout() }
        scrollView.didLayout = { [weak self] in self?.didLayout() }
        view.accessibilityPress = { [weak self] in self?.activateCurrentItem() ?? false }
        views = CarouselPlatformViews(
            scrollView: scrollView, view: view, layout: layout, controller: controller, dataSource: dataSource,
            relay: relay)
        return scrollView
    }

    /// The views stop calling back (``dismantle()``).
    func disconnectPlatformViews() {
        guard let views else { return }
        views.view?.willLayout = nil
        views.view?.didLayout = nil
        views.view?.accessibilityPress = nil
        views.scrollView?.willLayout = nil
        views.scrollView?.didLayout = nil
        (views.scrollView?.contentView as? CarouselClipView)?.didScroll = nil
        views.relay.shouldSelect = nil
        views.relay.didSelect = nil
    }

    /// VoiceOver pressed the carousel: a click on the centred card.
    private func activateCurrentItem() -> Bool {
        let index = currentIndex
        guard index >= 0 else { return false }
        tapWillLand()
        didTap(itemAt: index)
        return true
    }

    // MARK: Settings

    /// Lays the collection view out in the app's direction; invalidates the layout and re-renders
    /// the cards when it changes or when `force` is on (the first update).
    func applyLayoutDirection(isRightToLeft: Bool, force: Bool) {
        guard let views, let view = views.view else { return }
        let direction: NSUserInterfaceLayoutDirection = isRightToLeft ? .rightToLeft : .leftToRight
        if view.userInterfaceLayoutDirection != direction || force {
            view.userInterfaceLayoutDirection = direction
            views.layout.invalidateLayout()
            // The hosting views do not inherit SwiftUI's layout direction: the cards are told.
            for index in platformVisibleIndexes { reconfigureItem(at: index) }
        }
    }

    /// Runs `updates` in an animated batch update of the collection view.
    func performPlatformBatchUpdates(_ updates: @escaping () -> Void) {
        views?.view?.animator().performBatchUpdates(updates, completionHandler: nil)
    }

    // MARK: Items

    /// Shows the card for `token` in `item`: a new hosting view the first time, a new root view
    /// after that.
    private func configure(_ item: CarouselHostingItem, token: Int) {
        guard var card = card(forToken: token) else { return }
        card.layoutDirection = views?.view?.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        card.pointer = CarouselCardPointer(
            changed: { [weak self, weak item] point, start in
                guard let item else { return }
                self?.cardMouse(in: item) { $0.changed(to: Point2D(point), startedAt: Point2D(start)) }
            },
            ended: { [weak self, weak item] point, start in
                guard let item else { return }
                self?.cardMouse(in: item) { $0.ended(at: Point2D(point), startedAt: Point2D(start)) }
            },
            cancelled: { [weak self, weak item] in
                guard let item else { return }
                self?.cardMouse(in: item) { $0.cancelled() }
            })
        if let hostingView = item.hostingView as? NSHostingView<CarouselCard<Content>> {
            hostingView.rootView = card
        } else {
            let hostingView = CarouselCardHostingView(rootView: card)
            // The item's frame sizes the card (the carousel's item size), not the card's content.
            hostingView.sizingOptions = []
            item.host(hostingView)
        }
        // The hosting view makes the card's AppKit controls in its own layout, after the
        // collection view's pass: the key-view loop looks again on the next turn.
        views?.view?.setNeedsKeyViewLoopUpdate()
    }

    /// A card's root gesture reported the mouse (`report`, points in the card's coordinates, y
    /// down): the controller gets the mouse-downs, drags and mouse-ups `CardPointerGesture` makes of
    /// it, in the collection view, where the card is drawn (the collection view lets the card have
    /// the click only while it is drawn at its frame, so AppKit's untransformed conversion is where
    /// the user sees it).
    private func cardMouse(
        in item: CarouselHostingItem, _ report: (inout CardPointerGesture) -> [CardPointerGesture.Action]
    ) {
        guard let views, let view = views.view, let hostingView = item.hostingView else { return }
        func inCollectionView(_ point: Point2D) -> NSPoint {
            let local = NSPoint(
                x: point.x, y: hostingView.isFlipped ? point.y : Double(hostingView.bounds.height) - point.y)
            return view.convert(local, from: hostingView)
        }
        for action in report(&views.cardGesture) {
            switch action {
            case .down(let point):
                // As the collection view's own mouseDown(with:) does: its keys move the carousel.
                view.window?.makeFirstResponder(view)
                views.controller.handleMouseDown(atCollectionViewPoint: inCollectionView(point))
            case .dragged(let point):
                views.controller.handleMouseDragged(toCollectionViewPoint: inCollectionView(point))
            case .up:
                views.controller.handleMouseUpFromContent()
            }
        }
    }

    /// The indexes of the items on screen.
    var platformVisibleIndexes: [Int] { views?.view?.indexPathsForVisibleItems().map(\.item) ?? [] }

    /// Re-renders the card for `token` at `index` if its item is on screen.
    func reconfigurePlatformItem(at index: Int, token: Int) {
        guard let item = views?.view?.item(at: IndexPath(item: index, section: 0)) as? CarouselHostingItem
        else { return }
        configure(item, token: token)
    }

    // MARK: State

    /// The size of the visible area: the clip view's bounds; `nil` without the scroll view.
    var platformViewportSize: CGSize? { views?.scrollView?.contentView.bounds.size }
}
#endif
