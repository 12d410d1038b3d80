import Foundation

/// What a platform controller does, as one value both the UIKit and the AppKit controller hold:
/// the interaction engine and its loop, whether the carousel is in charge of the collection view,
/// the scroll-view settings it changes while it is (and restores when it is not), UIKit's held
/// release events, and the tap, selection and focus decisions.
///
/// A platform controller converts its framework's callbacks into calls here, in the order the
/// framework delivers them, and carries out each ``ControllerOutput``; it decides nothing itself.
/// Every call first reads the host (``HostFacts``): the controller acts only while a carousel
/// layout is shown, no layout switch runs and it is still the collection view's delegate. When it
/// stops being in charge, the carousel's motion stops, autoscroll pauses, the scroll view gets its
/// own settings back and every input is refused (its callbacks go to the app's delegate as UIKit
/// sent them); when it takes charge again, it re-reads what the layout shows and settles there.
@_spi(Plumbing) public struct ControllerDriver: Sendable {
    /// The decisions over time.
    public private(set) var engine: InteractionEngine
    /// Whether a tap selects the item drawn on top at the touch-down point rather than the cell
    /// the platform hit-tested (default `true`).
    public var selectsTopmostItem = true
    /// The host as last read.
    public private(set) var host = HostFacts()
    /// Whether a layout switch (`setCarouselLayout` / `setGridLayout`) runs.
    public internal(set) var isSwitchingLayout = false
    /// The clock the engine hears (``ControllerClock``): the display's, or a test's manual clock.
    public private(set) var clock: ControllerClock
    /// Test plumbing: the test's clock (seconds), while set; the display's frames are not fed then
    /// (``ControllerShell/displayLinkFrame(at:)``): a test moves it with
    /// ``ControllerShell/advanceManualClock(to:frameRate:)``. `nil` (the default): the display's
    /// clock. Set at any time, it is laid onto the engine's timeline (``ControllerClock/set(_:engineLast:)``),
    /// so time moves whichever order a test sets it in; give it when the controller is made
    /// (``init(model:scrollOffset:settings:clock:)``) and the engine hears its times as they are.
    public var manualClock: Double? {
        get { clock.manualTime }
        set { clock.set(newValue, engineLast: engine.lastTime) }
    }
    /// The item of the last tap the engine reported, all sections counted (a primary action and a
    /// double click's activation go to it). It lives only for the touch that made it: the next
    /// touch-down forgets it, and so does a reload or a batch update (the index may name another
    /// item since).
    public internal(set) var lastTappedItem: Int?
    /// The focus group the carousel's collection view joins while the carousel is in charge.
    public var focusGroup = "carousel"

