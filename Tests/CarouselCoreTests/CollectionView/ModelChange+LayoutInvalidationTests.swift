@_spi(Plumbing) import CarouselCore
import Testing

@Suite("ModelChange")
struct ModelChangeLayoutInvalidationTests {
    @Test(
        "a layout pass's change: none for a scroll, a reload for new counts, a resize for a new size, else configuration"
    )
    func forPass() {
        #expect(ModelChange.forPass([.reposition], countChanged: false, sizeChanged: false) == nil)
        #expect(ModelChange.forPass([], countChanged: true, sizeChanged: true) == nil)
        #expect(ModelChange.forPass(.all, countChanged: false, sizeChanged: false) == .reload)
        #expect(ModelChange.forPass([.rebuild], countChanged: true, sizeChanged: false) == .reload)
        #expect(ModelChange.forPass([.rebuild, .reposition], countChanged: false, sizeChanged: true) == .resize)
        #expect(ModelChange.forPass([.rebuild], countChanged: false, sizeChanged: false) == .configuration)
    }

    @Test("the environment defaults to a visible carousel without VoiceOver or Reduce Motion")
    func environment() {
        let e = InteractionEnvironment()
        #expect(e.isInWindow && !e.isVoiceOverRunning && !e.isReduceMotionEnabled)
    }
}
