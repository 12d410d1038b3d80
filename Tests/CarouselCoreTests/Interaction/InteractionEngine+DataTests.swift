@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

private func model(_ type: CarouselType = .linear, items: Int = 12, wrap: Bool? = nil) -> CarouselModel {
    var options = CarouselOptions()
    options.wrap = wrap
    return Fixtures.model(type, items: items, options, bounds: Fixtures.portrait)
}

/// Starts the fixture flick (0.35 items dragged, released at 7.5 items/s toward item 3).
private func flicking(_ m: CarouselModel, settings: InteractionSettings = InteractionSettings()) -> EngineDriver {
    var d = EngineDriver(m, settings: settings)
    d.send(.touchDown(Point2D(x: 160, y: 240)), at: 0)
    d.send(.dragMoved(Point2D(x: 90, y: 240)), at: 0.05)
    d.send(.touchUp(velocity: Point2D(x: -1500, y: 0), proposedOffset: nil), at: 0.1)
    return d
}

@Suite("InteractionEngine: data changes")
struct InteractionEngineDataTests {
    @Test("a reload mid-fling stops the motion, reports its end on the next frame and settles")
    func reloadMidFling() {
        var d = flicking(model())
        d.run(until: 0.3)
        let offset = d.engine.scrollOffset  // between items, moving
        var output = InteractionOutput()
        d.engine.handle(.modelChanged(model(items: 20), scrollOffset: offset, change: .reload), at: 0.3, into: &output)
        // Inside the platform's layout pass: nothing but a frame request.
        #expect(output.events.isEmpty && output.scrollOffset == nil && !output.recentres)
        #expect(!d.engine.isAnimating && d.engine.wantsFrames)
        d.settle()
        let names = d.names.filter { !$0.hasPrefix("current") }
        #expect(
            names == [
                "willBeginDragging", "didEndDragging", "willComeToRest", "willBeginDecelerating", "didEndDecelerating",
                "willBeginScrollingAnimation", "didEndScrollingAnimation",
            ])
        #expect(d.engine.scrollOffset == offset.rounded())
    }

    @Test("a diffable apply mid-fling waits for the update's animation before settling or recentring")
    func updateMidFling() {
        var d = flicking(model())
        d.run(until: 0.3)
        let offset = d.engine.scrollOffset
        let recentresBefore = d.recentres.count
        // Two items inserted before the current one: the layout keeps it, 2 indexes on.
        d.send(
            .modelChanged(model(items: 14), scrollOffset: offset + 2, change: .update(animationDuration: 0.3)), at: 0.3)
        #expect(d.engine.isUpdateAnimating)
        d.run(until: 0.59)
        #expect(d.engine.scrollOffset == offset + 2)  // nothing moved during the animation
        #expect(d.recentres.count == recentresBefore)
        #expect(!d.names.contains("willBeginScrollingAnimation"))
        d.settle()
        #expect(!d.engine.isUpdateAnimating)
        let settleStart = try! #require(d.time(of: "willBeginScrollingAnimation"))
        #expect(settleStart >= 0.6 - 1e-9)
        #expect(d.engine.scrollOffset == (offset + 2).rounded())
        #expect(d.recentres.last.map { $0 >= 0.6 } == true)
    }

    @Test("an insert before the current item reports its new index, without a scroll")
    func insertReportsIndex() {
        var d = EngineDriver(model(), at: 3)
        d.send(.modelChanged(model(items: 13), scrollOffset: 4, change: .update(animationDuration: 0.3)), at: 0)
        d.settle()
        #expect(d.events.map(\.event) == [.currentItemDidChange(index: 4)])
        #expect(d.offsets.isEmpty)
    }

    @Test("Cover Flow 2 does not flip the centre card after an insert or delete before it")
    func coverFlow2Toggle() {
        for (count, offset) in [(13, 4.0), (11, 2.0)] {
            var d = EngineDriver(model(.coverFlow2), at: 3)
            d.send(
                .modelChanged(
                    model(.coverFlow2, items: count), scrollOffset: offset, change: .update(animationDuration: 0.3)),
                at: 0)
            d.settle()
            #expect(d.toggles.isEmpty, "toggle moved: \(d.toggles)")
            #expect(d.engine.toggleState.value == 0)
        }
    }

    @Test("Cover Flow 2 still flips when the user scrolls to another item")
    func coverFlow2Scroll() {
        var d = EngineDriver(model(.coverFlow2), at: 3)
        d.send(.scroll(.toItem(4, duration: 0)), at: 0)
        #expect(d.toggles.first == -1)
    }

    @Test("deleting every item leaves offset 0, index −1 and no frames")
    func deleteAll() {
        var d = flicking(model())
        d.run(until: 0.2)
        d.send(.modelChanged(model(items: 0), scrollOffset: 0, change: .reload), at: 0.2)
        d.settle()
        #expect(d.engine.scrollOffset == 0 && d.engine.currentItemIndex == -1)
        #expect(d.events.last?.event == .currentItemDidChange(index: -1))
        #expect(!d.engine.wantsFrames)
    }

    @Test("a drag keeps paging from the same item when an update shifts the indexes under it")
    func dragAcrossUpdate() {
        var paging = ScrollSettings()
        paging.pagingEnabled = true
        var config = Fixtures.configuration(.linear, bounds: Fixtures.portrait, scrollSettings: paging)
        let before = CarouselModel(config)
        config.numberOfItems = 13
        let after = CarouselModel(config)
        var d = EngineDriver(before, at: 3)
        d.send(.touchDown(Point2D(x: 160, y: 240)), at: 0)
        d.send(.dragMoved(Point2D(x: 100, y: 240)), at: 0.05)  // 0.3 items toward 4
        d.send(
            .modelChanged(after, scrollOffset: d.engine.scrollOffset + 1, change: .update(animationDuration: 0)),
            at: 0.06)
        d.send(.touchUp(velocity: Point2D(x: -3000, y: 0), proposedOffset: nil), at: 0.1)
        d.settle()
        #expect(d.engine.scrollOffset == 5)  // one page from item 4 (item 3 before the insert)
    }
}

