/// A scroll-wheel or trackpad scroll event, as AppKit's `NSEvent` (`scrollWheel(with:)`) and
/// UIKit's scroll-type pan gestures report it.
///
/// A trackpad (and a Magic Mouse) sends a gesture: ``Phase/mayBegin`` when fingers rest,
/// ``Phase/began``, ``Phase/changed`` events, then ``Phase/ended`` (or ``Phase/cancelled``), and
/// afterwards the system's own momentum as events with ``momentumPhase`` set. A classic mouse
/// wheel sends one event per tick with neither phase, and imprecise deltas (lines).
///
/// ``delta`` is `scrollingDeltaX`/`scrollingDeltaY`: how far the content should move, with the
/// user's natural-scrolling preference already applied. Positive x moves the content right (as a
/// finger dragging it right), positive y moves it down (AppKit's scrolling deltas are positive
/// when the content moves down, whatever the view's flippedness). Points when ``isPrecise``
/// (`hasPreciseScrollingDeltas`), lines otherwise.
public struct ScrollWheelEvent: Hashable, Sendable {
    /// A gesture phase (`NSEvent.Phase`).
    public enum Phase: String, CaseIterable, Hashable, Sendable {
        /// Not part of a gesture (a mouse-wheel tick; or, for ``momentumPhase``, no momentum).
        case none
        /// Fingers came to rest on the trackpad; a scroll may follow.
        case mayBegin
        /// The gesture began.
        case began
        /// The fingers moved.
        case changed
        /// The fingers rest without moving.
        case stationary
        /// The fingers lifted.
        case ended
        /// The system cancelled the gesture.
        case cancelled
    }

    /// How far the content moves: points when precise, lines otherwise; positive x right,
    /// positive y down.
    public var delta: Point2D
    /// The gesture phase (`phase`).
    public var phase: Phase
    /// The momentum phase (`momentumPhase`): the system's own inertia after the fingers lifted.
    public var momentumPhase: Phase
    /// Whether ``delta`` is in points from a trackpad or Magic Mouse (`hasPreciseScrollingDeltas`)
    /// rather than a wheel's lines.
    public var isPrecise: Bool
    /// When the event happened, seconds on the clock of the inputs' times (AppKit's
    /// `NSEvent.timestamp`: seconds since boot, the clock of `CACurrentMediaTime()` and
    /// `ProcessInfo.systemUptime`), if the platform stamps its events; `nil` uses the time the
    /// event is handled at. A gesture's velocity is measured between these stamps: coalesced
    /// events handled microseconds apart keep their real spacing.
    public var timestamp: Double?

    /// An event as the platform reported it: a mouse-wheel tick unless phases are given.
    public init(
        delta: Point2D, phase: Phase = .none, momentumPhase: Phase = .none, isPrecise: Bool = false,
        timestamp: Double? = nil
    ) {
        self.delta = delta
        self.phase = phase
        self.momentumPhase = momentumPhase
        self.isPrecise = isPrecise
        self.timestamp = timestamp
    }
}
