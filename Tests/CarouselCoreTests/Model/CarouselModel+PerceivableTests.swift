@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("CarouselModel: perceivable items")
struct CarouselModelPerceivableTests {
    @Test("a cylinder without back faces leaves out the cards turned away")
    func backFaces() {
        var options = CarouselOptions()
        options.wrap = true
        options.showBackfaces = false
        let model = Fixtures.model(.cylinder, items: 12, options)
        let seen = model.perceivableItems(at: 0)
        let shown = model.placements(at: 0)
        // Some window items face away (hidden) and are not elements; the centre card is.
        #expect(shown.contains { $0.isHidden })
        #expect(seen.contains(0))
        for p in shown where p.isHidden { #expect(!seen.contains(p.index)) }
        // Reading order is ascending offset: the leading neighbour, the centre, the trailing one.
        let i = try! #require(seen.firstIndex(of: 0))
        #expect(seen[i - 1] == 11 && seen[i + 1] == 1)
    }

    @Test("with back faces shown, the same cylinder's whole window is perceivable")
    func backFacesShown() {
        var options = CarouselOptions()
        options.wrap = true
        options.showBackfaces = true
        let model = Fixtures.model(.cylinder, items: 12, options)
        #expect(Set(model.perceivableItems(at: 0)) == Set(model.placements(at: 0).map(\.index)))
    }

    @Test("faded-out neighbours are not perceivable")
    func fade() {
        var options = CarouselOptions()
        options.fadeMin = -0.5
        options.fadeMax = 0.5
        options.fadeRange = 0.25
        options.fadeMinAlpha = 0
        let model = Fixtures.model(.linear, items: 12, options)
        #expect(model.perceivableItems(at: 3) == [3])
        #expect(model.isItemPerceivable(3, at: 3))
        #expect(!model.isItemPerceivable(4, at: 3))
    }

    @Test("mirrored, reading order still goes from the leading item to the trailing one")
    func rightToLeft() {
        var c = Fixtures.configuration(.linear, items: 12)
        c.layoutDirection = .rightToLeft
        let seen = CarouselModel(c).perceivableItems(at: 0)
        #expect(seen.first == 0)
        #expect(seen == seen.sorted())
    }

    @Test("out-of-range indexes and empty carousels have nothing perceivable")
    func edges() {
        let model = Fixtures.model(.linear, items: 12)
        #expect(!model.isItemPerceivable(-1, at: 0))
        #expect(!model.isItemPerceivable(12, at: 0))
        #expect(!model.isItemPerceivable(11, at: 0))  // far outside the window
        let empty = Fixtures.model(.linear, items: 0)
        #expect(empty.perceivableItems(at: 0).isEmpty)
        #expect(!empty.isItemPerceivable(0, at: 0))
    }

    @Test("isItemPerceivable agrees with perceivableItems for every item (seeded, every type)")
    func agreement() {
        var rng = SeededGenerator(seed: 13)
        for type in CarouselType.allCases {
            for wrap in [false, true] {
                var options = CarouselOptions()
                options.wrap = wrap
                options.showBackfaces = Bool.random(using: &rng)
                let n = Int.random(in: 1...15, using: &rng)
                let model = Fixtures.model(type, items: n, options)
                for _ in 0..<8 {
                    let s = Double.random(in: -2...Double(n + 1), using: &rng)
                    let seen = Set(model.perceivableItems(at: s))
                    for i in 0..<n {
                        #expect(
                            model.isItemPerceivable(i, at: s) == seen.contains(i),
                            "\(type) wrap \(wrap) n \(n) s \(s) i \(i)")
                    }
                }
            }
        }
    }
}
