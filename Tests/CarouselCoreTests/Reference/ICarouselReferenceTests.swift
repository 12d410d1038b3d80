@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

/// Compares ``CarouselModel`` with iCarousel 1.8.3's numbers, as computed by the independent
/// Python transliteration `Scripts/icarousel_reference.py` (fixture: `ICarouselReferenceFixtures.swift`).
@Suite("iCarousel 1.8.3 reference")
struct ICarouselReferenceTests {
    typealias Reference = ICarouselReference

    @Test("the fixture covers every iCarousel type in both orientations")
    func coverage() {
        let cases = Reference.allCases
        #expect(cases.count >= 400)
        for type in CarouselType.iCarouselTypes {
            for vertical in [false, true] {
                let matching = cases.filter { $0.type == type && $0.vertical == vertical }
                #expect(matching.count >= 10, "\(type) vertical=\(vertical)")
            }
        }
        for name in Set(cases.flatMap { $0.options.map(\.0) }) {
            #expect(CarouselOptionsTests.iCarouselNames.contains(name), "unknown option \(name) in the fixture")
        }
        // Every option iCarousel has is overridden by at least one case.
        let used = Set(cases.flatMap { $0.options.map(\.0) })
        #expect(used == Set(CarouselOptionsTests.iCarouselNames))
        // Some cases show hidden back faces, faded items and placeholders.
        #expect(cases.contains { $0.expectedItems.contains(where: \.isHidden) })
        #expect(cases.contains { $0.expectedItems.contains { $0.alpha > 0 && $0.alpha < 1 } })
        #expect(cases.contains { $0.expectedItems.contains { $0.index < 0 } })
    }

    @Test("matches iCarousel", arguments: ICarouselReference.allCases)
    func matchesICarousel(_ reference: ICarouselReference.Case) {
        let model = CarouselModel(reference.configuration)
        let scrollOffset = model.clampedScrollOffset(reference.scroll)
        #expect(Reference.matches(scrollOffset, reference.expectedScroll), "scroll offset \(scrollOffset)")
        #expect(model.currentItemIndex(at: scrollOffset) == reference.current)
        #expect(model.numberOfVisibleItems == reference.visible)
        // Documented deviation: the core never uses fewer than 1 item on the circle (iCarousel's
        // count is 0 with no items, where no item is shown anyway).
        #expect(model.circularItemCount == Double(max(1, reference.circular)))
        #expect(Reference.matches(model.offsetMultiplier, reference.multiplier))
        #expect(model.center == Point2D(x: reference.center[0], y: reference.center[1]))

        let placements = model.placements(at: scrollOffset, toggle: reference.toggle)
        #expect(placements.map(\.index) == reference.expectedItems.map(\.index))
        for (placement, expected) in zip(placements, reference.expectedItems) {
            let index = expected.index
            #expect(Reference.matches(placement.offset, expected.offset), "offset of \(index): \(placement.offset)")
            #expect(Reference.matches(placement.alpha, expected.alpha), "alpha of \(index): \(placement.alpha)")
            #expect(placement.isHidden == expected.isHidden, "hidden of \(index)")
            #expect(placement.isPlaceholder == (index < 0 || index >= reference.items))
            let fields = placement.transform.rowMajor
            for (field, (actual, wanted)) in zip(fields, expected.transform).enumerated()
            where !Reference.matches(actual, wanted) {
                Issue.record("item \(index) m\(field / 4 + 1)\(field % 4 + 1): \(actual) != \(wanted)")
            }
        }
    }
}

/// Inputs where iCarousel is ill-defined (division by zero, NaN, undefined NSInteger conversion)
/// or where the core deliberately deviates. These are not compared with the reference; each test
/// checks that nothing non-finite leaves the core, alpha stays in [0, 1], and the documented
/// fallback is taken.
@Suite("Ill-defined inputs: documented fallbacks")
struct IllDefinedInputTests {
    typealias F = Fixtures

