import CarouselTestSupport
import Testing

@testable import CarouselCore

/// Placeholder numbers, sides and indexes: iCarousel's split, ceil(n/2) before and floor(n/2) after.
@Suite("PlaceholderPosition")
struct PlaceholderPositionTests {
    @Test(
        "ceil(n/2) placeholders sit before the items and floor(n/2) after them",
        arguments: [(0, 0), (1, 1), (2, 1), (3, 2), (4, 2), (-3, 0)])
    func split(count: Int, before: Int) {
        #expect(PlaceholderPosition.numberBeforeItems(count) == before)
    }

    @Test("numbers run along the strip: the farthest before the items is 0, the one next to the last item follows")
    func numbersAlongTheStrip() {
        // 3 placeholders beside 5 items: indexes −2, −1 before, 5 after.
        let positions = (0..<3).compactMap { PlaceholderPosition(number: $0, numberOfPlaceholders: 3) }
        #expect(positions.map(\.side) == [.beforeFirstItem, .beforeFirstItem, .afterLastItem])
        #expect(positions.map(\.distanceFromItems) == [2, 1, 1])
        #expect(positions.map { $0.index(numberOfItems: 5) } == [-2, -1, 5])
        // 4 placeholders: −2, −1 before, 5, 6 after.
        let four = (0..<4).compactMap { PlaceholderPosition(number: $0, numberOfPlaceholders: 4) }
        #expect(four.map { $0.index(numberOfItems: 5) } == [-2, -1, 5, 6])
    }

    @Test("an index maps back to its number; items and indexes beyond the placeholders have none")
    func fromIndex() {
        #expect(PlaceholderPosition(index: -2, numberOfItems: 5, numberOfPlaceholders: 3)?.number == 0)
        #expect(PlaceholderPosition(index: -1, numberOfItems: 5, numberOfPlaceholders: 3)?.number == 1)
        #expect(PlaceholderPosition(index: 5, numberOfItems: 5, numberOfPlaceholders: 3)?.number == 2)
        #expect(PlaceholderPosition(index: 0, numberOfItems: 5, numberOfPlaceholders: 3) == nil)
        #expect(PlaceholderPosition(index: 4, numberOfItems: 5, numberOfPlaceholders: 3) == nil)
        #expect(PlaceholderPosition(index: -3, numberOfItems: 5, numberOfPlaceholders: 3) == nil)
        #expect(PlaceholderPosition(index: 6, numberOfItems: 5, numberOfPlaceholders: 3) == nil)
        // No items: index 0 is the first placeholder after them.
        #expect(PlaceholderPosition(index: 0, numberOfItems: 0, numberOfPlaceholders: 2)?.side == .afterLastItem)
    }

    @Test("numbers outside the count, and negative counts, name no placeholder")
    func outOfRange() {
        #expect(PlaceholderPosition(number: -1, numberOfPlaceholders: 3) == nil)
        #expect(PlaceholderPosition(number: 3, numberOfPlaceholders: 3) == nil)
        #expect(PlaceholderPosition(number: 0, numberOfPlaceholders: 0) == nil)
        #expect(PlaceholderPosition(number: 0, numberOfPlaceholders: -2) == nil)
        // Counts are limited to CarouselConfiguration.maximumNumberOfItems (2^40).
        #expect(PlaceholderPosition(number: (1 << 40) - 1, numberOfPlaceholders: .max)?.side == .afterLastItem)
        #expect(PlaceholderPosition(number: .max, numberOfPlaceholders: .max) == nil)
        #expect(PlaceholderPosition(index: .min, numberOfItems: .max, numberOfPlaceholders: .max) == nil)
        #expect(PlaceholderPosition(index: .max, numberOfItems: 0, numberOfPlaceholders: .max) == nil)
    }

    @Test("seeded: number → index → number round-trips, and sides split at ceil(n/2)")
    func roundTrip() {
        var rng = SeededGenerator(seed: 31)
        for _ in 0..<500 {
            let count = Int.random(in: 0...9, using: &rng)
            let items = Int.random(in: 0...20, using: &rng)
            for number in 0..<count {
                let position = PlaceholderPosition(number: number, numberOfPlaceholders: count)
                let index = position?.index(numberOfItems: items)
                #expect(
                    index.flatMap { PlaceholderPosition(index: $0, numberOfItems: items, numberOfPlaceholders: count) }
                        == position)
                #expect((position?.side == .beforeFirstItem) == (number < (count + 1) / 2))
                #expect(index.map { $0 < 0 || $0 >= items } == true)
            }
        }
    }
}
