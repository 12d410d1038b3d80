@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

/// The README's custom-path example, compiled and checked so the README stays true.
@Suite("README examples")
struct ReadmeExampleTests {
    @Test("the custom path example places item 1 one item width right of and 12 pt below the focus")
    func customPathExample() {
        let arc = CustomPath(
            position: { offset, context in Point2D(x: offset * context.itemWidth, y: offset * offset * 12) },
            transform: { offset, base, _ in base.rotated(angle: offset * .pi / 16, x: 0, y: 0, z: 1) })
        var configuration = CarouselConfiguration(type: .custom, numberOfItems: 20, customPath: arc)
        configuration.focusPoint = Point2D(x: 0.5, y: 0.35)
        let model = CarouselModel(configuration)
        let placements = model.placements(at: 0)
        // Default bounds 800 × 500 and item width 200: the focus is (400, 175).
        let first = try! #require(placements.first { $0.index == 0 })
        let second = try! #require(placements.first { $0.index == 1 })
        #expect(approx(first.center.x, 400) && approx(first.center.y, 175))
        #expect(approx(second.center.x, 600) && approx(second.center.y, 187))
        // Item 1 turns by π/16 about z: m11 = cos(π/16).
        #expect(approx(second.transform.m11, 0.9807852804032304))
    }

    /// A 70 pt drag moves Cover Flow 70 × offsetMultiplier 2 / item width 200 = 0.7 items; the
    /// release at 1500 pt/s is 7.5 items/s, which decelerates 2.5 items: 3.2, rounded up to item 4.
    @Test("the interaction engine example flicks Cover Flow from item 0 to item 4")
    func interactionEngineExample() {
        var configuration = CarouselConfiguration(type: .coverFlow, numberOfItems: 20)
        configuration.bounds = Size2D(width: 800, height: 500)
        var engine = InteractionEngine(model: CarouselModel(configuration))
        var output = InteractionOutput()
        engine.handle(.touchDown(Point2D(x: 400, y: 250)), at: 0, into: &output)
        engine.handle(.dragMoved(Point2D(x: 330, y: 250)), at: 0.05, into: &output)
        #expect(approx(engine.scrollOffset, 0.7))
        engine.handle(.touchUp(velocity: Point2D(x: -1500, y: 0), proposedOffset: nil), at: 0.1, into: &output)
        var time = 0.1
        var events: [InteractionEvent] = []
        while engine.wantsFrames {
            time += 1.0 / 60
            engine.handle(.frame, at: time, into: &output)
            events += output.events
        }
        #expect(engine.currentItemIndex == 4 && engine.scrollOffset == 4)
        #expect(events.last == .didEndDecelerating)
    }
}
