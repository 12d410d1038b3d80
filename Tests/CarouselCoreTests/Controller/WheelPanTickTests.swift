@_spi(Plumbing) import CarouselCore
import Testing

@Suite("A mouse wheel's tick through UIKit's discrete-scroll pan")
struct WheelPanTickTests {
    @Test("a began or changed pan with a translation is a tick of that delta, not precise")
    func ticks() {
        let delta = Point2D(x: -10, y: 0)
        for state in [1, 2] {
            let tick = ScrollWheelEvent(panStateCode: state, translation: delta)
            #expect(tick == ScrollWheelEvent(delta: delta, isPrecise: false))
        }
    }

    @Test("no translation, or a pan that is possible, ended, cancelled or failed, is no tick")
    func noTicks() {
        #expect(ScrollWheelEvent(panStateCode: 2, translation: .zero) == nil)
        #expect(ScrollWheelEvent(panStateCode: 1, translation: Point2D(x: -0.0, y: 0)) == nil)
        for state in [0, 3, 4, 5] {
            #expect(ScrollWheelEvent(panStateCode: state, translation: Point2D(x: 0, y: 12)) == nil)
        }
    }
}
