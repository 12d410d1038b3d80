/// A view under a click on a card (AppKit), as plain facts: whether it is a control that tracks
/// clicks itself, or hosts content whose own gestures do, which decides whether the click is the
/// view's or the carousel's.
///
/// AppKit's hit test and its controls' tracking ignore layer transforms, so only the current card
/// drawn at its frame, with the carousel held still, lets its views have clicks
/// (`ControllerDriver.cardTakingControlClicks(atContentPoint:in:at:into:)`): the shell
/// hit-tests within it and lists the views from the one hit up to the card, the card included;
/// the first view among them that answers for itself (an app's view that says whether it takes
/// clicks: ``asksForClicks``), is a control, or hosts declarative content decides.
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
    /// The view's own answer, for a view the app marked as one that may take clicks (AppKit's
    /// `CarouselClickTaking`: a text view, a web view, a map, a nested collection view, any view
    /// with its own `mouseDown(with:)`): whether a click on it is its own; `nil` for a view that
    /// does not answer, which the built-in rule decides.
    public var asksForClicks: Bool?

    /// A view's facts.
    public init(
        isControl: Bool, isEnabled: Bool, textFieldTakesText: Bool? = nil, imageViewIsEditable: Bool? = nil,
        hostsGestures: Bool = false, asksForClicks: Bool? = nil
    ) {
        self.isControl = isControl
        self.isEnabled = isEnabled
        self.textFieldTakesText = textFieldTakesText
        self.imageViewIsEditable = imageViewIsEditable
        self.hostsGestures = hostsGestures
        self.asksForClicks = asksForClicks
    }

    /// Whether a control tracks clicks itself: an enabled button, slider or other control, an
    /// editable or selectable text field, an editable image view. Labels and image views do not
    /// (their clicks are the carousel's, which selects and centres the card).
    public var takesClicks: Bool {
        isControl && isEnabled && (textFieldTakesText ?? imageViewIsEditable ?? true)
    }

    /// Whether a click on the views `chain` (innermost first, up to the card) is the view's: the
    /// first view in the chain that answers for itself, is a control, or hosts declarative content
    /// decides (its own answer, a control as ``takesClicks`` says, a hosting view always); without
    /// one the click is the carousel's.
    public static func controlKeepsClick(_ chain: [ClickTarget]) -> Bool {
        guard let first = chain.first(where: { $0.asksForClicks != nil || $0.isControl || $0.hostsGestures })
        else { return false }
        if let answer = first.asksForClicks { return answer }
        return first.isControl ? first.takesClicks : true
    }
}
