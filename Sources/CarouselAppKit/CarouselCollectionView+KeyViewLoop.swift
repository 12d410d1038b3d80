#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
@_spi(Plumbing) import CarouselCore

// AppKit's contract (NSView, "key view loop"; NSWindow.selectNextKeyView(_:)): Tab moves the first
// responder to the next view in the `nextKeyView` chain whose `canBecomeKeyView` is `true`
// (`nextValidKeyView`), and `canBecomeKeyView` is `false` for a view that does not accept first
// responder. An `NSControl` accepts first responder only while `refusesFirstResponder` is `false`
// (and, for buttons and the like, while Full Keyboard Access is on). The carousel sets that flag on
// the controls of every card but the current one, so Tab never reaches them and Space never
// presses them; which cards are reachable is the core's rule (`KeyViewLoop`). A control that is
// already first responder keeps focus whatever its `refusesFirstResponder` (the flag is read when
// a view is asked to become first responder), so focus inside a card that left the loop is moved
// to the collection view (`NSWindow.makeFirstResponder(_:)`).

@available(macOS 11, *)
extension CarouselCollectionView {
    /// Takes the controls of every displayed card but the current one out of the key-view loop,
    /// and puts the current card's back (every card's under another layout), after a layout pass
    /// that changed whether the carousel is in charge, the current card or the displayed cards,
    /// or that followed an item view made or reused (`makeItem(withIdentifier:for:)`): the core
    /// decides (`KeyViewLoop.Stamp`). Keyboard focus inside a card that left the loop moves to the
    /// collection view (refusing first responder does not give it up).
    ///
    /// Cost: every pass reads the current card and the displayed index paths
    /// (`indexPathsForVisibleItems()`: AppKit's set, bridged into a new Swift set) and compares
    /// them with the last update's, O(displayed cards), allocating nothing more. Only an update
    /// walks each displayed card's view tree (O(its views); the walk's stack, each view's
    /// `subviews` array, each card's list of controls and the list of cards are allocated), reads
    /// each control's flag and mark (an associated object), and finds the first responder's card
    /// (`visibleItems()` and a walk up its superviews); a frame of autoscroll or of a scroll
    /// animation that keeps the current and displayed cards does none of it.
    func updateKeyViewLoop() {
        let controller = controllerInCharge
        let current = controller.flatMap {
            $0.driver.accessibilityContentItem.flatMap($0.layoutIndexPath(forGlobalIndex:))
        }
        let displayed = indexPathsForVisibleItems()
        let stamp = keyViewLoopStamp
        let contents = KeyViewLoop.Stamp.contentsToken(of: displayed) { item(at: $0).map(ObjectIdentifier.init) }
        keyViewLoopStamp = stamp.updating(
            carouselInCharge: controller != nil, current: current, displayed: displayed, contents: contents
        ) {
            let cards = displayed.map { indexPath in
                (
                    controls: item(at: indexPath).map { Self.controls(in: $0.view) } ?? [],
                    reachable: KeyViewLoop.includes(indexPath, current: current, carouselInCharge: controller != nil)
                )
            }
            KeyViewLoop.update(
                cards,
                read: {
                    KeyViewLoop.ControlState(refuses: $0.refusesFirstResponder, setByCarousel: $0.isRefusedByCarousel)
                },
                write: {
                    $0.refusesFirstResponder = $1.refuses
                    $0.isRefusedByCarousel = $1.setByCarousel
                })
            let focusedItem = (window?.firstResponder as? NSView).flatMap(indexPathForItem(containing:))
            KeyViewLoop.updateFocus(focusedItem: focusedItem, current: current, carouselInCharge: controller != nil) {
                window?.makeFirstResponder(self)
            }
        }
    }

    /// The controls in a card's view, the view included, in any depth.
    private static func controls(in view: NSView) -> [NSControl] {
        Swift.sequence(state: [view]) { (stack: inout [NSView]) -> NSView? in
            guard let next = stack.popLast() else { return nil }
            stack += next.subviews
            return next
        }
        .compactMap { $0 as? NSControl }
    }
}

extension NSControl {
    /// The key of the mark the carousel leaves on a control it took out of the key-view loop.
    private static var refusedByCarouselKey: UnsafeRawPointer {
        UnsafeRawPointer(Unmanaged.passUnretained(KeyViewLoopMark.self as AnyObject).toOpaque())
    }

    /// Whether the carousel set `refusesFirstResponder` (to take the control out of the loop).
    fileprivate var isRefusedByCarousel: Bool {
        get { objc_getAssociatedObject(self, Self.refusedByCarouselKey) as? Bool ?? false }
        set { objc_setAssociatedObject(self, Self.refusedByCarouselKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

/// The class whose identity keys the carousel's mark on a control.
private final class KeyViewLoopMark: NSObject {}
#endif
