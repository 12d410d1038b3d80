@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("CoverFlowToggleState")
struct CoverFlowToggleStateTests {
    let physics = ScrollPhysics(numberOfItems: 12, isWrapEnabled: false, itemWidth: 200)

    func step(_ t: Double, index: Int, offset: Double = 0, follows: Bool = false, velocity: Double = 0)
        -> CoverFlowToggleState.Step
    {
        .init(time: t, currentIndex: index, centerItemOffset: offset, followsOffsets: follows, velocity: velocity)
    }

    @Test("a new current item flips the toggle to ∓1, which eases back to 0 over 0.4 s")
    func indexChangeThenReturn() {
        var toggle = CoverFlowToggleState()
        toggle.step(step(0, index: 0), physics: physics)
        #expect(toggle.value == 0)
        toggle.step(step(0.1, index: 1), physics: physics)
        #expect(toggle.value == -1)  // moving to a larger index gives −1
        // 0.2 s into a 0.4 s return: easeInOut(0.5) = 0.5, so −1 + 0.5.
        toggle.step(step(0.3, index: 1), physics: physics)
        #expect(approx(toggle.value, -0.5))
        toggle.step(step(0.6, index: 1), physics: physics)
        #expect(toggle.value == 0 && !toggle.isReturning)
    }

    @Test("a faster release shortens the return: 5 items/s gives 0.2 + 0.2 / 5 = 0.24 s")
    func fastReturn() {
        var toggle = CoverFlowToggleState()
        toggle.step(step(0, index: 3), physics: physics)
        toggle.step(step(1, index: 2, velocity: 5), physics: physics)
        #expect(toggle.value == 1)
        toggle.step(step(1.12, index: 2, velocity: 5), physics: physics)  // half-way
        #expect(approx(toggle.value, 0.5))
    }

    @Test(
        "while the carousel follows offsets, the toggle follows the centre item's offset",
        arguments: [
            // (centre item offset, toggle): −offset within half an item, ±1 − offset beyond.
            (0.3, -0.3), (0.7, 0.3), (-0.3, 0.3), (-0.7, -0.3), (0.0, 0.0),
        ])
    func follows(offset: Double, expected: Double) {
        var toggle = CoverFlowToggleState()
        toggle.step(step(0, index: 4, offset: offset, follows: true), physics: physics)
        #expect(approx(toggle.value, expected))
    }

    @Test(
        "a deceleration resting between items leaves the toggle part-way through its return, as iCarousel's step does")
    func restAfterDeceleration() {
        var toggle = CoverFlowToggleState()
        toggle.step(step(9, index: 3), physics: physics)
        // 3.25 is 0.25 past item 3: toggle 0.25 with 0.4 × 0.25 = 0.1 s of the return already gone.
        toggle.restAfterDeceleration(at: 10, scrollOffset: 3.25)
        #expect(approx(toggle.value, 0.25))
        // iCarousel's next step recomputes from the sign: 1 − easeInOut(0.1 / 0.4) = 1 − 0.0625.
        toggle.step(step(10, index: 3), physics: physics)
        #expect(approx(toggle.value, 0.9375))
    }

    @Test("when the toggle follows offsets: decelerating, animating, autoscrolling, or past an end")
    func followsOffsetsRule() {
        typealias S = CoverFlowToggleState
        #expect(
            S.followsOffsets(
                isDecelerating: true, isAnimatingScroll: false, isAutoscrolling: false, isWrapEnabled: true,
                scrollOffset: 2, numberOfItems: 5))
        #expect(
            S.followsOffsets(
                isDecelerating: false, isAnimatingScroll: true, isAutoscrolling: false, isWrapEnabled: true,
                scrollOffset: 2, numberOfItems: 5))
        #expect(
            S.followsOffsets(
                isDecelerating: false, isAnimatingScroll: false, isAutoscrolling: true, isWrapEnabled: true,
                scrollOffset: 2, numberOfItems: 5))
        #expect(
            !S.followsOffsets(
                isDecelerating: false, isAnimatingScroll: false, isAutoscrolling: false, isWrapEnabled: true,
                scrollOffset: 2, numberOfItems: 5))
        #expect(
            S.followsOffsets(
                isDecelerating: false, isAnimatingScroll: false, isAutoscrolling: false, isWrapEnabled: false,
                scrollOffset: 4, numberOfItems: 5))
        #expect(
            S.followsOffsets(
                isDecelerating: false, isAnimatingScroll: false, isAutoscrolling: false, isWrapEnabled: false,
                scrollOffset: -0.1, numberOfItems: 5))
        #expect(
            !S.followsOffsets(
                isDecelerating: false, isAnimatingScroll: false, isAutoscrolling: false, isWrapEnabled: false,
                scrollOffset: 3.9, numberOfItems: 5))
    }

    @Test("always within [−1, 1] and finite (seeded)")
    func bounded() {
        var rng = SeededGenerator(seed: 3)
        var toggle = CoverFlowToggleState()
        var t = 0.0
        let odd: [Double] = [.nan, .infinity, -3, 0.4, 12]
        for _ in 0..<2000 {
            t += Double.random(in: 0...0.05, using: &rng)
            let s = step(
                Bool.random(using: &rng) ? t : odd.randomElement(using: &rng)!,
                index: Int.random(in: -1...11, using: &rng),
                offset: Bool.random(using: &rng) ? .random(in: -2...2, using: &rng) : odd.randomElement(using: &rng)!,
                follows: Bool.random(using: &rng), velocity: odd.randomElement(using: &rng)!)
            toggle.step(s, physics: physics)
            if Int.random(in: 0..<50, using: &rng) == 0 {
                toggle.restAfterDeceleration(at: t, scrollOffset: .random(in: -3...15, using: &rng))
            }
            #expect(toggle.value.isFinite && abs(toggle.value) <= 1)
        }
    }
}
