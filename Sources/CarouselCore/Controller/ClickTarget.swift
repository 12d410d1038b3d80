/// A view under a click on a card (AppKit), as plain facts: whether it is a control that tracks
/// clicks itself, which decides whether the click is the control's or the carousel's.
///
/// Every card's frame sits at the centre (layer transforms place the cards, and AppKit's hit test
/// ignores them), so AppKit would hand a click to whichever card's untransformed subview lies under
/// the pointer. The shell hit-tests within the card drawn on top (the core's hit test) and lists
/// the views from the one hit up to the card; the first control among them decides.
@_spi(Plumbing) public struct ClickTarget: Hashable, Sendable {
    /// The view is an `NSControl`.
    public var isControl: Bool
    /// The control is enabled (`isEnabled`).
    public var isEnabled: Bool
    /// For an `NSTextField`: whether it is editable or selectable (`nil` for other views).
    public var textFieldTakesText: Bool?
    /// For an `NSImageView`: whether it is editable (`nil` for other views).
    public var imageViewIsEditable: Bool?

    /// A view's facts.
    public init(isControl: Bool, isEnabled: Bool, textFieldTakesText: Bool? = nil, imageViewIsEditable: Bool? = nil) {
        self.isControl = isControl
        self.isEnabled = isEnabled
        self.textFieldTakesText = textFieldTakesText
        self.imageViewIsEditable = imageViewIsEditable
    }

    /// Whether a control tracks clicks itself: an enabled button, slider or other control, an
    /// editable or selectable text field, an editable image view. Labels and image views do not
    /// (their clicks are the carousel's, which selects and centres the card).
    public var takesClicks: Bool {
        isControl && isEnabled && (textFieldTakesText ?? imageViewIsEditable ?? true)
    }

    /// Whether a click on the views `chain` (innermost first, up to the card drawn on top) is the
    /// control's: the first control in the chain decides; without one the click is the carousel's.
    public static func controlKeepsClick(_ chain: [ClickTarget]) -> Bool {
        chain.first(where: \.isControl)?.takesClicks ?? false
    }
}
