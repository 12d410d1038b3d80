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
}
