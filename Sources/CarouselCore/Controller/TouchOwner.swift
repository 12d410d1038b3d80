/// Who owns a touch that began in the carousel (UIKit): the carousel, or a control on a card.
///
/// UIKit hit-tests cells in subview order, not in the z-order the cards are drawn in, so a control
/// on a card drawn underneath another could take a tap meant for the card on top. A control keeps
/// its touch only on the card drawn on top at the touch (the core's hit test); elsewhere the
/// touch is withdrawn from it (the recognizer cancels it) and goes on as a tap on the card on
/// top, or a drag.
@_spi(Plumbing) public enum TouchOwner: Hashable, Sendable {
    /// No control under the touch: the carousel's, as every touch is.
    case carousel
    /// A control on the card on top (or outside any carousel card) keeps the touch: it handles its
    /// own tap, and the carousel hears the touch's end as a cancel.
    case control
    /// A control on a card drawn underneath: the touch is taken back from it.
    case withdrawnFromControl

    /// The owner of a touch.
    /// - Parameters:
    ///   - isOnControl: the touched view or one of its ancestors inside the collection view is a control.
    ///   - controlItem: the card (global index) whose cell holds the touched view, `nil` when it is
    ///     in no carousel card (the control keeps the touch then).
    ///   - topmostItem: the card drawn on top at the touch point, `nil` if none.
    public init(isOnControl: Bool, controlItem: Int?, topmostItem: Int?) {
        guard isOnControl else {
            self = .carousel
            return
        }
        self = controlItem == nil || controlItem == topmostItem ? .control : .withdrawnFromControl
    }
}
