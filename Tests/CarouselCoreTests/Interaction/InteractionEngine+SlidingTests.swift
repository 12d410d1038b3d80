@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

private func model(_ type: CarouselType = .linear, items: Int = 5, wrap: Bool? = nil) -> CarouselModel {
    var options = CarouselOptions()
    options.wrap = wrap
    return Fixtures.model(type, items: items, options, bounds: Fixtures.portrait)
}

/// The times of the events with that name.
private func times(_ d: EngineDriver, of name: String) -> [Double] {
    d.events.filter { $0.event.name == name }.map(\.time)
}

@Suite("InteractionEngine: automatic sliding")
struct InteractionEngineSlidingTests {
    @Test("at rest, slides begin at exactly N, 2N, 3N, each to the next item over 0.4 s, with no frames between")
    func cadence() {
        var d = EngineDriver(model(), at: 0)
        d.send(.automaticSliding(interval: 2), at: 0)
        #expect(d.engine.automaticSlidingInterval == 2)
        #expect(d.engine.nextWakeTime == 2 && d.engine.nextSlideTime == 2)
        #expect(!d.engine.wantsFrames)
        // The frame clock stays stopped and names the wake-up instead.
        #expect(d.wakeRequests.count == 1 && d.wakeRequests[0].wake == 2)
        d.run(until: 1.99)
        #expect(d.frameCount == 0 && d.wakes.isEmpty && d.events.isEmpty)
        d.run(until: 6.5)
        #expect(d.wakes == [2, 4, 6])
        #expect(times(d, of: "willBeginScrollingAnimation") == [2, 4, 6])
        let ends = times(d, of: "didEndScrollingAnimation")
        #expect(ends.count == 3 && zip(ends, [2.4, 4.4, 6.4]).allSatisfy { approx($0, $1) })
        #expect(d.engine.scrollOffset == 3 && d.engine.currentItemIndex == 3)
        // 0.4 s at 60 Hz: 24 display frames per slide, none while waiting.
        #expect(d.frameCount == 72)
        #expect(d.clock.map(\.isRunning) == [false, true, false, true, false, true, false])
        #expect(d.engine.nextWakeTime == 8)
    }

    @Test("each slide reports what a programmatic scroll reports: begin, the current item, end")
    func events() {
        var d = EngineDriver(model(), at: 1)
        d.send(.automaticSliding(interval: 1), at: 0)
        d.run(until: 1.5)
        #expect(d.names == ["willBeginScrollingAnimation", "currentItemDidChange", "didEndScrollingAnimation"])
        #expect(d.events[1].event == .currentItemDidChange(index: 2))
        #expect(d.engine.isAtRest && !d.engine.isScrollingAnimation)
    }

