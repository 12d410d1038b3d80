import Benchmark
@_spi(Plumbing) import CarouselBenchSupport
@_spi(Plumbing) import CarouselCore

// What CarouselCollectionViewLayout asks the core on one scroll tick: `LayoutState.prepare` for a
// moved viewport (a reposition, nothing rebuilt), then `placements(in:)` for the visible rect —
// the values its layout attributes are made from. Unlike the layout pass this returns fresh
// storage: the pass's window and the answer, 2 mallocs per tick (AllocationGate.uikitTick).

func registerLayoutTickBenchmarks() {
    // Fixtures: every type at 1 000 000 items, unwrapped and wrapped, horizontal, in an 800 × 500
    // viewport scrolled to the middle (BenchFixtures.layoutTickScene); 60 ticks, cycled.
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo,
        maxDuration: .milliseconds(250), maxIterations: 1_000)
    for type in CarouselType.allCases {
        for wraps in [false, true] {
            let scenario = LayoutCase(type: type, count: 1_000_000, wraps: wraps, isVertical: false)
            let scene = BenchFixtures.layoutTickScene(scenario)

            // "UIKit tick: coverFlow, 1000000 items, unwrapped, horizontal" — per tick.
            Benchmark("UIKit tick: \(scenario)", configuration: configuration) { benchmark in
                var state = scene.state
                var frame = 1
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    let viewport = scene.viewports[frame]
                    state.prepare(
                        viewport: viewport, sectionCounts: scene.counts,
                        configuration: scene.configuration, invalidation: [])
                    blackHole(state.placements(in: viewport.bounds))
                    frame = frame == scene.viewports.count - 1 ? 0 : frame + 1
                }
            }
        }
    }
}
