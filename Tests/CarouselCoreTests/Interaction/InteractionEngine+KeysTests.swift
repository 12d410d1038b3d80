@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

/// Linear, 12 items of 200 pt in 800×500 bounds (200 points per item, 4 items a page).
private func model(items: Int = 12, wrap: Bool = false, rtl: Bool = false) -> CarouselModel {
    var options = CarouselOptions()
    options.wrap = wrap
    var c = Fixtures.configuration(.linear, items: items, options)
    c.layoutDirection = rtl ? .rightToLeft : .leftToRight
    return CarouselModel(c)
}

@Suite("InteractionEngine: keys")
struct InteractionEngineKeysTests {
    @Test("→ scrolls one item over the scroll duration, framed as a scrolling animation")
    func rightArrow() {
        var d = EngineDriver(model())
        d.send(.key(.right), at: 0)
        #expect(d.refused.isEmpty)
        #expect(d.engine.isScrollingAnimation)
        d.settle()
        #expect(d.engine.scrollOffset == 1)
        #expect(d.names == ["willBeginScrollingAnimation", "currentItemDidChange", "didEndScrollingAnimation"])
        // iCarousel's 0.4 s scroll: the end lands on the first frame at or after 0.4 s.
        let end = try! #require(d.time(of: "didEndScrollingAnimation"))
        #expect(end >= 0.4 - 1e-9 && end < 0.4 + 1 / 60.0)
    }

    @Test("quick presses count from where the motion is heading: three presses, three items")
    func quickPresses() {
        var d = EngineDriver(model())
        d.send(.key(.right), at: 0)
        d.send(.key(.right), at: 0.05)
        d.send(.key(.right), at: 0.1)
        d.settle()
        #expect(d.engine.scrollOffset == 3)
        #expect(d.refused.isEmpty)
        // Each press ends the motion before it and starts its own.
        #expect(d.names.filter { $0 == "willBeginScrollingAnimation" }.count == 3)
        #expect(d.names.filter { $0 == "didEndScrollingAnimation" }.count == 3)
    }

    @Test("at an end, and across the axis, keys are refused and nothing moves")
    func refused() {
        var d = EngineDriver(model())
        d.send(.key(.left), at: 0)
        d.send(.key(.home), at: 0.1)
        d.send(.key(.pageUp), at: 0.2)
        d.send(.key(.up), at: 0.3)
        d.send(.key(.down), at: 0.4)
        #expect(d.refused == [0, 0.1, 0.2, 0.3, 0.4])
        #expect(d.reasons == [.atFirstItem, .alreadyThere, .atFirstItem, .acrossAxis, .acrossAxis])
        #expect(d.events.isEmpty && d.clock.isEmpty && d.offsets.isEmpty)
        var e = EngineDriver(model(), at: 11)
        e.send(.key(.right), at: 0)
        e.send(.key(.end), at: 0)
        e.send(.key(.pageDown), at: 0)
        #expect(e.reasons == [.atLastItem, .alreadyThere, .atLastItem])
    }

    @Test("a press toward an end already being reached is taken without a new motion")
    func alreadyHeading() {
        var d = EngineDriver(model())
        d.send(.key(.end), at: 0)
        d.send(.key(.end), at: 0.1)
        #expect(d.refused.isEmpty)
        #expect(d.names.filter { $0 == "willBeginScrollingAnimation" }.count == 1)
        d.settle()
        #expect(d.engine.scrollOffset == 11)
    }

    @Test("Home, End, Page Up and Page Down")
    func logicalKeys() {
        var d = EngineDriver(model(), at: 5)
        d.send(.key(.pageDown), at: 0)
        d.settle()
        #expect(d.engine.scrollOffset == 9)
        d.send(.key(.pageDown), at: d.now + 1)
        d.settle()
        #expect(d.engine.scrollOffset == 11)  // clamped at the end
        d.send(.key(.home), at: d.now + 1)
        d.settle()
        #expect(d.engine.scrollOffset == 0)
        d.send(.key(.end), at: d.now + 1)
        d.settle()
        #expect(d.engine.scrollOffset == 11)
        d.send(.key(.pageUp), at: d.now + 1)
        d.settle()
        #expect(d.engine.scrollOffset == 7)
    }

    @Test("wrapping: → past the last item goes on to item 0; End goes the shorter way back")
    func wrapping() {
        var d = EngineDriver(model(wrap: true), at: 11)
        d.send(.key(.right), at: 0)
        d.settle()
        #expect(d.engine.scrollOffset == 12)
        #expect(d.engine.currentItemIndex == 0)
        d.send(.key(.end), at: d.now + 1)
        d.settle()
        #expect(d.engine.scrollOffset == 11)  // one step back, not eleven forward
        // A single wrapping item has nowhere to go.
        var one = EngineDriver(model(items: 1, wrap: true))
        one.send(.key(.right), at: 0)
        one.send(.key(.pageDown), at: 0)
        #expect(one.reasons == [.singleWrappedItem, .singleWrappedItem])
        #expect(one.events.isEmpty)
    }

    @Test("right-to-left: ← goes to the next item")
    func rightToLeft() {
        var d = EngineDriver(model(rtl: true))
        d.send(.key(.left), at: 0)
        d.settle()
        #expect(d.engine.scrollOffset == 1)
        d.send(.key(.right), at: d.now + 1)
        d.settle()
        #expect(d.engine.scrollOffset == 0)
    }

    @Test("keys are refused while a finger is down, and with no items")
    func refusedDuringTouch() {
        var d = EngineDriver(model())
        d.send(.touchDown(Point2D(x: 400, y: 250)), at: 0)
        d.send(.key(.right), at: 0.05)
        #expect(d.refused == [0.05] && d.reasons == [.duringTouch])
        var empty = EngineDriver(model(items: 0))
        for key in CarouselKey.allCases { empty.send(.key(key), at: 0) }
        #expect(empty.reasons == Array(repeating: .noItems, count: CarouselKey.allCases.count))
        #expect(empty.events.isEmpty)
    }

    @Test("a key during a fling stops it and steps from where the carousel is")
    func duringFling() {
        var d = EngineDriver(model())
        d.send(.touchDown(Point2D(x: 400, y: 250)), at: 0)
        d.send(.dragMoved(Point2D(x: 330, y: 250)), at: 0.05)
        d.send(.touchUp(velocity: Point2D(x: -1500, y: 0), proposedOffset: nil), at: 0.1)
        d.run(until: 0.3)
        let s = d.engine.scrollOffset
        d.send(.key(.right), at: 0.3)
        #expect(d.names.contains("didEndDecelerating"))
        d.settle()
        #expect(d.engine.scrollOffset == s.rounded() + 1)
    }

    @Test("VoiceOver hears the item a key brings to rest")
    func announcement() {
        var d = EngineDriver(model())
        d.send(.environment(InteractionEnvironment(isVoiceOverRunning: true)), at: 0)
        d.send(.key(.right), at: 0)
        d.settle()
        #expect(d.events.last?.event == .announcement(index: 1))
    }
}
