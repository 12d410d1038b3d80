@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("SelectionSync")
struct SelectionSyncTests {
    static func items(_ ids: [String]) -> ItemIdentities<String> {
        var items = ItemIdentities<String>()
        _ = items.update(ids)
        return items
    }

    static let abcde = items(["a", "b", "c", "d", "e"])

    @Test("the app's value scrolls to its item once; the same value again does nothing")
    func bindingScrolls() {
        var sync = SelectionSync<String>()
        #expect(sync.bindingDidChange(to: "c", in: Self.abcde) == 2)
        #expect(sync.selection == "c" && sync.target == "c")
        #expect(sync.bindingDidChange(to: "c", in: Self.abcde) == nil)
    }

    @Test("until the platform starts the scroll, the carousel's moves and rests write nothing and the index waits")
    func pendingScroll() {
        var sync = SelectionSync<String>()
        #expect(sync.bindingDidChange(to: "d", in: Self.abcde) == 3)
        #expect(sync.isTargetPending && sync.pendingIndex(in: Self.abcde) == 3)
        // The first layout reports item 0 at rest before the scroll could run.
        #expect(sync.carouselDidMove(currentIndex: 0, isSettled: true, in: Self.abcde) == nil)
        #expect(sync.pendingIndex(in: Self.abcde) == 3)
        // The target left the data: nothing to retry.
        #expect(sync.pendingIndex(in: Self.items(["a"])) == nil)
        sync.scrollDidStart()
        #expect(!sync.isTargetPending && sync.pendingIndex(in: Self.abcde) == nil)
        #expect(sync.carouselDidMove(currentIndex: 3, isSettled: true, in: Self.abcde) == nil)
        #expect(sync.target == nil)
    }

    @Test("nil and identities not in the data are ignored: no scroll, the known selection stays")
    func ignoredValues() {
        var sync = SelectionSync<String>()
        _ = sync.bindingDidChange(to: "b", in: Self.abcde)
        #expect(sync.bindingDidChange(to: "zz", in: Self.abcde) == nil)
        #expect(sync.bindingDidChange(to: nil, in: Self.abcde) == nil)
        #expect(sync.selection == "b")
        // Coming back to the known value does not scroll either.
        #expect(sync.bindingDidChange(to: "b", in: Self.abcde) == nil)
    }

    @Test("a user scroll writes nothing while moving, then the resting item once")
    func userScrollWritesOnRest() {
        var sync = SelectionSync<String>()
        _ = sync.bindingDidChange(to: "a", in: Self.abcde)
        sync.scrollDidStart()
        _ = sync.carouselDidMove(currentIndex: 0, isSettled: true, in: Self.abcde)
        for index in [1, 2, 3] {
            #expect(sync.carouselDidMove(currentIndex: index, isSettled: false, in: Self.abcde) == nil)
        }
        #expect(sync.carouselDidMove(currentIndex: 3, isSettled: true, in: Self.abcde)?.value == "d")
        // Resting again on the same item writes nothing; the write echoed back does not scroll.
        #expect(sync.carouselDidMove(currentIndex: 3, isSettled: true, in: Self.abcde) == nil)
        #expect(sync.bindingDidChange(to: "d", in: Self.abcde) == nil)
    }

    @Test("a scroll started by the binding passes other items silently and writes nothing when it arrives")
    func bindingScrollArrives() {
        var sync = SelectionSync<String>()
        _ = sync.carouselDidMove(currentIndex: 0, isSettled: true, in: Self.abcde)  // writes "a"
        #expect(sync.bindingDidChange(to: "e", in: Self.abcde) == 4)
        sync.scrollDidStart()
        for index in [1, 2, 3, 4] {
            #expect(sync.carouselDidMove(currentIndex: index, isSettled: false, in: Self.abcde) == nil)
        }
        #expect(sync.carouselDidMove(currentIndex: 4, isSettled: true, in: Self.abcde) == nil)
        #expect(sync.target == nil && sync.selection == "e")
    }

    @Test("a refused or interrupted scroll writes where the carousel rests")
    func refusedScroll() {
        var sync = SelectionSync<String>()
        _ = sync.carouselDidMove(currentIndex: 1, isSettled: true, in: Self.abcde)
        _ = sync.bindingDidChange(to: "e", in: Self.abcde)
        #expect(sync.isTargetPending)
        sync.scrollWasRefused()
        #expect(sync.target == nil && !sync.isTargetPending)
        #expect(sync.carouselDidMove(currentIndex: 2, isSettled: true, in: Self.abcde)?.value == "c")
    }

    @Test("a nil selection is filled in when the carousel first rests")
    func nilFilled() {
        var sync = SelectionSync<String>()
        #expect(sync.carouselDidMove(currentIndex: 0, isSettled: true, in: Self.abcde)?.value == "a")
    }

    @Test("empty data writes nil once; an out-of-range index with items writes nothing")
    func emptyData() {
        var sync = SelectionSync<String>()
        _ = sync.bindingDidChange(to: "b", in: Self.abcde)
        sync.scrollDidStart()
        let empty = Self.items([])
        #expect(sync.carouselDidMove(currentIndex: -1, isSettled: true, in: empty) == SelectionSync.Write(value: nil))
        #expect(sync.carouselDidMove(currentIndex: -1, isSettled: true, in: empty) == nil)
        var other = SelectionSync<String>()
        _ = other.bindingDidChange(to: "b", in: Self.abcde)
        other.scrollDidStart()
        #expect(other.carouselDidMove(currentIndex: 9, isSettled: true, in: Self.abcde) == nil)
        #expect(other.selection == "b")
    }

