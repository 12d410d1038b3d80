/// What a platform controller can do, one plain call each: the framework calls that carry out a
/// ``ControllerOutput`` (``ControllerOutput/perform(on:)`` decides which and in what order).
///
/// Item indexes count all sections in order. The event calls come after ``report(_:)`` for the
/// same event; those a platform has no counterpart for default to doing nothing. A platform
/// controller conforms through a small value that holds it (its own conformance would be public).
@_spi(Plumbing) public protocol ControllerActions {
    /// Sets the scroll view's switches.
    func apply(_ settings: ScrollViewSettings)
    /// Tells the driver what the layout shows now (`ModelChange.reload`).
    func reloadModel()
    /// Stops the scroll view's own deceleration or animation where it is.
    func stopPlatformMotion()
    /// Moves the scroll view to where it belongs without changing what is shown.
    func recentre()
    /// Shows this scroll offset (items, continuous).
    func show(scrollOffset: Double)
    /// Shows Cover Flow 2's toggle (−1…1).
    func show(toggle: Double)
    /// Hands an event to the app's event handler (before the call the event names, if any).
    func report(_ event: InteractionEvent)
    /// The scroll view's delegate hears `scrollViewWillBeginDragging`.
    func willBeginDragging()
    /// The scroll view's delegate hears `scrollViewDidEndDragging(_:willDecelerate:)`.
    func didEndDragging(willDecelerate: Bool)
    /// The scroll view's delegate hears `scrollViewWillBeginDecelerating`.
    func willBeginDecelerating()
    /// The scroll view's delegate hears `scrollViewDidEndDecelerating`.
    func didEndDecelerating()
    /// The scroll view's delegate hears `scrollViewDidEndScrollingAnimation`.
    func didEndScrollingAnimation()
    /// The current item changed to `item`.
    func currentItemDidChange(to item: Int)
    /// The app's delegate hears that `item` was selected.
    func didSelectItem(_ item: Int)
    /// Focus moved with the carousel: focus should follow to the preferred item.
    func focusDidChange()
    /// Posts VoiceOver's notice of a rest on a new item (one per change; ``VoiceOverNotice``).
    func tellVoiceOver(_ notice: VoiceOverNotice)
    /// Runs the frame clock at these rates (starting it if it is stopped).
    func startFrames(_ rates: DisplayLinkPlan.FrameRateRange)
    /// Stops the frame clock.
    func stopFrames()
    /// Hands the driver one frame at `time` (seconds on the inputs' clock) through a one-shot timer
    /// (``ControllerShell/wakeUp()`` when it fires), replacing any set before; `nil` cancels it.
    /// The frame clock is stopped meanwhile: the engine waits for its next automatic slide.
    func scheduleWake(at time: Double?)
    /// A tap landed on `item`: select it through the platform's gates and, if they allow it,
    /// hand the engine ``InteractionInput/select(_:)``.
    func confirmTap(onItem item: Int)
    /// A double click's second release on `item`: call the app's activation handler.
    func activate(item: Int)
    /// Rebuild VoiceOver's elements.
    func updateAccessibilityElements()
    /// Forget the object the app's calls are forwarded to (it forwards back: a cycle).
    func dropForwardTarget()
    /// Bring the installed key commands in line with focus (``ControllerOutput/updatesKeyCommands``).
    func updateKeyCommands()
    /// Report where focus is now (``ControllerOutput/readsFocus``).
    func readFocus()
    /// Tells the developer one line (a debug build prints it; ``ControllerOutput/notice``).
    func notice(_ text: String)
}

