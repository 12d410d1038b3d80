@_spi(Plumbing) import CarouselCore
import Testing

/// Size and inset changes on every host: the current item stays, centred in the new area.
@MainActor
@Suite("Shared: bounds and insets", .serialized, .tags(.shared), suiteTimeLimit)
struct SharedBoundsTests {
    @Test("a resize keeps the current item, centred in the new bounds", arguments: FixtureHost.available)
    func resizeKeepsItem(host: FixtureHost) {
        // Contract: a bounds-size change asks the layout whether to invalidate
        // (shouldInvalidateLayout(forBoundsChange:)), then lays out again.
        let fixture = host.make()
        fixture.scrollToItem(6, animated: false)
        fixture.advance(by: 0.1)
        fixture.resize(to: Size2D(width: 500, height: 800))
        fixture.advance(by: 0.5)
        #expect(fixture.currentItem == 6)
        #expect(abs(fixture.carouselCentre.x - 250) < 0.5 && abs(fixture.carouselCentre.y - 400) < 0.5)
        #expect(fixture.isCentred(6), "cards: \(fixture.cards)")
    }

    @Test("a resize while autoscrolling keeps the item being shown", arguments: FixtureHost.available)
    func resizeWhileAutoscrolling(host: FixtureHost) {
        // Contract: as above, while the controller moves the content offset every frame.
        let fixture = host.make()
        fixture.autoscrollSpeed = 1
        fixture.advance(by: 3)
        let shown = fixture.currentItem ?? -1
        fixture.resize(to: Size2D(width: 600, height: 400))
        fixture.autoscrollSpeed = 0
        fixture.settle()
        #expect(
            fixture.currentItem.map { abs($0 - shown) <= 1 } == true,
            "item \(shown) → \(String(describing: fixture.currentItem))")
        #expect(fixture.currentItem.map { fixture.isCentred($0) } == true, "cards: \(fixture.cards)")
    }

    @Test(
        "content insets move the centre: the current item is centred in the bounds less the insets",
        arguments: FixtureHost.available)
    func insetsMoveTheCentre(host: FixtureHost) {
        // Contract: the carousel centres its current item in the visible area less the adjusted
        // content insets (UIKit's adjustedContentInset; AppKit's contentInsets).
        let fixture = host.make()
        fixture.setContentInsets(EdgeInsets2D(top: 100, left: 0, bottom: 0, right: 200))
        fixture.advance(by: 0.5)
        // 800 × 500 less 200 pt on the right and 100 pt at the top: the centre of (0, 100, 600, 400).
        let zero = fixture.card(0)?.drawnCentre
        #expect(
            zero.map { abs($0.x - 300) < 0.5 && abs($0.y - 300) < 0.5 } == true,
            "item 0 drawn at \(String(describing: zero))")
        fixture.scroll(byItems: 2, duration: 0.4)
        fixture.advance(by: 1)
        #expect(fixture.isCentred(2), "cards: \(fixture.cards); centre \(fixture.carouselCentre)")
    }

    @Test(
        "a zero-size collection view shows nothing and crashes nothing; given a size again, it shows item 0",
        arguments: FixtureHost.available)
    func zeroSize(host: FixtureHost) {
        // Contract: zero bounds are valid input (a view before Auto Layout sizes it).
        let fixture = host.make()
        fixture.resize(to: Size2D(width: 0, height: 0))
        fixture.advance(by: 0.5)
        #expect(fixture.cards.allSatisfy { $0.frame.size.width.isFinite })
        fixture.resize(to: Size2D(width: 800, height: 500))
        fixture.advance(by: 0.5)
        #expect(fixture.currentItem == 0)
        #expect(fixture.isCentred(0), "cards: \(fixture.cards)")
    }
}