    /// Release events held until the platform's end of the drag (UIKit's `scrollViewDidEndDragging`).
    var heldEvents: [InteractionEvent]?
    /// VoiceOver, Reduce Motion and the window, as the platform last reported them.
    var platformEnvironment = InteractionEnvironment()
    /// The scroll view's settings from before the carousel changed them, while it has them changed.
    var savedScrollView: ScrollViewSettings?
    /// Whether the controller was in charge at the last call (`nil` before the first).
    var wasActive: Bool?
    /// The item a switch to another layout centres (UIKit's grid switch).
    var gridAnchor: IndexPath?
    /// The item the running switch to another layout was asked to centre, all sections counted,
    /// for its ``InteractionEvent/layoutDidSwitch(index:)``.
    var switchAnchorItem: Int?
    /// The item the last switch to another layout centred there, and the content offset handed
    /// out for it (``gridDidCentre(_:at:)``): while that layout still rests there, the item the
    /// user sees kept is that one (``keptGridItem(at:)``).
    var gridKept: (item: IndexPath, contentOffset: Point2D)?
    /// Whether the running switch is one to another layout (it was given an item to centre there).
    var gridAnchorWasGiven = false
    /// Whether the running switch to another layout ended while the carousel was still reported:
    /// it ends at the next call that reads the host and finds no layout transition running.
    var switchEndsAtNextRead = false
    /// Whether the running switch is the platform's own (UIKit's `setCollectionViewLayout` away
    /// from the carousel, ``ControllerShell/carouselWillLeave(keeping:toAnotherLayout:)``), whose
    /// end the old layout's `finalizeLayoutTransition()` reports late, early or never: it also ends
    /// at the first call that reads the host and finds a settled layout
    /// (``HostFacts/isLayoutTransitionRunning`` false).
    public internal(set) var isPlatformSwitch = false
    /// Whether the running switch's ``InteractionEvent/layoutDidSwitch(index:)`` waits for the
    /// engine to re-read the layout (charge regained): it names the item the carousel shows then.
    var switchEventAwaitsReload = false
    /// The mouse press being followed (AppKit).
    var mouse = MouseState()
    /// The engine's answer, reused so a frame allocates nothing.
    var answer = InteractionOutput()
    /// The settings the carousel applied when it took charge (to tell the app's later changes
    /// from its own when it gives them back).
    var appliedScrollView: ScrollViewSettings?
    /// Whether another controller took this one's collection view (``retire(at:into:)``): it is
    /// never in charge again.
    public private(set) var isRetired = false
    /// Whether the environment (charge regained) is told once the engine has re-read the layout.
    var environmentAwaitsReload = false
    /// Set while the controller moves the content offset itself: the scroll callbacks that move
    /// causes are not news for the engine.
    public var isApplyingOutput = false
    /// Whether the one-line notice that the delegate was replaced has been given.
    var hasGivenHandoverNotice = false
    /// Whether the one-line notice of a collection view in a scroll view not its own has been given.
    var hasGivenStripNotice = false
    /// Whether the one-line notice of a forwarding cycle has been given.
    var hasGivenCycleNotice = false
    /// What last set the carousel moving, for the notice of the rest it leads to
    /// (``VoiceOverNotice/forRest(on:after:)``).
    public internal(set) var voiceOverMove = VoiceOverMove.other

    /// A carousel at rest at `scrollOffset` (items) showing `model`, hearing time from `clock`.
    public init(
        model: CarouselModel, scrollOffset: Double, settings: InteractionSettings, clock: ControllerClock = .display
    ) {
        engine = InteractionEngine(model: model, scrollOffset: scrollOffset, settings: settings)
        self.clock = clock
    }

    /// The time the engine hears now, given the host's display clock (seconds).
    public func now(display: Double) -> Double { clock.now(display: display) }

    /// The engine's behaviour settings.
    public var settings: InteractionSettings {
        get { engine.settings }
        set { engine.settings = newValue }
    }

    /// Whether the carousel is in charge: a carousel layout is shown, no layout switch runs and the
    /// controller is still the collection view's delegate. Otherwise it is transparent.
    public var isActive: Bool {
        host.showsCarousel && host.hearsScrollCallbacks && !isSwitchingLayout && !isRetired
    }

    /// The duration of animated programmatic scrolls, in seconds (iCarousel's `SCROLL_DURATION`,
    /// 0.4 s). Negative values count as 0; non-finite ones restore the default.
    public var scrollDuration: Double {
        get { engine.settings.scrollDuration }
        set { engine.settings.scrollDuration = newValue.isFinite ? max(0, newValue) : ScrollPhysics.scrollDuration }
    }

    /// The one line a debug build prints when the app's own object replaced the controller as the
    /// delegate and forwards nothing to it.
    public static let handoverNotice =
        "CarouselController: collectionView.delegate was replaced by an object that does not forward to the controller; the carousel stops handling input until the controller is the delegate again (set carousel.delegate instead)"

    // MARK: The host

