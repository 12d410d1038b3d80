@_spi(Plumbing) import CarouselCore
import Testing

/// Automatic sliding (FSPagerView's `automaticSlidingInterval`) on every host's clock.
@MainActor
@Suite("Shared: automatic sliding", .serialized, .tags(.shared), suiteTimeLimit)
struct SharedAutomaticSlidingTests {
    @Test("a slide to the next item every 2 s of the test's clock", arguments: FixtureHost.available)
    func slidesEveryInterval(host: FixtureHost) {
        // Contract: the controller's one-shot wake-up and its frames run on the clock it was given.
        let fixture = host.make()
        fixture.automaticSlidingInterval = 2
        fixture.advance(by: 1.9)
        #expect(fixture.currentItem == 0)
        fixture.advance(by: 0.6)
        #expect(fixture.currentItem == 1)
        #expect(fixture.isCentred(1))
        fixture.advance(by: 2)
        #expect(fixture.currentItem == 2)
        #expect(fixture.isCentred(2))
    }

    @Test("not wrapping, the last item slides back to the first", arguments: FixtureHost.available)
    func lastSlidesToFirst(host: FixtureHost) {
        // Contract: FSPagerView's behaviour at the end of a non-wrapping pager.
        let fixture = host.make(FixtureSpec(items: 3))
        fixture.scrollToItem(2, animated: false)
        fixture.advance(by: 0.1)
        fixture.automaticSlidingInterval = 1
        fixture.advance(by: 2)
        #expect(fixture.currentItem == 0)
        #expect(fixture.isCentred(0))
    }

    @Test("switching sliding off stops it; the carousel stays where it rests", arguments: FixtureHost.available)
    func offStops(host: FixtureHost) {
        // Contract: automaticSlidingInterval 0 is off.
        let fixture = host.make()
        fixture.automaticSlidingInterval = 1
        fixture.advance(by: 1.5)
        fixture.automaticSlidingInterval = 0
        fixture.advance(by: 5)
        #expect(fixture.currentItem == 1)
        #expect(fixture.isCentred(1))
    }

    @Test(
        "bad intervals are off: negative, NaN and infinite values slide nothing",
        arguments: FixtureHost.available, [-1, Double.nan, Double.infinity])
    func badIntervals(host: FixtureHost, interval: Double) {
        // Contract: bad input never corrupts state.
        let fixture = host.make()
        fixture.automaticSlidingInterval = interval
        fixture.advance(by: 5)
        #expect(fixture.currentItem == 0)
        #expect(fixture.isAtRest)
    }
}
