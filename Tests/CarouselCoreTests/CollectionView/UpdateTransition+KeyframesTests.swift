@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("UpdateTransition+Keyframes")
struct UpdateTransitionKeyframesTests {
    typealias F = Fixtures

    /// `type`, 12 items at scroll offset 5 in the portrait world (usable area at content x 1000),
    /// with `changes` applied; the counts before and after follow from the changes.
    func transition(_ type: CarouselType, _ changes: [ItemChange], newCount: Int) -> UpdateTransition {
        let origin = Point2D(x: 1000, y: 0)
        let before = LayoutPass(model: F.model(type, items: 12, bounds: F.portrait), scrollOffset: 5, origin: origin)
        let plan = UpdatePlan(oldCount: 12, newCount: newCount, changes: changes)
        let after = LayoutPass(
            model: F.model(type, items: newCount, bounds: F.portrait),
            scrollOffset: plan.targetScrollOffset(from: 5, isWrapEnabled: false), origin: origin)
        return UpdateTransition(plan: plan, before: before, after: after)
    }

    @Test("an update's animation goes on when the item is laid out again where it ends, and stops otherwise")
    func animationContinues() {
        let end = Transform3D.identity.translated(x: -200, y: 0, z: -50)
        #expect(UpdateTransition.animationContinues(towards: end, whenLaidOutAt: end))
        // Re-expressed through float and back: within 1e-6 still the same place.
        var nearly = end
        nearly.m41 += 5e-7
        #expect(UpdateTransition.animationContinues(towards: end, whenLaidOutAt: nearly))
        // A scroll step of a thousandth of a point, a perspective change, NaN: not the same place.
        var moved = end
        moved.m41 += 0.001
        #expect(!UpdateTransition.animationContinues(towards: end, whenLaidOutAt: moved))
        var perspective = end
        perspective.m34 = -1.0 / 500
        #expect(!UpdateTransition.animationContinues(towards: end, whenLaidOutAt: perspective))
        var broken = end
        broken.m42 = .nan
        #expect(!UpdateTransition.animationContinues(towards: broken, whenLaidOutAt: broken))
    }

    @Test("a layer runs the update's animation with keyframes and a duration; else keeps one ending there, or stops it")
    func layerAnimationStep() {
        let end = Transform3D.identity.translated(x: -200, y: 0, z: -50)
        var moved = end
        moved.m41 += 1
        typealias Step = UpdateTransition.LayerAnimationStep
        func step(_ count: Int, _ duration: Double, _ running: Transform3D?, _ target: Transform3D) -> Step {
            UpdateTransition.layerAnimationStep(
                keyframeCount: count, duration: duration, runningTowards: running, laidOutAt: target)
        }
        // The end of an animated update: run, whatever runs now.
        #expect(step(2, 0.25, nil, end) == .run)
        #expect(step(9, 0.25, moved, end) == .run)
        // No keyframes to animate, or no duration (NaN and negative included): not run.
        for (count, duration) in [(1, 0.25), (0, 0.25), (9, 0), (9, -1), (9, .nan)] {
            #expect(step(count, duration, nil, end) == .stop, "\(count) keyframes over \(duration) s")
            #expect(step(count, duration, end, end) == .keep, "\(count) keyframes over \(duration) s")
            #expect(step(count, duration, moved, end) == .stop, "\(count) keyframes over \(duration) s")
        }
    }

    @Test("a survivor slides one slot along a linear path through nine keyframes")
    func linearSlide() {
        // Item 2 deleted: old item 1 goes from offset −4 to −3 (the carousel shows 4 after).
        let t = transition(.linear, [.delete(2..<3)], newCount: 11)
        let frames = t.keyframes(forNewIndex: 1)
        #expect(frames.count == 9)  // 1 item × 8 segments, both ends
        // Linear: x = offset × 200 pt (item width 200, spacing 1): −800, −775, …, −600.
        for (k, frame) in frames.enumerated() {
            #expect(abs(frame.m41 - (-800 + 25 * Double(k))) < 1e-9, "keyframe \(k): m41 \(frame.m41)")
        }
        #expect(frames.first == t.initialPlacement(forNewIndex: 1).transform)
        #expect(frames.last == t.after.placement(forItem: 1).transform)
        // The same survivor asked by its old index.
        #expect(t.keyframes(forOldIndex: 1) == frames)
    }

