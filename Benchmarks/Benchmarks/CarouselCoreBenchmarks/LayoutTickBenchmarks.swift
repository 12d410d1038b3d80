import Benchmark
@_spi(Plumbing) import CarouselBenchSupport
@_spi(Plumbing) import CarouselCore

// What UIKit's and AppKit's CarouselCollectionViewLayout ask the core on one scroll tick, through
// the LayoutDriver they hold: the bounds change's invalidation (a reposition, nothing rebuilt),
// `prepare` for the moved viewport, then `attributes(in:)` for the visible rect — the values its
// layout attributes are made from. The pass re-places the window in its own storage; unlike the
// layout pass the tick returns fresh storage, the answer: 1 malloc per tick (AllocationGate.uikitTick).

func registerLayoutTickBenchmarks() {
    // Fixtures: every type at 1 000 000 items, unwrapped and wrapped, horizontal, in an 800 × 500
    // viewport scrolled to the middle (BenchFixtures.layoutTickScene); 60 ticks, cycled.
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo,
        maxDuration: .milliseconds(250), maxIterations: 1_000)
    for type in CarouselType.allCases {
        for wraps in [false, true] {
            let scenario = LayoutCase(type: type, count: 1_000_000, wraps: wraps, isVertical: false)
            let scene = BenchFixtures.layoutDriverScene(scenario)

            // "UIKit tick: coverFlow, 1000000 items, unwrapped, horizontal" — per tick.
            Benchmark("UIKit tick: \(scenario)", configuration: configuration) { benchmark in
                var driver = scene.driver
                // Read out of the fixture once: `scene.hosts[frame]` in the loop copies the whole
                // fixture, its driver included, on every tick.
                let hosts = scene.hosts
                var frame = 1
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    let host = hosts[frame]
                    driver.invalidate(driver.invalidation(forBoundsChange: host.bounds, currentBounds: host.bounds))
                    blackHole(driver.prepare(host))
                    blackHole(driver.attributes(in: host.bounds))
                    frame = frame == hosts.count - 1 ? 0 : frame + 1
                }
            }

            // The same tick through the core's seam, as the layouts run it: the bounds question
            // (LayoutShell.boundsInvalidation), LayoutShell.runPass (the host read through an
            // existential) and the rectangle query with its stale-pass guard, centred where drawn.
            Benchmark("UIKit tick (shell): \(scenario)", configuration: configuration) { benchmark in
                let hosts = scene.hosts
                let shell = BenchShell(driver: scene.driver, reading: hosts[0])
                var frame = 1
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    let host = hosts[frame]
                    shell.boundsWillChange(to: host)
                    shell.runPass()
                    blackHole(shell.attributesForElements(in: host.bounds))
                    frame = frame == hosts.count - 1 ? 0 : frame + 1
                }
            }
        }
    }
}
