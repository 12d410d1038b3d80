import CarouselCore
import Testing

private func model(_ type: CarouselType = .linear, items: Int = 12, wrap: Bool? = nil) -> CarouselModel {
    var options = CarouselOptions()
    options.wrap = wrap
    return CarouselModel(LayoutFixtures.configuration(type, items: items, options: options))
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
        #expect(names == ["willBeginDragging", "didEndDragging", "willBeginDecelerating", "didEndDecelerating",
                          "willBeginScrollingAnimation", "didEndScrollingAnimation"])
        #expect(d.engine.scrollOffset == offset.rounded())
    }

    @Test("a diffable apply mid-fling waits for the update's animation before settling or recentring")
    func updateMidFling() {
        var d = flicking(model())
        d.run(until: 0.3)
        let offset = d.engine.scrollOffset
        let recentresBefore = d.recentres.count
        // Two items inserted before the current one: the layout keeps it, 2 indexes on.
        d.send(.modelChanged(model(items: 14), scrollOffset: offset + 2, change: .update(animationDuration: 0.3)), at: 0.3)
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
            d.send(.modelChanged(model(.coverFlow2, items: count), scrollOffset: offset, change: .update(animationDuration: 0.3)), at: 0)
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
        var config = LayoutFixtures.configuration(.linear, scroll: paging)
        let before = CarouselModel(config)
        config.numberOfItems = 13
        let after = CarouselModel(config)
        var d = EngineDriver(before, at: 3)
        d.send(.touchDown(Point2D(x: 160, y: 240)), at: 0)
        d.send(.dragMoved(Point2D(x: 100, y: 240)), at: 0.05)  // 0.3 items toward 4
        d.send(.modelChanged(after, scrollOffset: d.engine.scrollOffset + 1, change: .update(animationDuration: 0)), at: 0.06)
        d.send(.touchUp(velocity: Point2D(x: -3000, y: 0), proposedOffset: nil), at: 0.1)
        d.settle()
        #expect(d.engine.scrollOffset == 5)  // one page from item 4 (item 3 before the insert)
    }
}

@Suite("InteractionEngine: taps and selection")
struct InteractionEngineTapTests {
    @Test("a tap on a side card selects it and scrolls it to the centre")
    func tapSideCard() {
        var d = EngineDriver(model(), at: 0)
        d.send(.touchDown(Point2D(x: 360, y: 240)), at: 0)  // item 1 is centred at x = 160 + 200
        d.send(.touchEnded, at: 0.1)
        #expect(d.taps == [1])
        d.settle()
        #expect(d.engine.scrollOffset == 1)
        #expect(d.names == ["willBeginScrollingAnimation", "didSelectItem", "currentItemDidChange", "didEndScrollingAnimation"])
        #expect(d.events[1].event == .didSelectItem(index: 1))
    }

    @Test("the tapped item is the one on top at touch-down, not where autoscroll carries it before the finger lifts")
    func topmostAtTouchDown() {
        var d = EngineDriver(model(wrap: true), at: 0)
        d.send(.autoscroll(2), at: 0)
        d.run(until: 0.5)  // offset 1: item 1 centred at x = 160
        d.send(.touchDown(Point2D(x: 160, y: 240)), at: 0.5)
        d.send(.touchEnded, at: 0.8)
        #expect(d.taps == [1])
    }

    @Test("a refused tap still lets the carousel settle; a tap on empty space settles on the current item")
    func refusedAndEmpty() {
        var d = EngineDriver(model(), at: 0.3)
        d.confirmsTaps = false
        d.send(.touchDown(Point2D(x: 160, y: 240)), at: 0)
        d.send(.touchEnded, at: 0.1)
        #expect(d.taps == [0])
        d.settle()
        #expect(d.engine.scrollOffset == 0)
        var e = EngineDriver(model(), at: 0.3)
        e.send(.touchDown(Point2D(x: 160, y: 20)), at: 0)  // above the cards
        e.send(.touchEnded, at: 0.1)
        #expect(e.taps.isEmpty)
        e.settle()
        #expect(e.engine.scrollOffset == 0)
        #expect(e.names.contains("willBeginScrollingAnimation"))
    }

    @Test("the engine owns a touch's selection while the finger is down and just after a tap")
    func ownsSelection() {
        var engine = InteractionEngine(model: model())
        #expect(!engine.ownsTouchSelection(at: 0))
        _ = engine.handle(.touchDown(Point2D(x: 160, y: 240)), at: 1)
        #expect(engine.ownsTouchSelection(at: 1))
        _ = engine.handle(.touchEnded, at: 1.1)
        #expect(engine.ownsTouchSelection(at: 1.1 + InteractionEngine.tapSelectionWindow))
        #expect(!engine.ownsTouchSelection(at: 1.2 + InteractionEngine.tapSelectionWindow))
    }

    @Test("selecting an index out of range is refused")
    func outOfRange() {
        var engine = InteractionEngine(model: model())
        #expect(!engine.handle(.select(12), at: 0).isAccepted)
        #expect(!engine.handle(.select(-1), at: 0).isAccepted)
    }

    @Test("VoiceOver hears each resting item once")
    func announcements() {
        var d = EngineDriver(model(), at: 0)
        d.send(.environment(InteractionEnvironment(isVoiceOverRunning: true)), at: 0)
        d.send(.scroll(.toItem(2, duration: 0.4)), at: 0)
        d.settle()
        d.send(.scroll(.toItem(2, duration: 0)), at: d.now)
        d.send(.scroll(.toItem(5, duration: 0)), at: d.now)
        #expect(d.events.compactMap { if case .announcement(let i) = $0.event { i } else { nil } } == [0, 2, 5])
        #expect(InteractionEngine.defaultAnnouncement(forItem: 2, of: 12) == "Item 3 of 12")
    }
}

@Suite("InteractionEngine: right-to-left")
struct InteractionEngineRightToLeftTests {
    @Test("in right-to-left a finger moving right moves toward later items, and a flick right flings forward")
    func fingerRight() {
        var config = LayoutFixtures.configuration(.linear)
        config.layoutDirection = .rightToLeft
        var d = EngineDriver(CarouselModel(config))
        d.send(.touchDown(Point2D(x: 160, y: 240)), at: 0)
        d.send(.dragMoved(Point2D(x: 230, y: 240)), at: 0.05)
        #expect(approx(d.engine.scrollOffset, 0.35))
        d.send(.touchUp(velocity: Point2D(x: 1500, y: 0), proposedOffset: nil), at: 0.1)
        d.settle()
        #expect(d.engine.scrollOffset == 3)
    }

    @Test("in right-to-left the tap on the card left of the centre selects the next item")
    func tapLeft() {
        var config = LayoutFixtures.configuration(.linear)
        config.layoutDirection = .rightToLeft
        var d = EngineDriver(CarouselModel(config))
        d.send(.touchDown(Point2D(x: 160 - 200, y: 240)), at: 0)
        d.send(.touchEnded, at: 0.05)
        #expect(d.taps == [1])
    }

    @Test("vertical carousels ignore the direction")
    func vertical() {
        var config = LayoutFixtures.configuration(.linear, vertical: true)
        config.layoutDirection = .rightToLeft
        var d = EngineDriver(CarouselModel(config))
        d.send(.touchDown(Point2D(x: 160, y: 240)), at: 0)
        d.send(.dragMoved(Point2D(x: 160, y: 170)), at: 0.05)
        #expect(approx(d.engine.scrollOffset, 0.35))
    }
}