    @Test("a rotary move turns the card along the arc, not across the chord")
    func rotaryArc() throws {
        // Item 3 moves to 5. The current item (old 5, new 4) keeps its place, so the moved card
        // goes from offset −2 to +1 (new index 5 at scroll offset 4); the count stays 12, so the
        // circle's radius and the path are the same before and after.
        let t = transition(.rotary, [.move(from: 3..<4, to: 5)], newCount: 12)
        let newIndex = try #require(t.plan.newIndex(forOldIndex: 3))
        #expect(newIndex == 5)
        #expect(t.initialPlacement(forNewIndex: 5).offset == -2 && t.after.placement(forItem: 5).offset == 1)
        let frames = t.keyframes(forNewIndex: 5)
        try #require(frames.count == 25)  // 3 items × 8 segments, both ends
        let start = try #require(frames.first)
        let end = try #require(frames.last)
        let middle = frames[12]
        // On the path: the model's own transform half-way, at offset −0.5.
        let onPath = t.after.model.transform(forOffset: -0.5)
        for (a, b) in zip(middle.rowMajor, onPath.rowMajor) { #expect(abs(a - b) < 1e-9) }
        // Off the chord: the arc's depth half-way (r(cos 15° − 1), r = 100 / tan 15° ≈ 373 pt:
        // ≈ −12.7 pt) is far nearer the viewer than the ends' average (≈ −118 pt).
        let chordDepth = (start.m43 + end.m43) / 2
        #expect(middle.m43 > chordDepth + 50, "middle depth \(middle.m43), chord \(chordDepth)")
    }

    @Test("an item that does not move gets its place twice")
    func stays() {
        let t = transition(.linear, [.delete(2..<3)], newCount: 11)
        let frames = t.keyframes(forNewIndex: 4)  // old 5, the current item
        #expect(frames.count == 2 && frames[0] == frames[1])
    }

    @Test("an inserted item grows in at its place; a deleted one shrinks where it was")
    func insertedAndDeleted() {
        let inserted = transition(.linear, [.insert(6..<7)], newCount: 13)
        let grow = inserted.keyframes(forNewIndex: 6)
        #expect(
            grow == [
                inserted.initialPlacement(forNewIndex: 6).transform, inserted.after.placement(forItem: 6).transform,
            ])
        #expect(abs(grow[0].m11 - 0.01) < 1e-12)  // UpdatePlan.appearingScale

        let deleted = transition(.linear, [.delete(2..<3)], newCount: 11)
        let shrink = deleted.keyframes(forOldIndex: 2)
        #expect(
            shrink == [
                deleted.before.placement(forItem: 2).transform, deleted.finalPlacement(forOldIndex: 2).transform,
            ])
    }

    @Test("a path that changed (another type, another count of a circle) animates between the two ends")
    func changedPath() {
        // Rotary, 12 → 11 items: the circle's radius follows the count, so the old place is not on
        // the new path and the card goes straight from one end to the other, as UIKit's does.
        let t = transition(.rotary, [.delete(2..<3)], newCount: 11)
        let frames = t.keyframes(forNewIndex: 1)
        #expect(frames == [t.initialPlacement(forNewIndex: 1).transform, t.after.placement(forItem: 1).transform])
        // Another type after the update (a settings change in a batch update).
        let origin = Point2D(x: 1000, y: 0)
        let before = LayoutPass(model: F.model(.linear, items: 12, bounds: F.portrait), scrollOffset: 5, origin: origin)
        let after = LayoutPass(
            model: F.model(.coverFlow, items: 12, bounds: F.portrait), scrollOffset: 5, origin: origin)
        let settings = UpdateTransition(
            plan: UpdatePlan(oldCount: 12, newCount: 12, changes: []), before: before, after: after)
        let side = settings.keyframes(forNewIndex: 6)
        #expect(side == [before.placement(forItem: 6).transform, after.placement(forItem: 6).transform])
        #expect(side[0] != side[1])
    }

    @Test("a long move is capped at 33 keyframes")
    func capped() {
        // Item 0 moves to 11: old items 1…11 step back one slot, and item 0 travels 11 items.
        let t = transition(.linear, [.move(from: 0..<1, to: 11)], newCount: 12)
        #expect(t.keyframes(forNewIndex: 11).count == UpdateTransition.maximumKeyframes)
    }

    @Test(
        "key times are evenly spaced from 0 to 1",
        arguments: [(0, [Double]()), (1, [0]), (2, [0, 1]), (5, [0, 0.25, 0.5, 0.75, 1])])
    func keyTimes(count: Int, times: [Double]) {
        #expect(UpdateTransition.keyTimes(count: count) == times)
    }

    @Test(
        "a platform duration is clamped to a finite non-negative number",
        arguments: [(0.25, 0.25), (-1, 0), (.nan, 0), (.infinity, 0), (0, 0)])
    func duration(platform: Double, expected: Double) {
        #expect(UpdateTransition.animationDuration(platform) == expected)
    }

    @Test("every keyframe is finite, for every type and random updates (seeded)")
    func sane() {
        var rng = SeededGenerator(seed: 30)
        for type in CarouselType.iCarouselTypes {
            let n = Int.random(in: 1...15, using: &rng)
            let s = Double.random(in: 0...Double(n - 1), using: &rng)
            let before = LayoutPass(model: F.model(type, items: n, bounds: F.portrait), scrollOffset: s, origin: .zero)
            let at = Int.random(in: 0...n, using: &rng)
            let plan = UpdatePlan(oldCount: n, newCount: n + 1, changes: [.insert(at..<at + 1)])
            let after = LayoutPass(
                model: F.model(type, items: n + 1, bounds: F.portrait),
                scrollOffset: plan.targetScrollOffset(from: s, isWrapEnabled: before.model.isWrapEnabled), origin: .zero
            )
            let t = UpdateTransition(plan: plan, before: before, after: after)
            for j in 0..<n + 1 {
                let frames = t.keyframes(forNewIndex: j)
                #expect((2...UpdateTransition.maximumKeyframes).contains(frames.count))
                let finite = frames.allSatisfy { $0.isFinite }
                #expect(finite, "\(type) item \(j)")
            }
            for i in 0..<n {
                let finite = t.keyframes(forOldIndex: i).allSatisfy { $0.isFinite }
                #expect(finite, "\(type) old item \(i)")
            }
        }
    }
}
