#if canImport(UIKit) && !os(watchOS)
import CarouselUIKit
import UIKit

/// The collection view a ``Carousel`` shows: VoiceOver's three-finger swipe moves one card
/// (UIScrollView's own would page through the wrapping strip), and every layout pass lets the
/// coordinator carry out a scroll that had to wait for the first layout.
final class CarouselHostView: UICollectionView {
    /// The controller that scrolls it (the collection view retains it).
    weak var scrollController: CarouselScrollController?
    /// Called after each layout pass.
    var didLayout: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        didLayout?()
    }

    /// VoiceOver calls it on the main thread (UIKit's accessibility methods are not isolated in
    /// the SDK's declarations).
    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, *) {
            return MainActor.assumeIsolated {
                scrollController?.performAccessibilityScroll(direction)
            } ?? super.accessibilityScroll(direction)
        }
        // iOS 16 and tvOS 16 cannot assert the main actor synchronously: scroll right after.
        Task { @MainActor [weak self] in self?.scrollController?.performAccessibilityScroll(direction) }
        return true
    }
}

/// The collection-view delegate calls a ``Carousel`` needs, as closures (the scroll controller
/// forwards them; the coordinator is generic and cannot be an Objective-C delegate).
final class CarouselDelegateRelay: NSObject, UICollectionViewDelegate {
    var shouldSelect: ((IndexPath) -> Void)?
    var didSelect: ((IndexPath) -> Void)?
    var didScroll: (() -> Void)?

    /// Asked when a tap lands, before the scroll it starts (the controller asks on every path).
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        shouldSelect?(indexPath)
        return true
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        didSelect?(indexPath)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        didScroll?()
    }
}
#endif
