@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

/// Linear, 12 items of 200 pt in 800×500 bounds (200 points per item).
private func model(
    items: Int = 12, wrap: Bool = false, vertical: Bool = false, rtl: Bool = false, bounds: Size2D = Fixtures.landscape
) -> CarouselModel {
    var options = CarouselOptions()
    options.wrap = wrap
    var c = Fixtures.configuration(.linear, items: items, vertical: vertical, options, bounds: bounds)
    c.layoutDirection = rtl ? .rightToLeft : .leftToRight
    return CarouselModel(c)
}

@Suite("KeyNavigation")
struct KeyNavigationTests {
    @Test("arrows along the axis move one item; across it they are not the carousel's")
    func arrows() {
        let h = model()
        #expect(KeyNavigation.move(for: .left, model: h, pointsPerItem: 200) == .byItems(-1))
        #expect(KeyNavigation.move(for: .right, model: h, pointsPerItem: 200) == .byItems(1))
        #expect(KeyNavigation.move(for: .up, model: h, pointsPerItem: 200) == nil)
        #expect(KeyNavigation.move(for: .down, model: h, pointsPerItem: 200) == nil)
        let v = model(vertical: true)
        #expect(KeyNavigation.move(for: .up, model: v, pointsPerItem: 200) == .byItems(-1))
        #expect(KeyNavigation.move(for: .down, model: v, pointsPerItem: 200) == .byItems(1))
        #expect(KeyNavigation.move(for: .left, model: v, pointsPerItem: 200) == nil)
        #expect(KeyNavigation.move(for: .right, model: v, pointsPerItem: 200) == nil)
    }

    @Test("in right-to-left, ← goes to the item on the left: the next one")
    func rightToLeft() {
        let m = model(rtl: true)
        #expect(KeyNavigation.move(for: .left, model: m, pointsPerItem: 200) == .byItems(1))
        #expect(KeyNavigation.move(for: .right, model: m, pointsPerItem: 200) == .byItems(-1))
        // Logical keys do not mirror.
        #expect(KeyNavigation.move(for: .home, model: m, pointsPerItem: 200) == .toItem(0))
        #expect(KeyNavigation.move(for: .pageDown, model: m, pointsPerItem: 200) == .byItems(4))
        // A vertical carousel has no horizontal direction to mirror.
        let v = model(vertical: true, rtl: true)
        #expect(KeyNavigation.move(for: .down, model: v, pointsPerItem: 200) == .byItems(1))
    }

    @Test("Home and End go to the ends; Page Up and Page Down move a page")
    func logicalKeys() {
        let m = model()
        #expect(KeyNavigation.move(for: .home, model: m, pointsPerItem: 200) == .toItem(0))
        #expect(KeyNavigation.move(for: .end, model: m, pointsPerItem: 200) == .toItem(11))
        // 800 pt of bounds over 200 pt per item: 4 items a page.
        #expect(KeyNavigation.move(for: .pageUp, model: m, pointsPerItem: 200) == .byItems(-4))
        #expect(KeyNavigation.move(for: .pageDown, model: m, pointsPerItem: 200) == .byItems(4))
    }

