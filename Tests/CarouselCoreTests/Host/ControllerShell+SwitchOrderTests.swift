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

    @Test("a finalize while the carousel is still reported does not hand the carousel charge again")
    func finalizeBeforeSwap() {
        let (view, controller) = carouselOnItem7()
        let began = controller.carouselWillLeave(keeping: view.carousel.currentItemIndexPath)
        #expect(began)
        controller.layoutSwitchDidEnd()  // the collection view still reports the carousel
        #expect(!controller.driver.isActive)
        #expect(controller.takeGridAnchor() == IndexPath(indexes: [0, 7]))  // the anchor is still there
    }
}
