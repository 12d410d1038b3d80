@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("ItemIdentities")
struct ItemIdentitiesTests {
    static func update(_ items: inout ItemIdentities<String>, _ ids: [String]) -> ItemIdentities<String>.Update {
        items.update(ids)
    }

    @Test("a first update hands out tokens 0, 1, 2 in order and asks for a snapshot")
    func firstUpdate() {
        var items = ItemIdentities<String>()
        let update = Self.update(&items, ["a", "b", "c"])
        #expect(items.ids == ["a", "b", "c"])
        #expect(items.tokens == [0, 1, 2])
        #expect(update.identitiesChanged && update.droppedPositions.isEmpty)
        #expect(items.index(of: "b") == 1 && items.index(of: "z") == nil)
        #expect(items.index(ofToken: 2) == 2 && items.index(ofToken: 3) == nil)
        #expect(items.token(of: "c") == 2 && items.token(of: "z") == nil)
        #expect(items.id(at: 0) == "a" && items.id(at: -1) == nil && items.id(at: 3) == nil)
    }

    @Test("the same identities again are no change")
    func unchanged() {
        var items = ItemIdentities<String>()
        _ = Self.update(&items, ["a", "b"])
        let update = Self.update(&items, ["a", "b"])
        #expect(!update.identitiesChanged && update.droppedPositions.isEmpty)
        #expect(items.tokens == [0, 1])
    }

    @Test("survivors keep their tokens across insertions, deletions and moves; newcomers get fresh ones")
    func stableTokens() {
        var items = ItemIdentities<String>()
        _ = Self.update(&items, ["a", "b", "c"])  // 0 1 2
        let update = Self.update(&items, ["c", "x", "a"])
        #expect(items.tokens == [2, 3, 0])
        #expect(update.identitiesChanged)
        // "b" left and comes back: a new token, never its old one.
        _ = Self.update(&items, ["b", "c"])
        #expect(items.tokens == [4, 2])
        #expect(items.index(ofToken: 1) == nil)
    }

    @Test("a reorder alone is an identity change")
    func reorder() {
        var items = ItemIdentities<String>()
        _ = Self.update(&items, ["a", "b"])
        #expect(Self.update(&items, ["b", "a"]).identitiesChanged)
    }

    @Test("content changes of survivors are reported by token in the new order; newcomers and repeats are not asked")
    func contentChanges() {
        var items = ItemIdentities<String>()
        _ = Self.update(&items, ["a", "b", "c"])  // tokens 0 1 2
        var asked: [[Int]] = []
        // "c" moves to the front; "n" is new; the second "a" repeats. "a" and "c" changed.
        let update = items.update(["c", "n", "a", "b", "a"]) { old, new in
            asked.append([old, new])
            return old != 1
        }
        #expect(asked == [[2, 0], [0, 2], [1, 3]])
        #expect(update.changedTokens == [2, 0])
        // Contents only: the identities are the same.
        let contents = items.update(["c", "n", "a", "b"]) { old, _ in old == 3 }
        #expect(!contents.identitiesChanged && contents.changedTokens == [1])
    }

    @Test("repeated identities: the first occurrence stays, later positions are dropped and reported")
    func duplicates() {
        var items = ItemIdentities<String>()
        let update = Self.update(&items, ["a", "b", "a", "c", "b", "b"])
        #expect(items.ids == ["a", "b", "c"])
        #expect(items.tokens == [0, 1, 2])
        #expect(update.droppedPositions == [2, 4, 5])
        #expect(Self.update(&items, ["b", "b", "a"]).droppedPositions == [1])
        #expect(items.ids == ["b", "a"] && items.tokens == [1, 0])
    }

    @Test("empty data, and back")
    func empty() {
        var items = ItemIdentities<String>()
        #expect(!Self.update(&items, []).identitiesChanged)
        _ = Self.update(&items, ["a"])
        let update = Self.update(&items, [])
        #expect(update.identitiesChanged && items.count == 0 && items.tokens.isEmpty)
        #expect(items.id(at: 0) == nil && items.index(ofToken: 0) == nil)
        _ = Self.update(&items, ["a"])
        #expect(items.tokens == [1])
    }

    @Test("seeded: tokens are unique, survivors keep theirs, lookups agree, repeats are dropped (2 000 updates)")
    func seededInvariants() {
        var rng = SeededGenerator(seed: 0x1D5)
        var items = ItemIdentities<Int>()
        for _ in 0..<2_000 {
            let count = Int.random(in: 0..<12, using: &rng)
            let ids = (0..<count).map { _ in Int.random(in: 0..<10, using: &rng) }
            let before = items
            let update = items.update(ids)
            var seen = Set<Int>()
            let kept = ids.filter { seen.insert($0).inserted }
            #expect(items.ids == kept)
            #expect(update.droppedPositions.count == ids.count - kept.count)
            #expect(Set(items.tokens).count == items.count)
            #expect(update.identitiesChanged == (before.ids != kept))
            for (index, id) in items.ids.enumerated() {
                #expect(items.index(of: id) == index)
                #expect(items.index(ofToken: items.tokens[index]) == index)
                if let old = before.token(of: id) { #expect(items.tokens[index] == old) }
            }
        }
    }
}
