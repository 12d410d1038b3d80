extension ControllerDriver {
    // MARK: VoiceOver

    /// How long VoiceOver's scrolls take: ``InteractionSettings/scrollDuration``, or 0 with Reduce
    /// Motion (seconds).
    public var accessibilityScrollDuration: Double {
        engine.environment.isReduceMotionEnabled ? 0 : settings.scrollDuration
    }

    /// VoiceOver's three-finger scroll, `UIAccessibilityScrollDirection`'s raw value (right 1,
    /// left 2, up 3, down 4, next 5, previous 6), from any element inside the carousel: one item.
    /// A swipe moves the content the way it goes, so the item on the other side comes in: left
    /// brings the next item of a horizontal carousel (the previous one right to left, where the
    /// next item lies to the left), up the next item of a vertical one; next and previous step
    /// forward and back on either axis. `nil` for a swipe across the carousel's axis (it is the
    /// page's around it: the platform asks the views further out) or a direction it does not know.
    public func accessibilityScroll(direction: Int) -> InteractionInput? {
        let model = engine.model
        let forward = model.configuration.layoutDirection == .rightToLeft && !model.isVertical ? -1 : 1
        let steps = model.isVertical ? [3: 1, 4: -1, 5: 1, 6: -1] : [1: -forward, 2: forward, 5: 1, 6: -1]
        return steps[direction].map { .scroll(.byItems($0, duration: accessibilityScrollDuration)) }
    }

    /// VoiceOver (or the focus system) moved to `item` (all sections counted): the scroll that
    /// brings it to the centre, if any (not the current item, and only with
    /// ``InteractionSettings/centersFocusedItem``).
    public func accessibilityFocusScroll(toItem item: Int) -> InteractionInput? {
        guard settings.centersFocusedItem, item != engine.currentItemIndex else { return nil }
        return .scroll(.toItem(item, duration: accessibilityScrollDuration))
    }

    /// VoiceOver's increment (`steps` 1) or decrement (−1) of the carousel's adjustable element
    /// (AppKit): the scroll by that many items, at VoiceOver's duration. Hand it over with
    /// ``handle(_:from:at:into:)`` and ``VoiceOverMove/adjusted``. While an earlier adjustment
    /// still moves the carousel, the step counts from the item it heads for (the item the value
    /// already names), so two quick increments move two cards, as two key presses do.
    public func accessibilityAdjustment(byItems steps: Int) -> InteractionInput {
        let duration = accessibilityScrollDuration
        guard voiceOverMove == .adjusted, engine.isScrollingAnimation else {
            return .scroll(.byItems(steps, duration: duration))
        }
        return .scroll(.toItem(engine.destinationItemIndex + steps, duration: duration))
    }

    /// The item the adjustable element's value names (AppKit's slider), all sections counted;
    /// `nil` with no items. From the moment VoiceOver adjusts the element until the carousel rests,
    /// the item the adjustment heads for: VoiceOver reads the value right after its increment or
    /// decrement, before the carousel has moved. The current item otherwise (and once another
    /// move overtakes the adjustment).
    public var accessibilityValueItem: Int? {
        guard engine.model.numberOfItems > 0 else { return nil }
        return voiceOverMove == .adjusted ? engine.destinationItemIndex : engine.currentItemIndex
    }

    /// The items VoiceOver gets an element for, in reading order: the cards the user can see
    /// (``CarouselModel/perceivableItems(at:toggle:)``); `nil` while VoiceOver is off, while the
    /// carousel is not in charge (another layout or delegate has the collection view, or a switch
    /// runs: the platform's own children are VoiceOver's) and with no items (an empty list would
    /// hide the collection view's own subviews, such as its background view).
    public var accessibilityItems: [Int]? {
        guard engine.environment.isVoiceOverRunning, isActive, engine.model.numberOfItems > 0 else { return nil }
        return engine.model.perceivableItems(at: engine.scrollOffset, toggle: engine.toggleState.value)
    }

    /// The card whose content VoiceOver reaches (its text and controls): the current item, all
    /// sections counted; `nil` with no items. Only the current card's: a control on a card behind
    /// gets no events (the touch centres that card instead), so VoiceOver offers none either.
    public var accessibilityContentItem: Int? {
        engine.model.numberOfItems > 0 ? engine.currentItemIndex : nil
    }

    /// VoiceOver's elements on UIKit while it runs, in reading order: one card element per
    /// ``accessibilityItems`` entry (VoiceOver's swipe moves between them; focusing one centres
    /// it), and right after the current card's element its content
    /// (``AccessibilityEntry/content(item:)``) unless `currentCardIsElement` (the app made the
    /// cell one element: the card element already says all of it). `nil` while there are none
    /// (``accessibilityItems``): the platform gives the collection view its own children back.
    ///
    /// The card elements stay when the current item changes, so the element VoiceOver is on is
    /// never taken away by the carousel coming to rest: only the content entry moves.
    public func accessibilityEntries(currentCardIsElement: Bool) -> [AccessibilityEntry]? {
        guard let items = accessibilityItems else { return nil }
        let content = currentCardIsElement ? nil : accessibilityContentItem
        var entries: [AccessibilityEntry] = []
        entries.reserveCapacity(items.count + 1)
        for item in items {
            entries.append(.card(item: item))
            if item == content { entries.append(.content(item: item)) }
        }
        return entries
    }
}

/// One of VoiceOver's elements for a carousel on UIKit (``ControllerDriver/accessibilityEntries(currentCardIsElement:)``).
@_spi(Plumbing) public enum AccessibilityEntry: Hashable, Sendable {
    /// A card as one element (all sections counted): its cell's label, value, traits and custom
    /// actions; the three-finger scroll, the double tap and focus reach the carousel through it.
    case card(item: Int)
    /// The card's content (all sections counted): a container whose children are the cell's own
    /// elements (its text, controls and SwiftUI content), which VoiceOver visits one by one.
    case content(item: Int)
}