    /// Reads the host at a call: when the controller took or lost charge, the engine hears it
    /// (as a layout transition: motions stop, autoscroll pauses) and the scroll view's settings are
    /// changed or given back. `scrollView` reads the scroll view's settings as they are; it is
    /// called only when the carousel takes or gives back charge.
    ///
    /// Given back, each setting is the one found when the carousel took charge, unless the app
    /// changed it meanwhile: then the app's value stays. When the carousel lost charge because
    /// another object became the delegate and forwards nothing, ``ControllerOutput/notice`` says so
    /// once.
    public mutating func sync(
        _ facts: HostFacts, scrollView: () -> ScrollViewSettings, at time: Double, into out: inout ControllerOutput
    ) {
        if switchEndsOnRead(facts) {
            // A switch away whose end came while the carousel was still reported, or the
            // platform's own switch whatever its end did, ends once the layout has settled.
            endSwitch(facts, scrollView: scrollView, at: time, into: &out)
            return
        }
        syncCharge(facts, scrollView: scrollView, at: time, into: &out)
    }

    /// ``sync(_:scrollView:at:into:)`` without ending a switch: the charge the facts give now.
    private mutating func syncCharge(
        _ facts: HostFacts, scrollView: () -> ScrollViewSettings, at time: Double, into out: inout ControllerOutput
    ) {
        host = facts
        // A press held for a click lets go once the pointer's button is up (AppKit's controls
        // track the click in a loop of their own, whose mouse-up the carousel never hears).
        if !facts.isPointerDown, engine.pressHold == .whilePressed {
            engine.pressEnded(at: time, into: &answer)
            takeEngineAnswer(into: &out)
        }
        if facts.forwardTargetForwardsBack {
            out.dropsForwardTarget = true
            noteForwardCycle(into: &out)
        }
        if let style = facts.releaseStyle { engine.settings.releaseStyle = style }
        noteStripEmbedding(facts, into: &out)
        let active = isActive
        guard active != wasActive else {
            // In charge before the collection view was put in a scroll view (AppKit): the scroll
            // view's own settings are saved, and the carousel's applied, once there is one.
            if active, savedScrollView == nil, facts.hasScrollView { takeScrollView(scrollView(), into: &out) }
            return
        }
        let wasEverSynced = wasActive != nil
        wasActive = active
        // VoiceOver's elements exist only while the carousel is in charge (``accessibilityItems``).
        out.updatesAccessibilityElements = true
        if active {
            if facts.hasScrollView { takeScrollView(savedScrollView ?? scrollView(), into: &out) }
            out.reloadsModel = wasEverSynced
            // Focus may sit on one of the carousel's cells already: the platform says where.
            out.readsFocus = wasEverSynced
            if wasEverSynced {
                // The engine hears it is in charge once it has re-read the layout
                // (modelDidChange): coming to rest on its old model would report stale items.
                environmentAwaitsReload = true
                return
            }
        } else {
            // The motion running when charge was lost ends where it is (its end is reported): the
            // carousel never moves a scroll view it is not in charge of. A controller made while
            // another layout or delegate is in charge had nothing running.
            if wasEverSynced { feed(.stopScrolling, at: time, into: &out) }
            // Focus held on a card is let go: the arrow keys and autoscroll are not the carousel's
            // while another layout or delegate has the collection view.
            if engine.holdsFocus {
                feed(.focusChanged(item: nil), at: time, into: &out)
                out.updatesKeyCommands = true
            }
            heldEvents = nil
            mouse = MouseState()
            if let saved = savedScrollView {
                out.scrollViewSettings = saved.handedBack(applied: appliedScrollView ?? saved, current: scrollView())
            }
            savedScrollView = nil
            appliedScrollView = nil
            if facts.showsCarousel, !facts.hearsScrollCallbacks, !isSwitchingLayout, !isRetired,
                !hasGivenHandoverNotice
            {
                hasGivenHandoverNotice = true
                out.notice = Self.handoverNotice
            }
        }
        feedEnvironment(at: time, into: &out)
    }

    /// A carousel shown in a collection view whose enclosing scroll view is not its own (a page's)
    /// leaves that scroll view alone: a debug build says how to embed it, once
    /// (``StripEmbedding/notice``).
    mutating func noteStripEmbedding(_ facts: HostFacts, into out: inout ControllerOutput) {
        guard facts.showsCarousel, facts.stripEmbedding == .otherScrollView, !hasGivenStripNotice else { return }
        hasGivenStripNotice = true
        out.notice = StripEmbedding.notice
    }

