#if canImport(UIKit) && !os(watchOS)
@_spi(Plumbing) import CarouselCore
import CarouselUIKit
import SwiftUI
import UIKit

/// The scrolling events `onCarouselEvent` reports on this platform.
@available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)

/// The UIKit objects behind one ``Carousel``: the collection view (held weakly: SwiftUI owns it),
/// its layout, scroll controller and diffable data source.
@available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
@MainActor
final class CarouselPlatformViews {
    weak var view: CarouselHostView?
    let layout: CarouselCollectionViewLayout
    let controller: CarouselController
    let dataSource: UICollectionViewDiffableDataSource<Int, Int>
    let relay: CarouselDelegateRelay

    init(
        view: CarouselHostView, layout: CarouselCollectionViewLayout, controller: CarouselController,
        dataSource: UICollectionViewDiffableDataSource<Int, Int>, relay: CarouselDelegateRelay
    ) {
        self.view = view
        self.layout = layout
        self.controller = controller
        self.dataSource = dataSource
        self.relay = relay
    }
}

/// The UIKit half of the coordinator: makes the collection view, turns the shared coordinator's
/// requests into UIKit calls and UIKit's callbacks into the coordinator's.
@available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
extension CarouselCoordinator {
    // MARK: Making

    func makeView(settings: CarouselSettings) -> CarouselHostView {
        let layout = CarouselCollectionViewLayout(type: settings.type)
        let view = CarouselHostView(frame: .zero, collectionViewLayout: layout)
        view.backgroundColor = .clear
        // Cells prepared ahead of display would keep content from before an update.
        view.isPrefetchingEnabled = false
        let controller = CarouselController(collectionView: view)
        let relay = CarouselDelegateRelay()
        controller.delegate = relay
        view.scrollController = controller
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { [weak self] cell, _, token in
            self?.configure(cell, token: token)
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, token in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: token)
        }
        controller.currentItemDidChange = { [weak self] indexPath in
            self?.carouselCurrentItemDidChange(to: indexPath?.item ?? -1)
        }
        controller.eventHandler = { [weak self] event in self?.carouselDidSend(event) }
        controller.accessibilityAnnouncement = { [weak self] indexPath in
            self?.carouselAnnouncement(forItem: indexPath.item)
        }
        relay.shouldSelect = { [weak self] _ in self?.tapWillLand() }
        relay.didSelect = { [weak self] indexPath in self?.didTap(itemAt: indexPath.item) }
        relay.didScroll = { [weak self] in self?.didScroll() }
        view.didLayout = { [weak self] in self?.didLayout() }
        views = CarouselPlatformViews(
            view: view, layout: layout, controller: controller, dataSource: dataSource, relay: relay)
        return view
    }

    func dismantle() {
        guard let views else { return }
        views.controller.stopScrolling()
        views.controller.autoscrollSpeed = 0
        views.view?.didLayout = nil
        views.relay.shouldSelect = nil
        views.relay.didSelect = nil
        views.relay.didScroll = nil
    }

    // MARK: Settings and data

    func applyPlatformSettings(
        _ settings: CarouselSettings, isRightToLeft: Bool, isFirstUpdate: Bool, isAnimated: Bool
    ) {
        guard let views, let view = views.view else { return }
        let layout = views.layout
        let controller = views.controller
        let direction: UISemanticContentAttribute = isRightToLeft ? .forceRightToLeft : .forceLeftToRight
        if view.semanticContentAttribute != direction || isFirstUpdate {
            view.semanticContentAttribute = direction
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
    }

    /// Copies the settings onto the layout where they differ (``CarouselSettings/apply(to:commit:)``
    /// and the release style, which is the UIKit layout's), or with `commit` false only says
    /// whether any differs.
    private static func apply(
        _ settings: CarouselSettings, to layout: CarouselCollectionViewLayout, commit: Bool
    ) -> Bool {
        var changed = settings.apply(to: layout, commit: commit)
        if layout.releaseStyle != settings.releaseStyle {
            changed = true
            if commit { layout.releaseStyle = settings.releaseStyle }
        }
        return changed
    }

    /// Shows the current tokens, animating insertions, deletions and moves when `animated`.
    func applySnapshot(animated: Bool) {
        guard let views else { return }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(items.tokens)
        views.dataSource.apply(snapshot, animatingDifferences: animated)
    }

    // MARK: Cells

    private func configure(_ cell: UICollectionViewCell, token: Int) {
        guard let card = card(forToken: token) else { return }
        cell.contentConfiguration = UIHostingConfiguration { card }.margins(.all, 0)
    }

    /// The indexes of the items on screen.
    var platformVisibleIndexes: [Int] { views?.view?.indexPathsForVisibleItems.map(\.item) ?? [] }

    /// Re-renders the card at `index` if its cell is on screen.
    func reconfigureItem(at index: Int) {
        guard let view = views?.view, let cell = view.cellForItem(at: IndexPath(item: index, section: 0)),
            items.tokens.indices.contains(index)
        else { return }
        configure(cell, token: items.tokens[index])
    }

    // MARK: State

    // platformCurrentIndex, isPlatformSettled, isPlatformDragging, isPlatformInWindow and
    // platformScrollOffset: CarouselCoordinator+State.swift (the same on both platforms).

    /// Whether a programmatic scroll can start: the view has a size and the layout has seen the
    /// current items.
    var isPlatformReadyToScroll: Bool {
        guard let views, let view = views.view else { return false }
        return view.bounds.width > 0 && view.bounds.height > 0 && views.layout.numberOfItems == items.count
    }

    // MARK: Scrolling

    func platformScroll(toIndex index: Int, animated: Bool) -> Bool {
        views?.controller.scrollToItem(at: IndexPath(item: index, section: 0), animated: animated) ?? false
    }

    func platformScroll(byItems count: Int, animated: Bool) -> Bool {
        guard let controller = views?.controller else { return false }
        return controller.scroll(byNumberOfItems: count, duration: animated ? controller.scrollDuration : 0)
    }

    func platformStopScrolling() {
        views?.controller.stopScrolling()
    }
}
#endif
