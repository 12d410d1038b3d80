@_spi(Plumbing) import CarouselSimulation
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselCore

/// UIKit's own `setCollectionViewLayout(grid, animated:)` away from the carousel, in each plausible
/// order of its calls (undocumented: ``SimulatedCollectionView/PlainSwitchOrder``).
@Suite("ControllerShell: plain switches in any order")
struct ControllerShellSwitchOrderTests {
    /// Linear, 12 items of 200 × 200 pt in 800 × 500 pt, laid out, with a controller, on item 7.
    func carouselOnItem7() -> (SimulatedCollectionView, SimulatedController) {
        let view = SimulatedCollectionView(
            layout: LayoutDriver(settings: LayoutSettings()), bounds: Rect2D(x: 0, y: 0, width: 800, height: 500),
            sectionCounts: [12])
        view.layoutIfNeeded()
        let controller = SimulatedController(view: view)
        controller.programmaticScroll(toItemAt: IndexPath(indexes: [0, 7]), duration: 0)
        return (view, controller)
    }

    @Test(
        "every order keeps the item, hands over to the grid and reports the switch once",
        arguments: SimulatedCollectionView.PlainSwitchOrder.allCases)
    func plainSwitch(order: SimulatedCollectionView.PlainSwitchOrder) {
        let (view, controller) = carouselOnItem7()
        #expect(view.setCollectionViewLayoutToGrid(order: order) == IndexPath(indexes: [0, 7]))
        // The grid centres item 7's column: x 700 − 400.
        #expect(view.contentOffset == Point2D(x: 300, y: 0))
        // The next input finds the grid: the switch is over (whenever its end came).
        #expect(!controller.feed(.touchDown(Point2D(x: 400, y: 250))))
        #expect(!controller.driver.isActive && !controller.driver.isSwitchingLayout)
        let switches = controller.events.filter { $0.event.name == "layoutDidSwitch" }.map(\.event)
        #expect(switches == [.layoutDidSwitch(index: 7)])
        #expect(!controller.actedWhileNotInCharge)
        #expect(controller.notices.isEmpty)  // not taken for the app replacing the delegate
    }

    @Test("the anchor survives a second ask: both answers centre the same item")
    func targetAskedTwice() {
        let (view, controller) = carouselOnItem7()
        view.layout.prepareForTransition()
        #expect(controller.carouselWillLeave(keeping: view.carousel.currentItemIndexPath))
        #expect(controller.takeGridAnchor() == IndexPath(indexes: [0, 7]))
        #expect(controller.takeGridAnchor() == IndexPath(indexes: [0, 7]))
    }

    @Test("with no finalize, the switch ends at the first input on the settled grid, and the carousel comes back alive")
    func finalizeSkipped() {
        let (view, controller) = carouselOnItem7()
        #expect(view.setCollectionViewLayoutToGrid(order: .finalizeSkipped) == IndexPath(indexes: [0, 7]))
        #expect(controller.driver.isSwitchingLayout)  // no finalize: nothing has ended it yet
        view.showPlainly(.carousel)  // collectionViewLayout = carousel, without an input in the grid
        // The carousel is reported again, settled (installed anew, no transition runs): the next
        // input ends the switch and the carousel takes charge.
        controller.feed(.touchDown(Point2D(x: 400, y: 250)))
        controller.feed(.touchCancelled)
        #expect(controller.driver.isActive && !controller.driver.isSwitchingLayout)
        #expect(controller.events.filter { $0.event.name == "layoutDidSwitch" }.count == 1)
        #expect(controller.programmaticScroll(toItemAt: IndexPath(indexes: [0, 3]), duration: 0))
        #expect(view.carousel.currentItemIndexPath == IndexPath(indexes: [0, 3]))
    }

    @Test("a stuck switch never ends during an animated transition back into the carousel, only after it")
    func noEndDuringAnimatedTransition() {
        let (view, controller) = carouselOnItem7()
        view.setCollectionViewLayoutToGrid(order: .finalizeSkipped)
        view.beginAnimatedSwitchToCarousel()  // layout passes on the arriving carousel
        #expect(controller.driver.isSwitchingLayout)
        // An input while the transition runs is refused: the switch goes on.
        #expect(!controller.feed(.touchDown(Point2D(x: 400, y: 250))))
        #expect(!controller.driver.isActive && controller.driver.isSwitchingLayout)
        #expect(!controller.actedWhileNotInCharge)
        view.finalizeLayoutTransition()
        controller.feed(.touchCancelled)
        #expect(controller.driver.isActive && !controller.driver.isSwitchingLayout)
        let switches = controller.events.filter { $0.event.name == "layoutDidSwitch" }
        #expect(switches.count == 1)
    }

