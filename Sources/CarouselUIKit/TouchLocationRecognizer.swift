#if canImport(UIKit)
import UIKit
import UIKit.UIGestureRecognizerSubclass
@_spi(Plumbing) import CarouselCore

/// Reports where each touch sequence begins and when it ends. It never delays touches, never
/// prevents another gesture nor is prevented by one, and recognizes only to withdraw a touch from a
/// control on a card drawn underneath another (below).
///
/// The scroll controller needs the point to choose the item the user sees on top (UIKit picks a
/// cell by subview order, which can be a card drawn behind) and, like iCarousel, to stop its own
/// deceleration animation when a finger comes down.
///
/// A control keeps its touch only on the card drawn on top at the touch
/// (`TapRoute.controlKeepsTouch`): UIKit hit-tests cells in subview order, not by the z-order the
/// cards are drawn in, so a button on a card underneath could take the tap. For such a touch the
/// recognizer begins with `cancelsTouchesInView` on, which is UIKit's documented way to take
/// touches back from the hit-tested view (it sends the control `touchesCancelled`, so its action
/// never fires); the sequence then goes on as a tap on the card on top, or a drag.
@MainActor
final class TouchLocationRecognizer: UIGestureRecognizer {
    /// Called with the touch location in the recognizer's view (content coordinates for a scroll view).
    var onTouchDown: ((CGPoint) -> Void)?
    /// Called with the first finger's location (as ``onTouchDown``) each time it moves: the engine
    /// hears that a touch which slid away (a table scrolled or a slider dragged inside a card) is
    /// not a tap (`InteractionInput.touchMoved`).
    var onTouchMoved: ((CGPoint) -> Void)?
    /// Called when the last finger lifts.
    var onTouchEnded: (() -> Void)?
    /// Called when the sequence is cancelled (a finger may still be down).
    var onTouchCancelled: (() -> Void)?

    /// The sequence this recognizer follows (the core's `TouchSequence`).
    private var sequence = TouchSequence()

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        cancelsTouchesInView = false
        delaysTouchesBegan = false
        delaysTouchesEnded = false
        #if os(tvOS)
        // A finger resting on the Siri Remote is an indirect touch "centred in the focused view"
        // (WWDC16 session 210): not a tap on a card.
        allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
        #endif
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let view, let touch = touches.first else { return }
        let point = touch.location(in: view)
        guard
            let start = sequence.touchDown(
                ObjectIdentifier(touch), owner: Self.owner(of: touch.view, at: point, in: view))
        else { return }
        report(start.staleEnd)
        if start.withdrawsTouch {
            // Withdraw the touch from the control on a card drawn underneath.
            cancelsTouchesInView = true
            state = .began
        }
        onTouchDown?(point)
    }

    // Recognizing only withdraws a touch from a control: the scroll view's pan and any other
    // gesture stay free, as when this recognizer never recognized.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        if let view, let first = sequence.movedTouch(among: touches, id: ObjectIdentifier.init) {
            onTouchMoved?(first.location(in: view))
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        finishIfAllLifted(event, cancelled: false)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        finishIfAllLifted(event, cancelled: true)
    }

    /// Fails or ends (so UIKit resets it) once no finger of the sequence is still down: only this
    /// recognizer's own touches count (`touches(for:)`), not every touch in the window (a finger
    /// resting outside the carousel would keep the sequence open, and every later tap would be lost).
    private func finishIfAllLifted(_ event: UIEvent, cancelled: Bool) {
        let down = (event.touches(for: self) ?? []).contains { TouchSequence.isDown(phaseCode: $0.phase.rawValue) }
        let hasBegun = state != .possible
        guard let lift = sequence.touchesLifted(anyDown: down, cancelled: cancelled, hasBegun: hasBegun) else { return }
        report(lift.end)
        state = State(rawValue: lift.stateCode) ?? .failed
    }

    /// UIKit resets a recognizer without `touchesCancelled` when another gesture wins (a context
    /// menu, a drag lift): report the open sequence as cancelled, one run-loop turn later (the
    /// scroll view's pan, when it is the winner, reports its drag first, and the engine ignores a
    /// cancel during a drag).
    override func reset() {
        super.reset()
        cancelsTouchesInView = false
        guard let pending = sequence.didReset() else { return }
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.report(self.sequence.cancel(pending))
        }
    }

    /// Tells the controller how a sequence ended.
    private func report(_ end: TouchSequence.End?) {
        switch end {
        case .ended: onTouchEnded?()
        case .cancelled: onTouchCancelled?()
        case nil: break
        }
    }

    /// Who owns a touch on `view` at `point` (content coordinates) in `container` (`TouchOwner`):
    /// reads whether a control holds the view, and which carousel card its cell shows.
    private static func owner(of view: UIView?, at point: CGPoint, in container: UIView) -> TouchOwner {
        let ancestors = Array(
            Swift.sequence(first: view ?? container, next: { $0.superview }).prefix { $0 !== container })
        let collectionView = container as? UICollectionView
        let layout = collectionView?.collectionViewLayout as? CarouselCollectionViewLayout
        let cell = ancestors.lazy.compactMap { $0 as? UICollectionViewCell }.first
        let cellPath = cell.flatMap { collectionView?.indexPath(for: $0) }
        return TouchOwner(
            isOnControl: ancestors.contains { $0 is UIControl },
            controlItem: cellPath.flatMap { layout?.globalIndex(for: $0) },
            topmostItem: layout?.indexPathForTopmostItem(at: point).flatMap { layout?.globalIndex(for: $0) })
    }
}
#endif
