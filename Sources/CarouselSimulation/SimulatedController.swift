@_spi(Plumbing) import CarouselCore

/// The controller of a ``SimulatedCollectionView``: a ``ControllerShell`` as UIKit's
/// `CarouselController` is, carrying out each ``ControllerOutput`` on the view (settings, offsets
/// through the layout's shell code, events, taps, the frame clock) and recording what it did.
///
/// Taps are confirmed at once (an app that allows selection), as UIKit's gates would let them
/// through by default.
@_spi(Plumbing) public final class SimulatedController: ControllerShell {
    /// The controller's decisions.
    public var driver: ControllerDriver
    /// The app's closures.
    public var handlers = ControllerHandlers()
    /// The view it is installed on (which retains it).
    public private(set) weak var view: SimulatedCollectionView?
    /// Every answer it carried out, in order.
    public private(set) var outputs: [ControllerOutput] = []
    /// Every event delivered to the app, with the clock's time.
    public private(set) var events: [(time: Double, event: InteractionEvent)] = []
    /// Every notice for the developer.
    public private(set) var notices: [String] = []
    /// Every notice VoiceOver was given, in order (what UIKit and AppKit post).
    public private(set) var voiceOverNotices: [VoiceOverNotice] = []
    /// Whether its frame clock runs, and at which frame rates it last started.
    public private(set) var isFrameClockRunning = false
    /// When its one-shot timer is set to wake the engine (seconds on the view's clock), if it is:
    /// ``fireWake()`` is what the timer does when the clock gets there.
    public private(set) var wakeTime: Double?
    /// Every wake-up it was asked to set or cancel, with the clock's time.
    public private(set) var wakeRequests: [(time: Double, wake: Double?)] = []
    /// Items whose taps it confirmed.
    public private(set) var confirmedTaps: [Int] = []
    /// Whether taps are confirmed at once (default `true`: the app allows selection).
    public var confirmsTaps = true
    /// VoiceOver's elements as the controller last set them on the view, as UIKit's controller sets
    /// the collection view's `accessibilityElements`: `nil` leaves the view its own children.
    public private(set) var accessibilityEntries: [AccessibilityEntry]?
    /// Whether the current card's cell is one accessibility element (the app made it one).
    public var currentCardIsElement = false
    /// The keys whose commands are installed, as UIKit's controller installs them in a view
    /// controller (``InteractionEngine/commandKeys`` when last brought in line).
    public private(set) var installedCommandKeys: [CarouselKey] = []
    /// What the controller forwards the calls it does not consume to (UIKit's controller's
    /// `delegate`): the app's object, a forwarding proxy (which passes calls on to the controller
    /// while the view's delegate is that proxy, installed in front of the controller; to the app
    /// otherwise), or nothing.
    public private(set) var forwardTarget = SimulatedCollectionView.Delegate.none
    /// The deepest a forwarded call went round (1: the controller once); a cycle stops at
    /// ``maximumForwardingDepth`` (a stack overflow on a device).
    public private(set) var deepestForwarding = 0
    /// How deep a forwarded call may go before the simulation calls it a stack overflow.
    public static let maximumForwardingDepth = 64
    /// How many forwarded calls reached the app's own object.
    public private(set) var callsForwardedToApp = 0
    /// The item (all sections counted) whose cell the platform's focus system has focused, if any:
    /// what the controller reads when it takes charge again.
    public var platformFocusedItem: Int?

