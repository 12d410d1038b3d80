@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("DisplayLinkPlan")
struct DisplayLinkPlanTests {
    typealias C = DisplayLinkPlan.Conditions
    /// Autoscrolling forward through 12 wrapping items, in a window, nobody touching.
    let running = C(autoscrollSpeed: 1, numberOfItems: 12, isWrapEnabled: true, scrollOffset: 3)

    @Test("autoscroll runs when every condition allows it")
    func runs() {
        #expect(DisplayLinkPlan.activity(for: running) == .autoscrolling)
    }

    @Test(
        "autoscroll pauses for each reason",
        arguments: [
            "dragging", "decelerating", "off-window", "VoiceOver", "Reduce Motion", "no items", "off", "NaN",
        ])
    func pauses(reason: String) {
        var c = running
        switch reason {
        case "dragging": c.isUserInteracting = true
        case "decelerating": c.isDecelerating = true
        case "off-window": c.isInWindow = false
        case "VoiceOver": c.isVoiceOverRunning = true
        case "Reduce Motion": c.isReduceMotionEnabled = true
        case "no items": c.numberOfItems = 0
        case "off": c.autoscrollSpeed = 0
        default: c.autoscrollSpeed = .nan
        }
        #expect(DisplayLinkPlan.activity(for: c) == .idle)
        // The same reasons pause automatic sliding, but a speed of 0 does not.
        #expect(DisplayLinkPlan.allowsAutomaticMotion(c) == (reason == "off" || reason == "NaN"))
    }

    @Test("automatic motion is allowed at either end and without autoscroll")
    func allowsAtRest() {
        let c = C(numberOfItems: 5, isWrapEnabled: false, scrollOffset: 4)
        #expect(DisplayLinkPlan.activity(for: c) == .idle)
        #expect(DisplayLinkPlan.allowsAutomaticMotion(c))
    }

    @Test(
        "not wrapping, autoscroll stops at the end it is heading for",
        arguments: [
            // (speed, offset, expected)
            (1.0, 11.0, DisplayLinkPlan.Activity.idle),  // heading for the last item, there
            (1.0, 0.0, .autoscrolling),
            (-1.0, 0.0, .idle),  // heading for the first item, there
            (-1.0, 11.0, .autoscrolling),
        ])
    func ends(speed: Double, offset: Double, expected: DisplayLinkPlan.Activity) {
        let c = C(autoscrollSpeed: speed, numberOfItems: 12, isWrapEnabled: false, scrollOffset: offset)
        #expect(DisplayLinkPlan.activity(for: c) == expected)
    }

    @Test("a programmatic animation runs even under VoiceOver or while touched, but not off-window")
    func animating() {
        var c = C(isAnimatingScroll: true, isUserInteracting: true, isVoiceOverRunning: true, numberOfItems: 3)
        #expect(DisplayLinkPlan.activity(for: c) == .animating)
        c.isInWindow = false
        #expect(DisplayLinkPlan.activity(for: c) == .idle)
    }

    @Test(
        "frame rates: animations up to 120 Hz, slow autoscroll at the lowest smooth rate",
        arguments: [
            // (activity, points per second, preferred)
            (DisplayLinkPlan.Activity.animating, 0.0, 120.0),
            (.autoscrolling, 20.0, 30.0),  // 20 pt/s: 30 Hz moves < 1 pt per frame
            (.autoscrolling, -50.0, 60.0),  // sign ignored
            (.autoscrolling, 100.0, 120.0),
            (.autoscrolling, 5000.0, 120.0),
            (.autoscrolling, .nan, 120.0),
        ])
    func frameRates(activity: DisplayLinkPlan.Activity, speed: Double, preferred: Double) {
        let r = DisplayLinkPlan.frameRateRange(for: activity, pointsPerSecond: speed)
        #expect(r.preferred == preferred)
        #expect(r.minimum <= r.preferred && r.preferred <= r.maximum && r.maximum <= 120)
    }

    @Test("frame steps are clamped after a stall and 0 for the first frame")
    func frameStep() {
        #expect(DisplayLinkPlan.frameStep(from: nil, to: 5) == 0)
        #expect(approx(DisplayLinkPlan.frameStep(from: 1, to: 1.008), 0.008))
        #expect(DisplayLinkPlan.frameStep(from: 1, to: 3) == 0.1)
        #expect(DisplayLinkPlan.frameStep(from: 3, to: 1) == 0)
        #expect(DisplayLinkPlan.frameStep(from: .nan, to: 1) == 0)
    }
}
