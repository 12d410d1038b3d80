#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import QuartzCore
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselPlatform

/// Drives a ``CarouselCollectionViewLayout`` on macOS: trackpad swipes, mouse-wheel ticks, keys,
/// clicks and click-drags, programmatic scrolling, autoscroll and automatic sliding, with
/// iCarousel's physics.
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
    /// The collection view this controller drives.
    public private(set) weak var collectionView: NSCollectionView?

    /// Whether dragging with the mouse button down moves the carousel (iCarousel's Mac behaviour;
    /// default `false`: on the Mac, swiping on the trackpad or turning the wheel scrolls).
    public var allowsMouseDragging: Bool {
        get { driver.settings.allowsDragging }
        set { driver.settings.allowsDragging = newValue }
    }

    /// Called when the user double-clicks a card (the one drawn on top) or the carousel's
    /// accessibility element is pressed.
    public var itemActivated: ((IndexPath) -> Void)?
    /// The app's closures (``/CarouselPlatform/CarouselControlling/currentItemDidChange``, ``/CarouselPlatform/CarouselControlling/eventHandler``, ``/CarouselPlatform/CarouselControlling/accessibilityAnnouncement``).
    @_spi(Plumbing) public var handlers = ControllerHandlers()

    /// The carousel layout, if the collection view uses one.
    public var layout: CarouselCollectionViewLayout? {
        collectionView?.collectionViewLayout as? CarouselCollectionViewLayout
    }

    /// The decisions.
    @_spi(Plumbing) public var driver: ControllerDriver
    var engine: InteractionEngine { driver.engine }
    fileprivate let frameLink = DisplayLinkDriver()
    /// The wake-up the engine asks for while the display link is paused (the next automatic slide).
    fileprivate let wakeTimer = WakeTimer()
    private let windowObserver = WindowObserverView(frame: .zero)
    private let observers = NotificationObservers()
    private var voiceOverObservation: NSKeyValueObservation?
    /// The trackpad events kept while a gesture's axis is undecided (the core's
    /// `WheelEventRouter`: passed on first if the gesture goes across the axis).
    var wheelRouter = WheelEventRouter<NSEvent>()

    /// How far (points, along each axis) the mouse may move during a click: the engine's
    /// `dragThreshold` (farther, it drags the carousel when ``allowsMouseDragging`` is on, and
    /// ends the click otherwise).
    public static let clickSlop = 4.0

    private static var retentionKey: UnsafeRawPointer {
        UnsafeRawPointer(Unmanaged.passUnretained(CarouselController.self as AnyObject).toOpaque())
    }

    /// Drives `collectionView`'s ``CarouselCollectionViewLayout``; the collection view retains the
    /// controller. A ``CarouselCollectionView`` delivers its events to it.
    public convenience init(collectionView: NSCollectionView) {
        self.init(collectionView: collectionView, clock: .display)
    }

    /// Drives `collectionView`'s ``CarouselCollectionViewLayout``, hearing time from `clock`: the
    /// display's, or a test's manual clock (``ControllerClock/manual(at:)``), which is then the
    /// only clock the controller ever hears.
    @_spi(Plumbing) public init(collectionView: NSCollectionView, clock: ControllerClock) {
        self.collectionView = collectionView
        let layout = collectionView.collectionViewLayout as? CarouselCollectionViewLayout
        var settings = InteractionSettings()
        settings.dragThreshold = Self.clickSlop  // a click's jitter is not a drag
        settings.allowsDragging = false  // trackpad swipes and the wheel scroll; see allowsMouseDragging
        driver = ControllerDriver(
            model: layout?.model ?? CarouselModel(CarouselConfiguration(type: .linear)),
            scrollOffset: layout?.liveScrollOffset ?? 0, settings: settings, clock: clock)
        super.init()
        // A controller already on the collection view hands over first: it gives the scroll view
        // its settings back, so this one saves the app's.
        Self.installed(on: collectionView)?.retireForNewController()
        objc_setAssociatedObject(collectionView, Self.retentionKey, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        (collectionView as? CarouselCollectionView)?.carouselController = self
        frameLink.view = collectionView
        frameLink.onFrame = { [weak self] time in self?.displayLinkFrame(at: time) }
        wakeTimer.onWake = { [weak self] in self?.wakeUp() }
        windowObserver.onWindowChange = { [weak self] in self?.windowDidChange() }
        collectionView.addSubview(windowObserver)
        observeAccessibility()
        layoutDidChangeModel(.configuration)
        windowDidChange()
    }

    // MARK: Driving

    /// The controller a collection view retains, if any.
    static func installed(on collectionView: NSCollectionView) -> CarouselController? {
        objc_getAssociatedObject(collectionView, retentionKey) as? CarouselController
    }

    @_spi(Plumbing) public var shell: any ControllerShell { self }

    /// The collection view, read now.
    @_spi(Plumbing) public var controllerHost: (any CarouselHost)? {
        collectionView.map { CollectionViewHost(collectionView: $0, layout: layout, controller: self) }
    }

    @_spi(Plumbing) public var shownLayout: (any LayoutShell)? { layout }

    /// Another controller took the collection view: settings back, motion stopped, events to the
    /// newcomer.
    func retireForNewController() {
        retire()
        frameLink.stop()
        wakeTimer.schedule(at: nil)
        windowObserver.removeFromSuperview()
    }

    /// No scrollers and no rubber-banding while the carousel is in charge (the controller moves
    /// the strip); the app's own otherwise.
    fileprivate func applyScrollers(_ settings: ScrollViewSettings) {
        guard let scrollView = collectionView?.carouselStrip else { return }
        scrollView.hasHorizontalScroller = settings.showsHorizontalIndicator
        scrollView.hasVerticalScroller = settings.showsVerticalIndicator
        scrollView.horizontalScrollElasticity = NSScrollView.Elasticity(settings.horizontalElasticity)
        scrollView.verticalScrollElasticity = NSScrollView.Elasticity(settings.verticalElasticity)
    }

    // MARK: Selection

    /// The engine saw a click on an item: ask the delegate, select it if the collection view is
    /// selectable (deselecting others in single selection), and centre it (`TapSelection`).
    fileprivate func confirmClick(onItem index: Int) {
        guard let collectionView, let indexPath = layout?.indexPath(forGlobalIndex: index) else { return }
        let delegate = collectionView.delegate
        let switches = TapSelection.Switches(
            allowsSelection: collectionView.isSelectable,
            allowsMultipleSelection: collectionView.allowsMultipleSelection, centresWithoutSelection: true,
            selectedItems: Array(collectionView.selectionIndexPaths))
        let change = TapSelection(
            tapping: indexPath, switches,
            approveSelection: {
                Array(delegate?.collectionView?(collectionView, shouldSelectItemsAt: Set($0)) ?? Set($0))
            },
            approveDeselection: {
                Array(delegate?.collectionView?(collectionView, shouldDeselectItemsAt: Set($0)) ?? Set($0))
            })
        change.perform(
            deselect: {
                collectionView.deselectItems(at: Set($0))
                delegate?.collectionView?(collectionView, didDeselectItemsAt: Set($0))
            },
            select: {
                collectionView.selectItems(at: Set($0), scrollPosition: [])
                delegate?.collectionView?(collectionView, didSelectItemsAt: Set($0))
            },
            report: { feed(.select(index)) })
    }

    // MARK: Environment

    private func windowDidChange() {
        observers.occlusion = nil
        observers.screen = nil
        if let window = collectionView?.window {
            observers.occlusion = NotificationCenter.default.addObserver(
                forName: NSWindow.didChangeOcclusionStateNotification, object: window, queue: .main
            ) { [weak self] _ in
                Task { @MainActor in self?.environmentDidChange() }
            }
            // Before macOS 14 the display link is tied to the window's display by hand.
            observers.screen = NotificationCenter.default.addObserver(
                forName: NSWindow.didChangeScreenNotification, object: window, queue: .main
            ) { [weak self] _ in
                Task { @MainActor in self?.frameLink.displayDidChange() }
            }
        }
        frameLink.displayDidChange()
        environmentDidChange()
    }

    private func observeAccessibility() {
        // A display's mode (its refresh rate) changed: before macOS 14 the display link is tied
        // again, with the stride for the new rate.
        observers.add(
            to: NotificationCenter.default,
            NotificationCenter.default.addObserver(
                forName: NSApplication.didChangeScreenParametersNotification, object: nil, queue: .main
            ) { [weak self] _ in
                Task { @MainActor in self?.frameLink.displayDidChange() }
            })
        let center = NSWorkspace.shared.notificationCenter
        observers.add(
            to: center,
            center.addObserver(
                forName: NSWorkspace.accessibilityDisplayOptionsDidChangeNotification, object: nil, queue: .main
            ) { [weak self] _ in
                Task { @MainActor in self?.environmentDidChange() }
            })
        // `@Sendable`, as the display link's handler: KVO may call it on any thread, and a closure
        // written here would otherwise be inferred main-actor isolated and trap there.
        voiceOverObservation = NSWorkspace.shared.observe(\.isVoiceOverEnabled) { @Sendable [weak self] _, _ in
            Task { @MainActor in self?.environmentDidChange() }
        }
    }

    /// VoiceOver, Reduce Motion, the window or its occlusion changed: autoscroll and motions pause
    /// while nobody can see the carousel.
    func environmentDidChange() {
        let environment = InteractionEnvironment(
            isVoiceOverRunning: NSWorkspace.shared.isVoiceOverEnabled,
            isReduceMotionEnabled: NSWorkspace.shared.accessibilityDisplayShouldReduceMotion,
            isInWindow: collectionView?.window?.occlusionState.contains(.visible) ?? false)
        drive { $0.environmentDidChange(environment, at: $1, into: &$2) }
    }
}

