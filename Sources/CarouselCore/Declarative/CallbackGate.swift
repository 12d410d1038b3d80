/// When what a SwiftUI carousel raises (its handlers, `onCarouselScroll`, the selection binding's
/// writes) reaches the app: now, after the view update or layout pass under way, or never.
///
/// SwiftUI forbids state changes while it updates views ("Modifying state during view update"),
/// and AppKit's layout of the carousel's host views can run inside that update and move the
/// carousel. So every update and every layout pass of the host views enters the gate and leaves
/// it when it ends; they nest (a layout inside an update, a layout inside a layout), and the gate
/// counts how deep: a callback raised at any depth waits until the run loop's next turn. Once
/// SwiftUI dismantles the view, nothing reaches the app (what waited is dropped too) and the
/// carousel starts no motion.
@_spi(Plumbing) public struct CallbackGate: Hashable, Sendable {
    /// What to do with a callback or a binding write raised now.
    public enum Route: Hashable, Sendable {
        /// Deliver it now.
        case now
        /// Deliver it on the run loop's next turn (and drop it then if the view was dismantled).
        case later
        /// Drop it: the view was dismantled.
        case drop
    }

    /// How many view updates and layout passes are under way.
    public private(set) var depth = 0
    /// Whether SwiftUI dismantled the view.
    public private(set) var isDismantled = false

    /// An open gate: nothing under way.
    public init() {}

    /// A view update or layout pass begins.
    public mutating func enter() { depth += 1 }

    /// The innermost update or layout pass under way ends; an end without a beginning is ignored.
    public mutating func leave() { depth = max(0, depth - 1) }

    /// SwiftUI dismantles the view: from now on nothing reaches the app and no motion starts.
    public mutating func dismantle() { isDismantled = true }

    /// Where a callback or binding write raised now goes.
    public var route: Route {
        if isDismantled { return .drop }
        return depth > 0 ? .later : .now
    }

    /// Whether the carousel may start a motion now (a scroll the selection binding asked for): not
    /// once the view is dismantled.
    public var mayStartMotion: Bool { !isDismantled }
}