@Suite("InteractionEngine: data changes in UIKit's order")
struct InteractionEngineUIKitDataTests {
    /// UIKit during `apply(_:animatingDifferences: true)` mid-fling: the layout's `prepare()` sees
    /// the new counts first (a reload, at the old offset), then `prepare(forCollectionViewUpdates:)`
    /// and `finalizeCollectionViewUpdates()` report the update with the kept item's offset and
    /// `UIView.inheritedAnimationDuration`.
    @Test("a diffable apply mid-fling: reload pass, then the update; one end event, a settle after the animation")
    func diffableApply() {
        var settings = InteractionSettings()
        settings.platformDecelerates = true
        var d = EngineDriver(model(), settings: settings)
        d.send(.touchDown(Point2D(x: 160, y: 240)), at: 0)
        d.send(.dragBegan, at: 0.02)
        d.send(.scrolled(to: 0.35), at: 0.05)
        d.send(.touchUp(velocity: Point2D(x: -1500, y: 0), proposedOffset: nil), at: 0.1)
        d.send(.touchEnded, at: 0.1)
        d.run(until: 0.3)
        let offset = d.engine.scrollOffset
        d.send(.modelChanged(model(items: 13), scrollOffset: offset, change: .reload), at: 0.31)
        d.send(
            .modelChanged(model(items: 13), scrollOffset: offset + 1, change: .update(animationDuration: 0.3)), at: 0.31
        )
        d.settle()
        let names = d.names.filter { !$0.hasPrefix("current") }
        #expect(
            names == [
                "willBeginDragging", "didEndDragging", "willComeToRest", "willBeginDecelerating", "didEndDecelerating",
                "willBeginScrollingAnimation", "didEndScrollingAnimation",
            ])
        #expect(try! #require(d.time(of: "willBeginScrollingAnimation")) >= 0.61 - 1e-9)
        #expect(d.engine.scrollOffset == (offset + 1).rounded())
    }

    /// `reloadData()` then `scrollToItem(at:)` at once: the controller runs the pending layout
    /// pass first (the counts changed), so the engine hears the reload before the scroll.
    @Test("reloadData then an immediate scrollToItem reaches an item that exists only after the reload")
    func reloadThenScroll() {
        var d = EngineDriver(model(items: 5), at: 2)
        d.send(.modelChanged(model(items: 40), scrollOffset: 2, change: .reload), at: 1)
        d.send(.scroll(.toItem(30, duration: 0.4)), at: 1)
        d.settle()
        #expect(d.engine.scrollOffset == 30)
        #expect(
            d.names.filter { !$0.hasPrefix("current") } == ["willBeginScrollingAnimation", "didEndScrollingAnimation"])
    }
}
