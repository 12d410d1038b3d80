@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("ScrollPhysics units, clamps and dragging")
struct ScrollPhysicsTests {
    // Fixtures: 5 items of 200 pt, bounce 1 item (iCarousel's defaults).
    let linear = ScrollPhysics(numberOfItems: 5, isWrapEnabled: false, itemWidth: 200)
    let wrapped = ScrollPhysics(numberOfItems: 5, isWrapEnabled: true, itemWidth: 200)

    @Test("iCarousel's constants")
    func constants() {
        #expect(ScrollPhysics.scrollDuration == 0.4)
        #expect(ScrollPhysics.boundaryScrollDuration == 0.01)
        #expect(ScrollPhysics.decelerationMultiplier == 30)
        #expect(ScrollPhysics.scrollSpeedThreshold == 2 && ScrollPhysics.decelerateThreshold == 0.1)
        #expect(ScrollPhysics.scrollDistanceThreshold == 0.1 && ScrollPhysics.floatErrorMargin == 1e-6)
        #expect(ScrollPhysics.frameInterval == 1.0 / 60.0)
    }

    @Test("init(model:) takes the model's count, wrap, item width, offset multiplier and settings")
    func fromModel() {
        let settings = ScrollSettings(decelerationRate: 0.9, pagingEnabled: true)
        let coverFlow = CarouselModel(
            CarouselConfiguration(
                type: .coverFlow, numberOfItems: 7, itemSize: Size2D(width: 150, height: 100), scrollSettings: settings)
        )
        let p = ScrollPhysics(model: coverFlow)
        #expect(p.numberOfItems == 7 && !p.isWrapEnabled && p.itemWidth == 150 && p.offsetMultiplier == 2)
        #expect(p.settings == settings)
        let rotary = ScrollPhysics(
            model: CarouselModel(CarouselConfiguration(type: .rotary, numberOfItems: 3)),
            settings: ScrollSettings(bounces: false))
        #expect(rotary.isWrapEnabled && rotary.offsetMultiplier == 1 && !rotary.settings.bounces)
    }

    @Test("points to items: d × offsetMultiplier / itemWidth; velocity: v × scrollSpeed / itemWidth")
    func units() {
        let coverFlow = ScrollPhysics(
            numberOfItems: 5, isWrapEnabled: false, itemWidth: 200, offsetMultiplier: 2,
            settings: ScrollSettings(scrollSpeed: 1.5))
        #expect(coverFlow.itemDistance(forScrollDistance: 100) == 1)  // 100 × 2 / 200
        #expect(coverFlow.itemDistance(forScrollDistance: -50) == -0.5)
        #expect(coverFlow.itemVelocity(forScrollVelocity: 1000) == 7.5)  // 1000 × 1.5 / 200
        #expect(linear.itemVelocity(forScrollVelocity: -400) == -2)
        #expect(coverFlow.scrollDistance(forItemDistance: 1) == 100)  // 1 × 200 / 2
        #expect(coverFlow.scrollDistance(forItemDistance: coverFlow.itemDistance(forScrollDistance: 37)) == 37)
        let flat = ScrollPhysics(numberOfItems: 5, isWrapEnabled: false, itemWidth: 200, offsetMultiplier: 0)
        #expect(flat.scrollDistance(forItemDistance: 1) == 0 && linear.scrollDistance(forItemDistance: .nan) == 0)
    }

