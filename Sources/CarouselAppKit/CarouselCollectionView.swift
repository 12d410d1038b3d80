#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselPlatform

/// An `NSCollectionView` that hands its scroll-wheel, trackpad, key and mouse events to its
/// ``CarouselController`` and exposes the carousel and its current card to accessibility.
///
/// To accessibility the carousel is a group (give it a label with `setAccessibilityLabel(_:)`;
/// its value is the current card's description) whose children are, in order, a slider over the
/// carousel and the current card's own elements. The slider's value is the current card's
/// description (``/CarouselPlatform/CarouselControlling/accessibilityAnnouncement``, or
/// "Item 3 of 12"); its increment and decrement move one card, and pressing it activates the
/// current card (``CarouselController/itemActivated``). The card's text and controls (SwiftUI
/// content included) come after it, so VoiceOver reads and operates them as anywhere else; the
/// cards behind are left out, as their controls get no clicks.
///
/// Events the controller does not take go on: a key or a scroll gesture up the responder chain
/// from the scroll view around the carousel (so a vertical swipe over a
/// horizontal carousel scrolls the page), never to the carousel's strip, which only the controller
/// moves. A scroll gesture across the carousel's axis over a scroll view nested in the current
/// card (a list, a text view) scrolls that view instead; one along the axis moves the carousel.
/// The strip is the `NSScrollView` whose `documentView` is this collection view; inside a page's
/// scroll view without one of its own, the carousel leaves the page's alone and cannot move (a
/// debug build says so). Without a controller, or while another layout (a grid) is shown, it
/// behaves as a plain collection view.
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
    var controllerInCharge: CarouselController? {
        guard let carouselController, carouselController.isInChargeNow else { return nil }
        return carouselController
    }

    open override func scrollWheel(with event: NSEvent) {
        guard let carouselController = controllerInCharge else {
            super.scrollWheel(with: event)
            return
        }
        // Every wheel event over the cards comes here first (a card answers no hit test for one:
        // `CarouselItemView`). What the carousel did not take (the core decides: across the axis,
        // no items, not in charge), with a gesture's events that waited for its axis first, goes
        // to a scroll view nested in the current card under the pointer, else up the responder
        // chain from the carousel's own scroll view (whose scrolling would move the strip), as an
        // unhandled `scrollWheel(with:)` goes: an enclosing scroll view, or any other responder
        // that scrolls, takes it. An event a nested view hands back up comes here again and goes
        // on up (`WheelEventRouter.isPassingOn`).
        for passed in carouselController.scrollWheelEventsToPassOn(event) {
            carouselController.passOn(
                passed, nested: nestedScrollView(under: passed), enclosing: (carouselStrip ?? self).nextResponder)
        }
    }

    /// The scroll view nested in the current card under a wheel event's pointer (a list, a text
    /// view, a SwiftUI `ScrollView`, `List` or `TextEditor`), if any: the nearest `NSScrollView`
    /// around the card's view hit there, the point carried through the card's transform.
    private func nestedScrollView(under event: NSEvent) -> NSScrollView? {
        let local = Point2D(convert(event.locationInWindow, from: nil))
        guard let driver = controllerInCharge?.layout?.driver,
            let current = driver.indexPathForCardTakingNestedScrolling(atContentPoint: local),
            let onItem = driver.itemPoint(forItemAt: current, atContentPoint: local),
            let card = item(at: current)?.view
        else { return nil }
        // The card's subviews, topmost first, as NSView's hit test visits them (the card itself
        // answers none for a wheel event).
        let point = NSPoint(onItem.inView(height: Double(card.bounds.height), isFlipped: card.isFlipped))
        let hit = card.subviews.reversed().lazy.compactMap { $0.hitTest(point) }.first
        return hit.flatMap { hit in
            EnclosingItem.find(
                from: hit, parent: { $0.superview }, isBoundary: { $0 === card }, item: { $0 as? NSScrollView })
        }
    }

    /// Lays out the cards, then keeps only the current card's controls in the key-view loop
    /// (`updateKeyViewLoop()`).
    open override func layout() {
        super.layout()
        updateKeyViewLoop()
    }

    /// What the key-view loop was last brought up to date for (`updateKeyViewLoop()`).
    var keyViewLoopStamp = KeyViewLoop.Stamp<IndexPath>()

    /// Has the key-view loop brought up to date on the next turn of the main run loop, after the
    /// views laid out in this one: for a card whose content makes its controls in its own layout
    /// (SwiftUI's hosting view does), after the collection view's pass has checked the loop, or
    /// whose content was replaced without `makeItem(withIdentifier:for:)` (plumbing: the SwiftUI
    /// carousel calls it whenever it sets a card's root view).
    @_spi(Plumbing) public func setNeedsKeyViewLoopUpdate() {
        keyViewLoopStamp.contentReplaced()
        DispatchQueue.main.async { [weak self] in self?.updateKeyViewLoop() }
    }

    /// Makes or reuses an item as `NSCollectionView` does, and has the next layout pass bring the
    /// key-view loop up to date: the item's content (its controls) is new.
    open override func makeItem(
        withIdentifier identifier: NSUserInterfaceItemIdentifier, for indexPath: IndexPath
    ) -> NSCollectionViewItem {
        keyViewLoopStamp.contentReplaced()
        return super.makeItem(withIdentifier: identifier, for: indexPath)
    }

    open override func keyDown(with event: NSEvent) {
        guard let carouselController = controllerInCharge else {
            super.keyDown(with: event)
            return
        }
        if carouselController.handleKeyDown(event) { return }
        // NSCollectionView's own arrow keys would move a grid selection and scroll the strip; a
        // refused key skips the carousel's own scroll view (which would scroll the strip too), as
        // a refused wheel event does.
        if CarouselController.key(for: event) != nil {
            (carouselStrip ?? self).nextResponder?.keyDown(with: event)
        } else {
            super.keyDown(with: event)
        }
    }

    // MARK: Hit testing

    /// The view a click at `point` (in the superview's coordinates) goes to: the carousel, or a
    /// control that takes clicks on the current card.
    ///
    /// Each card's frame is centred where the card is drawn, but AppKit's hit test ignores layer
    /// transforms, so on turned or overlapping cards AppKit would hand the click to whichever
    /// card's untransformed subview lies under the pointer, last in subview order. AppKit's control
    /// tracking ignores layer transforms too: `NSControl`/`NSCell` convert the mouse's
    /// `locationInWindow` with `convert(_:from: nil)`, so a control on a turned or moved card would
    /// highlight and see its mouse-up outside its rectangle. The core therefore names the one card
    /// whose controls may have the click (the shell's `cardTakingControlClicks(atContentPoint:)`):
    /// a press first pauses autoscroll where it is and holds a pending rest until the button is
    /// up; then the current card, drawn on top at the point and where its frame is (within half a
    /// point), with nothing else moving the carousel, has it. Within it (the click carried
    /// through the card's transform) a view that adopts ``CarouselClickTaking`` and says so, an
    /// enabled control that takes clicks (a button, an editable or selectable text field, an
    /// editable image view) or a `GestureHostingView` (a SwiftUI card) keeps its click.
    /// Everything else is the carousel's: a click on a card behind selects and centres it, a
    /// click on a card the pause left turned or between items centres it (autoscroll then waits
    /// for the next click, which reaches the control), a click on a moving carousel stops it.
    /// Without a controller AppKit's hit test stands.
    open override func hitTest(_ point: NSPoint) -> NSView? {
        let hit = super.hitTest(point)
        guard let carouselController = controllerInCharge, hit != nil else { return hit }
        let local = Point2D(convert(point, from: superview))
        guard let layout = carouselController.layout,
            let front = carouselController.cardTakingControlClicks(atContentPoint: local),
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

    // A slider is a leaf to VoiceOver: it does not visit a slider's children. So the carousel is
    // a group, and the slider (AppKit offers increment and decrement, AXIncrement and
    // AXDecrement, only for roles that have them, such as sliders and steppers; a list has none)
    // is its first child, beside the current card's content (`CarouselAdjustableElement`).

    /// The slider among the carousel's children, one for the collection view's life (VoiceOver's
    /// cursor stays on it while the cards move).
    private lazy var adjustableElement = CarouselAdjustableElement(carousel: self)

    open override func isAccessibilityElement() -> Bool {
        controllerInCharge != nil || super.isAccessibilityElement()
    }

    open override func accessibilityRole() -> NSAccessibility.Role? {
        controllerInCharge != nil ? .group : super.accessibilityRole()
    }

    /// The carousel's label while a carousel is shown: its own (`setAccessibilityLabel(_:)`), else
    /// the nearest label of the elements around it, such as the one SwiftUI's `.accessibilityLabel`
    /// on `Carousel` labels (the core decides, `AccessibilityLabels.carouselLabel`); the collection
    /// view's own label otherwise. The carousel's slider reads the same label.
    open override func accessibilityLabel() -> String? {
        let own = super.accessibilityLabel()
        return labelLookup.answer(reentered: own) {
            let enclosing = Swift.sequence(
                first: accessibilityParent(), next: { ($0 as? any NSAccessibilityProtocol)?.accessibilityParent() })
            return AccessibilityLabels.carouselLabel(
                own: own,
                enclosing: enclosing.prefix(AccessibilityLabels.maximumEnclosingDepth).map {
                    ($0 as? any NSAccessibilityProtocol)?.accessibilityLabel()
                },
                isShown: controllerInCharge != nil)
        }
    }

    /// The label lookup under way, if any: an element around the carousel that reads its
    /// children's labels back gets the carousel's own.
    private let labelLookup = AccessibilityLabelLookup()

    /// The slider, then the current card's elements (the unignored descendants of its item's
    /// view, as AppKit lists a plain view's children), while a carousel is shown; the collection
    /// view's own children otherwise.
    open override func accessibilityChildren() -> [Any]? {
        guard controllerInCharge != nil else { return super.accessibilityChildren() }
        var children: [Any] = [adjustableElement]
        if let view = currentCardView { children += NSAccessibility.unignoredChildren(from: [view]) }
        return children
    }

    /// The carousel's slider element while a carousel is shown (the element VoiceOver adjusts,
    /// and the one `.valueChanged` is posted on).
    var carouselAdjustableElement: NSAccessibilityElement? {
        controllerInCharge != nil ? adjustableElement : nil
    }

    /// The view of the card whose content VoiceOver reaches (the current card's), if displayed.
    private var currentCardView: NSView? {
        guard let carouselController = controllerInCharge,
            let item = carouselController.driver.accessibilityContentItem,
            let indexPath = carouselController.layoutIndexPath(forGlobalIndex: item)
        else { return nil }
        return self.item(at: indexPath)?.view
    }

    open override func accessibilityPerformIncrement() -> Bool {
        guard let carouselController = controllerInCharge else { return super.accessibilityPerformIncrement() }
        return carouselController.accessibilityIncrement()
    }

    open override func accessibilityPerformDecrement() -> Bool {
        guard let carouselController = controllerInCharge else { return super.accessibilityPerformDecrement() }
        return carouselController.accessibilityDecrement()
    }

    open override func accessibilityPerformPress() -> Bool {
        activateCurrentItemForAccessibility() || super.accessibilityPerformPress()
    }

    /// VoiceOver's press on the carousel or its slider: the app's ``CarouselController/itemActivated``
    /// for the current card; `false` with no carousel shown or no items.
    func activateCurrentItemForAccessibility() -> Bool {
        guard let carouselController = controllerInCharge, let indexPath = carouselController.currentIndexPath else {
            return false
        }
        carouselController.itemActivated?(indexPath)
        return true
    }

    open override func accessibilityValue() -> Any? {
        carouselAccessibilityValue ?? super.accessibilityValue()
    }

    /// The description of the card the slider names (the app's text, or "Item i of n" also when
    /// the app announces nothing) while a carousel with items is shown: the card an increment or
    /// decrement heads for from the moment VoiceOver asks, the current card otherwise (the core
    /// decides, `accessibilityValueText`).
    var carouselAccessibilityValue: String? {
        controllerInCharge?.accessibilityValueText
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
            imageViewIsEditable: (view as? NSImageView)?.isEditable, hostsGestures: view is any GestureHostingView,
            asksForClicks: (view as? any CarouselClickTaking)?.takesCarouselClicks)
    }
}

