@_spi(Plumbing) import CarouselCore
import Testing

@Suite("InteractionEvent and InteractionOutput")
struct InteractionEventTests {
    @Test(
        "events carry the names carousel-preview prints",
        arguments: [
            (InteractionEvent.willBeginDragging, "willBeginDragging"),
            (.didEndDragging(willDecelerate: true), "didEndDragging"),
            (.willBeginDecelerating, "willBeginDecelerating"), (.didEndDecelerating, "didEndDecelerating"),
            (.willBeginScrollingAnimation, "willBeginScrollingAnimation"),
            (.didEndScrollingAnimation, "didEndScrollingAnimation"),
            (.currentItemDidChange(index: 2), "currentItemDidChange"), (.didSelectItem(index: 1), "didSelectItem"),
            (.announcement(index: 0), "announcement"),
        ])
    func names(event: InteractionEvent, name: String) {
        #expect(event.name == name)
    }

    @Test("reset clears every field and keeps the events' storage")
    func reset() {
        var output = InteractionOutput()
        output.scrollOffset = 1
        output.releaseTarget = 2
        output.recentres = true
        output.toggle = 0.5
        output.tappedItem = 3
        output.refusal = .noItems
        output.frameClock = FrameClock(isRunning: true, frameRate: DisplayLinkPlan.frameRateRange(for: .animating))
        output.events = Array(repeating: .willBeginDragging, count: 8)
        let capacity = output.events.capacity
        output.reset()
        #expect(output.scrollOffset == nil && output.releaseTarget == nil && !output.recentres && output.toggle == nil)
        #expect(output.tappedItem == nil && output.frameClock == nil && output.isAccepted && output.events.isEmpty)
        #expect(output.events.capacity == capacity)
    }
}
