/// Everything that happens to a carousel over time, as one deterministic value: touches and
/// drags, releases, taps, programmatic scrolls, autoscroll, recentring, data and size changes,
/// Cover Flow 2's toggle, current-item changes, announcements and right-to-left.
///
/// A platform adapter feeds it ``InteractionInput``s with timestamps, in the order its framework
/// delivers them, and carries out each ``InteractionOutput``: set the scroll offset, recentre,
/// run or pause its frame clock, report events, announce, select. The engine never reads a clock,
/// works in items, items per second and seconds (never content offsets), and allocates nothing
/// per frame once its output's event storage has grown.
///
/// ```swift
/// var engine = InteractionEngine(model: model)
/// var output = InteractionOutput()
/// engine.handle(.touchDown(Point2D(x: 400, y: 250)), at: 0, into: &output)
/// engine.handle(.dragMoved(Point2D(x: 330, y: 250)), at: 0.05, into: &output)
/// engine.handle(.touchUp(velocity: Point2D(x: -1500, y: 0), proposedOffset: nil), at: 0.1, into: &output)
/// while engine.wantsFrames { engine.handle(.frame, at: t, into: &output); … }
/// ```
///
/// ## Phases
///
/// The carousel is at rest, in a motion the engine animates (a release, a programmatic scroll, a
/// settle), autoscrolling, or moved by the platform (its deceleration or an animation the app
/// started). A touch stops the first two and pauses autoscroll. Coming to rest, the engine
/// settles between items (on the resting place's settle target),
/// asks for recentring, announces the item and resumes autoscroll. Data changes stop a motion and
/// settle on the next frame (after an update's animation); the current item's index change they
/// cause is reported without moving Cover Flow 2's toggle.
public struct InteractionEngine: Sendable {
    /// Seconds without a platform move after which a move the platform never announced the end
    /// of (UIKit clamping the content offset) counts as over: six 60 Hz frames.
    public static let quietPeriod = 0.1
    /// Seconds within which a motion counts as over at a frame (frame times are sums of binary
    /// fractions: 84 / 60 − 1 falls short of 0.4 by 1e−16).
    public static let timeTolerance = 1e-9
    /// How long after a tap the platform's own selection of that touch is refused, seconds.
    public static let tapSelectionWindow = 0.5

    /// The carousel's model (item count, wrap, physics, geometry for hit testing).
    public internal(set) var model: CarouselModel
    /// The scroll offset shown, items (continuous when wrapping).
    public internal(set) var scrollOffset: Double
    /// The behaviour settings.
    public var settings: InteractionSettings
    /// The environment as last reported.
    public internal(set) var environment = InteractionEnvironment()
    /// Autoscroll speed, items per second toward higher indexes (0: off).
    public internal(set) var autoscrollSpeed = 0.0
    /// Seconds between automatic slides to the next item (FSPagerView's
    /// `automaticSlidingInterval`; 0: off), as ``InteractionInput/automaticSliding(interval:)``
    /// set it: at least 0.1 s when on.
    public internal(set) var automaticSlidingInterval = 0.0
    /// When the next automatic slide is due, seconds on the inputs' clock; `nil` while sliding is
    /// off or paused (a touch, another motion, autoscroll, focus, VoiceOver, Reduce Motion,
    /// off-window) until the carousel rests again.
    public internal(set) var nextSlideTime: Double?
    /// Cover Flow 2's toggle over time.
    @_spi(Plumbing) public internal(set) var toggleState = CoverFlowToggleState()
    /// The current item last reported (−1 with no items).
    public internal(set) var reportedItemIndex: Int
    /// The trackpad gesture and mouse wheel state.
    var wheel = WheelState()
    /// Whether the carousel holds focus, and where.
    var focus = FocusState()

    var phase: Phase = .idle
    /// The latest input time: earlier times are taken as this one.
    var lastTime = -Double.infinity
    /// The current input's own time (a wheel event's ``ScrollWheelEvent/timestamp``, else the
    /// time it is handled at), not raised to ``lastTime``: velocities are measured on it, so an
    /// event stamped before the last display frame (whose time is the frame's target, ahead of
    /// the clock) keeps its spacing from the events around it instead of sharing the frame's time.
    var sampleTime = 0.0
    var touch: Touch?
    var lastAnnouncedIndex: Int?
    var releaseVelocity = 0.0
    /// When the batch update's animation ends, while one runs.
    var updateEndsAt: Double?
    /// A data change is waiting for the next frame to report and settle.
    var isRestPending = false
    /// The end event owed for a motion a data change stopped.
    var owedEnd: InteractionEvent?
    /// The end of the last tap's selection window.
    var tapWindowEnd: Double?
    /// How a pointer press holds the carousel still (``PressHold``).
    var pressHold = PressHold.none
    /// Whether the press held now paused a running autoscroll.
    var pressPausedAutoscroll = false
    /// The frame clock as last reported.
    var reportedClock = FrameClock(isRunning: false, frameRate: DisplayLinkPlan.frameRateRange(for: .idle))

