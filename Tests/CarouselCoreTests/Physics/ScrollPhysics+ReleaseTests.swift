@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

/// Releases: every branch of iCarousel's didPan:/startDecelerating/step with literal numbers, then
/// a seeded comparison with a literal 60 Hz simulation of iCarousel (ICarouselScrollSimulator).
@Suite("ScrollPhysics release")
struct ScrollPhysicsReleaseTests {
    func physics(_ n: Int = 10, wrap: Bool = false, _ settings: ScrollSettings = ScrollSettings()) -> ScrollPhysics {
        ScrollPhysics(numberOfItems: n, isWrapEnabled: wrap, itemWidth: 200, settings: settings)
    }

    func isDeceleration(_ phase: ScrollPhase) -> Bool {
        if case .deceleration = phase.curve { return true }
        return false
    }

    // MARK: Formulas

    @Test(
        "deceleration distance is v / (60 (1 − rate)) items",
        arguments: [(6.0, 0.95, 2.0), (-3.0, 0.9, -0.5), (30.0, 0.5, 1.0), (10.0, 0.0, 1.0 / 6.0), (0.0, 0.95, 0.0)])
    func decelerationDistance(_ v: Double, _ rate: Double, _ expected: Double) {
        let p = physics(10, ScrollSettings(decelerationRate: rate))
        #expect(approx(p.decelerationDistance(forVelocity: v), expected))
    }

    @Test("decelerates only above 2 items/s and 0.1 items")
    func decelerationThresholds() {
        #expect(!physics().shouldDecelerate(velocity: 2))  // not > 2
        #expect(physics().shouldDecelerate(velocity: -2.01))  // d = −0.67
        // rate 0.5: d = v / 30; 2.5 items/s travel 0.083 < 0.1.
        #expect(!physics(10, ScrollSettings(decelerationRate: 0.5)).shouldDecelerate(velocity: 2.5))
        #expect(physics(10, ScrollSettings(decelerationRate: 0.5)).shouldDecelerate(velocity: 3.1))
    }

    // MARK: Branches, derived by hand

    @Test("decelerate to the next item boundary, then the 0.01 s legacy scroll")
    func decelerateToBoundary() {
        // s = 2.2, v = 6: d = 2, end ceil(4.2) = 5, distance 2.8, T = 2.8 / (6 / 2) = 0.9333 s.
        let m = physics().release(from: 2.2, velocity: 6)
        #expect(m.phases.count == 2 && isDeceleration(m.phases[0]))
        #expect(approx(m.phases[0].duration, 2.8 / 3))
        #expect(approx(m.phases[0].endOffset, 5))
        #expect(approx(m.phases[1].duration, 0.01))
        #expect(m.restingOffset == 5 && m.restingItemIndex == 5)
        #expect(approx(m.duration, 2.8 / 3 + 0.01))
        // Half way in time it has covered 3/4 of the distance: 2.2 + 2.1; velocity halves.
        #expect(approx(m.offset(at: 1.4 / 3), 4.3))
        #expect(approx(m.velocity(at: 0), 6) && approx(m.velocity(at: 1.4 / 3), 3))
    }

    @Test("decelerate freely, then snap back to the nearest item in 0.4 s")
    func decelerateThenSnapBack() {
        // stopAtItemBoundary off: s = 2.2, v = 3 → d = 1, end 3.2, T = 1 / 1.5; nearest item 3.
        let m = physics(10, ScrollSettings(stopAtItemBoundary: false)).release(from: 2.2, velocity: 3)
        #expect(m.phases.count == 2)
        #expect(approx(m.phases[0].endOffset, 3.2) && approx(m.phases[0].duration, 2.0 / 3))
        #expect(m.phases[1].curve == .easeInOut && m.phases[1].duration == 0.4)
        #expect(approx(m.restingOffset, 3) && approx(m.duration, 2.0 / 3 + 0.4))
    }

    @Test("decelerate freely and stay when neither boundary option is set")
    func decelerateAndStay() {
        let m = physics(10, ScrollSettings(stopAtItemBoundary: false, scrollToItemBoundary: false))
            .release(from: 2.2, velocity: 3)
        #expect(m.phases.count == 1 && approx(m.restingOffset, 3.2))
    }

