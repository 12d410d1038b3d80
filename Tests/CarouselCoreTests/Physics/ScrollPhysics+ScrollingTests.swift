@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

@Suite("ScrollPhysics programmatic scrolling and autoscroll")
struct ScrollPhysicsScrollingTests {
    let linear = ScrollPhysics(numberOfItems: 10, isWrapEnabled: false, itemWidth: 200)
    let wrapped = ScrollPhysics(numberOfItems: 10, isWrapEnabled: true, itemWidth: 200)

    @Test("scroll to an item takes the shortest way round when wrapping (ties go the direct way)")
    func shortestWay() {
        let back = wrapped.scroll(from: 1, toItemAt: 8)  // −3 rather than +7
        #expect(back.restingPosition == -2 && back.restingOffset == 8 && back.duration == 0.4)
        let tie = wrapped.scroll(from: 1, toItemAt: 6)  // ±5: direct
        #expect(tie.restingPosition == 6)
        let across = wrapped.scroll(from: 8.5, toItemAt: 1)  // +2.5 across the seam
        #expect(across.restingPosition == 11 && across.restingOffset == 1)
        #expect(linear.scroll(from: 1, toItemAt: 8).restingPosition == 8)
    }

    @Test("the path eases in and out over the duration")
    func easePath() {
        let m = linear.scroll(from: 1, toItemAt: 5, duration: 1)
        #expect(m.duration == 1 && m.phases.count == 1)
        #expect(approx(m.offset(at: 0.25), 1 + 4 * 0.0625))
        #expect(approx(m.offset(at: 0.5), 3) && approx(m.offset(at: 0.75), 1 + 4 * 0.9375))
        #expect(m.velocity(at: 0) == 0 && m.velocity(at: 1) == 0)
    }

    @Test("out-of-range indexes are clamped, or wrapped the short way")
    func outOfRange() {
        #expect(linear.scroll(from: 3, toItemAt: 20).restingOffset == 9)
        #expect(linear.scroll(from: 3, toItemAt: -3).restingOffset == 0)
        #expect(linear.scroll(from: 3, toItemAt: Int.min, duration: 0).restingOffset == 0)
        let w = wrapped.scroll(from: 1, toItemAt: 13)  // ≡ 3: +2, not iCarousel's long way
        #expect(w.restingPosition == 3)
        #expect(wrapped.scroll(from: 1, toItemAt: -1).restingPosition == -1)  // ≡ 9, −2 the short way
        #expect(wrapped.scroll(from: 1, toItemAt: Int.max).restingOffset == Double(Int.max % 10))
    }

    @Test("scroll by items: floor + n forward, ceil + n backward, round for 0; instant from the current item")
    func byNumberOfItems() {
        #expect(linear.scroll(from: 2.3, byNumberOfItems: 2).restingOffset == 4)
        #expect(linear.scroll(from: 2.3, byNumberOfItems: -2).restingOffset == 1)
        #expect(linear.scroll(from: 2.3, byNumberOfItems: 0).restingOffset == 2)
        #expect(linear.scroll(from: 2.3, byNumberOfItems: 50).restingOffset == 9)
        let small = ScrollPhysics(numberOfItems: 5, isWrapEnabled: true, itemWidth: 200)
        let round = small.scroll(from: 4.3, byNumberOfItems: 2)
        #expect(round.restingPosition == 6 && round.restingOffset == 1)
        let instant = small.scroll(from: 4.3, byNumberOfItems: 3, duration: 0)  // clampedIndex(4 + 3)
        #expect(instant.phases.isEmpty && instant.restingOffset == 2)
        #expect(linear.scroll(from: 2.3, byNumberOfItems: Int.max, duration: 0).restingOffset == 9)
    }

    @Test("scroll to or by a fractional offset; instant scrolls stop in the bounce range like setScrollOffset")
    func fractional() {
        #expect(linear.scroll(from: 2, by: 0.5).restingOffset == 2.5)
        #expect(linear.scroll(from: 2, by: 50).restingOffset == 9)
        #expect(linear.scroll(from: 2, to: 6.25).restingOffset == 6.25)
        #expect(linear.scroll(from: 2, to: -0.5).restingOffset == 0)  // animated: [0, n − 1]
        #expect(linear.scroll(from: 2, to: -0.5, duration: 0).restingOffset == -0.5)
        #expect(wrapped.scroll(from: 9.5, to: 0.25).restingPosition == 10.25)
        #expect(wrapped.scroll(from: 1, to: 13.5).restingOffset == 3.5)  // folded first
    }

