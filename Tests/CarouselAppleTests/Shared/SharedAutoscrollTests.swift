@_spi(Plumbing) import CarouselCore
import Testing

/// Autoscroll (iCarousel's `autoscroll`, with the sign the other way) on every host.
@MainActor
@Suite("Shared: autoscroll", .serialized, .tags(.shared), suiteTimeLimit)
struct SharedAutoscrollTests {
    @Test("a negative speed moves toward lower indexes", arguments: FixtureHost.available)
    func negativeSpeed(host: FixtureHost) {
        // Contract: autoscrollSpeed is items per second, positive toward higher indexes.
        let fixture = host.make()
        fixture.scrollToItem(6, animated: false)
        fixture.advance(by: 0.1)
        fixture.autoscrollSpeed = -2
        fixture.advance(by: 1.5)
        fixture.autoscrollSpeed = 0
        fixture.settle()
        #expect(fixture.currentItem == 3, "6 − 2 × 1.5 = 3; rested on \(String(describing: fixture.currentItem))")
        #expect(fixture.isCentred(3))
    }

    @Test("not wrapping, autoscroll stops at the last item", arguments: FixtureHost.available)
    func stopsAtTheEnd(host: FixtureHost) {
        // Contract: iCarousel stops autoscroll at the end of a carousel that does not wrap.
        let fixture = host.make(FixtureSpec(items: 4))
        fixture.autoscrollSpeed = 2
        fixture.advance(by: 5)
        #expect(fixture.currentItem == 3)
        #expect(fixture.isCentred(3), "cards: \(fixture.cards)")
        #expect(fixture.isAtRest)
    }

    @Test("wrapping, autoscroll runs past the last item to the first", arguments: FixtureHost.available)
    func wrapsPastTheEnd(host: FixtureHost) {
        // Contract: a wrapping carousel has no end.
        var settings = LayoutSettings()
        settings.options.wrap = true
        let fixture = host.make(FixtureSpec(settings, items: 4))
        fixture.autoscrollSpeed = 2
        fixture.advance(by: 2.5)
        fixture.autoscrollSpeed = 0
        fixture.settle()
        #expect(
            fixture.currentItem == 1,
            "2 × 2.5 = 5 items on, 5 mod 4 = 1; rested on \(String(describing: fixture.currentItem))")
        #expect(fixture.isCentred(1))
    }

    @Test(
        "a NaN speed is off; an infinite one is clamped: it runs to the end and stops there, finite",
        arguments: FixtureHost.available)
    func badSpeeds(host: FixtureHost) {
        // Contract: bad input never corrupts state (autoscrollSpeed: NaN is off, ±∞ is clamped to
        // ±1 000 000 items per second).
        let fixture = host.make()
        fixture.autoscrollSpeed = .nan
        fixture.advance(by: 2)
        #expect(fixture.currentItem == 0)
        #expect(fixture.isCentred(0))
        fixture.autoscrollSpeed = .infinity
        fixture.advance(by: 2)
        #expect(fixture.currentItem == 11)
        #expect(fixture.isCentred(11), "cards: \(fixture.cards)")
        #expect(fixture.isAtRest)
        fixture.autoscrollSpeed = -.infinity
        fixture.advance(by: 2)
        #expect(fixture.currentItem == 0)
        #expect(fixture.isCentred(0), "cards: \(fixture.cards)")
        #expect(fixture.cards.allSatisfy { $0.drawnCentre.x.isFinite })
    }

    @Test(
        "a drag while autoscrolling takes over; autoscroll goes on from where the drag rested",
        arguments: FixtureHost.available)
    func dragTakesOver(host: FixtureHost) {
        // Contract: a touch pauses autoscroll; it resumes once the carousel rests (iCarousel).
        let fixture = host.make()
        fixture.autoscrollSpeed = 0.5
        fixture.advance(by: 1)
        fixture.drag(by: 400, duration: 0.5, releaseVelocity: 0)
        fixture.advance(by: 1.5)
        let afterDrag = fixture.currentItem ?? -1
        #expect(afterDrag >= 2, "the drag of two items did not take the carousel on: \(afterDrag)")
        fixture.advance(by: 2)
        #expect((fixture.currentItem ?? -1) > afterDrag, "autoscroll did not resume after the drag")
    }

    @Test("a programmatic scroll while autoscrolling lands on its item", arguments: FixtureHost.available)
    func programmaticScrollDuringAutoscroll(host: FixtureHost) {
        // Contract: scrollToItem stops any other motion and lands where asked.
        let fixture = host.make()
        fixture.autoscrollSpeed = 1
        fixture.advance(by: 0.7)
        fixture.autoscrollSpeed = 0
        #expect(fixture.scrollToItem(8, animated: true))
        fixture.advance(by: 1)
        #expect(fixture.currentItem == 8)
        #expect(fixture.isCentred(8, tolerance: 1e-6))
    }
}