    @Test("a slow release snaps to the nearest item: back from 2.3, forward from 2.7, 0.01 s on an item")
    func slowReleaseSnaps() {
        let back = physics().release(from: 2.3, velocity: 1)
        #expect(approx(back.restingOffset, 2) && back.duration == 0.4)
        #expect(back.phases[0].curve == .easeInOut)
        let forward = physics().release(from: 2.7, velocity: -1)
        #expect(approx(forward.restingOffset, 3) && forward.duration == 0.4)
        let onItem = physics().release(from: 2, velocity: 0)
        #expect(onItem.restingOffset == 2 && onItem.duration == 0.01)
        let stays = physics(10, ScrollSettings(scrollToItemBoundary: false)).release(from: 2.3, velocity: 1)
        #expect(stays.phases.isEmpty && stays.restingOffset == 2.3)
    }

    @Test("a flick too short to decelerate scrolls to the next item (iCarousel's shouldScroll)")
    func shortFlick() {
        // rate 0.5: 2.5 items/s travel 0.083 items, no deceleration; 0.3 from item 2 > 0.1.
        let p = physics(10, ScrollSettings(decelerationRate: 0.5))
        #expect(approx(p.release(from: 2.3, velocity: 2.5).restingOffset, 3))
        #expect(approx(p.release(from: 2.3, velocity: -2.5).restingOffset, 1))
        // From 2.7 the current item is already 3, so iCarousel goes on to 4.
        #expect(approx(p.release(from: 2.7, velocity: 2.5).restingOffset, 4))
        // Within 0.1 of the item: snap to it.
        #expect(approx(p.release(from: 2.05, velocity: 2.5).restingOffset, 2))
    }

    @Test("paging moves to ceil / floor of the release offset, whatever the speed")
    func paging() {
        let p = physics(10, ScrollSettings(pagingEnabled: true))
        let forward = p.release(from: 2.3, velocity: 6)
        #expect(forward.restingOffset == 3 && approx(forward.phases[0].duration, 0.7 / 3))
        #expect(approx(forward.duration, 0.7 / 3 + 0.01))
        #expect(p.release(from: 2.3, velocity: 40).restingOffset == 3)
        let back = p.release(from: 2.3, velocity: -6)
        #expect(back.restingOffset == 2 && approx(back.phases[0].duration, 0.1))  // 0.3 / 3
        // On an item the page end equals the start: no deceleration, stays on the item.
        #expect(p.release(from: 2, velocity: 6).restingOffset == 2)
    }

    @Test("bouncing at the leading end: decelerate to −bounceDistance, then back to item 0")
    func bounceLeading() {
        // n = 5, s = 0.5, v = −6: end floor(−1.5) = −2, limited to −1; T = 1.5 / 3; snap 0.4 s.
        let m = physics(5).release(from: 0.5, velocity: -6)
        #expect(m.phases.count == 2)
        #expect(approx(m.phases[0].endOffset, -1) && approx(m.phases[0].duration, 0.5))
        #expect(m.restingOffset == 0 && approx(m.duration, 0.9))
        #expect(m.offset(at: 0.5) < 0)  // really past the end
    }

    @Test("bouncing at the trailing end, with a fractional bounce distance and without bounce")
    func bounceTrailing() {
        // n = 5, s = 3.5, v = 6: end ceil(5.5) = 6, limited to 4 + 1; T = 0.5; snap back to 4.
        let m = physics(5).release(from: 3.5, velocity: 6)
        #expect(approx(m.phases[0].endOffset, 5) && m.restingOffset == 4 && approx(m.duration, 0.9))
        // bounceDistance 0.5: limited to 4.5, T = 1 / 3; round(4.5) = 5, clamped to item 4.
        let half = physics(5, ScrollSettings(bounceDistance: 0.5)).release(from: 3.5, velocity: 6)
        #expect(approx(half.phases[0].endOffset, 4.5) && approx(half.phases[0].duration, 1.0 / 3))
        #expect(half.restingOffset == 4)
        // No bounce: limited to 4; T = 0.5 / 3, then the 0.01 s scroll.
        let none = physics(5, ScrollSettings(bounces: false)).release(from: 3.5, velocity: 6)
        #expect(approx(none.phases[0].endOffset, 4) && approx(none.duration, 0.5 / 3 + 0.01))
        // Past the end the snap happens even without scrollToItemBoundary.
        let noSnap = physics(5, ScrollSettings(stopAtItemBoundary: false, scrollToItemBoundary: false))
            .release(from: 3.5, velocity: 6)
        #expect(noSnap.restingOffset == 4 && noSnap.phases.count == 2)
    }

