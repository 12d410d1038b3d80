#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import QuartzCore
@_spi(Plumbing) import CarouselCore

@available(macOS 11, *)
extension CarouselController {
    // MARK: Scroll wheel and trackpad

    /// A scroll-wheel or trackpad event: returns whether the carousel took it. Pass events it did
    /// not take on (``CarouselCollectionView`` hands them up the responder chain from the scroll
    /// view around it, never to the carousel's strip).
    @discardableResult
    public func handleScrollWheel(_ event: NSEvent) -> Bool {
        let wheel = ScrollWheelEvent(
            delta: Point2D(x: Double(event.scrollingDeltaX), y: Double(event.scrollingDeltaY)),
            phase: Self.phase(event.phase), momentumPhase: Self.phase(event.momentumPhase),
            isPrecise: event.hasPreciseScrollingDeltas)
        return feed(.wheel(wheel))
    }

    /// AppKit's gesture phase in the core's terms.
    static func phase(_ phase: NSEvent.Phase) -> ScrollWheelEvent.Phase {
        if phase.contains(.mayBegin) { return .mayBegin }
        if phase.contains(.began) { return .began }
        if phase.contains(.changed) { return .changed }
        if phase.contains(.stationary) { return .stationary }
        if phase.contains(.ended) { return .ended }
        if phase.contains(.cancelled) { return .cancelled }
        return .none
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
        let modifiers = event.modifierFlags.intersection([.command, .option, .control, .shift])
        guard modifiers.isEmpty else { return nil }
        switch event.specialKey {
        case .leftArrow?: return .left
        case .rightArrow?: return .right
        case .upArrow?: return .up
        case .downArrow?: return .down
        case .home?: return .home
        case .end?: return .end
        case .pageUp?: return .pageUp
        case .pageDown?: return .pageDown
        default: return nil
        }
    }

    // MARK: Mouse

    /// The mouse button went down in the collection view: stops a motion and notes the card on top
    /// (the second press of a double click on a card only waits for its release).
    public func handleMouseDown(_ event: NSEvent) {
        guard let collectionView, let layout else { return }
        let point = layout.viewPoint(forCollectionViewPoint: collectionView.convert(event.locationInWindow, from: nil))
        let time = CACurrentMediaTime()
        if event.clickCount >= 2, let first = lastClickedIndexPath {
            // The second press of a double click belongs to the first click, which chose its card
            // and may be centring it: this press neither stops that motion (a touch-down would,
            // halfway) nor picks the card now under the pointer; its release activates the first's.
            mouseState = MouseState(downPoint: point, lastPoint: point)
            mouseState.activates = first
            return
        }
        // A first press: a card chosen by an earlier click (before a drag, say) is no longer the pair's.
        lastClickedIndexPath = nil
        mouseState = MouseState(downPoint: point, lastPoint: point)
        mouseState.velocity.reset(at: time)
        feed(.touchDown(point), at: time)
    }

    /// The mouse moved with the button down. The engine decides: within ``clickSlop`` it is a
    /// click's jitter; beyond it, a drag when ``allowsMouseDragging`` is on, else no click at all.
    public func handleMouseDragged(_ event: NSEvent) {
        guard let collectionView, let layout, let down = mouseState.downPoint else { return }
        let point = layout.viewPoint(forCollectionViewPoint: collectionView.convert(event.locationInWindow, from: nil))
        let time = CACurrentMediaTime()
        if mouseState.activates != nil {
            // A double click's second press: moving away abandons the activation.
            let threshold = engine.settings.dragThreshold
            if abs(point.x - down.x) > threshold || abs(point.y - down.y) > threshold { mouseState.isCancelled = true }
            return
        }
        mouseState.velocity.add(
            Point2D(x: point.x - mouseState.lastPoint.x, y: point.y - mouseState.lastPoint.y), at: time)
        mouseState.lastPoint = point
        feed(.dragMoved(point), at: time)
    }

    /// The mouse button came up: releases a drag into the physics, or confirms a click (a double
    /// click also calls ``itemActivated``).
    public func handleMouseUp(_ event: NSEvent) {
        guard mouseState.downPoint != nil else { return }
        let time = CACurrentMediaTime()
        let state = mouseState
        mouseState = MouseState()
        if let indexPath = state.activates {
            if !state.isCancelled { itemActivated?(indexPath) }
        } else if engine.isDragging {
            feed(.touchUp(velocity: state.velocity.velocity(at: time), proposedOffset: nil), at: time)
        } else if engine.isTouching {
            // Still a click (the engine ends a touch that moved too far with dragging off).
            lastClickedIndexPath = nil
            feed(.touchEnded, at: time)
            if event.clickCount >= 2, let indexPath = lastClickedIndexPath { itemActivated?(indexPath) }
        }
    }

    // MARK: Accessibility

    /// VoiceOver's increment: the next item.
    @discardableResult
    public func accessibilityIncrement() -> Bool { scroll(byNumberOfItems: 1) }

    /// VoiceOver's decrement: the previous item.
    @discardableResult
    public func accessibilityDecrement() -> Bool { scroll(byNumberOfItems: -1) }
}
#endif
