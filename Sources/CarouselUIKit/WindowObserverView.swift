#if canImport(UIKit)
import UIKit

/// An invisible, zero-size view the scroll controller adds to the collection view to learn when
/// the collection view enters or leaves a window (UIKit has no other notification for a view it
/// does not own), so autoscroll stops while nobody can see it.
@MainActor
final class WindowObserverView: UIView {
    /// Called with whether the view is now in a window.
    var onWindowChange: ((Bool) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        isUserInteractionEnabled = false
        isAccessibilityElement = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
        isUserInteractionEnabled = false
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        onWindowChange?(window != nil)
    }
}
#endif
