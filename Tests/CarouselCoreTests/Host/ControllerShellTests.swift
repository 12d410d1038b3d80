@_spi(Plumbing) import CarouselSimulation
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselCore

/// The controllers' shell code (``ControllerShell``), run by a ``SimulatedController`` on a
/// ``SimulatedCollectionView`` in UIKit's call orders: every entry point reads the host at that call.
@Suite("ControllerShell")
struct ControllerShellTests {
    /// The scroll view as an app set it up for a grid (``gridScrollView``).
    static let gridScrollView = CarouselCoreTests.gridScrollView

    /// Linear, `items` items of 200 × 200 pt in 800 × 500 pt, laid out, with a controller installed.
    func carousel(_ settings: LayoutSettings = LayoutSettings(), items: Int = 12)
        -> (SimulatedCollectionView, SimulatedController)
    {
        let view = SimulatedCollectionView(
            layout: LayoutDriver(settings: settings), bounds: Rect2D(x: 0, y: 0, width: 800, height: 500),
            sectionCounts: [items])
        view.scrollView = Self.gridScrollView
        view.layoutIfNeeded()
        let controller = SimulatedController(view: view)
        return (view, controller)
    }

    func path(_ item: Int) -> IndexPath { IndexPath(indexes: [0, item]) }

    // MARK: The grid's anchor

    @Test("setGridLayout in UIKit's order: the grid centres the carousel's item")
    func gridAnchorInUIKitOrder() {
        let (view, controller) = carousel()
        controller.programmaticScroll(toItemAt: path(7), duration: 0)
        #expect(view.carousel.currentItemIndexPath == path(7))
        let centred = view.switchToGrid()
        #expect(centred == path(7))
        // The grid (200 pt cells in columns of 2, scrolling right) centres item 7's frame
        // (x 600…800): content offset x 700 − 400 = 300, within the 6 columns' 1 200 pt.
        #expect(view.contentOffset == Point2D(x: 300, y: 0))
        #expect(view.shown == .grid && !controller.driver.isActive)
        #expect(view.scrollView == Self.gridScrollView)  // the grid's settings back
    }

    @Test("UIKit's own setCollectionViewLayout to a grid centres the carousel's item too, in UXKit's order")
    func plainSwitchToGridKeepsItem() {
        let (view, controller) = carousel()
        controller.programmaticScroll(toItemAt: path(7), duration: 0)
        // The carousel hears prepareForTransition(to:) before UIKit asks for the target offset:
        // that is where the switch begins, keeping item 7 (the same frame as setGridLayout's).
        #expect(view.setCollectionViewLayoutToGrid() == path(7))
        #expect(view.contentOffset == Point2D(x: 300, y: 0))
        #expect(view.shown == .grid && !controller.driver.isActive && !controller.driver.isSwitchingLayout)
        #expect(controller.events.last?.event == .layoutDidSwitch(index: 7))
        #expect(view.scrollView == Self.gridScrollView)
        #expect(!controller.actedWhileNotInCharge)
    }

    @Test("a switch already under way, or a retired controller, begins no second switch when the carousel leaves")
    func carouselLeavesDuringSwitch() {
        let (view, controller) = carousel()
        controller.layoutSwitchWillBegin(centering: path(4))
        #expect(!controller.carouselWillLeave(keeping: path(9)))
        #expect(controller.takeGridAnchor() == path(4))  // setGridLayout's item, not the leaving one's
        controller.layoutSwitchDidEnd()
        let second = SimulatedController(view: view)  // the first is retired
        #expect(!controller.carouselWillLeave(keeping: path(2)))
        // A carousel or an interactive transition's layout as the new layout: nothing to centre.
        #expect(!second.carouselWillLeave(keeping: path(2), toAnotherLayout: false))
        #expect(!second.driver.isSwitchingLayout)
        #expect(second.carouselWillLeave(keeping: path(2)))
        #expect(second.takeGridAnchor() == path(2))
    }