    /// Every placement at a spread of scroll offsets is finite, alpha is in (0, 1], and z-indexes
    /// are a permutation of the window.
    static func expectSane(_ model: CarouselModel, sourceLocation: SourceLocation = #_sourceLocation) {
        for scrollOffset in [-2.5, -0.5, 0, 0.3, 1, 2.5, 7.75, 11.5, 40, .nan, .infinity, -.infinity] {
            let clamped = model.clampedScrollOffset(scrollOffset)
            #expect(clamped.isFinite, sourceLocation: sourceLocation)
            for offset in [scrollOffset, clamped] {
                let placements = model.placements(at: offset)
                #expect(placements.count <= model.numberOfVisibleItems, sourceLocation: sourceLocation)
                for p in placements {
                    #expect(p.transform.isFinite && p.offset.isFinite, "\(p)", sourceLocation: sourceLocation)
                    #expect(p.alpha > 0 && p.alpha <= 1, "\(p.alpha)", sourceLocation: sourceLocation)
                }
                #expect(Set(placements.map(\.zIndex)) == Set(0..<placements.count), sourceLocation: sourceLocation)
            }
        }
    }

    /// Options with iCarousel's named values set.
    static func options(_ values: [(String, Double)]) -> CarouselOptions {
        CarouselOptionsTests.options(values)
    }

    @Test("count < 1 is treated as 1 (iCarousel divides by zero)", arguments: [0.0, 0.9, -3, -0.5])
    func countBelowOne(_ count: Double) {
        for type in CarouselType.iCarouselTypes where type.isCircular {
            let model = F.model(type, Self.options([("count", count)]))
            #expect(model.circularItemCount == 1)
            #expect(model.radius.isFinite)
            Self.expectSane(model)
        }
        // rotary: count 1 → radius max(100, 100 / tan(π)) = 100 (tan(π) is −1.2e−16).
        #expect(F.model(.rotary, Self.options([("count", count)])).radius == 100)
    }

    @Test("|arc| below 1e-6 becomes ±1e-6", arguments: [0.0, -0.0, 1e-9, -1e-9, 1e-300])
    func tinyArc(_ arc: Double) {
        for type in CarouselType.iCarouselTypes where type.isCircular {
            let model = F.model(type, Self.options([("arc", arc)]))
            #expect(abs(model.arc) == CarouselModel.minimumArc)
            #expect(model.arc.sign == (arc < 0 ? .minus : .plus))
            Self.expectSane(model)
        }
        // wheel: radius = span · count / arc = 200 · 12 / 1e-6 = 2.4e9 pt.
        let wheel = F.model(.wheel, Self.options([("arc", arc)]))
        #expect(approx(abs(wheel.radius), 2.4e9))
    }

    @Test("fadeRange ≤ 0 makes the fade a step", arguments: [0.0, -1])
    func stepFade(_ range: Double) {
        let model = F.model(
            .linear, Self.options([("fadeMax", 1), ("fadeMin", -1), ("fadeRange", range), ("fadeMinAlpha", 0.25)]))
        #expect(model.alpha(forOffset: 1) == 1)  // at the limit: factor 0
        #expect(model.alpha(forOffset: 1.001) == 0.25)  // just past it: fadeMinAlpha at once
        #expect(model.alpha(forOffset: -3) == 0.25)
        #expect(model.alpha(forOffset: 0) == 1)
        Self.expectSane(model)
        // With fadeMinAlpha 0 the stepped-out items leave the window.
        let hard = F.model(.linear, Self.options([("fadeMax", 1), ("fadeMin", -1), ("fadeRange", range)]))
        #expect(hard.placements(at: 5).map(\.index) == [4, 5, 6])
    }

    @Test("negative spacing: the visible count uses |span| for linear and Cover Flow")
    func negativeSpacing() {
        // iCarousel: ceil(800 / −200) + 2 = −2 → 0 visible items. The core: ceil(800 / 200) + 2 = 6.
        let linear = F.model(.linear, Self.options([("spacing", -1)]))
        #expect(linear.numberOfVisibleItems == 6)
        // Items then run the other way: offset +1 sits 200 pt to the left.
        #expect(linear.transform(forOffset: 1).m41 == -200)
        Self.expectSane(linear)
        // Cover Flow: ceil(800 / |200 · −0.25|) + 2 = 18.
        let coverFlow = F.model(.coverFlow, items: 40, Self.options([("spacing", -0.25)]))
        #expect(coverFlow.numberOfVisibleItems == 18)
        Self.expectSane(coverFlow)
    }

