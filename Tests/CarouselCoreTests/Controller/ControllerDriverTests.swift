@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

/// Linear, 12 items of 200 pt in 800×500 bounds (200 points per item): item 0 is centred at
/// (400, 250) at offset 0.
private func model(items: Int = 12) -> CarouselModel { Fixtures.model(.linear, items: items) }

/// The scroll view as an app set it up for a grid: paging, indicators, selection following focus,
/// its own focus group, focus memory and both pointer scroll types (the controller tests share it).
let gridScrollView: ScrollViewSettings = {
    var s = ScrollViewSettings()
    s.isPagingEnabled = true
    s.selectionFollowsFocus = true
    s.focusGroupIdentifier = "grid"
    s.remembersLastFocusedIndexPath = true
    s.scrollTypes = [.continuous, .discrete]
    return s
}()

/// A carousel shown, the controller its delegate.
let carouselShown = HostFacts(showsCarousel: true, hearsScrollCallbacks: true, releaseStyle: .iCarousel)

/// A controller as a platform shell holds it, run through the shells' own loop
/// (``ControllerShell/drive(at:syncing:_:)``): each call reads the host's facts and scroll view
/// first, then carries out the answer on it. The host is a collection view whose facts the test
/// sets by hand (``facts``, ``scrollView``), showing no layout: these tests pin the driver's
/// decisions, and `SimulatedController` the whole shell with a real layout.
struct DriverHarness {
    /// The shell and its host.
    private let shell: HarnessShell

    init(_ model: CarouselModel = model(), offset: Double = 0) {
        var settings = InteractionSettings()
        settings.platformDecelerates = true
        shell = HarnessShell(driver: ControllerDriver(model: model, scrollOffset: offset, settings: settings))
        shell.host.shownOffset = offset
    }

    /// The driver (the shell's).
    var driver: ControllerDriver {
        get { shell.driver }
        set { shell.driver = newValue }
    }
    /// What the host says at the next call.
    var facts: HostFacts {
        get { shell.host.facts }
        set { shell.host.facts = newValue }
    }
    /// The scroll view's settings now (the carousel's while in charge).
    var scrollView: ScrollViewSettings {
        get { shell.host.scrollViewSettings }
        set { shell.host.scrollViewSettings = newValue }
    }
    /// Every output the host carried out, in order (a charge regained carries out its reload
    /// before the call's answer: two outputs).
    var outputs: [ControllerOutput] { shell.host.outputs }
    /// The last scroll offset the host was told to show.
    var shownOffset: Double { shell.host.shownOffset }

    /// One shell entry point: read the host, then `body`; the host carries out the answer.
    /// Returns everything carried out in the call, merged in order.
    @discardableResult
    mutating func call(
        at time: Double, _ body: (inout ControllerDriver, inout ControllerOutput) -> Void = { _, _ in }
    ) -> ControllerOutput {
        let before = shell.host.outputs.count
        shell.drive(at: time) { driver, _, out in body(&driver, &out) }
        return shell.host.outputs[before...].reduce(into: ControllerOutput()) { $0.merge($1) }
    }

    @discardableResult
    mutating func feed(_ input: InteractionInput, at time: Double) -> ControllerOutput {
        call(at: time) { $0.handle(input, at: time, into: &$1) }
    }

    /// Frames every 1/60 s from `start` up to `end` while the engine wants them.
    mutating func frames(from start: Double, to end: Double) {
        var t = start
        while t <= end + 1e-9, driver.engine.wantsFrames {
            feed(.frame, at: t)
            t += 1.0 / 60
        }
    }
}

/// The harness's controller: the shells' loop over a ``HarnessHost``.
private final class HarnessShell: ControllerShell {
    var driver: ControllerDriver
    var handlers = ControllerHandlers()
    let host = HarnessHost()
    var controllerHost: (any CarouselHost)? { host }
    var shownLayout: (any LayoutShell)? { nil }

    init(driver: ControllerDriver) { self.driver = driver }
}

/// A collection view reduced to what the controller reads and is told: facts and scroll-view
/// settings set by the test; answers recorded, with their settings and scroll offset applied.
private final class HarnessHost: CarouselHost {
    var facts = carouselShown
    var scrollViewSettings = gridScrollView
    var outputs: [ControllerOutput] = []
    var shownOffset = 0.0

    var visibleContentOffset: Point2D? { nil }
    var passReading: LayoutDriver.Host? { nil }
    var now: Double { 0 }
    func moveContent(to contentOffset: Point2D) {}
    func invalidateCarousel(_ invalidation: LayoutInvalidation) {}
    func layOutNow(forcing: Bool) {}
    func layoutDidChangeModel(_ change: ModelChange) {}
    func carryOut(_ output: ControllerOutput) {
        outputs.append(output)
        if let settings = output.scrollViewSettings { scrollViewSettings = settings }
        if let offset = output.scrollOffset { shownOffset = offset }
    }
}

