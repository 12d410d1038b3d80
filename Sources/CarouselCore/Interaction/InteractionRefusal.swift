/// Why the interaction engine did not carry out an input (``InteractionOutput/refusal``).
///
/// A refused key press or wheel event is not the carousel's: the platform passes it on (the next
/// responder, the focus system, an enclosing scroll view). A refused programmatic scroll or
/// selection does nothing. ``description`` says why in one short sentence, for logs and tools.
public enum InteractionRefusal: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The carousel has no items to move to, select or focus.
    case noItems
    /// No item has the index given (a selection or a focus change outside the items).
    case noSuchItem
    /// A finger (or a trackpad gesture) is on the carousel, which owns it until it lifts.
    case duringTouch
    /// A drag is under way; a programmatic scroll would fight the finger.
    case duringDrag
    /// The key, focus move, wheel tick or trackpad gesture (and its momentum) goes mostly across
    /// the scroll axis: it belongs to the focus system or an enclosing scroll view.
    case acrossAxis
    /// A focus move to the next or previous focusable view (Tab and Shift-Tab,
    /// ``FocusHeading/next`` and ``FocusHeading/previous``), which runs along no axis: it leaves
    /// the carousel for the focus system to take to the next view.
    case leavesCarousel
    /// The carousel is at rest on its first item and the move leads backward (not wrapping).
    case atFirstItem
    /// The carousel is at rest on its last item and the move leads forward (not wrapping).
    case atLastItem
    /// The carousel is already at rest on the item the key leads to (Home or End).
    case alreadyThere
    /// Wrapping a single item, every move by items comes back to it.
    case singleWrappedItem
    /// Focus is off (``FocusBehavior/none``): no item takes focus.
    case focusDisabled
    /// A wheel event moved by zero points along both axes.
    case noMovement
    /// Momentum or an end of a trackpad gesture that the carousel did not take.
    case noGesture
    /// The carousel is not in charge of its collection view: another layout is shown, a layout
    /// switch runs, or the app's own object replaced the controller as the delegate.
    case notInCharge

    /// One short sentence saying why, without a final full stop.
    public var description: String {
        switch self {
        case .noItems: "the carousel has no items"
        case .noSuchItem: "no item has that index"
        case .duringTouch: "a finger is on the carousel"
        case .duringDrag: "the carousel is being dragged"
        case .acrossAxis: "it goes across the scroll axis"
        case .leavesCarousel: "Tab's next and previous leave the carousel"
        case .atFirstItem: "the carousel is at its first item"
        case .atLastItem: "the carousel is at its last item"
        case .alreadyThere: "the carousel is already at that item"
        case .singleWrappedItem: "a single wrapped item comes back to itself"
        case .focusDisabled: "focus is off (focusBehavior none)"
        case .noMovement: "the wheel did not move"
        case .noGesture: "no gesture of the carousel's is under way"
        case .notInCharge: "another layout or delegate is in charge"
        }
    }
}
