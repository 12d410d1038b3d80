/// Which cards' controls are in the platform's key-view loop (AppKit's Full Keyboard Access: Tab
/// and Shift-Tab move between controls, Space presses the one focused): only the current card's
/// while a carousel is in charge, as only its controls take clicks; every card's under another
/// layout (a grid's cells are all reachable).
///
/// AppKit's loop follows each view's `nextKeyView` and skips a view whose `canBecomeKeyView` is
/// `false`, which an `NSControl` answers when `refusesFirstResponder` is set. The platform sets it
/// on the controls of the cards the loop leaves out and clears it again when their card becomes
/// reachable, only where the carousel set it (``ControlState``): a control the app made refuse
/// keeps refusing. It does so only when the loop's answer may have changed (``Stamp``).
@_spi(Plumbing) public enum KeyViewLoop {
    /// Whether `item`'s controls are in the loop: always while no carousel is in charge, else
    /// only when `item` is the current card (`current`; `nil` with no items).
    public static func includes<Item: Equatable>(_ item: Item, current: Item?, carouselInCharge: Bool) -> Bool {
        !carouselInCharge || item == current
    }

    /// Whether keyboard focus moves to the collection view: the first responder is inside a card
    /// (`focusedItem`; `nil` when it is in no card) whose controls left the loop
    /// (``includes(_:current:carouselInCharge:)``). A control refusing first responder does not
    /// give up focus it already holds, so without this a control on a card that moved aside
    /// (autoscroll, a scroll) would keep focus and Space would still press it.
    public static func movesFocusToCollection<Item: Equatable>(
        focusedItem: Item?, current: Item?, carouselInCharge: Bool
    ) -> Bool {
        focusedItem.map { !includes($0, current: current, carouselInCharge: carouselInCharge) } ?? false
    }

    /// Calls `moveFocus` when keyboard focus must move to the collection view
    /// (``movesFocusToCollection(focusedItem:current:carouselInCharge:)``).
    public static func updateFocus<Item: Equatable>(
        focusedItem: Item?, current: Item?, carouselInCharge: Bool, moveFocus: () -> Void
    ) {
        if movesFocusToCollection(focusedItem: focusedItem, current: current, carouselInCharge: carouselInCharge) {
            moveFocus()
        }
    }

    /// What the loop was last brought up to date for: whether a carousel was in charge, the
    /// current card and the displayed cards. The platform keeps one and checks it after each layout
    /// pass; the loop (its controls and keyboard focus) is updated only when one of these changed or
    /// a card's content was replaced (``contentReplaced()``), as nothing else changes its answer. A
    /// pass that changes none of them (a frame of autoscroll or of a scroll animation between two
    /// current cards) costs a comparison: O(displayed cards), no allocation.
    public struct Stamp<Item: Hashable & Sendable>: Sendable {
        /// The inputs of one update.
        private struct Inputs: Equatable, Sendable {
            var carouselInCharge: Bool
            var current: Item?
            var displayed: Set<Item>
            var contents: Int
        }

        /// The inputs of the last update; `nil` before the first one and after a card's content
        /// was replaced.
        private var applied: Inputs?

        /// A stamp of no update yet: the first check asks for one.
        public init() {}

        /// Records that a card's content was replaced (an item view made or reused for an item):
        /// its controls are new to the loop, so the next check asks for an update.
        public mutating func contentReplaced() {
            applied = nil
        }

        /// Whether the loop needs updating for these inputs: one of them differs from the last
        /// update's, a card's content was replaced since, or there was no update yet.
        /// - Parameters:
        ///   - carouselInCharge: a carousel lays the cards out (not another layout, a grid).
        ///   - current: the current card; `nil` with no items or no carousel in charge.
        ///   - displayed: the cards displayed now (their item views).
        ///   - contents: which item view shows each displayed card (``contentsToken(of:content:)``):
        ///     a batch update can move item views between cards the same index paths name.
        /// - Complexity: O(displayed cards), no allocation.
        public func needsUpdate(carouselInCharge: Bool, current: Item?, displayed: Set<Item>, contents: Int = 0)
            -> Bool
        {
            applied
                != Inputs(
                    carouselInCharge: carouselInCharge, current: current, displayed: displayed, contents: contents)
        }

        /// Answers ``needsUpdate(carouselInCharge:current:displayed:contents:)`` and, when it says
        /// yes, records these inputs as updated for.
        public mutating func shouldUpdate(
            carouselInCharge: Bool, current: Item?, displayed: Set<Item>, contents: Int = 0
        ) -> Bool {
            let inputs = Inputs(
                carouselInCharge: carouselInCharge, current: current, displayed: displayed, contents: contents)
            guard applied != inputs else { return false }
            applied = inputs
            return true
        }

        /// The stamp after a layout pass with these inputs: calls `update` (the platform's
        /// update of the loop and of keyboard focus) only when
        /// ``shouldUpdate(carouselInCharge:current:displayed:contents:)`` says so.
        public func updating(
            carouselInCharge: Bool, current: Item?, displayed: Set<Item>, contents: Int = 0, update: () -> Void
        ) -> Stamp {
            var next = self
            if next.shouldUpdate(
                carouselInCharge: carouselInCharge, current: current, displayed: displayed, contents: contents)
            {
                update()
            }
            return next
        }

        /// A token of which item view shows each displayed card, the same in any order: it changes
        /// when an item view moves to another card (a batch update's move) or another object shows
        /// a card, whatever the displayed index paths.
        /// - Parameter content: the object showing a card (`ObjectIdentifier` of its item view),
        ///   `nil` for none.
        /// - Complexity: O(displayed cards), no allocation.
        public static func contentsToken(of displayed: Set<Item>, content: (Item) -> ObjectIdentifier?) -> Int {
            displayed.reduce(0) { token, card in
                var hasher = Hasher()
                hasher.combine(card)
                hasher.combine(content(card))
                return token &+ hasher.finalize()
            }
        }
    }

    /// A control's refusal to become first responder, and whether the carousel set it.
    public struct ControlState: Hashable, Sendable {
        /// The control refuses to become first responder (`refusesFirstResponder`).
        public var refuses: Bool
        /// The carousel set ``refuses`` (to take the control out of the loop).
        public var setByCarousel: Bool

        /// A control's state as read.
        public init(refuses: Bool, setByCarousel: Bool) {
            self.refuses = refuses
            self.setByCarousel = setByCarousel
        }

        /// The state for a control whose card is in the loop (`reachable`) or not: out of the loop
        /// it refuses (marked as the carousel's doing unless it refused already); back in, a
        /// refusal the carousel set is lifted, and the app's own stays.
        public func applying(reachable: Bool) -> ControlState {
            switch (reachable, refuses, setByCarousel) {
            case (false, false, _): ControlState(refuses: true, setByCarousel: true)
            case (true, _, true): ControlState(refuses: false, setByCarousel: false)
            default: self
            }
        }
    }

    /// Brings every control in `cards` in line with its card's place in the loop: `read` gives a
    /// control's state, `write` sets it (only controls whose state changes are written).
    public static func update<Control>(
        _ cards: [(controls: [Control], reachable: Bool)], read: (Control) -> ControlState,
        write: (Control, ControlState) -> Void
    ) {
        for card in cards {
            for control in card.controls {
                let now = read(control)
                let next = now.applying(reachable: card.reachable)
                if next != now { write(control, next) }
            }
        }
    }
}