    @Test("wrapping across zero, both ways; positions stay continuous")
    func wrapAcrossZero() {
        let p = physics(5, wrap: true)
        // s = 4.2, v = 6: end ceil(6.2) = 7 ≡ 2; T = 2.8 / 3.
        let forward = p.release(from: 4.2, velocity: 6)
        #expect(approx(forward.restingOffset, 2) && approx(forward.restingPosition, 7))
        #expect(forward.restingItemIndex == 2 && approx(forward.phases[0].duration, 2.8 / 3))
        // s = 0.3, v = −6: end floor(−1.7) = −2 ≡ 3.
        let back = p.release(from: 0.3, velocity: -6)
        #expect(approx(back.restingOffset, 3) && approx(back.restingPosition, -2))
        // Free deceleration to 4.8 (current item round(4.8) = 5 ≡ 0): snaps +0.2 across the seam.
        let seam = physics(5, wrap: true, ScrollSettings(stopAtItemBoundary: false)).release(from: 3.8, velocity: 3)
        #expect(approx(seam.restingPosition, 5) && approx(seam.restingOffset, 0, 1e-9) && seam.restingItemIndex == 0)
        // Unfolded input: the same motion shifted by 2n.
        let shifted = p.release(from: 14.2, velocity: 6)
        #expect(approx(shifted.restingPosition, 17) && approx(shifted.restingOffset, 2))
    }

    @Test("with autoscroll there is no snap, and autoscroll resumes after the deceleration")
    func releaseWhileAutoscrolling() {
        let m = physics().release(from: 2.2, velocity: 6, autoscrollSpeed: 0.5)
        #expect(m.phases.count == 1 && m.isAutoscrolling)
        #expect(approx(m.restingPosition, 5))
        #expect(approx(m.offset(at: m.duration + 1), 5.5))
        let slow = physics().release(from: 2.3, velocity: 1, autoscrollSpeed: -1)
        #expect(slow.phases.isEmpty && approx(slow.offset(at: 0.3), 2.0))
    }

    @Test("paging with a drag start: at most one item from the item where the drag began")
    func pagingFromDragStart() {
        let p = physics(10, ScrollSettings(pagingEnabled: true))
        // Dragged 1.4 items from 2: iCarousel pages on to ceil(3.4) = 4; limited to 3, eased back.
        #expect(p.release(from: 3.4, velocity: 6).restingOffset == 4)
        let limited = p.release(from: 3.4, velocity: 6, dragStartOffset: 2)
        #expect(limited.restingOffset == 3 && limited.phases.count == 1 && limited.phases[0].curve == .easeInOut)
        // A drag of less than one item is unchanged.
        #expect(p.release(from: 2.6, velocity: 6, dragStartOffset: 2) == p.release(from: 2.6, velocity: 6))
        // Wrapping, the drag start given folded across the seam: 4.8 → 0.6 is a drag of +0.8.
        let w = physics(5, wrap: true, ScrollSettings(pagingEnabled: true))
        #expect(w.release(from: 0.6, velocity: 6, dragStartOffset: 4.8).restingOffset == 1)
        // 4.8 → 1.6 is +1.8: limited to item 1 (the start item is 5 ≡ 0).
        let far = w.release(from: 1.6, velocity: 6, dragStartOffset: 4.8)
        #expect(approx(far.restingOffset, 1))
        // Non-finite drag starts are ignored.
        #expect(p.release(from: 3.4, velocity: 6, dragStartOffset: .nan).restingOffset == 4)
    }

    @Test("deceleration slows monotonically and never moves back (seeded)")
    func monotoneDeceleration() {
        var rng = SeededGenerator(seed: 99)
        for _ in 0..<100 {
            let p = physics(
                20, wrap: Bool.random(using: &rng),
                ScrollSettings(
                    decelerationRate: Double.random(in: 0...0.999, using: &rng),
                    stopAtItemBoundary: Bool.random(using: &rng)))
            let v = Double.random(in: 2.5...60, using: &rng) * (Bool.random(using: &rng) ? 1 : -1)
            let m = p.release(from: Double.random(in: 0...19, using: &rng), velocity: v)
            guard let phase = m.phases.first, isDeceleration(phase) else { continue }
            var last = phase.position(at: 0)
            var lastSpeed = abs(phase.velocity(at: 0))
            for k in 1...50 {
                let t = phase.duration * Double(k) / 50
                let x = phase.position(at: t)
                let speed = abs(phase.velocity(at: t))
                #expect(v > 0 ? x >= last : x <= last)
                #expect(speed <= lastSpeed)
                last = x
                lastSpeed = speed
            }
        }
    }

