#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselPlatform

/// An `NSCollectionView` that hands its scroll-wheel, trackpad, key and mouse events to its
/// ``CarouselController`` and exposes the carousel to accessibility as an adjustable element.
///
/// To accessibility the carousel is a slider (the role `NSAccessibilitySlider` describes) whose
/// value is the current card's description (``/CarouselPlatform/CarouselControlling/accessibilityAnnouncement``, or
/// "Item 3 of 12") and whose increment and decrement move one card; pressing it activates the
/// current card (``CarouselController/itemActivated``). Give it a label with
/// `setAccessibilityLabel(_:)`.
///
/// Events the controller does not take go on: a key up the responder chain, a scroll gesture up
/// the responder chain from the scroll view around the carousel (so a vertical swipe over a
/// horizontal carousel scrolls the page), never to the carousel's strip, which only the controller
/// moves. Without a controller, or while another layout (a grid) is shown, it behaves as a plain
/// collection view.
@available(macOS 11, *)
@MainActor
open class CarouselCollectionView: NSCollectionView {
    /// The controller events go to (set by ``CarouselController/init(collectionView:)``). Weak:
    /// the collection view retains its controller through an association already.
    public weak var carouselController: CarouselController?

    open override var acceptsFirstResponder: Bool { controllerInCharge != nil || super.acceptsFirstResponder }

    /// The controller while the carousel lays out this collection view (`isInChargeNow`); `nil`
    /// with another layout shown (a grid switched to), whose events, hit tests and accessibility
    /// are then the collection view's own.
    private var controllerInCharge: CarouselController? {
        guard let carouselController, carouselController.isInChargeNow else { return nil }
        return carouselController
    }

    open override func scrollWheel(with event: NSEvent) {
        guard let carouselController = controllerInCharge else {
            super.scrollWheel(with: event)
            return
        }
        // What the carousel did not take (the core decides: across the axis, no items, not in
        // charge), with a gesture's events that waited for its axis first: up the responder
        // chain from the carousel's own scroll view (whose scrolling would move the strip), as an
        // unhandled `scrollWheel(with:)` goes: an enclosing scroll view, or any other responder
        // that scrolls, takes it.
        for passed in carouselController.scrollWheelEventsToPassOn(event) {
            (enclosingScrollView ?? self).nextResponder?.scrollWheel(with: passed)
        }
    }

    open override func keyDown(with event: NSEvent) {
        guard let carouselController = controllerInCharge else {
            super.keyDown(with: event)
            return
        }
        if carouselController.handleKeyDown(event) { return }
        // NSCollectionView's own arrow keys would move a grid selection and scroll the strip.
        if CarouselController.key(for: event) != nil {
            nextResponder?.keyDown(with: event)
        } else {
            super.keyDown(with: event)
        }
    }

    // MARK: Hit testing

    /// The view a click at `point` (in the superview's coordinates) goes to: the carousel, or a
    /// control that takes clicks on the current card.
    ///
    /// Every card's frame sits at the centre (their layer transforms place them, and AppKit's hit
    /// test ignores layer transforms), so AppKit would hand the click to whichever card's
    /// untransformed subview lies under the pointer, last in subview order. AppKit's control
    /// tracking ignores layer transforms too: `NSControl`/`NSCell` convert the mouse's
    /// `locationInWindow` with `convert(_:from: nil)`, so a control on a turned or moved card would
    /// highlight and see its mouse-up outside its rectangle. The core therefore names the one card
    /// whose controls may have the click: the current card, drawn on top at the point and where
    /// its frame is (within half a point), with the carousel at rest. Within it (the click carried
    /// through the card's transform) an enabled control that takes clicks (a button, an editable or
    /// selectable text field, an editable image view) or a `GestureHostingView` (a SwiftUI card)
    /// keeps its click. Everything else is the carousel's: a click on a card behind selects and
    /// centres it, a click on a moving carousel stops it. Without a controller AppKit's hit test
    /// stands.
    open override func hitTest(_ point: NSPoint) -> NSView? {
        let hit = super.hitTest(point)
        guard let carouselController = controllerInCharge, hit != nil else { return hit }
        let local = Point2D(convert(point, from: superview))
        guard let layout = carouselController.layout,
            let front = layout.driver.indexPathForCardTakingControlClicks(
                atContentPoint: local, isAtRest: carouselController.isAtRest),
            let onItem = layout.driver.itemPoint(forItemAt: front, atContentPoint: local),
            let card = item(at: front)?.view
        else { return self }
        let cardPoint = NSPoint(x: onItem.x, y: card.isFlipped ? onItem.y : card.bounds.height - onItem.y)
        guard let onCard = card.hitTest(card.superview.map { card.convert(cardPoint, to: $0) } ?? cardPoint)
        else { return self }
        let chain = Swift.sequence(first: onCard, next: { $0 === card ? nil : $0.superview })
        return ClickTarget.controlKeepsClick(chain.map(ClickTarget.init)) ? onCard : self
    }

