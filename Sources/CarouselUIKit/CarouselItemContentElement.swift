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
final class CarouselItemContentElement: CarouselItemElement {
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
}
#endif
