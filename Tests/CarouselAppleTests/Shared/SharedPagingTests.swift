@_spi(Plumbing) import CarouselCore
import Testing

/// Paging and item boundaries (iCarousel's `pagingEnabled`, `stopAtItemBoundary`) on every host.
@MainActor
@Suite("Shared: paging and item boundaries", .serialized, .tags(.shared), suiteTimeLimit)
struct SharedPagingTests {
    @Test("with paging, a fast fling moves one page only", arguments: FixtureHost.available)
    func pagingMovesOnePage(host: FixtureHost) {
        // Contract: iCarousel's paging moves at most one item per swipe.
        var settings = LayoutSettings()
        settings.scrollSettings.pagingEnabled = true
        let fixture = host.make(FixtureSpec(settings))
        fixture.scrollToItem(3, animated: false)
        fixture.advance(by: 0.1)
        fixture.drag(by: 80, duration: 0.1, releaseVelocity: 3000)
        fixture.settle()
        #expect(fixture.currentItem == 4, "rested on \(String(describing: fixture.currentItem))")
        #expect(fixture.isCentred(4))
    }

    @Test("with paging, a short slow drag goes back to its item", arguments: FixtureHost.available)
    func pagingShortDragGoesBack(host: FixtureHost) {
        // Contract: a paging drag of under half an item, released slowly, goes back.
        var settings = LayoutSettings()
        settings.scrollSettings.pagingEnabled = true
        let fixture = host.make(FixtureSpec(settings))
        fixture.scrollToItem(3, animated: false)
        fixture.advance(by: 0.1)
        fixture.drag(by: 60, duration: 0.5, releaseVelocity: 0)
        fixture.settle()
        #expect(fixture.currentItem == 3)
        #expect(fixture.isCentred(3))
    }

    @Test("a vertical carousel follows a vertical drag and rests on a whole item", arguments: FixtureHost.available)
    func verticalDrag(host: FixtureHost) {
        // Contract: the drag is read along the carousel's axis.
        var settings = LayoutSettings()
        settings.isVertical = true
        let fixture = host.make(FixtureSpec(settings))
        fixture.drag(by: 430, duration: 0.5, releaseVelocity: 0)
        fixture.settle()
        #expect(fixture.currentItem == 2, "430 pt is 2.15 items; rested on \(String(describing: fixture.currentItem))")
        #expect(fixture.isCentred(2))
    }

    @Test("a drag in a right-to-left carousel moves it the other way", arguments: FixtureHost.available)
    func rightToLeftDrag(host: FixtureHost) {
        // Contract: in right to left, later items sit to the left: a finger moving right brings them.
        let fixture = host.make(FixtureSpec(laysOut: false))
        fixture.setRightToLeft()
        fixture.drag(by: 410, duration: 0.5, releaseVelocity: 0)
        fixture.settle()
        #expect(fixture.currentItem == 2, "rested on \(String(describing: fixture.currentItem))")
        #expect(fixture.isCentred(2))
    }
}