    open override func mouseDown(with event: NSEvent) {
        guard let carouselController = controllerInCharge else {
            super.mouseDown(with: event)
            return
        }
        window?.makeFirstResponder(self)
        carouselController.handleMouseDown(event)
    }

    open override func mouseDragged(with event: NSEvent) {
        guard let carouselController = controllerInCharge else {
            super.mouseDragged(with: event)
            return
        }
        carouselController.handleMouseDragged(event)
    }

    open override func mouseUp(with event: NSEvent) {
        guard let carouselController = controllerInCharge else {
            super.mouseUp(with: event)
            return
        }
        carouselController.handleMouseUp(event)
    }

    // MARK: Accessibility

    // AppKit offers increment and decrement (AXIncrement, AXDecrement) only for the roles that
    // have them, such as sliders and steppers; the collection view's own role (a list) has none,
    // so VoiceOver could not adjust the carousel.

    open override func isAccessibilityElement() -> Bool {
        controllerInCharge != nil || super.isAccessibilityElement()
    }

    open override func accessibilityRole() -> NSAccessibility.Role? {
        controllerInCharge != nil ? .slider : super.accessibilityRole()
    }

    open override func accessibilityPerformIncrement() -> Bool {
        guard let carouselController = controllerInCharge else { return super.accessibilityPerformIncrement() }
        return carouselController.scroll(byNumberOfItems: 1)
    }

    open override func accessibilityPerformDecrement() -> Bool {
        guard let carouselController = controllerInCharge else { return super.accessibilityPerformDecrement() }
        return carouselController.scroll(byNumberOfItems: -1)
    }

    open override func accessibilityPerformPress() -> Bool {
        guard let carouselController = controllerInCharge, let indexPath = carouselController.currentIndexPath else {
            return super.accessibilityPerformPress()
        }
        carouselController.itemActivated?(indexPath)
        return true
    }

    open override func accessibilityValue() -> Any? {
        guard let carouselController = controllerInCharge, carouselController.currentIndexPath != nil else {
            return super.accessibilityValue()
        }
        // The app's text, or "Item i of n" also when the app announces nothing.
        let engine = carouselController.driver.engine
        return carouselController.announcementText(forItem: engine.currentItemIndex)
            ?? InteractionEngine.defaultAnnouncement(forItem: engine.currentItemIndex, of: engine.model.numberOfItems)
    }
}

extension ClickTarget {
    /// A view's facts as AppKit has them.
    @MainActor init(_ view: NSView) {
        let control = view as? NSControl
        let field = view as? NSTextField
        self.init(
            isControl: control != nil, isEnabled: control?.isEnabled ?? false,
            textFieldTakesText: field.map { $0.isEditable || $0.isSelectable },
            imageViewIsEditable: (view as? NSImageView)?.isEditable, hostsGestures: view is any GestureHostingView)
    }
}
#endif
