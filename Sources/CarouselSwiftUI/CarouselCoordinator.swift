#if canImport(UIKit) && !os(watchOS)
@_spi(Plumbing) import CarouselCore
import CarouselUIKit
import SwiftUI
import os

/// Where the SwiftUI adapter reports bad input (repeated identities).
@available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
@MainActor private let carouselLogger = Logger(subsystem: "io.github.carousel", category: "SwiftUI")

/// Carries out a ``Carousel``'s view updates and its collection view's callbacks.
///
/// Every decision is the core's: ``CarouselCore/ItemIdentities`` says whether the data's
/// identities and which contents changed, ``CarouselCore/SelectionSync`` what to scroll to and
/// what to write to the binding, ``CarouselCore/TapRoute`` where a tap goes. This class turns them
/// into UIKit calls, and holds back whatever reaches the app (binding writes, handlers) until
/// SwiftUI's view update is over.
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
    private var centersTappedItem = true
    /// The current item's index as last reported (−1 with no items), to re-render the card that
    /// stops being current.
    private var reportedIndex = -1
    /// The current item when the last tap landed, before the scroll it starts.
    private var currentIndexAtTap: Int?
    /// Whether SwiftUI is updating views or UIKit laying out: what reaches the app waits.
    private var isInsideUpdate = false
    /// Binding writes scheduled but not yet made: the binding's value is stale until they land.
    private var pendingWrites = 0
    /// The latest scroll offset held back for `onCarouselScroll`, if one is scheduled.
    private var pendingScrollOffset: Double?
    private var hasAppliedData = false
    private var isRightToLeft = false
    private var droppedCount = 0

    private weak var view: CarouselHostView?
    private var layout: CarouselCollectionViewLayout?
    private var controller: CarouselScrollController?
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>?
    private let relay = CarouselDelegateRelay()

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
        relay.shouldSelect = { [weak self] _ in self?.currentIndexAtTap = self?.currentIndex }
        relay.didSelect = { [weak self] indexPath in self?.didSelect(indexPath) }
        relay.didScroll = { [weak self] in self?.didScroll() }
        view.didLayout = { [weak self] in self?.didLayout() }
        self.view = view
        self.layout = layout
        self.controller = controller
        return view
    }

    func dismantle() {
        controller?.stopScrolling()
        controller?.autoscrollSpeed = 0
        view?.didLayout = nil
        relay.shouldSelect = nil
        relay.didSelect = nil
        relay.didScroll = nil
    }

    // MARK: View updates

    func update(
        data: some RandomAccessCollection<Element>, id: KeyPath<Element, ID>, selection: Binding<ID?>?,
        content: @escaping (Element) -> Content, settings: CarouselSettings, handlers: CarouselHandlers,
        isRightToLeft: Bool, isAnimated: Bool
    ) {
        isInsideUpdate = true
        defer { isInsideUpdate = false }
        self.content = content
        self.selection = selection
        self.handlers = handlers
        announcement = settings.accessibilityAnnouncement
        centersTappedItem = settings.centersItemWhenSelected
        guard let view, let layout, let controller, let dataSource else { return }
        let isAnimated = isAnimated && view.window != nil

        if isRightToLeft != self.isRightToLeft || !hasAppliedData {
            self.isRightToLeft = isRightToLeft
            view.semanticContentAttribute = isRightToLeft ? .forceRightToLeft : .forceLeftToRight
            layout.invalidateLayout()
        }
        // A batch update stops the carousel's motion: only when a setting really changes.
        if Self.apply(settings, to: layout, commit: false) {
            if isAnimated {
                view.performBatchUpdates { _ = Self.apply(settings, to: layout, commit: true) }
            } else {
                _ = Self.apply(settings, to: layout, commit: true)
            }
        }
        controller.centersItemWhenSelected = settings.centersItemWhenSelected
        controller.scrollDuration = settings.scrollDuration
        if controller.autoscrollSpeed != settings.autoscrollSpeed {
            controller.autoscrollSpeed = settings.autoscrollSpeed
        }

        // Data: a snapshot when the identities changed; changed cards re-rendered in place.
        let old = items
        let oldElements = elements
        let newElements = Array(data)
        let change = items.update(newElements.lazy.map { $0[keyPath: id] }) { oldIndex, newPosition in
            !isKnownEqual(oldElements[oldIndex], newElements[newPosition])
        }
        if change.droppedPositions.isEmpty {
            elements = newElements
        } else {
            let dropped = Set(change.droppedPositions)
            elements = newElements.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
        }
        if change.droppedPositions.count != droppedCount {
            droppedCount = change.droppedPositions.count
            if droppedCount > 0 {
                carouselLogger.warning(
                    "Carousel: \(self.droppedCount) element(s) repeat an earlier identity; only the first of each is shown"
                )
            }
        }
        if change.identitiesChanged || !hasAppliedData {
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(items.tokens)
            dataSource.apply(snapshot, animatingDifferences: hasAppliedData && view.window != nil)
            hasAppliedData = true
            let wraps = settings.options.wrap ?? settings.type.wrapsByDefault
            if let write = sync.dataDidChange(from: old, to: items, isWrapEnabled: wraps) { self.write(write) }
        }
        refreshVisibleCells(tokens: Set(change.changedTokens))

        // Selection: the app's value scrolls (not while a write of ours is on its way: the value
        // read now is the one it replaces).
        if pendingWrites == 0, let selection, sync.bindingDidChange(to: selection.wrappedValue, in: items) != nil {
            startPendingScroll(animated: isAnimated)
        }
    }

    /// Copies the settings onto the layout where they differ (every layout property invalidates
    /// the layout), or with `commit` false only says whether any differs.
    private static func apply(
        _ settings: CarouselSettings, to layout: CarouselCollectionViewLayout, commit: Bool
    ) -> Bool {
        var changed = false
        func set<Value: Equatable>(_ key: ReferenceWritableKeyPath<CarouselCollectionViewLayout, Value>, _ value: Value)
        {
            guard layout[keyPath: key] != value else { return }
            changed = true
            if commit { layout[keyPath: key] = value }
        }
        set(\.type, settings.type)
        set(\.options, settings.options)
        set(\.itemSize, settings.itemSize)
        set(\.itemWidth, settings.itemWidth)
        set(\.perspective, settings.perspective)
        set(\.centerOffset, settings.centerOffset)
        set(\.viewpointOffset, settings.viewpointOffset)
        set(\.orientation, settings.orientation)
        set(\.focusPoint, settings.focusPoint.map { CGPoint(x: $0.x, y: $0.y) })
        set(\.displayLimit, settings.displayLimit)
        set(\.scrollSettings, settings.scrollSettings)
        set(\.releaseStyle, settings.releaseStyle)
        if !CarouselSettings.isSamePath(layout.customPath, settings.customPath) {
            changed = true
            if commit { layout.customPath = settings.customPath }
        }
        return changed
    }

    // MARK: Cells

    /// The current item's index now (−1 with no items), even in the middle of a data change.
    private var currentIndex: Int { controller?.currentIndexPath?.item ?? -1 }

    private func configure(_ cell: UICollectionViewCell, token: Int) {
        guard let index = items.index(ofToken: token) else { return }
        let element = elements[index]
        let isCurrent = index == currentIndex
        let content = content
        // `id(token)`: a cell reused for another card starts from fresh SwiftUI state.
        cell.contentConfiguration = UIHostingConfiguration {
            content(element).environment(\.isCarouselCurrentItem, isCurrent).id(token)
        }
        .margins(.all, 0)
    }

    /// Re-renders the cards on screen whose contents changed; every one of them when the elements
    /// cannot be compared (not `Equatable`).
    private func refreshVisibleCells(tokens: Set<Int>) {
        guard let view, !tokens.isEmpty else { return }
        for indexPath in view.indexPathsForVisibleItems {
            guard items.tokens.indices.contains(indexPath.item), tokens.contains(items.tokens[indexPath.item]) else {
                continue
            }
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
        let previous = reportedIndex
        reportedIndex = indexPath?.item ?? -1
        if previous != reportedIndex {
            refreshCell(at: previous)
            refreshCell(at: reportedIndex)
        }
        carouselDidMove()
    }

    private func handle(_ event: CarouselScrollController.Event) {
        if let onEvent = handlers.onEvent { deliver { onEvent(event) } }
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
        let current = currentIndexAtTap ?? currentIndex
        currentIndexAtTap = nil
        let route = TapRoute(tappedIndex: indexPath.item, currentIndex: current, centersTappedItem: centersTappedItem)
        guard route == .activate, let id = items.id(at: indexPath.item), let onTap = handlers.onTap else { return }
        deliver { onTap(AnyHashable(id)) }
    }

    private func didScroll() {
        guard let onScroll = handlers.onScroll, let layout else { return }
        let offset = Double(layout.scrollOffset)
        guard isInsideUpdate else {
            onScroll(offset)
            return
        }
        // Several moves inside one update reach the app once, with the latest offset.
        let isScheduled = pendingScrollOffset != nil
        pendingScrollOffset = offset
        if isScheduled { return }
        DispatchQueue.main.async { [weak self] in
            guard let self, let offset = pendingScrollOffset else { return }
            pendingScrollOffset = nil
            handlers.onScroll?(offset)
        }
    }

    private func didLayout() {
        isInsideUpdate = true
        defer { isInsideUpdate = false }
        startPendingScroll()
    }

    /// Runs `work` now, or right after the view update or layout pass under way (SwiftUI does not
    /// allow state changes while it updates views).
    private func deliver(_ work: @escaping @MainActor () -> Void) {
        if isInsideUpdate {
            DispatchQueue.main.async { work() }
        } else {
            work()
        }
    }

    /// Writes the binding (after the update under way, if any).
    private func write(_ write: SelectionSync<ID>.Write) {
        guard let selection else { return }
        if isInsideUpdate {
            pendingWrites += 1
            DispatchQueue.main.async { [weak self] in
                selection.wrappedValue = write.value
                self?.pendingWrites -= 1
            }
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
