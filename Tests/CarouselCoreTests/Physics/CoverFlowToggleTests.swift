@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("CoverFlowToggle")
struct CoverFlowToggleTests {
    let linear = ScrollPhysics(numberOfItems: 10, isWrapEnabled: false, itemWidth: 200)
    let wrapped = ScrollPhysics(numberOfItems: 10, isWrapEnabled: true, itemWidth: 200)

    @Test("an index change sets ±1 against the direction of travel, the short way when wrapping")
    func indexChange() {
        #expect(CoverFlowToggle.toggle(afterIndexChangeFrom: 2, to: 3, physics: linear) == -1)
        #expect(CoverFlowToggle.toggle(afterIndexChangeFrom: 3, to: 2, physics: linear) == 1)
        #expect(CoverFlowToggle.toggle(afterIndexChangeFrom: 3, to: 3, physics: linear) == 0)
        // Forward over the seam.
        #expect(CoverFlowToggle.toggle(afterIndexChangeFrom: 9, to: 0, physics: wrapped) == -1)
        #expect(CoverFlowToggle.toggle(afterIndexChangeFrom: 9, to: 0, physics: linear) == 1)
        #expect(CoverFlowToggle.toggle(afterIndexChangeFrom: Int.min, to: Int.max, physics: wrapped).isFinite)
    }

    @Test(
        "the return lasts 0.2 + 0.2 × min(1, 1/|v|) seconds",
        arguments: [(0.0, 0.4), (0.5, 0.4), (1.0, 0.4), (2.0, 0.3), (10.0, 0.22), (-4.0, 0.25), (Double.nan, 0.4)])
    func duration(_ v: Double, _ expected: Double) {
        #expect(approx(CoverFlowToggle.duration(releaseVelocity: v), expected))
    }

    @Test("the return eases from ±1 to 0")
    func easing() {
        #expect(CoverFlowToggle.toggle(from: -1, elapsed: 0, releaseVelocity: 0) == -1)
        #expect(approx(CoverFlowToggle.toggle(from: -1, elapsed: 0.2, releaseVelocity: 0), -0.5))
        #expect(approx(CoverFlowToggle.toggle(from: 0.3, elapsed: 0.1, releaseVelocity: 0), 1 - 0.0625))
        #expect(CoverFlowToggle.toggle(from: 1, elapsed: 9, releaseVelocity: 0) == 0)
        #expect(CoverFlowToggle.toggle(from: 1e-9, elapsed: 0, releaseVelocity: 0) == 0)
    }

    @Test("after a deceleration without a snap: −distance to the nearest item, part-way through")
    func resting() {
        let r = CoverFlowToggle.restingToggle(at: 2.3)  // nearest 2: difference −0.3
        #expect(approx(r.toggle, 0.3) && approx(r.elapsed, 0.12))
        let s = CoverFlowToggle.restingToggle(at: 2.75)  // nearest 3: difference 0.25
        #expect(approx(s.toggle, -0.25) && approx(s.elapsed, 0.1))
        #expect(CoverFlowToggle.restingToggle(at: .nan).toggle == 0)
    }

    @Test(
        "while moving, the centre item's offset sets it",
        arguments: [(0.0, 0.0), (0.3, -0.3), (-0.3, 0.3), (0.7, 0.3), (-0.7, -0.3), (1.5, 0.0), (-2.0, 0.0)])
    func centreOffset(_ offset: Double, _ expected: Double) {
        #expect(approx(CoverFlowToggle.toggle(forCenterItemOffset: offset), expected))
    }

    @Test("equals iCarousel's step loop after an index change while idle (seeded)")
    func equalsICarousel() {
        var rng = SeededGenerator(seed: 41)
        for _ in 0..<100 {
            let wrap = Bool.random(using: &rng)
            let p = ScrollPhysics(numberOfItems: 10, isWrapEnabled: wrap, itemWidth: 200)
            var sim = ICarouselScrollSimulator(numberOfItems: 10, wrapEnabled: wrap)
            let from = Int.random(in: 0..<10, using: &rng)
            let to = Int.random(in: 0..<10, using: &rng)
            sim.place(at: Double(from))
            sim.toggle = 0
            sim.startVelocity = Double.random(in: -8...8, using: &rng)
            sim.now = 5
            sim.setScrollOffset(Double(to))  // an instant jump: didScroll sets the toggle
            let initial = CoverFlowToggle.toggle(afterIndexChangeFrom: from, to: to, physics: p)
            #expect(sim.toggle == initial)
            for k in 1...30 {
                sim.now = 5 + Double(k) / 60
                sim.step()
                let ours = CoverFlowToggle.toggle(
                    from: initial, elapsed: Double(k) / 60, releaseVelocity: sim.startVelocity)
                // iCarousel stops animating once |toggle| ≤ 1e−6 and leaves that residue; ours reaches 0.
                #expect(abs(sim.toggle - ours) <= 1e-6, "k \(k)")
                if ours == 0 { break }
            }
        }
    }
}
