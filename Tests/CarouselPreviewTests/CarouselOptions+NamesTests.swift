@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselPreview

@Suite("CarouselOptions+Names")
struct CarouselOptionsNamesTests {
    /// iCarousel 1.8.3's option names, in its enum order.
    static let iCarouselNames = ICarouselOptionNames.all

    /// Every numeric iCarousel option's key path, by its name.
    static var numeric: [String: WritableKeyPath<CarouselOptions, Double?>] { ICarouselOptionNames.numeric }

    @Test("names starts with iCarousel's fourteen options in its enum order, each name once")
    func names() {
        #expect(Array(CarouselOptions.names.prefix(14)) == Self.iCarouselNames)
        #expect(CarouselOptions.iCarouselNames == Self.iCarouselNames)
        #expect(Set(CarouselOptions.names).count == CarouselOptions.names.count)
    }

    @Test(
        "set(_:to:) stores numeric options by name",
        arguments: CarouselOptionsNamesTests.iCarouselNames.filter { $0 != "wrap" && $0 != "showBackfaces" })
    func setNumeric(_ name: String) {
        var options = CarouselOptions()
        let known = options.set(name, to: -2.75)
        #expect(known)
        #expect(options[keyPath: Self.numeric[name]!] == -2.75)
        // Only that option changed.
        var expected = CarouselOptions()
        expected[keyPath: Self.numeric[name]!] = -2.75
        #expect(options == expected)
        // Non-finite values are stored as given; the model sanitizes them.
        options.set(name, to: .infinity)
        #expect(options[keyPath: Self.numeric[name]!] == .infinity)
    }

    @Test("booleans: 0 is false, anything else (NaN included, as in C's !!value) is true")
    func setBooleans() {
        var options = CarouselOptions()
        for (name, value, expected) in [
            ("wrap", 0.0, false), ("wrap", 1, true), ("showBackfaces", -0.0, false),
            ("showBackfaces", 0.25, true), ("showBackfaces", .nan, true),
        ] {
            let known = options.set(name, to: value)
            #expect(known)
            #expect((name == "wrap" ? options.wrap : options.showBackfaces) == expected, "\(name) = \(value)")
        }
    }

    @Test(
        "an unknown name returns false and changes nothing",
        arguments: ["", "Wrap", "fade", "iCarouselOptionWrap", "radius "])
    func unknownName(_ name: String) {
        var options = CarouselOptions(wrap: true, radius: 3)
        let before = options
        let known = options.set(name, to: 1)
        #expect(!known)
        #expect(options == before)
    }

    @Test("options set by name change the model as the same options set by property")
    func setByNameReachesTheModel() {
        var byName = CarouselOptions()
        byName.set("arc", to: .pi)
        byName.set("count", to: 8)
        let model = CarouselModel(CarouselConfiguration(type: .rotary, options: byName, numberOfItems: 12))
        let direct = CarouselModel(
            CarouselConfiguration(type: .rotary, options: CarouselOptions(count: 8, arc: .pi), numberOfItems: 12))
        #expect(model.placements(at: 1.5) == direct.placements(at: 1.5))
        // count 8 over π: radius = 100 / tan(π/16) = 502.73.
        #expect(approx(model.radius, 100 / tan(Double.pi / 16)))
    }

    @Test("the shelf's options are set by name")
    func shelfOptionNames() {
        var options = CarouselOptions()
        let names = [
            "leadingMargin", "minimumSpacing", "minimumPeek", "itemsPerScreen", "nextItemThreshold", "centersWhenFewer",
        ]
        #expect(names.allSatisfy(CarouselOptions.names.contains))
        var known: [Bool] = []
        for (name, value) in zip(names, [20.0, 8, 12, 3.5, 0.5, 1]) { known.append(options.set(name, to: value)) }
        #expect(known == Array(repeating: true, count: 6))
        #expect(
            options
                == CarouselOptions(
                    leadingMargin: 20, minimumSpacing: 8, minimumPeek: 12, itemsPerScreen: 3.5,
                    nextItemThreshold: 0.5, centersWhenFewer: true))
        let unknown = options.set("itemsperscreen", to: 1)
        #expect(!unknown)
        // iCarousel's names stay separate from the new ones.
        #expect(CarouselOptions.iCarouselNames.count == 14)
        #expect(
            Set(CarouselOptions.names)
                == Set(
                    CarouselOptions.iCarouselNames + names + ["maxItemsOnFront", "rollerRadius", "rotateFactor"]
                        + ["minimumScale", "minimumAlpha", "interitemSpacing"]))
        #expect(Set(CarouselOptions.names).count == CarouselOptions.names.count)
    }

    @Test("the conveyor belt's options are set by name")
    func conveyorBeltOptionNames() {
        var options = CarouselOptions()
        for name in ["maxItemsOnFront", "rollerRadius", "rotateFactor"] {
            #expect(CarouselOptions.names.contains(name))
        }
        let known = [
            options.set("maxItemsOnFront", to: 7), options.set("rollerRadius", to: 90),
            options.set("rotateFactor", to: 0.2),
        ]
        #expect(known == [true, true, true])
        #expect(options == CarouselOptions(maxItemsOnFront: 7, rollerRadius: 90, rotateFactor: 0.2))
    }

    @Test("the pager styles' options are set by name")
    func pagerOptionNames() {
        var options = CarouselOptions()
        let known = [
            options.set("minimumScale", to: 0.5), options.set("minimumAlpha", to: 0.25),
            options.set("interitemSpacing", to: -40),
        ]
        #expect(known == [true, true, true])
        #expect(options == CarouselOptions(minimumScale: 0.5, minimumAlpha: 0.25, interitemSpacing: -40))
    }

    @Test("every option name is a property of CarouselOptions; the relative rules come last")
    func namesAreProperties() {
        let properties = Mirror(reflecting: CarouselOptions()).children.compactMap(\.label)
        #expect(CarouselOptions.names + ["relative"] == properties)
        // Every numeric option may be relative; the booleans may not.
        let numeric = CarouselOptions.names.filter { !SceneLimits.booleanOptions.contains($0) }
        #expect(RelativeOptions.Key.allCases.map(\.rawValue) == numeric)
    }

    @Test("a plain value and a relative one of the same option replace each other")
    func plainAndRelativeReplaceEachOther() {
        var options = CarouselOptions()
        let plain = options.set("spacing", to: 0.5)
        let relative = options.setRelative("spacing", to: .times(1.1))
        #expect(plain && relative)
        #expect(options.spacing == nil && options.relative.spacing == .times(1.1))
        let plainAgain = options.set("spacing", to: 0.5)
        #expect(plainAgain && options.spacing == 0.5 && options.relative.spacing == nil)
        let boolean = options.setRelative("wrap", to: .plus(1))
        let unknown = options.setRelative("wobble", to: .plus(1))
        #expect(!boolean && !unknown)
        #expect(options == CarouselOptions(spacing: 0.5))
    }
}
