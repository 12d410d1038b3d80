@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("DisplayLinkPlan+RefreshStride")
struct DisplayLinkPlanRefreshStrideTests {
    typealias Range = DisplayLinkPlan.FrameRateRange
    static let idle = DisplayLinkPlan.frameRateRange(for: .idle)
    static let animating = DisplayLinkPlan.frameRateRange(for: .animating)
    /// Autoscroll at 40 pt/s prefers 40 fps within 30–120.
    static let slowAutoscroll = DisplayLinkPlan.frameRateRange(for: .autoscrolling, pointsPerSecond: 40)

    @Test(
        "the stride nearest the preferred rate within the range, else the fastest within the maximum",
        arguments: [
            // (range, refresh rate in Hz, stride): worked by hand from refreshRate / stride.
            (animating, 120.0, 1),  // 120 fps, preferred
            (animating, 60.0, 1),  // 60 < 80: nothing in range, 60 is the fastest within 120
            (animating, 144.0, 2),  // 144 > 120, 72 < 80: nothing in range, 72 is the fastest within 120
            (animating, 119.88, 1),  // 119.88 within the slack of 120
            (idle, 120.0, 4),  // 30 fps
            (idle, 60.0, 2),  // 30 fps
            (idle, 59.94, 2),  // 29.97 within the slack of 30
            (slowAutoscroll, 120.0, 3),  // 40 fps
            (slowAutoscroll, 60.0, 2),  // 30 (|30 − 40| = 10) beats 60 (20)
            (slowAutoscroll, 144.0, 4),  // 36 (4 from 40) beats 48 (8)
        ] as [(Range, Double, Int)])
    func strides(range: Range, refreshRate: Double, stride: Int) {
        #expect(DisplayLinkPlan.refreshStride(for: range, refreshRate: refreshRate) == stride)
    }

    @Test("an unknown refresh rate delivers every refresh", arguments: [0.0, -60, .nan, .infinity])
    func unknownRate(refreshRate: Double) {
        #expect(DisplayLinkPlan.refreshStride(for: Self.idle, refreshRate: refreshRate) == 1)
    }

    @Test("a nonsense range never crashes and stays within 1…16")
    func nonsenseRange() {
        let ranges = [
            Range(minimum: .nan, maximum: .nan, preferred: .nan), Range(minimum: 200, maximum: 10, preferred: 5),
            Range(minimum: 0, maximum: 0.001, preferred: 0), Range(minimum: -5, maximum: -1, preferred: .infinity),
        ]
        for range in ranges {
            for rate in [24.0, 60, 120, 240, 1000] {
                let stride = DisplayLinkPlan.refreshStride(for: range, refreshRate: rate)
                #expect(
                    (1...DisplayLinkPlan.maximumRefreshStride).contains(stride), "\(range) at \(rate) Hz: \(stride)")
            }
        }
        // A range below every stride's rate: the longest stride (1000 Hz / 16 = 62.5 fps, the slowest offered).
        let tiny = Range(minimum: 0, maximum: 0.001, preferred: 0)
        #expect(DisplayLinkPlan.refreshStride(for: tiny, refreshRate: 1000) == 16)
    }

    @Test("seeded: the chosen rate never exceeds the maximum when some stride allows it")
    func neverAboveMaximum() {
        var generator = SeededGenerator(seed: 30)
        for _ in 0..<500 {
            let refresh = Double.random(in: 24...240, using: &generator)
            let minimum = Double.random(in: 1...120, using: &generator)
            let maximum = minimum + Double.random(in: 0...120, using: &generator)
            let preferred = Double.random(in: minimum...maximum, using: &generator)
            let range = Range(minimum: minimum, maximum: maximum, preferred: preferred)
            let stride = DisplayLinkPlan.refreshStride(for: range, refreshRate: refresh)
            if refresh / Double(DisplayLinkPlan.maximumRefreshStride) <= maximum + 0.5 {
                #expect(refresh / Double(stride) <= maximum + 0.5, "\(range) at \(refresh) Hz: stride \(stride)")
            }
        }
    }
}
