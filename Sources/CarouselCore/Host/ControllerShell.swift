import Foundation

/// The closures an app gives a controller, held as one value by every platform's controller.
@_spi(Plumbing) public struct ControllerHandlers {
    /// Called when the current item changes (its index path, `nil` with no items).
    public var currentItemDidChange: ((IndexPath?) -> Void)?
    /// Called with each event the carousel reports, in order.
    public var eventHandler: ((InteractionEvent) -> Void)?
    /// The text VoiceOver announces when the carousel rests on an item; `nil` for the default.
    public var accessibilityAnnouncement: ((IndexPath) -> String?)?

    /// No closures.
    public init() {}
}

/// A platform's carousel controller as the core sees it: an object that holds a
/// ``ControllerDriver`` and the app's closures, and can name its collection view (a
/// ``CarouselHost``, read at each call) and the carousel layout shown there.
///
/// The extension is the controller's loop, written once: every entry point reads the host at that
/// call (``drive(at:_:)``), calls the driver and has the host carry out the answer. UIKit's and
/// AppKit's `CarouselController` and the tests' simulated controller adopt it; nothing a shell
/// asks the driver rests on facts read at an earlier call.
@_spi(Plumbing) public protocol ControllerShell: AnyObject {
    /// The controller's decisions.
    var driver: ControllerDriver { get set }
    /// The app's closures.
    var handlers: ControllerHandlers { get set }
    /// The collection view, read now; `nil` once it is gone.
    var controllerHost: (any CarouselHost)? { get }
    /// The carousel layout the collection view shows now, if any.
    var shownLayout: (any LayoutShell)? { get }
}

extension ControllerShell {
    // MARK: The loop

    /// Reads the host now, runs one call into the driver (at `time`, seconds on the engine's
    /// timeline; when `nil`, the clock the driver decides on: ``ControllerDriver/now(display:)``
    /// of the host's display clock) and has the host carry out the answer. Without a
    /// collection view the facts say no carousel is shown: the controller is not in charge.
    ///
    /// When the facts give the carousel charge back, the engine first re-reads what the layout
    /// shows (the answer of that is carried out before the call), so the call acts on the
    /// carousel as it is, not as it was when charge was lost.
    ///
    /// `syncing: false` skips reading charge (a call from inside a layout pass).
    @discardableResult
    public func drive(
        at time: Double? = nil, syncing: Bool = true,
        _ call: (inout ControllerDriver, Double, inout ControllerOutput) -> Void
    ) -> ControllerOutput {
        let host = controllerHost
        let now = time ?? readingDriver { $0.now(display: host?.now ?? 0) }
        var answer = ControllerOutput()
        if syncing {
            driver.sync(
                host?.facts ?? HostFacts(), scrollView: { host?.scrollViewSettings ?? ScrollViewSettings() },
                at: now, into: &answer)
        }
        if answer.reloadsModel {
            host?.carryOut(answer)
            answer = ControllerOutput()
        }
        call(&driver, now, &answer)
        host?.carryOut(answer)
        return answer
    }

    /// Runs one call at an input event's own timestamp (an `NSEvent`'s: seconds since boot, or a
    /// test's clock while one runs), laid on the engine's timeline by the driver's clock
    /// (``ControllerClock/engineTime(forEvent:)``).
    @discardableResult
    public func drive(
        atEventTime timestamp: Double, _ call: (inout ControllerDriver, Double, inout ControllerOutput) -> Void
    ) -> ControllerOutput {
        drive(at: readingDriver { $0.clock.engineTime(forEvent: timestamp) }, call)
    }

    /// An input event's timestamp on the engine's timeline (``ControllerClock/engineTime(forEvent:)``).
    public func engineTime(forEventTimestamp timestamp: Double) -> Double {
        readingDriver { $0.clock.engineTime(forEvent: timestamp) }
    }

    /// Asks the driver a question on facts read now (focus, selection, the grid's anchor): any
    /// change of charge those facts bring is carried out first.
    public func ask<Answer>(_ question: (inout ControllerDriver, Double) -> Answer) -> Answer {
        var answer: Answer?
        drive { driver, time, _ in answer = question(&driver, time) }
        return answer!
    }