    @Test("not wrapping, the last item slides back to the first in one slide, as FSPagerView's")
    func backToFirst() {
        var d = EngineDriver(model(items: 5, wrap: false), at: 4)
        d.send(.automaticSliding(interval: 1), at: 0)
        d.run(until: 1.2)
        #expect(d.engine.isScrollingAnimation)
        d.run(until: 1.5)
        #expect(d.engine.scrollOffset == 0)
        #expect(
            d.events.compactMap { if case .currentItemDidChange(let i) = $0.event { i } else { nil } } == [3, 2, 1, 0])
        #expect(times(d, of: "didEndScrollingAnimation").count == 1)
        d.run(until: 2.5)
        #expect(d.engine.scrollOffset == 1)
    }

    @Test("wrapping, the last item slides forward to the first, and on round")
    func wrapsForward() {
        var d = EngineDriver(model(items: 3, wrap: true), at: 2)
        d.send(.automaticSliding(interval: 1), at: 0)
        d.run(until: 1.5)
        #expect(d.engine.scrollOffset == 3 && d.engine.currentItemIndex == 0)
        // Forward all the way: every offset shown went up.
        let shown = d.offsets.map(\.offset)
        #expect(zip(shown, shown.dropFirst()).allSatisfy { $0 <= $1 })
        d.run(until: 3.5)
        #expect(d.engine.scrollOffset == 5 && d.engine.currentItemIndex == 2)
    }

    @Test("two items wrapping: each slide goes forward, never back", arguments: [0.0, 1.0])
    func twoWrapped(start: Double) {
        var d = EngineDriver(model(items: 2, wrap: true), at: start)
        d.send(.automaticSliding(interval: 1), at: 0)
        d.run(until: 2.5)
        #expect(d.engine.scrollOffset == start + 2)
    }

    @Test("a touch pauses the slides; the full interval starts again when the carousel rests")
    func touchPauses() {
        var d = EngineDriver(model(), at: 0)
        d.send(.automaticSliding(interval: 2), at: 0)
        d.send(.touchDown(Point2D(x: 5, y: 5)), at: 1.5)
        #expect(d.engine.nextWakeTime == nil && d.engine.nextSlideTime == nil)
        #expect(d.wakeRequests.last?.wake == nil)
        d.run(until: 3)
        #expect(d.wakes.isEmpty && times(d, of: "willBeginScrollingAnimation").isEmpty)
        d.send(.touchCancelled, at: 3)
        // At rest again at 3: the next slide 2 s later, not on the old cadence (4).
        #expect(d.engine.nextWakeTime == 5)
        d.run(until: 5.1)
        #expect(times(d, of: "willBeginScrollingAnimation") == [5])
    }

    @Test("after a drag and release, the interval counts from where the release comes to rest")
    func afterRelease() {
        var d = EngineDriver(model(items: 12), at: 0)
        d.send(.automaticSliding(interval: 2), at: 0)
        d.send(.touchDown(Point2D(x: 160, y: 240)), at: 1)
        d.send(.dragMoved(Point2D(x: 100, y: 240)), at: 1.05)
        d.send(.touchUp(velocity: Point2D(x: -600, y: 0), proposedOffset: nil), at: 1.1)
        #expect(d.engine.nextSlideTime == nil)
        d.run(until: 4)
        guard let rest = d.time(of: "didEndDecelerating") else {
            Issue.record("the release never came to rest")
            return
        }
        let resting = d.engine.scrollOffset
        d.run(until: rest + 2.5)
        #expect(times(d, of: "willBeginScrollingAnimation").map { approx($0, rest + 2) } == [true])
        #expect(d.engine.scrollOffset == resting + 1)
    }

    @Test("another scroll pauses the slides; they start again a whole interval after it rests")
    func programmaticScroll() {
        var d = EngineDriver(model(items: 12), at: 0)
        d.send(.automaticSliding(interval: 2), at: 0)
        d.send(.scroll(.toItem(6, duration: 0.4)), at: 1)
        #expect(d.engine.nextSlideTime == nil)
        d.run(until: 3.3)
        #expect(d.wakes.isEmpty)
        #expect(d.engine.nextWakeTime.map { approx($0, 3.4) } == true)
        d.run(until: 4)
        #expect(d.engine.currentItemIndex == 7)
    }

    @Test(
        "paused while focused, under VoiceOver, with Reduce Motion, off-window and in a layout switch; the interval restarts",
        arguments: ["focus", "voiceOver", "reduceMotion", "offWindow", "layoutSwitch"])
    func pauses(reason: String) {
        var d = EngineDriver(model(), at: 0)
        d.send(.automaticSliding(interval: 2), at: 0)
        switch reason {
        case "focus": d.send(.focusChanged(item: 0), at: 1)
        case "voiceOver": d.send(.environment(InteractionEnvironment(isVoiceOverRunning: true)), at: 1)
        case "reduceMotion": d.send(.environment(InteractionEnvironment(isReduceMotionEnabled: true)), at: 1)
        case "offWindow": d.send(.environment(InteractionEnvironment(isInWindow: false)), at: 1)
        default: d.send(.environment(InteractionEnvironment(isInLayoutTransition: true)), at: 1)
        }
        #expect(d.engine.nextWakeTime == nil)
        d.run(until: 5)
        #expect(d.wakes.isEmpty && d.engine.scrollOffset == 0 && !d.engine.wantsFrames)
        if reason == "focus" {
            d.send(.focusChanged(item: nil), at: 5)
        } else {
            d.send(.environment(InteractionEnvironment()), at: 5)
        }
        #expect(d.engine.nextWakeTime == 7)
        d.run(until: 7.5)
        #expect(d.engine.scrollOffset == 1)
    }

    @Test("VoiceOver turned on mid-slide: the slide ends, the rest is announced as after autoscroll, no slide follows")
    func voiceOverMidSlide() {
        var d = EngineDriver(model(), at: 0)
        d.send(.automaticSliding(interval: 1), at: 0)
        d.run(until: 1.2)
        d.send(.environment(InteractionEnvironment(isVoiceOverRunning: true)), at: 1.2)
        d.run(until: 5)
        #expect(d.engine.scrollOffset == 1)
        #expect(d.events.contains { $0.event == .announcement(index: 1) })
        #expect(times(d, of: "willBeginScrollingAnimation") == [1])
    }

    @Test("while autoscroll moves the carousel no slide fires; autoscroll stopped at the end, the slides take over")
    func autoscrollFirst() {
        var d = EngineDriver(model(items: 3, wrap: false), at: 0)
        d.send(.automaticSliding(interval: 1), at: 0)
        d.send(.autoscroll(4), at: 0)
        #expect(d.engine.isAutoscrolling && d.engine.nextSlideTime == nil)
        d.run(until: 0.6)
        // Autoscroll reached the last item at 0.5 s and stopped: at rest there, the cadence starts.
        #expect(d.engine.scrollOffset == 2 && !d.engine.isAutoscrolling)
        #expect(d.engine.nextWakeTime.map { approx($0, 1.5) } == true)
    }

    @Test("0 or 1 items never slide and never ask for a wake-up", arguments: [0, 1])
    func tooFewItems(count: Int) {
        var d = EngineDriver(model(items: count, wrap: true), at: 0)
        d.send(.automaticSliding(interval: 1), at: 0)
        #expect(d.engine.automaticSlidingInterval == 1)
        d.run(until: 10)
        #expect(d.engine.nextWakeTime == nil && d.wakes.isEmpty && d.events.isEmpty && d.frameCount == 0)
    }

    @Test(
        "0, negative, NaN and infinite intervals are off; below 0.1 s counts as 0.1 s",
        arguments: [(0.0, 0.0), (-3.0, 0.0), (Double.nan, 0.0), (Double.infinity, 0.0), (0.01, 0.1), (2.5, 2.5)])
    func intervals(given: Double, expected: Double) {
        var d = EngineDriver(model(), at: 0)
        d.send(.automaticSliding(interval: given), at: 1)
        #expect(d.engine.automaticSlidingInterval == expected)
        #expect(d.engine.nextWakeTime == (expected > 0 ? 1 + expected : nil))
    }

    @Test("turning sliding off cancels the wake-up; changing the interval counts the new one from then")
    func offAndChanged() {
        var d = EngineDriver(model(), at: 0)
        d.send(.automaticSliding(interval: 2), at: 0)
        d.send(.automaticSliding(interval: 0), at: 1)
        #expect(d.engine.nextWakeTime == nil && d.wakeRequests.last?.wake == nil)
        d.send(.automaticSliding(interval: 3), at: 1.5)
        #expect(d.engine.nextWakeTime == 4.5)
        // The same interval again changes nothing.
        d.send(.automaticSliding(interval: 3), at: 2)
        #expect(d.engine.nextWakeTime == 4.5)
    }

    @Test("an interval shorter than the slide: the next slide waits for the first multiple after it rests")
    func shortInterval() {
        var d = EngineDriver(model(items: 12), at: 0)
        d.send(.automaticSliding(interval: 0.1), at: 0)
        d.run(until: 1.0)
        // 0.1, then 0.5 (0.2–0.4 fall inside the first slide), then 0.9.
        let begins = times(d, of: "willBeginScrollingAnimation")
        #expect(begins.count == 3 && zip(begins, [0.1, 0.5, 0.9]).allSatisfy { approx($0, $1) })
    }

    @Test("an interval equal to the slide's duration slides back to back, the next beginning as the last ends")
    func backToBack() {
        var d = EngineDriver(model(items: 12), at: 0)
        d.send(.automaticSliding(interval: 0.4), at: 0)
        d.run(until: 1.25)
        let begins = times(d, of: "willBeginScrollingAnimation")
        #expect(begins.count == 3 && zip(begins, [0.4, 0.8, 1.2]).allSatisfy { approx($0, $1) })
        // Only the first slide was woken: the others begin on the frame the one before ends on.
        #expect(d.wakes == [0.4])
    }

    @Test("a late wake-up slides at once and keeps the cadence")
    func lateWake() {
        var d = EngineDriver(model(), at: 0)
        d.send(.automaticSliding(interval: 2), at: 0)
        d.stalledFrame(at: 2.25)  // the timer fired 0.25 s late
        #expect(d.engine.isScrollingAnimation)
        d.run(until: 3)
        #expect(d.engine.nextWakeTime == 4)
    }

    @Test("an early wake-up slides nothing and names the same wake-up again")
    func earlyWake() {
        var d = EngineDriver(model(), at: 0)
        d.send(.automaticSliding(interval: 2), at: 0)
        d.stalledFrame(at: 1.999)
        #expect(!d.engine.isScrollingAnimation && d.events.isEmpty)
        #expect(d.wakeRequests.map(\.wake) == [2, 2])
    }

    @Test("a reload mid-slide ends the slide without a crash; slides go on with the new items after the next rest")
    func reloadMidSlide() {
        var d = EngineDriver(model(items: 5), at: 3)
        d.send(.automaticSliding(interval: 1), at: 0)
        d.run(until: 1.2)
        d.send(.modelChanged(model(items: 0), scrollOffset: 0, change: .reload), at: 1.2)
        d.run(until: 3)
        #expect(d.engine.scrollOffset == 0 && d.engine.nextWakeTime == nil)
        #expect(times(d, of: "didEndScrollingAnimation").count == 1)
        d.send(.modelChanged(model(items: 2), scrollOffset: 0, change: .reload), at: 3)
        d.run(until: 3.1)
        #expect(d.engine.nextWakeTime.map { approx($0, 4 + 1.0 / 60) } == true)
        d.run(until: 6)
        #expect(d.engine.currentItemIndex == 0 && times(d, of: "willBeginScrollingAnimation").count == 3)
    }

    @Test("a scroll duration of 0 jumps to the next item at each slide")
    func jumps() {
        var settings = InteractionSettings()
        settings.scrollDuration = 0
        var d = EngineDriver(model(), at: 0, settings: settings)
        d.send(.automaticSliding(interval: 1), at: 0)
        d.run(until: 2.5)
        #expect(d.engine.scrollOffset == 2 && d.frameCount == 0 && d.wakes == [1, 2])
        #expect(!d.names.contains("willBeginScrollingAnimation"))
    }
}
