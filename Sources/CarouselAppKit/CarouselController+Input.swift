#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import QuartzCore
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselPlatform

@available(macOS 11, *)
extension CarouselController {
    // MARK: Scroll wheel and trackpad

    /// A scroll-wheel or trackpad event: returns whether the carousel took it. Pass events it did
    /// not take on (``CarouselCollectionView`` hands them up the responder chain from the scroll
    /// view around it, never to the carousel's strip). The fingers' velocity is measured on the
    /// events' own timestamps (AppKit coalesces them).
    ///
    /// A trackpad gesture whose first events move only a point or two waits for its axis: those
    /// events are taken for now, and if the gesture then goes across the axis only the deciding
    /// event comes back refused. ``scrollWheelEventsToPassOn(_:)`` hands back the waiting events
    /// too, so that what is around the carousel gets the gesture whole.
    @discardableResult
    public func handleScrollWheel(_ event: NSEvent) -> Bool {
        scrollWheelEventsToPassOn(event).isEmpty
    }

    /// A scroll-wheel or trackpad event: returns the events to pass on, in order, to what is
    /// around the carousel (an enclosing scroll view, the next responder); empty when the carousel
    /// took `event`.
    ///
    /// A mouse-wheel tick or trackpad gesture mostly across the scroll axis is not the carousel's
    /// (a vertical wheel over a horizontal carousel scrolls the page). A gesture whose first
    /// events move only noise waits for its axis: when it then goes across the axis, the events
    /// that waited come back first, so an enclosing `NSScrollView` receives the gesture from its
    /// `began` on.
    public func scrollWheelEventsToPassOn(_ event: NSEvent) -> [NSEvent] {
        let wheel = ScrollWheelEvent(
            delta: Point2D(x: Double(event.scrollingDeltaX), y: Double(event.scrollingDeltaY)),
            phase: Self.phase(event.phase), momentumPhase: Self.phase(event.momentumPhase),
            isPrecise: event.hasPreciseScrollingDeltas, timestamp: engineTime(forEventTimestamp: event.timestamp))
        return route(event, as: wheel, through: &wheelRouter)
    }

    /// Delivers a wheel event the carousel passed on (``scrollWheelEventsToPassOn(_:)``) to
    /// `nested`, a scroll view in the current card under the pointer, else to `enclosing`, what is
    /// around the carousel; an event handed back up during a delivery goes to `enclosing`
    /// (`WheelEventRouter.target(forPassingOn:nested:enclosing:)`).
    func passOn(_ event: NSEvent, nested: NSResponder?, enclosing: NSResponder?) {
        let target = wheelRouter.target(forPassingOn: event, nested: nested, enclosing: enclosing)
        target?.scrollWheel(with: event)
        wheelRouter.endPassingOn()
    }

    /// AppKit's gesture phase in the core's terms.
    static func phase(_ phase: NSEvent.Phase) -> ScrollWheelEvent.Phase {
        ScrollWheelEvent.Phase(eventPhaseBits: phase.rawValue)
    }

    // MARK: Keys

    /// A key press: returns whether the carousel took it (arrows along the axis, Home, End, Page
    /// Up, Page Down, unless they lead nowhere).
    @discardableResult
    public func handleKeyDown(_ event: NSEvent) -> Bool {
        guard let key = Self.key(for: event) else { return false }
        return feed(.key(key))
    }

    /// The carousel key an event names, if any (modifier-free presses only, so ⌘← and friends
    /// keep their meaning).
    static func key(for event: NSEvent) -> CarouselKey? {
        CarouselKey(
            functionKey: event.specialKey?.rawValue,
            hasModifiers: !event.modifierFlags.isDisjoint(with: [.command, .option, .control, .shift]))
    }

    // MARK: Mouse

    /// The point of a mouse event as the engine takes it (relative to the visible area).
    private func viewPoint(of event: NSEvent) -> Point2D? {
        guard let collectionView, let layout else { return nil }
        return layout.viewPoint(forCollectionViewPoint: collectionView.convert(event.locationInWindow, from: nil))
    }

    /// The mouse button went down in the collection view: stops a motion and notes the card on top
    /// (the second press of a double click on a card only waits for its release). Times are the
    /// events' own (`NSEvent.timestamp`: seconds since boot, the display link's clock).
    public func handleMouseDown(_ event: NSEvent) {
        guard let point = viewPoint(of: event) else { return }
        drive(atEventTime: event.timestamp) { $0.mouseDown(at: point, clickCount: event.clickCount, at: $1, into: &$2) }
    }

    /// The mouse moved with the button down. The engine decides: within ``clickSlop`` it is a
    /// click's jitter; beyond it, a drag when ``allowsMouseDragging`` is on, else no click at all.
    public func handleMouseDragged(_ event: NSEvent) {
        guard let point = viewPoint(of: event) else { return }
        drive(atEventTime: event.timestamp) { $0.mouseDragged(to: point, at: $1, into: &$2) }
    }

    /// The mouse button came up: releases a drag into the physics, or confirms a click (a double
    /// click also calls ``itemActivated``).
    public func handleMouseUp(_ event: NSEvent) {
        drive(atEventTime: event.timestamp) { $0.mouseUp(clickCount: event.clickCount, at: $1, into: &$2) }
    }

    // MARK: Mouse from content that tracks it (SwiftUI cards)

    /// The mouse went down at `point`, in the collection view's coordinates, on content that
    /// tracks the mouse itself and hands the carousel the clicks and drags its own controls do not
    /// take (a SwiftUI card's gesture at its root): as ``handleMouseDown(_:)``, on the controller's
    /// clock (the gesture's values carry no event timestamp).
    @_spi(Plumbing) public func handleMouseDown(atCollectionViewPoint point: CGPoint) {
        guard let layout else { return }
        let viewPoint = layout.viewPoint(forCollectionViewPoint: point)
        drive { $0.mouseDown(at: viewPoint, clickCount: 1, at: $1, into: &$2) }
    }

    /// The mouse moved to `point` (collection-view coordinates) with the button down, on content
    /// that tracks the mouse itself: as ``handleMouseDragged(_:)``, on the controller's clock.
    @_spi(Plumbing) public func handleMouseDragged(toCollectionViewPoint point: CGPoint) {
        guard let layout else { return }
        let viewPoint = layout.viewPoint(forCollectionViewPoint: point)
        drive { $0.mouseDragged(to: viewPoint, at: $1, into: &$2) }
    }

    /// The mouse button came up on content that tracks the mouse itself: as
    /// ``handleMouseUp(_:)`` for a single click, on the controller's clock.
    @_spi(Plumbing) public func handleMouseUpFromContent() {
        drive { $0.mouseUp(clickCount: 1, at: $1, into: &$2) }
    }

    // MARK: Accessibility

    /// VoiceOver's increment: the next item. When the carousel rests there, VoiceOver is told
    /// once, as the slider's new value.
    @discardableResult
    public func accessibilityIncrement() -> Bool {
        feedVoiceOver(driver.accessibilityAdjustment(byItems: 1), as: .adjusted)
    }

    /// VoiceOver's decrement: the previous item. When the carousel rests there, VoiceOver is told
    /// once, as the slider's new value.
    @discardableResult
    public func accessibilityDecrement() -> Bool {
        feedVoiceOver(driver.accessibilityAdjustment(byItems: -1), as: .adjusted)
    }
}
#endif
