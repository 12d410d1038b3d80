@_spi(Plumbing) import CarouselSimulation
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselCore

/// The layouts' shell code (``LayoutShell``), run through the simulated collection view as UIKit's
/// and AppKit's layouts run it.
@Suite("LayoutShell")
struct LayoutShellTests {
    /// Linear, `items` items of 200 × 200 pt in 320 × 480 pt, not laid out yet.
    func view(_ settings: LayoutSettings = LayoutSettings(), items: Int = 12) -> SimulatedCollectionView {
        SimulatedCollectionView(
            layout: LayoutDriver(settings: settings), bounds: Rect2D(x: 0, y: 0, width: 320, height: 480),
            sectionCounts: [items])
    }

    func path(_ item: Int) -> IndexPath { IndexPath(indexes: [0, item]) }

    @Test("layoutAttributesForItem before the first pass runs it: an existing item is never nil")
    func itemBeforeFirstPass() {
        let view = view()
        #expect(view.layout.needsFirstPass)
        // The driver alone has laid nothing out: it knows no item yet (what the UIKit layout
        // answered before the shell ran the first pass here).
        #expect(view.layout.attributes(forItemAt: path(3)) == nil)
        let item = view.carousel.attributesForItem(at: path(3))
        #expect(item?.indexPath == path(3))
        // Centred where it is drawn: item 3, three items of 200 pt right of the carousel's centre
        // (160, 240), at (760, 240), its transform compensated (no move left in it).
        #expect(item?.placement.center == Point2D(x: 760, y: 240))
        #expect(item?.placement.offset == 3 && item?.placement.transform.m41 == 0)
        #expect(view.carousel.attributesForItem(at: path(12)) == nil)  // names no item
        #expect(view.modelChanges == [.reload])  // the pass ran once, and was reported
    }

    @Test("insetsDidChange asks the collection view for a pass that rebuilds the model")
    func insetsDidChangeInvalidates() {
        let view = view()
        view.layoutIfNeeded()
        let passes = view.passCount
        #expect(!view.needsLayout)
        view.carousel.insetsDidChange()
        #expect(view.needsLayout)
        view.layoutIfNeeded()
        #expect(view.passCount == passes + 1)
        #expect(view.modelChanges.count >= 2, "the pass rebuilt no model: \(view.modelChanges)")
    }

    @Test("the rectangle and target queries before the first pass run it once")
    func queriesBeforeFirstPass() {
        let view = view()
        let items = view.carousel.attributesForElements(in: Rect2D(x: 0, y: 0, width: 320, height: 480))
        #expect(items.map(\.indexPath.last) == [0, 1])
        #expect(view.carousel.targetContentOffset(forProposed: Point2D(x: 0, y: 0)) == Point2D(x: 0, y: 0))
        #expect(view.modelChanges.count == 1)
    }

    @Test("setScrollOffset with no collection view: only a layout that has not laid out takes it")
    func scrollOffsetWithoutHost() {
        let layout = SimulatedLayout(driver: LayoutDriver())
        layout.moveCarousel(toScrollOffset: 4)
        // Its first pass shows the offset.
        let first = SimulatedCollectionView(
            layout: layout.driver, bounds: Rect2D(x: 0, y: 0, width: 320, height: 480), sectionCounts: [12])
        first.layoutIfNeeded()
        #expect(first.liveScrollOffset == 4)
        // Shown and laid out, then taken away from its view: nothing changes.
        let view = view()
        view.layoutIfNeeded()
        let shown = view.carousel
        view.move(toScrollOffset: 2)
        #expect(view.liveScrollOffset == 2)
        shown.view = nil
        shown.moveCarousel(toScrollOffset: 7)
        #expect(shown.driver.state.rawScrollOffset == 2)
    }

    @Test("recentring moves the content offset invisibly, and the scroll callback it causes is not the app's")
    func recentringIsInvisible() {
        let view = view(LayoutSettings(options: CarouselOptions(wrap: true)))
        view.layoutIfNeeded()
        let controller = SimulatedController(view: view)
        // The user dragged far along the 200 000 pt strip, past a quarter of it from the middle.
        view.scroll(to: Point2D(x: 30_050, y: 0))
        view.layoutIfNeeded()
        let before = view.liveScrollOffset
        let outputs = controller.outputs.count
        #expect(view.recentre())
        #expect(approx(view.liveScrollOffset, before))
        #expect(view.contentOffset.x == 100_000)  // the middle of the strip
        // The move reached the controller as scrollViewDidScroll marked as the recentring: not forwarded.
        let callback = controller.outputs[outputs...]
        #expect(!callback.isEmpty && callback.allSatisfy { !$0.forwardsCall })
        #expect(!view.layout.isMovingContent)
        #expect(!view.recentre())  // already where it belongs
    }

