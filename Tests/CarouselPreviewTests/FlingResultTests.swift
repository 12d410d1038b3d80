@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@_spi(Plumbing) @testable import CarouselPreview

@Suite("FlingResult")
struct FlingResultTests {
    /// A 12-item scene (200 pt items) at `offset` flung at `velocity` items/s.
    private func fling(
        _ type: CarouselType = .linear, from offset: Double, velocity: Double,
        dragStart: Double? = nil, _ edit: (inout Scene) -> Void = { _ in }
    ) -> (Scene, FlingResult) {
        var scene = Scene(type: type)
        scene.scrollOffset = offset
        scene.fling = Fling(velocity: velocity, dragStartOffset: dragStart)
        edit(&scene)
        let result = SceneResult(scene: scene)
        return (scene, result.fling!)
    }

    // Each case by hand from iCarousel's rules (ScrollPhysics.release's doc): the deceleration
    // distance is d = v / (60 (1 − rate)); the deceleration lasts T = |end − start| / |v / 2| s;
    // then, with scrollToItemBoundary or past an end, a snap to the nearest item: 0.01 s when
    // already on it, else 0.4 s.
    @Test(
        "resting offsets and durations derived by hand",
        arguments: [
            // rate 0.95: d = 6 / (60 × 0.05) = 2; 2 + 2 = 4, already whole (stopAtItemBoundary);
            // T = 2 / 3 s, then 0.01 s on the item.
            ("decelerate 2 → 4", CarouselType.linear, 2.0, 6.0, 0.95, true, true, false, 4.0, 2.0 / 3 + 0.01),
            // 2.3 + 2 = 4.3, rounded up to 5 (stopAtItemBoundary); T = 2.7 / 3 = 0.9 s, + 0.01 s.
            ("round up 2.3 → 5", .linear, 2.3, 6, 0.95, true, true, false, 5, 0.9 + 0.01),
            // Backward: 2 − 2 = 0, rounded down: 0; T = 2 / 3 s, + 0.01 s.
            ("backward 2 → 0", .linear, 2, -6, 0.95, true, true, false, 0, 2.0 / 3 + 0.01),
            // No item boundaries at all: rests at 4.3 after T = 2 / 3 s.
            ("free 2.3 → 4.3", .linear, 2.3, 6, 0.95, false, false, false, 4.3, 2.0 / 3),
            // Free deceleration to 4.3, then scrollToItemBoundary snaps 0.4 s to the nearest item, 4.
            ("snap back 4.3 → 4", .linear, 2.3, 6, 0.95, false, true, false, 4, 2.0 / 3 + 0.4),
            // d = 30 / 3 = 10: 8 + 10 = 18, limited to n − 1 + bounceDistance = 12; T = 4 / 15 s; past
            // the end it snaps back 0.4 s to item 11.
            ("bounce at the end", .linear, 8, 30, 0.95, true, true, false, 11, 4.0 / 15 + 0.4),
            // And at the start: 3 − 10 = −7, limited to −1; T = 4 / 15 s; snap to item 0.
            ("bounce at the start", .linear, 3, -30, 0.95, true, true, false, 0, 4.0 / 15 + 0.4),
            // Rotary wraps: 1 − 2 = −1, folded to 11; T = 2 / 3 s, + 0.01 s.
            ("wrap across zero", .rotary, 1, -6, 0.95, true, true, false, 11, 2.0 / 3 + 0.01),
            // Rate 0: d = 3 / 60 = 0.05 ≤ 0.1, no deceleration; |v| > 2 and 0.3 from item 2: flick to 3.
            ("snap forward", .linear, 2.3, 3, 0, true, true, false, 3, 0.4),
            // |v| = 1.5 ≤ 2: no deceleration, no flick; snap to the nearest item, 2.
            ("too slow", .linear, 2.3, 1.5, 0.95, true, true, false, 2, 0.4),
            // Paging decelerates to ceil(3.2) = 4: T = 0.8 / 15 s, + 0.01 s.
            ("paging", .linear, 3.2, 30, 0.95, true, true, true, 4, 0.8 / 15 + 0.01),
            // Rate ≥ 1 is treated as 0.999: d = 6 / 0.06 = 100 → 12 (bounce limit), snap to 11;
            // T = 12 / 3 = 4 s.
            ("rate ≥ 1", .linear, 0, 6, 2, true, true, false, 11, 4 + 0.4),
        ])
    func handDerived(
        name: String, type: CarouselType, from offset: Double, velocity: Double, rate: Double,
        stopAtItemBoundary: Bool, scrollToItemBoundary: Bool, paging: Bool,
        resting: Double, duration: Double
    ) {
        let (_, result) = fling(type, from: offset, velocity: velocity) {
            $0.configuration.scrollSettings.decelerationRate = rate
            $0.configuration.scrollSettings.stopAtItemBoundary = stopAtItemBoundary
            $0.configuration.scrollSettings.scrollToItemBoundary = scrollToItemBoundary
            $0.configuration.scrollSettings.pagingEnabled = paging
        }
        #expect(approx(result.restingOffset, resting, 1e-9), "\(name): \(result.restingOffset)")
        #expect(approx(result.duration, duration, 1e-9), "\(name): \(result.duration)")
        #expect(result.restingItemIndex == Int(resting.rounded()), "\(name)")
    }

