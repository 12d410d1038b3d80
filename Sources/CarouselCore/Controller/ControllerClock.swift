/// The clock a controller reads: the display's, or a test's manual clock laid onto the engine's
/// timeline.
///
/// Every host reports only its display's clock (`CACurrentMediaTime()`, seconds since boot on a
/// device; the simulated collection view's `clock`). Which clock the engine hears is decided here,
/// once, for every host: the display's, unless a test runs the controller on its own clock. A test
/// gives that clock when it makes the controller (``manual(at:)``), so nothing has been heard on
/// the display's clock and the engine hears the test's times as they are. A clock started later
/// (after the controller heard the display's time, thousands of seconds after boot) is laid onto
/// the engine's timeline from its last time: the manual reading is shifted by ``origin`` so the
/// engine's time never runs backwards (an earlier time would be taken as the last, and no motion
/// would ever advance). The engine's stored times are never changed.
@_spi(Plumbing) public struct ControllerClock: Hashable, Sendable {
    /// The test's clock, seconds; `nil` while the controller reads the display's clock.
    public private(set) var manualTime: Double?
    /// What the engine's timeline reads when the manual clock reads 0, seconds: 0 for a clock given
    /// when the controller is made; the engine's last time less the manual reading for one started
    /// (or set back) later.
    public private(set) var origin = 0.0

    /// The display's clock.
    public static let display = ControllerClock()

    /// A test's clock reading `time` seconds (a non-finite time reads 0).
    public static func manual(at time: Double) -> ControllerClock {
        var clock = ControllerClock()
        clock.manualTime = time.finiteOrZero
        return clock
    }

    /// Whether a test's clock runs: the display's frames and timer wake-ups are not fed then (its
    /// frames come from ``ControllerShell/advanceManualClock(to:frameRate:)`` alone).
    public var isManual: Bool { manualTime != nil }

    /// The time the engine hears now: the manual reading on the engine's timeline, or `display`
    /// (the host's display clock, seconds).
    public func now(display: Double) -> Double {
        manualTime.map { $0 + origin } ?? display
    }

    /// A manual reading on the engine's timeline.
    public func engineTime(forManual time: Double) -> Double { time + origin }

    /// An input event's own timestamp on the engine's timeline: a display-clock stamp (an
    /// `NSEvent`'s, seconds since boot) as it is; while a test's clock runs, a stamp on that clock
    /// (what a test gives the events it makes), laid on the engine's timeline as the clock's
    /// readings are.
    public func engineTime(forEvent timestamp: Double) -> Double {
        manualTime == nil ? timestamp : timestamp + origin
    }

    /// An engine time as the manual clock reads it.
    public func manualTime(forEngine time: Double) -> Double { time - origin }

    /// Sets the test's clock to `time` (`nil`: back to the display's clock; a non-finite time reads
    /// as the clock does now), keeping the engine's time from running backwards: when the reading,
    /// laid on the engine's timeline as it is, comes before `engineLast` (the latest time the
    /// engine heard), the origin moves so the reading falls on `engineLast`.
    public mutating func set(_ time: Double?, engineLast: Double) {
        guard let time else {
            self = .display
            return
        }
        let reading = time.isFinite ? time : (manualTime ?? 0)
        if manualTime == nil { origin = 0 }
        manualTime = reading
        if engineLast.isFinite, reading + origin < engineLast { origin = engineLast - reading }
    }
}