extension ControllerActions {
    /// Nothing (a platform without scroll-view delegate calls).
    public func willBeginDragging() {}
    /// Nothing (a platform without scroll-view delegate calls).
    public func didEndDragging(willDecelerate: Bool) {}
    /// Nothing (a platform without scroll-view delegate calls).
    public func willBeginDecelerating() {}
    /// Nothing (a platform without scroll-view delegate calls).
    public func didEndDecelerating() {}
    /// Nothing (a platform without scroll-view delegate calls).
    public func didEndScrollingAnimation() {}
    /// Nothing (a platform whose own selection told the app already).
    public func didSelectItem(_ item: Int) {}
    /// Nothing (a platform without a focus system to follow).
    public func focusDidChange() {}
    /// Nothing (a platform without the platform's own motion).
    public func stopPlatformMotion() {}
    /// Nothing (a platform without double clicks).
    public func activate(item: Int) {}
    /// Nothing (a platform whose VoiceOver reads one element for the carousel).
    public func updateAccessibilityElements() {}
    /// Nothing (a platform that forwards nothing).
    public func dropForwardTarget() {}
    /// Nothing (a platform without installed key commands).
    public func updateKeyCommands() {}
    /// Nothing (a platform without a focus system to read).
    public func readFocus() {}
    /// Nothing.
    public func notice(_ text: String) {}
}

extension ControllerOutput {
    /// Carries out this answer on `platform`: the frame clock (and its wake-up), then the scroll-view settings, the
    /// developer's notice, the
    /// model reload, the stop of the platform's motion, the recentring, the scroll offset, the
    /// toggle, each event (the app's handler, then the call it names), the tap, the activation,
    /// the key commands, the focus read, VoiceOver's elements, VoiceOver's notice (after the elements, so what it names is there).
    ///
    /// The frame clock comes first because the steps after it may call back into the driver (the
    /// app scrolls from an event handler or a delegate call; the reload and the scroll offset
    /// reach the driver through the scroll view): the clock of such a nested answer is the
    /// engine's latest and must not be overwritten by this, older one.
    public func perform(on platform: some ControllerActions) {
        if let frameClock {
            if frameClock.isRunning { platform.startFrames(frameClock.frameRate) } else { platform.stopFrames() }
            platform.scheduleWake(at: frameClock.isRunning ? nil : frameClock.wakeTime)
        }
        if let scrollViewSettings { platform.apply(scrollViewSettings) }
        if let notice { platform.notice(notice) }
        if dropsForwardTarget { platform.dropForwardTarget() }
        if reloadsModel { platform.reloadModel() }
        if stopsPlatformMotion { platform.stopPlatformMotion() }
        if recentres { platform.recentre() }
        if let scrollOffset { platform.show(scrollOffset: scrollOffset) }
        if let toggle { platform.show(toggle: toggle) }
        for event in events {
            platform.report(event)
            event.deliver(to: platform)
        }
        if let tappedItem { platform.confirmTap(onItem: tappedItem) }
        if let activatedItem { platform.activate(item: activatedItem) }
        if updatesKeyCommands { platform.updateKeyCommands() }
        if readsFocus { platform.readFocus() }
        if updatesAccessibilityElements { platform.updateAccessibilityElements() }
        if let voiceOverNotice { platform.tellVoiceOver(voiceOverNotice) }
    }
}

extension InteractionEvent {
    /// Makes the platform call this event names (`willBeginScrollingAnimation`, `willComeToRest`
    /// and `layoutDidSwitch` name none: UIKit's scroll-view delegate has no such calls; the app's
    /// event handler hears them; `announcement` names none either: the driver turns it into
    /// ``ControllerOutput/voiceOverNotice``, which VoiceOver hears once).
    func deliver(to platform: some ControllerActions) {
        switch self {
        case .willBeginDragging: platform.willBeginDragging()
        case .didEndDragging(let decelerates): platform.didEndDragging(willDecelerate: decelerates)
        case .willBeginDecelerating: platform.willBeginDecelerating()
        case .didEndDecelerating: platform.didEndDecelerating()
        case .willBeginScrollingAnimation: break
        case .didEndScrollingAnimation: platform.didEndScrollingAnimation()
        case .currentItemDidChange(let index): platform.currentItemDidChange(to: index)
        case .didSelectItem(let index): platform.didSelectItem(index)
        case .focusDidChange: platform.focusDidChange()
        case .willComeToRest, .layoutDidSwitch, .announcement: break
        }
    }
}
