@_spi(Plumbing) import CarouselCore
import Testing

@_spi(Plumbing) @testable import CarouselPreview

@Suite("Fling")
struct FlingTests {
    @Test("a fling holds its velocity and optional drag start; 60 Hz")
    func values() {
        let fling = Fling(velocity: 6)
        #expect(fling.velocity == 6 && fling.dragStartOffset == nil)
        #expect(Fling(velocity: -2, dragStartOffset: 1.5).dragStartOffset == 1.5)
        #expect(Fling.frameRate == 60)
        #expect(Fling.maximumSampleCount == 2401)
    }

    @Test("the longest flings stay below the sample bound and end at rest", arguments: [false, true])
    func bound(wraps: Bool) {
        // The bound's derivation (Fling.maximumSampleCount): below 2/0.06 + 2/2 + 0.4 ≈ 34.73 s, so
        // at most 2084 + 1 = 2085 samples. The slowest rate with velocities from just above the
        // deceleration threshold to beyond the limit, item boundaries or not, from just past an item
        // so that rounding up adds most of an item:
        var longest = 0
        for velocity in [2.000_001, 2.5, 50, ScrollPhysics.maximumVelocity, .infinity, -.infinity] {
            for boundaries in [false, true] {
                var scene = Scene(type: wraps ? .rotary : .linear)
                scene.configuration.numberOfItems = 1_000_000_000
                scene.scrollOffset = 5_000.01
                scene.configuration.scrollSettings.decelerationRate = .infinity  // treated as 0.999
                scene.configuration.scrollSettings.stopAtItemBoundary = boundaries
                scene.configuration.scrollSettings.scrollToItemBoundary = boundaries
                scene.fling = Fling(velocity: velocity)
                let result = SceneResult(scene: scene).fling!
                #expect(result.duration < 34.74, "v \(velocity): \(result.duration) s")
                #expect(result.trajectory.count <= 2085)
                #expect(result.trajectory.last == result.restingOffset)
                longest = max(longest, result.trajectory.count)
            }
        }
        // The bound is nearly reached: the estimate is not loose by much.
        #expect(longest > 2000)
    }
}