@Suite("ControllerDriver")
struct ControllerDriverTests {
    @Test("taking charge saves the scroll view's settings and applies the carousel's")
    func takesCharge() {
        var c = DriverHarness()
        let out = c.call(at: 0)
        #expect(c.driver.isActive)
        #expect(out.reloadsModel == false)  // the engine was made from what the layout shows
        #expect(c.scrollView.isPagingEnabled == false)
        #expect(c.scrollView.showsHorizontalIndicator == false && c.scrollView.showsVerticalIndicator == false)
        #expect(c.scrollView.selectionFollowsFocus == false)
        #expect(c.scrollView.focusGroupIdentifier == "carousel")
        #expect(c.scrollView.remembersLastFocusedIndexPath == false)
        #expect(c.scrollView.scrollTypes == .continuous)
        // Nothing changes while it stays in charge.
        #expect(c.call(at: 0.1).scrollViewSettings == nil)
    }

    @Test("in charge before there is a scroll view: its settings are saved and the carousel's applied once it comes")
    func scrollViewComesLater() {
        var c = DriverHarness()
        c.facts.hasScrollView = false
        let before = c.call(at: 0)
        #expect(c.driver.isActive)
        #expect(before.scrollViewSettings == nil)  // nothing to save: the empty settings are not the app's
        #expect(c.call(at: 0.1).scrollViewSettings == nil)
        // The collection view is put in a scroll view, set up as the app wants it for a grid.
        c.facts.hasScrollView = true
        let after = c.call(at: 0.2)
        #expect(after.scrollViewSettings?.showsHorizontalIndicator == false)
        #expect(after.scrollViewSettings?.isPagingEnabled == false)
        #expect(c.call(at: 0.3).scrollViewSettings == nil)  // once
        // Handing back gives the grid's own settings, not the empty ones of no scroll view.
        c.facts.hearsScrollCallbacks = false
        #expect(c.call(at: 0.4).scrollViewSettings == gridScrollView)
    }

    @Test("automatic sliding set while another delegate is in charge is kept, with no wake-up until charge returns")
    func slidingWhileInactive() {
        var c = DriverHarness()
        c.call(at: 0)
        c.facts.hearsScrollCallbacks = false
        c.call(at: 0.5)
        let set = c.feed(.automaticSliding(interval: 2), at: 1)
        #expect(set.isAccepted && c.driver.engine.automaticSlidingInterval == 2)
        #expect(c.driver.engine.nextWakeTime == nil)
    }

    @Test("the app replacing the delegate hands the scroll view back and stops the carousel")
    func delegateReplaced() {
        var c = DriverHarness()
        c.call(at: 0)
        c.feed(.autoscroll(1), at: 0)
        c.frames(from: 1.0 / 60, to: 0.5)
        let offsetBefore = c.shownOffset
        #expect(approx(offsetBefore, 0.5))
        // The app sets collectionView.delegate itself: no more scrollViewDidScroll for the controller.
        c.facts.hearsScrollCallbacks = false
        let out = c.feed(.frame, at: 0.5 + 1.0 / 60)
        #expect(c.driver.isActive == false)
        #expect(c.scrollView == gridScrollView)  // restored as the app had it
        #expect(out.frameClock?.isRunning == false)  // autoscroll paused
        #expect(c.driver.engine.wantsFrames == false)
        // A touch is no longer the carousel's: no tap on a card hit-tested at a stale offset.
        let down = c.feed(.touchDown(Point2D(x: 400, y: 250)), at: 1)
        let up = c.feed(.touchEnded, at: 1.05)
        #expect(down.isAccepted == false && up.isAccepted == false && up.tappedItem == nil)
        #expect(c.driver.refusesPlatformSelection(at: 1.05) == false)  // UIKit's own selection stands
        var forwarded = ControllerOutput()
        c.driver.scrollView(.willBeginDragging, at: 1.1, into: &forwarded)
        #expect(forwarded.forwardsCall && c.driver.engine.isDragging == false)
        // The app hands the delegate back: the carousel re-reads what the layout shows.
        c.facts.hearsScrollCallbacks = true
        let back = c.call(at: 2)
        #expect(back.reloadsModel)
        #expect(c.scrollView.isPagingEnabled == false && c.scrollView.scrollTypes == .continuous)
    }

