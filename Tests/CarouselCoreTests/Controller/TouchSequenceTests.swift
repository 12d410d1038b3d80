@_spi(Plumbing) import CarouselCore
import Testing

@Suite("TouchSequence: one touch sequence, from the first finger down to the last lifted")
struct TouchSequenceTests {
    /// A finger (UIKit keeps one object per finger for its whole sequence).
    final class Finger {
        let name: String
        init(_ name: String) { self.name = name }
    }

    let first = Finger("first")
    let second = Finger("second")

    @Test("a second finger while the first is down starts nothing, and only the first finger's moves are reported")
    func firstFingerOnly() {
        var sequence = TouchSequence()
        #expect(sequence.touchDown(ObjectIdentifier(first), owner: .carousel)?.withdrawsTouch == false)
        #expect(sequence.touchDown(ObjectIdentifier(second), owner: .withdrawnFromControl) == nil)
        #expect(sequence.movedTouch(among: [second], id: ObjectIdentifier.init) == nil)
        #expect(sequence.movedTouch(among: [second, first], id: ObjectIdentifier.init) === first)
    }

    @Test("no move is reported once the sequence ended")
    func noMoveAfterEnd() {
        var sequence = TouchSequence()
        _ = sequence.touchDown(ObjectIdentifier(first), owner: .carousel)
        _ = sequence.touchesLifted(anyDown: false, cancelled: false, hasBegun: false)
        #expect(sequence.movedTouch(among: [first], id: ObjectIdentifier.init) == nil)
    }

    @Test("a touch on a control on a card drawn underneath is withdrawn from it")
    func withdraws() {
        var sequence = TouchSequence()
        #expect(sequence.touchDown(ObjectIdentifier(first), owner: .withdrawnFromControl)?.withdrawsTouch == true)
    }

    @Test("the sequence ends only when no finger of the recognizer's is down")
    func endsWhenAllLifted() {
        var sequence = TouchSequence()
        _ = sequence.touchDown(ObjectIdentifier(first), owner: .carousel)
        #expect(sequence.touchesLifted(anyDown: true, cancelled: false, hasBegun: false) == nil)
        #expect(sequence.isOpen)
        let lift = sequence.touchesLifted(anyDown: false, cancelled: false, hasBegun: false)
        #expect(lift?.end == .ended)
        #expect(!sequence.isOpen)
        // A later lift reports nothing more, but still settles the recognizer's state.
        #expect(sequence.touchesLifted(anyDown: false, cancelled: false, hasBegun: false)?.end == nil)
    }

    @Test("a sequence that began on a control the card on top keeps is heard as cancelled; a cancel is a cancel")
    func cancelledEnds() {
        var sequence = TouchSequence()
        _ = sequence.touchDown(ObjectIdentifier(first), owner: .control)
        #expect(sequence.touchesLifted(anyDown: false, cancelled: false, hasBegun: false)?.end == .cancelled)
        _ = sequence.touchDown(ObjectIdentifier(second), owner: .carousel)
        #expect(sequence.touchesLifted(anyDown: false, cancelled: true, hasBegun: false)?.end == .cancelled)
        // The next sequence on no control ends plainly again.
        _ = sequence.touchDown(ObjectIdentifier(first), owner: .carousel)
        #expect(sequence.touchesLifted(anyDown: false, cancelled: false, hasBegun: false)?.end == .ended)
    }

    @Test("the recognizer fails unless it began; then it ends or is cancelled as UIKit reported (State raw values)")
    func states() {
        var sequence = TouchSequence()
        #expect(sequence.touchesLifted(anyDown: false, cancelled: false, hasBegun: false)?.stateCode == 5)
        #expect(sequence.touchesLifted(anyDown: false, cancelled: true, hasBegun: false)?.stateCode == 5)
        #expect(sequence.touchesLifted(anyDown: false, cancelled: false, hasBegun: true)?.stateCode == 3)
        #expect(sequence.touchesLifted(anyDown: false, cancelled: true, hasBegun: true)?.stateCode == 4)
    }

    @Test("a deferred cancel ends the sequence it was taken for, never a later one")
    func deferredCancel() {
        var sequence = TouchSequence()
        #expect(sequence.pendingCancel == nil)
        _ = sequence.touchDown(ObjectIdentifier(first), owner: .carousel)
        let pending = sequence.pendingCancel
        #expect(pending != nil)
        #expect(sequence.cancel(pending ?? -1) == .cancelled)
        #expect(sequence.cancel(pending ?? -1) == nil)

        _ = sequence.touchDown(ObjectIdentifier(first), owner: .carousel)
        let stale = sequence.pendingCancel ?? -1
        _ = sequence.touchesLifted(anyDown: false, cancelled: false, hasBegun: false)
        _ = sequence.touchDown(ObjectIdentifier(second), owner: .carousel)
        #expect(sequence.cancel(stale) == nil)
        #expect(sequence.isOpen)
    }

    @Test("a finger down after a reset, before the deferred cancel, ends the reset sequence and starts its own")
    func touchBeforeTheDeferredCancel() {
        var sequence = TouchSequence()
        _ = sequence.touchDown(ObjectIdentifier(first), owner: .carousel)
        let pending = sequence.didReset() ?? -1
        let start = sequence.touchDown(ObjectIdentifier(second), owner: .withdrawnFromControl)
        #expect(start?.staleEnd == .cancelled)
        #expect(start?.withdrawsTouch == true)
        #expect(sequence.cancel(pending) == nil)
        #expect(sequence.isOpen)
        #expect(sequence.movedTouch(among: [second], id: ObjectIdentifier.init) === second)
        // Without a reset, a second finger still starts nothing.
        #expect(sequence.touchDown(ObjectIdentifier(first), owner: .carousel) == nil)
    }

    @Test("who owns a finger is asked only when it starts a sequence (the owner hit-tests the cards)")
    func ownerAskedOnlyForAStart() {
        var sequence = TouchSequence()
        var asked = 0
        func owner() -> TouchOwner {
            asked += 1
            return .carousel
        }
        _ = sequence.touchDown(ObjectIdentifier(first), owner: owner())
        _ = sequence.touchDown(ObjectIdentifier(second), owner: owner())
        #expect(asked == 1)
    }

    @Test("every touch phase but ended and cancelled is down (UITouch.Phase raw values)")
    func phases() {
        #expect((0...7).filter(TouchSequence.isDown(phaseCode:)) == [0, 1, 2, 5, 6, 7])
    }
}
