@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("CarouselModel.resolvedOptions")
struct CarouselModelResolvedOptionsTests {
    @Test("iCarousel's defaults: a rotary carousel of 12 in 800 pt wraps with an arc of 2π and 12 items on the circle")
    func rotaryDefaults() {
        let options = Fixtures.model(.rotary).resolvedOptions
        #expect(options.wrap == true)
        #expect(options.arc == 2 * .pi)
        #expect(options.count == 12)
        #expect(options.spacing == 1)
        #expect(options.offsetMultiplier == 1)
        #expect(options.showBackfaces == true)
        // span 200 / 2 / tan(π / 12) = 373.2 pt
        #expect(abs((options.radius ?? 0) - 100 / (2 - 3.0.squareRoot())) < 1e-9)
    }

    @Test("Cover Flow's defaults: spacing 0.25, tilt 0.9, offset multiplier 2; the inverted cylinder hides back faces")
    func otherDefaults() {
        let flow = Fixtures.model(.coverFlow).resolvedOptions
        #expect(flow.spacing == 0.25 && flow.tilt == 0.9 && flow.offsetMultiplier == 2 && flow.wrap == false)
        #expect(flow.arc == nil && flow.radius == nil)
        #expect(Fixtures.model(.invertedCylinder).resolvedOptions.showBackfaces == false)
        #expect(Fixtures.model(.timeMachine).resolvedOptions.fadeMax == 0)
    }

    @Test(
        "resolving again changes nothing: the same placements from the resolved options",
        arguments: CarouselType.allCases)
    func idempotent(_ type: CarouselType) {
        var rng = SeededGenerator(seed: UInt64(CarouselType.allCases.firstIndex(of: type) ?? 0) + 7)
        for _ in 0..<20 {
            var options = CarouselOptions()
            if Bool.random(using: &rng) { options.spacing = Double.random(in: 0.2...2, using: &rng) }
            if Bool.random(using: &rng) { options.tilt = Double.random(in: -1...1, using: &rng) }
            if Bool.random(using: &rng) { options.arc = Double.random(in: 0.5...6, using: &rng) }
            if Bool.random(using: &rng) { options.wrap = Bool.random(using: &rng) }
            let model = Fixtures.model(type, items: Int.random(in: 1...40, using: &rng), options)
            var configuration = model.configuration
            configuration.options = model.resolvedOptions
            let again = CarouselModel(configuration)
            #expect(again.resolvedOptions == model.resolvedOptions)
            for offset in [0.0, 0.4, 2.5, -1.2] {
                #expect(again.placements(at: offset) == model.placements(at: offset))
            }
        }
    }
}