    @Test("drag resistance is 1 inside, falls linearly to 0 at bounceDistance past either end")
    func resistance() {
        #expect(linear.dragResistance(at: 2.3) == 1)
        #expect(linear.dragResistance(at: -0.25) == 0.75)  // 1 − 0.25 / 1
        #expect(linear.dragResistance(at: 4.5) == 0.5)  // 0.5 past n − 1 = 4
        #expect(linear.dragResistance(at: -3) == 0)
        let halfBounce = ScrollPhysics(
            numberOfItems: 5, isWrapEnabled: false, itemWidth: 200,
            settings: ScrollSettings(bounceDistance: 0.5))
        #expect(halfBounce.dragResistance(at: -0.25) == 0.5)  // 1 − 0.25 / 0.5
        #expect(wrapped.dragResistance(at: -0.25) == 1)
        let noBounce = ScrollPhysics(
            numberOfItems: 5, isWrapEnabled: false, itemWidth: 200,
            settings: ScrollSettings(bounceDistance: 0))
        #expect(noBounce.dragResistance(at: -0.25) == 1)  // iCarousel: 0/0 = NaN
    }

    @Test("dragging past the leading end meets resistance and stops at the bounce limit")
    func dragPastEnd() {
        // From 0, −100 pt: factor 1 → −0.5. Then −100 pt at factor 0.5 → −0.75.
        let a = linear.dragged(0, byScrollDistance: -100)
        #expect(a == -0.5)
        let b = linear.dragged(a, byScrollDistance: -100)
        #expect(b == -0.75)
        // A long drag is limited to −bounceDistance.
        #expect(linear.dragged(0.2, byScrollDistance: -10_000) == -1)
        // Wrapping: continuous, not folded.
        #expect(wrapped.dragged(4.5, byScrollDistance: 200) == 5.5)
        #expect(wrapped.clampedOffset(wrapped.dragged(4.5, byScrollDistance: 200)) == 0.5)
    }

    @Test("release velocity includes the resistance where the finger lifts")
    func releaseVelocity() {
        #expect(linear.releaseVelocity(forScrollVelocity: -1000, at: 2) == -5)
        #expect(linear.releaseVelocity(forScrollVelocity: -1000, at: -0.5) == -2.5)
    }

    @Test("iCarousel's shortest distance when wrapping: ties go the direct way")
    func minimumScrollDistance() {
        #expect(approx(wrapped.minimumScrollDistance(from: 4.7, to: 0), 0.3))  // 0 + 5 − 4.7
        #expect(approx(wrapped.minimumScrollDistance(from: 0.3, to: 4), -1.3))
        #expect(wrapped.minimumScrollDistance(from: 0, to: 2.5) == 2.5)  // tie: direct
        #expect(wrapped.minimumScrollDistance(from: 2.5, to: 0) == -2.5)  // tie: direct
        #expect(linear.minimumScrollDistance(from: 4, to: 0) == -4)
    }

    @Test("clamps and currentItemIndex agree with CarouselModel (seeded)", arguments: [false, true])
    func agreesWithModel(wrap: Bool) {
        var rng = SeededGenerator(seed: wrap ? 11 : 12)
        for _ in 0..<300 {
            let n = Int.random(in: 0...12, using: &rng)
            let settings = ScrollSettings(
                bounces: Bool.random(using: &rng),
                bounceDistance: Double.random(in: -0.5...2, using: &rng))
            let model = CarouselModel(
                CarouselConfiguration(
                    type: .linear, options: CarouselOptions(wrap: wrap), numberOfItems: n, scrollSettings: settings))
            let p = ScrollPhysics(model: model)
            let specials: [Double] = [.nan, .infinity, -.infinity, -0.5, 0.5, Double(n) - 0.5, Double(n)]
            let offsets = specials + (0..<10).map { _ in Double.random(in: -30...30, using: &rng) }
            for s in offsets {
                #expect(p.clampedOffset(s).bitPattern == model.clampedOffset(s).bitPattern)
                #expect(p.clampedScrollOffset(s).bitPattern == model.clampedScrollOffset(s).bitPattern)
                #expect(p.currentItemIndex(at: s) == model.currentItemIndex(at: s))
            }
            for i in [-13, -1, 0, 3, 12, Int.max, Int.min] {
                #expect(p.clampedIndex(i) == model.clampedIndex(i))
            }
        }
    }

