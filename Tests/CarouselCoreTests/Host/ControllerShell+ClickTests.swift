@_spi(Plumbing) import CarouselSimulation
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselCore

/// Which clicks controls on the current card get while the carousel moves or has just been
/// shown, run by a ``SimulatedController`` on a ``SimulatedCollectionView`` in AppKit's order:
/// the window's hit test asks the controller before the press goes to a view, and a control
/// that has the click tracks it in its own loop.
@Suite("ControllerShell: clicks on controls in cards (AppKit)")
struct ControllerShellClickTests {
    /// `type` (linear unless said), 12 items of 200 × 200 pt in 800 × 500 pt, laid out, with a
    /// controller installed.
    func carousel(_ type: CarouselType = .linear) -> (SimulatedCollectionView, SimulatedController) {
        let view = SimulatedCollectionView(
            layout: LayoutDriver(settings: LayoutSettings(type: type)),
            bounds: Rect2D(x: 0, y: 0, width: 800, height: 500),
            sectionCounts: [12])
        view.scrollView = CarouselCoreTests.gridScrollView
        view.layoutIfNeeded()
        return (view, SimulatedController(view: view))
    }

    func path(_ item: Int) -> IndexPath { IndexPath(indexes: [0, item]) }

    /// The centre of the visible area, in content coordinates.
    func centre(of view: SimulatedCollectionView) -> Point2D {
        Point2D(x: view.contentOffset.x + 400, y: view.contentOffset.y + 250)
    }

    /// Display frames every 1/16 s (exact in binary) for `count` frames, each followed by the
    /// layout pass the run loop runs before the next event.
    func frames(_ count: Int, _ view: SimulatedCollectionView, _ controller: SimulatedController) {
        for _ in 0..<count {
            view.clock += 0.0625
            controller.feed(.frame)
            view.layoutIfNeeded()
        }
    }

    @Test(
        "autoscroll with the current card at its frame: the press pauses it, the control has the click, then it goes on"
    )
    func autoscrollPausedForControl() {
        let (view, controller) = carousel()
        controller.feed(.autoscroll(1))
        frames(16, view, controller)  // one item a second: item 1 centred, still autoscrolling
        #expect(controller.driver.engine.isAutoscrolling && controller.driver.engine.scrollOffset == 1)
        view.isPointerDown = true
        #expect(controller.cardTakingControlClicks(atContentPoint: centre(of: view)) == path(1))
        // While the control tracks the click, the carousel holds still.
        frames(4, view, controller)
        #expect(controller.driver.engine.scrollOffset == 1 && !controller.driver.engine.isAutoscrolling)
        view.isPointerDown = false
        frames(1, view, controller)  // the first frame after the release finds the button up
        #expect(controller.driver.engine.isAutoscrolling)
        frames(4, view, controller)
        #expect(controller.driver.engine.scrollOffset > 1)
    }

    @Test("a rest pending after a resize does not take the click from the current card's control")
    func restPendingKeepsControls() {
        let (view, controller) = carousel()
        controller.programmaticScroll(toItemAt: path(3), duration: 0)
        view.setSize(Size2D(width: 900, height: 500))
        view.layoutIfNeeded()  // the resize leaves a rest pending until the next frame
        #expect(!controller.driver.engine.isAtRest)
        #expect(view.click(atContentPoint: Point2D(x: view.contentOffset.x + 450, y: 250)) == path(3))
        frames(1, view, controller)
        #expect(controller.driver.engine.isAtRest && controller.driver.engine.currentItemIndex == 3)
    }

    @Test(
        "autoscroll paused between items: the click is the carousel's and centres the card; the next reaches the control"
    )
    func autoscrollBetweenItemsCentresFirst() {
        let (view, controller) = carousel(.coverFlow)
        controller.feed(.autoscroll(1))
        frames(4, view, controller)  // a quarter item: Cover Flow turns card 0 away from its frame
        #expect(controller.driver.engine.scrollOffset == 0.25)
        #expect(view.click(atContentPoint: centre(of: view)) == nil)  // AppKit would track a moved control
        #expect(controller.confirmedTaps == [0])
        frames(10, view, controller)  // the 0.4 s centring
        #expect(controller.driver.engine.scrollOffset == 0 && controller.driver.engine.isAtRest)
        // Autoscroll waits for the next click, so the card stays where the control is drawn.
        frames(8, view, controller)
        #expect(controller.driver.engine.scrollOffset == 0 && !controller.driver.engine.isAutoscrolling)
        #expect(view.click(atContentPoint: centre(of: view)) == path(0))
        frames(1, view, controller)
        #expect(controller.driver.engine.isAutoscrolling)
    }

