@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("RestingPlace")
struct RestingPlaceTests {
    typealias F = Fixtures

    func release(
        _ model: CarouselModel, at s: Double, velocity: Double, proposed: Double? = nil, dragStart: Double? = nil,
        style: ReleaseStyle = .iCarousel, autoscroll: Double = 0, platform: Bool
    ) -> RestingPlace.Release {
        RestingPlace.release(
            model: model, scrollOffset: s, velocity: velocity, proposedOffset: proposed, pointsPerItem: 200,
            dragStartOffset: dragStart, style: style, autoscrollSpeed: autoscroll, platformDecelerates: platform)
    }

    @Test("a fling at 15 items/s from item 2 decelerates 5 items to item 7, animated by whoever has no deceleration")
    func fling() throws {
        let m = F.model(.linear, bounds: F.portrait)
        for platform in [false, true] {
            let r = release(m, at: 2, velocity: 15, platform: platform)
            let motion = try #require(r.motion)
            #expect(motion.restingPosition == 7)
            #expect(r.platformTarget == 2)  // the platform must stop where it is
        }
    }

    @Test("landing styles go to the platform when it decelerates, and are animated otherwise")
    func landing() throws {
        let m = F.model(.linear, bounds: F.portrait)
        let handed = release(m, at: 2, velocity: 15, style: .iCarouselLanding, platform: true)
        #expect(handed.motion == nil && handed.platformTarget == 7)
        // UIScrollView's proposal 3.4 → nearest item 3.
        let native = release(m, at: 2, velocity: 15, proposed: 3.4, style: .native(.nearestItem), platform: true)
        #expect(native.motion == nil && native.platformTarget == 3)
        let animated = release(m, at: 2, velocity: 15, proposed: 3.4, style: .native(.nearestItem), platform: false)
        #expect(try #require(animated.motion).restingPosition == 3)
        #expect(animated.platformTarget == 2)
    }

    @Test("without a proposal, UIScrollView's normal projection v × 0.998 / 0.002 stands in")
    func projection() {
        // 1 item/s at 200 pt/item is 0.2 pt/ms: 0.2 × 499 = 99.8 pt = 0.499 items.
        #expect(approx(RestingPlace.projectedOffset(from: 2, velocity: 1, pointsPerItem: 200), 2.499))
        #expect(RestingPlace.projectedOffset(from: 2, velocity: .nan, pointsPerItem: 0) == 2)
    }

    @Test("past an end, a platform with its own bounce takes the release; without one the engine animates iCarousel's")
    func pastEnd() throws {
        let m = F.model(.linear, bounds: F.portrait)
        let handed = release(m, at: -0.3, velocity: 0, platform: true)
        #expect(handed.motion == nil && handed.platformTarget == 0)
        let own = release(m, at: -0.3, velocity: 0, platform: false)
        #expect(try #require(own.motion).restingPosition == 0)
        #expect(RestingPlace.isPastRestingRange(-0.3, model: m))
        #expect(!RestingPlace.isPastRestingRange(-0.0005, model: m))
        #expect(!RestingPlace.isPastRestingRange(-5, model: F.model(.rotary, bounds: F.portrait)))  // wrapping: no ends
    }

    @Test("no items: no motion, the offset stays")
    func empty() {
        let r = release(F.model(.linear, items: 0, bounds: F.portrait), at: 3, velocity: 9, platform: false)
        #expect(r.motion == nil && r.platformTarget == 3)
    }

    @Test(
        "at rest between items the carousel settles on the nearest; on an item it stays",
        arguments: [
            // (scroll offset, expected target)
            (2.3, 2.0 as Double?), (2.6, 3.0), (2.0, nil), (2.0004, nil), (-0.4, 0.0), (11.7, 11.0),
        ])
    func settle(offset: Double, expected: Double?) {
        #expect(
            RestingPlace.settleTarget(
                model: F.model(.linear, bounds: F.portrait), scrollOffset: offset, isAutoscrolling: false) == expected)
    }

    @Test("without scrollToItemBoundary, or while autoscrolling, only the ends pull back")
    func noBoundary() {
        var config = F.configuration(
            .linear, bounds: F.portrait, scrollSettings: ScrollSettings(scrollToItemBoundary: false))
        let loose = CarouselModel(config)
        #expect(RestingPlace.settleTarget(model: loose, scrollOffset: 2.3, isAutoscrolling: false) == nil)
        #expect(RestingPlace.settleTarget(model: loose, scrollOffset: 12.5, isAutoscrolling: false) == 11)
        #expect(
            RestingPlace.settleTarget(
                model: F.model(.linear, bounds: F.portrait), scrollOffset: 2.3, isAutoscrolling: true) == nil)
        config.numberOfItems = 0
        #expect(
            RestingPlace.settleTarget(model: CarouselModel(config), scrollOffset: 2.3, isAutoscrolling: false) == nil)
        #expect(
            RestingPlace.settleTarget(
                model: F.model(.linear, bounds: F.portrait), scrollOffset: .nan, isAutoscrolling: false) == nil)
    }

    @Test("the shelf settles and scrolls by its own rule: the last page, not the last item")
    func shelf() throws {
        let model = F.model(.shelf, bounds: F.portrait)
        let snapping = try #require(model.shelf?.snapping)
        let last = snapping.lastPageOffset
        #expect(last > 0 && last < 11)
        #expect(RestingPlace.lastRestingOffset(model) == last)
        #expect(RestingPlace.reachableOffset(forItem: 11, model: model) == last)
        #expect(RestingPlace.reachableOffset(forItem: 1, model: model) == 1)
        #expect(RestingPlace.settleTarget(model: model, scrollOffset: last, isAutoscrolling: false) == nil)
        // Just past item 2 by less than the threshold: back to 2.
        #expect(
            RestingPlace.settleTarget(model: model, scrollOffset: 2 + snapping.threshold / 2, isAutoscrolling: false)
                == 2)
    }

    @Test("an item out of range is clamped, or wraps when wrapping")
    func reachable() {
        #expect(RestingPlace.reachableOffset(forItem: 40, model: F.model(.linear, bounds: F.portrait)) == 11)
        #expect(RestingPlace.reachableOffset(forItem: -1, model: F.model(.rotary, bounds: F.portrait)) == 11)
        #expect(RestingPlace.reachableOffset(forItem: 3, model: F.model(.linear, items: 0, bounds: F.portrait)) == 0)
    }
}
