import Benchmark
import CarouselBenchSupport
@_spi(Plumbing) import CarouselCore

// The per-frame layout pass: what the UIKit layout does on every scroll tick. One pass is
// `CarouselModel.placements(at:into:)` with a reused buffer: the visible window, each visible
// item's transform, alpha and back-face test, then the window's z-order.

/// Passes per measured iteration. With `.kilo` scaling every reported number is per pass.
private var passesPerIteration: BenchmarkScalingFactor { .kilo }

/// The mean number of placements a pass returns, recorded once per iteration (outside the timed
/// region) so that time per visible item = time per pass ÷ this.
var visibleItemsMetric: BenchmarkMetric {
    .custom("Visible items per pass", polarity: .prefersLarger, useScalingFactor: false)
}

func registerLayoutPassBenchmarks() {
    // Fixtures: every type × 10 / 1 000 / 1 000 000 / 10 000 000 items × wrap × axis, each
    // replaying one second of 60 Hz scrolling around the middle of the carousel.
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, visibleItemsMetric],
        scalingFactor: passesPerIteration,
        maxDuration: .milliseconds(250),
        maxIterations: 1_000)

    var cases = BenchFixtures.allLayoutCases.map { ("Layout pass: \($0)", BenchFixtures.model($0), $0.count) }
    // The frame-budget case: 30 visible Cover Flow items (iCarousel's maximum window), the
    // heaviest z-order (30 × 29 comparisons), against 8.3 ms at 120 Hz.
    cases.append(
        ("Frame budget: coverFlow, 30-item window, 1000000 items", BenchFixtures.thirtyItemWindowModel(), 1_000_000))

    for (name, model, count) in cases {
        let offsets = BenchFixtures.scrollOffsets(count: count)

        // "Layout pass: coverFlow, 1000000 items, wrapped, horizontal" — 1 000 passes per
        // iteration cycling through the 60 offsets; reported per pass.
        Benchmark(name, configuration: configuration) { benchmark in
            // The buffer has grown to the window before measuring, as after an app's first frame.
            var buffer: [ItemPlacement] = []
            model.placements(at: offsets[0], into: &buffer)
            buffer.reserveCapacity(model.numberOfVisibleItems)
            var visible = 0
            var frame = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                model.placements(at: offsets[frame], into: &buffer)
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
