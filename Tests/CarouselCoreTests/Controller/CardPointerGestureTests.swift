@_spi(Plumbing) import CarouselCore
import Testing

@Suite("CardPointerGesture")
struct CardPointerGestureTests {
    let a = Point2D(x: 10, y: 20)
    let b = Point2D(x: 40, y: 20)
    let c = Point2D(x: 200, y: 50)

    @Test("a drag is one down, drags and one up; a click is down then up")
    func dragAndClick() {
        var gesture = CardPointerGesture()
        #expect(gesture.changed(to: a, startedAt: a) == [.down(a)])
        #expect(gesture.changed(to: b, startedAt: a) == [.dragged(b)])
        #expect(gesture.ended(at: b, startedAt: a) == [.dragged(b), .up])
        #expect(gesture.start == nil)
        #expect(gesture.ended(at: c, startedAt: c) == [.down(c), .up])
        #expect(gesture.cancelled() == [])
    }

    @Test("a cancelled gesture gives the controller its mouse-up once")
    func cancelled() {
        var gesture = CardPointerGesture()
        _ = gesture.changed(to: a, startedAt: a)
        _ = gesture.changed(to: b, startedAt: a)
        #expect(gesture.cancelled() == [.up])
        #expect(gesture.cancelled() == [])
        // The end SwiftUI reports after its gesture state reset changes nothing more.
        #expect(gesture.changed(to: c, startedAt: c) == [.down(c)])
    }

    @Test("a gesture lost without a word ends when the next one begins elsewhere")
    func lostGesture() {
        var gesture = CardPointerGesture()
        _ = gesture.changed(to: b, startedAt: a)
        // The card was reused mid-drag: no end, no cancellation; the next click begins at c.
        #expect(gesture.changed(to: c, startedAt: c) == [.up, .down(c)])
        #expect(gesture.ended(at: c, startedAt: c) == [.dragged(c), .up])
    }
}