    /// What the carousel is doing.
    enum Phase: Sendable {
        case idle
        /// A motion the engine animates: `start` is its time 0.
        case motion(ScrollMotion, start: Double, kind: MotionKind)
        /// Autoscroll, stepped from the last frame's time.
        case autoscroll(lastFrame: Double)
        /// The platform moves the carousel itself.
        case platform(PlatformMotion, lastMove: Double)
    }

    /// Which events frame a motion.
    enum MotionKind: Sendable, Equatable {
        /// After a release: reported as a deceleration. `followsToggle`: it begins with a
        /// deceleration (iCarousel's toggle follows the offsets then, also in the snap after).
        case release(followsToggle: Bool)
        /// A programmatic scroll or a settle: reported as a scrolling animation.
        case scrolling
        /// An automatic slide (``InteractionInput/automaticSliding(interval:)``): reported as a
        /// scrolling animation; the slides' cadence goes on through it.
        case slide

        /// Whether it is reported as a scrolling animation (a programmatic scroll, a settle or a slide).
        var isScrollingAnimation: Bool {
            switch self {
            case .release: false
            case .scrolling, .slide: true
            }
        }
    }

    enum PlatformMotion: Sendable, Equatable {
        /// The platform's deceleration after a release the engine handed it.
        case deceleration
        /// A move the engine did not start (an animation the app started, a clamp).
        case unannounced
    }

    /// A finger on the carousel.
    struct Touch: Sendable {
        var point: Point2D
        /// The item drawn on top at touch-down, if any.
        var candidate: Int?
        var isDragging = false
        var dragStartOffset: Double = 0
        var lastPoint: Point2D
        var lastTime: Double
        var velocity = 0.0
        /// Fingers on a trackpad (a ``ScrollWheelEvent`` gesture), not on the screen.
        var isWheel = false
    }

    /// A carousel at rest at `scrollOffset`.
    public init(model: CarouselModel, scrollOffset: Double = 0, settings: InteractionSettings = InteractionSettings()) {
        self.model = model
        self.settings = settings
        let s = model.numberOfItems > 0 ? scrollOffset.finiteOrZero : 0
        self.scrollOffset = s
        reportedItemIndex = model.currentItemIndex(at: s)
        toggleState.rebase(currentIndex: reportedItemIndex)
    }

    // MARK: Queries

    /// iCarousel's `scrollOffset`: folded into [0, n) when wrapping, within the bounce range
    /// otherwise; 0 with no items.
    public var displayedScrollOffset: Double {
        guard model.numberOfItems > 0 else { return 0 }
        return model.clampedScrollOffset(scrollOffset)
    }

    /// iCarousel's `currentItemIndex` (−1 with no items).
    public var currentItemIndex: Int { model.currentItemIndex(at: scrollOffset) }

    /// The item the carousel is heading for (−1 with no items): the item a programmatic or settling
    /// scroll comes to rest on while one runs, the current item otherwise.
    public var destinationItemIndex: Int {
        guard case .motion(let motion, _, let kind) = phase, kind.isScrollingAnimation else { return currentItemIndex }
        return model.currentItemIndex(at: motion.restingPosition)
    }

    /// Whether a finger is down (on the screen, or on a trackpad during a scroll gesture).
    public var isTouching: Bool { touch != nil }
    /// Whether a drag is under way.
    public var isDragging: Bool { touch?.isDragging == true }
    /// Whether the carousel moves after a release (the engine's motion or the platform's).
    public var isDecelerating: Bool {
        switch phase {
        case .motion(_, _, .release), .platform(.deceleration, _): true
        default: false
        }
    }
    /// Whether the engine animates a motion (a release, a programmatic scroll or a settle;
    /// autoscroll is not counted).
    public var isAnimating: Bool {
        if case .motion = phase { return true }
        return false
    }
    /// Whether the platform is moving the carousel itself (its deceleration after a release the
    /// engine handed it, or a move the engine did not start).
    public var isPlatformMoving: Bool {
        if case .platform = phase { return true }
        return false
    }
    /// Whether a programmatic or settling scroll animation runs.
    public var isScrollingAnimation: Bool {
        if case .motion(_, _, let kind) = phase { return kind.isScrollingAnimation }
        return false
    }
    /// Whether autoscroll is moving the carousel now.
    public var isAutoscrolling: Bool {
        if case .autoscroll = phase { return true }
        return false
    }
    /// Whether a batch update's animation runs.
    public var isUpdateAnimating: Bool { updateEndsAt != nil }
    /// Whether nothing moves: no touch, no motion, no autoscroll, no platform motion, no update
    /// animation, nothing pending. Recentring is safe only then.
    public var isAtRest: Bool {
        if case .idle = phase { return touch == nil && updateEndsAt == nil && !isRestPending }
        return false
    }
    /// Whether the engine wants display frames now.
    public var wantsFrames: Bool { frameClock.isRunning }