    /// A forward target that forwards back to the controller is refused or dropped (the app's
    /// calls the controller does not consume then go nowhere, instead of round and round): a
    /// debug build says so once.
    mutating func noteForwardCycle(into out: inout ControllerOutput) {
        guard !hasGivenCycleNotice else { return }
        hasGivenCycleNotice = true
        out.notice = Self.forwardCycleNotice
    }

    /// The object the controller forwards to, given `candidate` (the app's delegate, adopted or
    /// set): `nil` when it forwards back to the controller (`forwardsBack`), which would recurse;
    /// the refusal's notice is given once.
    public mutating func acceptedForwardTarget<Target>(
        _ candidate: Target?, forwardsBack: Bool, into out: inout ControllerOutput
    ) -> Target? {
        guard forwardsBack else { return candidate }
        noteForwardCycle(into: &out)
        return nil
    }

    /// The one line a debug build prints when the object the controller would forward to
    /// forwards back to it.
    public static let forwardCycleNotice =
        "CarouselController: the delegate to forward to forwards back to the controller (a delegate proxy set up before the controller, then installed in front of it); the controller forwards nothing to it. Create the controller first, or set carousel.delegate to the object behind the proxy"

    /// Saves the scroll view's own settings and asks for the carousel's.
    private mutating func takeScrollView(_ saved: ScrollViewSettings, into out: inout ControllerOutput) {
        savedScrollView = saved
        applyCarouselSettings(into: &out)
    }

    /// Asks for the carousel's settings over the saved ones, and remembers them as applied.
    private mutating func applyCarouselSettings(into out: inout ControllerOutput) {
        guard let saved = savedScrollView else { return }
        let carousel = saved.forCarousel(focusBehavior: settings.focusBehavior, focusGroup: focusGroup)
        appliedScrollView = carousel
        out.scrollViewSettings = carousel
    }

    /// Another controller takes this one's collection view: this one gives the scroll view its
    /// settings back (so the newcomer saves the app's, not the carousel's), stops its motion and
    /// is never in charge again.
    public mutating func retire(
        scrollView: () -> ScrollViewSettings, at time: Double, into out: inout ControllerOutput
    ) {
        guard !isRetired else { return }
        isRetired = true
        feed(.stopScrolling, at: time, into: &out)
        sync(host, scrollView: scrollView, at: time, into: &out)
    }

    /// The settings the scroll view needs now that ``InteractionSettings/focusBehavior`` changed,
    /// while the carousel is in charge.
    public mutating func focusBehaviorDidChange(_ behavior: FocusBehavior, into out: inout ControllerOutput) {
        engine.settings.focusBehavior = behavior
        guard isActive else { return }
        applyCarouselSettings(into: &out)
    }

    /// VoiceOver, Reduce Motion or the window changed (`isInLayoutTransition` is the driver's own);
    /// VoiceOver's elements are rebuilt (``accessibilityItems``).
    public mutating func environmentDidChange(
        _ environment: InteractionEnvironment, at time: Double, into out: inout ControllerOutput
    ) {
        platformEnvironment = environment
        feedEnvironment(at: time, into: &out)
        // VoiceOver may have started or stopped: its elements follow (none unless in charge).
        out.updatesAccessibilityElements = true
    }

    private mutating func feedEnvironment(at time: Double, into out: inout ControllerOutput) {
        var environment = platformEnvironment
        environment.isInLayoutTransition = !isActive
        feed(.environment(environment), at: time, into: &out)
    }

    // MARK: Inputs

    /// Hands one input to the engine and takes in its answer. While the controller is not in
    /// charge, only frames, the environment, model changes, autoscroll, automatic sliding and stops
    /// reach the engine;
    /// every other input is refused.
    public mutating func handle(_ input: InteractionInput, at time: Double, into out: inout ControllerOutput) {
        if input.startsAMove { voiceOverMove = .other }
        if input.forgetsTappedItem { lastTappedItem = nil }
        handleInput(input, at: time, into: &out)
    }

