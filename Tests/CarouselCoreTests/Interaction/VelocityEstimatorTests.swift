import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("VelocityEstimator")
struct VelocityEstimatorTests {
    /// 20 pt every 10 ms: 2000 pt/s from the first interval on; the first move after a reset has
    /// no interval of its own (its time is the reset's).
    @Test("steady moves give their speed; the first move after a reset only starts the clock")
    func steady() {
        var v = VelocityEstimator()
        v.reset(at: 0)
        v.add(Point2D(x: -20, y: 0), at: 0)
        #expect(v.velocity == .zero)
        v.add(Point2D(x: -20, y: 0), at: 0.01)
        #expect(approx(v.velocity.x, -2000))
        v.add(Point2D(x: -20, y: 10), at: 0.02)
        #expect(approx(v.velocity.x, -2000) && approx(v.velocity.y, 500))  // (0 + 1000) / 2
        #expect(approx(v.velocity(at: 0.05).x, -2000))
    }

    @Test("each move is averaged with the estimate before, so the latest weigh most")
    func averaging() {
        var v = VelocityEstimator()
        v.reset(at: 0)
        v.add(Point2D(x: 10, y: 0), at: 0.01)  // 1000
        v.add(Point2D(x: 30, y: 0), at: 0.02)  // 3000 → (1000 + 3000) / 2
        #expect(approx(v.velocity.x, 2000))
        v.add(Point2D(x: 30, y: 0), at: 0.03)  // (2000 + 3000) / 2
        #expect(approx(v.velocity.x, 2500))
    }

    @Test("a pause starts the estimate afresh; a pointer held still releases with no velocity")
    func pauses() {
        var v = VelocityEstimator()
        v.reset(at: 0)
        v.add(Point2D(x: 10, y: 0), at: 0.01)
        v.add(Point2D(x: 10, y: 0), at: 0.02)
        #expect(approx(v.velocity.x, 1000))
        #expect(v.velocity(at: 0.02 + VelocityEstimator.staleInterval) == v.velocity)
        #expect(v.velocity(at: 0.2) == .zero)  // still for 0.18 s
        v.add(Point2D(x: 40, y: 0), at: 0.22)  // after a 0.2 s pause: 200 pt/s, not averaged
        #expect(approx(v.velocity.x, 200))
    }

    @Test("non-finite deltas and times change nothing; a reset forgets")
    func hostile() {
        var v = VelocityEstimator()
        v.reset(at: 0)
        v.add(Point2D(x: 10, y: 0), at: 0.01)
        let before = v
        v.add(Point2D(x: 10, y: 0), at: .nan)
        v.add(Point2D(x: 10, y: 0), at: .infinity)
        #expect(v == before)
        v.add(Point2D(x: .nan, y: .infinity), at: 0.02)
        #expect(v.velocity.x.isFinite && v.velocity.y.isFinite)
        #expect(v.velocity(at: .nan) == .zero)
        v.reset(at: 1)
        #expect(v.velocity == .zero && v.lastTime == 1)
    }
}
