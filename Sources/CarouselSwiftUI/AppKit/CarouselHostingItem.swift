#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CarouselAppKit

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

/// A card item's view (a ``CarouselAppKit/CarouselItemView``, which keeps the transform applied
/// as the frame moves). It takes no clicks, scrolls or drags: they go to the collection view, whose
/// controller hit-tests the cards as they are drawn (AppKit's own hit test ignores the cards' 3D
/// transforms and would hand a click to whichever card's untransformed frame lies under it).
@available(macOS 13.0, *)
final class CarouselCardContainerView: CarouselItemView {
    override func hitTest(_ point: NSPoint) -> NSView? { nil }
}
#endif