    @Test(
        "deleting the selected item writes the next survivor, the previous one at the end, round the circle when wrapping"
    )
    func deletionNeighbour() {
        func neighbour(_ selected: String, _ new: [String], wrap: Bool = false) -> SelectionSync<String>.Write? {
            var sync = SelectionSync<String>()
            _ = sync.bindingDidChange(to: selected, in: Self.abcde)
            return sync.dataDidChange(from: Self.abcde, to: Self.items(new), isWrapEnabled: wrap)
        }
        #expect(neighbour("b", ["a", "c", "d", "e"])?.value == "c")
        #expect(neighbour("b", ["a", "d", "e"])?.value == "d")
        #expect(neighbour("e", ["a", "b", "c", "d"])?.value == "d")
        #expect(neighbour("d", ["a", "b"])?.value == "b")
        #expect(neighbour("d", ["a", "b"], wrap: true)?.value == "a")
        #expect(neighbour("d", ["x", "b"], wrap: true)?.value == "b")
        #expect(neighbour("c", []) == SelectionSync.Write(value: nil))
        #expect(neighbour("c", ["x"]) == SelectionSync.Write(value: nil))
        // The selected item survives (moved, or others deleted): nothing to write.
        #expect(neighbour("c", ["c", "a"]) == nil)
    }

    @Test("a deleted scroll target is dropped with the selection")
    func deletedTarget() {
        var sync = SelectionSync<String>()
        _ = sync.bindingDidChange(to: "d", in: Self.abcde)
        let new = Self.items(["a", "b", "c", "e"])
        #expect(sync.dataDidChange(from: Self.abcde, to: new, isWrapEnabled: false)?.value == "e")
        #expect(sync.target == nil && !sync.isTargetPending && sync.selection == "e")
        // The neighbour written comes back in the binding without scrolling.
        #expect(sync.bindingDidChange(to: "e", in: new) == nil)
    }

    /// The neighbour the sync writes is the item the layout's update moves to the centre
    /// (`UpdatePlan.targetScrollOffset`), for deletions mixed with insertions.
    @Test("seeded: the deletion neighbour is the item UpdatePlan centres (3 000 updates)", arguments: [false, true])
    func neighbourMatchesUpdatePlan(wrap: Bool) {
        var rng = SeededGenerator(seed: wrap ? 0x5E1 : 0x5E0)
        for _ in 0..<3_000 {
            let n = Int.random(in: 1..<9, using: &rng)
            let oldIDs = (0..<n).map { "o\($0)" }
            let selected = Int.random(in: 0..<n, using: &rng)
            var keep = (0..<n).map { _ in Bool.random(using: &rng) }
            keep[selected] = false
            var newIDs: [String] = []
            var changes: [ItemChange] = []
            for (i, id) in oldIDs.enumerated() {
                if keep[i] { newIDs.append(id) } else { changes.append(.delete(i..<(i + 1))) }
            }
            for k in 0..<Int.random(in: 0..<3, using: &rng) {
                let at = Int.random(in: 0...newIDs.count, using: &rng)
                newIDs.insert("n\(k)", at: at)
            }
            for (i, id) in newIDs.enumerated() where id.hasPrefix("n") { changes.append(.insert(i..<(i + 1))) }
            let old = Self.items(oldIDs)
            let new = Self.items(newIDs)
            var sync = SelectionSync<String>()
            _ = sync.bindingDidChange(to: oldIDs[selected], in: old)
            let write = sync.dataDidChange(from: old, to: new, isWrapEnabled: wrap)
            let plan = UpdatePlan(oldCount: n, newCount: newIDs.count, changes: changes)
            let survivors = keep.contains(true)
            if survivors {
                let centred = Int(plan.targetScrollOffset(from: Double(selected), isWrapEnabled: wrap))
                #expect(write?.value == newIDs[centred], "\(oldIDs) → \(newIDs), selected \(selected)")
            } else {
                #expect(write == SelectionSync.Write(value: nil))
            }
        }
    }

    /// A random interleaving of app writes, user scrolls and rests never loops: every value the
    /// sync writes, fed back as the binding's value, scrolls nothing.
    @Test("seeded: the sync's own writes never scroll when they come back (5 000 steps)")
    func noFeedbackLoops() {
        var rng = SeededGenerator(seed: 0xFEED)
        var sync = SelectionSync<String>()
        var binding: String? = nil
        var current = 0
        var scrollTarget: Int? = nil
        for _ in 0..<5_000 {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0:  // the app writes
                binding = ["a", "b", "c", "d", "e", "zz", nil].randomElement(using: &rng)!
                if let index = sync.bindingDidChange(to: binding, in: Self.abcde) {
                    scrollTarget = index
                    sync.scrollDidStart()
                }
            case 1:  // the carousel moves one item (user or scroll)
                current = min(4, max(0, current + (Bool.random(using: &rng) ? 1 : -1)))
                #expect(sync.carouselDidMove(currentIndex: current, isSettled: false, in: Self.abcde) == nil)
            default:  // it rests, where a scroll in flight takes it, or where the user left it
                if let target = scrollTarget, Bool.random(using: &rng) { current = target }
                scrollTarget = nil
                if let write = sync.carouselDidMove(currentIndex: current, isSettled: true, in: Self.abcde) {
                    binding = write.value
                    #expect(sync.bindingDidChange(to: binding, in: Self.abcde) == nil)
                    #expect(write.value == Self.abcde.id(at: current))
                }
            }
        }
    }
}
