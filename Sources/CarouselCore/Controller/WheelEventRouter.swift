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
/// An event the carousel passes on goes to a scroll view nested in the current card under the
/// pointer (a scrolling list, text view or SwiftUI `ScrollView`), else to what is around the
/// carousel (``target(forPassingOn:nested:enclosing:)``). The carousel is the first to hear every
/// wheel event over its cards, so a gesture along its axis moves the carousel and one across it
/// scrolls the nested view, as one across it over a plain card scrolls the page. An event that a
/// nested view hands back up the responder chain while it is being passed on reaches the carousel
/// again: it goes straight on to what is around the carousel (``isPassingOn``), never to the
/// engine or back to the nested view.
///
/// `Event` is the platform's event (AppKit's `NSEvent`); the router only stores and returns them.
@_spi(Plumbing) public struct WheelEventRouter<Event> {
    /// The undecided gesture's events, oldest first.
    private var held: [Event] = []
    /// How many passed-on events are being delivered now (a delivery inside a delivery is an
    /// event handed back up by the view it went to).
    private var passingDepth = 0

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

    /// Whether a passed-on event is being delivered now: a wheel event arriving meanwhile came
    /// back up the responder chain from the view it was delivered to, and goes on to what is
    /// around the carousel unheard by the engine.
    public var isPassingOn: Bool { passingDepth > 0 }

    /// Where a passed-on event goes, as its delivery begins (end it with ``endPassingOn()``): to
    /// `nested`, the scroll view in the current card under the pointer if there is one, else to
    /// `enclosing` (what is around the carousel). An event handed back during a delivery
    /// (``isPassingOn``) goes to `enclosing`.
    public mutating func target<Target>(forPassingOn event: Event, nested: Target?, enclosing: Target?) -> Target? {
        defer { passingDepth += 1 }
        return isPassingOn ? enclosing : nested ?? enclosing
    }

    /// The delivery ``target(forPassingOn:nested:enclosing:)`` began is over.
    public mutating func endPassingOn() {
        passingDepth = max(0, passingDepth - 1)
    }
}

extension WheelEventRouter: Sendable where Event: Sendable {}

/// Which view a card answers a platform's hit test with for a wheel event: none while a carousel
/// is in charge, so the wheel event goes to the carousel around the card, whose router decides
/// (along the axis, the carousel; across it, a scroll view nested in the current card under the
/// pointer, else what is around the carousel: ``WheelEventRouter``). AppKit sends a wheel event to
/// the view its hit test returns, so a nested scroll view hit first would take both axes.
@_spi(Plumbing) public enum CardWheelHit {
    /// How far, in points, a wheel event's location may lie from the point hit-tested for the
    /// hit test to count as that wheel event's (rounding in the platform's conversions).
    public static let locationTolerance = 0.5

    /// `hit` (the card's own hit test), except for the hit test of a wheel event while a carousel
    /// is in charge: `nil` then.
    ///
    /// A platform's current event outlives its own dispatch (AppKit's `currentEvent` is the last
    /// event taken from the queue, a wheel event until the next event arrives), so other hit tests
    /// meanwhile (accessibility, cursor updates, drag destinations) see a wheel event too. Only a
    /// hit test at the wheel event's location (`eventLocation`, in the same coordinates as
    /// `point`, within ``locationTolerance``) counts as the wheel event's; a non-finite location
    /// or point never matches.
    public static func view<View>(
        _ hit: @autoclosure () -> View?, isWheelEvent: Bool, eventLocation: Point2D?, point: Point2D,
        carouselInCharge: Bool
    ) -> View? {
        let atPoint = eventLocation.map {
            abs($0.x - point.x) <= locationTolerance && abs($0.y - point.y) <= locationTolerance
        }
        return isWheelEvent && carouselInCharge && atPoint == true ? nil : hit()
    }
}
