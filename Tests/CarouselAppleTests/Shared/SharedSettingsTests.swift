@_spi(Plumbing) import CarouselCore
import Testing

/// Changing the layout's settings on every host: the current item stays and is centred again.
@MainActor
@Suite("Shared: settings changes", .serialized, .tags(.shared), suiteTimeLimit)
struct SharedSettingsTests {
    @Test(
        "changing the type keeps the current item, centred", arguments: FixtureHost.available,
        [CarouselType.rotary, .coverFlow, .timeMachine, .wheel])
    func typeChangeKeepsItem(host: FixtureHost, type: CarouselType) {
        // Contract: a settings change invalidates the layout; the current item stays.
        let fixture = host.make()
        fixture.scrollToItem(4, animated: false)
        fixture.advance(by: 0.1)
        var settings = fixture.settings
        settings.type = type
        fixture.setSettings(settings)
        fixture.advance(by: 1)
        #expect(fixture.currentItem == 4)
        #expect(fixture.card(4) != nil, "item 4 is not shown after the change to \(type)")
    }

    @Test(
        "turning wrap on keeps the current item and shows items before item 0",
        arguments: FixtureHost.available)
    func wrapOnKeepsItem(host: FixtureHost) throws {
        // Contract: as above; the wrapping strip is laid out again around the same item.
        let fixture = host.make()
        fixture.scrollToItem(1, animated: false)
        fixture.advance(by: 0.1)
        var settings = fixture.settings
        settings.options.wrap = true
        fixture.setSettings(settings)
        fixture.advance(by: 0.5)
        #expect(fixture.currentItem == 1)
        #expect(fixture.isCentred(1))
        let last = try #require(fixture.card(11)?.drawnCentre, "item 11 is not shown; shown \(fixture.shownItems)")
        #expect(abs(last.x - (fixture.carouselCentre.x - 400)) < 0.5)
    }

    @Test("a larger item size spreads the cards by the new span", arguments: FixtureHost.available)
    func itemSizeChange(host: FixtureHost) throws {
        // Contract: the linear spacing is the item width (iCarousel's itemWidth).
        let fixture = host.make()
        var settings = fixture.settings
        settings.itemSize = Size2D(width: 300, height: 200)
        fixture.setSettings(settings)
        fixture.advance(by: 0.5)
        let one = try #require(fixture.card(1)?.drawnCentre)
        #expect(abs(one.x - (fixture.carouselCentre.x + 300)) < 0.5, "item 1 drawn at \(one)")
        let zero = try #require(fixture.card(0))
        #expect(abs(zero.frame.size.width - 300) < 0.5, "item 0's frame \(zero.frame)")
    }

    @Test("a settings change during an animated scroll lets it land on its item", arguments: FixtureHost.available)
    func changeDuringScroll(host: FixtureHost) {
        // Contract: a configuration change leaves the items as they were: a motion goes on.
        let fixture = host.make()
        fixture.scroll(byItems: 3, duration: 0.6)
        fixture.advance(by: 0.2)
        var settings = fixture.settings
        settings.type = .coverFlow
        fixture.setSettings(settings)
        fixture.advance(by: 1)
        #expect(fixture.currentItem == 3)
        #expect(fixture.isCentred(3, tolerance: 1))
    }
}
