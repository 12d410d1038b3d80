import CarouselCore
import Testing

@Suite("ScrollWheelEvent")
struct ScrollWheelEventTests {
    @Test("a wheel tick by default; phases named as the replay spells them")
    func defaults() {
        let tick = ScrollWheelEvent(delta: Point2D(x: 0, y: -1))
        #expect(tick.phase == .none && tick.momentumPhase == .none && !tick.isPrecise)
        #expect(
            ScrollWheelEvent.Phase.allCases.map(\.rawValue) == [
                "none", "mayBegin", "began", "changed", "stationary", "ended", "cancelled",
            ])
    }
}
