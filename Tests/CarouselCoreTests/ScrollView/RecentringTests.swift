@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("Recentring")
struct RecentringTests {
    typealias F = Fixtures
    /// Rotary, 5 items, wrapping: 200 points per item, a 200 000-point range, middle 100 000.
    let wrapping = ScrollMapping(
        model: F.model(.rotary, items: 5, bounds: F.portrait), viewport: F.viewport(size: F.portrait))
    /// Linear, 12 items: 200 points per item, range 0…2200.
    let linear = ScrollMapping(
        model: F.model(.linear, items: 12, bounds: F.portrait), viewport: F.viewport(size: F.portrait))

    @Test("wrapping: the start of the strip moves to the middle, the anchor by as many items")
    func wrapFromStart() throws {
        let t = try #require(Recentring.target(for: wrapping, position: 0, anchor: 3))
        #expect(t.position == 100_000)
        #expect(t.anchor == 3 - 500)  // 100 000 points / 200 points per item
    }

    @Test("wrapping: within a quarter of the range from the middle nothing moves")
    func wrapTolerance() {
        #expect(Recentring.target(for: wrapping, position: 60_000, anchor: 0) == nil)  // 40 000 away
        #expect(Recentring.target(for: wrapping, position: 150_000, anchor: 0) == nil)  // exactly 50 000 away
        #expect(Recentring.target(for: wrapping, position: 150_001, anchor: 0)?.position == 100_000)
    }

    @Test("wrapping: the shift is whole points, so the sub-point phase is kept")
    func wrapKeepsPhase() throws {
        let t = try #require(Recentring.target(for: wrapping, position: 0.25, anchor: 0))
        #expect(t.position == 100_000.25)  // shift round(99 999.75) = 100 000
    }

    @Test("not wrapping: a non-zero anchor moves to where the offset belongs at anchor 0")
    func linearNormalizes() throws {
        // anchor 1.5 at position 200 shows 2.5 items; at anchor 0 that is position 500.
        let t = try #require(Recentring.target(for: linear, position: 200, anchor: 1.5))
        #expect(t == PositionTarget(position: 500, anchor: 0))
        #expect(Recentring.target(for: linear, position: 200, anchor: 0) == nil)
    }

    @Test("not wrapping: past the ends it waits for the settle")
    func linearPastEnd() {
        #expect(Recentring.target(for: linear, position: 0, anchor: -3) == nil)  // shows −3
        #expect(Recentring.target(for: linear, position: 2200, anchor: 1) == nil)  // shows 12 of 0…11
    }

    @Test("no items or non-finite input: nothing to do")
    func degenerate() {
        let empty = ScrollMapping(
            model: F.model(.rotary, items: 0, bounds: F.portrait), viewport: F.viewport(size: F.portrait))
        #expect(Recentring.target(for: empty, position: 0, anchor: 0) == nil)
        #expect(Recentring.target(for: wrapping, position: .nan, anchor: 0) == nil)
        #expect(Recentring.target(for: linear, position: 0, anchor: .infinity) == nil)
    }

    @Test("right to left: the same targets in positions, which are content offsets from the right end")
    func rightToLeft() throws {
        func rtl(_ type: CarouselType, items: Int) -> ScrollMapping {
            var config = F.configuration(type, items: items, bounds: F.portrait)
            config.layoutDirection = .rightToLeft
            return ScrollMapping(model: CarouselModel(config), viewport: F.viewport(size: F.portrait))
        }
        // Wrapping: the strip's left end (content offset 0.25) is position 199 999.75; the middle,
        // keeping the phase, is position 99 999.75, content offset 200 000 − 99 999.75 = 100 000.25.
        let wrap = rtl(.rotary, items: 5)
        let start = wrap.position(forContentOffset: Point2D(x: 0.25, y: 0))
        let t = try #require(Recentring.target(for: wrap, position: start, anchor: 0))
        #expect(t.position == 99_999.75 && t.anchor == 500)  // 100 000 points back: 500 items
        #expect(wrap.contentOffset(forPosition: t.position, keepingCrossAxisOf: .zero) == Point2D(x: 100_000.25, y: 0))
        // Not wrapping: anchor 1.5 at content offset 2000 (position 200) shows 2.5 items; at anchor 0
        // that is position 500, content offset 2200 − 500 = 1700.
        let linear = rtl(.linear, items: 12)
        let moved = try #require(
            Recentring.target(
                for: linear, position: linear.position(forContentOffset: Point2D(x: 2000, y: 0)), anchor: 1.5))
        #expect(moved == PositionTarget(position: 500, anchor: 0))
        #expect(linear.contentOffset(forPosition: moved.position, keepingCrossAxisOf: .zero) == Point2D(x: 1700, y: 0))
    }

    @Test("a recentring never changes the scroll offset shown (seeded)")
    func invisible() {
        var rng = SeededGenerator(seed: 11)
        for _ in 0..<1000 {
            let mapping = Bool.random(using: &rng) ? wrapping : linear
            let position = Double.random(in: -500...200_500, using: &rng)
            let anchor = Double.random(in: -1000...1000, using: &rng).rounded() / 4
            guard let t = Recentring.target(for: mapping, position: position, anchor: anchor) else { continue }
            let before = mapping.scrollOffset(atPosition: position, anchor: anchor)
            let after = mapping.scrollOffset(atPosition: t.position, anchor: t.anchor)
            #expect(approx(before, after, 1e-9))
            #expect(t.position >= 0 && t.position <= mapping.scrollRange)
            // Once recentred, nothing more to do.
            #expect(Recentring.target(for: mapping, position: t.position, anchor: t.anchor) == nil)
        }
    }
}
