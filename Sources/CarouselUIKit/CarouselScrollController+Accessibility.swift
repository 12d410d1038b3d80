#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import CarouselCore

extension CarouselScrollController {
    /// Scrolls one item for VoiceOver's three-finger swipe. Call it from `accessibilityScroll(_:)`
    /// in a `UICollectionView` subclass (UIKit's own would page by the view's width through the
    /// wrapping strip). Returns whether it scrolled.
    @discardableResult
    public func performAccessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        // A three-finger swipe left (up) moves the content left (up): the next item comes in.
        let step: Int
        switch direction {
        case .left, .up, .next: step = 1
        case .right, .down, .previous: step = -1
        @unknown default: return false
        }
        return scroll(byNumberOfItems: step, duration: UIAccessibility.isReduceMotionEnabled ? 0 : scrollDuration)
    }

    /// Starts listening to VoiceOver, Reduce Motion and VoiceOver focus changes.
    func observeAccessibility() {
        let center = NotificationCenter.default
        center.addObserver(
            self, selector: #selector(accessibilityStatusDidChange),
            name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
        center.addObserver(
            self, selector: #selector(accessibilityStatusDidChange),
            name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        center.addObserver(
            self, selector: #selector(accessibilityElementDidFocus(_:)),
            name: UIAccessibility.elementFocusedNotification, object: nil)
    }

    @objc private func accessibilityStatusDidChange() {
        environmentDidChange()
    }

    /// VoiceOver moved to an element: when it is (inside) one of our cells, bring that item to the
    /// centre, so the carousel follows the user's swipes through the items.
    @objc private func accessibilityElementDidFocus(_ notification: Notification) {
        guard centersFocusedItem, let collectionView,
            var view = notification.userInfo?[UIAccessibility.focusedElementUserInfoKey] as? UIView
        else { return }
        while !(view is UICollectionViewCell) || view.superview !== collectionView {
            guard let superview = view.superview else { return }
            view = superview
        }
        guard let cell = view as? UICollectionViewCell, let indexPath = collectionView.indexPath(for: cell),
            indexPath != currentIndexPath
        else { return }
        scrollToItem(at: indexPath, duration: UIAccessibility.isReduceMotionEnabled ? 0 : scrollDuration)
    }
}
#endif
