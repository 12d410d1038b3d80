@_spi(Plumbing) import CarouselSimulation
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselCore

/// The switch a platform's `setGridLayout` makes itself (AppKit): what the controller does when it
/// begins and when its completion comes, and the item kept when the carousel is left.
@Suite("ControllerShell+GridSwitch")
struct ControllerShellGridSwitchTests {
    /// Linear, 12 items of 200 × 200 pt in 800 × 500 pt, laid out, resting on item 7, with a
    /// controller installed.
    func carousel() -> (SimulatedCollectionView, SimulatedController) {
        let view = SimulatedCollectionView(
            layout: LayoutDriver(settings: LayoutSettings()), bounds: Rect2D(x: 0, y: 0, width: 800, height: 500),
            sectionCounts: [12])
        view.scrollView = CarouselCoreTests.gridScrollView
        view.layoutIfNeeded()
        let controller = SimulatedController(view: view)
        controller.programmaticScroll(toItemAt: path(7), duration: 0)
        return (view, controller)
    }

    func path(_ item: Int) -> IndexPath { IndexPath(indexes: [0, item]) }

    @Test("to a grid: the controller gives up charge keeping the item, which the grid centres")
    func toGrid() {
        let (view, controller) = carousel()
        #expect(controller.driver.isActive)
        #expect(controller.gridSwitchWillBegin(toCarousel: false, keeping: path(7)) == path(7))
        #expect(controller.driver.isSwitchingLayout && !controller.driver.isActive)
        #expect(controller.takeGridAnchor() == path(7))
        view.showPlainly(.grid)
        // An earlier switch's completion, replaced by a newer one: nothing arrives.
        controller.gridSwitchDidEnd(toCarousel: false, isLatest: false)
        #expect(controller.driver.isSwitchingLayout)
        controller.gridSwitchDidEnd(toCarousel: false, isLatest: true)
        #expect(!controller.driver.isSwitchingLayout && !controller.driver.isActive)
    }

    @Test("to a carousel: nothing begins and nothing is centred; its completion does nothing")
    func toCarousel() {
        let (_, controller) = carousel()
        #expect(controller.gridSwitchWillBegin(toCarousel: true, keeping: path(7)) == nil)
        #expect(!controller.driver.isSwitchingLayout && controller.driver.isActive)
        #expect(controller.takeGridAnchor() == nil)
        controller.gridSwitchDidEnd(toCarousel: true, isLatest: true)
        #expect(!controller.driver.isSwitchingLayout && controller.driver.isActive)
    }

    @Test("leaving a carousel keeps its current item, without reading the elements; another layout's nearest item")
    func anchorLeaving() {
        let (view, _) = carousel()
        let visible = Rect2D(x: 0, y: 0, width: 200, height: 200)
        let nearest = LayoutTransition.Candidate(
            indexPath: path(3), frame: Rect2D(x: 90, y: 90, width: 20, height: 20), isItem: true, isHidden: false,
            alpha: 1)
        var reads = 0
        let candidates = {
            reads += 1
            return [nearest]
        }
        #expect(LayoutTransition.anchorItem(leaving: view.carousel, toCenterOf: visible, among: candidates) == path(7))
        #expect(reads == 0)
        #expect(LayoutTransition.anchorItem(leaving: nil, toCenterOf: visible, among: candidates) == path(3))
        #expect(reads == 1)
    }
}
