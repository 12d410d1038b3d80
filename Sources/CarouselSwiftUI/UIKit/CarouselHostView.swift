#if canImport(UIKit) && !os(watchOS)
import CarouselUIKit
import UIKit

/// The collection view a ``Carousel`` shows: every layout pass lets the coordinator carry out a
/// scroll that had to wait for the first layout, and it offers the scroll controller's key
/// commands. VoiceOver, focus and the pointer are the controller's, as for any collection view.
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
