#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import QuartzCore
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselPlatform

/// Drives a ``CarouselCollectionViewLayout`` on macOS: trackpad swipes, mouse-wheel ticks, keys,
/// clicks and click-drags, programmatic scrolling and autoscroll, with iCarousel's physics.
///
/// ```swift
/// let carousel = CarouselController(collectionView: collectionView)
/// carousel.currentItemDidChange = { indexPath in … }
/// carousel.scrollToItem(at: IndexPath(item: 3, section: 0))
/// ```
///
/// Every decision is the core's `InteractionEngine`'s; this class translates AppKit events into
/// engine inputs and the engine's answers into AppKit calls. AppKit has no scroll deceleration the
/// engine could hand a release to, so the engine animates every motion on a display link.
///
/// - **Trackpad:** the carousel follows two fingers, releases into iCarousel's deceleration and
///   snapping when they lift, and swallows the system's momentum events; resting fingers stop a
///   motion. A swipe mostly across the scroll axis goes to the enclosing scroll view.
/// - **Mouse wheel:** each tick moves one item (a quick spin moves several); natural scrolling is
///   the user's setting, already applied to the deltas.
/// - **Keys:** ← → (↑ ↓ when vertical) move one item, Home/End go to the ends, Page Up/Down move a
///   page; others go up the responder chain.
/// - **Clicks:** a click selects the card drawn on top (the core's hit test: AppKit's ignores layer
///   transforms) and centres it; a double click also calls ``itemActivated``. Click-and-drag moves
///   the carousel as iCarousel's Mac version did when ``allowsMouseDragging`` is on.
///
/// Events reach the controller from ``CarouselCollectionView``; a collection view class of your own
/// forwards them with ``handleScrollWheel(_:)``, ``handleKeyDown(_:)`` and the mouse handlers. The
/// controller hides the scroll view's scrollers and turns off its elasticity. The collection view
/// retains the controller.
@available(macOS 11, *)
@MainActor
public final class CarouselController: NSObject {
    /// Scrolling events, as iCarousel's delegate reports them.
    public enum Event: Hashable, Sendable {
        /// The user started dragging (two fingers on the trackpad, or the mouse).
        case willBeginDragging
        /// The fingers (or the button) lifted; the carousel moves on afterwards or not.
        case didEndDragging(willDecelerate: Bool)
        /// The motion after a release began.
        case willBeginDecelerating
        /// The motion after a release ended (including its snap to an item).
        case didEndDecelerating
        /// A programmatic, key, wheel-tick or settling scroll animation began.
        case willBeginScrollingAnimation
        /// It ended.
        case didEndScrollingAnimation
    }

    /// The collection view this controller drives.
    public private(set) weak var collectionView: NSCollectionView?

    /// Whether clicking an item scrolls it to the centre (iCarousel's `centerItemWhenSelected`,
    /// default `true`).
    public var centersItemWhenSelected: Bool {
        get { engine.settings.centersItemWhenSelected }
        set { engine.settings.centersItemWhenSelected = newValue }
    }
    /// Whether dragging with the mouse button down moves the carousel (iCarousel's Mac behaviour;
    /// default `false`: on the Mac, swiping on the trackpad or turning the wheel scrolls).
    public var allowsMouseDragging: Bool {
        get { engine.settings.allowsDragging }
        set { engine.settings.allowsDragging = newValue }
    }
    /// Autoscroll speed in items per second, positive toward higher indexes (0 is off). iCarousel's
    /// `autoscroll` has the opposite sign.
    public var autoscrollSpeed: Double {
        get { engine.autoscrollSpeed }
        set { feed(.autoscroll(newValue)) }
    }
    /// The duration of animated programmatic and key scrolls (iCarousel's 0.4 s).
    public var scrollDuration: TimeInterval {
        get { engine.settings.scrollDuration }
        set { engine.settings.scrollDuration = newValue.isFinite ? max(0, newValue) : ScrollPhysics.scrollDuration }
    }
    /// How a release comes to rest (default iCarousel's motion).
    public var releaseStyle: ReleaseStyle {
        get { engine.settings.releaseStyle }
        set { engine.settings.releaseStyle = newValue }
    }

