#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselPlatform

// VoiceOver. While it runs, the collection view's accessibility children are, in reading order,
// one `CarouselItemAccessibilityElement` per card the user can see (the core's perceivable items:
// not hidden, not turned away with back faces hidden, not faded out) and, right after the current
// card's, a `CarouselItemContentElement` holding that card's cell, whose own elements (text,
// controls, SwiftUI content) VoiceOver visits one by one (`ControllerDriver.accessibilityEntries`).
//
// Contracts relied on: VoiceOver reads a container's `accessibilityElements` in array order and
// descends into an element that is not itself an accessibility element (UIAccessibilityContainer);
// it calls `accessibilityElementDidBecomeFocused()` on the element it moves to, and
// `accessibilityScroll(_:)` on the focused element, then on the views around it, for the
// three-finger swipe (from inside a card's content that reaches the collection view, which only a
// subclass can route: `Carousel`'s does). So a swipe from card to card focuses each card element, and focusing a side card brings
// it to the centre; the card elements stay while the carousel comes to rest, so the element
// VoiceOver is on is never taken away, and only the content container moves to the new current
// card. Those elements are where VoiceOver asks first, so no collection view or cell subclass is
// needed.

extension CarouselController {
    /// Scrolls one item for VoiceOver's three-finger swipe, the way the content moves (the core
    /// decides the step from the direction, the axis and the layout direction; a swipe across the
    /// axis is not the carousel's). The card elements and the content's container call it; from an
    /// element inside a card's content VoiceOver asks the cell and then the collection view, so a
    /// collection view subclass of yours routes its own `accessibilityScroll(_:)` here:
    ///
    /// ```swift
    /// override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
    ///     carousel.performAccessibilityScroll(direction) || super.accessibilityScroll(direction)
    /// }
    /// ```
    ///
    /// Returns whether it scrolled (`false` across the axis, with no items or while another layout
    /// or delegate is in charge).
    @discardableResult
    public func performAccessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        guard let input = driver.accessibilityScroll(direction: direction.rawValue) else { return false }
        return feedVoiceOver(input, as: .accessibilityScroll)
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
    }

    @objc private func accessibilityStatusDidChange() {
        environmentDidChange()
    }

    /// Gives the collection view its VoiceOver elements while VoiceOver runs and the carousel is
    /// in charge with items (and its own children back otherwise: the core decides,
    /// `ControllerDriver.accessibilityEntries`). Called at rest, when the current item changes,
    /// when the data changes and when charge or VoiceOver changes: O(visible items), only under
    /// VoiceOver.
    func updateAccessibilityElements() {
        guard let collectionView else { return }
        let currentCell = driver.accessibilityContentItem.flatMap(cell(forItem:))
        guard
            let entries = driver.accessibilityEntries(
                currentCardIsElement: currentCell?.isAccessibilityElement ?? false)
        else {
            // VoiceOver stopped, or the carousel is not in charge or has no items: the collection
            // view's own children again (once: an app's own elements stay).
            if !accessibilityElementsByItem.isEmpty { collectionView.accessibilityElements = nil }
            accessibilityElementsByItem = [:]
            accessibilityContentElement = nil
            return
        }
        var kept: [Int: CarouselItemAccessibilityElement] = [:]
        var elements: [UIAccessibilityElement] = []
        elements.reserveCapacity(entries.count)
        var content: CarouselItemContentElement?
        for entry in entries {
            switch entry {
            case .card(let item):
                // The same element for the same item, so VoiceOver's cursor stays on it.
                let element =
                    accessibilityElementsByItem[item]
                    ?? CarouselItemAccessibilityElement(item: item, controller: self, container: collectionView)
                kept[item] = element
                elements.append(element)
            case .content(let item):
                let element =
                    accessibilityContentElement.flatMap { $0.item == item ? $0 : nil }
                    ?? CarouselItemContentElement(item: item, controller: self, container: collectionView)
                content = element
                elements.append(element)
            }
        }
        accessibilityElementsByItem = kept
        accessibilityContentElement = content
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
    /// carousel follows the user through the items. VoiceOver read the card as it focused it, so
    /// its rest is not spoken again (``VoiceOverMove/focus``).
    func accessibilityItemDidBecomeFocused(_ item: Int) {
        _ = driver.accessibilityFocusScroll(toItem: item).map { feedVoiceOver($0, as: .focus) }
    }
}
#endif
