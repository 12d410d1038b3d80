#if canImport(UIKit) && !os(watchOS)
@_spi(Plumbing) import CarouselCore
import CarouselUIKit
import SwiftUI
import os

/// Carries out a ``Carousel``'s view updates and its collection view's callbacks.
///
/// Every decision is the core's: ``CarouselCore/ItemIdentities`` says whether the data's
/// identities changed, ``CarouselCore/SelectionSync`` what to scroll to and what to write to the
/// binding, ``CarouselCore/TapRoute`` where a tap goes. This class turns them into UIKit calls.
@available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
@MainActor
final class CarouselCoordinator<Element, ID: Hashable, Content: View>: CarouselScrollTarget {
    private var content: (Element) -> Content
    private var elements: [Element] = []
    private var items = ItemIdentities<ID>()
    private var sync = SelectionSync<ID>()
    private var selection: Binding<ID?>?
    private var handlers = CarouselHandlers()
    private var announcement: ((Int, Int) -> String?)?
    /// The current item's index as last reported (−1 with no items).
    private var currentIndex = -1
    /// Whether a view update is being carried out (binding writes wait until it is over).
    private var isUpdating = false
    private var hasAppliedData = false

    private weak var view: CarouselHostView?
    private var layout: CarouselCollectionViewLayout?
    private var controller: CarouselScrollController?
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>?
    private let relay = CarouselDelegateRelay()

    private static var logger: Logger { Logger(subsystem: "Carousel", category: "SwiftUI") }

    init(content: @escaping (Element) -> Content) {
        self.content = content
    }

    // MARK: Making

