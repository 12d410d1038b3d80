@_spi(Plumbing) import CarouselSimulation
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselCore

/// Decisions at the seam between the platform and the core that change what the user sees, each
/// pinned by a run through the simulated host.
@Suite("ControllerShell: decisions at the seam")
struct ControllerShellSeamTests {
    /// Linear, `items` items of 200 × 200 pt in 800 × 500 pt, laid out.
    func view(_ settings: LayoutSettings = LayoutSettings(), items: Int = 12) -> SimulatedCollectionView {
        let view = SimulatedCollectionView(
            layout: LayoutDriver(settings: settings), bounds: Rect2D(x: 0, y: 0, width: 800, height: 500),
            sectionCounts: [items])
        view.layoutIfNeeded()
        return view
    }

    func path(_ item: Int) -> IndexPath { IndexPath(indexes: [0, item]) }

    @Test("a release the engine animates (.iCarousel) hands UIKit the current offset, not its own proposal")
    func engineReleaseKeepsScrollViewStill() {
        let view = view(LayoutSettings(releaseStyle: .iCarousel))
        let controller = SimulatedController(view: view)
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
        // The engine's display-link motion carries the release: the scroll view must stay put,
        // or two motions would fight over one offset.
        #expect(target == view.contentOffset)
        #expect(controller.driver.engine.isAnimating)
    }

    @Test("charge regained on a whole item after a motion stopped between items reports no animation")
    func regainedChargeReportsNoPhantomAnimation() {
        let view = view()
        let controller = SimulatedController(view: view)
        controller.feed(.scroll(.toItem(4, duration: 1)))
        view.clock = 0.3
        controller.feed(.frame)
        let stopped = controller.driver.engine.scrollOffset
        #expect(stopped > 0.2 && abs(stopped - stopped.rounded()) > 0.1)  // between items
        // The app's own object takes the delegate mid-motion (the motion stops between items),
        // and shows a whole item itself; then the controller is the delegate again.
        view.delegate = .app
        controller.feed(.frame)
        #expect(!controller.driver.isActive)
        view.scroll(to: Point2D(x: 400, y: 0))  // item 2, which the controller does not hear
        let before = controller.events.count
        view.delegate = .controller
        view.clock = 1
        controller.feed(.frame)
        let names = controller.events[before...].map(\.event.name)
        #expect(!names.contains("willBeginScrollingAnimation") && !names.contains("didEndScrollingAnimation"))
        #expect(controller.driver.engine.currentItemIndex == 2)
        #expect(controller.driver.engine.isAtRest)
    }

    @Test(
        "without a controller hearing the scroll view, an .iCarousel release from between items lands on a whole item")
    func releaseWithoutControllerFromBetweenItems() {
        let view = view(LayoutSettings(releaseStyle: .iCarousel))
        view.setContentOffset(Point2D(x: 130, y: 0))  // 0.65 items
        view.layoutIfNeeded()
        let target = view.carousel.releaseContentOffset(forProposed: Point2D(x: 130, y: 0), velocity: .zero)
        #expect(target.x.truncatingRemainder(dividingBy: 200) == 0)
        #expect(target != view.contentOffset)
    }

    @Test("during a switch into the carousel, placeholders are answered at the target offset as the rectangle is")
    func placeholdersDuringSwitch() {
        var settings = LayoutSettings(type: .linear, options: CarouselOptions(visibleItems: 30))
        settings.numberOfPlaceholders = 2
        let host = view(settings, items: 10)
        host.setContentOffset(Point2D(x: 1400, y: 0))
        host.layoutIfNeeded()
        var carousel = LayoutDriver(settings: settings)
        carousel.invalidate([], everything: true, dataSourceCounts: true)
        // Item 9 (the last): its trailing placeholder is in view at the target, not at 1 400 pt.
        carousel.prepareForTransition(from: path(9))
        _ = carousel.prepare(host.host)
        let target = carousel.targetContentOffset(forProposedContentOffset: host.contentOffset)
        #expect(target != host.contentOffset)
        let rect = carousel.attributes(in: Rect2D(origin: target, size: Size2D(width: 800, height: 500)))
        let kind = PlaceholderPosition.elementKind
        let fromRect = rect.first { $0.elementKind == kind && $0.indexPath == path(1) }
        #expect(fromRect != nil)
        #expect(carousel.attributes(forSupplementaryElementOfKind: kind, at: path(1)) == fromRect)
    }
}
