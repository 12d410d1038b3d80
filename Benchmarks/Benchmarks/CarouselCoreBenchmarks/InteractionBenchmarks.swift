import Benchmark
import CarouselBenchSupport
@_spi(Plumbing) import CarouselCore

// The interaction engine's per-frame work: what a platform's display link asks of it, one
// `InteractionEngine.handle(.frame, at:into:)` per frame with one reused `InteractionOutput`.
// Every number is per 60 frames (one second at 60 Hz). Steady state must not allocate: the
// allocation gates below pin it at 0 in Thresholds/.

/// The interaction gates' names; their static threshold files are named after them.
let releaseFramesGateName = "AllocationGate.releaseFrames"
let autoscrollFramesGateName = "AllocationGate.autoscrollFrames"
let coverFlow2FramesGateName = "AllocationGate.coverFlow2Frames"

/// Frames measured per iteration: one second at 60 Hz.
private let measuredFrames = 60

/// Whether the engine is still in the motion its case measures, so that no measured frame was
/// an idle one.
private func isStillMoving(_ engine: InteractionEngine, in scenario: InteractionCase) -> Bool {
    switch scenario.motion {
    case .release: engine.isDecelerating
    case .autoscroll: engine.isAutoscrolling
    }
}

func registerInteractionBenchmarks() {
    // Fixtures: 1 000 and 10 000 000 items, horizontal, from the middle of the carousel, with
    // deceleration rate 0.99 (BenchFixtures.interactionModel). A release in flight (a -3000 pt/s
    // flick, unwrapped) for linear and Cover Flow; autoscroll at 2 items/s on a wrapping carousel;
    // Cover Flow 2 during a release, whose toggle steps on every frame. Each iteration starts a
    // fresh release (or autoscroll) and its warm-up frames before measuring, so every measured
    // frame is in flight: the fling lasts about 200 frames.
    let counts = [1_000, 10_000_000]
    func cases(_ motion: InteractionCase.Motion, _ types: [CarouselType], wraps: Bool) -> [InteractionCase] {
        types.flatMap { type in
            counts.map { count in
                InteractionCase(
                    motion: motion, layout: LayoutCase(type: type, count: count, wraps: wraps, isVertical: false))
            }
        }
    }
    let gates = [
        (releaseFramesGateName, cases(.release, [.linear, .coverFlow], wraps: false)),
        (autoscrollFramesGateName, cases(.autoscroll, [.linear, .coverFlow], wraps: true)),
        (coverFlow2FramesGateName, cases(.release, [.coverFlow2], wraps: false)),
    ]
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        maxDuration: .milliseconds(500),
        maxIterations: 1_000)

    for (gateName, scenarios) in gates {
        let models = scenarios.map { BenchFixtures.interactionModel($0.layout) }

        for (scenario, model) in zip(scenarios, models) {
            // "Interaction: 60 frames, release, coverFlow, 1000 items, unwrapped, horizontal".
            Benchmark("Interaction: 60 frames, \(scenario)", configuration: configuration) { benchmark in
                var (engine, output, first) = BenchFixtures.interactionEngine(scenario, model: model)
                benchmark.startMeasurement()
                for frame in first..<(first + measuredFrames) {
                    engine.handle(.frame, at: Double(frame) * BenchFixtures.frameInterval, into: &output)
                    blackHole(output.scrollOffset)
                }
                benchmark.stopMeasurement()
                if !isStillMoving(engine, in: scenario) {
                    benchmark.error("the \(scenario.motion) ended within the measured frames")
                }
            }
        }

        // The gate: 60 frames of every case in the group, counting mallocs only.
        Benchmark(gateName, configuration: allocationGateConfiguration(maximumMallocs: 0)) { benchmark in
            // Each output's event storage is referenced by its array only (a second reference
            // would make the first `reset()` copy it).
            var engines: [InteractionEngine] = []
            var outputs: [InteractionOutput] = []
            var firstFrames: [Int] = []
            for (scenario, model) in zip(scenarios, models) {
                let run = BenchFixtures.interactionEngine(scenario, model: model)
                engines.append(run.engine)
                outputs.append(run.output)
                firstFrames.append(run.nextFrame)
            }
            benchmark.startMeasurement()
            for index in engines.indices {
                let first = firstFrames[index]
                for frame in first..<(first + measuredFrames) {
                    let time = Double(frame) * BenchFixtures.frameInterval
                    engines[index].handle(.frame, at: time, into: &outputs[index])
                }
            }
            benchmark.stopMeasurement()
            blackHole(outputs)
            if let index = engines.indices.first(where: { !isStillMoving(engines[$0], in: scenarios[$0]) }) {
                benchmark.error("the \(scenarios[index].motion) ended within the measured frames (\(scenarios[index]))")
            }
        }
    }
}
