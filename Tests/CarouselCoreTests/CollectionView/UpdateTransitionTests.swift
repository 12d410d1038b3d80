@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("UpdateTransition")
struct UpdateTransitionTests {
    typealias F = Fixtures

    /// Linear, 12 items at scroll offset 5 (usable area at content x 1000); item 2 is deleted, so the
    /// current item (old 5) is new 4 and the carousel shows 4 after the update, at the same place.
    func deletion() -> UpdateTransition {
        let origin = Point2D(x: 1000, y: 0)
        let before = LayoutPass(model: F.model(.linear, items: 12, bounds: F.portrait), scrollOffset: 5, origin: origin)
        let plan = UpdatePlan(oldCount: 12, newCount: 11, changes: [.delete(2..<3)])
        let after = LayoutPass(
            model: F.model(.linear, items: 11, bounds: F.portrait),
            scrollOffset: plan.targetScrollOffset(from: 5, isWrapEnabled: false), origin: origin)
        return UpdateTransition(plan: plan, before: before, after: after)
    }

    @Test("the current item does not move")
    func currentStays() {
        let t = deletion()
        let start = t.initialPlacement(forNewIndex: 4)
        let end = t.finalPlacement(forOldIndex: 5)
        #expect(start.offset == 0 && end.offset == 0)
        #expect(start.transform == end.transform && start.center == end.center)
    }

    @Test("items before the deletion slide one slot along the path; items after stay")
    func survivorsSlide() {
        let t = deletion()
        // Old item 1 was at offset −4 and ends at −3 (new index 1, scroll offset 4).
        #expect(t.initialPlacement(forNewIndex: 1).offset == -4)
        #expect(t.finalPlacement(forOldIndex: 1).offset == -3)
        // Old item 6 is at offset 1 before and after.
        #expect(t.initialPlacement(forNewIndex: 5).offset == 1)
        #expect(t.finalPlacement(forOldIndex: 6).offset == 1)
        // Initial placements carry the new index, final ones the old.
        #expect(t.initialPlacement(forNewIndex: 5).index == 5 && t.finalPlacement(forOldIndex: 6).index == 6)
    }

    @Test("a deleted item shrinks and fades where it was")
    func deletedShrinks() {
        let t = deletion()
        let end = t.finalPlacement(forOldIndex: 2)
        let was = t.before.placement(forItem: 2)
        #expect(end.alpha == 0)
        #expect(end.offset == -3)
        expectTransform(end.transform, was.transform.scaled(x: 0.01, y: 0.01, z: 1))
        #expect(end.center == Point2D(x: 1160, y: 240))  // content coordinates
    }

    @Test("an inserted item grows in at its place on the path")
    func insertedGrows() {
        let origin = Point2D(x: 1000, y: 0)
        let before = LayoutPass(model: F.model(.linear, items: 12, bounds: F.portrait), scrollOffset: 5, origin: origin)
        let plan = UpdatePlan(oldCount: 12, newCount: 13, changes: [.insert(6..<7)])
        let after = LayoutPass(
            model: F.model(.linear, items: 13, bounds: F.portrait),
            scrollOffset: plan.targetScrollOffset(from: 5, isWrapEnabled: false), origin: origin)
        let t = UpdateTransition(plan: plan, before: before, after: after)
        let start = t.initialPlacement(forNewIndex: 6)
        let final = after.placement(forItem: 6)
        #expect(start.alpha == 0 && final.alpha == 1)
        #expect(start.offset == 1)
        expectTransform(start.transform, final.transform.scaled(x: 0.01, y: 0.01, z: 1))
    }

    @Test("every start and end is finite, for every type (seeded)")
    func sane() {
        var rng = SeededGenerator(seed: 9)
        for type in CarouselType.iCarouselTypes {
            let n = Int.random(in: 1...15, using: &rng)
            let s = Double.random(in: 0...Double(n - 1), using: &rng)
            let before = LayoutPass(model: F.model(type, items: n, bounds: F.portrait), scrollOffset: s, origin: .zero)
            let plan = UpdatePlan(oldCount: n, newCount: n + 1, changes: [.insert(0..<1)])
            let after = LayoutPass(
                model: F.model(type, items: n + 1, bounds: F.portrait),
                scrollOffset: plan.targetScrollOffset(from: s, isWrapEnabled: before.model.isWrapEnabled), origin: .zero
            )
            let t = UpdateTransition(plan: plan, before: before, after: after)
            for j in 0..<n + 1 { #expect(F.isSane(t.initialPlacement(forNewIndex: j))) }
            for i in 0..<n { #expect(F.isSane(t.finalPlacement(forOldIndex: i))) }
        }
    }
}