    /// Called when ``currentIndexPath`` changes (iCarousel's `carouselCurrentItemIndexDidChange:`).
    public var currentItemDidChange: ((IndexPath?) -> Void)?
    /// Called with each scrolling ``Event``.
    public var eventHandler: ((Event) -> Void)?
    /// Called when the user double-clicks a card (the one drawn on top) or the carousel's
    /// accessibility element is pressed.
    public var itemActivated: ((IndexPath) -> Void)?
    /// The text VoiceOver announces when the carousel comes to rest on an item (default
    /// "Item i of n"); return `nil` to announce nothing.
    public var accessibilityAnnouncement: ((IndexPath) -> String?)?

    /// The item nearest the centre (iCarousel's `currentItemIndex`), `nil` with no items.
    public var currentIndexPath: IndexPath? { layout?.indexPath(forGlobalIndex: engine.currentItemIndex) }
    /// Whether the carousel moves after a release.
    public var isDecelerating: Bool { engine.isDecelerating }
    /// Whether a programmatic, key, release or settling motion is animating (not autoscroll).
    public var isAnimating: Bool { engine.isAnimating }
    /// Whether nothing moves the carousel.
    public var isAtRest: Bool { engine.isAtRest }
    /// Whether autoscroll is moving the carousel now.
    public var isAutoscrolling: Bool { engine.isAutoscrolling }
    /// Whether the user is dragging the carousel (trackpad or mouse).
    public var isDragging: Bool { engine.isDragging }

    /// The carousel layout, if the collection view uses one.
    public var layout: CarouselCollectionViewLayout? {
        guard let layout = collectionView?.collectionViewLayout as? CarouselCollectionViewLayout else { return nil }
        if layout.host == nil { layout.host = self }
        return layout
    }

    var engine: InteractionEngine
    private var output = InteractionOutput()
    private let driver = DisplayLinkDriver()
    private let windowObserver = WindowObserverView(frame: .zero)
    /// The mouse press being followed.
    var mouseState = MouseState()
    /// The item of the last confirmed click (for a double click's activation).
    var lastClickedIndexPath: IndexPath?
    private let observers = NotificationObservers()
    private var voiceOverObservation: NSKeyValueObservation?

    /// A mouse press: where it went down and how it moved (view points, engine coordinates).
    struct MouseState {
        var downPoint: Point2D?
        var lastPoint = Point2D.zero
        /// A double click's second press moved beyond ``clickSlop``: no activation.
        var isCancelled = false
        var velocity = VelocityEstimator()
        /// The second press of a double click: the item its release activates.
        var activates: IndexPath?
    }

    /// How far (points, along each axis) the mouse may move during a click: the engine's
    /// `dragThreshold` (farther, it drags the carousel when ``allowsMouseDragging`` is on, and
    /// ends the click otherwise).
    public static let clickSlop = 4.0

    private static var retentionKey: UnsafeRawPointer {
        UnsafeRawPointer(Unmanaged.passUnretained(CarouselController.self as AnyObject).toOpaque())
    }