    @Test("dragStartOffset limits paging to one item from where the drag began")
    func dragStart() {
        let paging: (inout Scene) -> Void = { $0.configuration.scrollSettings.pagingEnabled = true }
        // Without it, paging decelerates to ceil(3.2) = 4 (above).
        #expect(fling(from: 3.2, velocity: 30, paging).1.restingOffset == 4)
        // The drag began at 1.8, nearest item 2: the end is limited to 2 + 1 = 3, behind the
        // release, so the carousel eases back there in 0.4 s.
        let limited = fling(from: 3.2, velocity: 30, dragStart: 1.8, paging).1
        #expect(limited.restingOffset == 3)
        #expect(approx(limited.duration, 0.4))
    }

    @Test("a fling from 2 at 6 items/s: 42 samples at 60 Hz from 2 to 4")
    func trajectoryLiteral() {
        let (_, result) = fling(from: 2, velocity: 6)
        // Duration 2/3 + 0.01 s: the first sample at or after it is k = 41 (41/60 ≈ 0.683).
        #expect(result.trajectory.count == 42)
        #expect(result.trajectory.first == 2 && result.trajectory.last == 4)
        // s(t) = 2 + 6t − ½ (6 / (2/3)) t²: at 1/60 s, 2 + 0.1 − 4.5 / 3600 = 2.09875.
        #expect(approx(result.trajectory[1], 2.09875, 1e-12))
        // At 20/60 s (half way in time, three quarters of the way): 2 + 2 − 4.5/9 = 3.5.
        #expect(approx(result.trajectory[20], 3.5, 1e-12))
    }

    @Test(
        "the trajectory samples the core's motion at 60 Hz from the start to rest",
        arguments: [
            (CarouselType.linear, 2.3, 6.0), (.linear, 8, 30), (.rotary, 1, -6), (.coverFlow, 5.5, -11),
            (.wheel, 0, 25), (.shelf, 1, -9), (.linear, 2.3, 1.5),
        ])
    func sampling(type: CarouselType, offset: Double, velocity: Double) {
        let (scene, result) = fling(type, from: offset, velocity: velocity)
        let trajectory = result.trajectory
        #expect(trajectory.first == SceneResult(scene: scene).scrollOffset)
        #expect(trajectory.last == result.restingOffset)
        for (k, offset) in trajectory.enumerated() {
            #expect(offset == result.motion.offset(at: Double(k) / 60), "sample \(k)")
        }
        // Every sample but the last lies before the end; the last at or after it.
        #expect(Double(trajectory.count - 2) / 60 < result.duration)
        #expect(Double(trajectory.count - 1) / 60 >= result.duration)
    }

    @Test("a simple fling never moves back", arguments: [2.0, 2.3, 0.7])
    func monotonic(offset: Double) {
        for boundaries in [false, true] {
            let (_, result) = fling(from: offset, velocity: 6) {
                $0.configuration.scrollSettings.stopAtItemBoundary = boundaries
                $0.configuration.scrollSettings.scrollToItemBoundary = boundaries
            }
            let t = result.trajectory
            #expect(t.count > 10)
            #expect(zip(t, t.dropFirst()).allSatisfy { $0 <= $1 }, "from \(offset), boundaries \(boundaries)")
            #expect(t.last! > t.first!)
        }
    }