    /// Installs a controller on `view` as `CarouselController(collectionView:)` does (the engine
    /// made from what the layout shows; the platform decelerates releases it hands over), hearing
    /// time from `clock` (the view's display clock, ``SimulatedCollectionView/clock``, by default;
    /// a test's manual clock given here is the only clock the engine ever hears).
    public init(
        view: SimulatedCollectionView, settings: InteractionSettings? = nil, clock: ControllerClock = .display
    ) {
        var engineSettings = settings ?? InteractionSettings()
        if settings == nil { engineSettings.platformDecelerates = true }
        driver = ControllerDriver(
            model: view.layout.state.model, scrollOffset: view.carousel.liveScrollOffsetNow, settings: engineSettings,
            clock: clock)
        self.view = view
        view.install(self)
        // As the platforms' initializers do: the model, then the environment (the first call
        // that reads the host, which takes charge).
        layoutDidChangeModel(.configuration)
        drive { $0.environmentDidChange(InteractionEnvironment(), at: $1, into: &$2) }
    }

    /// VoiceOver, Reduce Motion or the window changed, as UIKit's controller hears it
    /// (`environmentDidChange()`).
    public func environmentDidChange(_ environment: InteractionEnvironment) {
        drive { $0.environmentDidChange(environment, at: $1, into: &$2) }
        updateAccessibilityElements()
    }

    /// Adopts what the view's delegate was when the controller was installed (UIKit's
    /// `init(collectionView:)`): not another controller.
    func adopt(_ delegate: SimulatedCollectionView.Delegate) {
        forwardTarget = delegate == .controller ? .none : delegate
    }

    /// The app sets the controller's `delegate` (UIKit's setter): an object that forwards back to
    /// the controller (the proxy, while installed in front of it) is refused, with a notice.
    public func setDelegate(_ target: SimulatedCollectionView.Delegate) {
        let forwardsBack = target == .proxy && view?.delegate == .proxy
        var accepted: SimulatedCollectionView.Delegate?
        drive { accepted = $0.acceptedForwardTarget(target, forwardsBack: forwardsBack, into: &$2) }
        forwardTarget = accepted ?? .none
    }

    /// Whether the forward target forwards back to the controller now (``HostFacts/forwardTargetForwardsBack``).
    var forwardTargetForwardsBack: Bool { forwardTarget == .proxy && view?.delegate == .proxy }

    /// A delegate call the controller passes on reaches it (as UIKit's scroll callbacks do, it
    /// reads the host first), at `depth` (1 the first time): it goes on to the forward target.
    func receiveForwardedCall(depth: Int) {
        deepestForwarding = max(deepestForwarding, depth)
        guard depth < Self.maximumForwardingDepth else { return }
        drive { _, _, _ in }
        switch forwardTarget {
        case .proxy where view?.delegate == .proxy: receiveForwardedCall(depth: depth + 1)
        case .proxy, .app: callsForwardedToApp += 1
        case .controller, .none: break
        }
    }

    fileprivate func dropForwardTarget() { forwardTarget = .none }

    /// Focus moved, as UIKit's focus delegate call (`didUpdateFocusIn`) reports it; the key
    /// commands follow.
    public func focusDidMove(to item: Int?, fromCarousel: Bool) {
        platformFocusedItem = item
        drive { $0.focusDidMove(to: item, fromCarousel: fromCarousel, at: $1, into: &$2) }
        updateKeyCommands()
    }

    /// Brings the installed key commands in line with focus (UIKit's `updateInstalledKeyCommands()`).
    fileprivate func updateKeyCommands() { installedCommandKeys = driver.engine.commandKeys }

    /// Charge regained: the focused card is reported (UIKit's `readFocus()`).
    fileprivate func readFocus() {
        let item = platformFocusedItem
        drive { $0.focusDidMove(to: item, fromCarousel: false, at: $1, into: &$2) }
        updateKeyCommands()
    }

    /// Sets VoiceOver's elements from the driver's answer (UIKit's `updateAccessibilityElements()`).
    fileprivate func updateAccessibilityElements() {
        accessibilityEntries = driver.accessibilityEntries(currentCardIsElement: currentCardIsElement)
    }

    /// The view.
    public var controllerHost: (any CarouselHost)? { view }

    /// The carousel, while the view shows it.
    public var shownLayout: (any LayoutShell)? {
        guard let view, view.shown == .carousel else { return nil }
        return view.carousel
    }