    @Test(
        "the anchor is handed out whichever layout the collection view reports while UIKit asks (undocumented), as often as asked"
    )
    func gridAnchorWhicheverLayoutIsReported() {
        let (view, controller) = carousel()
        controller.layoutSwitchWillBegin(centering: path(4))
        // The facts read at the switch's start said a carousel is shown; inside
        // targetContentOffset the collection view may still report the carousel, or the grid.
        var stillCarousel = controller.driver
        #expect(stillCarousel.takeGridAnchor() == path(4))
        view.showPlainly(.grid)
        #expect(controller.takeGridAnchor() == path(4))
        #expect(controller.takeGridAnchor() == path(4))  // asked again: the same answer
        // A switch into a carousel has none to hand out.
        controller.layoutSwitchDidEnd()
        controller.layoutSwitchWillBegin(centering: nil)
        #expect(controller.takeGridAnchor() == nil)
    }

    @Test("a grid from a long carousel is scrolled to centre the kept item's column, and back")
    func gridAnchorScrollsTheGrid() {
        let (view, controller) = carousel(items: 60)
        controller.programmaticScroll(toItemAt: path(45), duration: 0)
        #expect(view.switchToGrid() == path(45))
        // Item 45 is in column 22 (x 4 400…4 600) of 30: centred, x 4 500 − 400 = 4 100.
        #expect(view.contentOffset == Point2D(x: 4_100, y: 0))
        view.switchToCarousel()
        // The grid's item nearest the centre of its visible area, (4 500, 250): item 45 (centre
        // y 300) rather than 44 (y 100).
        #expect(view.carousel.currentItemIndexPath == path(45))
        #expect(controller.driver.isActive)
    }

    // MARK: Delegates

    @Test("a forwarding proxy as the delegate keeps the carousel in charge, with no notice")
    func proxyKeepsCharge() {
        let (view, controller) = carousel()
        view.delegate = .proxy
        #expect(controller.feed(.touchDown(Point2D(x: 400, y: 250))))
        #expect(controller.feed(.touchEnded))
        #expect(controller.driver.isActive)
        #expect(controller.confirmedTaps == [0])
        #expect(controller.notices.isEmpty)
        #expect(view.scrollView.isPagingEnabled == false)  // still the carousel's settings
    }

    @Test("the app's own object as the delegate: the carousel hands over cleanly and says so once")
    func appDelegateTakesOver() {
        let (view, controller) = carousel()
        controller.feed(.autoscroll(1))
        #expect(controller.isFrameClockRunning)
        view.delegate = .app
        #expect(!controller.feed(.touchDown(Point2D(x: 400, y: 250))))
        #expect(controller.notices == [ControllerDriver.handoverNotice])
        #expect(!controller.isFrameClockRunning)  // autoscroll paused
        #expect(view.scrollView == Self.gridScrollView)
        #expect(!controller.feed(.touchEnded))
        #expect(controller.notices.count == 1)  // once
        // The controller's scroll callbacks no longer arrive; the shell never acted while not in charge.
        view.scroll(to: Point2D(x: 600, y: 0))
        #expect(!controller.actedWhileNotInCharge)
        // The controller is the delegate again: in charge, settings applied again.
        view.delegate = .controller
        #expect(controller.feed(.touchDown(Point2D(x: 400, y: 250))))
        #expect(view.scrollView.isPagingEnabled == false)
    }

    @Test("a second controller on the same collection view saves the app's settings, not the first carousel's")
    func secondController() {
        let (view, first) = carousel()
        #expect(view.scrollView.isPagingEnabled == false)
        let second = SimulatedController(view: view)
        #expect(first.driver.isRetired && !first.driver.isActive)
        #expect(second.driver.isActive)
        // The first gave the app's settings back before the second saved them.
        view.showPlainly(.grid)
        #expect(second.feed(.frame) == true)  // frames pass while not in charge
        #expect(view.scrollView == Self.gridScrollView)
        // The retired controller never takes charge again, even shown a carousel.
        view.showPlainly(.carousel)
        #expect(!first.feed(.touchDown(Point2D(x: 400, y: 250))))
        #expect(second.feed(.touchDown(Point2D(x: 400, y: 250))))
    }

    @Test("charge given back: the call that finds out acts on the carousel as the layout shows it")
    func reloadBeforeTheCall() {
        let (view, controller) = carousel()
        view.delegate = .app
        controller.feed(.frame)  // finds out: not in charge
        view.scroll(to: Point2D(x: 800, y: 0))  // the app's delegate scrolls to item 4
        view.delegate = .controller
        // The first call back re-reads the layout (item 4) before the scroll to item 8 runs; before,
        // the re-read came after and put the engine back on item 4 with item 8 shown.
        #expect(controller.programmaticScroll(toItemAt: path(8), duration: 0))
        #expect(controller.driver.engine.currentItemIndex == 8)
        #expect(view.liveScrollOffset == 8)
    }