    /// Answers a question on facts read now without acting on them: the driver is brought up to
    /// date on a copy, whose answer to carry out is dropped (the next call carries it out). For
    /// the platform's questions asked in the middle of its own work (the focus engine's search, a
    /// cell about to be displayed), where changing the scroll view's settings must wait.
    public func peek<Answer>(_ question: (ControllerDriver, Double) -> Answer) -> Answer {
        let host = controllerHost
        let now = readingDriver { $0.now(display: host?.now ?? 0) }
        var copy = driver
        var dropped = ControllerOutput()
        copy.sync(
            host?.facts ?? HostFacts(), scrollView: { host?.scrollViewSettings ?? ScrollViewSettings() }, at: now,
            into: &dropped)
        return question(copy, now)
    }

    /// Hands one input to the engine (now, or at a display link's time) and carries out its
    /// answer; returns whether it was taken.
    @discardableResult
    public func feed(_ input: InteractionInput, at time: Double? = nil) -> Bool {
        drive(at: time) { $0.handle(input, at: $1, into: &$2) }.isAccepted
    }

    /// Hands a platform's wheel event to the engine as `wheel` and carries out its answer; returns
    /// the events to pass on to what is around the carousel, in order (``WheelEventRouter``):
    /// none when the carousel took it. An event handed back up while a passed-on event is being
    /// delivered (``WheelEventRouter/isPassingOn``) is passed on at once, unheard by the engine.
    public func route<Event>(
        _ event: Event, as wheel: ScrollWheelEvent, through router: inout WheelEventRouter<Event>
    ) -> [Event] {
        guard !router.isPassingOn else { return [event] }
        let answer = drive { $0.handle(.wheel(wheel), at: $1, into: &$2) }
        return router.eventsToPassOn(after: event, wheel: wheel, answer: answer)
    }

    /// Hands a programmatic input to the engine, after any pending layout pass when it names
    /// items (``InteractionInput/needsLayoutPass``); returns whether it was taken.
    @discardableResult
    public func feedProgrammatic(_ input: InteractionInput) -> Bool {
        if input.needsLayoutPass { shownLayout?.prepareForScrolling() }
        return feed(input)
    }

    /// Hands VoiceOver's own input to the engine (its scroll, its focus, its adjustment) as
    /// ``feedProgrammatic(_:)`` does, remembering `move` so the rest it leads to is told to
    /// VoiceOver once, as ``VoiceOverNotice/forRest(on:after:)`` says; returns whether it was taken.
    @discardableResult
    public func feedVoiceOver(_ input: InteractionInput, as move: VoiceOverMove) -> Bool {
        if input.needsLayoutPass { shownLayout?.prepareForScrolling() }
        return drive { $0.handle(input, from: move, at: $1, into: &$2) }.isAccepted
    }

    /// The layout rebuilt its model (reload, batch update, resize, configuration): the engine
    /// learns what it shows now, with the layout's geometry. Called from inside layout passes.
    ///
    /// Charge is not re-read here (inside the platform's layout callbacks, where setting the
    /// scroll view's settings or its content offset must wait): when the pass gives the controller
    /// charge, a wake-up on the next turn takes it (``ControllerDriver/layoutPassShowed(_:at:into:)``).
    public func layoutDidChangeModel(_ change: ModelChange) {
        guard let layout = shownLayout else { return }
        let facts = controllerHost?.facts ?? HostFacts()
        drive(syncing: false) { driver, time, out in
            let (model, pointsPerItem, origin) = layout.reading {
                ($0.state.model, $0.state.mapping.pointsPerItem, $0.contentOrigin)
            }
            driver.modelDidChange(
                model, scrollOffset: layout.liveScrollOffsetNow, change: change, pointsPerItem: pointsPerItem,
                contentOrigin: origin, at: time, into: &out)
            driver.layoutPassShowed(facts, at: time, into: &out)
        }
    }

    /// Shows an engine scroll offset through the layout; the scroll callbacks this move causes
    /// are marked as the controller's.
    public func showScrollOffset(_ scrollOffset: Double) {
        driver.isApplyingOutput = true
        shownLayout?.moveCarousel(toScrollOffset: scrollOffset)
        driver.isApplyingOutput = false
    }

