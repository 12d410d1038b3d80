#if canImport(UIKit) && !os(watchOS)
import CarouselUIKit
import UIKit
#elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CarouselAppKit
#endif
#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
@_spi(Plumbing) import CarouselCore
import SwiftUI

// What the coordinator does with its views: UIKit's and AppKit's controller, layout and diffable
// data source have the same members (both layouts are `CarouselLayout`s, both controllers
// `CarouselControlling`), so it is written once. The platform's half
// (`CarouselCoordinator+UIKit.swift`, `CarouselCoordinator+AppKit.swift`) makes the views and
// provides `makeView(settings:)`, `disconnectPlatformViews()`,
// `applyLayoutDirection(isRightToLeft:force:)`, `performPlatformBatchUpdates(_:)`,
// `platformViewportSize`, `platformVisibleIndexes` and `reconfigurePlatformItem(at:token:)`.
@available(iOS 16.0, tvOS 16.0, visionOS 1.0, macOS 13.0, *)
extension CarouselCoordinator {
    // MARK: Making

    /// Routes the controller's callbacks to the coordinator.
    func connect(_ controller: CarouselController) {
        controller.currentItemDidChange = { [weak self] indexPath in
            self?.carouselCurrentItemDidChange(to: indexPath?.item ?? -1)
        }
        controller.eventHandler = { [weak self] event in self?.carouselDidSend(event) }
        controller.accessibilityAnnouncement = { [weak self] indexPath in
            self?.carouselAnnouncement(forItem: indexPath.item)
        }
    }

    /// SwiftUI removes the carousel. First everything that reaches the app is disconnected: the
    /// views stop calling back, the controller's callbacks and the handlers and binding are let
    /// go, so nothing below runs the app's code inside SwiftUI's dismantle. Then autoscroll and
    /// automatic sliding stop, before the motion, so stopping it resumes nothing and no settle
    /// starts on the view being torn down.
    func dismantle() {
        guard let views else { return }
        disconnectPlatformViews()
        views.controller.currentItemDidChange = nil
        views.controller.eventHandler = nil
        views.controller.accessibilityAnnouncement = nil
        disconnectFromApp()
        views.controller.autoscrollSpeed = 0
        views.controller.automaticSlidingInterval = 0
        views.controller.stopScrolling()
    }

    // MARK: Settings and data

    /// Applies a view update's settings: the layout direction, the layout's settings with one
    /// comparison, and the controller's.
    func applyPlatformSettings(
        _ settings: CarouselSettings, isRightToLeft: Bool, isFirstUpdate: Bool, isAnimated: Bool
    ) {
        guard let views, views.view != nil else { return }
        applyLayoutDirection(isRightToLeft: isRightToLeft, force: isFirstUpdate)
        // The layout invalidates itself when the new settings lay items out differently. A batch
        // update stops the carousel's motion: only for such a change, and only when animated.
        let layout = views.layout
        let new = settings.layout
        if layout.settings != new {
            if isAnimated && new.changesGeometry(comparedWith: layout.settings) {
                performPlatformBatchUpdates { layout.settings = new }
            } else {
                layout.settings = new
            }
        }
        let controller = views.controller
        controller.centersItemWhenSelected = settings.centersItemWhenSelected
        controller.scrollDuration = settings.scrollDuration
        if controller.autoscrollSpeed != settings.autoscrollSpeed {
            controller.autoscrollSpeed = settings.autoscrollSpeed
        }
        // The controller reports the interval it took (0.1 s at least); an equal one changes nothing.
        if controller.automaticSlidingInterval != settings.automaticSlidingInterval {
            controller.automaticSlidingInterval = settings.automaticSlidingInterval
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

    /// Re-renders the card at `index` if it is on screen.
    func reconfigureItem(at index: Int) {
        guard items.tokens.indices.contains(index) else { return }
        reconfigurePlatformItem(at: index, token: items.tokens[index])
    }

    // MARK: State

    /// The current item's index (−1 with none).
    var platformCurrentIndex: Int { views?.controller.currentIndexPath?.item ?? -1 }

    /// Whether nothing but autoscroll moves the carousel.
    var isPlatformSettled: Bool {
        guard let controller = views?.controller else { return false }
        return controller.isAtRest || controller.isAutoscrolling
    }

    /// Whether the user drags the carousel.
    var isPlatformDragging: Bool { views?.controller.isDragging ?? false }

    /// Whether the collection view is in a window.
    var isPlatformInWindow: Bool { views?.view?.window != nil }

    /// The layout's scroll offset in items, as `onCarouselScroll` reports it.
    var platformScrollOffset: Double { views.map { Double($0.layout.scrollOffset) } ?? 0 }

    /// Whether a programmatic scroll can start: the visible area has a size and the layout has seen
    /// the current items.
    var isPlatformReadyToScroll: Bool {
        guard let views, let size = platformViewportSize else { return false }
        return size.width > 0 && size.height > 0 && views.layout.numberOfItems == items.count
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
