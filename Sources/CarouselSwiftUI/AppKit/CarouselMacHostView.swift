#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CarouselAppKit

/// The collection view a ``Carousel`` shows on macOS: every layout pass lets the coordinator carry
/// out a scroll that had to wait for the first layout, and VoiceOver's press on the carousel
/// activates the centred card as a click on it would.
@available(macOS 13.0, *)
final class CarouselMacHostView: CarouselCollectionView {
    /// Called before each layout pass (AppKit's own included).
    var willLayout: (() -> Void)?
    /// Called after each layout pass.
    var didLayout: (() -> Void)?
    /// Called for VoiceOver's press; returns whether it was handled.
    var accessibilityPress: (() -> Bool)?

    override func layout() {
        willLayout?()
        super.layout()
        didLayout?()
    }

    override func accessibilityPerformPress() -> Bool {
        accessibilityPress?() ?? super.accessibilityPerformPress()
    }
}

/// The scroll view around a ``Carousel``'s collection view: the view SwiftUI sizes. Its layout
/// passes (a new size from SwiftUI) reach the coordinator as the collection view's do.
@available(macOS 13.0, *)
final class CarouselMacScrollView: NSScrollView {
    /// Called before each layout pass (AppKit's own included).
    var willLayout: (() -> Void)?
    /// Called after each layout pass.
    var didLayout: (() -> Void)?

    override func layout() {
        willLayout?()
        super.layout()
        didLayout?()
    }
}

/// The clip view that holds the carousel's scroll offset (the layout and controller move its
/// bounds origin): reports every move, as `scrollViewDidScroll(_:)` does on iOS.
@available(macOS 13.0, *)
final class CarouselClipView: NSClipView {
    /// Called after the bounds origin moved.
    var didScroll: (() -> Void)?

    override func setBoundsOrigin(_ newOrigin: NSPoint) {
        let moved = newOrigin != bounds.origin
        super.setBoundsOrigin(newOrigin)
        if moved { didScroll?() }
    }
}

/// The collection-view delegate calls a ``Carousel`` needs on macOS, as closures (the coordinator
/// is generic and cannot be an Objective-C delegate). The controller calls them when a click
/// lands on a card, before the scroll it starts.
@available(macOS 13.0, *)
@MainActor
final class CarouselMacDelegateRelay: NSObject, NSCollectionViewDelegate {
    var shouldSelect: (() -> Void)?
    var didSelect: ((IndexPath) -> Void)?

    func collectionView(
        _ collectionView: NSCollectionView, shouldSelectItemsAt indexPaths: Set<IndexPath>
    ) -> Set<IndexPath> {
        shouldSelect?()
        return indexPaths
    }

    func collectionView(_ collectionView: NSCollectionView, didSelectItemsAt indexPaths: Set<IndexPath>) {
        // The controller selects one item per click.
        for indexPath in indexPaths.sorted() { didSelect?(indexPath) }
    }
}
#endif