    /// Whether a touch-driven selection belongs to the engine at `time` (a finger is down, or a
    /// tap ended within ``tapSelectionWindow``): the platform then refuses its own hit-tested
    /// selection, and the engine's ``InteractionOutput/tappedItem`` names the item instead.
    public func ownsTouchSelection(at time: Double) -> Bool {
        if touch != nil { return true }
        guard let end = tapWindowEnd else { return false }
        return time <= end
    }

    /// Whether the platform may run its own scroll-to-top (a status-bar tap): only when the
    /// carousel is horizontal, where it does nothing; a vertical carousel sends
    /// ``ScrollRequest/toItem(_:duration:)`` for item 0 instead.
    public var allowsPlatformScrollToTop: Bool { !model.isVertical }

    /// The default VoiceOver announcement: "Item 3 of 12" for index 2 (1-based), in the user's
    /// language (``Announcement/itemPosition(_:of:localization:)``), or in `localization`.
    public static func defaultAnnouncement(forItem index: Int, of count: Int, localization: String? = nil) -> String {
        Announcement.itemPosition(index, of: count, localization: localization)
    }

    // MARK: Handling inputs

    /// Handles one input at a time (seconds) and writes what to do into `output` (cleared first).
    /// Times should not go backwards; a time earlier than the last is taken as the last.
    public mutating func handle(_ input: InteractionInput, at time: Double, into output: inout InteractionOutput) {
        output.reset()
        let t = max(lastTime, time.isFinite ? time : (lastTime.isFinite ? lastTime : 0))
        lastTime = t
        sampleTime = t
        if time.isFinite { sampleTime = time }
        if case .wheel(let event) = input, let stamp = event.timestamp, stamp.isFinite { sampleTime = stamp }
        // A motion a data change stopped inside a layout pass reports its end before anything
        // else happens (the next frame, or the next input outside the pass).
        if case .modelChanged = input {
        } else if let owed = owedEnd {
            owedEnd = nil
            output.events.append(owed)
        }
        if pressHold == .untilNextPress, input.endsPressHold { pressHold = .none }
        switch input {
        case .touchDown(let point): touchDown(at: point.sanitized, time: t, &output)
        case .dragMoved(let point): dragMoved(to: point.sanitized, time: t, &output)
        case .dragBegan: beginDrag(time: t, &output)
        case .touchUp(let velocity, let proposed):
            touchUp(velocity: velocity.sanitized, proposed: proposed, time: t, &output)
        case .touchEnded: touchEnded(time: t, &output)
        case .touchCancelled: touchCancelled(time: t, &output)
        case .touchMoved(let point): touchMoved(to: point)
        case .scrolled(let offset): platformScrolled(to: offset, time: t, &output)
        case .platformScrollEnded: platformScrollEnded(time: t, &output)
        case .releaseOverridden: releaseOverridden(time: t)
        case .frame: frame(at: t, &output)
        case .scroll(let request): scroll(request, time: t, &output)
        case .stopScrolling: stopScrolling(time: t, &output)
        case .select(let index): select(index, time: t, &output)
        case .autoscroll(let speed): setAutoscroll(speed, time: t, &output)
        case .automaticSliding(let interval): setAutomaticSliding(interval)
        case .modelChanged(let model, let offset, let change):
            modelChanged(model, scrollOffset: offset, change: change, time: t, &output)
        case .updateAnimationEnded: updateAnimationEnded(time: t, &output)
        case .environment(let environment): environmentChanged(environment, time: t, &output)
        case .key(let key):
            self.key(key, time: t, &output)
            if output.isAccepted, focus.isHeld { focus.follows = true }
        case .wheel(let event): wheel(event, time: t, &output)
        case .focusMove(let heading): focusMove(heading, time: t, &output)
        case .focusChanged(let item): focusChanged(to: item, time: t, &output)
        case .activate: activate(time: t, &output)
        }
        holdRecentringWhileFocused(&output)
        keepSlideCadence(time: t)
        updateFrameClock(&output)
        // A wake-up that came early (a timer's rounding) leaves the clock as it was: the platform
        // hears it again and sets its timer again.
        if case .frame = input, output.frameClock == nil, !reportedClock.isRunning,
            let wake = reportedClock.wakeTime, wake > t
        {
            output.frameClock = reportedClock
        }
    }

    /// Handles one input and returns what to do (allocates; use ``handle(_:at:into:)`` per frame).
    public mutating func handle(_ input: InteractionInput, at time: Double) -> InteractionOutput {
        var output = InteractionOutput()
        handle(input, at: time, into: &output)
        return output
    }
}
