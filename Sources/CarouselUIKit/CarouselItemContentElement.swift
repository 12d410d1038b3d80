#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import CarouselCore

/// VoiceOver's container of the current card's content: among the collection view's
/// accessibility children right after that card's ``CarouselItemAccessibilityElement``
/// (``CarouselController`` sets them while VoiceOver runs), it holds the card's cell, so VoiceOver
/// visits the cell's own elements (labels, buttons, switches, text fields, SwiftUI content) one by
/// one and activates, adjusts or edits them as it would anywhere.
///
/// Contract: an element whose `isAccessibilityElement` is `false` and that has
/// `accessibilityElements` is a container VoiceOver navigates into (UIAccessibilityContainer);
/// a `UICollectionViewCell` that is not itself an accessibility element is a container of its
/// subviews' elements. Only the current card has one: a control on a card behind gets no
/// touches (a touch there centres that card), so VoiceOver offers none either. The three-finger
/// swipe asked of this container moves the carousel one item, as on a card element.
final class CarouselItemContentElement: UIAccessibilityElement {
    /// The item, as the carousel counts it (all sections in order).
    nonisolated let item: Int
    nonisolated(unsafe) weak var controller: CarouselController?

    init(item: Int, controller: CarouselController, container: UICollectionView) {
        self.item = item
        self.controller = controller
        super.init(accessibilityContainer: container)
    }

    /// The item's cell while it is displayed.
    private nonisolated var cell: UICollectionViewCell? {
        onMainThread { controller?.cell(forItem: item) }
    }

    override var isAccessibilityElement: Bool {
        get { false }
        set {}
    }

    override var accessibilityElements: [Any]? {
        get {
            onMainThread {
                // A cell the app made one element is read whole by the card's element already.
                guard let cell, !cell.isAccessibilityElement else { return [] }
                return [cell]
            }
        }
        set {}
    }

    override var accessibilityFrame: CGRect {
        get { onMainThread { cell?.accessibilityFrame ?? .zero } }
        set {}
    }

    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        onMainThread { controller?.performAccessibilityScroll(direction) ?? false }
    }
}
#endif
