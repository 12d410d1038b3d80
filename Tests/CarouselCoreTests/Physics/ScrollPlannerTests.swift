@_spi(Plumbing) import CarouselTestSupport
import Testing

@_spi(Plumbing) @testable import CarouselCore

@Suite("ScrollPlanner")
struct ScrollPlannerTests {
    @Test("keeps iCarousel's folded offset and the continuous position a whole number of turns apart")
    func storedAndContinuous() {
        let p = ScrollPhysics(numberOfItems: 5, isWrapEnabled: true, itemWidth: 200)
        var plan = ScrollPlanner(physics: p, from: 13.2)
        #expect(approx(plan.stored, 3.2) && plan.position == 13.2)
        plan.decelerate(velocity: 6, duration: 0.6)  // covers 1.8: 3.2 + 1.8 folds to 0 (or just below 5)
        #expect(restingDistance(plan.stored, 0, numberOfItems: 5, wraps: true) < 1e-9 && approx(plan.position, 15))
        plan.scroll(toItem: 1, duration: 0.4)
        #expect(plan.stored == 1 && plan.position == 16)  // a whole item, exactly
        #expect(plan.motion().phases.count == 2 && plan.time == 1.0)
    }

    @Test("not wrapping, the start is limited to the bounce range and an instant scroll is a jump at time 0")
    func clampedStartAndJump() {
        let p = ScrollPhysics(numberOfItems: 5, isWrapEnabled: false, itemWidth: 200)
        var plan = ScrollPlanner(physics: p, from: 9)
        #expect(plan.initialOffset == 9 && plan.stored == 5 && plan.startPosition == 5)
        plan.scroll(by: -2, duration: 0)
        #expect(plan.startPosition == 3 && plan.phases.isEmpty)
        plan.scroll(by: 1, duration: 0.4)
        plan.scroll(by: 1, duration: 0)  // after a phase: ignored, never a hidden jump
        #expect(plan.stored == 4 && plan.motion().restingOffset == 4)
    }

    @Test("a paging range moves the end, keeps it in [0, n − 1] and takes at least 0.4 s")
    func range() {
        let p = ScrollPhysics(numberOfItems: 5, isWrapEnabled: false, itemWidth: 200)
        var plan = ScrollPlanner(physics: p, from: 2)
        plan.scroll(by: 2, duration: 0.01, within: -3 ... -1)
        #expect(plan.stored == 0 && plan.phases[0].duration == 0.4)
    }
}
