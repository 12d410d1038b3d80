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

    @Test("a shelf with leadingMargin = −1.7976931348623157e308 places items (Int(−huge) trapped)")
    func shelfHugeNegativeMargin() {
        var c = CarouselConfiguration(type: .shelf, numberOfItems: 10)
        c.options.leadingMargin = -1.7976931348623157e308
        let model = CarouselModel(c)
        #expect(model.placements(at: 3).count <= model.numberOfVisibleItems)
    }

    @Test("decelerationDistance(forVelocity: 5e-324) is 0, not NaN")
    func subnormalVelocity() {
        let physics = ScrollPhysics(model: CarouselModel(CarouselConfiguration(type: .linear, numberOfItems: 5)))
        #expect(physics.decelerationDistance(forVelocity: .leastNonzeroMagnitude) == 0)
        #expect(physics.decelerationDistance(forVelocity: -.leastNonzeroMagnitude) == 0)
    }

    @Test("cylinder with viewpointOffset 1.7976931348623157e308 gives finite corners within the clamp")
    func hugeViewpointOffset() {
        var c = CarouselConfiguration(type: .cylinder, numberOfItems: 12)
        c.viewpointOffset = Point2D(x: 1.7976931348623157e308, y: 1.7976931348623157e308)
        c.contentOffset = Point2D(x: -1.7976931348623157e308, y: 1e300)
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
        var options = CarouselOptions(); options.wrap = true
        let physics = ScrollPhysics(model: CarouselModel(CarouselConfiguration(type: .linear, options: options, numberOfItems: 7)))
        let motion = physics.release(from: 1.7976931348623157e308, velocity: -4.35e11)
        #expect(motion.restingPosition.isFinite)
        #expect(motion.position(at: 0.04).isFinite && motion.velocity(at: 5e-324).isFinite)
    }

    @Test("ScrollMapping with insets of −1.7976931348623157e308 has a finite content size")
    func hugeNegativeInsets() {
        let model = CarouselModel(CarouselConfiguration(type: .linear, numberOfItems: 5))
        let viewport = ScrollViewport(bounds: Rect2D(x: 0, y: 0, width: 320, height: 480),
                                      insets: EdgeInsets2D(top: 0, left: -1.7976931348623157e308, bottom: 0, right: 0))
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
