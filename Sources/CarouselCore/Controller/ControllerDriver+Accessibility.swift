extension ControllerDriver {
    // MARK: VoiceOver

    /// How long VoiceOver's scrolls take: ``InteractionSettings/scrollDuration``, or 0 with Reduce
    /// Motion (seconds).
    public var accessibilityScrollDuration: Double {
        engine.environment.isReduceMotionEnabled ? 0 : settings.scrollDuration
    }

    /// VoiceOver's three-finger scroll, `UIAccessibilityScrollDirection`'s raw value (right 1,
    /// left 2, up 3, down 4, next 5, previous 6): a swipe left (up, next) moves the content left
    /// (up), so the next item comes in; right (down, previous) the previous one. `nil` for a
    /// direction it does not know.
    public func accessibilityScroll(direction: Int) -> InteractionInput? {
        let steps = [1: -1, 2: 1, 3: 1, 4: -1, 5: 1, 6: -1]
        return steps[direction].map { .scroll(.byItems($0, duration: accessibilityScrollDuration)) }
    }

    /// VoiceOver (or the focus system) moved to `item` (all sections counted): the scroll that
    /// brings it to the centre, if any (not the current item, and only with
    /// ``InteractionSettings/centersFocusedItem``).
    public func accessibilityFocusScroll(toItem item: Int) -> InteractionInput? {
        guard settings.centersFocusedItem, item != engine.currentItemIndex else { return nil }
        return .scroll(.toItem(item, duration: accessibilityScrollDuration))
    }

    /// The items VoiceOver gets an element for, in reading order: the cards the user can see
    /// (``CarouselModel/perceivableItems(at:toggle:)``); `nil` while VoiceOver is off.
    public var accessibilityItems: [Int]? {
        guard engine.environment.isVoiceOverRunning else { return nil }
        return engine.model.perceivableItems(at: engine.scrollOffset, toggle: engine.toggleState.value)
    }
}
