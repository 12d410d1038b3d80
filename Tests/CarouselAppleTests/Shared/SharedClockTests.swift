@_spi(Plumbing) import CarouselCore
import Testing

/// Time on every host: the test's clock moves the carousel, whatever clock the host's display
/// runs on.
@MainActor
@Suite("Shared: the test's clock", .serialized, .tags(.shared), suiteTimeLimit)
struct SharedClockTests {
    @Test("autoscroll moves one item per second of the test's clock", arguments: FixtureHost.available)
    func autoscrollFollowsTheClock(host: FixtureHost) {
        // Contract: the controller reads the clock it was given when it was made; the display's
        // clock (seconds since boot) is never mixed with it.
        let fixture = host.make()
        #expect(fixture.currentItem == 0)
        fixture.autoscrollSpeed = 1
        fixture.advance(by: 2.5)
        // 2.5 items on: item 2 sits half a 200 pt span before the centre.
        let two = fixture.card(2)?.drawnCentre.x ?? .nan
        #expect(abs(two - (fixture.carouselCentre.x - 100)) < 2, "item 2 drawn at x \(two); cards: \(fixture.cards)")
        #expect(
            fixture.currentItem == 2 || fixture.currentItem == 3,
            "current item \(String(describing: fixture.currentItem))")
        fixture.autoscrollSpeed = 0
        fixture.settle()
        #expect(fixture.isAtRest)
        #expect(fixture.currentItem.map { fixture.isCentred($0) } == true, "at rest between items: \(fixture.cards)")
    }

    @Test(
        "an animated scroll moves with the clock: half way at half its duration, there at the end",
        arguments: FixtureHost.available)
    func animatedScrollMovesWithTheClock(host: FixtureHost) throws {
        // Contract: the controller's frames come from the test's clock (60 Hz), each at its own time.
        let fixture = host.make()
        #expect(fixture.scroll(byItems: 2, duration: 1))
        fixture.advance(by: 0.5)
        let middle = try #require(fixture.card(1)?.drawnCentre)
        // iCarousel's ease-in-out is symmetric: half way in time is half way in distance (item 1 centred).
        #expect(abs(middle.x - fixture.carouselCentre.x) < 1, "item 1 drawn at \(middle) half way through")
        #expect(!fixture.isAtRest)
        fixture.advance(by: 0.6)
        #expect(fixture.isAtRest)
        #expect(fixture.isCentred(2), "cards: \(fixture.cards)")
    }
}