    @Test("the JSON velocity is the one the core uses: NaN as 0, infinities at the limit")
    func sanitizedVelocity() {
        #expect(fling(from: 2, velocity: .nan).1.velocity == 0)
        #expect(fling(from: 2, velocity: .infinity).1.velocity == ScrollPhysics.maximumVelocity)
        #expect(fling(from: 2, velocity: -.infinity).1.velocity == -ScrollPhysics.maximumVelocity)
        // NaN moves like a release at rest: 2.3 snaps to 2 in 0.4 s.
        let nan = fling(from: 2.3, velocity: .nan).1
        #expect(nan.restingOffset == 2 && approx(nan.duration, 0.4))
    }

    @Test("ill-defined input gives finite offsets, bounded trajectories and no NaN")
    func badInput() {
        var generator = SeededGenerator(seed: 3)
        let velocities: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e-300, 0]
        let rates: [Double] = [.nan, .infinity, -.infinity, 1, 5, -2, 0.999]
        for type in [CarouselType.linear, .rotary, .coverFlow2, .shelf] {
            for _ in 0..<12 {
                let v = velocities.randomElement(using: &generator)!
                let (scene, result) = fling(
                    type, from: [.nan, .infinity, -3, 1e12].randomElement(using: &generator)!,
                    velocity: v, dragStart: [nil, .nan, 2].randomElement(using: &generator)!
                ) {
                    $0.configuration.scrollSettings.decelerationRate = rates.randomElement(using: &generator)!
                    $0.configuration.scrollSettings.bounceDistance = [0, .nan, .infinity, 1].randomElement(
                        using: &generator)!
                    $0.configuration.scrollSettings.pagingEnabled = Bool.random(using: &generator)
                    $0.configuration.options.wrap = Bool.random(using: &generator)
                }
                let values = result.trajectory + [result.restingOffset, result.duration, result.velocity]
                #expect(values.allSatisfy { $0.isFinite }, "\(scene)")
                #expect(result.trajectory.count < Fling.maximumSampleCount)
                #expect(result.trajectory.last == result.restingOffset)
                #expect(result.trajectory.first == SceneResult(scene: scene).scrollOffset)
            }
        }
    }

    @Test("seeded random flings come to rest where the core says, within the bound")
    func seeded() {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<150 {
            let type = CarouselType.allCases.randomElement(using: &generator)!
            let (scene, result) = fling(
                type, from: Double.random(in: -2...14, using: &generator),
                velocity: Double.random(in: -60...60, using: &generator)
            ) {
                $0.configuration.numberOfItems = Int.random(in: 1...40, using: &generator)
                $0.configuration.scrollSettings.decelerationRate = Double.random(in: 0...0.999, using: &generator)
                $0.configuration.scrollSettings.stopAtItemBoundary = Bool.random(using: &generator)
                $0.configuration.scrollSettings.scrollToItemBoundary = Bool.random(using: &generator)
                $0.configuration.scrollSettings.pagingEnabled = Bool.random(using: &generator)
                $0.configuration.options.wrap = Bool.random(using: &generator)
            }
            let model = scene.model
            let motion = ScrollPhysics(model: model).release(from: scene.scrollOffset, velocity: scene.fling!.velocity)
            #expect(result.restingOffset == motion.restingOffset)
            #expect(result.restingItemIndex == model.currentItemIndex(at: result.restingOffset))
            #expect(result.trajectory.last == result.restingOffset)
            #expect(result.trajectory.allSatisfy { $0.isFinite })
            #expect(result.trajectory.count <= Int((result.duration * 60).rounded(.up)) + 1)
        }
    }

    @Test("with no items nothing moves: the one sample is the still picture's offset")
    func noItems() {
        for type in [CarouselType.linear, .rotary] {
            let (scene, result) = fling(type, from: 3, velocity: 20) { $0.configuration.numberOfItems = 0 }
            let still = SceneResult(scene: scene)
            #expect(result.trajectory == [still.scrollOffset])
            #expect(result.restingOffset == still.scrollOffset)
            #expect(result.restingItemIndex == -1 && result.duration == 0)
        }
    }

    @Test("the resting scene is the scene at the resting offset, toggle 0, without the fling")
    func restingScene() {
        let (scene, result) = fling(.coverFlow2, from: 2, velocity: 6) { $0.toggle = 0.7 }
        let resting = result.restingScene(of: scene)
        var expected = scene
        expected.scrollOffset = 4
        expected.toggle = 0
        expected.fling = nil
        #expect(resting == expected)
    }
}
