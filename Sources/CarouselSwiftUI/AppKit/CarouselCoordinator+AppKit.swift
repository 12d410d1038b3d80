#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CarouselAppKit
@_spi(Plumbing) import CarouselCore
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

/// The AppKit half of the coordinator: makes the scroll view and collection view, turns the shared
/// coordinator's requests into AppKit calls and the controller's callbacks into the coordinator's.
@available(macOS 13.0, *)
extension CarouselCoordinator {
    // MARK: Making

    func makeView(settings: CarouselSettings) -> CarouselMacScrollView {
        let layout = CarouselCollectionViewLayout(type: settings.type)
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
        controller.currentItemDidChange = { [weak self] indexPath in
            self?.carouselCurrentItemDidChange(to: indexPath?.item ?? -1)
        }
        controller.eventHandler = { [weak self] event in self?.carouselDidSend(event) }
        controller.accessibilityAnnouncement = { [weak self] indexPath in
            self?.carouselAnnouncement(forItem: indexPath.item)
        }
        relay.shouldSelect = { [weak self] in self?.tapWillLand() }
        relay.didSelect = { [weak self] indexPath in self?.didTap(itemAt: indexPath.item) }
        clipView.didScroll = { [weak self] in self?.didScroll() }
        view.didLayout = { [weak self] in self?.didLayout() }
        scrollView.didLayout = { [weak self] in self?.didLayout() }
        view.accessibilityPress = { [weak self] in self?.activateCurrentItem() ?? false }
        views = CarouselPlatformViews(
            scrollView: scrollView, view: view, layout: layout, controller: controller, dataSource: dataSource,
            relay: relay)
        return scrollView
    }

    func dismantle() {
        guard let views else { return }
        views.controller.stopScrolling()
        views.controller.autoscrollSpeed = 0
        views.view?.didLayout = nil
        views.view?.accessibilityPress = nil
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

    // MARK: Settings and data

    func applyPlatformSettings(
        _ settings: CarouselSettings, isRightToLeft: Bool, isFirstUpdate: Bool, isAnimated: Bool
    ) {
        guard let views, let view = views.view else { return }
        let layout = views.layout
        let controller = views.controller
        let direction: NSUserInterfaceLayoutDirection = isRightToLeft ? .rightToLeft : .leftToRight
        if view.userInterfaceLayoutDirection != direction || isFirstUpdate {
            view.userInterfaceLayoutDirection = direction
            layout.invalidateLayout()
            // The hosting views do not inherit SwiftUI's layout direction: the cards are told.
            for index in platformVisibleIndexes { reconfigureItem(at: index) }
        }
        // A batch update stops the carousel's motion: only when a setting really changes.
        if settings.apply(to: layout, commit: false) {
            if isAnimated {
                view.animator().performBatchUpdates(
                    { _ = settings.apply(to: layout, commit: true) }, completionHandler: nil)
            } else {
                _ = settings.apply(to: layout, commit: true)
            }
        }
        if layout.releaseStyle != settings.releaseStyle { layout.releaseStyle = settings.releaseStyle }
        controller.centersItemWhenSelected = settings.centersItemWhenSelected
        controller.scrollDuration = settings.scrollDuration
        if controller.autoscrollSpeed != settings.autoscrollSpeed {
            controller.autoscrollSpeed = settings.autoscrollSpeed
        }
    }

    /// Shows the current tokens, animating insertions, deletions and moves when `animated`.
    func applySnapshot(animated: Bool) {
        guard let views else { return }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(items.tokens)
        views.dataSource.apply(snapshot, animatingDifferences: animated)
    }

    // MARK: Items

    /// Shows the card for `token` in `item`: a new hosting view the first time, a new root view
    /// after that.
    private func configure(_ item: CarouselHostingItem, token: Int) {
        guard var card = card(forToken: token) else { return }
        card.layoutDirection = views?.view?.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        if let hostingView = item.hostingView as? NSHostingView<CarouselCard<Content>> {
            hostingView.rootView = card
        } else {
            let hostingView = NSHostingView(rootView: card)
            // The item's frame sizes the card (the carousel's item size), not the card's content.
            hostingView.sizingOptions = []
            item.host(hostingView)
        }
    }

    /// The indexes of the items on screen.
    var platformVisibleIndexes: [Int] { views?.view?.indexPathsForVisibleItems().map(\.item) ?? [] }

    /// Re-renders the card at `index` if its item is on screen.
    func reconfigureItem(at index: Int) {
        guard let view = views?.view, items.tokens.indices.contains(index),
            let item = view.item(at: IndexPath(item: index, section: 0)) as? CarouselHostingItem
        else { return }
        configure(item, token: items.tokens[index])
    }

    // MARK: State

    // platformCurrentIndex, isPlatformSettled, isPlatformDragging, isPlatformInWindow and
    // platformScrollOffset: CarouselCoordinator+State.swift (the same on both platforms).

    /// Whether a programmatic scroll can start: the visible area has a size and the layout has seen
    /// the current items.
    var isPlatformReadyToScroll: Bool {
        guard let views, let scrollView = views.scrollView else { return false }
        let visible = scrollView.contentView.bounds
        return visible.width > 0 && visible.height > 0 && views.layout.numberOfItems == items.count
    }

    // MARK: Scrolling

    func platformScroll(toIndex index: Int, animated: Bool) -> Bool {
        views?.controller.scrollToItem(at: IndexPath(item: index, section: 0), animated: animated) ?? false
    }

    func platformScroll(byItems count: Int, animated: Bool) -> Bool {
        views.map {
            $0.controller.scroll(byNumberOfItems: count, duration: animated ? $0.controller.scrollDuration : 0)
        }
            ?? false
    }

    func platformStopScrolling() {
        views?.controller.stopScrolling()
    }
}
#endif
