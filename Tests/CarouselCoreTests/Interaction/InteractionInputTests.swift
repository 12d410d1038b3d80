@_spi(Plumbing) import CarouselCore
import Testing

@Suite("InteractionInput")
struct InteractionInputTests {
    @Test("only programmatic scrolls ask for a pending layout pass first")
    func needsLayoutPass() {
        #expect(InteractionInput.scroll(.toItem(3, duration: 0)).needsLayoutPass)
        #expect(InteractionInput.scroll(.byOffset(1, duration: 0.4)).needsLayoutPass)
        #expect(!InteractionInput.autoscroll(1).needsLayoutPass)
        #expect(!InteractionInput.stopScrolling.needsLayoutPass)
        #expect(!InteractionInput.frame.needsLayoutPass)
    }
}
