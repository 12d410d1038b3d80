#if canImport(UIKit) && !os(watchOS)
import CarouselUIKit
import SwiftUI
import UIKit

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

/// The UIKit half of the coordinator: makes the collection view and turns UIKit's callbacks into
/// the coordinator's; what it does with the controller, layout and data source is the same on both
/// platforms (`CarouselCoordinator+Views.swift`).
@available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
extension CarouselCoordinator {
    // MARK: Making

    func makeView(settings: CarouselSettings) -> CarouselHostView {
        let layout = CarouselCollectionViewLayout(settings: settings.layout)
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
        connect(controller)
        relay.shouldSelect = { [weak self] _ in self?.tapWillLand() }
        relay.didSelect = { [weak self] indexPath in self?.didTap(itemAt: indexPath.item) }
        relay.didScroll = { [weak self] in self?.didScroll() }
        view.willLayout = { [weak self] in self?.willLayout() }
        view.didLayout = { [weak self] in self?.didLayout() }
        views = CarouselPlatformViews(
            view: view, layout: layout, controller: controller, dataSource: dataSource, relay: relay)
        return view
    }

    /// The views stop calling back (``dismantle()``).
    func disconnectPlatformViews() {
        guard let views else { return }
        views.view?.willLayout = nil
        views.view?.didLayout = nil
        views.relay.shouldSelect = nil
        views.relay.didSelect = nil
        views.relay.didScroll = nil
    }

    // MARK: Settings

    /// Lays the collection view out in the app's direction; invalidates the layout and re-renders
    /// the cards when it changes or when `force` is on (the first update).
    ///
    /// The cards are told the direction in their environment (`CarouselCard.layoutDirection`):
    /// `semanticContentAttribute` mirrors the collection view's own layout
    /// (`effectiveUserInterfaceLayoutDirection`) but not its trait collection's `layoutDirection`,
    /// which is the app's and which `UIHostingConfiguration` hands its SwiftUI content; so without
    /// it a right-to-left carousel in a left-to-right app would lay its cards' text and controls
    /// out left to right.
    func applyLayoutDirection(isRightToLeft: Bool, force: Bool) {
        guard let views, let view = views.view else { return }
        let direction: UISemanticContentAttribute = isRightToLeft ? .forceRightToLeft : .forceLeftToRight
        if view.semanticContentAttribute != direction || force {
            view.semanticContentAttribute = direction
            views.layout.invalidateLayout()
            for index in platformVisibleIndexes { reconfigureItem(at: index) }
        }
    }

    /// Runs `updates` in an animated batch update of the collection view.
    func performPlatformBatchUpdates(_ updates: @escaping () -> Void) {
        views?.view?.performBatchUpdates(updates)
    }

    // MARK: Cells

    private func configure(_ cell: UICollectionViewCell, token: Int) {
        guard var card = card(forToken: token) else { return }
        card.layoutDirection = views?.view?.semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
        cell.contentConfiguration = UIHostingConfiguration { card }.margins(.all, 0)
    }

    /// The indexes of the items on screen.
    var platformVisibleIndexes: [Int] { views?.view?.indexPathsForVisibleItems.map(\.item) ?? [] }

    /// Re-renders the card for `token` at `index` if its cell is on screen.
    func reconfigurePlatformItem(at index: Int, token: Int) {
        guard let cell = views?.view?.cellForItem(at: IndexPath(item: index, section: 0)) else { return }
        configure(cell, token: token)
    }

    // MARK: State

    /// The size of the visible area: the collection view's bounds; `nil` without the view.
    var platformViewportSize: CGSize? { views?.view?.bounds.size }
}
#endif