    /// Who moved the content offset in a scroll callback arriving now.
    public var scrollMover: ScrollViewCallback.Mover {
        ScrollViewCallback.Mover(
            isRecentring: shownLayout?.reading { $0.isMovingContent } ?? false,
            isControllerMoving: readingDriver { $0.isApplyingOutput })
    }

    /// Reads the driver in place (a protocol getter would copy it, engine and all). For reads
    /// only: the body must not reach the host.
    @inline(__always)
    func readingDriver<Answer>(_ body: (inout ControllerDriver) -> Answer) -> Answer { body(&driver) }

    /// `scrollViewDidScroll`: the engine hears the platform's moves; returns whether the app's
    /// delegate hears the call.
    @discardableResult
    public func scrollViewDidScroll() -> Bool {
        guard let layout = shownLayout else { return true }
        // Read inside the call: a re-read the call carries out first may move the content.
        return drive { driver, time, out in
            let mover = ScrollViewCallback.Mover(
                isRecentring: layout.reading { $0.isMovingContent }, isControllerMoving: driver.isApplyingOutput)
            driver.scrollView(.didScroll(to: layout.liveScrollOffsetNow, by: mover), at: time, into: &out)
        }.forwardsCall
    }

    /// `scrollViewWillEndDragging`: the content offset the scroll view must decelerate to, or
    /// `nil` when the call is the app's (another layout or delegate is in charge).
    /// `fingerVelocity`: points per second, view coordinates; offsets in points.
    public func willEndDragging(
        fingerVelocity: Point2D, proposedContentOffset: Point2D, currentContentOffset: Point2D
    ) -> Point2D? {
        guard let layout = shownLayout else { return nil }
        let out = drive { driver, time, out in
            let proposed = layout.reading { $0.state.rawScrollOffset(forContentOffset: proposedContentOffset) }
            let release = ScrollViewCallback.willEndDragging(fingerVelocity: fingerVelocity, proposedOffset: proposed)
            driver.scrollView(release, at: time, into: &out)
        }
        guard !out.forwardsCall else { return nil }
        return out.releaseTarget.map {
            layout.driver.state.restingContentOffset(forScrollOffset: $0, currentContentOffset: currentContentOffset)
        } ?? currentContentOffset
    }

    // MARK: Questions asked at a call

    /// Whether the platform may focus an index path: `false` refuses, `true` leaves it to the app.
    /// Asked during the focus engine's search: answered on facts read now, acting on nothing.
    public func allowsFocus(onItemAt indexPath: IndexPath) -> Bool {
        let item = shownLayout?.driver.globalIndex(for: indexPath)
        return peek { driver, _ in driver.allowsFocus(onItem: item) }
    }

    /// Which index path focus should enter on: the platform's (the app's delegate), one of the
    /// carousel's, or none. Answered on facts read now, acting on nothing.
    public func preferredFocusIndexPath(platform: () -> IndexPath?) -> IndexPath? {
        let choice = peek { driver, _ in driver.preferredFocusItem }
        let layout = shownLayout
        return choice.resolve(platform: platform, item: { layout?.driver.indexPath(forGlobalIndex: $0) })
    }

    /// Whether the platform's own selection of a touched cell is refused (the engine selected the
    /// card drawn on top).
    public func refusesPlatformSelection() -> Bool {
        peek { driver, time in driver.refusesPlatformSelection(at: time) }
    }

    /// Where a primary action for `indexPath` goes: there, to the engine's tapped item, or nowhere.
    public func primaryActionIndexPath(for indexPath: IndexPath) -> IndexPath? {
        let choice = peek { driver, time in driver.primaryActionItem(at: time) }
        let layout = shownLayout
        return choice.resolve(platform: { indexPath }, item: { layout?.driver.indexPath(forGlobalIndex: $0) })
    }

    /// The card whose controls may have a click at a content point, asked by the platform's hit
    /// test before the press goes to a view (``ControllerDriver/cardTakingControlClicks(atContentPoint:in:at:into:)``):
    /// a press held then pauses autoscroll and a pending rest; `nil` when the click is the
    /// carousel's. A hit test with the button up (the pointer moving, a tooltip, an accessibility
    /// hit test) is answered on facts read now and acts on nothing: no motion, no event, no
    /// change to the scroll view.
    public func cardTakingControlClicks(atContentPoint point: Point2D) -> IndexPath? {
        guard let layout = shownLayout else { return nil }
        guard controllerHost?.facts.isPointerDown == true else {
            return peek { driver, time in
                var copy = driver
                var dropped = ControllerOutput()
                return copy.cardTakingControlClicks(atContentPoint: point, in: layout.driver, at: time, into: &dropped)
            }
        }
        var card: IndexPath?
        drive { driver, time, out in
            card = driver.cardTakingControlClicks(atContentPoint: point, in: layout.driver, at: time, into: &out)
        }
        return card
    }

