#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
@_spi(Plumbing) import CarouselAppKit
import SwiftUI

/// A ``Carousel`` card on macOS: a ``CarouselAppKit/CarouselItem`` (which keeps the layout's 3D
/// transform applied) whose view holds the `NSHostingView` showing the card's SwiftUI content.
///
/// The coordinator makes the hosting view once per item and then only replaces its root view, so
/// a reused item keeps its hosting view; the card's `id(token)` gives the content fresh SwiftUI
/// state when the item shows another card.
@available(macOS 13.0, *)
final class CarouselHostingItem: CarouselItem {
    /// The identifier the carousel registers the item class under.
    static let identifier = NSUserInterfaceItemIdentifier("io.github.carousel.SwiftUICard")

    /// The hosting view showing the card, `nil` until the first card.
    private(set) var hostingView: NSView?

    override func loadView() {
        view = CarouselCardContainerView()
        view.wantsLayer = true
    }

    /// Shows `hostingView`, filling the item, in place of the previous one.
    func host(_ hostingView: NSView) {
        self.hostingView?.removeFromSuperview()
        hostingView.frame = view.bounds
        hostingView.autoresizingMask = [.width, .height]
        view.addSubview(hostingView)
        self.hostingView = hostingView
    }
}

/// The `NSHostingView` showing a card: SwiftUI content that takes clicks (on the centred card at
/// rest, as the collection view's hit test allows), but never scroll-wheel or trackpad scrolling,
/// which goes to the carousel around it as it does everywhere else on the carousel.
///
/// AppKit sends a scroll-wheel event to the view its hit test returns; nothing documents whether an
/// `NSHostingView` passes one no SwiftUI view takes up the responder chain, so the card hands every
/// one to the collection view itself (a `ScrollView` inside a card does not scroll by wheel).
@available(macOS 13.0, *)
final class CarouselCardHostingView<Root: View>: NSHostingView<Root> {
    override func scrollWheel(with event: NSEvent) {
        let carousel = Swift.sequence(first: superview, next: { $0?.superview }).lazy.compactMap { $0 }
            .first { $0 is NSCollectionView }
        guard let carousel else {
            super.scrollWheel(with: event)
            return
        }
        carousel.scrollWheel(with: event)
    }
}

/// A card item's view (a ``CarouselAppKit/CarouselItemView``, which keeps the transform applied
/// as the frame moves), holding the card's `NSHostingView`.
///
/// Hit testing is the collection view's (`CarouselCollectionView.hitTest(_:)`): only on the current
/// card, drawn at its frame with the carousel at rest, does a click reach the hosting view (this
/// view is a ``CarouselAppKit/GestureHostingView``, so the click is the SwiftUI content's and its
/// controls get it); everywhere else the carousel takes it. The carousel's own click and drag on
/// that card come back to it from a gesture at the card's root (``CarouselCard``).
@available(macOS 13.0, *)
final class CarouselCardContainerView: CarouselItemView, GestureHostingView {}
#endif
