@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

/// Fixture: the 375-pt phone shelf of 10 items, 100 pt wide, spacing 16.67 (span 116.67):
/// threshold = (1/3) × 100 / 116.67 = 2/7 = 0.2857 items, last page = 785 / 116.67 = 6.7286,
/// flick velocity = 300 / 116.67 = 2.5714 items/s.
private let rules = Shelf(options: CarouselOptions(), length: 375, itemLength: 100, numberOfItems: 10).snapping
private let lastPage = 6.728571428571429

@Suite("ShelfSnapping")
struct ShelfSnappingTests {
    @Test(
        "a slow release follows ASHorizontalScrollView's threshold",
        arguments: [
            // (proposed, expected): the fraction must exceed 2/7 ≈ 0.2857 to move on.
            (3.0, 3.0), (3.2, 3.0), (3.28, 3.0), (3.29, 4.0), (3.5, 4.0), (3.95, 4.0), (0.1, 0.0),
        ])
    func threshold(proposed: Double, expected: Double) {
        #expect(rules.restingOffset(from: 3, proposed: proposed, velocity: 0) == expected)
        // Below the flick velocity the velocity does not matter.
        #expect(rules.restingOffset(from: 3, proposed: proposed, velocity: 2.5) == expected)
        #expect(rules.restingOffset(from: 3, proposed: proposed, velocity: -2.5) == expected)
    }

    @Test("a quick flick goes to the next item even when the resting point would return")
    func flick() {
        // Proposed 3.1 alone would go back to 3; a flick at 3 items/s (≥ 2.57) moves on.
        #expect(rules.restingOffset(from: 3, proposed: 3.1, velocity: 3) == 4)
        #expect(rules.restingOffset(from: 3, proposed: 2.95, velocity: -3) == 2)
        // From between items: forward to the next whole item, backward to the one partly off-screen.
        #expect(rules.restingOffset(from: 2.4, proposed: 2.45, velocity: 3) == 3)
        #expect(rules.restingOffset(from: 2.4, proposed: 2.35, velocity: -3) == 2)
        // Rounding noise in the start does not swallow the flick.
        #expect(rules.restingOffset(from: 2.9999999999, proposed: 3.0, velocity: 3) == 4)
        #expect(rules.restingOffset(from: 3.0000000001, proposed: 3.0, velocity: -3) == 2)
        // A flick never goes against its direction, even with an inconsistent proposal.
        #expect(rules.restingOffset(from: 3, proposed: 1, velocity: 3) == 4)
    }

    @Test("a fast fling travels several items, as far as the deceleration carries it")
    func fling() {
        // UIScrollView's projection: v / 1000 × 0.998 / 0.002 = 0.499 v items.
        #expect(approx(ShelfSnapping.projectedOffset(from: 0, velocity: 8), 3.992))
        #expect(rules.restingOffset(from: 0, velocity: 8) == 4)  // 3.992 → 4
        #expect(rules.restingOffset(from: 0, velocity: 6) == 3)  // 2.994 → 3
        #expect(rules.restingOffset(from: 5, velocity: -8) == 1)  // 1.008 → 1
        // The fast rate (0.99): v / 1000 × 99 = 0.099 v.
        #expect(
            approx(
                ShelfSnapping.projectedOffset(from: 1, velocity: 20, decelerationRate: ScrollViewDeceleration.fastRate),
                2.98))
        #expect(rules.restingOffset(from: 1, velocity: 20, decelerationRate: ScrollViewDeceleration.fastRate) == 3)
    }

    @Test("never past the last whole page")
    func lastPageClamp() {
        #expect(approx(rules.lastPageOffset, lastPage))
        // A fling from 1 at 12 items/s projects to 6.988: past the last page, so it lands on it.
        #expect(rules.restingOffset(from: 1, velocity: 12) == rules.lastPageOffset)
        #expect(rules.restingOffset(from: 1, velocity: 1000) == rules.lastPageOffset)
        // 6.5 would round up to 7, past the last page: the last page.
        #expect(rules.restingOffset(from: 6, proposed: 6.5, velocity: 0) == rules.lastPageOffset)
        #expect(rules.restingOffset(from: 6, proposed: 6.2, velocity: 0) == 6)
        // Flicks at the last page: forward stays, backward goes to item 6.
        #expect(rules.restingOffset(from: lastPage, proposed: lastPage, velocity: 5) == rules.lastPageOffset)
        #expect(rules.restingOffset(from: lastPage, proposed: lastPage, velocity: -5) == 6)
        // Before the start.
        #expect(rules.restingOffset(from: -0.3, proposed: -0.3, velocity: 0) == 0)
        #expect(rules.restingOffset(from: 0, proposed: 0, velocity: -5) == 0)
    }

    @Test("wrapping: any whole item, nothing clamped")
    func wrapping() {
        var wrapped = rules
        wrapped.wraps = true
        #expect(wrapped.restingOffset(from: 12, proposed: 12.5, velocity: 0) == 13)
        #expect(wrapped.restingOffset(from: 0, proposed: 0.1, velocity: -5) == -1)
    }

    @Test("bad input: non-finite start, proposal and velocity; bad parameters")
    func badInput() {
        #expect(rules.restingOffset(from: .nan, proposed: .nan, velocity: .nan) == 0)
        #expect(rules.restingOffset(from: 3, proposed: .nan, velocity: 0) == 3)
        #expect(rules.restingOffset(from: 3, proposed: .infinity, velocity: 0) == 3)
        #expect(rules.restingOffset(from: 3, proposed: 3.1, velocity: .infinity) == 3)
        #expect(rules.restingOffset(from: 2, velocity: .nan) == 2)
        #expect(ShelfSnapping.projectedOffset(from: 2, velocity: 5, decelerationRate: 1) == 2)
        #expect(ShelfSnapping.projectedOffset(from: 2, velocity: 5, decelerationRate: .nan) == 2)
        let odd = ShelfSnapping(threshold: .nan, lastPageOffset: -4, flickVelocity: 0)
        #expect(odd.threshold == 1.0 / 3 && odd.lastPageOffset == 0)
        #expect(odd.flickVelocity == ShelfSnapping.defaultFlickVelocity)
        #expect(odd.restingOffset(from: 0, proposed: 5, velocity: 5) == 0)
        #expect(ShelfSnapping(threshold: 7, lastPageOffset: .infinity).threshold == 1)
    }

    @Test("invariants: results are whole items or the last page, in range, in the flick's direction (seeded)")
    func invariants() {
        var rng = SeededGenerator(seed: 2024)
        for _ in 0..<2000 {
            let start = Double.random(in: -1...8, using: &rng)
            let velocity = Double.random(in: -30...30, using: &rng)
            let result = rules.restingOffset(from: start, velocity: velocity)
            #expect(result >= 0 && result <= rules.lastPageOffset)
            #expect(result == result.rounded() || result == rules.lastPageOffset)
            let clampedStart = min(rules.lastPageOffset, max(0, start))
            if velocity >= rules.flickVelocity {
                #expect(result >= clampedStart - 1e-6)
            } else if velocity <= -rules.flickVelocity {
                #expect(result <= clampedStart + 1e-6)
            }
        }
    }
}