    /// Whether the carousel is in charge now (a cell it shows draws its own focused look, say), on
    /// facts read now, acting on nothing.
    public var isInChargeNow: Bool { peek { driver, _ in driver.isActive } }

    /// During a switch to another layout, the item whose frame the new content offset centres,
    /// as often as it is asked until the switch ends. It depends on no fact of the host, so nothing is read or carried out in the middle
    /// of the platform's transition.
    public func takeGridAnchor() -> IndexPath? {
        readingDriver { $0.takeGridAnchor() }
    }

    /// During a switch to another layout, the content offset that centres `item` there was handed
    /// out (``ControllerDriver/gridDidCentre(_:at:)``). Nothing of the host is read.
    public func gridDidCentre(_ item: IndexPath, at contentOffset: Point2D) {
        driver.gridDidCentre(item, at: contentOffset)
    }

    /// The item the last switch to another layout centred, while that layout rests at
    /// `contentOffset` where the switch put it (``ControllerDriver/keptGridItem(at:)``).
    public func keptGridItem(at contentOffset: Point2D) -> IndexPath? {
        readingDriver { $0.keptGridItem(at: contentOffset) }
    }

    // MARK: Layout switches

    /// A switch to or from another layout begins (`gridAnchor`: the item a switch to another layout
    /// centres there).
    public func layoutSwitchWillBegin(centering gridAnchor: IndexPath?) {
        beginSwitch(centering: gridAnchor, isPlatformSwitch: false)
    }

    /// Begins a switch (``ControllerDriver/layoutSwitchWillBegin(centering:item:isPlatformSwitch:_:scrollView:at:into:)``).
    private func beginSwitch(centering gridAnchor: IndexPath?, isPlatformSwitch: Bool) {
        let host = controllerHost
        let facts = host?.facts ?? HostFacts()
        let item = gridAnchor.flatMap { shownLayout?.driver.globalIndex(for: $0) }
        drive {
            $0.layoutSwitchWillBegin(
                centering: gridAnchor, item: item, isPlatformSwitch: isPlatformSwitch, facts,
                scrollView: { host?.scrollViewSettings ?? ScrollViewSettings() }, at: $1, into: &$2)
        }
    }

    /// The carousel layout is being replaced by another without the package's switch calls
    /// (UIKit's own `setCollectionViewLayout(_:animated:)`: the old layout hears
    /// `prepareForTransition(to:)` before UIKit asks for the new content offset): a switch begins
    /// here, keeping `item` (the carousel's current item), unless the package's own switch is
    /// under way (`setGridLayout` began it) or the controller was retired. An earlier platform
    /// switch whose end never came is replaced. Nothing begins either when the new layout is not
    /// another layout to centre the item in (`toAnotherLayout` false: a carousel, which keeps the
    /// item itself, or an interactive transition's in-between layout).
    /// Returns whether it began one: its caller ends it (``layoutSwitchDidEnd()``) when the
    /// transition is finalized; if that never comes, the first call that reads the host and finds
    /// a settled layout ends it (``ControllerDriver/isPlatformSwitch``).
    public func carouselWillLeave(keeping item: IndexPath?, toAnotherLayout: Bool = true) -> Bool {
        guard toAnotherLayout,
            readingDriver({ (!$0.isSwitchingLayout || $0.isPlatformSwitch) && !$0.isRetired })
        else { return false }
        beginSwitch(centering: item, isPlatformSwitch: true)
        return true
    }

    /// The old layout's `finalizeLayoutTransition()` came for a switch the platform began
    /// (``carouselWillLeave(keeping:toAnotherLayout:)``): it ends that switch
    /// (``layoutSwitchDidEnd()``). A switch the package began since (`setGridLayout`,
    /// `setCarouselLayout`, which replaces the platform's) is not the finalize's: it ends by its
    /// own completion, however late the finalize comes. Returns whether the running switch was
    /// the platform's.
    @discardableResult
    public func platformSwitchDidFinalize() -> Bool {
        guard readingDriver({ $0.isPlatformSwitch }) else { return false }
        layoutSwitchDidEnd()
        return true
    }