@available(macOS 11, *)
extension CarouselController: CarouselControlling {}

@available(macOS 11, *)
@_spi(Plumbing) extension CarouselController: @preconcurrency ControllerShell {}

/// The AppKit calls that carry out a `ControllerOutput`.
@available(macOS 11, *)
@MainActor
struct ControllerCalls: @preconcurrency ControllerActions {
    let controller: CarouselController

    func apply(_ settings: ScrollViewSettings) { controller.applyScrollers(settings) }

    func reloadModel() { controller.layoutDidChangeModel(.reload) }

    func recentre() { _ = controller.layout?.recentre() }

    func show(scrollOffset: Double) { controller.showScrollOffset(scrollOffset) }

    func notice(_ text: String) {
        #if DEBUG
        print(text)
        #endif
    }

    func show(toggle: Double) { controller.layout?.coverFlowToggle = CGFloat(toggle) }

    func report(_ event: InteractionEvent) { controller.report(event) }

    /// The app hears the new current item. VoiceOver hears nothing yet: it is told once, when the
    /// carousel rests (``tellVoiceOver(_:)``).
    func currentItemDidChange(to item: Int) {
        controller.reportCurrentItem(item)
    }

    /// Posts the one notice of a rest: the slider's new value after VoiceOver adjusted it
    /// (`.valueChanged` on it; VoiceOver reads the value of the element it adjusted), else an
    /// announcement of the position (`.announcementRequested`, high priority).
    func tellVoiceOver(_ notice: VoiceOverNotice) {
        guard let collectionView = controller.collectionView else { return }
        switch notice {
        case .valueChanged:
            let slider = (collectionView as? CarouselCollectionView)?.carouselAdjustableElement
            NSAccessibility.post(element: slider ?? collectionView, notification: .valueChanged)
        case .speakPosition(let item):
            guard let text = controller.announcementText(forItem: item) else { return }
            NSAccessibility.post(
                element: collectionView, notification: .announcementRequested,
                userInfo: [.announcement: text, .priority: NSAccessibilityPriorityLevel.high.rawValue])
        }
    }