    /// Hands VoiceOver's own input to the engine (``accessibilityScroll(direction:)``,
    /// ``accessibilityFocusScroll(toItem:)``, ``accessibilityAdjustment(byItems:)``): as
    /// ``handle(_:at:into:)``, and the rest it leads to is told to VoiceOver as `move` says
    /// (``VoiceOverNotice/forRest(on:after:)``). A refused input leaves the next rest to
    /// ``VoiceOverMove/other``.
    public mutating func handle(
        _ input: InteractionInput, from move: VoiceOverMove, at time: Double, into out: inout ControllerOutput
    ) {
        voiceOverMove = move
        handleInput(input, at: time, into: &out)
        if !out.isAccepted { voiceOverMove = .other }
    }

    private mutating func handleInput(_ input: InteractionInput, at time: Double, into out: inout ControllerOutput) {
        guard isActive || Self.passesWhileInactive(input) else {
            out.isAccepted = false
            out.refusal = .notInCharge
            return
        }
        let platformWasMoving = engine.isPlatformMoving || host.isScrollViewDecelerating
        feed(input, at: time, into: &out)
        if platformWasMoving, engine.isAnimating, !host.isScrollViewDragging { out.stopsPlatformMotion = true }
    }

    /// Whether a mouse-wheel pan whose first movement is `delta` (view coordinates: content
    /// movement, positive x right, positive y down) may begin on the carousel: not when it goes
    /// mostly across the scroll axis (``InteractionEngine/isAcrossAxis(_:)``), which leaves it to
    /// an enclosing scroll view. UIKit asks this before its wheel recognizer begins.
    public func beginsWheelPan(movingBy delta: Point2D) -> Bool {
        !engine.isAcrossAxis(delta.sanitized)
    }

    /// The layout rebuilt its model: the engine learns what it shows now, with the layout's
    /// geometry (points per item, the usable area's top-left in view points).
    public mutating func modelDidChange(
        _ model: CarouselModel, scrollOffset: Double, change: ModelChange, pointsPerItem: Double,
        contentOrigin: Point2D, at time: Double, into out: inout ControllerOutput
    ) {
        engine.settings.pointsPerItem = pointsPerItem
        engine.settings.contentOrigin = contentOrigin
        handle(.modelChanged(model, scrollOffset: scrollOffset, change: change), at: time, into: &out)
        out.updatesAccessibilityElements = true
        if environmentAwaitsReload {
            environmentAwaitsReload = false
            feedEnvironment(at: time, into: &out)
        }
        if switchEventAwaitsReload {
            switchEventAwaitsReload = false
            out.events.append(.layoutDidSwitch(index: engine.currentItemIndex))
        }
    }

    /// A layout pass ran while the carousel is shown (`facts`, read now): when that gives the
    /// controller charge it did not hold at its last read (a carousel installed on a collection
    /// view already on screen, `collectionViewLayout = carousel` after a grid), a wake-up is asked
    /// for at once, so
    /// charge is taken on the next turn, outside the pass, as an input would take it: the scroll
    /// view's settings, the re-read layout, autoscroll and automatic sliding. Inside the pass
    /// nothing else is done (setting the scroll view's settings must wait).
    public mutating func layoutPassShowed(_ facts: HostFacts, at time: Double, into out: inout ControllerOutput) {
        let takesCharge = facts.showsCarousel && facts.hearsScrollCallbacks && !isSwitchingLayout && !isRetired
        // Before the first read (a controller being made) its own first call takes charge.
        guard takesCharge, wasActive == false, !engine.reportedClock.isRunning else { return }
        out.frameClock = FrameClock(isRunning: false, frameRate: engine.reportedClock.frameRate, wakeTime: time)
    }

    /// Whether an input reaches the engine while another layout or delegate is in charge.
    static func passesWhileInactive(_ input: InteractionInput) -> Bool {
        switch input {
        case .frame, .environment, .modelChanged, .updateAnimationEnded, .autoscroll, .automaticSliding, .stopScrolling:
            true
        default: false
        }
    }

