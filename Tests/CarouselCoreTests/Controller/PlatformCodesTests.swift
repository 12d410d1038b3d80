@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("Platform codes: focus headings, gesture phases and keys in the core's terms")
struct PlatformCodesTests {
    @Test(
        "UIFocusHeading's bits, left and right first",
        arguments: [
            (UInt(0), FocusHeading?.none), (1, .up), (2, .down), (4, .left), (8, .right), (16, .next),
            (32, .previous), (4 | 1, .left), (8 | 2, .right), (1 | 16, .up), (16 | 32, .next),
        ] as [(UInt, FocusHeading?)])
    func focusHeadings(bits: UInt, heading: FocusHeading?) {
        #expect(FocusHeading(focusHeadingBits: bits) == heading)
    }

    @Test(
        "NSEvent.Phase's bits, mayBegin first",
        arguments: [
            (UInt(0), ScrollWheelEvent.Phase.none), (1, .began), (2, .stationary), (4, .changed), (8, .ended),
            (16, .cancelled), (32, .mayBegin), (32 | 1, .mayBegin), (1 | 4, .began), (4 | 2, .changed),
            (2 | 8, .stationary), (8 | 16, .ended), (64, .none),
        ] as [(UInt, ScrollWheelEvent.Phase)])
    func phases(bits: UInt, phase: ScrollWheelEvent.Phase) {
        #expect(ScrollWheelEvent.Phase(eventPhaseBits: bits) == phase)
    }

    @Test(
        "function keys name the carousel's keys",
        arguments: [
            (0xF700, CarouselKey.up), (0xF701, .down), (0xF702, .left), (0xF703, .right), (0xF729, .home),
            (0xF72B, .end), (0xF72C, .pageUp), (0xF72D, .pageDown),
        ])
    func keys(code: Int, key: CarouselKey) {
        #expect(CarouselKey(functionKey: code, hasModifiers: false) == key)
        #expect(CarouselKey(functionKey: code, hasModifiers: true) == nil)
    }

    @Test("other keys are not the carousel's")
    func otherKeys() {
        #expect(CarouselKey(functionKey: nil, hasModifiers: false) == nil)
        #expect(CarouselKey(functionKey: 0xF704, hasModifiers: false) == nil)  // F1
        #expect(CarouselKey(functionKey: 0xF72A, hasModifiers: false) == nil)  // Begin
    }

    @Test("key commands: none until the carousel holds focus, then the axis' arrows, pages and ends")
    func commandKeys() {
        var c = DriverHarness()
        c.call(at: 0)
        #expect(c.driver.engine.commandKeys == [])
        c.call(at: 0.1) { $0.focusDidMove(to: 0, fromCarousel: false, at: 0.1, into: &$1) }
        #expect(c.driver.engine.commandKeys == [.left, .right, .pageUp, .pageDown, .home, .end])

        var v = DriverHarness(Fixtures.model(.linear, items: 12, vertical: true))
        v.call(at: 0)
        v.call(at: 0.1) { $0.focusDidMove(to: 0, fromCarousel: false, at: 0.1, into: &$1) }
        #expect(v.driver.engine.commandKeys == [.up, .down, .pageUp, .pageDown, .home, .end])

        var empty = DriverHarness(Fixtures.model(.linear, items: 0))
        empty.call(at: 0)
        empty.call(at: 0.1) { $0.focusDidMove(to: 0, fromCarousel: false, at: 0.1, into: &$1) }
        #expect(empty.driver.engine.commandKeys == [])
    }
}
