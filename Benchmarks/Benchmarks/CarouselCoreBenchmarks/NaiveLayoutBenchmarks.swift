import Benchmark
import CarouselBenchSupport
@_spi(Plumbing) import CarouselCore

// The same frame computed naively (every item placed, then the visible ones kept), beside the
// layout pass in the same run so their ratio comes from one machine state. See NaiveLayout.

func registerNaiveLayoutBenchmarks() {
    // Fixtures: every type at 10, 1 000 and 1 000 000 items, wrapped and not, horizontal (the
    // axis does not change the amount of work). 10 000 000 items for two types only: one naive
    // frame there takes about a second.
    var cases: [LayoutCase] = []
    for type in CarouselType.allCases {
        for count in [10, 1_000, 1_000_000] {
            for wraps in [false, true] {
                cases.append(LayoutCase(type: type, count: count, wraps: wraps, isVertical: false))
            }
        }
    }
    cases.append(LayoutCase(type: .linear, count: 10_000_000, wraps: false, isVertical: false))
    cases.append(LayoutCase(type: .coverFlow, count: 10_000_000, wraps: false, isVertical: false))

    for scenario in cases {
        let layout = NaiveLayout(model: BenchFixtures.model(scenario))
        let offsets = BenchFixtures.scrollOffsets(count: scenario.count)
        // Small counts run many passes per iteration so the clock resolution does not dominate.
        let scaling: BenchmarkScalingFactor = scenario.count <= 1_000 ? .kilo : .one
        let configuration = Benchmark.Configuration(
            metrics: [.wallClock, .mallocCountTotal, visibleItemsMetric],
            scalingFactor: scaling,
            maxDuration: .seconds(2),
            maxIterations: scenario.count >= 1_000_000 ? 10 : 1_000)

        // "Naive layout: coverFlow, 1000000 items, unwrapped, horizontal" — reported per pass.
        Benchmark("Naive layout: \(scenario)", configuration: configuration) { benchmark in
            var buffer: [ItemPlacement] = []
            buffer.reserveCapacity(1_024)  // more than any scene keeps on screen
            var visible = 0
            var frame = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                layout.placements(at: offsets[frame], into: &buffer)
                visible &+= buffer.count
                frame = frame == offsets.count - 1 ? 0 : frame + 1
                blackHole(buffer)
            }
            benchmark.stopMeasurement()
            let passes = benchmark.scaledIterations.count
            benchmark.measurement(visibleItemsMetric, (visible + passes / 2) / passes)
        }
    }
}
