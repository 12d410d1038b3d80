/// What the engine reports to the app, in UIScrollViewDelegate's and iCarousel's vocabulary.
///
/// Every `willBegin…` is followed by its `didEnd…`, also when a touch, a new scroll or a data
/// change interrupts the motion. A release followed by any motion (a deceleration, a snap to an
/// item, or both) is reported as one deceleration, as UIScrollView reports a paging snap:
/// `didEndDragging(willDecelerate: true)`, `willBeginDecelerating`, then `didEndDecelerating`
/// when the carousel rests.
public enum InteractionEvent: Hashable, Sendable {
    /// A drag began.
    case willBeginDragging
    /// The finger lifted after a drag; `willDecelerate` says whether the carousel moves on.
    case didEndDragging(willDecelerate: Bool)
    /// The item the release will bring to rest (iCarousel's `currentItemIndex` there: wrapped or
    /// clamped; −1 with no items), reported right after every ``didEndDragging(willDecelerate:)``
    /// whatever the release style (``ReleaseStyle``), before the motion: for a page control or
    /// analytics keyed to the landing page. A carousel that autoscrolls lands where autoscroll
    /// resumes. On UIKit, a delegate that replaces `scrollViewWillEndDragging`'s target moves the
    /// rest elsewhere; this event names the carousel's own target.
    case willComeToRest(index: Int)
    /// The motion after a release began.
    case willBeginDecelerating
    /// The motion after a release ended (or was interrupted).
    case didEndDecelerating
    /// A programmatic or settling scroll animation began.
    case willBeginScrollingAnimation
    /// It ended (or was interrupted).
    case didEndScrollingAnimation
    /// The item nearest the centre changed (iCarousel's `currentItemIndex`; −1 with no items).
    case currentItemDidChange(index: Int)
    /// An item was selected.
    case didSelectItem(index: Int)
    /// Focus should move to this item (−1: to no item, so it leaves the carousel): the engine moved
    /// the carousel while it held focus and the motion ended. The platform asks its focus system to
    /// update (`setNeedsFocusUpdate`, `updateFocusIfNeeded`), whose preferred item is now this one.
    case focusDidChange(index: Int)
    /// VoiceOver should announce the item the carousel rests on (``InteractionEngine/defaultAnnouncement(forItem:of:localization:)``
    /// gives the default text).
    case announcement(index: Int)
    /// A switch between the carousel and another layout (`setGridLayout`, `setCarouselLayout`)
    /// completed; `index` is the item the new layout centres, all sections counted (−1: none it
    /// could name). The controller reports it whether or not the new layout is its carousel.
    case layoutDidSwitch(index: Int)

    /// The name carousel-preview's replay prints (`"willBeginDragging"`, …).
    public var name: String {
        switch self {
        case .willBeginDragging: "willBeginDragging"
        case .didEndDragging: "didEndDragging"
        case .willComeToRest: "willComeToRest"
        case .willBeginDecelerating: "willBeginDecelerating"
        case .didEndDecelerating: "didEndDecelerating"
        case .willBeginScrollingAnimation: "willBeginScrollingAnimation"
        case .didEndScrollingAnimation: "didEndScrollingAnimation"
        case .currentItemDidChange: "currentItemDidChange"
        case .didSelectItem: "didSelectItem"
        case .focusDidChange: "focusDidChange"
        case .announcement: "announcement"
        case .layoutDidSwitch: "layoutDidSwitch"
        }
    }
}

/// Whether the platform should deliver display frames, and at what rate; stopped, when it should
/// wake the engine.
@_spi(Plumbing) public struct FrameClock: Hashable, Sendable {
    /// Whether frames are wanted (a display link unpaused).
    public var isRunning: Bool
    /// The rates to ask for while running.
    public var frameRate: DisplayLinkPlan.FrameRateRange
    /// While stopped: when to hand the engine one ``InteractionInput/frame`` (seconds on the
    /// inputs' clock; a one-shot timer, not the display link), replacing any wake-up set before;
    /// `nil`: none (cancel any set before). Ignored while running. The next automatic slide
    /// (``InteractionEngine/nextWakeTime``).
    public var wakeTime: Double?

    /// Creates a frame-clock request.
    public init(isRunning: Bool, frameRate: DisplayLinkPlan.FrameRateRange, wakeTime: Double? = nil) {
        self.isRunning = isRunning
        self.frameRate = frameRate
        self.wakeTime = wakeTime
    }
}

/// What the platform must do after one input, in this order: recentre (if asked), set the
/// scroll offset, apply the toggle, deliver the events, then run the frame clock.
///
/// Reuse one value across inputs (``InteractionEngine/handle(_:at:into:)`` clears it first): its
/// event storage keeps its capacity, so the steady state allocates nothing.
public struct InteractionOutput: Sendable {
    /// Move the carousel to this scroll offset now (items, continuous), if set.
    public var scrollOffset: Double?
    /// For a release (``InteractionInput/touchUp(velocity:proposedOffset:)`` after a drag): where
    /// the platform's own deceleration must end (items). It is where the carousel is when the
    /// engine animates the motion (the platform must stop), else the resting place.
    public var releaseTarget: Double?
    /// Move the scroll view to where it belongs without changing what is shown (the wrapping
    /// strip's middle; anchor 0 when not wrapping), before anything else.
    public var recentres = false
    /// Cover Flow 2's new toggle, if it changed.
    public var toggle: Double?
    /// A tap landed on this item (the one drawn on top at the touch-down point). The platform
    /// asks the app whether it may be selected and, if so, sends ``InteractionInput/select(_:)``.
    public var tappedItem: Int?
    /// The frame clock's new state, if it changed.
    @_spi(Plumbing) public var frameClock: FrameClock?
    /// Why the input was not carried out, or `nil` when it was (a programmatic scroll is refused
    /// with no items or during a drag). For ``InteractionInput/key(_:)`` and
    /// ``InteractionInput/wheel(_:)``: set when the carousel did not take the event, which the
    /// platform then passes on (the next responder, the focus system, an enclosing scroll view).
    public var refusal: InteractionRefusal?
    /// Whether the input was carried out: no ``refusal``.
    public var isAccepted: Bool { refusal == nil }
    /// Events for the app, in order.
    public var events: [InteractionEvent] = []
    /// For a trackpad gesture's event: taken for now, while the gesture has moved only noise and
    /// its axis is not decided. The platform keeps the event: if the gesture turns out to go
    /// across the axis (``passesOnHeldWheelEvents``), it passes the kept events on first.
    @_spi(Plumbing) public var holdsWheelEvent = false
    /// The refused trackpad event decided that its gesture goes across the axis after events
    /// ``holdsWheelEvent`` kept: the platform passes those on, in order, before this one, so an
    /// enclosing scroll view gets the gesture whole, from its `began`.
    @_spi(Plumbing) public var passesOnHeldWheelEvents = false

    /// Creates an empty output, to be reused for every input.
    public init() {}

    /// Clears every field, keeping the events' storage.
    public mutating func reset() {
        scrollOffset = nil
        releaseTarget = nil
        recentres = false
        toggle = nil
        tappedItem = nil
        frameClock = nil
        refusal = nil
        holdsWheelEvent = false
        passesOnHeldWheelEvents = false
        events.removeAll(keepingCapacity: true)
    }
}