    @Test("drag steps and release velocity equal iCarousel's pan handler (seeded)")
    func dragMatchesICarousel() {
        var rng = SeededGenerator(seed: 3)
        for _ in 0..<200 {
            let n = Int.random(in: 1...8, using: &rng)
            let wrap = Bool.random(using: &rng)
            let settings = ScrollSettings(
                bounces: Bool.random(using: &rng),
                bounceDistance: Double.random(in: 0.2...2, using: &rng),
                scrollSpeed: Double.random(in: 0.5...2, using: &rng))
            let width = Double.random(in: 50...300, using: &rng)
            let multiplier = Double.random(in: 0.5...2, using: &rng)
            let p = ScrollPhysics(
                numberOfItems: n, isWrapEnabled: wrap, itemWidth: width,
                offsetMultiplier: multiplier, settings: settings)
            var sim = ICarouselScrollSimulator(numberOfItems: n, wrapEnabled: wrap)
            sim.itemWidth = width
            sim.offsetMultiplier = multiplier
            sim.bounces = settings.bounces
            sim.bounceDistance = settings.bounceDistance
            sim.scrollSpeed = settings.scrollSpeed
            let start = Double.random(in: 0...Double(n - 1), using: &rng)
            sim.place(at: start)
            var ours = start
            var translation = 0.0
            var previous = 0.0
            sim.panBegan(translation: 0)
            for _ in 0..<12 {
                translation += Double.random(in: -250...250, using: &rng)
                let fingerVelocity = Double.random(in: -2000...2000, using: &rng)
                let before = ours
                sim.panChanged(translation: translation, velocity: fingerVelocity)
                // iCarousel's offset moves against the finger: scroll distance = −Δtranslation.
                ours = p.dragged(ours, byScrollDistance: -(translation - previous))
                previous = translation
                #expect(
                    restingDistance(p.clampedScrollOffset(ours), sim.scrollOffset, numberOfItems: n, wraps: wrap) < 1e-9
                )
                let b = p.bounceDistance
                let atLimit = !wrap && b > 0 && (ours <= -b || ours >= Double(n - 1) + b)
                if atLimit {
                    // didScroll zeroes _startVelocity on hitting the limit; the resistance there is 0.
                    #expect(approx(sim.startVelocity, 0))
                    #expect(approx(p.releaseVelocity(forScrollVelocity: -fingerVelocity, at: ours), 0))
                } else {
                    #expect(
                        approx(p.releaseVelocity(forScrollVelocity: -fingerVelocity, at: before), sim.startVelocity))
                }
                ours = p.clampedScrollOffset(ours)  // iCarousel keeps the folded value
            }
        }
    }

    @Test("bad units never give NaN: item width 0, NaN and infinite points")
    func badUnits() {
        let zero = ScrollPhysics(numberOfItems: 5, isWrapEnabled: false, itemWidth: 0)
        #expect(zero.itemDistance(forScrollDistance: 100) == 0)
        #expect(zero.itemVelocity(forScrollVelocity: 100) == 0)
        #expect(zero.dragged(2, byScrollDistance: 100) == 2)
        #expect(linear.itemDistance(forScrollDistance: .nan) == 0)
        #expect(linear.itemDistance(forScrollDistance: .infinity) == 0)
        #expect(linear.itemVelocity(forScrollVelocity: .infinity) == ScrollPhysics.maximumVelocity)
        #expect(linear.itemVelocity(forScrollVelocity: -.infinity) == -ScrollPhysics.maximumVelocity)
        #expect(linear.itemVelocity(forScrollVelocity: .nan) == 0)
        #expect(linear.dragged(.nan, byScrollDistance: 100) == 0.5)
        let weird = ScrollPhysics(numberOfItems: -3, isWrapEnabled: false, itemWidth: .nan, offsetMultiplier: .infinity)
        #expect(weird.numberOfItems == 0 && weird.itemWidth == 0 && weird.offsetMultiplier == 1)
        #expect(weird.dragged(1.5, byScrollDistance: 100) == 1.5)  // no items: pans are ignored
    }
}