    /// Feeds the engine and merges its answer; events are held while a release waits for the
    /// platform's end of the drag. While the controller is not in charge the answer moves
    /// nothing and reports nothing but the end of a motion stopped as charge was lost: another
    /// layout or delegate owns the scroll view (the engine re-reads the layout when charge returns).
    mutating func feed(_ input: InteractionInput, at time: Double, into out: inout ControllerOutput) {
        engine.handle(input, at: time, into: &answer)
        takeEngineAnswer(into: &out)
    }

    /// A pointer press holds the carousel still (the engine's `pressBegan(at:into:)`).
    mutating func pressBegan(at time: Double, into out: inout ControllerOutput) {
        engine.pressBegan(at: time, into: &answer)
        takeEngineAnswer(into: &out)
    }

    /// Takes in the engine's latest answer (``answer``) as ``feed(_:at:into:)`` does.
    mutating func takeEngineAnswer(into out: inout ControllerOutput) {
        if !isActive { answer.keepOnlyWhatAnInactiveControllerMayDo() }
        let kept = out.events.count
        out.absorb(answer)
        if let tapped = answer.tappedItem {
            lastTappedItem = tapped
            if !selectsTopmostItem { out.tappedItem = nil }
        }
        if heldEvents != nil {
            heldEvents?.append(contentsOf: out.events[kept...])
            out.events.removeSubrange(kept...)
        } else {
            noteRests(in: out.events[kept...], into: &out)
        }
    }

    /// Delivers the events held since the release.
    mutating func releaseHeldEvents(into out: inout ControllerOutput) {
        guard let held = heldEvents else { return }
        heldEvents = nil
        out.events.append(contentsOf: held)
        noteRests(in: held[...], into: &out)
    }

    /// Turns each rest the engine announces among `events` into VoiceOver's notice (the last one
    /// wins: one notice per answer), after which the next rest is no longer VoiceOver's move.
    private mutating func noteRests(in events: ArraySlice<InteractionEvent>, into out: inout ControllerOutput) {
        for case .announcement(let index) in events {
            out.voiceOverNotice = VoiceOverNotice.forRest(on: index, after: voiceOverMove)
            voiceOverMove = .other
        }
    }

    // MARK: Layout switches

    /// A switch to or from another layout begins: the carousel's motion stops where it is,
    /// autoscroll pauses and nothing but the environment reaches the engine until
    /// ``layoutSwitchDidEnd(_:scrollView:at:into:)``. `gridAnchor`: the item a switch to another
    /// layout centres there. `isPlatformSwitch`: the switch is the platform's own, begun when the
    /// carousel hears it is leaving (``isPlatformSwitch``). A switch still running is replaced:
    /// its end, if it comes, is not this one's.
    public mutating func layoutSwitchWillBegin(
        centering gridAnchor: IndexPath?, item: Int? = nil, isPlatformSwitch: Bool = false, _ facts: HostFacts,
        scrollView: () -> ScrollViewSettings, at time: Double, into out: inout ControllerOutput
    ) {
        switchEndsAtNextRead = false
        self.isPlatformSwitch = isPlatformSwitch
        switchAnchorItem = item
        heldEvents = nil
        isSwitchingLayout = true
        feed(.stopScrolling, at: time, into: &out)
        self.gridAnchor = gridAnchor
        gridAnchorWasGiven = gridAnchor != nil
        syncCharge(facts, scrollView: scrollView, at: time, into: &out)
    }

    /// The latest switch ended: into a carousel, the carousel takes charge again (and settles on
    /// what the layout shows); into another layout, the controller stays transparent. Either way
    /// the app hears ``InteractionEvent/layoutDidSwitch(index:)`` with the item the new layout
    /// centres: the carousel's current item, or the item the switch was asked to keep (−1: none).
    ///
    /// A switch to another layout whose end comes while the collection view still reports the
    /// carousel (UIKit's order of the swap and `finalizeLayoutTransition()` is undocumented) does
    /// not end there, which would hand the carousel charge of the arriving layout: it ends at the
    /// next call that reads the host (``sync(_:scrollView:at:into:)``) and finds no transition
    /// running. With no switch running (it ended at such a call already, or a newer switch replaced
    /// it and ended), nothing happens: the app hears one event per switch.
    public mutating func layoutSwitchDidEnd(
        _ facts: HostFacts, scrollView: () -> ScrollViewSettings, at time: Double, into out: inout ControllerOutput
    ) {
        guard isSwitchingLayout else { return }
        guard !(gridAnchorWasGiven && facts.showsCarousel) else {
            host = facts
            switchEndsAtNextRead = true
            return
        }
        endSwitch(facts, scrollView: scrollView, at: time, into: &out)
    }

