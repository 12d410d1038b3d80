@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselCore

@Suite("ScrollPhase")
struct ScrollPhaseTests {
    @Test(
        "iCarousel's ease-in-out cubic at known points: ½(2t)³, then ½(2t − 2)³ + 1",
        arguments: [(0.0, 0.0), (0.25, 0.0625), (0.5, 0.5), (0.75, 0.9375), (1.0, 1.0), (0.1, 0.004), (0.9, 0.996)])
    func easeValues(_ t: Double, _ expected: Double) {
        #expect(approx(ScrollPhase.easeInOut(t), expected))
    }

    @Test("the ease curve is monotone, symmetric, flat at both ends, and clamps its input")
    func easeShape() {
        var last = 0.0
        for k in 0...1000 {
            let t = Double(k) / 1000
            let y = ScrollPhase.easeInOut(t)
            #expect(y >= last)
            #expect(approx(ScrollPhase.easeInOut(1 - t), 1 - y))
            last = y
        }
        #expect(ScrollPhase.easeInOutSlope(0) == 0 && ScrollPhase.easeInOutSlope(1) == 0)
        #expect(ScrollPhase.easeInOutSlope(0.5) == 3)  // 12 × 0.25 from the left, 3 × 1 from the right
        #expect(ScrollPhase.easeInOut(-1) == 0 && ScrollPhase.easeInOut(2) == 1 && ScrollPhase.easeInOut(.nan) == 0)
    }

    @Test("a deceleration covers v·T/2 with velocity falling linearly to 0")
    func deceleration() {
        // v = 6, T = 1: x(t) = 6t − 3t², from 1 to 4.
        let phase = ScrollPhase(decelerationFrom: 1, velocity: 6, duration: 1, startTime: 0.5)
        #expect(phase.endOffset == 4 && phase.endTime == 1.5)
        #expect(phase.position(at: 0) == 1)  // before it starts
        #expect(approx(phase.position(at: 1.0), 1 + 3 - 0.75))  // t = 0.5
        #expect(phase.position(at: 9) == 4)
        #expect(phase.velocity(at: 0.5) == 6 && approx(phase.velocity(at: 1.0), 3) && phase.velocity(at: 1.5) == 0)
    }

    @Test("an ease phase starts and ends at rest and passes half way at half time")
    func ease() {
        let phase = ScrollPhase(easeFrom: 2, to: -1, duration: 0.4, startTime: 1)
        #expect(phase.position(at: 1) == 2 && phase.position(at: 1.4) == -1)
        #expect(approx(phase.position(at: 1.2), 0.5))
        #expect(approx(phase.position(at: 1.1), 2 - 3 * 0.0625))
        #expect(phase.velocity(at: 1) == 0 && approx(phase.velocity(at: 1.2), -3 * 3 / 0.4))
    }

    @Test("time(reaching:) inverts both curves (seeded)")
    func inverse() {
        var rng = SeededGenerator(seed: 8)
        for _ in 0..<500 {
            let start = Double.random(in: -10...10, using: &rng)
            let duration = Double.random(in: 0.05...5, using: &rng)
            let v = Double.random(in: -50...50, using: &rng)
            let phases = [
                ScrollPhase(decelerationFrom: start, velocity: v, duration: duration, startTime: 0.3),
                ScrollPhase(easeFrom: start, to: start + v, duration: duration, startTime: 0.3),
            ]
            for phase in phases {
                let t = 0.3 + Double.random(in: 0...1, using: &rng) * duration
                let x = phase.position(at: t)
                #expect(approx(phase.position(at: phase.time(reaching: x)), x, 1e-7))
            }
        }
    }

    @Test("a vanishingly short deceleration stays finite (iCarousel's formula overflows)")
    func tinyDuration() {
        let phase = ScrollPhase(decelerationFrom: 1e-300, velocity: -1e6, duration: 2e-306, startTime: 0)
        #expect(phase.endOffset.isFinite && phase.position(at: 1e-306).isFinite)
        #expect(approx(phase.endOffset, 0))
    }
}
