import CarouselCore
import Testing

/// The fixture carousel: linear, 12 items of 200 pt in a 320×480 view (item span 200 pt).
private func linear(items: Int = 12, wrap: Bool? = nil, scroll: ScrollSettings = ScrollSettings(),
                    type: CarouselType = .linear) -> CarouselModel {
    var options = CarouselOptions()
    options.wrap = wrap
    var config = LayoutFixtures.configuration(type, items: items, options: options, scroll: scroll)
    config.numberOfItems = items
    return CarouselModel(config)
}

@Suite("InteractionEngine: drags and releases")
struct InteractionEngineReleaseTests {
    /// A drag of 70 pt to the left then a flick at 1500 pt/s: 0.35 items, then 7.5 items/s.
    /// iCarousel: deceleration distance v / (2 × 30 × (1 − 0.95)) = 2.5 items, so the end
    /// 2.85 rounds up to item 3; the deceleration lasts (3 − 0.35) / (7.5 / 2) = 0.70667 s and a
    /// 0.01 s boundary scroll follows.
    @Test("a flick decelerates to iCarousel's resting item with UIScrollView's event sequence")
    func flick() {
        var d = EngineDriver(linear())
        d.send(.touchDown(Point2D(x: 160, y: 240)), at: 0)
        d.send(.dragMoved(Point2D(x: 90, y: 240)), at: 0.05)
        #expect(approx(d.engine.scrollOffset, 0.35))
        d.send(.touchUp(velocity: Point2D(x: -1500, y: 0), proposedOffset: nil), at: 0.1)
        d.settle()
        #expect(d.engine.scrollOffset == 3)
        #expect(d.names == ["willBeginDragging", "didEndDragging", "willBeginDecelerating",
                            "currentItemDidChange", "currentItemDidChange", "currentItemDidChange",
                            "didEndDecelerating"])
        #expect(d.events[1].event == .didEndDragging(willDecelerate: true))
        let end = try! #require(d.time(of: "didEndDecelerating"))
        #expect(end >= 0.1 + 2.65 / 3.75 + 0.01 - 1e-9 && end < 0.1 + 2.65 / 3.75 + 0.01 + 1 / 60.0)
        #expect(d.taps.isEmpty)
        // The clock runs from the release to the end, then stops.
        #expect(d.clock.map(\.isRunning) == [true, false])
        #expect(d.clock[0].time == 0.1)
        #expect(d.clock[1].time == end)
    }
}
