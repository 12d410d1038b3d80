@_spi(Plumbing) import CarouselCore
import Testing

@Suite("TouchOwner: a control keeps a touch only on the card drawn on top")
struct TouchOwnerTests {
    @Test("no control: the carousel's touch")
    func noControl() {
        #expect(TouchOwner(isOnControl: false, controlItem: 2, topmostItem: 3) == .carousel)
        #expect(TouchOwner(isOnControl: false, controlItem: nil, topmostItem: nil) == .carousel)
    }

    @Test("a control on the card on top keeps it; on a card underneath it is withdrawn")
    func onCards() {
        #expect(TouchOwner(isOnControl: true, controlItem: 3, topmostItem: 3) == .control)
        #expect(TouchOwner(isOnControl: true, controlItem: 2, topmostItem: 3) == .withdrawnFromControl)
        #expect(TouchOwner(isOnControl: true, controlItem: 2, topmostItem: nil) == .withdrawnFromControl)
    }

    @Test("a control outside any carousel card keeps its touch")
    func outsideCards() {
        #expect(TouchOwner(isOnControl: true, controlItem: nil, topmostItem: 3) == .control)
        #expect(TouchOwner(isOnControl: true, controlItem: nil, topmostItem: nil) == .control)
    }
}
