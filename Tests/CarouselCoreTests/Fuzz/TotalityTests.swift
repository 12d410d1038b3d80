@_spi(Plumbing) import CarouselCore
import Testing

/// Inputs the fuzz harness found trapping or leaking non-finite numbers, one test each.
@Suite("Totality: hostile inputs that used to trap or leak non-finite numbers")
struct TotalityTests {
    @Test("numberOfItems = Int.max with numberOfPlaceholders = Int.max builds a model (n + placeholders overflowed)")
    func intMaxItemsAndPlaceholders() {
        var c = CarouselConfiguration(type: .linear, numberOfItems: .max, numberOfPlaceholders: .max)
        c.options.wrap = false
        let model = CarouselModel(c)
        #expect(model.numberOfItems == CarouselConfiguration.maximumNumberOfItems)
        let placements = model.placements(at: 1e15)
        #expect(placements.count <= model.numberOfVisibleItems)
        #expect(placements.allSatisfy { $0.offset.isFinite && $0.transform.isFinite })
    }

    @Test("UpdatePlan with oldCount = newCount = Int.max and a move maps indexes (Int(Double(Int.max − 1)) trapped)")
    func updatePlanIntMax() {
        let plan = UpdatePlan(oldCount: .max, newCount: .max, changes: [.move(from: 0..<Int.max, to: Int.max - 1)])
        #expect(plan.targetScrollOffset(from: 1.7976931348623157e308, isWrapEnabled: false).isFinite)
        #expect(plan.targetScrollOffset(from: -1e300, isWrapEnabled: true).isFinite)
    }

    // Not a regression test: `Shelf` clamps the margin to ≥ 0 when it is built, so this input never
    // reached `Int(−huge)` (it passes with 5c19fe9's `max(0, …)` in `leadingSlots` reverted). Kept
    // as a guard for that clamp.
    @Test("a shelf with leadingMargin = −1.7976931348623157e308 places items")
    func shelfHugeNegativeMargin() {
        var c = CarouselConfiguration(type: .shelf, numberOfItems: 10)
        // An item size, so that the shelf has a span (without one it never counted slots).
        c.bounds = Size2D(width: 320, height: 200)
        c.itemSize = Size2D(width: 100, height: 100)
        c.options.leadingMargin = -1.7976931348623157e308
        let model = CarouselModel(c)
        #expect(model.placements(at: 3).count <= model.numberOfVisibleItems)
    }

    @Test("decelerationDistance(forVelocity: 5e-324) at deceleration rate 0.999 is 0, not NaN")
    func subnormalVelocity() {
        // At 0.999 the acceleration −v × 30 × 0.001 underflows to 0 (at 0.95 it does not).
        var c = CarouselConfiguration(type: .linear, numberOfItems: 5)
        c.scrollSettings.decelerationRate = 0.999
        let physics = ScrollPhysics(model: CarouselModel(c))
        #expect(physics.decelerationDistance(forVelocity: .leastNonzeroMagnitude) == 0)
        #expect(physics.decelerationDistance(forVelocity: -.leastNonzeroMagnitude) == 0)
    }

    @Test("cylinder with viewpointOffset 1.7976931348623157e308 gives finite corners within the clamp")
    func hugeViewpointOffset() {
        var c = CarouselConfiguration(type: .cylinder, numberOfItems: 12)
        c.viewpointOffset = Point2D(x: 1.7976931348623157e308, y: 1.7976931348623157e308)
        c.centerOffset = Point2D(x: -1.7976931348623157e308, y: 1e300)
        c.focusPoint = Point2D(x: 1e300, y: -1e300)
        let model = CarouselModel(c)
        #expect(abs(model.baseTransform.m41) <= CarouselConfiguration.maximumLength)
        for p in model.placements(at: 0) {
            #expect(p.center.x.isFinite && p.center.y.isFinite)
            for corner in p.projectedCorners ?? [] {
                #expect(corner.x.isFinite && corner.y.isFinite && abs(corner.x) < 1e12 && abs(corner.y) < 1e12)
            }
        }
    }