    @Test("a switch to a grid restores its settings; wheel ticks do not reach the inactive carousel")
    func gridSwitch() {
        var c = DriverHarness()
        c.call(at: 0)
        let anchor = IndexPath(indexes: [0, 3])
        let current = c.scrollView
        var out = ControllerOutput()
        c.driver.layoutSwitchWillBegin(
            centering: anchor, HostFacts(showsCarousel: true), scrollView: { current }, at: 1, into: &out)
        #expect(out.scrollViewSettings == gridScrollView)
        c.scrollView = gridScrollView
        // UIKit asks for the target offset during the switch, with the grid installed.
        c.facts = HostFacts(showsCarousel: false)
        c.call(at: 1.1)
        #expect(c.driver.takeGridAnchor() == anchor)
        #expect(c.driver.takeGridAnchor() == anchor)  // a second ask gets the same answer
        out = ControllerOutput()
        c.driver.layoutSwitchDidEnd(
            HostFacts(showsCarousel: false), scrollView: { gridScrollView }, at: 1.3, into: &out)
        #expect(out.scrollViewSettings == nil && c.driver.isActive == false)
        let tick = c.feed(.wheel(ScrollWheelEvent(delta: Point2D(x: -1, y: 0))), at: 1.5)
        #expect(tick.isAccepted == false && tick.refusal == .notInCharge && tick.scrollOffset == nil)
        #expect(c.driver.engine.wantsFrames == false && c.driver.engine.scrollOffset == 0)
        #expect(c.scrollView == gridScrollView)
        // And back to a carousel: settings applied again, the carousel re-reads the layout.
        out = ControllerOutput()
        c.driver.layoutSwitchWillBegin(
            centering: nil, HostFacts(showsCarousel: false), scrollView: { gridScrollView }, at: 2, into: &out)
        out = ControllerOutput()
        c.driver.layoutSwitchDidEnd(carouselShown, scrollView: { gridScrollView }, at: 2.3, into: &out)
        #expect(c.driver.isActive && out.reloadsModel)
        #expect(out.scrollViewSettings?.isPagingEnabled == false)
        #expect(out.scrollViewSettings?.scrollTypes == .continuous)
    }

    /// UIKit's wheel recognizer asks before it begins: the larger component decides, exactly
    /// diagonal is along the axis, NaN is no movement (along).
    @Test("a wheel pan begins on a horizontal carousel only when it goes mostly along the axis")
    func wheelPanAxis() {
        let c = DriverHarness()
        #expect(c.driver.beginsWheelPan(movingBy: Point2D(x: -1, y: 0)))
        #expect(!c.driver.beginsWheelPan(movingBy: Point2D(x: 0, y: -1)))
        #expect(!c.driver.beginsWheelPan(movingBy: Point2D(x: 1, y: -3)))
        #expect(c.driver.beginsWheelPan(movingBy: Point2D(x: 2, y: -2)))
        #expect(c.driver.beginsWheelPan(movingBy: Point2D(x: .nan, y: .infinity)))
    }

    @Test("focus behaviour none turns the collection view's focus off while the carousel is in charge")
    func focusBehavior() {
        var c = DriverHarness()
        c.call(at: 0)
        var out = ControllerOutput()
        c.driver.focusBehaviorDidChange(.none, into: &out)
        #expect(out.scrollViewSettings?.allowsFocus == false)
        #expect(out.scrollViewSettings?.isPagingEnabled == false)
    }

    @Test("programmatic scrolls run while in charge and are refused while another layout is")
    func programmaticScroll() {
        var c = DriverHarness()
        c.call(at: 0)
        #expect(c.feed(.scroll(.toItem(2, duration: 0)), at: 0.1).scrollOffset == 2)
        c.facts.showsCarousel = false
        #expect(c.feed(.scroll(.toItem(4, duration: 0)), at: 0.2).isAccepted == false)
        #expect(c.driver.engine.scrollOffset == 2)
    }

    @Test("a model change tells the engine the layout's geometry and refreshes VoiceOver's elements")
    func modelChange() {
        var c = DriverHarness()
        let out = c.call(at: 0) {
            $0.modelDidChange(
                model(items: 5), scrollOffset: 1, change: .reload, pointsPerItem: 150,
                contentOrigin: Point2D(x: 0, y: 64), at: 0, into: &$1)
        }
        #expect(c.driver.engine.model.numberOfItems == 5)
        #expect(c.driver.settings.pointsPerItem == 150)
        #expect(c.driver.settings.contentOrigin == Point2D(x: 0, y: 64))
        #expect(out.updatesAccessibilityElements)
    }
}

extension ControllerOutput {
    /// Takes in an answer carried out after this one: its settings, offsets, clock and items win
    /// where set, flags add up, events keep their order, and its acceptance is the call's.
    fileprivate mutating func merge(_ later: ControllerOutput) {
        scrollViewSettings = later.scrollViewSettings ?? scrollViewSettings
        reloadsModel = reloadsModel || later.reloadsModel
        stopsPlatformMotion = stopsPlatformMotion || later.stopsPlatformMotion
        recentres = recentres || later.recentres
        scrollOffset = later.scrollOffset ?? scrollOffset
        toggle = later.toggle ?? toggle
        events += later.events
        frameClock = later.frameClock ?? frameClock
        tappedItem = later.tappedItem ?? tappedItem
        activatedItem = later.activatedItem ?? activatedItem
        updatesAccessibilityElements = updatesAccessibilityElements || later.updatesAccessibilityElements
        isAccepted = later.isAccepted
        refusal = later.refusal
        forwardsCall = forwardsCall || later.forwardsCall
        releaseTarget = later.releaseTarget ?? releaseTarget
        notice = later.notice ?? notice
    }
}