    @Test(
        "a release without a controller hearing the scroll view lands on the release style's place; with one, the proposal stands"
    )
    func releaseWithoutController() {
        let view = view()
        view.layoutIfNeeded()
        let proposed = Point2D(x: 530, y: 0)  // 2.65 items
        let alone = view.carousel.releaseContentOffset(forProposed: proposed, velocity: Point2D(x: 1, y: 0))
        #expect(alone.x.truncatingRemainder(dividingBy: 200) == 0)  // a whole item
        _ = SimulatedController(view: view)
        #expect(view.carousel.releaseContentOffset(forProposed: proposed, velocity: Point2D(x: 1, y: 0)) == proposed)
        view.delegate = .app  // the app's own object: no controller hears the release
        #expect(view.carousel.releaseContentOffset(forProposed: proposed, velocity: Point2D(x: 1, y: 0)) == alone)
    }

    @Test("the idle recentring without a controller waits for the finger, the pan and the deceleration")
    func idleRecentring() {
        let view = view(LayoutSettings(options: CarouselOptions(wrap: true)))
        view.layoutIfNeeded()
        view.scroll(to: Point2D(x: 30_000, y: 0))
        view.layoutIfNeeded()
        #expect(view.carousel.needsIdleRecentring)
        for state in [\SimulatedCollectionView.isTracking, \.isDragging, \.isDecelerating] {
            view[keyPath: state] = true
            #expect(!view.carousel.recentreIfIdle())
            view[keyPath: state] = false
        }
        #expect(view.carousel.recentreIfIdle())
        #expect(!view.carousel.needsIdleRecentring)
        // With a controller hearing the scroll view, recentring is the controller's.
        view.scroll(to: Point2D(x: 30_000, y: 0))
        _ = SimulatedController(view: view)
        #expect(!view.carousel.needsIdleRecentring)
    }

    @Test("a settings change with no collection view is recorded for the first pass")
    func settingsWithoutHost() {
        let layout = SimulatedLayout(driver: LayoutDriver())
        layout.changeSettings(to: LayoutSettings(type: .rotary))
        #expect(layout.driver.settings.type == .rotary)
        let view = view()
        view.layoutIfNeeded()
        let passes = view.passCount
        view.setSettings(LayoutSettings(type: .coverFlow))
        #expect(view.needsLayout)
        view.layoutIfNeeded()
        #expect(view.passCount == passes + 1)
        #expect(view.modelChanges.last == .configuration)
    }
}

/// What the layout tells its controller during a batch update, in each order the simulated host
/// calls it, and what a rectangle query at a handed-out target answers before the pass.
@Suite("LayoutShell: batch updates")
struct LayoutShellUpdateTests {
    func view(items: Int = 12) -> SimulatedCollectionView {
        let view = SimulatedCollectionView(
            layout: LayoutDriver(), bounds: Rect2D(x: 0, y: 0, width: 320, height: 480), sectionCounts: [items])
        view.layoutIfNeeded()
        return view
    }

    @Test(
        "pass first reports the new count at the pass and the update at finalize; update first, the update alone; the item is kept either way",
        arguments: SimulatedCollectionView.UpdateOrder.allCases)
    func reportedChanges(order: SimulatedCollectionView.UpdateOrder) {
        let view = view()
        let controller = SimulatedController(view: view)
        view.move(toScrollOffset: 5)
        view.layoutIfNeeded()
        let before = view.modelChanges.count
        let delete = CollectionUpdate(action: .delete, before: .init(section: 0, item: 1), after: nil)
        view.performBatchUpdates([delete], sectionCounts: [11], order: order, animationDuration: 0.25)
        // The pass that runs before prepare(forCollectionViewUpdates:) cannot know an update
        // follows: it reports the count it sees (a reload); the update, once set up, reports itself.
        let expected: [ModelChange] =
            order == .passFirst ? [.reload, .update(animationDuration: 0.25)] : [.update(animationDuration: 0.25)]
        #expect(Array(view.modelChanges[before...]) == expected)
        // Item 5 became item 4 (item 1 went) and stays centred; the engine hears where it is.
        #expect(view.carousel.currentItemIndexPath == IndexPath(indexes: [0, 4]))
        #expect(controller.driver.engine.currentItemIndex == 4)
        #expect(abs(controller.driver.engine.scrollOffset - view.liveScrollOffset) < 1e-9)
    }

    @Test("a rectangle asked at a delete-shifted target before the pass is answered as the pass will place it")
    func handedOutTarget() {
        let view = view()
        view.move(toScrollOffset: 5)
        view.layoutIfNeeded()
        let delete = CollectionUpdate(action: .delete, before: .init(section: 0, item: 0), after: nil)
        // UIKit asks the layout for the target and the rectangle there before the pass that
        // follows the update.
        let (early, target) = view.performBatchUpdates([delete], sectionCounts: [11], order: .updateFirst)
        // Not a clamp (the content is long enough): the content offset stays at 1 000 pt and the
        // strip's anchor moves by the deleted item, so item 5, now item 4, stays centred there.
        #expect(target == Point2D(x: 1_000, y: 0))
        #expect(view.carousel.currentItemIndexPath == IndexPath(indexes: [0, 4]))
        #expect(!early.isEmpty && early == view.visibleAttributes)
    }
}
