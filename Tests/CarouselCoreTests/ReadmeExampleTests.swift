import CarouselCore
import Testing

/// The README's custom-path example, compiled and checked so the README stays true.
@Suite("README examples")
struct ReadmeExampleTests {
    @Test("the custom path example places item 1 one item width right of and 12 pt below the focus")
    func customPathExample() {
        let arc = CustomPath(
            position: { offset, context in Point2D(x: offset * context.itemWidth, y: offset * offset * 12) },
            transform: { offset, base, _ in base.rotated(angle: offset * .pi / 16, x: 0, y: 0, z: 1) })
        var configuration = CarouselConfiguration(type: .custom, numberOfItems: 20, customPath: arc)
        configuration.focusPoint = Point2D(x: 0.5, y: 0.35)
        let model = CarouselModel(configuration)
        let placements = model.placements(at: 0)
        // Default bounds 800 × 500 and item width 200: the focus is (400, 175).
        let first = try! #require(placements.first { $0.index == 0 })
        let second = try! #require(placements.first { $0.index == 1 })
        #expect(approx(first.center.x, 400) && approx(first.center.y, 175))
        #expect(approx(second.center.x, 600) && approx(second.center.y, 187))
        // Item 1 turns by π/16 about z: m11 = cos(π/16).
        #expect(approx(second.transform.m11, 0.9807852804032304))
    }
}