    func makeView(settings: CarouselSettings) -> CarouselHostView {
        let layout = CarouselCollectionViewLayout(type: settings.type)
        let view = CarouselHostView(frame: .zero, collectionViewLayout: layout)
        view.backgroundColor = .clear
        // Cells prepared ahead of display would keep content from before an update.
        view.isPrefetchingEnabled = false
        let controller = CarouselScrollController(collectionView: view)
        controller.delegate = relay
        view.scrollController = controller
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { [weak self] cell, _, token in
            self?.configure(cell, token: token)
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, token in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: token)
        }
        controller.currentItemDidChange = { [weak self] indexPath in self?.currentItemDidChange(indexPath) }
        controller.eventHandler = { [weak self] event in self?.handle(event) }
        controller.accessibilityAnnouncement = { [weak self] indexPath in
            guard let self else { return nil }
            guard let announcement else {
                return InteractionEngine.defaultAnnouncement(forItem: indexPath.item, of: items.count)
            }
            return announcement(indexPath.item, items.count)
        }
        relay.didSelect = { [weak self] indexPath in self?.didSelect(indexPath) }
        relay.didScroll = { [weak self] in self?.didScroll() }
        view.didLayout = { [weak self] in self?.startPendingScroll() }
        self.view = view
        self.layout = layout
        self.controller = controller
        return view
    }

    func dismantle() {
        controller?.stopScrolling()
        controller?.autoscrollSpeed = 0
        view?.didLayout = nil
    }

    // MARK: View updates

    func update(
        data: some RandomAccessCollection<Element>, id: KeyPath<Element, ID>, selection: Binding<ID?>?,
        content: @escaping (Element) -> Content, settings: CarouselSettings, handlers: CarouselHandlers,
        isRightToLeft: Bool, isAnimated: Bool
    ) {
        isUpdating = true
        defer { isUpdating = false }
        self.content = content
        self.selection = selection
        self.handlers = handlers
        announcement = settings.accessibilityAnnouncement
        guard let view, let layout, let controller, let dataSource else { return }

        view.semanticContentAttribute = isRightToLeft ? .forceRightToLeft : .forceLeftToRight
        if isAnimated, view.window != nil {
            view.performBatchUpdates { Self.apply(settings, to: layout) }
        } else {
            Self.apply(settings, to: layout)
        }
        controller.centersItemWhenSelected = settings.centersItemWhenSelected
        controller.scrollDuration = settings.scrollDuration
        if controller.autoscrollSpeed != settings.autoscrollSpeed {
            controller.autoscrollSpeed = settings.autoscrollSpeed
        }

        // Data: a snapshot when the identities changed, the cards on screen refreshed otherwise.
        let old = items
        let newElements = Array(data)
        let change = items.update(newElements.lazy.map { $0[keyPath: id] })
        if change.droppedPositions.isEmpty {
            elements = newElements
        } else {
            let dropped = Set(change.droppedPositions)
            elements = newElements.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
            Self.logger.warning(
                "Carousel: \(change.droppedPositions.count) element(s) repeat an earlier identity; only the first of each is shown"
            )
        }
        if change.identitiesChanged || !hasAppliedData {
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(items.tokens)
            dataSource.apply(snapshot, animatingDifferences: hasAppliedData && view.window != nil)
            hasAppliedData = true
            if let write = sync.dataDidChange(
                from: old, to: items, isWrapEnabled: layout.resolvedOptions.wrap ?? false)
            {
                self.write(write)
            }
        }
        refreshVisibleCells()

        // Selection: the app's value scrolls.
        if let selection, sync.bindingDidChange(to: selection.wrappedValue, in: items) != nil {
            startPendingScroll(animated: isAnimated && view.window != nil)
        }
    }

    /// Sets on the layout only what differs (every layout property invalidates the layout).
    private static func apply(_ settings: CarouselSettings, to layout: CarouselCollectionViewLayout) {
        if layout.type != settings.type { layout.type = settings.type }
        if layout.options != settings.options { layout.options = settings.options }
        if layout.itemSize != settings.itemSize { layout.itemSize = settings.itemSize }
        if layout.itemWidth != settings.itemWidth { layout.itemWidth = settings.itemWidth }
        if layout.perspective != settings.perspective { layout.perspective = settings.perspective }
        if layout.centerOffset != settings.centerOffset { layout.centerOffset = settings.centerOffset }
        if layout.viewpointOffset != settings.viewpointOffset { layout.viewpointOffset = settings.viewpointOffset }
        if layout.orientation != settings.orientation { layout.orientation = settings.orientation }
        let focus = settings.focusPoint.map { CGPoint(x: $0.x, y: $0.y) }
        if layout.focusPoint != focus { layout.focusPoint = focus }
        if layout.displayLimit != settings.displayLimit { layout.displayLimit = settings.displayLimit }
        if !CarouselSettings.isSamePath(layout.customPath, settings.customPath) {
            layout.customPath = settings.customPath
        }
        if layout.scrollSettings != settings.scrollSettings { layout.scrollSettings = settings.scrollSettings }
        if layout.releaseStyle != settings.releaseStyle { layout.releaseStyle = settings.releaseStyle }
    }

    // MARK: Cells

    private func configure(_ cell: UICollectionViewCell, token: Int) {
        guard let index = items.index(ofToken: token) else { return }
        let element = elements[index]
        let isCurrent = index == currentIndex
        let content = content
        cell.contentConfiguration = UIHostingConfiguration {
            content(element).environment(\.isCarouselCurrentItem, isCurrent)
        }
        .margins(.all, 0)
    }

    private func refreshVisibleCells() {
        guard let view else { return }
        for indexPath in view.indexPathsForVisibleItems {
            refreshCell(at: indexPath.item)
        }
    }

    private func refreshCell(at index: Int) {
        guard let view, index >= 0, index < items.count,
            let cell = view.cellForItem(at: IndexPath(item: index, section: 0))
        else { return }
        configure(cell, token: items.tokens[index])
    }

    // MARK: The carousel's callbacks

    private func currentItemDidChange(_ indexPath: IndexPath?) {
        let previous = currentIndex
        currentIndex = indexPath?.item ?? -1
        if previous != currentIndex {
            refreshCell(at: previous)
            refreshCell(at: currentIndex)
        }
        carouselDidMove()
    }

    private func handle(_ event: CarouselScrollController.Event) {
        handlers.onEvent?(event)
        carouselDidMove()
    }

    private func carouselDidMove() {
        guard let controller else { return }
        let isSettled = controller.isAtRest || controller.isAutoscrolling
        if let write = sync.carouselDidMove(currentIndex: currentIndex, isSettled: isSettled, in: items) {
            self.write(write)
        }
    }

    private func didSelect(_ indexPath: IndexPath) {
        guard TapRoute(tappedIndex: indexPath.item, currentIndex: currentIndex) == .activate,
            let id = items.id(at: indexPath.item)
        else { return }
        handlers.onTap?(AnyHashable(id))
    }

    private func didScroll() {
        guard let onScroll = handlers.onScroll, let layout else { return }
        onScroll(Double(layout.scrollOffset))
    }

    /// Writes the binding; during a view update, right after it (SwiftUI does not allow state
    /// changes while it updates views).
    private func write(_ write: SelectionSync<ID>.Write) {
        guard let selection else { return }
        if isUpdating {
            DispatchQueue.main.async { selection.wrappedValue = write.value }
        } else {
            selection.wrappedValue = write.value
        }
    }

    /// Starts the scroll the binding asked for, once the carousel can: after its first layout,
    /// and never during a drag (the user's gesture wins; the carousel writes where it rests).
    private func startPendingScroll(animated: Bool = false) {
        guard let index = sync.pendingIndex(in: items), let controller, let layout, let view else { return }
        if controller.isDragging {
            sync.scrollWasRefused()
            return
        }
        guard view.bounds.width > 0, view.bounds.height > 0, layout.numberOfItems == items.count else { return }
        if controller.scrollToItem(at: IndexPath(item: index, section: 0), animated: animated) {
            sync.scrollDidStart()
        }
    }

    // MARK: CarouselScrollTarget

    func scroll(toID id: AnyHashable, animated: Bool) -> Bool {
        guard let id = id.base as? ID, let index = items.index(of: id), let controller else { return false }
        return controller.scrollToItem(at: IndexPath(item: index, section: 0), animated: animated)
    }

    func scroll(byItems count: Int, animated: Bool) -> Bool {
        guard let controller else { return false }
        return controller.scroll(byNumberOfItems: count, duration: animated ? controller.scrollDuration : 0)
    }

    func stopScrolling() {
        controller?.stopScrolling()
    }
}
#endif