    /// Carries out an answer on the view and records it.
    func carryOut(_ output: ControllerOutput) {
        outputs.append(output)
        output.perform(on: Calls(controller: self))
    }

    /// Whether the answers it carried out ever moved the carousel or reported an event while it
    /// was not in charge (``ControllerDriver/isActive``) at the time; the end of a motion stopped
    /// as charge was lost does not count.
    public var actedWhileNotInCharge: Bool { !actionsWhileNotInCharge.isEmpty }
    /// What it carried out while not in charge (``actedWhileNotInCharge``).
    public private(set) var actionsWhileNotInCharge: [String] = []

    fileprivate func record(_ event: InteractionEvent) {
        events.append((view?.clock ?? 0, event))
        // A motion stopped as charge is lost still reports its end (its start was reported).
        let endsMotion = event == .didEndScrollingAnimation || event == .didEndDecelerating
        let reportsSwitch = event.name == "layoutDidSwitch"
        if !driver.isActive, !endsMotion, !reportsSwitch { actionsWhileNotInCharge.append("event \(event.name)") }
    }

    fileprivate func shown(scrollOffset: Double) {
        if !driver.isActive { actionsWhileNotInCharge.append("scroll offset \(scrollOffset)") }
        showScrollOffset(scrollOffset)
    }

    fileprivate func setFrameClock(_ running: Bool) { isFrameClockRunning = running }
    fileprivate func setWake(_ time: Double?) {
        wakeTime = time
        wakeRequests.append((view?.clock ?? 0, time))
    }

    /// The one-shot timer fires, as UIKit's and AppKit's controllers' `WakeTimer` does: the timer
    /// is spent, and the engine gets a frame at the view's clock (``ControllerShell/wakeUp()``).
    /// Set the view's clock to ``wakeTime`` (or later, a late timer) first.
    public func fireWake() {
        wakeTime = nil
        wakeUp()
    }
    fileprivate func notice(_ text: String) { notices.append(text) }
    fileprivate func tellVoiceOver(_ notice: VoiceOverNotice) { voiceOverNotices.append(notice) }
    fileprivate func confirm(_ item: Int) {
        confirmedTaps.append(item)
        if confirmsTaps { feed(.select(item)) }
    }
}

/// The view calls that carry out a ``ControllerOutput``.
private struct Calls: ControllerActions {
    let controller: SimulatedController

    func apply(_ settings: ScrollViewSettings) { controller.view?.scrollView = settings }
    func reloadModel() { controller.layoutDidChangeModel(.reload) }
    func stopPlatformMotion() { controller.view?.isDecelerating = false }
    func recentre() { controller.shownLayout?.recentreContent() }
    func show(scrollOffset: Double) { controller.shown(scrollOffset: scrollOffset) }
    func show(toggle: Double) { controller.shownLayout?.changeToggle(to: toggle) }
    func report(_ event: InteractionEvent) {
        controller.record(event)
        controller.report(event)
    }
    func currentItemDidChange(to item: Int) { controller.reportCurrentItem(item) }
    func tellVoiceOver(_ notice: VoiceOverNotice) { controller.tellVoiceOver(notice) }
    func startFrames(_ rates: DisplayLinkPlan.FrameRateRange) { controller.setFrameClock(true) }
    func stopFrames() { controller.setFrameClock(false) }
    func scheduleWake(at time: Double?) { controller.setWake(time) }
    func confirmTap(onItem item: Int) { controller.confirm(item) }
    func notice(_ text: String) { controller.notice(text) }
    func updateAccessibilityElements() { controller.updateAccessibilityElements() }
    func updateKeyCommands() { controller.updateKeyCommands() }
    func readFocus() { controller.readFocus() }
    func focusDidChange() { controller.updateKeyCommands() }
    func dropForwardTarget() { controller.dropForwardTarget() }
}