    @Test("a release from scrollOffset 1.7976931348623157e308 with velocity −4.35e11 samples finite positions")
    func releaseFromDoubleMax() {
        var options = CarouselOptions()
        options.wrap = true
        let physics = ScrollPhysics(
            model: CarouselModel(CarouselConfiguration(type: .linear, options: options, numberOfItems: 7)))
        let motion = physics.release(from: 1.7976931348623157e308, velocity: -4.35e11)
        #expect(motion.restingPosition.isFinite)
        #expect(motion.position(at: 0.04).isFinite && motion.velocity(at: .leastNonzeroMagnitude).isFinite)
    }

    @Test(
        "recentring a wrapping mapping from position 1.7976931348623157e308 gives no target or a finite one (the anchor overflowed to ∞)"
    )
    func recentringAtDoubleMax() {
        var c = CarouselConfiguration(type: .linear, numberOfItems: 5)
        c.options.wrap = true
        c.itemWidth = 0.5  // 0.5 points per item: the anchor moves by 2 × 1.8e308 items
        let mapping = ScrollMapping(
            model: CarouselModel(c),
            viewport: ScrollViewport(bounds: Rect2D(x: 0, y: 0, width: 320, height: 480)))
        if let target = Recentring.target(for: mapping, position: 1.7976931348623157e308, anchor: 0) {
            #expect(target.position.isFinite && target.anchor.isFinite)
        }
    }

    @Test("ScrollMapping with insets of −1.7976931348623157e308 has a finite content size")
    func hugeNegativeInsets() {
        let model = CarouselModel(CarouselConfiguration(type: .linear, numberOfItems: 5))
        // Both sides: the usable size 320 + 2 × 1.8e308 overflowed to ∞ (one side stays finite).
        let viewport = ScrollViewport(
            bounds: Rect2D(x: 0, y: 0, width: 320, height: 480),
            insets: EdgeInsets2D(
                top: -1.7976931348623157e308, left: -1.7976931348623157e308,
                bottom: -1.7976931348623157e308, right: -1.7976931348623157e308))
        let size = ScrollMapping(model: model, viewport: viewport).contentSize
        #expect(size.width.isFinite && size.height.isFinite)
    }
}

@Suite("Totality: section maps with counts up to Int.max")
struct SectionMapTotalityTests {
    @Test("globalIndex(section: 1, item: Int.max − 1) with counts [Int.max, Int.max] is nil, not an overflow trap")
    func saturatedStarts() {
        let map = SectionMap(counts: [.max, .max])
        #expect(map.globalIndex(section: 1, item: .max - 1) == nil)
    }
}

@Suite("Totality: every motion ends within a bound, and the engine rests")
struct MotionBoundTests {
    @Test("a paging release from −3.76e298 (wrapping) ends within maximumDuration (it decelerated for 9.3e276 s)")
    func releaseFromHugeWrappingOffset() {
        var c = CarouselConfiguration(type: .linear, numberOfItems: 12)
        c.options.wrap = true
        c.scrollSettings = ScrollSettings(
            decelerationRate: 0.49834251991476053, bounces: false, stopAtItemBoundary: false,
            pagingEnabled: true)
        let motion = ScrollPhysics(model: CarouselModel(c))
            .release(from: -3.76072915995566e298, velocity: 1e6, dragStartOffset: 12.806613037245825)
        #expect(motion.duration <= ScrollPhysics.maximumDuration)
        #expect(motion.restingOffset >= 0 && motion.restingOffset < 12)
        // The same from a huge drag start: the paging limit is counted from folded offsets.
        let fromHugeDragStart = ScrollPhysics(model: CarouselModel(c))
            .release(from: 3.2, velocity: 40, dragStartOffset: -3.76072915995566e298)
        #expect(fromHugeDragStart.duration <= ScrollPhysics.maximumDuration)
    }

