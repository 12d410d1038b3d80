/// A view under a click on a card (AppKit), as plain facts: whether it is a control that tracks
/// clicks itself, or hosts content whose own gestures do, which decides whether the click is the
/// view's or the carousel's.
///
/// Every card's frame sits at the centre (layer transforms place the cards, and AppKit's hit test
/// ignores them), so AppKit would hand a click to whichever card's untransformed subview lies under
/// the pointer. Only the current card drawn at its frame, at rest, lets its views have clicks
/// (`LayoutDriver.indexPathForCardTakingControlClicks(atContentPoint:isAtRest:)`): the shell
/// hit-tests within it and lists the views from the one hit up to the card, the card included;
/// the first control or hosting view among them decides.
@_spi(Plumbing) public struct ClickTarget: Hashable, Sendable {
    /// The view is an `NSControl`.
    public var isControl: Bool
    /// The control is enabled (`isEnabled`).
    public var isEnabled: Bool
    /// For an `NSTextField`: whether it is editable or selectable (`nil` for other views).
    public var textFieldTakesText: Bool?
    /// For an `NSImageView`: whether it is editable (`nil` for other views).
    public var imageViewIsEditable: Bool?

    /// The view hosts declarative content (a SwiftUI card's view) whose own gestures decide what
    /// a click does: the carousel's tap and drag reach it through gestures at the content's root,
    /// below the content's own controls in precedence.
    public var hostsGestures: Bool

    /// A view's facts.
    public init(
        isControl: Bool, isEnabled: Bool, textFieldTakesText: Bool? = nil, imageViewIsEditable: Bool? = nil,
        hostsGestures: Bool = false
    ) {
        self.isControl = isControl
        self.isEnabled = isEnabled
        self.textFieldTakesText = textFieldTakesText
        self.imageViewIsEditable = imageViewIsEditable
        self.hostsGestures = hostsGestures
    }

    /// Whether a control tracks clicks itself: an enabled button, slider or other control, an
    /// editable or selectable text field, an editable image view. Labels and image views do not
    /// (their clicks are the carousel's, which selects and centres the card).
    public var takesClicks: Bool {
        isControl && isEnabled && (textFieldTakesText ?? imageViewIsEditable ?? true)
    }

    /// Whether a click on the views `chain` (innermost first, up to the card) is the view's: the
    /// first control or hosting view in the chain decides (a control as ``takesClicks`` says, a
    /// hosting view always); without one the click is the carousel's.
    public static func controlKeepsClick(_ chain: [ClickTarget]) -> Bool {
        guard let first = chain.first(where: { $0.isControl || $0.hostsGestures }) else { return false }
        return first.isControl ? first.takesClicks : true
    }
}
