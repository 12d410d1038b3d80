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
/// rest, as the collection view's hit test allows). Wheel and trackpad scrolling over a card goes
/// to the carousel first (the card's view answers no hit test for a wheel event while the
/// carousel is in charge: `CarouselItemView`). The carousel keeps a gesture along its axis; one
/// across its axis goes to a `ScrollView`, `List` or `TextEditor` in the current card under the
/// pointer (each is an `NSScrollView` inside the hosting view), else to the page around the
/// carousel.
///
/// A scroll view that does not use an event it was handed (at its end, say) may pass it up the
/// responder chain; nothing documents whether an `NSHostingView` passes on one no SwiftUI view
/// takes, so the hosting view hands it to the collection view, which sends it on to the page
/// (an event handed back while the carousel delivers it goes straight on: `WheelEventRouter`).
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