    // MARK: Equal to iCarousel

    /// A random valid configuration and the simulator set up the same way.
    func randomCase(_ rng: inout SeededGenerator) -> (ScrollPhysics, ICarouselScrollSimulator) {
        let counts = [1, 1, 2, 3, 4, 5, 6, 8, 10, 13, 20, 50, 1000]
        let n = counts[Int.random(in: 0..<counts.count, using: &rng)]
        let wrap = Bool.random(using: &rng)
        let rates = [0.0, 0.3, 0.5, 0.66, 0.8, 0.9, 0.95, 0.95, 0.98, 0.995, 0.999]
        let settings = ScrollSettings(
            decelerationRate: rates[Int.random(in: 0..<rates.count, using: &rng)],
            bounces: Int.random(in: 0..<4, using: &rng) > 0,
            bounceDistance: [0.3, 0.5, 1, 1, 1.7, 3][Int.random(in: 0..<6, using: &rng)],
            stopAtItemBoundary: Bool.random(using: &rng), scrollToItemBoundary: Bool.random(using: &rng),
            pagingEnabled: Int.random(in: 0..<3, using: &rng) == 0)
        let p = ScrollPhysics(numberOfItems: n, isWrapEnabled: wrap, itemWidth: 200, settings: settings)
        var sim = ICarouselScrollSimulator(numberOfItems: n, wrapEnabled: wrap)
        sim.decelerationRate = settings.decelerationRate
        sim.bounces = settings.bounces
        sim.bounceDistance = settings.bounceDistance
        sim.stopAtItemBoundary = settings.stopAtItemBoundary
        sim.scrollToItemBoundary = settings.scrollToItemBoundary
        sim.pagingEnabled = settings.pagingEnabled
        return (p, sim)
    }

    func randomRelease(_ p: ScrollPhysics, _ rng: inout SeededGenerator) -> (offset: Double, velocity: Double) {
        let n = Double(p.numberOfItems)
        let b = p.bounceDistance
        let offset =
            p.isWrapEnabled
            ? Double.random(in: 0..<n, using: &rng)
            : Double.random(in: -b...(n - 1 + b), using: &rng)
        let speeds = [
            Double.random(in: 0...3, using: &rng), Double.random(in: 0...15, using: &rng),
            Double.random(in: 0...80, using: &rng),
        ]
        let v = speeds[Int.random(in: 0..<3, using: &rng)] * (Bool.random(using: &rng) ? 1 : -1)
        return (offset, v)
    }

