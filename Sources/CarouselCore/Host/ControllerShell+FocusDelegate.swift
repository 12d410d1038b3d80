import Foundation

extension ControllerShell {
    /// Whether the platform may focus an index path (UIKit's `canFocusItemAt`): refused while the
    /// carousel refuses it (``allowsFocus(onItemAt:)``), else the app's answer, asked only then
    /// (`app`; `nil` when the app gives none). With no answer from the app, the collection view's
    /// own `allowsFocus` as read now: UIKit lets an implemented `canFocusItemAt` take precedence
    /// over that property, and the controller implements it for every app, so it answers what
    /// UIKit would have without it (the carousel's value while it is in charge, the app's under
    /// another layout).
    public func canFocus(onItemAt indexPath: IndexPath, app: () -> Bool?) -> Bool {
        guard allowsFocus(onItemAt: indexPath) else { return false }
        return app() ?? (controllerHost?.scrollViewSettings.allowsFocus ?? true)
    }

    /// Whether the focus system may move focus (UIKit's `shouldUpdateFocusIn`): the engine takes a
    /// move from one of the carousel's cards (``ControllerDriver/focusWillMove(_:fromCarousel:toCarousel:at:into:)``)
    /// and refuses it; a move it leaves is the app's answer, asked only then (`app`; `nil` when
    /// the app gives none: allowed).
    /// - Parameters:
    ///   - heading: the move's heading, `nil` for a programmatic update.
    ///   - fromCarousel: focus is on one of the collection view's items.
    ///   - toCarousel: the move goes to one of the collection view's items.
    ///   - app: the app's delegate's answer, `nil` when it gives none.
    public func focusMayMove(_ heading: FocusHeading?, fromCarousel: Bool, toCarousel: Bool, app: () -> Bool?) -> Bool {
        var asksApp = true
        drive {
            asksApp = $0.focusWillMove(heading, fromCarousel: fromCarousel, toCarousel: toCarousel, at: $1, into: &$2)
        }
        return asksApp && (app() ?? true)
    }
}
