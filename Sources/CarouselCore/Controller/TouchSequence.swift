/// One touch sequence as the carousel's touch recognizer (UIKit) follows it: from the first finger
/// down to the last finger of the recognizer's own lifted, what the recognizer reports and which
/// state it ends in.
///
/// The sequence's first finger is its touch: its moves are reported, a second finger's are not,
/// and a second finger coming down while the first is down starts nothing. The sequence ends once
/// no finger of the recognizer's is down: as ended, or as cancelled when UIKit cancelled the
/// touches or a control on the card on top kept the touch (it handles its own tap). When another
/// gesture wins, UIKit resets the recognizer without cancelling its touches: the open sequence is
/// reported cancelled a run-loop turn later (``didReset()``, ``cancel(_:)``); a finger coming down
/// before that turn ends it at once (cancelled) and starts its own sequence.
///
/// Touches are named by `ObjectIdentifier` (UIKit keeps one `UITouch` object for a finger from
/// touch-down to lift), so no touch is retained.
@_spi(Plumbing) public struct TouchSequence: Hashable, Sendable {
    /// How a sequence ends for the engine.
    public enum End: Hashable, Sendable {
        /// The last finger lifted: a tap, or the end of a drag.
        case ended
        /// UIKit cancelled the touches, another gesture won, or a control kept the touch.
        case cancelled
    }

    /// What a finger coming down starts.
    public struct Start: Hashable, Sendable {
        /// Whether the recognizer takes the touch back from a control on a card drawn underneath
        /// (``TouchOwner/withdrawnFromControl``): it begins, with `cancelsTouchesInView` on.
        public var withdrawsTouch: Bool
        /// How the sequence UIKit reset before this finger came down ends for the engine, reported
        /// before the new one begins; `nil` when there was none.
        public var staleEnd: End?
    }

    /// What the last finger lifting does.
    public struct Lift: Hashable, Sendable {
        /// How the open sequence ends for the engine; `nil` when none was open.
        public var end: End?
        /// The recognizer's state now, as `UIGestureRecognizer.State`'s raw value: failed (5) when
        /// it never began, else cancelled (4) or ended (3) as UIKit reported the touches.
        public var stateCode: Int
    }

    /// `UIGestureRecognizer.State`'s raw values the recognizer ends in.
    static let endedStateCode = 3
    static let cancelledStateCode = 4
    static let failedStateCode = 5

    /// `UITouch.Phase`'s raw values of a finger no longer down (ended 3, cancelled 4).
    static let liftedPhaseCodes: Set<Int> = [3, 4]

    /// Whether a sequence began and has not been reported as ended or cancelled.
    public private(set) var isOpen = false
    /// The sequence's first finger, while open.
    private var firstTouch: ObjectIdentifier?
    /// Whether the sequence began on a control that keeps the touch.
    private var beganOnControl = false
    /// Counts sequences, so a deferred cancel never ends a later one.
    private var number = 0
    /// Whether UIKit reset the recognizer while the sequence was open (its cancel is deferred).
    private var wasReset = false

    /// No sequence open.
    public init() {}

    /// Whether a touch in `phaseCode` (`UITouch.Phase`'s raw value) is still down: every phase but
    /// ended and cancelled.
    public static func isDown(phaseCode: Int) -> Bool { !liftedPhaseCodes.contains(phaseCode) }

    /// A finger came down: it starts a sequence unless one is open (then `nil`: a second finger
    /// reports nothing, and who owns it is never asked). A sequence UIKit reset, whose deferred
    /// cancel has not run yet, is no longer open for this: it ends (``Start/staleEnd``) and the
    /// finger starts a new one.
    /// - Parameters:
    ///   - touch: the finger.
    ///   - owner: who owns the touch where it came down (``TouchOwner``), asked only for a finger
    ///     that starts a sequence (it hit-tests the cards).
    public mutating func touchDown(_ touch: ObjectIdentifier, owner: @autoclosure () -> TouchOwner) -> Start? {
        guard !isOpen || wasReset else { return nil }
        let stale = close(cancelled: true)
        let owner = owner()
        isOpen = true
        firstTouch = touch
        beganOnControl = owner == .control
        return Start(withdrawsTouch: owner == .withdrawnFromControl, staleEnd: stale)
    }

    /// Among the touches that moved, the sequence's first finger, whose move is reported; `nil`
    /// when it did not move or no sequence is open.
    public func movedTouch<Touch>(among touches: some Sequence<Touch>, id: (Touch) -> ObjectIdentifier) -> Touch? {
        guard isOpen, let firstTouch else { return nil }
        return touches.first { id($0) == firstTouch }
    }

    /// Touches lifted or were cancelled: `nil` while a finger of the recognizer's is still down;
    /// otherwise the open sequence ends (cancelled when UIKit cancelled the touches or it began on
    /// a control) and the recognizer fails, or ends as UIKit reported when it began.
    /// - Parameters:
    ///   - anyDown: whether a touch of the recognizer's own is still down (``isDown(phaseCode:)``).
    ///   - cancelled: UIKit cancelled the touches (`touchesCancelled`).
    ///   - hasBegun: the recognizer's state is not `.possible` (it withdrew the touch).
    public mutating func touchesLifted(anyDown: Bool, cancelled: Bool, hasBegun: Bool) -> Lift? {
        guard !anyDown else { return nil }
        let end = close(cancelled: cancelled)
        let state = hasBegun ? (cancelled ? Self.cancelledStateCode : Self.endedStateCode) : Self.failedStateCode
        return Lift(end: end, stateCode: state)
    }

    /// The open sequence's number, to cancel it a run-loop turn after UIKit reset the recognizer
    /// (``cancel(_:)``); `nil` when none is open.
    public var pendingCancel: Int? { isOpen ? number : nil }

    /// UIKit reset the recognizer: the open sequence's number, to cancel it a run-loop turn later
    /// (``cancel(_:)``), or `nil` when none is open. Until then a finger coming down starts a new
    /// sequence (``touchDown(_:owner:)``).
    public mutating func didReset() -> Int? {
        wasReset = isOpen
        return pendingCancel
    }

    /// Cancels the sequence `pending` named (``pendingCancel``), if it is still open: `nil` when it
    /// ended or a later one began since.
    public mutating func cancel(_ pending: Int) -> End? {
        guard pending == number else { return nil }
        return close(cancelled: true)
    }

    /// Ends the open sequence: how the engine hears it; `nil` when none is open.
    private mutating func close(cancelled: Bool) -> End? {
        guard isOpen else { return nil }
        let end: End = cancelled || beganOnControl ? .cancelled : .ended
        isOpen = false
        wasReset = false
        firstTouch = nil
        beganOnControl = false
        number &+= 1
        return end
    }
}
