/// Which of a platform's wheel events go on to what is around the carousel (an enclosing scroll
/// view, the next responder), in the order they came, after the engine answered each.
///
/// A trackpad gesture whose first events move only noise is undecided: the engine takes those
/// events for now (``ControllerOutput/holdsWheelEvent``) and the router keeps them. If the
/// gesture then turns out to go across the axis, the refused event says so
/// (``ControllerOutput/passesOnHeldWheelEvents``) and the kept events go on before it, so the
/// enclosing scroll view receives the gesture whole, from its `began`. Any other answer drops
/// them: the carousel took the gesture, or it ended as noise. A new gesture (`mayBegin` or
/// `began`) starts with nothing kept.
///
/// `Event` is the platform's event (AppKit's `NSEvent`); the router only stores and returns them.
@_spi(Plumbing) public struct WheelEventRouter<Event> {
    /// The undecided gesture's events, oldest first.
    private var held: [Event] = []

    /// A router with nothing kept.
    public init() {}

    /// How many events are kept for now.
    public var heldCount: Int { held.count }

    /// The events to pass on after the carousel's answer to `event` (which reached the engine as
    /// `wheel`): none when the carousel took it, else the kept events (if the answer says so) and
    /// then `event`.
    public mutating func eventsToPassOn(
        after event: Event, wheel: ScrollWheelEvent, answer: ControllerOutput
    ) -> [Event] {
        if wheel.phase == .mayBegin || wheel.phase == .began { held.removeAll() }
        if answer.isAccepted {
            if answer.holdsWheelEvent {
                held.append(event)
            } else {
                held.removeAll()
            }
            return []
        }
        defer { held.removeAll() }
        return answer.passesOnHeldWheelEvents ? held + [event] : [event]
    }
}

extension WheelEventRouter: Sendable where Event: Sendable {}