    @Test("bad durations and targets: NaN or ≤ 0 is instant, ∞ is 60 s, a NaN target stays")
    func badInput() {
        #expect(linear.scroll(from: 2, toItemAt: 5, duration: .nan).phases.isEmpty)
        #expect(linear.scroll(from: 2, toItemAt: 5, duration: -1).restingOffset == 5)
        #expect(linear.scroll(from: 2, toItemAt: 5, duration: .infinity).duration == ScrollPhysics.maximumDuration)
        #expect(linear.scroll(from: 2, to: .nan).restingOffset == 2)
        #expect(linear.scroll(from: 2, by: .infinity).restingOffset == 2)
        #expect(linear.scroll(from: .nan, toItemAt: 5).restingOffset == 5)
        let none = ScrollPhysics(numberOfItems: 0, isWrapEnabled: false, itemWidth: 200)
        #expect(
            none.scroll(from: 1, toItemAt: 5).phases.isEmpty
                && none.scroll(from: 1, byNumberOfItems: 3).restingOffset == 1)
        #expect(none.autoscroll(from: 1, speed: 3).offset(at: 10) == 1)
    }

    @Test("settling after layout: 0.4 s to the current item, or straight into range")
    func settling() {
        #expect(linear.settling(from: 2.3).restingOffset == 2 && linear.settling(from: 2.3).duration == 0.4)
        let free = ScrollPhysics(
            numberOfItems: 10, isWrapEnabled: false, itemWidth: 200,
            settings: ScrollSettings(scrollToItemBoundary: false))
        #expect(free.settling(from: -0.5).restingOffset == 0 && free.settling(from: -0.5).phases.isEmpty)
        #expect(free.settling(from: 2.3).restingOffset == 2.3)
    }

    @Test("programmatic scrolls rest where iCarousel does, with the same index changes (seeded)")
    func equalsICarousel() {
        var rng = SeededGenerator(seed: 21)
        for _ in 0..<600 {
            let n = [1, 2, 3, 5, 8, 13, 40][Int.random(in: 0..<7, using: &rng)]
            let wrap = Bool.random(using: &rng)
            let p = ScrollPhysics(numberOfItems: n, isWrapEnabled: wrap, itemWidth: 200)
            var sim = ICarouselScrollSimulator(numberOfItems: n, wrapEnabled: wrap)
            let s = Double.random(in: 0...Double(n - 1), using: &rng)
            sim.place(at: s)
            let duration = [0, 0.4, 0.4, 1.3][Int.random(in: 0..<4, using: &rng)]
            let m: ScrollMotion
            switch Int.random(in: 0..<3, using: &rng) {
            case 0:
                let index = Int.random(in: 0..<n, using: &rng)
                sim.scrollToItemAtIndex(index, duration: duration)
                m = p.scroll(from: s, toItemAt: index, duration: duration)
            case 1:
                let count = Int.random(in: -7...7, using: &rng)
                sim.scrollByNumberOfItems(count, duration: duration)
                m = p.scroll(from: s, byNumberOfItems: count, duration: duration)
            default:
                let target = Double.random(in: 0..<Double(n), using: &rng)
                sim.scrollToOffset(target, duration: duration)
                m = p.scroll(from: s, to: target, duration: duration)
            }
            sim.runUntilIdle()
            #expect(
                restingDistance(m.restingOffset, sim.scrollOffset, numberOfItems: n, wraps: wrap) < 1e-6,
                "n \(n) wrap \(wrap) s \(s): \(m.restingOffset) vs \(sim.scrollOffset)")
            // iCarousel notices a change on the first tick after it happens (or at once for a jump).
            let ours = m.itemIndexChanges()
            let spaced = zip(ours, ours.dropFirst()).allSatisfy { $1.time - $0.time > 1.0 / 60 + 1e-9 }
            if spaced {
                #expect(ours.map(\.index) == sim.indexChanges.map(\.index))
                for (a, b) in zip(ours, sim.indexChanges) {
                    #expect(b.time >= a.time - 1e-9 && b.time <= a.time + 1.0 / 60 + 1e-9)
                }
            }
        }
    }

    @Test("autoscroll: positive speeds move toward larger offsets, iCarousel's sign is the opposite")
    func autoscrollSign() {
        #expect(ScrollPhysics.autoscrollSpeed(iCarouselAutoscroll: 0.5) == -0.5)
        let m = linear.autoscroll(from: 2, speed: 0.5)
        #expect(m.phases.isEmpty && approx(m.offset(at: 2), 3) && m.velocity(at: 2) == 0.5)
        #expect(m.offset(at: 1000) == 9 && m.velocity(at: 1000) == 0)  // stops at the far end
        let loop = ScrollPhysics(numberOfItems: 5, isWrapEnabled: true, itemWidth: 200).autoscroll(from: 4, speed: 1)
        #expect(approx(loop.position(at: 2.5), 6.5) && approx(loop.offset(at: 2.5), 1.5))
        #expect(approx(loop.offset(at: 1000.25), 4.25))  // loops for ever
        // From a bounced offset each tick clamps first, as iCarousel's clampedOffset: does.
        let bounced = linear.autoscroll(from: -0.5, speed: 1)
        #expect(bounced.offset(at: 0) == 0 && approx(bounced.offset(at: 0.25), 0.25))
    }

    @Test("autoscroll pauses while dragging and resumes after the release, as iCarousel's timer does")
    func autoscrollPauseResume() {
        // Ours: 2 s of autoscroll at 0.5 items/s from 2, a drag of 100 pt (+0.5), a slow release.
        let before = linear.autoscroll(from: 2, speed: 0.5)
        let atDrag = before.offset(at: 2)
        #expect(approx(atDrag, 3))
        let released = linear.dragged(atDrag, byScrollDistance: 100)
        let after = linear.release(from: released, velocity: 1, autoscrollSpeed: 0.5)
        #expect(after.phases.isEmpty && approx(after.offset(at: 1), 4))  // no snap; resumes at once

        // iCarousel: autoscroll = −0.5 in its sign; 120 ticks, a pan of −100 pt (finger left), release.
        var sim = ICarouselScrollSimulator(numberOfItems: 10, wrapEnabled: false)
        sim.place(at: 2)
        sim.autoscroll = -0.5
        sim.lastTime = 0
        sim.run(steps: 120)
        #expect(approx(sim.scrollOffset, atDrag, 1e-9))
        sim.panBegan()
        sim.run(steps: 30)  // paused while the finger rests
        #expect(approx(sim.scrollOffset, atDrag, 1e-9))
        sim.panChanged(translation: -100, velocity: -200)
        #expect(approx(sim.scrollOffset, released))
        sim.panEnded()
        sim.run(steps: 60)
        #expect(approx(sim.scrollOffset, after.offset(at: 1), 1e-9))
    }

    @Test("a fling during autoscroll decelerates without snapping, then autoscroll resumes (seeded, vs iCarousel)")
    func autoscrollAfterFling() {
        var rng = SeededGenerator(seed: 31)
        for _ in 0..<100 {
            let wrap = Bool.random(using: &rng)
            let speed = Double.random(in: -2...2, using: &rng)
            let p = ScrollPhysics(numberOfItems: 12, isWrapEnabled: wrap, itemWidth: 200)
            let s = Double.random(in: 2...9, using: &rng)
            let v = Double.random(in: -20...20, using: &rng)
            let m = p.release(from: s, velocity: v, autoscrollSpeed: speed)
            var sim = ICarouselScrollSimulator(numberOfItems: 12, wrapEnabled: wrap)
            sim.place(at: s)
            sim.autoscroll = -speed
            sim.release(velocity: v)
            let ticks = Int((m.duration * 60).rounded(.up)) + 90
            sim.lastTime = 0
            sim.run(steps: ticks)
            // iCarousel resumes on the tick after the deceleration ends: at most one tick of autoscroll
            // apart. Resuming from a bounced offset, its first tick's movement is lost in the clamp
            // (ours is the limit of ever shorter ticks): one more tick then.
            let t = Double(ticks) / 60
            let ticksApart = wrap || (0...11).contains(m.restingPosition) ? 1.0 : 2.0
            #expect(
                restingDistance(m.offset(at: t), sim.scrollOffset, numberOfItems: 12, wraps: wrap)
                    <= ticksApart * abs(speed) / 60 + 1e-9, "s \(s) v \(v) speed \(speed) wrap \(wrap)")
        }
    }
}
