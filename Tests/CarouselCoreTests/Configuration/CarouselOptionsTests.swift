import CarouselCore
import CarouselTestSupport
import Foundation
import Testing

@Suite("CarouselOptions")
struct CarouselOptionsTests {
    /// iCarousel 1.8.3's option names, in its enum order (other types may add more to `names`).
    static let iCarouselNames = [
        "wrap", "showBackfaces", "offsetMultiplier", "visibleItems", "count", "arc", "radius",
        "angle", "tilt", "spacing", "fadeMin", "fadeMax", "fadeRange", "fadeMinAlpha",
    ]

    /// Every numeric iCarousel option's key path, by its name.
    static var numeric: [String: WritableKeyPath<CarouselOptions, Double?>] { [
        "offsetMultiplier": \.offsetMultiplier, "visibleItems": \.visibleItems, "count": \.count,
        "arc": \.arc, "radius": \.radius, "angle": \.angle, "tilt": \.tilt, "spacing": \.spacing,
        "fadeMin": \.fadeMin, "fadeMax": \.fadeMax, "fadeRange": \.fadeRange, "fadeMinAlpha": \.fadeMinAlpha,
    ] }

    @Test("a new value has every option unset")
    func unsetByDefault() {
        let options = CarouselOptions()
        #expect(options.wrap == nil && options.showBackfaces == nil)
        for (_, keyPath) in Self.numeric { #expect(options[keyPath: keyPath] == nil) }
        #expect(options == CarouselOptions())
    }

    @Test("names starts with iCarousel's fourteen options in its enum order, each name once")
    func names() {
        #expect(Array(CarouselOptions.names.prefix(14)) == Self.iCarouselNames)
        #expect(Set(CarouselOptions.names).count == CarouselOptions.names.count)
    }

    @Test("set(_:to:) stores numeric options by name", arguments: CarouselOptionsTests.iCarouselNames.filter { $0 != "wrap" && $0 != "showBackfaces" })
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
        for (name, value, expected) in [("wrap", 0.0, false), ("wrap", 1, true), ("showBackfaces", -0.0, false),
                                        ("showBackfaces", 0.25, true), ("showBackfaces", .nan, true)] {
            let known = options.set(name, to: value)
            #expect(known)
            #expect((name == "wrap" ? options.wrap : options.showBackfaces) == expected, "\(name) = \(value)")
        }
    }

    @Test("an unknown name returns false and changes nothing", arguments: ["", "Wrap", "fade", "iCarouselOptionWrap", "radius "])
    func unknownName(_ name: String) {
        var options = CarouselOptions(wrap: true, radius: 3)
        let before = options
        let known = options.set(name, to: 1)
        #expect(!known)
        #expect(options == before)
    }

    @Test("Codable round trip keeps set and unset options")
    func codable() throws {
        let options = CarouselOptions(wrap: false, count: 7, arc: .pi, fadeMinAlpha: 0.5)
        let data = try JSONEncoder().encode(options)
        #expect(try JSONDecoder().decode(CarouselOptions.self, from: data) == options)
    }

    @Test("options set by name change the model as the same options set by property")
    func setByNameReachesTheModel() {
        var byName = CarouselOptions()
        byName.set("arc", to: .pi)
        byName.set("count", to: 8)
        let model = CarouselModel(CarouselConfiguration(type: .rotary, options: byName, numberOfItems: 12))
        let direct = CarouselModel(CarouselConfiguration(type: .rotary, options: CarouselOptions(count: 8, arc: .pi), numberOfItems: 12))
        #expect(model.placements(at: 1.5) == direct.placements(at: 1.5))
        // count 8 over π: radius = 100 / tan(π/16) = 502.73.
        #expect(approx(model.radius, 100 / tan(Double.pi / 16)))
    }
}
