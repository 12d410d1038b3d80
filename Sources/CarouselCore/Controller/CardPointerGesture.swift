/// The mouse as a card's own gesture reports it (SwiftUI on macOS: a drag gesture from the
/// mouse-down, any distance, at the card's root), turned into the mouse-down, drags and mouse-up
/// the controller handles.
///
/// SwiftUI reports a gesture's changes and its end, but a gesture that is cancelled (its card's
/// view reused or removed mid-drag, a sheet or another window taking the mouse) never ends: the
/// card reports the cancellation separately (``cancelled()``), and a change whose start location
/// differs from the gesture in progress begins a new gesture, the old one ended first. Without
/// either, the controller would stay mid-drag, nothing would snap or resume, and the next click
/// would drag from a stale point. Points are the card's reports, in the caller's coordinates.
@_spi(Plumbing) public struct CardPointerGesture: Hashable, Sendable {
    /// What to tell the controller, in order.
    public enum Action: Hashable, Sendable {
        /// The mouse went down at the point.
        case down(Point2D)
        /// The mouse moved to the point with the button down.
        case dragged(Point2D)
        /// The mouse button came up (or the gesture was lost).
        case up
    }

    /// The start location of the gesture in progress, `nil` when none is.
    public private(set) var start: Point2D?

    /// No gesture in progress.
    public init() {}

    /// The gesture that began at `start` moved to `location` (SwiftUI's `onChanged`).
    public mutating func changed(to location: Point2D, startedAt start: Point2D) -> [Action] {
        var actions: [Action] = []
        if let current = self.start, current == start {
            actions.append(.dragged(location))
            return actions
        }
        if self.start != nil { actions.append(.up) }
        self.start = start
        actions.append(.down(location))
        return actions
    }

    /// The gesture that began at `start` ended at `location` (SwiftUI's `onEnded`); a gesture
    /// never reported as changed is a click there.
    public mutating func ended(at location: Point2D, startedAt start: Point2D) -> [Action] {
        var actions = changed(to: location, startedAt: start)
        actions.append(.up)
        self.start = nil
        return actions
    }

    /// The gesture was lost without an end (SwiftUI reset its gesture state): the mouse-up the
    /// controller is owed, if a gesture was in progress.
    public mutating func cancelled() -> [Action] {
        guard start != nil else { return [] }
        start = nil
        return [.up]
    }
}