    /// Drives `collectionView`'s ``CarouselCollectionViewLayout``; the collection view retains the
    /// controller. A ``CarouselCollectionView`` delivers its events to it.
    public init(collectionView: NSCollectionView) {
        self.collectionView = collectionView
        let layout = collectionView.collectionViewLayout as? CarouselCollectionViewLayout
        var settings = InteractionSettings()
        settings.dragThreshold = Self.clickSlop  // a click's jitter is not a drag
        settings.allowsDragging = false  // trackpad swipes and the wheel scroll; see allowsMouseDragging
        engine = InteractionEngine(
            model: layout?.model ?? CarouselModel(CarouselConfiguration(type: .linear)),
            scrollOffset: layout?.liveScrollOffset ?? 0, settings: settings)
        super.init()
        objc_setAssociatedObject(collectionView, Self.retentionKey, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        (collectionView as? CarouselCollectionView)?.carouselController = self
        if let scrollView = collectionView.enclosingScrollView { configure(scrollView) }
        driver.view = collectionView
        driver.onFrame = { [weak self] time in self?.feed(.frame, at: time) }
        windowObserver.onWindowChange = { [weak self] in self?.windowDidChange() }
        collectionView.addSubview(windowObserver)
        layout?.host = self
        observeAccessibility()
        layoutDidChangeModel(.configuration)
        windowDidChange()
    }

    /// No scrollers and no rubber-banding: the controller moves the strip.
    private func configure(_ scrollView: NSScrollView) {
        scrollView.hasHorizontalScroller = false
        scrollView.hasVerticalScroller = false
        scrollView.horizontalScrollElasticity = .none
        scrollView.verticalScrollElasticity = .none
    }

    // MARK: Feeding the engine

    /// Hands one input to the engine and carries out its answer; returns whether it was taken.
    @discardableResult
    func feed(_ input: InteractionInput, at time: CFTimeInterval = CACurrentMediaTime()) -> Bool {
        engine.handle(input, at: time, into: &output)
        let answer = output
        perform(answer)
        return answer.isAccepted
    }

    /// Carries out an engine answer, in the order `InteractionOutput` documents.
    private func perform(_ answer: InteractionOutput) {
        if answer.recentres { layout?.recentre() }
        if let offset = answer.scrollOffset { layout?.setScrollOffset(offset) }
        if let toggle = answer.toggle { layout?.coverFlowToggle = CGFloat(toggle) }
        for event in answer.events { deliver(event) }
        if let clock = answer.frameClock {
            if clock.isRunning { driver.start(frameRate: clock.frameRate) } else { driver.stop() }
        }
        if let tapped = answer.tappedItem { confirmClick(onItem: tapped) }
    }

    private func deliver(_ event: InteractionEvent) {
        switch event {
        case .willBeginDragging: eventHandler?(.willBeginDragging)
        case .didEndDragging(let willDecelerate): eventHandler?(.didEndDragging(willDecelerate: willDecelerate))
        case .willBeginDecelerating: eventHandler?(.willBeginDecelerating)
        case .didEndDecelerating: eventHandler?(.didEndDecelerating)
        case .willBeginScrollingAnimation: eventHandler?(.willBeginScrollingAnimation)
        case .didEndScrollingAnimation: eventHandler?(.didEndScrollingAnimation)
        case .currentItemDidChange(let index):
            currentItemDidChange?(layout?.indexPath(forGlobalIndex: index))
            collectionView.map { NSAccessibility.post(element: $0, notification: .valueChanged) }
        case .didSelectItem:
            break  // reported to the delegate when the click was confirmed
        case .focusDidChange:
            break  // AppKit's key view is the collection view itself: there is no per-item focus
        case .announcement(let index):
            guard let layout, let collectionView, let indexPath = layout.indexPath(forGlobalIndex: index) else {
                return
            }
            let text =
                accessibilityAnnouncement.map { $0(indexPath) }
                ?? InteractionEngine.defaultAnnouncement(forItem: index, of: layout.numberOfItems)
            guard let text else { return }
            NSAccessibility.post(
                element: collectionView, notification: .announcementRequested,
                userInfo: [
                    .announcement: text, .priority: NSAccessibilityPriorityLevel.high.rawValue,
                ])
        }
    }

    // MARK: Layout

    /// The layout rebuilt its model: tell the engine what it shows now.
    func layoutDidChangeModel(_ change: ModelChange) {
        guard let layout else { return }
        engine.settings.pointsPerItem = layout.pointsPerItem
        engine.settings.contentOrigin = layout.contentOrigin
        feed(.modelChanged(layout.model, scrollOffset: layout.liveScrollOffset, change: change))
    }

    // MARK: Selection

    /// The engine saw a click on an item: ask the delegate, select it if the collection view is
    /// selectable (deselecting others in single selection), and centre it.
    private func confirmClick(onItem index: Int) {
        guard let collectionView, let indexPath = layout?.indexPath(forGlobalIndex: index) else { return }
        lastClickedIndexPath = indexPath
        let delegate = collectionView.delegate
        if collectionView.isSelectable {
            let asked: Set<IndexPath> = [indexPath]
            let allowed = delegate?.collectionView?(collectionView, shouldSelectItemsAt: asked) ?? asked
            guard !allowed.isEmpty else { return }
            if !collectionView.allowsMultipleSelection {
                let others = collectionView.selectionIndexPaths.subtracting(allowed)
                if !others.isEmpty {
                    let deselect = delegate?.collectionView?(collectionView, shouldDeselectItemsAt: others) ?? others
                    collectionView.deselectItems(at: deselect)
                    delegate?.collectionView?(collectionView, didDeselectItemsAt: deselect)
                }
            }
            collectionView.selectItems(at: allowed, scrollPosition: [])
            delegate?.collectionView?(collectionView, didSelectItemsAt: allowed)
        }
        feed(.select(index))
    }

    // MARK: Environment

    private func windowDidChange() {
        observers.occlusion = nil
        if let window = collectionView?.window {
            observers.occlusion = NotificationCenter.default.addObserver(
                forName: NSWindow.didChangeOcclusionStateNotification, object: window, queue: .main
            ) { [weak self] _ in
                Task { @MainActor in self?.environmentDidChange() }
            }
        }
        environmentDidChange()
    }

    private func observeAccessibility() {
        let center = NSWorkspace.shared.notificationCenter
        observers.add(
            to: center,
            center.addObserver(
                forName: NSWorkspace.accessibilityDisplayOptionsDidChangeNotification, object: nil, queue: .main
            ) { [weak self] _ in
                Task { @MainActor in self?.environmentDidChange() }
            })
        voiceOverObservation = NSWorkspace.shared.observe(\.isVoiceOverEnabled) { [weak self] _, _ in
            Task { @MainActor in self?.environmentDidChange() }
        }
    }

    /// VoiceOver, Reduce Motion, the window or its occlusion changed: autoscroll and motions pause
    /// while nobody can see the carousel.
    func environmentDidChange() {
        let window = collectionView?.window
        let visible = window.map { $0.occlusionState.contains(.visible) } ?? false
        feed(
            .environment(
                InteractionEnvironment(
                    isVoiceOverRunning: NSWorkspace.shared.isVoiceOverEnabled,
                    isReduceMotionEnabled: NSWorkspace.shared.accessibilityDisplayShouldReduceMotion,
                    isInWindow: visible)))
    }

    // MARK: Programmatic scrolling

    /// Scrolls an item to the centre, the shorter way round when wrapping. Returns `false` when
    /// the index path names no item or a drag is under way.
    @discardableResult
    public func scrollToItem(at indexPath: IndexPath, animated: Bool = true) -> Bool {
        layout?.prepareForScrolling()
        guard let index = layout?.globalIndex(for: indexPath) else { return false }
        return feed(.scroll(.toItem(index, duration: animated ? scrollDuration : 0)))
    }

    /// Scrolls by a number of items from the current one (iCarousel's `scrollByNumberOfItems:duration:`).
    @discardableResult
    public func scroll(byNumberOfItems count: Int, animated: Bool = true) -> Bool {
        layout?.prepareForScrolling()
        return feed(.scroll(.byItems(count, duration: animated ? scrollDuration : 0)))
    }

    /// Scrolls to a scroll offset in items (iCarousel's `scrollToOffset:duration:`).
    @discardableResult
    public func scroll(toOffset offset: Double, duration: TimeInterval? = nil) -> Bool {
        layout?.prepareForScrolling()
        return feed(.scroll(.toOffset(offset, duration: duration ?? scrollDuration)))
    }

    /// Stops a programmatic, release or settling motion where it is (autoscroll carries on).
    public func stopScrolling() {
        feed(.stopScrolling)
    }
}

/// The controller's block-based notification observers. A notification center keeps a block
/// observer until it is removed, so they are removed when this box goes with its controller (whose
/// main-actor deinit could not reach them).
final class NotificationObservers {
    /// The window's occlusion observer (`NotificationCenter.default`); setting it removes the last.
    var occlusion: NSObjectProtocol? {
        didSet { oldValue.map { NotificationCenter.default.removeObserver($0) } }
    }
    private var others: [(center: NotificationCenter, token: NSObjectProtocol)] = []

    /// Keeps `token`, registered with `center`, until the box goes.
    func add(to center: NotificationCenter, _ token: NSObjectProtocol) {
        others.append((center, token))
    }

    deinit {
        occlusion.map { NotificationCenter.default.removeObserver($0) }
        for entry in others { entry.center.removeObserver(entry.token) }
    }
}

/// An invisible view that learns when the collection view enters or leaves a window.
@MainActor
final class WindowObserverView: NSView {
    var onWindowChange: (() -> Void)?

    override func viewDidMoveToWindow() {
        super.viewDidMoveToWindow()
        onWindowChange?()
    }

    override func hitTest(_ point: NSPoint) -> NSView? { nil }

    override func isAccessibilityElement() -> Bool { false }
}

@available(macOS 11, *)
extension CarouselController: CarouselLayoutHost {}
#endif
