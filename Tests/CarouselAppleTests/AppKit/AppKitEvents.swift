#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// Events built as the system builds them, for tests that hand them to views directly.
@MainActor
enum AppKitEvents {
    /// `CGScrollPhase` raw values (`kCGScrollPhase…`): what `NSEvent.phase` reads.
    enum GesturePhase: Int64 {
        case none = 0
        case began = 1
        case changed = 2
        case ended = 4
        case cancelled = 8
        case mayBegin = 128
    }

    /// `CGMomentumScrollPhase` raw values (`kCGMomentumScrollPhase…`): what `NSEvent.momentumPhase`
    /// reads.
    enum MomentumPhase: Int64 {
        case none = 0
        case begin = 1
        case `continue` = 2
        case end = 3
    }

    /// A scroll-wheel event: with `continuous` true a trackpad's (point deltas,
    /// `hasPreciseScrollingDeltas`), else a mouse wheel's (line deltas, no phases). `dx` and `dy`
    /// are `scrollingDeltaX` and `scrollingDeltaY`; `time` is the event's timestamp in seconds.
    static func scroll(
        dx: Double = 0, dy: Double = 0, phase: GesturePhase = .none, momentum: MomentumPhase = .none,
        continuous: Bool = true, at time: Double
    ) -> NSEvent? {
        guard
            let event = CGEvent(
                scrollWheelEvent2Source: nil, units: continuous ? .pixel : .line, wheelCount: 2,
                wheel1: Int32(dy.rounded()), wheel2: Int32(dx.rounded()), wheel3: 0)
        else { return nil }
        event.setIntegerValueField(.scrollWheelEventIsContinuous, value: continuous ? 1 : 0)
        event.setIntegerValueField(.scrollWheelEventScrollPhase, value: phase.rawValue)
        event.setIntegerValueField(.scrollWheelEventMomentumPhase, value: momentum.rawValue)
        if continuous {
            event.setIntegerValueField(.scrollWheelEventPointDeltaAxis1, value: Int64(dy.rounded()))
            event.setIntegerValueField(.scrollWheelEventPointDeltaAxis2, value: Int64(dx.rounded()))
            event.setDoubleValueField(.scrollWheelEventFixedPtDeltaAxis1, value: dy)
            event.setDoubleValueField(.scrollWheelEventFixedPtDeltaAxis2, value: dx)
        } else {
            event.setIntegerValueField(.scrollWheelEventDeltaAxis1, value: Int64(dy.rounded()))
            event.setIntegerValueField(.scrollWheelEventDeltaAxis2, value: Int64(dx.rounded()))
        }
        event.timestamp = CGEventTimestamp(max(0, time) * 1e9)
        return NSEvent(cgEvent: event)
    }

    /// A left-button mouse event at a point in `window`'s base coordinates.
    static func mouse(_ type: NSEvent.EventType, at point: NSPoint, in window: NSWindow, time: Double) -> NSEvent? {
        NSEvent.mouseEvent(
            with: type, location: point, modifierFlags: [], timestamp: time, windowNumber: window.windowNumber,
            context: nil, eventNumber: 0, clickCount: 1, pressure: type == .leftMouseUp ? 0 : 1)
    }

    /// A key press of a function key (`NSRightArrowFunctionKey` and friends) without modifiers.
    static func functionKey(_ key: Int, keyCode: UInt16, in window: NSWindow, time: Double) -> NSEvent? {
        guard let scalar = UnicodeScalar(UInt32(key)) else { return nil }
        let characters = String(Character(scalar))
        return NSEvent.keyEvent(
            with: .keyDown, location: .zero, modifierFlags: [.function, .numericPad], timestamp: time,
            windowNumber: window.windowNumber, context: nil, characters: characters,
            charactersIgnoringModifiers: characters, isARepeat: false, keyCode: keyCode)
    }

    /// The right arrow key (key code 124).
    static func rightArrow(in window: NSWindow, time: Double) -> NSEvent? {
        functionKey(NSRightArrowFunctionKey, keyCode: 124, in: window, time: time)
    }

    /// The left arrow key (key code 123).
    static func leftArrow(in window: NSWindow, time: Double) -> NSEvent? {
        functionKey(NSLeftArrowFunctionKey, keyCode: 123, in: window, time: time)
    }
}
#endif
