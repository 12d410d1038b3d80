/// Bookkeeping for switches between layouts, so none is left half done: every switch gets a
/// token; only the latest switch's completion does the arrival work (connect the scroll
/// controller, recentre, settle), and a completion UIKit reports for a switch that a newer one
/// replaced (UIKit calls it with `finished == false`, or late) does nothing.
@_spi(Plumbing) public struct LayoutSwitch: Hashable, Sendable {
    /// The token of the latest switch begun (0 before any).
    public private(set) var latest = 0
    /// The token of the switch in flight, `nil` when none is.
    public private(set) var inFlight: Int?

    /// No switch yet.
    public init() {}

    /// Whether a switch is in flight (its completion has not come yet).
    public var isSwitching: Bool { inFlight != nil }

    /// Begins a switch and returns its token. A switch still in flight is replaced: its completion
    /// will be ignored.
    public mutating func begin() -> Int {
        latest &+= 1
        inFlight = latest
        return latest
    }

    /// A switch's completion came: returns whether it is the latest switch's (and so whether to do
    /// the arrival work). The latest one's completion ends the switch in flight.
    public mutating func complete(_ token: Int) -> Bool {
        guard token == latest, inFlight == token else { return false }
        inFlight = nil
        return true
    }
}
