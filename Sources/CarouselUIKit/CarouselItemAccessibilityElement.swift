#if canImport(UIKit)
// UIKit declares the accessibility traits as mutable globals (`UIKIT_EXTERN` variables), which
// Swift 6 rejects as shared mutable state; they are constants in practice.
@preconcurrency import UIKit
@_spi(Plumbing) import CarouselCore

/// VoiceOver's element for one item: the collection view's accessibility children are these
/// (``CarouselController`` sets them while VoiceOver runs), one per card the user can see,
/// in reading order, so no collection view or cell subclass is needed.
///
/// VoiceOver asks the element it focuses first: the three-finger scroll moves the carousel one
/// item here (UIScrollView's own would page through the wrapping strip), a double tap selects the
/// item through UIKit's gates, and focusing a side card brings it to the centre. What the element
/// says is the cell's: its label (or, when it has none, the labels of the elements inside it,
/// joined as UIKit joins a cell's), value, hint, traits and custom actions.
final class CarouselItemAccessibilityElement: CarouselItemElement {
    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }

    override var accessibilityLabel: String? {
        get {
            onMainThread {
                guard let cell else { return nil }
                return cell.accessibilityLabel ?? Self.combinedLabel(of: cell)
            }
        }
        set {}
    }

    override var accessibilityValue: String? {
        get { onMainThread { cell?.accessibilityValue } }
        set {}
    }

    override var accessibilityHint: String? {
        get { onMainThread { cell?.accessibilityHint } }
        set {}
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            onMainThread {
                guard let cell else { return .none }
                var traits = cell.accessibilityTraits
                if cell.isSelected { traits.insert(.selected) }
                return traits
            }
        }
        set {}
    }

    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { onMainThread { cell?.accessibilityCustomActions } }
        set {}
    }

    override func accessibilityActivate() -> Bool {
        onMainThread { controller?.activateAccessibilityItem(item) ?? false }
    }

    override func accessibilityElementDidBecomeFocused() {
        onMainThread { controller?.accessibilityItemDidBecomeFocused(item) }
    }

    /// The labels of the elements inside `object`, depth first, joined with ", " (what UIKit
    /// reads for a cell without a label of its own; `AccessibilityLabels`); `nil` when there are none.
    private static func combinedLabel(of object: NSObject) -> String? {
        AccessibilityLabels.combined(
            of: object,
            children: { ($0.accessibilityElements ?? ($0 as? UIView)?.subviews ?? []).compactMap { $0 as? NSObject } },
            isHidden: { ($0 as? UIView).map { $0.isHidden || $0.accessibilityElementsHidden } ?? false },
            isElement: \.isAccessibilityElement, label: \.accessibilityLabel)
    }
}

/// What VoiceOver's elements for one item share (``CarouselItemAccessibilityElement``, the card;
/// ``CarouselItemContentElement``, its content): the item, its cell while displayed, the cell's
/// frame, and the three-finger scroll, which moves the carousel one item.
class CarouselItemElement: UIAccessibilityElement {
    /// The item, as the carousel counts it (all sections in order).
    nonisolated let item: Int
    nonisolated(unsafe) weak var controller: CarouselController?

    init(item: Int, controller: CarouselController, container: UICollectionView) {
        self.item = item
        self.controller = controller
        super.init(accessibilityContainer: container)
    }

    /// The item's cell while it is displayed.
    nonisolated var cell: UICollectionViewCell? {
        onMainThread { controller?.cell(forItem: item) }
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
