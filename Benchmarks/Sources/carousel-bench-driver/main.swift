// carousel-bench-driver: runs layout frames in a loop so `valgrind --tool=callgrind` can count
// the instructions of a frame. Scripts/callgrind-frame-cost.sh runs it twice with different
// frame counts and divides the difference, which cancels start-up and model construction.
//
// Usage: carousel-bench-driver <type> <count> <wrap|nowrap> <horizontal|vertical> <frames> [naive|tick|shell]
//        carousel-bench-driver window30 <count> <frames>     (the 30-item Cover Flow window)
//        carousel-bench-driver types                          (lists the types, one a line)
// `tick` runs the benchmarks' "UIKit tick" (LayoutDriver) and `shell` their "UIKit tick (shell)"
// (BenchShell) instead of the plain layout pass, over the same scene (BenchFixtures.layoutDriverScene).
// Prints the window size and a checksum of every placement (so nothing is optimised away).
@_spi(Plumbing) import CarouselBenchSupport
@_spi(Plumbing) import CarouselCore
import Foundation

let usage = """
    usage: carousel-bench-driver <type> <count> <wrap|nowrap> <horizontal|vertical> <frames> [naive|tick|shell]
           carousel-bench-driver window30 <count> <frames>
           carousel-bench-driver types
    """
var arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["types"] {
    for type in CarouselType.allCases { print(type.rawValue) }
    exit(0)
}
let isWindow30 = arguments.first == "window30"
if isWindow30, arguments.count == 3 {
    arguments = ["coverFlow", arguments[1], "nowrap", "horizontal", arguments[2]]
}
guard arguments.count >= 5, let type = CarouselType(rawValue: arguments[0]),
    let count = Int(arguments[1]), count >= 0, let frames = Int(arguments[4]), frames >= 0,
    ["wrap", "nowrap"].contains(arguments[2]), ["horizontal", "vertical"].contains(arguments[3])
else {
    print(usage)
    exit(2)
}
let scenario = LayoutCase(
    type: type, count: count, wraps: arguments[2] == "wrap", isVertical: arguments[3] == "vertical")
let mode = arguments.count > 5 ? arguments[5] : "pass"
let naive = mode == "naive"

// The UIKit tick, through the driver or the shell: as LayoutTickBenchmarks runs it.
func runTicks(_ scenario: LayoutCase, frames: Int, throughShell: Bool) -> (answered: Int, checksum: Double) {
    let (sceneDriver, hosts) = BenchFixtures.layoutDriverScene(scenario)
    var driver = sceneDriver
    let shell = BenchShell(driver: sceneDriver, reading: hosts[0])
    var checksum = 0.0
    var answered = 0
    for frame in 0..<frames {
        let host = hosts[(frame + 1) % hosts.count]
        let attributes: [LayoutDriver.ItemAttributes]
        if throughShell {
            shell.boundsWillChange(to: host)
            shell.runPass()
            attributes = shell.attributesForElements(in: host.bounds)
        } else {
            driver.invalidate(driver.invalidation(forBoundsChange: host.bounds, currentBounds: host.bounds))
            _ = driver.prepare(host)
            attributes = driver.attributes(in: host.bounds)
        }
        answered += attributes.count
        for item in attributes { checksum += item.placement.center.x + item.placement.transform.m41 }
    }
    return (answered, checksum)
}
if mode == "tick" || mode == "shell" {
    let result = runTicks(scenario, frames: frames, throughShell: mode == "shell")
    print("\(scenario), \(mode): \(frames) ticks, \(result.answered) attributes, checksum \(result.checksum)")
    exit(0)
}

let model = isWindow30 ? BenchFixtures.thirtyItemWindowModel(count: count) : BenchFixtures.model(scenario)
let naiveLayout = NaiveLayout(model: model)
let offsets = BenchFixtures.scrollOffsets(count: count)
var buffer: [ItemPlacement] = []
buffer.reserveCapacity(max(model.numberOfVisibleItems, 64))
var checksum = 0.0
var visible = 0
for frame in 0..<frames {
    let scrollOffset = offsets[frame % offsets.count]
    if naive {
        naiveLayout.placements(at: scrollOffset, into: &buffer)
    } else {
        model.placements(at: scrollOffset, into: &buffer)
    }
    visible += buffer.count
    for placement in buffer {
        checksum += placement.transform.m41 + placement.alpha + Double(placement.zIndex)
    }
}
print(
    "\(scenario)\(isWindow30 ? ", 30-item window" : "")\(naive ? ", naive" : ""): \(frames) frames, \(visible) placements, checksum \(checksum)"
)
