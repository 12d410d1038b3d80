#if canImport(UIKit)
import UIKit
import UIKit.UIGestureRecognizerSubclass

/// Reports where each touch sequence begins and when it ends, and never recognizes: it never
/// delays or cancels touches, so it never competes with the collection view's own gestures.
///
/// The scroll controller needs the point to choose the item the user sees on top (UIKit picks a
/// cell by subview order, which can be a card drawn behind) and, like iCarousel, to stop its own
/// deceleration animation when a finger comes down.
@MainActor
final class TouchLocationRecognizer: UIGestureRecognizer {
    /// Called with the touch location in the recognizer's view (content coordinates for a scroll view).
    var onTouchDown: ((CGPoint) -> Void)?
    /// Called when the last finger lifts.
    var onTouchEnded: (() -> Void)?
    /// Called when the sequence is cancelled (a finger may still be down).
    var onTouchCancelled: (() -> Void)?

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        cancelsTouchesInView = false
        delaysTouchesBegan = false
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if let view, let touch = touches.first {
            onTouchDown?(touch.location(in: view))
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

    /// Fails (so UIKit resets it) once no finger of the sequence is still down.
    private func finishIfAllLifted(_ event: UIEvent, cancelled: Bool) {
        let down = (event.allTouches ?? []).contains { $0.phase != .ended && $0.phase != .cancelled }
        guard !down else { return }
        state = .failed
        if cancelled { onTouchCancelled?() } else { onTouchEnded?() }
    }
}
#endif
