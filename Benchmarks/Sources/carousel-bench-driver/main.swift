// carousel-bench-driver: runs layout frames in a loop so `valgrind --tool=callgrind` can count
// the instructions of a frame. Scripts/callgrind-frame-cost.sh runs it twice with different
// frame counts and divides the difference, which cancels start-up and model construction.
//
// Usage: carousel-bench-driver <type> <count> <wrap|nowrap> <horizontal|vertical> <frames> [naive]
// Prints the window size and a checksum of every placement (so nothing is optimised away).
import CarouselBenchSupport
import CarouselCore
import Foundation

let usage = "usage: carousel-bench-driver <type> <count> <wrap|nowrap> <horizontal|vertical> <frames> [naive]"
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 5, let type = CarouselType(rawValue: arguments[0]),
      let count = Int(arguments[1]), let frames = Int(arguments[4]), frames >= 0,
      ["wrap", "nowrap"].contains(arguments[2]), ["horizontal", "vertical"].contains(arguments[3])
else {
    print(usage)
    exit(2)
}
let scenario = LayoutCase(type: type, count: count, wraps: arguments[2] == "wrap", isVertical: arguments[3] == "vertical")
let naive = arguments.count > 5 && arguments[5] == "naive"

let model = BenchFixtures.model(scenario)
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
print("\(scenario)\(naive ? ", naive" : ""): \(frames) frames, \(visible) placements, checksum \(checksum)")