/// A view inside a card that takes its own clicks on the current card, as the built-in controls
/// do: adopt it for a view the carousel does not know takes clicks (an `NSTextView`, a
/// `WKWebView`, an `MKMapView`, a `PDFView`, a nested collection view, any view of your own with
/// `mouseDown(with:)`).
///
/// ```swift
/// extension MKMapView: CarouselClickTaking {}
/// final class NotesView: NSTextView, CarouselClickTaking {}
/// ```
///
/// By default only enabled controls (buttons, sliders, checkboxes, pop-up buttons), editable or
/// selectable text fields, editable image views and SwiftUI content get clicks on a card; any
/// other view's clicks are the carousel's (it selects and centres the card). A view that adopts
/// this protocol answers for itself and for the views inside it that do not answer: the innermost
/// view that answers, or is a control, decides. As for every control, only the current card takes
/// clicks, while nothing but autoscroll (which a press pauses) moves the carousel and the card is
/// drawn where its frame is (AppKit tracks the mouse without the card's 3D transform); a click on
/// any other card is the carousel's.
@MainActor
public protocol CarouselClickTaking: NSView {
    /// Whether a click on this view is its own rather than the carousel's (`true` unless you
    /// say otherwise, for instance while a map is not interactive).
    var takesCarouselClicks: Bool { get }
}

extension CarouselClickTaking {
    /// `true`: the view takes its clicks.
    public var takesCarouselClicks: Bool { true }
}
#endif
