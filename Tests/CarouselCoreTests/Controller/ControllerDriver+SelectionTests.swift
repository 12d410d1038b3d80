@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("ControllerDriver: taps, selection and focus")
struct ControllerDriverSelectionTests {
    /// A tap on the centred card (item 0 at (400, 250)) at 1 s.
    private func tapped(selectsTopmostItem: Bool = true) -> (DriverHarness, ControllerOutput) {
        var c = DriverHarness()
        c.driver.selectsTopmostItem = selectsTopmostItem
        c.call(at: 0)
        c.feed(.touchDown(Point2D(x: 400, y: 250)), at: 1)
        let up = c.feed(.touchEnded, at: 1.05)
        return (c, up)
    }

    @Test("a tap names the card on top; UIKit's own selection of the touch is refused for half a second")
    func tap() {
        let (c, up) = tapped()
        #expect(up.tappedItem == 0)
        #expect(c.driver.refusesPlatformSelection(at: 1.1))
        #expect(c.driver.primaryActionItem(at: 1.1) == .item(0))
        #expect(c.driver.refusesPlatformSelection(at: 1.6) == false)
        #expect(c.driver.primaryActionItem(at: 1.6) == .platform)
    }

    @Test("with selectsTopmostItem off the platform's hit test selects")
    func platformSelects() {
        var (c, up) = tapped(selectsTopmostItem: false)
        #expect(up.tappedItem == nil)
        #expect(c.driver.refusesPlatformSelection(at: 1.1) == false)
        let out = c.call(at: 1.2) { $0.platformDidSelect(item: 3, at: 1.2, into: &$1) }
        #expect(out.events.contains(.didSelectItem(index: 3)))
    }

    @Test("a platform selection is forwarded while another layout is in charge")
    func forwardedSelection() {
        var c = DriverHarness()
        c.facts.showsCarousel = false
        let out = c.call(at: 0) { $0.platformDidSelect(item: 3, at: 0, into: &$1) }
        #expect(out.forwardsCall && out.events.isEmpty)
    }

    @Test("VoiceOver's activation goes through the platform's gates as a tap would")
    func accessibilityActivation() {
        var c = DriverHarness()
        c.call(at: 0)
        var exists = false
        let out = c.call(at: 0.1) { exists = $0.activateItem(4, at: 0.1, into: &$1) }
        #expect(exists && out.tappedItem == 4)
        c.call(at: 0.2) { exists = $0.activateItem(12, at: 0.2, into: &$1) }
        #expect(exists == false)
        #expect(c.driver.itemToCentre(onAccessibilityFocus: 4) == 4)
        #expect(c.driver.itemToCentre(onAccessibilityFocus: 0) == nil)
    }

    @Test("focus: the current card only, entering on it; a move along the axis turns the carousel")
    func focus() {
        var c = DriverHarness()
        c.call(at: 0)
        #expect(c.driver.allowsFocus(onItem: 0))
        #expect(c.driver.allowsFocus(onItem: 5) == false)
        #expect(c.driver.allowsFocus(onItem: nil) == false)
        #expect(c.driver.preferredFocusItem == .item(0))
        c.call(at: 0.1) { $0.focusDidMove(to: 0, fromCarousel: false, at: 0.1, into: &$1) }
        #expect(c.driver.engine.holdsFocus)
        var asksApp = true
        c.call(at: 0.2) {
            asksApp = $0.focusWillMove(.right, fromCarousel: true, toCarousel: true, at: 0.2, into: &$1)
        }
        #expect(asksApp == false && c.driver.engine.isAnimating)
        // Across the axis focus leaves, but never onto another of the overlapping cards.
        c.call(at: 0.3) { asksApp = $0.focusWillMove(.up, fromCarousel: true, toCarousel: true, at: 0.3, into: &$1) }
        #expect(asksApp == false)
        c.call(at: 0.3) { asksApp = $0.focusWillMove(.up, fromCarousel: true, toCarousel: false, at: 0.3, into: &$1) }
        #expect(asksApp)
        c.facts.showsCarousel = false
        c.call(at: 0.4)
        #expect(c.driver.allowsFocus(onItem: 5) && c.driver.preferredFocusItem == .platform)
    }
}