    @Test("a controller installed while a grid is shown re-reads the carousel when it first takes charge")
    func firstChargeAfterGrid() {
        let view = SimulatedCollectionView(
            layout: LayoutDriver(settings: LayoutSettings(options: CarouselOptions(wrap: true))),
            bounds: Rect2D(x: 0, y: 0, width: 800, height: 500), sectionCounts: [30])
        view.showPlainly(.grid)
        let controller = SimulatedController(view: view)
        #expect(!controller.driver.isActive)
        view.scroll(to: Point2D(x: 0, y: 300))  // the grid scrolls
        view.switchToCarousel(keeping: path(17))
        #expect(controller.driver.isActive)
        #expect(view.carousel.currentItemIndexPath == path(17))
        #expect(controller.driver.engine.currentItemIndex == 17)
        #expect(abs(controller.driver.engine.scrollOffset - view.liveScrollOffset) < 1e-9)
    }

    // MARK: Questions asked at a call

    @Test("after a plain switch to a grid, focus and selection questions are the app's at once")
    func focusAfterPlainSwitch() {
        let (view, controller) = carousel()
        // In charge, only the current card takes focus.
        #expect(!controller.allowsFocus(onItemAt: path(3)))
        #expect(controller.isInChargeNow)
        // collectionView.collectionViewLayout = grid: nobody tells the controller.
        view.showPlainly(.grid)
        let stale = controller.driver
        #expect(!stale.allowsFocus(onItem: 3))  // the facts of the last call
        #expect(controller.allowsFocus(onItemAt: path(3)))  // read now: the app's rules
        #expect(controller.preferredFocusIndexPath(platform: { path(5) }) == path(5))
        #expect(!controller.refusesPlatformSelection())
        #expect(controller.primaryActionIndexPath(for: path(6)) == path(6))
        #expect(!controller.isInChargeNow)  // a grid's cells keep the system's focus effect
        // The questions acted on nothing (the focus engine is searching); the next call hands back.
        #expect(view.scrollView.isPagingEnabled == false)
        controller.feed(.frame)
        #expect(view.scrollView == Self.gridScrollView)
    }

    // MARK: Settings given back

    @Test("settings the app changes while the carousel is in charge survive the hand-back")
    func appChangesSurvive() {
        let (view, controller) = carousel()
        #expect(view.scrollView.showsVerticalIndicator == false)
        view.scrollView.showsVerticalIndicator = true  // the app, meanwhile
        view.scrollView.focusGroupIdentifier = "mine"
        view.delegate = .app
        controller.feed(.frame)
        var expected = Self.gridScrollView
        expected.showsVerticalIndicator = true
        expected.focusGroupIdentifier = "mine"
        #expect(view.scrollView == expected)
    }

    @Test("tvOS: the pan takes the remote's indirect touches only while the carousel is in charge")
    func touchTypesRestored() {
        let view = SimulatedCollectionView(
            layout: LayoutDriver(), bounds: Rect2D(x: 0, y: 0, width: 800, height: 500), sectionCounts: [12])
        view.scrollView.touchTypes = [0, 1, 3]  // direct, indirect, indirect pointer
        view.layoutIfNeeded()
        let controller = SimulatedController(view: view)
        #expect(view.scrollView.touchTypes == [ScrollViewSettings.indirectTouchType])
        view.switchToGrid()
        #expect(view.scrollView.touchTypes == [0, 1, 3])
        #expect(!controller.driver.isActive)
        // Where the platform has no touch types to set, the carousel sets none.
        #expect(ScrollViewSettings().forCarousel(focusBehavior: .currentItem, focusGroup: "g").touchTypes == nil)
    }

    // MARK: Decisions

    @Test("scrollDuration: negative counts as 0, non-finite restores iCarousel's 0.4 s")
    func scrollDurationClamp() {
        let (_, controller) = carousel()
        controller.driver.scrollDuration = -1
        #expect(controller.driver.scrollDuration == 0)
        controller.driver.scrollDuration = .nan
        #expect(controller.driver.scrollDuration == 0.4)
        controller.driver.scrollDuration = .infinity
        #expect(controller.driver.scrollDuration == 0.4)
        controller.driver.scrollDuration = 1.5
        #expect(controller.driver.scrollDuration == 1.5)
    }

