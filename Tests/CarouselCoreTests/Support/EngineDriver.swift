@_spi(Plumbing) import CarouselCore

/// Drives an ``InteractionEngine`` directly, as an app that uses the public engine on its own
/// does (the loop of the Interaction Engine guide): inputs at given times, display frames at a
/// fixed rate while the engine asks for them, a frame at each wake-up it names while it asks for
/// none (``InteractionEngine/nextWakeTime``: a platform's one-shot timer), and a log of everything
/// it answered.
///
/// It tests the engine's own contract, which apps rely on without a controller. What a platform
/// controller does with the engine (held events, tap gating, charge) runs through the shells'
/// loop instead: `SimulatedController` over a `SimulatedCollectionView`, and `DriverHarness`.
struct EngineDriver {
    var engine: InteractionEngine
    /// Every event with the time it was reported.
    var events: [(time: Double, event: InteractionEvent)] = []
    /// Every frame-clock change.
    var clock: [(time: Double, isRunning: Bool)] = []
    /// Every scroll offset the engine told the platform to show.
    var offsets: [(time: Double, offset: Double)] = []
    /// Items the engine reported as tapped.
    var taps: [Int] = []
    var releaseTargets: [Double] = []
    /// The times of inputs the engine refused (``InteractionOutput/isAccepted`` false).
    var refused: [Double] = []
    /// Why the engine refused them (``InteractionOutput/refusal``), in the same order.
    var reasons: [InteractionRefusal] = []
    var recentres: [Double] = []
    /// When a wheel event was taken for now, its gesture's axis undecided (`holdsWheelEvent`).
    var heldWheelEvents: [Double] = []
    /// When a refused wheel event asked for the kept ones to go on first (`passesOnHeldWheelEvents`).
    var passedOnHeld: [Double] = []
    var toggles: [Double] = []
    /// The time of the last input or frame.
    var now = 0.0
    /// Frames per second while the engine wants frames.
    var frameRate = 60.0
    /// Whether a tapped item is confirmed with `.select` at once (an app that allows selection).
    var confirmsTaps = true
    /// Display frames delivered (wake-ups not counted).
    var frameCount = 0
    /// The times of the wake-ups delivered.
    var wakes: [Double] = []
    /// Every wake-up the frame clock named (`nil`: none), with the time it was named.
    var wakeRequests: [(time: Double, wake: Double?)] = []
    private var output = InteractionOutput()

    init(_ model: CarouselModel, at offset: Double = 0, settings: InteractionSettings = InteractionSettings()) {
        engine = InteractionEngine(model: model, scrollOffset: offset, settings: settings)
    }

    /// Sends one input at `time`, after running the frames due before it.
    mutating func send(_ input: InteractionInput, at time: Double) {
        run(until: time, inclusive: false)
        now = max(now, time)
        deliver(input, at: now)
    }

    /// Runs frames up to `time` (inclusive) while the engine wants them.
    /// Runs frames up to `time` (inclusive) while the engine wants them, and the wake-ups it
    /// names while it wants none (each once, at its own time).
    mutating func run(until time: Double, inclusive: Bool = true) {
        let step = 1 / frameRate
        while true {
            let next: Double
            let isWake: Bool
            if engine.wantsFrames {
                next = Double(frameIndex(after: now)) * step
                isWake = false
            } else if let wake = engine.nextWakeTime, wake >= now, wake != wakes.last {
                next = wake
                isWake = true
            } else {
                break
            }
            if next > time || (!inclusive && next >= time) { break }
            now = next
            if isWake { wakes.append(now) } else { frameCount += 1 }
            deliver(.frame, at: now)
        }
        if !engine.wantsFrames || inclusive { now = max(now, time) }
    }

    /// Delivers one frame at `time` without the frames before it (a stalled display link).
    mutating func stalledFrame(at time: Double) {
        now = max(now, time)
        frameCount += 1
        deliver(.frame, at: now)
    }

    /// Runs frames until the engine stops asking (at most `limit` seconds more).
    mutating func settle(limit: Double = 60) {
        let end = now + limit
        run(until: end)
    }

    /// The index of the first frame strictly after `time` on the `k / frameRate` grid.
    private func frameIndex(after time: Double) -> Int {
        Int((time * frameRate + 1e-9).rounded(.down)) + 1
    }

    private mutating func deliver(_ input: InteractionInput, at time: Double) {
        engine.handle(input, at: time, into: &output)
        if let reason = output.refusal {
            refused.append(time)
            reasons.append(reason)
        }
        record(time)
        if let tapped = output.tappedItem {
            taps.append(tapped)
            if confirmsTaps {
                engine.handle(.select(tapped), at: time, into: &output)
                record(time)
            }
        }
    }

    private mutating func record(_ time: Double) {
        if output.recentres { recentres.append(time) }
        if output.holdsWheelEvent { heldWheelEvents.append(time) }
        if output.passesOnHeldWheelEvents { passedOnHeld.append(time) }
        if let s = output.scrollOffset { offsets.append((time, s)) }
        if let r = output.releaseTarget { releaseTargets.append(r) }
        if let t = output.toggle { toggles.append(t) }
        for e in output.events { events.append((time, e)) }
        if let c = output.frameClock {
            clock.append((time, c.isRunning))
            wakeRequests.append((time, c.isRunning ? nil : c.wakeTime))
        }
    }

    /// The event names in order.
    var names: [String] { events.map(\.event.name) }

    /// The time of the first event with that name, if any.
    func time(of name: String) -> Double? { events.first { $0.event.name == name }?.time }
}
