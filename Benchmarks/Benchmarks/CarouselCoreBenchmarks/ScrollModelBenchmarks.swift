import Benchmark
import CarouselBenchSupport
@_spi(Plumbing) import CarouselCore

// The scroll model: planning a fling or a programmatic scroll (once per gesture or call), and
// sampling it (once per frame). Every number is per fling / per scroll, with `.kilo` scaling.

func registerScrollModelBenchmarks() {
    // Fixtures: Cover Flow scrolled to the middle of 1 000 and 10 000 000 items, wrapped and not;
    // eight release velocities (BenchFixtures.flingVelocities); 60 frame times of one second at
    // 60 Hz; programmatic scrolls to items 1, 5 and 50 ahead and behind (0.4 s, 24 frames).
    let frameTimes = (0..<60).map { Double($0) / 60 }
    let scrollFrames = (0...24).map { Double($0) / 60 }
    let jumps = [1, -1, 5, -5, 50, -50]
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        scalingFactor: .kilo,
        maxDuration: .milliseconds(500),
        maxIterations: 1_000)

    for count in [1_000, 10_000_000] {
        for wraps in [false, true] {
            let scene = BenchFixtures.scrollScene(count: count, wraps: wraps)
            let label = "coverFlow, \(count) items, \(wraps ? "wrapped" : "unwrapped")"
            let flings = BenchFixtures.flingVelocities.map { scene.physics.release(from: scene.start, velocity: $0) }

            // Planning a fling and reading where it comes to rest (the UIKit layout's
            // targetContentOffset). Allocations here are per gesture, not per frame.
            Benchmark("Fling: resting offset, \(label)", configuration: configuration) { benchmark in
                var which = 0
                for _ in benchmark.scaledIterations {
                    let motion = scene.physics.release(
                        from: scene.start, velocity: BenchFixtures.flingVelocities[which])
                    blackHole(motion.restingOffset)
                    which = which == BenchFixtures.flingVelocities.count - 1 ? 0 : which + 1
                }
            }

            // One second after release: the scroll offset at each of 60 frames (per 60 frames).
            Benchmark("Fling: 60-frame trajectory, \(label)", configuration: configuration) { benchmark in
                var which = 0
                for _ in benchmark.scaledIterations {
                    let motion = flings[which]
                    for time in frameTimes { blackHole(motion.offset(at: time)) }
                    which = which == flings.count - 1 ? 0 : which + 1
                }
            }

            // What the layout does on each tick of a fling: sample the motion, then the layout
            // pass at that offset (per 60 frames; one second per iteration needs no scaling).
            var unscaled = configuration
            unscaled.scalingFactor = .one
            Benchmark("Fling: 60 frames with layout pass, \(label)", configuration: unscaled) { benchmark in
                var buffer: [ItemPlacement] = []
                buffer.reserveCapacity(scene.model.numberOfVisibleItems)
                var which = 0
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    let motion = flings[which]
                    for time in frameTimes {
                        scene.model.placements(at: motion.offset(at: time), into: &buffer)
                        blackHole(buffer)
                    }
                    which = which == flings.count - 1 ? 0 : which + 1
                }
            }

            // scrollToItemAtIndex:animated: — plan, then the 25 frames of its 0.4 s ease
            // (per scroll, planning included).
            Benchmark("Programmatic scroll: plan + 25 frames, \(label)", configuration: configuration) { benchmark in
                var which = 0
                let current = Int(scene.start)
                for _ in benchmark.scaledIterations {
                    let motion = scene.physics.scroll(from: scene.start, toItemAt: current + jumps[which])
                    for time in scrollFrames { blackHole(motion.offset(at: time)) }
                    which = which == jumps.count - 1 ? 0 : which + 1
                }
            }
        }
    }
}
