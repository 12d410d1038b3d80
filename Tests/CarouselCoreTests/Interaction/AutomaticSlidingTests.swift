@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

private func model(_ type: CarouselType = .linear, items: Int, wrap: Bool) -> CarouselModel {
    var options = CarouselOptions()
    options.wrap = wrap
    return Fixtures.model(type, items: items, options, bounds: Fixtures.portrait)
}

@Suite("AutomaticSliding")
struct AutomaticSlidingTests {
    @Test(
        "the interval: off for 0, negative, NaN and infinity; at least 0.1 s",
        arguments: [
            (0.0, 0.0), (-1.0, 0.0), (-.infinity, 0.0), (.nan, 0.0), (.infinity, 0.0), (1e-9, 0.1), (0.1, 0.1),
            (0.25, 0.25), (3.0, 3.0),
        ])
    func interval(given: Double, expected: Double) {
        #expect(AutomaticSliding.sanitizedInterval(given) == expected)
    }

    @Test("only two items or more slide, and only with an interval")
    func slides() {
        #expect(!AutomaticSliding.slides(numberOfItems: 0, interval: 1))
        #expect(!AutomaticSliding.slides(numberOfItems: 1, interval: 1))
        #expect(AutomaticSliding.slides(numberOfItems: 2, interval: 1))
        #expect(!AutomaticSliding.slides(numberOfItems: 5, interval: .nan))
    }

    @Test(
        "not wrapping: the next item, and from the last the first",
        arguments: [(0.0, 1.0), (2.0, 3.0), (3.0, 4.0), (4.0, 0.0), (2.4, 3.0), (2.6, 4.0), (3.9996, 0.0)])
    func targetNotWrapping(from: Double, expected: Double) {
        #expect(AutomaticSliding.target(from: from, model: model(items: 5, wrap: false)) == expected)
    }

    @Test(
        "wrapping: the item nearest the centre plus one, forward past the end",
        arguments: [(0.0, 1.0), (4.0, 5.0), (-1.0, 0.0), (7.4, 8.0), (7.6, 9.0)])
    func targetWrapping(from: Double, expected: Double) {
        #expect(AutomaticSliding.target(from: from, model: model(items: 5, wrap: true)) == expected)
    }

    @Test("the shelf, not wrapping: from its last page, back to the first item")
    func shelf() {
        let m = model(.shelf, items: 12, wrap: false)
        guard let lastPage = m.effect.restingRule.lastRestingOffset else {
            Issue.record("the shelf has a last page")
            return
        }
        #expect(lastPage < 11)
        #expect(AutomaticSliding.target(from: lastPage, model: m) == 0)
        let before = m.currentItemIndex(at: lastPage - 1)
        #expect(AutomaticSliding.target(from: lastPage - 1, model: m) == min(Double(before + 1), lastPage))
    }

    @Test("no target with fewer than two items or a non-finite offset")
    func noTarget() {
        #expect(AutomaticSliding.target(from: 0, model: model(items: 1, wrap: false)) == nil)
        #expect(AutomaticSliding.target(from: 0, model: model(items: 0, wrap: true)) == nil)
        #expect(AutomaticSliding.target(from: .nan, model: model(items: 5, wrap: true)) == nil)
    }

    @Test(
        "the next slide is due on the cadence, at the first multiple at or after the slide's end",
        arguments: [
            // (due, interval, slide end, next due)
            (2.0, 2.0, 2.4, 4.0), (0.1, 0.1, 0.5, 0.5), (0.1, 0.1, 0.50000000001, 0.5), (0.1, 0.1, 0.51, 0.6),
            (0.4, 0.4, 0.8, 0.8), (2.0, 2.0, 2.0, 4.0), (2.0, 2.0, 12.3, 14.0),
        ])
    func nextDue(due: Double, interval: Double, end: Double, expected: Double) {
        let next = AutomaticSliding.nextDue(after: due, interval: interval, slideEnd: end)
        #expect(next.map { approx($0, expected) } == true)
    }

    @Test("no next slide with no interval or a non-finite time")
    func noNextDue() {
        #expect(AutomaticSliding.nextDue(after: 1, interval: 0, slideEnd: 2) == nil)
        #expect(AutomaticSliding.nextDue(after: .nan, interval: 1, slideEnd: 2) == nil)
        #expect(AutomaticSliding.nextDue(after: 1, interval: 1, slideEnd: .infinity) == nil)
    }
}