    /// The latest switch ended; the facts are read now, by the driver's end of the switch alone
    /// (a finalize that comes while the carousel is still reported leaves the switch running:
    /// UIKit may still ask for the target offset).
    public func layoutSwitchDidEnd() {
        let host = controllerHost
        let facts = host?.facts ?? HostFacts()
        drive(syncing: false) {
            $0.layoutSwitchDidEnd(
                facts, scrollView: { host?.scrollViewSettings ?? ScrollViewSettings() }, at: $1, into: &$2)
        }
    }

    /// The completion of a switch the package began came; `isLatest`: it is the latest switch's
    /// (``LayoutSwitch/complete(_:)``, asked before this call, so the app's event handler may
    /// begin another switch). Only the latest switch's does the arrival work, ending the switch
    /// (``layoutSwitchDidEnd()``) and, into a carousel, recentring its strip; a completion for a
    /// switch a newer one replaced does nothing. Returns whether it did the arrival work.
    @discardableResult
    public func layoutSwitchDidComplete(isLatest: Bool) -> Bool {
        guard isLatest else { return false }
        layoutSwitchDidEnd()
        _ = shownLayout?.recentreContent()
        return true
    }

    /// Another controller takes this one's collection view: the scroll view's settings go back,
    /// the motion stops, and this controller is never in charge again.
    public func retire() {
        let host = controllerHost
        drive { $0.retire(scrollView: { host?.scrollViewSettings ?? ScrollViewSettings() }, at: $1, into: &$2) }
    }

    // MARK: Programmatic scrolling

    /// Scrolls the item at `indexPath` to the centre over `duration` seconds; `false` when it names
    /// no item or the engine refuses (a drag is under way).
    @discardableResult
    public func programmaticScroll(toItemAt indexPath: IndexPath, duration: Double) -> Bool {
        shownLayout?.prepareForScrolling()
        guard let index = shownLayout?.driver.globalIndex(for: indexPath) else { return false }
        return feedProgrammatic(.scroll(.toItem(index, duration: duration)))
    }

    /// The global item index of an index path in the layout, after any pending pass.
    public func preparedGlobalIndex(for indexPath: IndexPath) -> Int? {
        shownLayout?.prepareForScrolling()
        return shownLayout?.driver.globalIndex(for: indexPath)
    }

    /// The index path of a global item index in the layout shown.
    public func layoutIndexPath(forGlobalIndex index: Int) -> IndexPath? {
        shownLayout?.driver.indexPath(forGlobalIndex: index)
    }

    // MARK: Reporting

    /// Hands an event to the app's event handler.
    public func report(_ event: InteractionEvent) {
        handlers.eventHandler?(event)
    }

    /// Tells the app's current-item closure the current item's index path.
    public func reportCurrentItem(_ item: Int) {
        handlers.currentItemDidChange?(layoutIndexPath(forGlobalIndex: item))
    }

    /// The adjustable element's value (AppKit's slider): what VoiceOver says of
    /// ``ControllerDriver/accessibilityValueItem``, the item an adjustment heads for from the
    /// moment it starts: the app's text, or "Item i of n" also when the app's text is `nil`. `nil`
    /// with no items.
    public var accessibilityValueText: String? {
        guard let item = readingDriver({ $0.accessibilityValueItem }) else { return nil }
        let count = readingDriver { $0.engine.model.numberOfItems }
        return announcementText(forItem: item) ?? InteractionEngine.defaultAnnouncement(forItem: item, of: count)
    }

    /// What VoiceOver says of `item` (all sections counted): the app's text, or the core's default
    /// "Item i of n"; `nil` when there is nothing to say.
    public func announcementText(forItem item: Int) -> String? {
        guard let indexPath = layoutIndexPath(forGlobalIndex: item) else { return nil }
        return handlers.accessibilityAnnouncement.map { $0(indexPath) }
            ?? InteractionEngine.defaultAnnouncement(forItem: item, of: driver.engine.model.numberOfItems)
    }
}