    @Test(
        "a release the scroll view decelerates reports nothing at rest at finger lift",
        arguments: [
            ReleaseStyle.iCarouselLanding, .native(.nearestItem),
        ])
    func platformDeceleratedRelease(style: ReleaseStyle) {
        let (view, controller) = carousel(LayoutSettings(releaseStyle: style))
        view.clock = 1
        controller.feed(.touchDown(Point2D(x: 400, y: 250)))
        view.isTracking = true
        view.isDragging = true
        controller.drive { $0.scrollView(.willBeginDragging, at: $1, into: &$2) }
        view.scroll(to: Point2D(x: 70, y: 0))
        view.clock = 1.05
        let target = controller.willEndDragging(
            fingerVelocity: Point2D(x: -1500, y: 0), proposedContentOffset: Point2D(x: 700, y: 0),
            currentContentOffset: view.contentOffset)
        #expect(target != nil && target != view.contentOffset)  // the scroll view decelerates there
        view.isTracking = false
        view.isDragging = false
        view.isDecelerating = true
        controller.drive { $0.scrollView(.didEndDragging(willDecelerate: true), at: $1, into: &$2) }
        let names = controller.events.map(\.event.name)
        #expect(!names.contains("didEndDecelerating") && !names.contains("announcement"))
        #expect(!controller.driver.engine.isAtRest)
        // The scroll view's deceleration ends: now the carousel is at rest.
        view.scroll(to: target!)
        view.isDecelerating = false
        controller.drive { $0.scrollView(.didEndDecelerating, at: $1, into: &$2) }
        #expect(controller.events.map(\.event.name).contains("didEndDecelerating"))
    }

    @Test(
        "an animation started while the scroll view decelerates stops the scroll view's motion, unless its pan is dragging",
        arguments: [false, true])
    func stopsPlatformMotion(dragging: Bool) {
        let (view, controller) = carousel()
        view.isDecelerating = true
        view.isDragging = dragging
        let out = controller.drive { $0.handle(.scroll(.toItem(4, duration: 0.4)), at: $1, into: &$2) }
        #expect(out.isAccepted)
        // A finger on the pan owns the scroll view: its motion is not the carousel's to stop.
        #expect(out.stopsPlatformMotion == !dragging)
        #expect(view.isDecelerating == dragging)
    }

    @Test("a scroll callback during the controller's own move is not news; the user's is")
    func movers() {
        let (view, controller) = carousel()
        #expect(controller.scrollMover == .platform)
        let before = controller.outputs.count
        controller.showScrollOffset(2)
        #expect(view.liveScrollOffset == 2)
        // The move's scrollViewDidScroll reached the controller marked as its own: forwarded to the
        // app, not fed to the engine.
        #expect(controller.outputs.count == before + 1 && controller.outputs.last?.forwardsCall == true)
        #expect(controller.driver.engine.scrollOffset == 0)
        view.scroll(to: Point2D(x: 600, y: 0))
        #expect(controller.driver.engine.scrollOffset == 3)
    }

    // MARK: Wheel events passed on

    /// A horizontal carousel in a page: what the shells pass on of each wheel event
    /// (``ControllerShell/route(_:as:through:)``), with the controller's own answers.
    @Test("wheel events across the axis go on whole, a noise-begun gesture's kept events first; the carousel's do not")
    func wheelRouting() {
        let (view, controller) = carousel()
        var router = WheelEventRouter<String>()
        func send(_ name: String, _ dx: Double, _ dy: Double, _ phase: ScrollWheelEvent.Phase) -> [String] {
            view.clock += 0.01
            let wheel = ScrollWheelEvent(delta: Point2D(x: dx, y: dy), phase: phase, isPrecise: phase != .none)
            return controller.route(name, as: wheel, through: &router)
        }
        // A vertical mouse-wheel tick: the page's.
        #expect(send("tick", 0, -1, .none) == ["tick"])
        // A swipe across the axis from its first event: every event goes on as it comes.
        #expect(send("b", 0, -4, .began) == ["b"])
        #expect(send("c", 0, -9, .changed) == ["c"])
        #expect(send("e", 0, 0, .ended) == ["e"])
        // One that begins with noise: kept, then handed on whole when it turns across the axis.
        #expect(send("b2", 1, -1, .began).isEmpty)
        #expect(send("c2", 0, -6, .changed) == ["b2", "c2"])
        #expect(send("e2", 0, 0, .ended) == ["e2"])
        // Along the axis: the carousel's, noise first or not; nothing goes on.
        #expect(send("b3", -1, 2, .began).isEmpty)
        #expect(send("c3", -25, 1, .changed).isEmpty)
        #expect(send("e3", 0, 0, .ended).isEmpty)
        #expect(router.heldCount == 0)
        #expect(controller.events.contains { $0.event == .willBeginDragging })
    }

