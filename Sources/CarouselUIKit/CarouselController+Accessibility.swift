#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselPlatform

// VoiceOver. While it runs, the collection view's accessibility children are one
// `CarouselItemAccessibilityElement` per card the user can see (the core's perceivable items:
// not hidden, not turned away with back faces hidden, not faded out), in reading order. Those
// elements are where VoiceOver asks first, so the three-finger scroll, the double tap and focus
// changes reach the carousel without a collection view or cell subclass.

extension CarouselController {
    /// Scrolls one item for VoiceOver's three-finger swipe (the item elements call it; call it
    /// yourself from a custom element or rotor). Returns whether it scrolled.
    @discardableResult
    public func performAccessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        guard let input = driver.accessibilityScroll(direction: direction.rawValue) else { return false }
        return feedProgrammatic(input)
    }

    /// Starts listening to VoiceOver and Reduce Motion.
    func observeAccessibility() {
        let center = NotificationCenter.default
        center.addObserver(
            self, selector: #selector(accessibilityStatusDidChange),
            name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
        center.addObserver(
            self, selector: #selector(accessibilityStatusDidChange),
            name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        updateAccessibilityElements()
    }

    @objc private func accessibilityStatusDidChange() {
        environmentDidChange()
    }

    /// Gives the collection view one element per perceivable item while VoiceOver runs (and its
    /// own children back when it stops). Called at rest, when the current item changes and when
    /// the data changes: O(visible items), only under VoiceOver.
    func updateAccessibilityElements() {
        guard let collectionView else { return }
        guard let items = driver.accessibilityItems else {
            // VoiceOver stopped: the collection view's own children again (once: an app's own
            // elements stay).
            if !accessibilityElementsByItem.isEmpty { collectionView.accessibilityElements = nil }
            accessibilityElementsByItem = [:]
            return
        }
        var kept: [Int: CarouselItemAccessibilityElement] = [:]
        var elements: [CarouselItemAccessibilityElement] = []
        elements.reserveCapacity(items.count)
        for item in items {
            // The same element for the same item, so VoiceOver's cursor stays on it.
            let element =
                accessibilityElementsByItem[item]
                ?? CarouselItemAccessibilityElement(item: item, controller: self, container: collectionView)
            kept[item] = element
            elements.append(element)
        }
        accessibilityElementsByItem = kept
        collectionView.accessibilityElements = elements
    }

    /// The displayed cell of an item (all sections counted in order), if any.
    func cell(forItem item: Int) -> UICollectionViewCell? {
        guard let indexPath = layout?.indexPath(forGlobalIndex: item) else { return nil }
        return collectionView?.cellForItem(at: indexPath)
    }

    /// VoiceOver's double tap on an item: selected through UIKit's gates, as a tap would be.
    func activateAccessibilityItem(_ item: Int) -> Bool {
        var exists = false
        drive { exists = $0.activateItem(item, at: $1, into: &$2) }
        return exists
    }

    /// VoiceOver moved to an item (a swipe through the cards): bring it to the centre, so the
    /// carousel follows the user through the items.
    func accessibilityItemDidBecomeFocused(_ item: Int) {
        _ = driver.accessibilityFocusScroll(toItem: item).map(feedProgrammatic)
    }
}
#endif
