@_spi(Plumbing) import CarouselCore
import Testing

@Suite("ScrollSettings")
struct ScrollSettingsTests {
    @Test("defaults are iCarousel's setUp values")
    func defaults() {
        let s = ScrollSettings()
        #expect(s.decelerationRate == 0.95 && s.bounces && s.bounceDistance == 1)
        #expect(s.stopAtItemBoundary && s.scrollToItemBoundary && !s.pagingEnabled && s.scrollSpeed == 1)
    }

    @Test(
        "effective deceleration rate: in-range kept, ≥ 1 → 0.999, < 0 → 0, NaN → 0.95",
        arguments: [
            (0.95, 0.95), (0.0, 0.0), (0.5, 0.5), (0.999, 0.999), (1.0, 0.999), (7.0, 0.999),
            (Double.infinity, 0.999), (-0.1, 0.0), (-Double.infinity, 0.0), (Double.nan, 0.95),
        ])
    func decelerationRate(_ given: Double, _ expected: Double) {
        #expect(ScrollSettings(decelerationRate: given).effectiveDecelerationRate == expected)
    }

    @Test("effective bounce distance: 0 when not bouncing, not positive or not finite")
    func bounceDistance() {
        #expect(ScrollSettings(bounceDistance: 0.5).effectiveBounceDistance == 0.5)
        #expect(ScrollSettings(bounces: false, bounceDistance: 0.5).effectiveBounceDistance == 0)
        #expect(ScrollSettings(bounceDistance: 0).effectiveBounceDistance == 0)
        #expect(ScrollSettings(bounceDistance: -1).effectiveBounceDistance == 0)
        #expect(ScrollSettings(bounceDistance: .nan).effectiveBounceDistance == 0)
        #expect(ScrollSettings(bounceDistance: .infinity).effectiveBounceDistance == 0)
    }

    @Test("effective scroll speed: finite values kept (even negative), others 1")
    func scrollSpeed() {
        #expect(ScrollSettings(scrollSpeed: 2.5).effectiveScrollSpeed == 2.5)
        #expect(ScrollSettings(scrollSpeed: -1).effectiveScrollSpeed == -1)
        #expect(ScrollSettings(scrollSpeed: .nan).effectiveScrollSpeed == 1)
        #expect(ScrollSettings(scrollSpeed: -.infinity).effectiveScrollSpeed == 1)
    }
}
