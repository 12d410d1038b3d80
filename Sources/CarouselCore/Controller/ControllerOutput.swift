/// What a platform controller must do after one call into its ``ControllerDriver``, in this order:
/// run the frame clock (first: later steps may re-enter the driver, whose newer clock must win),
/// apply the scroll-view settings, tell the engine what the layout shows (``reloadsModel``), stop
/// the platform's own motion, recentre, set the scroll offset, apply the toggle, deliver the
/// events, confirm the tap, activate, refresh VoiceOver's elements, tell VoiceOver.
///
/// One call may feed the engine several inputs; their answers are merged (the last offset,
/// toggle and clock win; events keep their order).
@_spi(Plumbing) public struct ControllerOutput: Sendable {
    /// Apply these scroll-view settings now, if set (the carousel took charge, or another layout did).
    public var scrollViewSettings: ScrollViewSettings?
    /// The carousel took charge again after another layout or delegate had it, so the engine missed
    /// the scroll view's moves: the platform tells the engine what the layout shows now
    /// (`ModelChange.reload`), which settles the carousel where it is.
    public var reloadsModel = false
    /// Stop the scroll view's own deceleration or animation where it is (the engine animates now;
    /// UIKit: `setContentOffset(contentOffset, animated: false)`, openradar 16724593).
    public var stopsPlatformMotion = false
    /// Move the scroll view to where it belongs without changing what is shown, before the offset.
    public var recentres = false
    /// Show this scroll offset now (items, continuous), if set.
    public var scrollOffset: Double?
    /// Cover Flow 2's new toggle, if it changed.
    public var toggle: Double?
    /// Events for the app, in order.
    public var events: [InteractionEvent] = []
    /// The frame clock's new state, if it changed.
    public var frameClock: FrameClock?
    /// A tap landed on this item (all sections counted): the platform selects it through its own
    /// gates and, if they allow it, sends ``InteractionInput/select(_:)``.
    public var tappedItem: Int?
    /// A double click's second release on this item: the platform calls its activation handler.
    public var activatedItem: Int?
    /// VoiceOver's elements should be rebuilt (a recentre, a new current item, a rest).
    public var updatesAccessibilityElements = false
    /// The object the controller forwards the app's calls to forwards them back to it: forget it
    /// (``HostFacts/forwardTargetForwardsBack``).
    public var dropsForwardTarget = false
    /// The carousel let go of the focus it held (charge lost): the key commands it installed
    /// while focused follow (none now).
    public var updatesKeyCommands = false
    /// The carousel took charge again: the platform reports where focus is now
    /// (``ControllerDriver/focusDidMove(to:fromCarousel:at:into:)``), so a card focused meanwhile
    /// holds focus again.
    public var readsFocus = false
    /// What VoiceOver is told of this answer's rest on a new item, if anything: the one
    /// notification the platform posts for the change (``VoiceOverNotice``).
    public var voiceOverNotice: VoiceOverNotice?
    /// Whether the input was carried out (``InteractionOutput/isAccepted``); false for every input
    /// while the controller is not in charge.
    public var isAccepted = true
    /// Why the last input was refused, if it was (``InteractionRefusal/notInCharge`` while another
    /// layout or delegate is in charge).
    public var refusal: InteractionRefusal?
    /// The wheel event was taken for now, its gesture's axis undecided
    /// (``InteractionOutput/holdsWheelEvent``): keep it (``WheelEventRouter``).
    public var holdsWheelEvent = false
    /// Pass the kept wheel events on before this refused one
    /// (``InteractionOutput/passesOnHeldWheelEvents``).
    public var passesOnHeldWheelEvents = false
    /// The platform's callback is not the carousel's (another layout or delegate is in charge):
    /// the app's delegate hears it as the platform sent it.
    public var forwardsCall = false
    /// For a release the platform decelerates (UIKit's `scrollViewWillEndDragging`): where the
    /// scroll view's deceleration must end, items; `nil` when the engine animates the motion (the
    /// scroll view must stay where it is).
    public var releaseTarget: Double?
    /// One line for the developer (a debug build prints it): the carousel handed over because the
    /// app's own object replaced the controller as the delegate.
    public var notice: String?

    /// An output that asks for nothing.
    public init() {}

    /// Takes in one engine answer after the ones before it.
    mutating func absorb(_ answer: InteractionOutput) {
        recentres = recentres || answer.recentres
        scrollOffset = answer.scrollOffset ?? scrollOffset
        toggle = answer.toggle ?? toggle
        frameClock = answer.frameClock ?? frameClock
        tappedItem = answer.tappedItem ?? tappedItem
        isAccepted = answer.isAccepted
        refusal = answer.refusal
        holdsWheelEvent = answer.holdsWheelEvent
        passesOnHeldWheelEvents = answer.passesOnHeldWheelEvents
        events.append(contentsOf: answer.events)
        if answer.recentres || answer.events.contains(where: \.changesWhatVoiceOverSees) {
            updatesAccessibilityElements = true
        }
    }
}

extension InteractionEvent {
    /// Whether the event changes the cards VoiceOver can reach (the current item, a rest).
    var changesWhatVoiceOverSees: Bool {
        switch self {
        case .currentItemDidChange, .didEndDecelerating, .didEndScrollingAnimation, .announcement: true
        default: false
        }
    }
}