    @Test(
        "resting offsets equal a literal 60 Hz simulation of iCarousel to 1e−6 (seeded)",
        arguments: [1, 2, 3, 4])
    func equalsICarousel(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<600 {
            var (p, sim) = randomCase(&rng)
            let (s, v) = randomRelease(p, &rng)
            sim.place(at: s)
            sim.release(velocity: v)
            let steps = sim.runUntilIdle()
            let m = p.release(from: s, velocity: v)
            let gap = restingDistance(
                m.restingOffset, sim.scrollOffset, numberOfItems: p.numberOfItems, wraps: p.isWrapEnabled)
            #expect(
                gap < 1e-6,
                "n \(p.numberOfItems) wrap \(p.isWrapEnabled) \(p.settings) s \(s) v \(v): \(m.restingOffset) vs \(sim.scrollOffset)"
            )
            #expect(m.restingItemIndex == sim.currentItemIndex)
            // Timing: iCarousel starts each phase on a 60 Hz tick, so it ends within one tick per phase.
            let elapsed = Double(steps) / 60
            if !p.isWrapEnabled {
                #expect(
                    elapsed >= m.duration - 1e-9 && elapsed <= m.duration + Double(m.phases.count) / 60 + 1e-9,
                    "duration \(m.duration) vs \(elapsed)")
            }
        }
    }

    @Test("with a drag start, paging equals iCarousel wherever iCarousel pages at most one item (seeded)")
    func pagingLimitEqualsICarousel() {
        var rng = SeededGenerator(seed: 5)
        var compared = 0
        for _ in 0..<1500 {
            var (p0, sim) = randomCase(&rng)
            let settings = ScrollSettings(
                decelerationRate: p0.settings.decelerationRate, bounces: p0.settings.bounces,
                bounceDistance: p0.settings.bounceDistance, stopAtItemBoundary: p0.settings.stopAtItemBoundary,
                scrollToItemBoundary: p0.settings.scrollToItemBoundary, pagingEnabled: true)
            let p = ScrollPhysics(
                numberOfItems: p0.numberOfItems, isWrapEnabled: p0.isWrapEnabled, itemWidth: 200,
                settings: settings)
            sim.pagingEnabled = true
            let (s, v) = randomRelease(p, &rng)
            let dragStart = s + Double.random(in: -2.5...2.5, using: &rng)
            sim.place(at: s)
            sim.release(velocity: v)
            sim.runUntilIdle()
            let limited = p.release(from: s, velocity: v, dragStartOffset: dragStart)
            // The item where the drag began, and iCarousel's rest measured from it (short way when wrapping).
            let startItem = dragStart.rounded(.toNearestOrAwayFromZero)
            var fromStart = sim.scrollOffset - startItem
            if p.isWrapEnabled {
                let n = Double(p.numberOfItems)
                fromStart -= n * (fromStart / n).rounded()
            }
            // The limit keeps every rest within one item (plus the bounce snap to the last item).
            let ours = limited.restingOffset
            // With few items a wrapped rest one item ahead may be two behind: compare from 8 items on,
            // where a page (at most 2.5 + 2 items here) cannot be mistaken for its way round.
            if abs(fromStart) <= 1 + 1e-9, !p.isWrapEnabled || p.numberOfItems >= 8 {
                compared += 1
                let gap = restingDistance(
                    ours, sim.scrollOffset, numberOfItems: p.numberOfItems, wraps: p.isWrapEnabled)
                #expect(gap < 1e-6, "s \(s) v \(v) start \(dragStart): \(ours) vs \(sim.scrollOffset) \(p) \(limited)")
            }
        }
        #expect(compared > 400)
    }

    @Test(
        "paging after a drag of less than one item from rest on an item equals iCarousel when it decelerates (seeded)")
    func pagingShortDragFromRest() {
        var rng = SeededGenerator(seed: 6)
        for _ in 0..<500 {
            let n = Int.random(in: 2...12, using: &rng)
            let wrap = Bool.random(using: &rng)
            let p = ScrollPhysics(
                numberOfItems: n, isWrapEnabled: wrap, itemWidth: 200,
                settings: ScrollSettings(pagingEnabled: true))
            let start = Double(Int.random(in: 0..<n, using: &rng))
            let s = p.clampedScrollOffset(start + Double.random(in: -0.999...0.999, using: &rng))
            let v = Double.random(in: 2.1...50, using: &rng) * (Bool.random(using: &rng) ? 1 : -1)
            #expect(
                p.release(from: s, velocity: v, dragStartOffset: start).restingOffset
                    == p.release(from: s, velocity: v).restingOffset)
        }
    }

    // MARK: Ill-defined input

    @Test("a deceleration rate ≥ 1 stops even when wrapping (iCarousel never would)")
    func rateOfOne() {
        // Treated as 0.999: d = 10 / 0.06 = 166.67, end 167 ≡ 2 (n = 5); T = 167 / 5 = 33.4 s.
        let m = physics(5, wrap: true, ScrollSettings(decelerationRate: 1)).release(from: 0, velocity: 10)
        #expect(approx(m.restingOffset, 2, 1e-9) && approx(m.phases[0].duration, 33.4))
        #expect(m.trajectory().count == Int((m.duration * 60).rounded(.up)) + 1)
    }

    @Test("one item: bounces back to it, or wraps onto it")
    func oneItem() {
        // n = 1: limited to 0 + 1, then back to 0.
        let m = physics(1).release(from: 0, velocity: 6)
        #expect(approx(m.phases[0].endOffset, 1) && m.restingOffset == 0)
        #expect(physics(1, wrap: true).release(from: 0.2, velocity: 6).restingOffset == 0)
        #expect(physics(1, wrap: true).release(from: 0.2, velocity: 6).restingItemIndex == 0)
    }

    @Test("no items: nothing moves")
    func noItems() {
        let m = physics(0).release(from: 3, velocity: 50)
        #expect(m.phases.isEmpty && m.restingOffset == 3 && m.restingItemIndex == -1)
        #expect(physics(0, wrap: true).release(from: .nan, velocity: .nan).restingOffset == 0)
    }

    @Test("NaN and infinite inputs rest on finite offsets; bounce distance 0 does not give NaN")
    func nonFinite() {
        let p = physics(5)
        #expect(p.release(from: .nan, velocity: 6).restingOffset == 2)  // from 0: d = 2, ceil → 2
        #expect(p.release(from: 2.3, velocity: .nan).restingOffset == 2)
        #expect(p.release(from: 2.3, velocity: .infinity).restingOffset == 4)
        #expect(p.release(from: .infinity, velocity: 0).restingOffset == 4)
        #expect(p.release(from: -.infinity, velocity: 0).restingOffset == 0)
        #expect(physics(5, wrap: true).release(from: .infinity, velocity: -.infinity).restingOffset.isFinite)
        let zeroBounce = physics(5, ScrollSettings(bounceDistance: 0))
        #expect(zeroBounce.release(from: 3.5, velocity: 6).restingOffset == 4)
        #expect(zeroBounce.dragged(0, byScrollDistance: -100) == 0)
        let weird = physics(5, ScrollSettings(decelerationRate: -.infinity, bounceDistance: .nan, scrollSpeed: .nan))
        #expect(weird.release(from: 1.2, velocity: 40).restingOffset.isFinite)
    }

    @Test("random flings, including bad input, always rest on a finite offset within range (seeded)")
    func randomFlingsRest() {
        var rng = SeededGenerator(seed: 2024)
        let specials: [Double] = [.nan, .infinity, -.infinity, 0, -0.0, 1e300, -1e300, 1e-300]
        func value(_ range: ClosedRange<Double>) -> Double {
            Int.random(in: 0..<5, using: &rng) == 0
                ? specials[Int.random(in: 0..<specials.count, using: &rng)]
                : Double.random(in: range, using: &rng)
        }
        for _ in 0..<2000 {
            let n = Int.random(in: 0...30, using: &rng)
            let settings = ScrollSettings(
                decelerationRate: value(-0.5...1.5), bounces: Bool.random(using: &rng), bounceDistance: value(-1...3),
                stopAtItemBoundary: Bool.random(using: &rng), scrollToItemBoundary: Bool.random(using: &rng),
                pagingEnabled: Bool.random(using: &rng), scrollSpeed: value(-2...3))
            let p = ScrollPhysics(
                numberOfItems: n, isWrapEnabled: Bool.random(using: &rng), itemWidth: value(0...300),
                settings: settings)
            let m = p.release(
                from: value(-40...40), velocity: value(-200...200),
                dragStartOffset: Bool.random(using: &rng) ? value(-40...40) : nil)
            #expect(m.restingOffset.isFinite && m.duration.isFinite && m.duration >= 0)
            #expect(m.duration <= 2 / (60 * 0.001) + 0.4 + 1e-9)  // the longest deceleration, then a snap
            if n > 0 {
                let lower = p.isWrapEnabled ? 0 : -p.bounceDistance
                let upper = p.isWrapEnabled ? Double(n) : Double(n - 1) + p.bounceDistance
                #expect(m.restingOffset >= lower && m.restingOffset <= upper)
                if settings.scrollToItemBoundary {
                    // Every path ends with a scroll to a whole item.
                    #expect(m.restingOffset == m.restingOffset.rounded(), "\(p) \(m)")
                }
            }
            for k in 0...8 {
                let t = m.duration * Double(k) / 8
                #expect(m.offset(at: t).isFinite && m.velocity(at: t).isFinite && m.position(at: t).isFinite, "\(m)")
            }
        }
    }

    /// A drag start of −1.7e308 items from +1.7e308 overflows the drag to +∞ and the wrapping fold
    /// to NaN; the paging range then trapped ("Range requires lowerBound <= upperBound").
    @Test("paging from a drag start at the limits of Double neither traps nor leaves the finite numbers")
    func pagingFromExtremeDragStart() {
        for wrap in [true, false] {
            let physics = ScrollPhysics(
                numberOfItems: 12, isWrapEnabled: wrap, itemWidth: 200,
                settings: ScrollSettings(pagingEnabled: true))
            for (release, start) in [(1.7e308, -1.7e308), (-1.7e308, 1.7e308), (3.0, -.greatestFiniteMagnitude)] {
                let m = physics.release(from: release, velocity: 9, dragStartOffset: start)
                #expect(m.restingPosition.isFinite && m.restingOffset.isFinite)
            }
        }
    }
}