    /// Whether a call reading `facts` ends the running switch: one whose end came while the
    /// carousel was still reported, or the platform's own switch (whose end may never come), once
    /// the collection view reports a settled layout and no transition runs. Layout passes read no
    /// facts, so a switch never ends inside one (UIKit lays out the new layout during an animated
    /// transition).
    func switchEndsOnRead(_ facts: HostFacts) -> Bool {
        isSwitchingLayout && (switchEndsAtNextRead || isPlatformSwitch) && !facts.isLayoutTransitionRunning
    }

    /// Ends the running switch on `facts` (``layoutSwitchDidEnd(_:scrollView:at:into:)``).
    private mutating func endSwitch(
        _ facts: HostFacts, scrollView: () -> ScrollViewSettings, at time: Double, into out: inout ControllerOutput
    ) {
        switchEndsAtNextRead = false
        isPlatformSwitch = false
        gridAnchorWasGiven = false
        isSwitchingLayout = false
        gridAnchor = nil
        sync(facts, scrollView: scrollView, at: time, into: &out)
        let centred = isActive ? engine.currentItemIndex : (switchAnchorItem ?? -1)
        switchAnchorItem = nil
        if isActive { gridKept = nil }
        // Charge regained: the engine re-reads the layout first (``ControllerOutput/reloadsModel``),
        // and the event names the item it shows then, not the one it showed before the switch.
        guard !environmentAwaitsReload else {
            switchEventAwaitsReload = true
            return
        }
        out.events.append(.layoutDidSwitch(index: centred))
    }

    /// During a switch to another layout, the content offset that centres `item` there was handed
    /// out: remembered, so a switch back while that layout still rests there keeps `item`
    /// (``keptGridItem(at:)``), whichever item lies nearest the visible centre (a grid that cannot
    /// scroll across its axis centres an item only along it).
    public mutating func gridDidCentre(_ item: IndexPath, at contentOffset: Point2D) {
        gridKept = (item, contentOffset)
    }

    /// The item the last switch to another layout centred, while that layout still rests where
    /// the switch put it (`contentOffset` within half a point of it); `nil` once it scrolled or
    /// the carousel took charge again.
    public func keptGridItem(at contentOffset: Point2D) -> IndexPath? {
        guard let kept = gridKept, abs(kept.contentOffset.x - contentOffset.x) <= 0.5,
            abs(kept.contentOffset.y - contentOffset.y) <= 0.5
        else { return nil }
        return kept.item
    }

    /// During a switch to another layout, the item whose frame the new content offset centres,
    /// every time it is asked until the switch ends (`targetContentOffset(forProposedContentOffset:)`
    /// may be asked again: the second answer is the first's). Only a switch to another layout has
    /// one; which layout the collection view reports while the platform asks is undocumented, so
    /// the answer does not depend on it.
    public mutating func takeGridAnchor() -> IndexPath? {
        guard isSwitchingLayout else { return nil }
        return gridAnchor
    }
}