    @Test(
        "a paging release 900 000 items from its drag start decelerates at most maximumDecelerationDuration to the same end (seed 2075: 1.8e11 s)"
    )
    func releaseFarFromDragStart() {
        var c = CarouselConfiguration(type: .linear, numberOfItems: 1_000_000)
        c.options.wrap = false
        c.scrollSettings = ScrollSettings(decelerationRate: 0.95, pagingEnabled: true)
        let motion = ScrollPhysics(model: CarouselModel(c)).release(from: 0, velocity: 3, dragStartOffset: 900_000)
        #expect(motion.phases.first?.duration == ScrollPhysics.maximumDecelerationDuration)
        #expect(motion.duration <= ScrollPhysics.maximumDuration)
        #expect(motion.restingOffset == 899_999)
        // Seed 2075: wrapping 2^40 items, a drag start 5e11 items back (the short way round).
        var wrapping = CarouselConfiguration(type: .linear, numberOfItems: 1 << 40)
        wrapping.options.wrap = true
        wrapping.scrollSettings = ScrollSettings(decelerationRate: 0.548, pagingEnabled: true)
        let far = ScrollPhysics(model: CarouselModel(wrapping))
            .release(from: 8.368474461335587, velocity: 5.86803309152473, dragStartOffset: -5e11)
        #expect(far.duration <= ScrollPhysics.maximumDuration)
    }

    @Test("the engine settles at once from past an end when its scroll duration is 0 (it stayed past the end)")
    func instantSettle() {
        var c = CarouselConfiguration(type: .linear, numberOfItems: 13)
        c.options.wrap = false
        var settings = InteractionSettings()
        settings.scrollDuration = 0
        var engine = InteractionEngine(model: CarouselModel(c), settings: settings)
        var output = InteractionOutput()
        engine.handle(.scrolled(to: -0.5), at: 0, into: &output)
        engine.handle(.platformScrollEnded, at: 0.1, into: &output)
        #expect(engine.scrollOffset == 0)
        #expect(engine.isAtRest && !engine.wantsFrames)
    }

    @Test("a Cover Flow 2 engine resting past its start stops asking for frames (its toggle follows the offset)")
    func pinnedToggle() {
        var c = CarouselConfiguration(type: .coverFlow2, numberOfItems: 11)
        c.options.wrap = false
        var engine = InteractionEngine(model: CarouselModel(c), scrollOffset: -0.5)
        var output = InteractionOutput()
        var time = 0.0
        engine.handle(.frame, at: time, into: &output)
        while engine.wantsFrames, time < 5 {
            time += 1.0 / 60
            engine.handle(.frame, at: time, into: &output)
        }
        #expect(!engine.wantsFrames)
        #expect(engine.toggleState.value == CoverFlowToggle.toggle(forCenterItemOffset: 0.5))
    }
}

@Suite("Totality: a shelf settles once")
struct ShelfSettleTests {
    @Test(
        "a shelf resting within rounding of its last page stays there (seed 63718: a second settle went back a whole item)"
    )
    func restsAtLastPage() throws {
        var c = CarouselConfiguration(type: .shelf, numberOfItems: 18)
        c.bounds = Size2D(width: 320, height: 200)
        c.itemSize = Size2D(width: 100, height: 100)
        c.options.wrap = false
        c.options.minimumSpacing = 0
        let shelf = try #require(CarouselModel(c).shelf)
        let last = shelf.lastPageOffset
        let fraction = last - last.rounded(.down)
        try #require(fraction > 0.1)
        // A snapping threshold between the last page's fraction and that of an offset 5e−8 short
        // of it (where a settle from 2.1e9 items ended).
        c.options.nextItemThreshold = (fraction - 2.5e-8) * shelf.nextItemThreshold / shelf.snapping.threshold
        let model = CarouselModel(c)
        let threshold = try #require(model.shelf).snapping.threshold
        try #require(threshold < fraction && threshold > fraction - 5e-8)
        #expect(RestingPlace.settleTarget(model: model, scrollOffset: last - 5e-8, isAutoscrolling: false) == nil)
        #expect(RestingPlace.settleTarget(model: model, scrollOffset: last + 2, isAutoscrolling: false) == last)
    }
}
