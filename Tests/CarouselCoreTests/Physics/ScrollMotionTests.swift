@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

@Suite("ScrollMotion")
struct ScrollMotionTests {
    let linear = ScrollPhysics(numberOfItems: 10, isWrapEnabled: false, itemWidth: 200)
    let wrapped = ScrollPhysics(numberOfItems: 5, isWrapEnabled: true, itemWidth: 200)

    @Test("a 60 Hz trajectory runs from the start to the resting offset, one sample per 1/60 s")
    func trajectory() {
        // Release from 2.2 at 6 items/s: 0.9333 s deceleration + 0.01 s → ceil(0.94333 × 60) + 1 samples.
        let m = linear.release(from: 2.2, velocity: 6)
        let samples = m.trajectory()
        #expect(samples.count == Int((m.duration * 60).rounded(.up)) + 1 && samples.count == 58)
        #expect(samples.first == 2.2 && samples.last == 5)
        #expect(approx(samples[30], m.offset(at: 0.5)))
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(m.trajectory(frameRate: 10).count == 11)
        #expect(m.trajectory(frameRate: .nan).count == 58 && m.trajectory(frameRate: -5).count == 58)
        #expect(m.trajectory(maximumSampleCount: 7).count == 7)
        #expect(m.trajectory(maximumSampleCount: -7).count == 1)
        // A motion that does not move has one sample; autoscroll never ends, so it fills the limit.
        #expect(linear.release(from: 2, velocity: 0).trajectory().count == 2)  // the 0.01 s scroll
        #expect(linear.autoscroll(from: 2, speed: 1).trajectory(maximumSampleCount: 100).count == 100)
    }

    @Test("offset folds what position keeps continuous")
    func foldedAndContinuous() {
        let m = wrapped.release(from: 4.2, velocity: 6)  // to 7 ≡ 2
        let t = m.phases[0].duration * 0.9
        #expect(m.position(at: t) > 5)
        #expect(approx(m.offset(at: t), m.position(at: t) - 5))
        #expect(m.currentItemIndex(at: t) == wrapped.currentItemIndex(at: m.offset(at: t)))
        #expect(m.currentItemIndex(at: 0) == 4 && m.currentItemIndex(at: m.duration) == 2)
    }

    @Test("times before 0, NaN or far beyond are held; isFinished after the phases")
    func times() {
        let m = linear.release(from: 2.3, velocity: 1)  // 0.4 s to 2
        #expect(m.offset(at: -1) == 2.3 && m.offset(at: .nan) == 2.3)
        #expect(m.offset(at: .infinity) == 2 && m.velocity(at: .infinity) == 0)
        #expect(!m.isFinished(at: 0.39) && m.isFinished(at: 0.4))
        let auto = wrapped.autoscroll(from: 0, speed: 1e6)
        #expect(!auto.isFinished(at: 1e9))
        #expect(auto.offset(at: .infinity).isFinite && auto.position(at: .infinity) == 1e15)
    }

    @Test("index changes happen where the offset crosses half way between items, in closed form")
    func indexChanges() {
        // 0 → 3 in 0.4 s: crossings at u = 1/6, 1/2, 5/6 of the ease: p = ∛(1/3)/2, 1/2, 1 − ∛(1/3)/2.
        let m = linear.scroll(from: 0, toItemAt: 3)
        let changes = m.itemIndexChanges()
        let p = cbrt(1.0 / 3) / 2
        #expect(changes.map(\.index) == [1, 2, 3])
        #expect(
            approx(changes[0].time, 0.4 * p) && approx(changes[1].time, 0.2) && approx(changes[2].time, 0.4 * (1 - p)))
        for change in changes {
            #expect(m.currentItemIndex(at: change.time + 1e-9) == change.index)
            #expect(m.currentItemIndex(at: change.time - 1e-9) != change.index)
        }
        #expect(m.itemIndexChanges(limit: 2).count == 2)
        #expect(m.itemIndexChanges(through: 0.2).map(\.index) == [1, 2])
    }

    @Test("index changes across the seam wrap; a jump is reported at time 0; past the ends nothing changes")
    func indexChangesEdges() {
        let seam = wrapped.release(from: 4.2, velocity: 6)  // 4.2 → 7
        #expect(seam.itemIndexChanges().map(\.index) == [0, 1, 2])
        let jump = linear.scroll(from: 2, toItemAt: 7, duration: 0)
        #expect(jump.itemIndexChanges() == [ScrollMotion.ItemIndexChange(time: 0, index: 7)])
        let bounce = ScrollPhysics(numberOfItems: 5, isWrapEnabled: false, itemWidth: 200).release(
            from: 3.4, velocity: 6)
        #expect(bounce.itemIndexChanges().map(\.index) == [4])  // out to 5 and back: stays item 4
        // One item never changes; no items report nothing.
        #expect(
            ScrollPhysics(numberOfItems: 1, isWrapEnabled: true, itemWidth: 200).autoscroll(from: 0, speed: 50)
                .itemIndexChanges(through: 100).isEmpty)
        #expect(
            ScrollPhysics(numberOfItems: 0, isWrapEnabled: true, itemWidth: 200).release(from: 0, velocity: 9)
                .itemIndexChanges().isEmpty)
    }

    @Test("autoscroll's index changes come at speed-spaced times; huge motions stop at the limit")
    func indexChangesLong() {
        let auto = wrapped.autoscroll(from: 0, speed: 2)
        let changes = auto.itemIndexChanges(through: 3)
        #expect(changes.map(\.index) == [1, 2, 3, 4, 0, 1])
        #expect(approx(changes[0].time, 0.25) && approx(changes[5].time, 2.75))
        let huge = ScrollPhysics(numberOfItems: Int.max, isWrapEnabled: false, itemWidth: 200)
            .scroll(from: 0, toItemAt: Int.max - 1)
        #expect(huge.itemIndexChanges(limit: 50).count == 50)
        let spin = wrapped.scroll(from: 0, byNumberOfItems: Int.max)
        #expect(spin.itemIndexChanges(limit: 50).count == 50)
        #expect(spin.restingOffset.isFinite && spin.offset(at: 0.2).isFinite)
    }

    @Test("followedByAutoscroll resumes autoscroll at the end of the phases")
    func followedByAutoscroll() {
        let m = linear.scroll(from: 0, toItemAt: 3).followedByAutoscroll(speed: 2)
        #expect(m.isAutoscrolling && m.restingOffset == 3)
        #expect(approx(m.offset(at: 0.4 + 1.5), 6) && m.velocity(at: 1) == 2)
        #expect(m.offset(at: 100) == 9 && m.velocity(at: 100) == 0)  // stops at the last item
        #expect(m.followedByAutoscroll(speed: .nan).autoscrollSpeed == 0)
        #expect(m.followedByAutoscroll(speed: -.infinity).autoscrollSpeed == -ScrollPhysics.maximumVelocity)
    }
}
