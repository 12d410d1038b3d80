#if canImport(UIKit) && !os(watchOS)
import CarouselUIKit
import UIKit

/// The collection view a ``Carousel`` shows: every layout pass lets the coordinator carry out a
/// scroll that had to wait for the first layout, it offers the scroll controller's key commands,
/// and it hands VoiceOver's three-finger swipe from inside a card to the controller. VoiceOver,
/// focus and the pointer are otherwise the controller's, as for any collection view.
final class CarouselHostView: UICollectionView {
    /// The controller that scrolls it (the collection view retains it).
    weak var scrollController: CarouselController?
    /// Called before each layout pass.
    var willLayout: (() -> Void)?
    /// Called after each layout pass.
    var didLayout: (() -> Void)?

    override func layoutSubviews() {
        willLayout?()
        super.layoutSubviews()
        didLayout?()
    }

    /// VoiceOver's three-finger swipe from an element inside a card's content (VoiceOver asks the
    /// views around the focused element, and the cell's first is this one): one item, as on the
    /// card elements, rather than the scroll view's page of the wrapping strip; the collection
    /// view's own scroll when the carousel does not take it (across its axis, or not in charge).
    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        scrollController?.performAccessibilityScroll(direction) == true || super.accessibilityScroll(direction)
    }

    /// The carousel's arrow, Home/End and Page keys while it holds focus (the responder chain
    /// from the focused card passes through this view).
    override var keyCommands: [UIKeyCommand]? {
        let own = super.keyCommands ?? []
        guard let scrollController else { return own }
        return own + scrollController.keyCommands
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
