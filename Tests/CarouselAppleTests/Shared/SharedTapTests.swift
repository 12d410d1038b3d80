@_spi(Plumbing) import CarouselCore
import Testing

/// Taps (clicks on AppKit) on every host: a tap on a side card brings it to the centre; a tap
/// stops a moving carousel.
@MainActor
@Suite("Shared: taps", .serialized, .tags(.shared), suiteTimeLimit)
struct SharedTapTests {
    @Test("a tap on a side card centres it", arguments: FixtureHost.available)
    func tapSideCardCentresIt(host: FixtureHost) throws {
        // Contract: centersItemWhenSelected (iCarousel's centerItemWhenSelected) scrolls a tapped
        // side card to the centre.
        let fixture = host.make()
        let point = try #require(fixture.card(2)?.drawnCentre)
        fixture.tap(at: point)
        fixture.advance(by: 1)
        #expect(fixture.currentItem == 2, "events: \(fixture.eventNames)")
        #expect(fixture.isCentred(2), "cards: \(fixture.cards)")
    }

    @Test("a tap on the current card keeps it current and centred", arguments: FixtureHost.available)
    func tapCurrentCard(host: FixtureHost) {
        // Contract: a tap on the centred card selects it and moves nothing.
        let fixture = host.make()
        fixture.tap(at: fixture.carouselCentre)
        fixture.advance(by: 1)
        #expect(fixture.currentItem == 0)
        #expect(fixture.isCentred(0))
    }

    @Test("a tap where no card is drawn centres nothing", arguments: FixtureHost.available)
    func tapOnNothing(host: FixtureHost) {
        // Contract: the engine hit-tests the cards as drawn; an empty spot names none.
        let fixture = host.make(FixtureSpec(items: 2))
        fixture.tap(at: Point2D(x: 20, y: 20))
        fixture.advance(by: 1)
        #expect(fixture.currentItem == 0)
        #expect(fixture.isCentred(0))
    }

    @Test("a tap on a moving carousel stops it on a whole item", arguments: FixtureHost.available)
    func tapStopsAutoscroll(host: FixtureHost) {
        // Contract: a touch (a mouse-down) pauses autoscroll; the carousel settles on an item.
        let fixture = host.make()
        fixture.scroll(byItems: 6, duration: 2)
        fixture.advance(by: 0.5)
        fixture.tap(at: Point2D(x: 20, y: 20))
        fixture.settle()
        #expect(fixture.isAtRest)
        let current = fixture.currentItem ?? -1
        #expect(current < 6, "the tap did not stop the scroll: it rested on \(current)")
        #expect(fixture.isCentred(current), "cards: \(fixture.cards)")
    }
}

/// Taps with the app's own choices.
@MainActor
@Suite("Shared: taps, the app's choices", .serialized, .tags(.shared), suiteTimeLimit)
struct SharedTapChoiceTests {
    @Test("with centersItemWhenSelected off, a tap on a side card moves nothing", arguments: FixtureHost.available)
    func tapWithoutCentring(host: FixtureHost) throws {
        // Contract: iCarousel's centerItemWhenSelected = NO leaves a tapped side card where it is.
        let fixture = host.make()
        fixture.centersItemWhenSelected = false
        let point = try #require(fixture.card(2)?.drawnCentre)
        fixture.tap(at: point)
        fixture.advance(by: 1)
        #expect(fixture.currentItem == 0)
        #expect(fixture.isCentred(0))
        #expect(!fixture.eventNames.contains("willBeginScrollingAnimation"), "events: \(fixture.eventNames)")
    }
}
