// The platforms' option-set and key codes in the core's terms: the shells pass the raw values
// they read, the core decides which one wins when several bits are set.

extension FocusHeading {
    /// `UIFocusHeading`'s bits (up 1, down 2, left 4, right 8, next 16, previous 32), read in the
    /// order left, right, up, down, next, previous; `nil` when none is set (a programmatic focus
    /// update has no heading).
    public init?(focusHeadingBits bits: UInt) {
        let order: [(UInt, FocusHeading)] = [
            (1 << 2, .left), (1 << 3, .right), (1 << 0, .up), (1 << 1, .down), (1 << 4, .next), (1 << 5, .previous),
        ]
        guard let match = order.first(where: { bits & $0.0 != 0 }) else { return nil }
        self = match.1
    }
}

extension ScrollWheelEvent.Phase {
    /// `NSEvent.Phase`'s bits (began 1, stationary 2, changed 4, ended 8, cancelled 16, mayBegin
    /// 32), read in the order mayBegin, began, changed, stationary, ended, cancelled; ``none``
    /// when none is set.
    public init(eventPhaseBits bits: UInt) {
        let order: [(UInt, Self)] = [
            (32, .mayBegin), (1, .began), (4, .changed), (2, .stationary), (8, .ended), (16, .cancelled),
        ]
        self = order.first(where: { bits & $0.0 != 0 })?.1 ?? .none
    }
}

extension CarouselKey {
    /// The keys' function-key codes (`NSEvent.SpecialKey`'s raw values, the Unicode private-use
    /// characters `NSUpArrowFunctionKey` 0xF700 and friends).
    static let functionKeys: [Int: CarouselKey] = [
        0xF700: .up, 0xF701: .down, 0xF702: .left, 0xF703: .right,
        0xF729: .home, 0xF72B: .end, 0xF72C: .pageUp, 0xF72D: .pageDown,
    ]

    /// The carousel key a key press names: `functionKey` is `NSEvent.specialKey`'s raw value
    /// (`nil` for a character key). A press with Command, Option, Control or Shift is never the
    /// carousel's (⌘← and friends keep their meaning).
    public init?(functionKey: Int?, hasModifiers: Bool) {
        guard !hasModifiers, let key = functionKey.flatMap({ Self.functionKeys[$0] }) else { return nil }
        self = key
    }
}

extension InteractionEngine {
    /// The keys a keyboard's commands offer while the carousel holds focus, in menu order: the
    /// arrows along the scroll axis (back, then forward), Page Up, Page Down, Home, End. Empty
    /// while focus is elsewhere or there are no items.
    public var commandKeys: [CarouselKey] {
        guard holdsFocus, model.numberOfItems > 0 else { return [] }
        let arrows: [CarouselKey] = model.isVertical ? [.up, .down] : [.left, .right]
        return arrows + [.pageUp, .pageDown, .home, .end]
    }
}
