import Benchmark
@_spi(Plumbing) import CarouselBenchSupport
@_spi(Plumbing) import CarouselCore

// The CI allocation gate. Allocation counts are deterministic, so unlike times they can be
// checked on any machine: `swift package benchmark thresholds check --filter "AllocationGate.*"`
// compares against Thresholds/CarouselCoreBenchmarks.<name>.p90.json, which pins 0.

/// The gates' names; their static threshold files are named after them.
let allocationGateName = "AllocationGate.layoutPass"
let scrollFramesGateName = "AllocationGate.scrollFrames"
let uikitTickGateName = "AllocationGate.uikitTick"

/// A gate's configuration: malloc counts only (deterministic, so CI can check them), a short run,
/// and a threshold of `maximumMallocs` per iteration at p90 and p100.
func allocationGateConfiguration(maximumMallocs: Int) -> Benchmark.Configuration {
    .init(
        metrics: [.mallocCountTotal],
        warmupIterations: 1,
        maxDuration: .seconds(1),
        maxIterations: 20,
        thresholds: [.mallocCountTotal: .init(absolute: [.p90: maximumMallocs, .p100: maximumMallocs])])
}

func registerAllocationGateBenchmarks() {
    // Fixtures: one model, one buffer and one offset sweep per layout case, all built before
    // measuring; every buffer has already grown to its window, as in a scrolling app.
    let scenarios = BenchFixtures.allLayoutCases
    let models = scenarios.map(BenchFixtures.model)
    let offsets = scenarios.map { BenchFixtures.scrollOffsets(count: $0.count) }

    // One iteration = one second of scrolling (60 frames) in every case. Steady state must not
    // allocate at all: the reused buffer is the only storage a pass may touch.
    Benchmark(
        allocationGateName,
        configuration: allocationGateConfiguration(maximumMallocs: 0)
    ) { benchmark in
        var buffers = models.map { model -> [ItemPlacement] in
            var buffer: [ItemPlacement] = []
            model.placements(at: 0, into: &buffer)  // grow once, as the first frame does
            buffer.reserveCapacity(CarouselModel.maximumVisibleItems)
            return buffer
        }
        benchmark.startMeasurement()
        for index in models.indices {
            for scrollOffset in offsets[index] {
                models[index].placements(at: scrollOffset, into: &buffers[index])
            }
        }
        benchmark.stopMeasurement()
        blackHole(buffers)
    }

    // Frames of a fling and of a programmatic scroll: sampling a planned motion plus the layout
    // pass, for every fling velocity, wrapped and not, at 1 000 and 10 000 000 items. Planning
    // (once per gesture) happens before measuring; sampling must not allocate.
    let scenes = [1_000, 10_000_000].flatMap { count in
        [false, true].map { BenchFixtures.scrollScene(count: count, wraps: $0) }
    }
    let motions = scenes.map { scene in
        BenchFixtures.flingVelocities.map { scene.physics.release(from: scene.start, velocity: $0) }
            + [scene.physics.scroll(from: scene.start, toItemAt: Int(scene.start) + 5)]
    }
    let frameTimes = (0..<60).map { Double($0) / 60 }
    Benchmark(
        scrollFramesGateName,
        configuration: allocationGateConfiguration(maximumMallocs: 0)
    ) { benchmark in
        var buffers = scenes.map { scene -> [ItemPlacement] in
            var buffer: [ItemPlacement] = []
            scene.model.placements(at: scene.start, into: &buffer)
            buffer.reserveCapacity(CarouselModel.maximumVisibleItems)
            return buffer
        }
        benchmark.startMeasurement()
        for index in scenes.indices {
            for motion in motions[index] {
                for time in frameTimes {
                    scenes[index].model.placements(at: motion.offset(at: time), into: &buffers[index])
                }
            }
        }
        benchmark.stopMeasurement()
        blackHole(buffers)
    }

    // The UIKit layout's path (LayoutState.prepare + placements(in:)) re-places the pass in its own
    // storage and returns fresh storage for the answer only. Cover Flow at 1 000 000 items,
    // unwrapped and wrapped, 60 ticks each: 120 ticks × 1 = 120 mallocs per iteration, pinned in
    // Thresholds/.
    let tickScenes = [false, true].map {
        BenchFixtures.layoutDriverScene(LayoutCase(type: .coverFlow, count: 1_000_000, wraps: $0, isVertical: false))
    }
    Benchmark(
        uikitTickGateName,
        configuration: allocationGateConfiguration(maximumMallocs: 120)
    ) { benchmark in
        var drivers = tickScenes.map(\.driver)
        // Each driver's pass gets storage of its own before measuring (the copies share the
        // scenes' until a pass places them), as an app's layout owns its pass after its first frame.
        for index in tickScenes.indices {
            drivers[index].invalidate(.reposition)
            blackHole(drivers[index].prepare(tickScenes[index].hosts[0]))
        }
        benchmark.startMeasurement()
        for index in tickScenes.indices {
            for host in tickScenes[index].hosts {
                drivers[index].invalidate(.reposition)
                blackHole(drivers[index].prepare(host))
                blackHole(drivers[index].attributes(in: host.bounds))
            }
        }
        benchmark.stopMeasurement()
        blackHole(drivers)
    }
}