    /// A horizontal carousel in a page: a trackpad gesture is decided on the movement kept so far,
    /// by its dominant axis once its length passes 3 pt, and what was kept is replayed to whoever
    /// takes it (the page, in order; the carousel's drag catches up with it).
    @Test(
        "a swipe's axis is decided on its kept movement past 3 pt, and the kept events are replayed",
        arguments: [
            // A plainly horizontal swipe that begins with a little vertical noise: the carousel's.
            ([(0.5, -2.5), (22.0, -1.0)], false),
            ([(-1.0, 2.0), (-25.0, 1.0)], false),
            // Vertical from its first event: the page's, at once.
            ([(0.0, -4.0), (0.0, -20.0)], true),
        ])
    func wheelDecidedOnKeptMovement(deltas: [(Double, Double)], isPage: Bool) {
        let (view, controller) = carousel()
        controller.programmaticScroll(toItemAt: path(5), duration: 0)
        var router = WheelEventRouter<Int>()
        let start = controller.driver.engine.scrollOffset
        var passed: [Int] = []
        for (number, delta) in deltas.enumerated() {
            view.clock += 1.0 / 60
            let wheel = ScrollWheelEvent(
                delta: Point2D(x: delta.0, y: delta.1), phase: number == 0 ? .began : .changed, isPrecise: true)
            passed += controller.route(number, as: wheel, through: &router)
        }
        if isPage {
            #expect(passed == [0, 1])
            #expect(controller.driver.engine.scrollOffset == start)
        } else {
            #expect(passed.isEmpty)
            // The drag caught up with everything kept: 22.5 pt (or 26 pt) of a 200 pt item.
            let moved = deltas.reduce(0) { $0 + $1.0 }
            #expect(abs(abs(controller.driver.engine.scrollOffset - start) - abs(moved) / 200) < 1e-6)
        }
        #expect(router.heldCount == 0)
    }

    @Test("an undecided swipe is kept for at most 4 events, or 50 ms, then decided on what it moved")
    func wheelKeptAtMostFourEventsOr50ms() {
        let (view, controller) = carousel()
        var router = WheelEventRouter<Int>()
        func send(_ number: Int, _ dx: Double, _ dy: Double, after seconds: Double) -> [Int] {
            view.clock += seconds
            let wheel = ScrollWheelEvent(
                delta: Point2D(x: dx, y: dy), phase: number == 0 ? .began : .changed, isPrecise: true)
            return controller.route(number, as: wheel, through: &router)
        }
        // Four events of mostly vertical noise, 2 ms apart: kept; the fifth decides (the page's).
        for number in 0..<4 { #expect(send(number, 0, -0.5, after: 0.002).isEmpty) }
        #expect(router.heldCount == 4)
        #expect(send(4, 0.1, -0.5, after: 0.002) == [0, 1, 2, 3, 4])
        _ = send(5, 0, 0, after: 0.002)
        // A slow drift along the axis: the first event past 50 ms decides it (the carousel's).
        view.clock += 1
        #expect(send(0, 0.5, 0.2, after: 0.01).isEmpty)
        #expect(send(1, 0.5, 0, after: 0.06).isEmpty)
        #expect(router.heldCount == 0)
        #expect(controller.events.contains { $0.event == .willBeginDragging })
    }

    @Test("a vertical mouse-wheel tick over a horizontal carousel passes on at once")
    func verticalTickPassesOnAtOnce() {
        let (view, controller) = carousel()
        var router = WheelEventRouter<String>()
        view.clock += 0.01
        let tick = ScrollWheelEvent(delta: Point2D(x: 0, y: -1), phase: .none, isPrecise: false)
        #expect(controller.route("tick", as: tick, through: &router) == ["tick"])
        #expect(router.heldCount == 0)
    }
}
