@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("SectionMap")
struct SectionMapTests {
    let map = SectionMap(counts: [3, 0, 2])

    @Test("global indexes run through the sections in order")
    func examples() {
        #expect(map.numberOfItems == 5)
        #expect(map.globalIndex(section: 0, item: 2) == 2)
        #expect(map.globalIndex(section: 2, item: 1) == 4)
        #expect(map.indexPath(forGlobalIndex: 2)! == (0, 2))
        #expect(map.indexPath(forGlobalIndex: 3)! == (2, 0))  // skips the empty section
        #expect(map.firstIndex(ofSection: 1) == 3)
        #expect(map.firstIndex(ofSection: 3) == 5)  // the total
    }

    @Test("out of range gives nil")
    func outOfRange() {
        #expect(map.globalIndex(section: 1, item: 0) == nil)
        #expect(map.globalIndex(section: 3, item: 0) == nil)
        #expect(map.globalIndex(section: -1, item: 0) == nil)
        #expect(map.globalIndex(section: 0, item: 3) == nil)
        #expect(map.indexPath(forGlobalIndex: 5) == nil)
        #expect(map.indexPath(forGlobalIndex: -1) == nil)
        #expect(map.firstIndex(ofSection: 4) == nil)
    }

    @Test("negative counts are empty sections; no sections, no items")
    func degenerate() {
        #expect(SectionMap(counts: [-4, 2]).numberOfItems == 2)
        #expect(SectionMap(counts: [-4, 2]).indexPath(forGlobalIndex: 0)! == (1, 0))
        #expect(SectionMap.empty.numberOfItems == 0)
        #expect(SectionMap.empty.indexPath(forGlobalIndex: 0) == nil)
    }

    @Test("global index ↔ index path round-trips (seeded)")
    func roundTrip() {
        var rng = SeededGenerator(seed: 2)
        for _ in 0..<50 {
            let counts = (0..<Int.random(in: 0...8, using: &rng)).map { _ in Int.random(in: 0...6, using: &rng) }
            let map = SectionMap(counts: counts)
            var expected = 0
            for (section, count) in counts.enumerated() {
                for item in 0..<count {
                    #expect(map.globalIndex(section: section, item: item) == expected)
                    #expect(map.indexPath(forGlobalIndex: expected)! == (section, item))
                    expected += 1
                }
            }
            #expect(map.numberOfItems == expected)
        }
    }
}
