/// What a tap on a card does in a declarative carousel.
///
/// A tap on the current item (the centred card) is the app's: it reaches the adapter's tap
/// handler. A tap on any other card brings that card to the centre and goes no further, so a user
/// browsing the side cards never triggers the action meant for the card in front. When tapped
/// cards are not centred (iCarousel's `centerItemWhenSelected` off), every tap is the app's.
@_spi(Plumbing) public enum TapRoute: Hashable, Sendable {
    /// Report the tap to the app.
    case activate
    /// Only bring the card to the centre (the scroll controller does so).
    case center

    /// The route of a tap on the item at `tappedIndex` while `currentIndex` was current (−1 with
    /// no items), read when the tap landed, before any scroll it starts.
    /// - Parameter centersTappedItem: whether a tap on a side card brings it to the centre.
    public init(tappedIndex: Int, currentIndex: Int, centersTappedItem: Bool = true) {
        guard tappedIndex >= 0 else {
            self = .center
            return
        }
        self = tappedIndex == currentIndex || !centersTappedItem ? .activate : .center
    }

    /// Whether a control on a card keeps a touch that began on it: only when its card is the one
    /// drawn on top at the touch (the core's hit test). Otherwise the touch is the carousel's, a
    /// tap on the card drawn on top there.
    ///
    /// UIKit hit-tests cells in subview order, not in the z-order the cards are drawn in, so
    /// without this a button on a card drawn underneath could take the tap.
    /// - Parameters:
    ///   - controlItem: the global index of the card holding the control.
    ///   - topmostItem: the card drawn on top at the touch point, `nil` if none.
    public static func controlKeepsTouch(onItem controlItem: Int, topmostItem: Int?) -> Bool {
        controlItem == topmostItem
    }
}