    @Test("a switch interrupted by the package's switch back: one event each, a late finalize does nothing")
    func interruptedByPackageSwitch() {
        let (view, controller) = carouselOnItem7()
        view.layout.prepareForTransition()
        let began = controller.carouselWillLeave(keeping: view.carousel.currentItemIndexPath)
        #expect(began)
        view.showPlainly(.grid)
        view.switchToCarousel()  // setCarouselLayout before the first switch's finalize
        #expect(controller.driver.isActive)
        let heard = controller.events.count
        controller.layoutSwitchDidEnd()  // the first switch's finalize, late
        #expect(controller.driver.isActive && !controller.driver.isSwitchingLayout)
        #expect(controller.events.count == heard, "a late finalize reported \(controller.events.dropFirst(heard))")
        #expect(controller.events.filter { $0.event.name == "layoutDidSwitch" }.count <= 2)
    }

    @Test("a late finalize of the platform's switch leaves a package switch still running alone")
    func lateFinalizeDuringPackageSwitch() {
        let (view, controller) = carouselOnItem7()
        view.layout.prepareForTransition()
        #expect(controller.carouselWillLeave(keeping: view.carousel.currentItemIndexPath))
        view.showPlainly(.grid)
        view.completionDelivery = .onLaterTurn
        view.switchToCarousel()  // setCarouselLayout, its completion still to come
        #expect(controller.driver.isSwitchingLayout)
        let heard = controller.events.count
        #expect(!controller.platformSwitchDidFinalize())  // the first switch's finalize, late
        #expect(controller.driver.isSwitchingLayout, "the late finalize ended the package's switch")
        #expect(controller.events.count == heard)
        view.runLaterTurn()
        #expect(!controller.driver.isSwitchingLayout)
        #expect(controller.events.dropFirst(heard).filter { $0.event.name == "layoutDidSwitch" }.count == 1)
    }

    @Test("a switch whose finalize never came is replaced by the next switch away, which keeps the item")
    func interruptedByPlainSwitch() throws {
        let (view, controller) = carouselOnItem7()
        view.setCollectionViewLayoutToGrid(order: .finalizeSkipped)
        view.beginAnimatedSwitchToCarousel()  // its finalize is missing too
        let kept = try #require(view.carousel.currentItemIndexPath)
        #expect(view.setCollectionViewLayoutToGrid() == kept)
        #expect(!controller.feed(.touchDown(Point2D(x: 400, y: 250))))
        #expect(!controller.driver.isActive && !controller.driver.isSwitchingLayout)
        #expect(controller.events.last?.event == .layoutDidSwitch(index: kept[1]))
    }

    @Test("overlapping package switches: only the latest completion does the arrival work, once")
    func onlyLatestCompletionArrives() {
        let (view, controller) = carouselOnItem7()
        view.completionDelivery = .onLaterTurn
        view.switchToGrid()
        view.switchToCarousel()  // before the grid's completion
        #expect(controller.driver.isSwitchingLayout)
        view.runLaterTurn()  // the grid's completion (replaced: nothing), then the carousel's
        #expect(controller.driver.isActive && !controller.driver.isSwitchingLayout)
        #expect(controller.events.filter { $0.event.name == "layoutDidSwitch" }.count == 1)
    }

    @Test("the completion of a switch into a wrapping carousel recentres its strip")
    func completionRecentresWrappingStrip() {
        let view = SimulatedCollectionView(
            layout: LayoutDriver(settings: LayoutSettings(options: CarouselOptions(wrap: true))),
            bounds: Rect2D(x: 0, y: 0, width: 800, height: 500), sectionCounts: [12])
        view.layoutIfNeeded()
        let controller = SimulatedController(view: view)
        view.completionDelivery = .onLaterTurn
        view.switchToGrid(keeping: IndexPath(indexes: [0, 3]))
        view.runLaterTurn()
        view.switchToCarousel()
        let middle = view.contentOffset
        // Before the completion the strip is 24 turns (24 × 12 × 200 pt) off its middle, past the
        // quarter of the strip a recentring allows, the same cards shown.
        view.setContentOffset(Point2D(x: middle.x + 57_600, y: middle.y))
        view.layoutIfNeeded()
        view.runLaterTurn()
        #expect(controller.driver.isActive)
        #expect(abs(view.contentOffset.x - middle.x) <= 0.5, "content offset \(view.contentOffset), middle \(middle)")
        #expect(view.carousel.currentItemIndexPath == IndexPath(indexes: [0, 3]))
    }

    @Test("a finalize while the carousel is still reported does not hand the carousel charge again")
    func finalizeBeforeSwap() {
        let (view, controller) = carouselOnItem7()
        view.layout.prepareForTransition()  // the carousel's prepareForTransition(to:), as UIKit's shell
        let began = controller.carouselWillLeave(keeping: view.carousel.currentItemIndexPath)
        #expect(began)
        controller.layoutSwitchDidEnd()  // the collection view still reports the carousel
        #expect(!controller.driver.isActive)
        #expect(controller.takeGridAnchor() == IndexPath(indexes: [0, 7]))  // the anchor is still there
    }
}
