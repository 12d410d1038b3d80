/// What VoiceOver is told when the carousel comes to rest on a new item while it runs: one notice
/// per change, or none when VoiceOver has already spoken the change.
///
/// The engine reports each rest on a new item once (``InteractionEvent/announcement(index:)``);
/// the driver turns it into at most one notice from what moved the carousel
/// (``VoiceOverMove``), and the platform posts exactly that notice: nothing on a current-item
/// change during the motion, nothing twice.
@_spi(Plumbing) public enum VoiceOverNotice: Hashable, Sendable {
    /// Speak where the carousel rests ("Item 4 of 12", or the app's text for the item, all
    /// sections counted). UIKit posts `UIAccessibility.Notification.pageScrolled` with the text
    /// (the notification `accessibilityScroll(_:)`'s contract asks for); AppKit posts
    /// `NSAccessibility.Notification.announcementRequested`.
    case speakPosition(item: Int)
    /// The adjustable element's value changed to name `item`: AppKit posts
    /// `NSAccessibility.Notification.valueChanged` on it, and VoiceOver reads the new value of the
    /// element it just adjusted (the value is the same text ``speakPosition(item:)`` would speak).
    case valueChanged(item: Int)

    /// The notice for a rest on `item` after `move`; `nil` when VoiceOver moved to the item's own
    /// element (``VoiceOverMove/focus``): it spoke the element as it focused it, and the carousel
    /// centring it is no news.
    public static func forRest(on item: Int, after move: VoiceOverMove) -> VoiceOverNotice? {
        switch move {
        case .focus: nil
        case .adjusted: .valueChanged(item: item)
        case .accessibilityScroll, .other: .speakPosition(item: item)
        }
    }

    /// The item the notice names (all sections counted).
    public var item: Int {
        switch self {
        case .speakPosition(let item), .valueChanged(let item): item
        }
    }
}

/// What last set the carousel moving, as far as VoiceOver is concerned: decides the
/// ``VoiceOverNotice`` of the rest it leads to.
@_spi(Plumbing) public enum VoiceOverMove: Hashable, Sendable {
    /// VoiceOver adjusted the carousel's adjustable element (AppKit's increment and decrement).
    case adjusted
    /// VoiceOver's three-finger scroll (UIKit's `accessibilityScroll(_:)`).
    case accessibilityScroll
    /// VoiceOver moved its cursor to a card's element, and the carousel centres that card.
    case focus
    /// Anything else: a touch, a drag, the wheel, a key, the app's scroll, VoiceOver turned on.
    case other
}

extension InteractionInput {
    /// Whether the input sets the carousel moving on someone's behalf (a touch, a drag, the wheel,
    /// a key, focus, a programmatic scroll or stop, a selection, autoscroll): the rest it leads
    /// to is then no longer VoiceOver's own move. Frames, the platform's scroll callbacks, the
    /// rest of a touch, model changes and the environment continue whatever moved it.
    @_spi(Plumbing) public var startsAMove: Bool {
        switch self {
        case .touchDown, .dragBegan, .key, .wheel, .focusMove, .focusChanged, .activate, .scroll, .stopScrolling,
            .select, .autoscroll, .automaticSliding:
            true
        case .dragMoved, .touchMoved, .touchUp, .touchEnded, .touchCancelled, .scrolled, .platformScrollEnded,
            .releaseOverridden,
            .frame, .modelChanged, .updateAnimationEnded, .environment:
            false
        }
    }
}