    @Test("zero item width: every type stays finite; linear shows up to 30 slots")
    func zeroItemWidth() {
        for type in CarouselType.allCases {
            let model = F.model(type, itemSize: .zero)
            if CarouselType.iCarouselTypes.contains(type) { #expect(model.itemWidth == 0) }
            Self.expectSane(model)
        }
        // ceil(800 / 0) + 2 is infinite (undefined as an NSInteger in iCarousel): capped at 30.
        #expect(F.model(.linear, items: 100, itemSize: .zero).numberOfVisibleItems == 30)
        // A zero or negative itemWidth override falls back to the view's width (iCarousel keeps a
        // negative delegate width; the core ignores it).
        #expect(F.model(.linear, itemWidth: 0).itemWidth == 200)
        #expect(F.model(.linear, itemWidth: -50).itemWidth == 200)
        #expect(F.model(.linear, itemWidth: .nan).itemWidth == 200)
    }

    @Test(
        "NaN options take the type's defaults; infinite ones keep the output finite",
        arguments: CarouselOptionsTests.iCarouselNames)
    func nonFiniteOption(_ name: String) {
        for type in CarouselType.allCases {
            for value in [Double.nan, .infinity, -.infinity] {
                let model = F.model(type, Self.options([(name, value)]))
                Self.expectSane(model)
            }
            let nan = F.model(type, Self.options([(name, .nan)]))
            let plain = F.model(type)
            // Booleans: NaN is "non-zero", i.e. true.
            if CarouselType.iCarouselTypes.contains(type), name != "wrap", name != "showBackfaces" {
                #expect(nan.placements(at: 2.3) == plain.placements(at: 2.3), "\(type) \(name)")
            }
        }
    }

    @Test("visibleItems is capped at 10 000 and at the item count")
    func hugeVisibleItems() {
        #expect(
            F.model(.linear, items: 1_000_000, Self.options([("visibleItems", 1e12)])).numberOfVisibleItems
                == CarouselModel.visibleItemsLimit)
        #expect(F.model(.linear, items: 40, Self.options([("visibleItems", 1e12)])).numberOfVisibleItems == 40)
        #expect(F.model(.linear, Self.options([("visibleItems", -1e12)])).numberOfVisibleItems == 0)
    }

    @Test("fadeMinAlpha outside [0, 1] still gives alpha in [0, 1]", arguments: [-0.5, 1.5, 1e9])
    func fadeMinAlphaOutOfRange(_ value: Double) {
        let model = F.model(.linear, Self.options([("fadeMax", 0), ("fadeMinAlpha", value)]))
        for offset in stride(from: -2.0, through: 3.0, by: 0.25) {
            let alpha = model.alpha(forOffset: offset)
            #expect(alpha >= 0 && alpha <= 1)
        }
        Self.expectSane(model)
    }

    @Test("no items: clampedOffset is −1 and nothing is placed, as in iCarousel")
    func noItems() {
        for type in CarouselType.allCases {
            let model = F.model(type, items: 0)
            #expect(model.clampedOffset(3) == -1)
            #expect(model.currentItemIndex(at: 0) == -1)
            #expect(model.numberOfVisibleItems == 0)
            #expect(model.placements(at: 0).isEmpty)
            Self.expectSane(model)
        }
    }

    @Test("non-finite scene fields are replaced by their defaults")
    func nonFiniteScene() {
        let config = CarouselConfiguration(
            type: .coverFlow2, numberOfItems: 12, itemSize: Size2D(width: .nan, height: .infinity),
            bounds: Size2D(width: .infinity, height: .nan), perspective: .nan,
            centerOffset: Point2D(x: .nan, y: .infinity), viewpointOffset: Point2D(x: -.infinity, y: .nan))
        let model = CarouselModel(config)
        #expect(model.baseTransform == .perspective(CarouselConfiguration.defaultPerspective))
        #expect(model.center == .zero)
        // A NaN toggle places items as toggle 0.
        #expect(model.placements(at: 3.2, toggle: .nan) == model.placements(at: 3.2, toggle: 0))
        Self.expectSane(model)
    }
}
