@_spi(Plumbing) import CarouselCore
import Testing

/// What every host shows at rest: which cards, where, in which order.
@MainActor
@Suite("Shared: the cards shown", .serialized, .tags(.shared), suiteTimeLimit)
struct SharedRealizationTests {
    @Test(
        "a linear carousel at rest: item 0 centred, item k drawn k spans to the right, nothing before item 0",
        arguments: FixtureHost.available)
    func linearAtRest(host: FixtureHost) throws {
        // Contract: the collection view shows a cell for every item whose attributes intersect its
        // bounds, with those attributes applied (frame, transform).
        let fixture = host.make()
        #expect(fixture.currentItem == 0)
        #expect(fixture.isCentred(0), "cards: \(fixture.cards)")
        #expect(fixture.shownItems.first == 0)
        for card in fixture.cards {
            let x = card.drawnCentre.x
            #expect(abs(x - (fixture.carouselCentre.x + 200 * Double(card.item))) < 0.5, "\(card)")
            #expect(abs(card.drawnCentre.y - fixture.carouselCentre.y) < 0.5, "\(card)")
        }
        // 800 pt wide, 200 pt spans, item 0 at 400: items 0, 1 and 2 are on screen at least.
        #expect(Set([0, 1, 2]).isSubset(of: Set(fixture.shownItems)), "shown: \(fixture.shownItems)")
    }

    @Test("a vertical carousel lays items out downward from the centre", arguments: FixtureHost.available)
    func vertical(host: FixtureHost) throws {
        // Contract: the layout's isVertical setting lays items out along y.
        var settings = LayoutSettings()
        settings.isVertical = true
        let fixture = host.make(FixtureSpec(settings))
        let one = try #require(fixture.card(1)?.drawnCentre)
        #expect(fixture.isCentred(0))
        #expect(abs(one.y - (fixture.carouselCentre.y + 200)) < 0.5 && abs(one.x - fixture.carouselCentre.x) < 0.5)
    }

    @Test(
        "every type at rest: the current card is centred and on top, every card's numbers are finite",
        arguments: FixtureHost.available, CarouselType.allCases)
    func everyTypeAtRest(host: FixtureHost, type: CarouselType) throws {
        // Contract: the framework applies each card's attributes (transform, zIndex as the layer's
        // zPosition, alpha) as the layout returns them.
        let fixture = host.make(FixtureSpec(type: type))
        fixture.scrollToItem(5, animated: false)
        fixture.advance(by: 0.1)
        #expect(fixture.currentItem == 5)
        let current = try #require(fixture.card(5), "no card for the current item; shown \(fixture.shownItems)")
        for card in fixture.cards {
            let t = card.transform
            let numbers = [t.m11, t.m22, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44, card.zPosition, card.alpha]
            let allFinite = numbers.allSatisfy { $0.isFinite }
            #expect(allFinite, "\(type): \(card)")
            #expect(card.frame.size.width.isFinite && card.frame.size.height.isFinite)
        }
        #expect(fixture.isCentred(5) || !Self.centresCurrentItem.contains(type), "\(type): \(current)")
    }

    /// The types whose current item is drawn at the carousel's centre, in front of every other card.
    static let centresCurrentItem: [CarouselType] = [.linear, .rotary, .cylinder, .coverFlow, .timeMachine]

    @Test(
        "rotary, cylinder, Cover Flow and Time Machine draw the current card in front of the others",
        arguments: FixtureHost.available, [CarouselType.rotary, .cylinder, .coverFlow, .timeMachine])
    func currentCardInFront(host: FixtureHost, type: CarouselType) throws {
        // Contract: the framework applies each card's zIndex as its layer's zPosition (UIKit);
        // AppKit's cards hold the core's z-order as their layer's zPosition.
        let fixture = host.make(FixtureSpec(type: type))
        fixture.scrollToItem(5, animated: false)
        fixture.advance(by: 0.1)
        let current = try #require(fixture.card(5))
        let others = fixture.cards.filter { $0.item != 5 && !$0.isHidden && $0.alpha > 0 }
        #expect(!others.isEmpty)
        #expect(others.allSatisfy { $0.zPosition < current.zPosition }, "\(type): \(fixture.cards)")
    }

    @Test("a wrapping carousel shows items on both sides of item 0", arguments: FixtureHost.available)
    func wrapShowsBothSides(host: FixtureHost) throws {
        // Contract: the wrapping strip places item 11 (of 12) one span before item 0.
        var settings = LayoutSettings()
        settings.options.wrap = true
        let fixture = host.make(FixtureSpec(settings))
        let last = try #require(fixture.card(11)?.drawnCentre, "item 11 is not shown; shown \(fixture.shownItems)")
        #expect(abs(last.x - (fixture.carouselCentre.x - 200)) < 0.5)
    }

    @Test(
        "reloading with fewer items than the current one clamps to the last item, centred",
        arguments: FixtureHost.available)
    func reloadClamps(host: FixtureHost) {
        // Contract: reloadData() asks the data source again; the layout is invalidated everywhere.
        let fixture = host.make()
        fixture.scrollToItem(9, animated: false)
        fixture.advance(by: 0.1)
        fixture.reload(items: 4)
        fixture.advance(by: 1)
        #expect(fixture.currentItem == 3)
        #expect(fixture.isCentred(3), "cards: \(fixture.cards)")
        #expect(fixture.shownItems.allSatisfy { $0 < 4 })
    }

    @Test("reloading to no items and back shows item 0 again", arguments: FixtureHost.available)
    func reloadToEmptyAndBack(host: FixtureHost) {
        // Contract: reloadData() with an empty data source is valid; the next reload starts afresh.
        let fixture = host.make()
        fixture.reload(items: 0)
        fixture.advance(by: 0.5)
        #expect(fixture.cards.isEmpty && fixture.currentItem == nil)
        fixture.reload(items: 6)
        fixture.advance(by: 0.5)
        #expect(fixture.currentItem == 0)
        #expect(fixture.isCentred(0))
    }
}
