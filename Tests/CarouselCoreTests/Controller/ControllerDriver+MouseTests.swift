@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

/// AppKit's controller: clicks within 4 pt are clicks; dragging off unless allowed.
private func mac(allowsDragging: Bool = false) -> DriverHarness {
    var c = DriverHarness()
    c.driver.settings.platformDecelerates = false
    c.driver.settings.dragThreshold = 4
    c.driver.settings.allowsDragging = allowsDragging
    c.call(at: 0)
    return c
}

@Suite("ControllerDriver: mouse")
struct ControllerDriverMouseTests {
    @Test("a click selects the card on top; a double click's second release activates it")
    func doubleClick() {
        var c = mac()
        c.call(at: 1) { $0.mouseDown(at: Point2D(x: 400, y: 250), clickCount: 1, at: 1, into: &$1) }
        let first = c.call(at: 1.1) { $0.mouseUp(clickCount: 1, at: 1.1, into: &$1) }
        #expect(first.tappedItem == 0 && first.activatedItem == nil)
        let down = c.call(at: 1.2) { $0.mouseDown(at: Point2D(x: 400, y: 250), clickCount: 2, at: 1.2, into: &$1) }
        #expect(down.events.isEmpty && down.tappedItem == nil)
        let second = c.call(at: 1.3) { $0.mouseUp(clickCount: 2, at: 1.3, into: &$1) }
        #expect(second.activatedItem == 0)
    }

    @Test("a double click's second press moved beyond the threshold activates nothing")
    func cancelledDoubleClick() {
        var c = mac()
        c.call(at: 1) { $0.mouseDown(at: Point2D(x: 400, y: 250), clickCount: 1, at: 1, into: &$1) }
        c.call(at: 1.1) { $0.mouseUp(clickCount: 1, at: 1.1, into: &$1) }
        c.call(at: 1.2) { $0.mouseDown(at: Point2D(x: 400, y: 250), clickCount: 2, at: 1.2, into: &$1) }
        c.call(at: 1.25) { $0.mouseDragged(to: Point2D(x: 405, y: 250), at: 1.25, into: &$1) }
        #expect(c.call(at: 1.3) { $0.mouseUp(clickCount: 2, at: 1.3, into: &$1) }.activatedItem == nil)
    }

    @Test("a click-drag moves the carousel when allowed: 100 pt left is half an item")
    func drag() {
        var c = mac(allowsDragging: true)
        c.call(at: 1) { $0.mouseDown(at: Point2D(x: 400, y: 250), clickCount: 1, at: 1, into: &$1) }
        c.call(at: 1.01) { $0.mouseDragged(to: Point2D(x: 350, y: 250), at: 1.01, into: &$1) }
        c.call(at: 1.02) { $0.mouseDragged(to: Point2D(x: 300, y: 250), at: 1.02, into: &$1) }
        #expect(c.driver.engine.isDragging)
        #expect(approx(c.shownOffset, 0.5))
        let up = c.call(at: 1.03) { $0.mouseUp(clickCount: 1, at: 1.03, into: &$1) }
        #expect(up.tappedItem == nil && c.driver.engine.isDecelerating)
    }

    @Test("mouse presses are not the carousel's while another layout is shown")
    func inactive() {
        var c = mac()
        c.facts.showsCarousel = false
        let down = c.call(at: 1) { $0.mouseDown(at: Point2D(x: 400, y: 250), clickCount: 1, at: 1, into: &$1) }
        let up = c.call(at: 1.1) { $0.mouseUp(clickCount: 1, at: 1.1, into: &$1) }
        #expect(down.isAccepted == false && up.tappedItem == nil)
    }
}