/// What a platform controller reads of its collection view at each call.
@_spi(Plumbing) public struct HostFacts: Hashable, Sendable {
    /// The collection view shows a carousel layout.
    public var showsCarousel = false
    /// The controller hears the scroll view's callbacks: it is the collection view's delegate, or
    /// the delegate is a proxy that forwards to it (UIKit); AppKit's controller, which is no
    /// delegate, always does. A layout's host with no controller says `false`.
    public var hearsScrollCallbacks = true
    /// The scroll view decelerates or animates itself (UIKit's `isDecelerating`).
    public var isScrollViewDecelerating = false
    /// The scroll view's own pan is dragging (UIKit's `isDragging`).
    public var isScrollViewDragging = false
    /// A finger is on the scroll view (UIKit's `isTracking`).
    public var isScrollViewTracking = false
    /// The layout's release style, when a carousel layout is shown.
    public var releaseStyle: ReleaseStyle?
    /// A layout transition runs: the collection view shows an interactive transition's layout, or
    /// the carousel layout it shows is between `prepareForTransition` and
    /// `finalizeLayoutTransition()`. The platform's own switch away from the carousel ends only
    /// at a call that finds none running (``ControllerDriver/isPlatformSwitch``).
    public var isLayoutTransitionRunning = false
    /// There is a scroll view whose settings the carousel changes (UIKit: always, the collection
    /// view is one; AppKit: the collection view has an enclosing `NSScrollView`). Until there is,
    /// nothing is saved or applied; the first call that finds one does both.
    public var hasScrollView = true
    /// Where the collection view sits among scroll views (AppKit): only its own scroll view is
    /// the strip; inside a page's scroll view (``StripEmbedding/otherScrollView``) the carousel
    /// has no scroll view (``hasScrollView`` is `false`) and a debug build says how to embed it.
    public var stripEmbedding = StripEmbedding.ownScrollView
    /// The object the controller forwards the app's calls to forwards, directly or through a
    /// chain, back to the controller (a delegate proxy made before the controller, which adopted
    /// it, then installed in front of it): forwarding would recurse until the stack overflows.
    public var forwardTargetForwardsBack = false
    /// The pointer's primary button is down now (AppKit: the event being handled is a left
    /// mouse-down, or `NSEvent.pressedMouseButtons` says so; the event counts too because that
    /// property is the hardware's state, not the event stream's, and a tap-to-click or a click
    /// handled late is already up when its event is hit-tested; a touch screen says `false`). A press that holds the carousel still for a click lets go when it
    /// is up (``ControllerDriver/cardTakingControlClicks(atContentPoint:in:at:into:)``).
    public var isPointerDown = false

    /// Facts with no carousel shown.
    public init() {}

    /// Facts as the controller reads them.
    public init(
        showsCarousel: Bool, hearsScrollCallbacks: Bool = true, isScrollViewDecelerating: Bool = false,
        isScrollViewDragging: Bool = false, isScrollViewTracking: Bool = false, releaseStyle: ReleaseStyle? = nil,
        hasScrollView: Bool = true, stripEmbedding: StripEmbedding = .ownScrollView, isPointerDown: Bool = false
    ) {
        self.hasScrollView = hasScrollView
        self.stripEmbedding = stripEmbedding
        self.isPointerDown = isPointerDown
        self.showsCarousel = showsCarousel
        self.hearsScrollCallbacks = hearsScrollCallbacks
        self.isScrollViewDecelerating = isScrollViewDecelerating
        self.isScrollViewDragging = isScrollViewDragging
        self.isScrollViewTracking = isScrollViewTracking
        self.releaseStyle = releaseStyle
    }
}

extension InteractionInput {
    /// Whether the input ends the life of the last tap's item (``ControllerDriver/lastTappedItem``):
    /// a new touch, or data that may have moved the items (a reload, a batch update).
    var forgetsTappedItem: Bool {
        switch self {
        case .touchDown: true
        case .modelChanged(_, _, .reload), .modelChanged(_, _, .update): true
        default: false
        }
    }
}

extension InteractionOutput {
    /// What an answer keeps while the controller is not in charge: the frame clock, whether the
    /// input was taken and why not, and the end of a motion (its start was reported while in
    /// charge); no offset, toggle, recentring, tap or other event.
    mutating func keepOnlyWhatAnInactiveControllerMayDo() {
        scrollOffset = nil
        toggle = nil
        recentres = false
        tappedItem = nil
        releaseTarget = nil
        events.removeAll { $0 != .didEndScrollingAnimation && $0 != .didEndDecelerating }
    }
}