    @Test(
        "the hold a click left ends when the app sets autoscroll, or the user moves the carousel another way",
        arguments: ["autoscroll", "key", "scroll"])
    func clickHoldEndsOnOtherInput(_ input: String) {
        let (view, controller) = carousel(.coverFlow)
        controller.feed(.autoscroll(1))
        frames(4, view, controller)
        #expect(view.click(atContentPoint: centre(of: view)) == nil)
        frames(18, view, controller)  // centred, then held for the next click
        #expect(!controller.driver.engine.isAutoscrolling && controller.driver.engine.isHeldByPress)
        switch input {
        case "autoscroll": controller.feed(.autoscroll(1))
        case "key": controller.feed(.key(.right))
        default: controller.feed(.scroll(.byItems(1, duration: 0.25)))
        }
        #expect(!controller.driver.engine.isHeldByPress)
        frames(16, view, controller)  // any motion the input started ends, and autoscroll goes on
        #expect(controller.driver.engine.isAutoscrolling)
    }

    @Test("a hit test without a press (hover, tooltips) pauses nothing and leaves a moving carousel's controls dead")
    func hitTestWithoutPress() {
        let (view, controller) = carousel()
        controller.feed(.autoscroll(1))
        frames(16, view, controller)
        #expect(controller.cardTakingControlClicks(atContentPoint: centre(of: view)) == nil)
        #expect(controller.driver.engine.isAutoscrolling)
    }

    @Test("a hit test without a press acts on nothing: a press that ended is let go at the next input, not in it")
    func hitTestWithoutPressActsOnNothing() {
        let (view, controller) = carousel()
        controller.feed(.autoscroll(1))
        frames(4, view, controller)
        view.isPointerDown = true
        _ = controller.cardTakingControlClicks(atContentPoint: centre(of: view))
        #expect(controller.driver.engine.isHeldByPress)
        view.isPointerDown = false
        _ = controller.cardTakingControlClicks(atContentPoint: centre(of: view))  // the pointer moves on
        #expect(controller.driver.engine.isHeldByPress && !controller.driver.engine.isAutoscrolling)
        frames(1, view, controller)
        #expect(!controller.driver.engine.isHeldByPress && controller.driver.engine.isAutoscrolling)
    }

    @Test("a press on a running scroll is the carousel's: it stops the motion, and no control has the click")
    func pressStopsMotion() {
        let (view, controller) = carousel()
        controller.programmaticScroll(toItemAt: path(4), duration: 0.4)
        frames(2, view, controller)
        #expect(controller.driver.engine.isScrollingAnimation)
        #expect(view.click(atContentPoint: centre(of: view)) == nil)
        #expect(!controller.driver.engine.isHeldByPress)
    }

    // MARK: Charge taken by a layout pass

    @Test(
        "collectionViewLayout = carousel after a grid: the pass asks for a wake-up that takes charge as an input would")
    func layoutPassTakesCharge() throws {
        let (view, controller) = carousel()
        controller.feed(.autoscroll(1))
        view.showPlainly(.grid)
        frames(1, view, controller)  // finds out: the grid's settings back, autoscroll paused
        #expect(view.scrollView == CarouselCoreTests.gridScrollView && !controller.isFrameClockRunning)
        view.showPlainly(.carousel)  // a plain layout change: the pass is the only call
        // Inside the pass nothing is set; a wake-up on the next turn is asked for.
        #expect(view.scrollView == CarouselCoreTests.gridScrollView)
        let wake = try #require(controller.wakeTime)
        view.clock = max(view.clock, wake)
        controller.fireWake()
        #expect(controller.driver.isActive)
        #expect(view.scrollView.isPagingEnabled == false && view.scrollView != CarouselCoreTests.gridScrollView)
        #expect(controller.isFrameClockRunning && controller.driver.engine.isAutoscrolling)
    }

    @Test("a carousel shown again without any input: the first click on the current card's control reaches it")
    func firstClickAfterPlainSwitch() throws {
        let (view, controller) = carousel()
        view.showPlainly(.grid)
        controller.feed(.frame)
        view.showPlainly(.carousel)
        let wake = try #require(controller.wakeTime)
        view.clock = max(view.clock, wake)
        controller.fireWake()
        frames(1, view, controller)
        #expect(view.click(atContentPoint: centre(of: view)) == path(0))
    }
}
