@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("ControllerDriver: scroll-view callbacks")
struct ControllerDriverScrollViewTests {
    /// A pan from offset 0 to 0.5 items, in UIKit's order: willBeginDragging, didScroll…
    private func dragged() -> DriverHarness {
        var c = DriverHarness()
        c.call(at: 0)
        c.call(at: 0) { $0.scrollView(.willBeginDragging, at: 0, into: &$1) }
        c.call(at: 0.05) { $0.scrollView(.didScroll(to: 0.25, by: .platform), at: 0.05, into: &$1) }
        c.call(at: 0.1) { $0.scrollView(.didScroll(to: 0.5, by: .platform), at: 0.1, into: &$1) }
        return c
    }

    @Test("a release's events wait for didEndDragging, so the app hears them in UIKit's order")
    func heldEvents() {
        var c = dragged()
        #expect(c.outputs[1].events == [.willBeginDragging])
        let release = c.call(at: 0.12) {
            $0.scrollView(
                .willEndDragging(fingerVelocity: Point2D(x: -1000, y: 0), proposedOffset: 1.5), at: 0.12, into: &$1)
        }
        #expect(release.events.isEmpty)  // held: the app's willEndDragging comes first
        let end = c.call(at: 0.12) { $0.scrollView(.didEndDragging(willDecelerate: true), at: 0.12, into: &$1) }
        #expect(
            Array(end.events.prefix(3)) == [
                .didEndDragging(willDecelerate: true), .willComeToRest(index: 3), .willBeginDecelerating,
            ])
    }

    @Test("iCarousel's release is the engine's: the scroll view must stay where it is")
    func releaseTarget() {
        var c = dragged()
        let release = c.call(at: 0.12) {
            $0.scrollView(
                .willEndDragging(fingerVelocity: Point2D(x: -1000, y: 0), proposedOffset: 1.5), at: 0.12, into: &$1)
        }
        #expect(c.driver.engine.isAnimating)
        #expect(release.releaseTarget == nil)
    }

    @Test("a pan UIKit cancels without asking for a target releases where it is")
    func cancelledPan() {
        var c = dragged()
        let end = c.call(at: 0.12) { $0.scrollView(.didEndDragging(willDecelerate: false), at: 0.12, into: &$1) }
        #expect(end.events.first == .didEndDragging(willDecelerate: true))
        #expect(c.driver.engine.isDragging == false)
    }

    @Test("didScroll reaches the app unless it was the layout's recentring; only the platform's moves are news")
    func didScroll() {
        var c = DriverHarness()
        c.call(at: 0)
        let mine = c.call(at: 0.1) { $0.scrollView(.didScroll(to: 3, by: .controller), at: 0.1, into: &$1) }
        #expect(mine.forwardsCall && c.driver.engine.scrollOffset == 0)
        let recentring = c.call(at: 0.2) { $0.scrollView(.didScroll(to: 3, by: .recentring), at: 0.2, into: &$1) }
        #expect(recentring.forwardsCall == false)
        let platform = c.call(at: 0.3) { $0.scrollView(.didScroll(to: 3, by: .platform), at: 0.3, into: &$1) }
        #expect(platform.forwardsCall && c.driver.engine.scrollOffset == 3)
    }

    @Test("an engine motion that starts while the scroll view decelerates stops the scroll view's motion")
    func stopsPlatformMotion() {
        var c = DriverHarness()
        c.call(at: 0)
        c.facts.isScrollViewDecelerating = true
        let out = c.feed(.scroll(.toItem(3, duration: 0.4)), at: 0.1)
        #expect(out.stopsPlatformMotion)
        c.facts.isScrollViewDecelerating = false
        #expect(c.feed(.scroll(.toItem(5, duration: 0.4)), at: 0.2).stopsPlatformMotion == false)
    }

    @Test("a status-bar tap scrolls a vertical carousel to its first item, never a horizontal one")
    func scrollToTop() {
        var c = DriverHarness(Fixtures.model(.linear, vertical: true), offset: 4)
        c.call(at: 0)
        var runs = true
        c.call(at: 0.1) { runs = $0.scrollToTop(appAllows: true, duration: 0, at: 0.1, into: &$1) }
        #expect(runs == false && c.shownOffset == 0)
        var h = DriverHarness()
        h.call(at: 0)
        h.call(at: 0.1) { runs = $0.scrollToTop(appAllows: true, duration: 0, at: 0.1, into: &$1) }
        #expect(runs)
    }
}
