@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

/// A trackpad event of `dx` points in `phase`, stamped `stamp` (nil: unstamped).
private func pad(_ dx: Double, _ phase: ScrollWheelEvent.Phase, stamp: Double?) -> InteractionInput {
    .wheel(ScrollWheelEvent(delta: Point2D(x: dx, y: 0), phase: phase, isPrecise: true, timestamp: stamp))
}

/// Feeds a swipe (a began and three changed events of -16 pt, then ended) handled at `handled`
/// times and stamped `stamps`, after `history`, then runs six frames (0.1 s) of the release.
/// Returns where the carousel is then (12 items of 200 pt, not wrapping): farther for a faster fling.
private func offsetAfterRelease(
    history: [(InteractionInput, Double)] = [], handled: [Double], stamps: [Double?]
) -> Double {
    var engine = InteractionEngine(model: Fixtures.model(.linear, items: 12))
    var output = InteractionOutput()
    for (input, time) in history { engine.handle(input, at: time, into: &output) }
    let phases: [ScrollWheelEvent.Phase] = [.began, .changed, .changed, .changed, .ended]
    for (i, phase) in phases.enumerated() {
        engine.handle(pad(phase == .ended ? 0 : -16, phase, stamp: stamps[i]), at: handled[i], into: &output)
    }
    var t = handled.last!
    var frames = 0
    while engine.wantsFrames, frames < 6 {
        t += 1.0 / 60
        frames += 1
        engine.handle(.frame, at: t, into: &output)
    }
    return engine.scrollOffset
}

@Suite("ScrollWheelEvent")
struct ScrollWheelEventTests {
    @Test("a wheel tick by default; phases named as the replay spells them")
    func defaults() {
        let tick = ScrollWheelEvent(delta: Point2D(x: 0, y: -1))
        #expect(tick.phase == .none && tick.momentumPhase == .none && !tick.isPrecise)
        #expect(
            ScrollWheelEvent.Phase.allCases.map(\.rawValue) == [
                "none", "mayBegin", "began", "changed", "stationary", "ended", "cancelled",
            ])
    }

    /// Coalesced events: AppKit handles them microseconds apart, but they happened 8 ms apart
    /// (16 pt each: 2000 pt/s). Measured on their stamps, the fling is the one of events handled
    /// 8 ms apart; measured on the handling time it over-flings.
    @Test("a gesture's velocity is measured on the events' own timestamps")
    func coalescedEvents() {
        let stamps: [Double] = [1.000, 1.008, 1.016, 1.024, 1.025]
        let spaced = offsetAfterRelease(handled: stamps, stamps: stamps.map { _ in nil })
        let coalesced = offsetAfterRelease(handled: [1.030, 1.030001, 1.030002, 1.030003, 1.030004], stamps: stamps)
        let unstamped = offsetAfterRelease(
            handled: [1.030, 1.030001, 1.030002, 1.030003, 1.030004], stamps: stamps.map { _ in nil })
        #expect(approx(coalesced, spaced))
        #expect(!approx(unstamped, spaced))
    }

    /// A display link's frame time is its target, ahead of the clock: an event handled and
    /// stamped at 0.996 s, after a frame at 1.0 s, happened before it. Its time is not raised to
    /// the frame's for the velocity, so the gesture measures 2000 pt/s as it would with no frame.
    @Test("an event stamped before the last frame keeps its time for the velocity")
    func eventBeforeLastFrame() {
        let stamps: [Double] = [0.996, 1.004, 1.012, 1.020, 1.021]
        let motion: (InteractionInput, Double) = (.scroll(.toItem(1, duration: 0.2)), 0)
        let afterFrame = offsetAfterRelease(history: [motion, (.frame, 1.0)], handled: stamps, stamps: stamps)
        let noFrame = offsetAfterRelease(history: [motion, (.frame, 0.95)], handled: stamps, stamps: stamps)
        #expect(approx(afterFrame, noFrame))
    }
}
