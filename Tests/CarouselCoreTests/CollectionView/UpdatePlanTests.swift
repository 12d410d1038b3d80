@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("UpdatePlan")
struct UpdatePlanTests {
    // MARK: Index mapping

    @Test("deleting item 2 of 12 shifts the later items down by one")
    func deleteOne() {
        let plan = UpdatePlan(oldCount: 12, newCount: 11, changes: [.delete(2..<3)])
        #expect(plan.newIndex(forOldIndex: 1) == 1)
        #expect(plan.newIndex(forOldIndex: 2) == nil)
        #expect(plan.newIndex(forOldIndex: 5) == 4)
        #expect(plan.oldIndex(forNewIndex: 4) == 5)
        #expect(plan.isDeleted(oldIndex: 2) && !plan.isDeleted(oldIndex: 3))
    }

    @Test("inserting at 0 shifts everything up by one")
    func insertFront() {
        let plan = UpdatePlan(oldCount: 5, newCount: 6, changes: [.insert(0..<1)])
        #expect(plan.newIndex(forOldIndex: 0) == 1)
        #expect(plan.oldIndex(forNewIndex: 0) == nil)
        #expect(plan.isInserted(newIndex: 0))
        #expect(plan.oldIndex(forNewIndex: 5) == 4)
    }

    @Test("moving item 5 to the front shifts 0…4 up and leaves the rest")
    func move() {
        let plan = UpdatePlan(oldCount: 12, newCount: 12, changes: [.move(from: 5..<6, to: 0)])
        #expect(plan.newIndex(forOldIndex: 5) == 0)
        #expect(plan.newIndex(forOldIndex: 0) == 1)
        #expect(plan.newIndex(forOldIndex: 4) == 5)
        #expect(plan.newIndex(forOldIndex: 6) == 6)
        #expect(plan.oldIndex(forNewIndex: 0) == 5)
        #expect(!plan.isInserted(newIndex: 0) && !plan.isDeleted(oldIndex: 5))
    }

    @Test("reloads keep their indexes")
    func reload() {
        let plan = UpdatePlan(oldCount: 4, newCount: 4, changes: [.reload(1..<2)])
        #expect((0..<4).map { plan.newIndex(forOldIndex: $0) } == [0, 1, 2, 3])
    }

    @Test("changes outside the counts are clipped, never trapped on")
    func badInput() {
        let plan = UpdatePlan(
            oldCount: 3, newCount: 3, changes: [.delete(-5..<1), .insert(2..<99), .move(from: 7..<9, to: 1)])
        #expect(plan.removed == [0..<1])
        #expect(plan.added == [2..<3])
        #expect(plan.newIndex(forOldIndex: 1) == 0)
        #expect(plan.newIndex(forOldIndex: -1) == nil && plan.oldIndex(forNewIndex: 3) == nil)
        #expect(
            UpdatePlan(oldCount: -2, newCount: -1, changes: []).targetScrollOffset(from: .nan, isWrapEnabled: true) == 0
        )
    }

    // MARK: The current item stays put

    @Test(
        "the target scroll offset keeps the current item in the middle",
        arguments: [
            // (old count, new count, changes, scroll offset before, wrap, expected after)
            (12, 11, [ItemChange.delete(2..<3)], 5.0, false, 4.0),  // a deletion before it
            (12, 11, [ItemChange.delete(2..<3)], 5.3, false, 4.3),  // keeps the fraction
            (12, 13, [ItemChange.insert(0..<1)], 5.0, false, 6.0),  // an insertion before it
            (12, 13, [ItemChange.insert(9..<10)], 5.0, false, 5.0),  // an insertion after it: no change
            (12, 11, [ItemChange.delete(5..<6)], 5.0, false, 5.0),  // it is deleted: the next takes its place
            (12, 11, [ItemChange.delete(11..<12)], 11.0, false, 10.0),  // the last is deleted: the previous
            (12, 11, [ItemChange.delete(11..<12)], 11.0, true, 0.0),  // …or, wrapping, the first
            (12, 12, [ItemChange.move(from: 5..<6, to: 0)], 5.0, false, 0.0),  // it moved: follow it
            (5, 5, [ItemChange.delete(0..<1), .insert(4..<5)], 12.2, true, 1.2),  // wrapped offset 2.2 → item 2 → new 1
            (0, 3, [ItemChange.insert(0..<3)], 0.0, false, 0.0),  // insert into an empty carousel
            (3, 0, [ItemChange.delete(0..<3)], 1.0, false, 0.0),  // delete the last item
            // Everything replaced: same index, clamped.
            (4, 2, [ItemChange.delete(0..<4), .insert(0..<2)], 3.0, false, 1.0),
        ] as [(Int, Int, [ItemChange], Double, Bool, Double)])
    func targetScrollOffset(old: Int, new: Int, changes: [ItemChange], s: Double, wrap: Bool, expected: Double) {
        let plan = UpdatePlan(oldCount: old, newCount: new, changes: changes)
        #expect(approx(plan.targetScrollOffset(from: s, isWrapEnabled: wrap), expected))
    }

    // MARK: Against a simulation

    @Test("index mapping matches applying the changes to an array (seeded)")
    func simulation() {
        var rng = SeededGenerator(seed: 42)
        for _ in 0..<300 {
            let oldCount = Int.random(in: 0...20, using: &rng)
            let old = Array(0..<oldCount)  // identities 0…
            var deleted = Set<Int>()
            var moved = Set<Int>()
            for i in old {
                switch Int.random(in: 0..<6, using: &rng) {
                case 0: deleted.insert(i)
                case 1: moved.insert(i)
                default: break
                }
            }
            let survivors = old.filter { !deleted.contains($0) && !moved.contains($0) }
            let insertCount = Int.random(in: 0...5, using: &rng)
            let newCount = survivors.count + moved.count + insertCount
            // Place moved and inserted identities (inserted ones are 1000…) at random new indexes.
            var placed = Array(0..<newCount).shuffled(using: &rng).prefix(moved.count + insertCount).sorted()
            placed.shuffle(using: &rng)
            var arrangement = [Int?](repeating: nil, count: newCount)
            var changes: [ItemChange] = deleted.map { .delete($0..<$0 + 1) }
            for (k, identity) in (moved.sorted() + (0..<insertCount).map { 1000 + $0 }).enumerated() {
                let at = placed[k]
                arrangement[at] = identity
                changes.append(identity >= 1000 ? .insert(at..<at + 1) : .move(from: identity..<identity + 1, to: at))
            }
            var rest = survivors.makeIterator()
            for i in 0..<newCount where arrangement[i] == nil { arrangement[i] = rest.next() }
            let new = arrangement.map { $0! }

            let plan = UpdatePlan(oldCount: oldCount, newCount: newCount, changes: changes.shuffled(using: &rng))
            for i in old {
                #expect(plan.newIndex(forOldIndex: i) == new.firstIndex(of: i), "old \(i) in \(new)")
            }
            for (j, identity) in new.enumerated() {
                let expected: Int? = identity >= 1000 ? nil : identity
                #expect(plan.oldIndex(forNewIndex: j) == expected)
            }
            // The current item, when it survives, is where the target puts the middle.
            if oldCount > 0 && newCount > 0 {
                let current = Int.random(in: 0..<oldCount, using: &rng)
                let target = plan.targetScrollOffset(from: Double(current), isWrapEnabled: false)
                if let j = new.firstIndex(of: current) { #expect(target == Double(j)) }
                #expect(target >= 0 && target <= Double(newCount - 1))
            }
        }
    }
}
