#if canImport(UIKit) && !os(tvOS)
import UIKit

/// The mouse wheel's pan recognizer's delegate: it lets the pan begin only when the core says the
/// wheel's first movement is the carousel's (`ControllerDriver.beginsWheelPan(movingBy:)`: not
/// mostly across the scroll axis), so a vertical wheel over a horizontal carousel is left to an
/// enclosing scroll view's pan, which recognizes it instead.
///
/// Contract: `gestureRecognizerShouldBegin(_:)` is asked when the pan is about to leave
/// `.possible`, with the first scroll's translation already in `translation(in:)`; a pan that may
/// not begin fails, and other recognizers (an enclosing `UIScrollView`'s pan, which takes
/// discrete scrolls by default) may recognize the scroll.
@MainActor
final class WheelPanGate: NSObject, UIGestureRecognizerDelegate {
    /// Answers whether a pan whose first translation is the given one (content movement, points)
    /// may begin.
    var beginsPan: ((CGPoint) -> Bool)?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let view = pan.view else { return true }
        return beginsPan?(pan.translation(in: view)) ?? true
    }
}
#endif