    func startFrames(_ rates: DisplayLinkPlan.FrameRateRange) { controller.frameLink.start(frameRate: rates) }

    func stopFrames() { controller.frameLink.stop() }

    func scheduleWake(at time: Double?) { controller.wakeTimer.schedule(at: time) }

    func confirmTap(onItem item: Int) { controller.confirmClick(onItem: item) }

    func activate(item: Int) {
        controller.layout?.indexPath(forGlobalIndex: item).map { controller.itemActivated?($0) }
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
    /// The window's screen-change observer (`NotificationCenter.default`); setting it removes the last.
    var screen: NSObjectProtocol? {
        didSet { oldValue.map { NotificationCenter.default.removeObserver($0) } }
    }
    private var others: [(center: NotificationCenter, token: NSObjectProtocol)] = []

    /// Keeps `token`, registered with `center`, until the box goes.
    func add(to center: NotificationCenter, _ token: NSObjectProtocol) {
        others.append((center, token))
    }

    deinit {
        occlusion.map { NotificationCenter.default.removeObserver($0) }
        screen.map { NotificationCenter.default.removeObserver($0) }
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

extension ScrollViewSettings.Elasticity {
    /// AppKit's elasticity in the core's terms.
    init(_ elasticity: NSScrollView.Elasticity) {
        switch elasticity {
        case .none: self = .none
        case .allowed: self = .allowed
        default: self = .automatic
        }
    }
}

extension NSScrollView.Elasticity {
    /// The core's elasticity in AppKit's terms.
    init(_ elasticity: ScrollViewSettings.Elasticity) {
        switch elasticity {
        case .none: self = .none
        case .allowed: self = .allowed
        case .automatic: self = .automatic
        }
    }
}
#endif