    @Test("no items: no key is the carousel's")
    func noItems() {
        let m = model(items: 0)
        for key in CarouselKey.allCases { #expect(KeyNavigation.move(for: key, model: m, pointsPerItem: 200) == nil) }
    }

    /// floor(length / points per item), within 1...n − 1.
    @Test("the page is the whole items that fit along the axis, within 1 ... n − 1")
    func pageSize() {
        #expect(KeyNavigation.pageSize(model: model(), pointsPerItem: 200) == 4)  // 800 / 200
        #expect(KeyNavigation.pageSize(model: model(), pointsPerItem: 300) == 2)  // 800 / 300 = 2.67
        #expect(KeyNavigation.pageSize(model: model(vertical: true), pointsPerItem: 200) == 2)  // 500 / 200
        #expect(KeyNavigation.pageSize(model: model(bounds: Fixtures.portrait), pointsPerItem: 200) == 1)  // 320 / 200
        #expect(KeyNavigation.pageSize(model: model(items: 3), pointsPerItem: 200) == 2)  // capped at n − 1
        #expect(KeyNavigation.pageSize(model: model(items: 1), pointsPerItem: 200) == 1)
        #expect(KeyNavigation.pageSize(model: model(), pointsPerItem: 1000) == 1)  // at least 1
        #expect(KeyNavigation.pageSize(model: model(), pointsPerItem: .nan) == 1)
        #expect(KeyNavigation.pageSize(model: model(), pointsPerItem: 0) == 1)
        #expect(KeyNavigation.pageSize(model: model(bounds: Size2D(width: 0, height: 0)), pointsPerItem: 200) == 1)
        #expect(KeyNavigation.pageSize(model: model(), pointsPerItem: .infinity) == 1)
    }

    @Test("by items: from the nearest item (halves away from zero), clamped unless wrapping")
    func byItems() {
        let m = model()
        #expect(KeyNavigation.targetOffset(for: .byItems(1), from: 3.4, model: m) == 4)
        #expect(KeyNavigation.targetOffset(for: .byItems(1), from: 3.5, model: m) == 5)
        #expect(KeyNavigation.targetOffset(for: .byItems(-1), from: 3.5, model: m) == 3)
        #expect(KeyNavigation.targetOffset(for: .byItems(3), from: 10.8, model: m) == 11)
        #expect(KeyNavigation.targetOffset(for: .byItems(-1), from: 0, model: m) == 0)
        #expect(KeyNavigation.targetOffset(for: .byItems(-1), from: -0.4, model: m) == 0)  // bounced past the start
        #expect(KeyNavigation.targetOffset(for: .byItems(Int.max), from: 2, model: m) == 11)
        #expect(KeyNavigation.targetOffset(for: .byItems(Int.min), from: 2, model: m) == 0)
        #expect(KeyNavigation.targetOffset(for: .byItems(1), from: .nan, model: m) == 1)
        let w = model(wrap: true)
        #expect(KeyNavigation.targetOffset(for: .byItems(1), from: 11, model: w) == 12)  // continuous
        #expect(KeyNavigation.targetOffset(for: .byItems(-2), from: 0.2, model: w) == -2)
        #expect(KeyNavigation.targetOffset(for: .byItems(Int.max), from: 0, model: w) == 24)  // at most twice round
    }

    @Test("to an item: clamped, the shorter way round when wrapping")
    func toItem() {
        let m = model()
        #expect(KeyNavigation.targetOffset(for: .toItem(11), from: 3, model: m) == 11)
        #expect(KeyNavigation.targetOffset(for: .toItem(99), from: 3, model: m) == 11)
        #expect(KeyNavigation.targetOffset(for: .toItem(-5), from: 3, model: m) == 0)
        let w = model(wrap: true)
        #expect(KeyNavigation.targetOffset(for: .toItem(0), from: 11, model: w) == 12)  // 11 → 12, not back 11
        #expect(KeyNavigation.targetOffset(for: .toItem(11), from: 0, model: w) == -1)
        #expect(KeyNavigation.targetOffset(for: .toItem(11), from: 24, model: w) == 23)  // continuous base kept
        #expect(KeyNavigation.targetOffset(for: .toItem(6), from: 0, model: w) == 6)  // a tie goes the direct way
        #expect(KeyNavigation.targetOffset(for: .toItem(3), from: 5, model: model(items: 0)) == 5)
    }

    @Test("seeded: every target is finite, a whole item (or the shelf's last page) and reachable")
    func seeded() {
        var rng = SeededGenerator(seed: 0x4B45_5953)
        for _ in 0..<2000 {
            let n = Int.random(in: 0...20, using: &rng)
            let wrap = Bool.random(using: &rng)
            let m = model(items: n, wrap: wrap, rtl: Bool.random(using: &rng))
            let base = Double.random(in: -30...30, using: &rng)
            let move: KeyNavigation.Move =
                Bool.random(using: &rng)
                ? .byItems(Int.random(in: -40...40, using: &rng)) : .toItem(Int.random(in: -5...25, using: &rng))
            let t = KeyNavigation.targetOffset(for: move, from: base, model: m)
            #expect(t.isFinite)
            guard n > 0 else {
                #expect(t == base)
                continue
            }
            #expect(t == t.rounded())
            if !wrap { #expect(t >= 0 && t <= Double(n - 1)) }
            if wrap, case .toItem = move { #expect(abs(t - base) <= Double(n) / 2 + 0.5) }
            for key in CarouselKey.allCases {
                if let move = KeyNavigation.move(for: key, model: m, pointsPerItem: 200), case .byItems(let k) = move {
                    #expect(abs(k) >= 1 && abs(k) <= max(1, n - 1))
                }
            }
        }
    }
}
