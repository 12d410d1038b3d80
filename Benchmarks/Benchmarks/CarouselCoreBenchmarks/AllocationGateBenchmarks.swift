import Benchmark
import CarouselBenchSupport
import CarouselCore

// The CI allocation gate. Allocation counts are deterministic, so unlike times they can be
// checked on any machine: `swift package benchmark thresholds check --filter "AllocationGate.*"`
// compares against Thresholds/CarouselCoreBenchmarks.<name>.p90.json, which pins 0.

/// The gate's name; its static threshold file is named after it.
let allocationGateName = "AllocationGate.layoutPass"

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
        configuration: .init(
            metrics: [.mallocCountTotal],
            warmupIterations: 1,
            maxDuration: .seconds(1),
            maxIterations: 20,
            thresholds: [.mallocCountTotal: .init(absolute: [.p90: 0, .p100: 0])])
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
}
