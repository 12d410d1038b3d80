@_spi(Plumbing) import CarouselCore
import Testing

/// Fixture: 800 × 500 bounds, 200 × 200 items; linear shows ⌈800 / 200⌉ + 2 = 6 slots.
private func linear(
    count: Int = 100, focus: Point2D? = nil, centerOffset: Point2D = .zero,
    displayLimit: Int? = nil, options: CarouselOptions = CarouselOptions()
) -> CarouselModel {
    CarouselModel(
        CarouselConfiguration(
            type: .linear, options: options, numberOfItems: count, centerOffset: centerOffset,
            focusPoint: focus, displayLimit: displayLimit))
}

@Suite("CarouselConfiguration")
struct CarouselConfigurationTests {
    // MARK: Focus point

    @Test("the focus point places offset 0: (0.5, 0.7) of 800 × 500 is (400, 350)")
    func focusPoint() {
        #expect(linear(focus: Point2D(x: 0.5, y: 0.7)).center == Point2D(x: 400, y: 350))
        #expect(
            linear(focus: Point2D(x: 0.5, y: 0.7), centerOffset: Point2D(x: 10, y: -20)).center
                == Point2D(x: 410, y: 330))
        #expect(linear(focus: Point2D(x: 0, y: 1)).center == Point2D(x: 0, y: 500))
        #expect(linear(focus: Point2D(x: 1.5, y: -0.5)).center == Point2D(x: 1200, y: -250))
    }

    @Test("no focus point is iCarousel's centre plus contentOffset")
    func defaultFocus() {
        #expect(linear().center == Point2D(x: 400, y: 250))
        #expect(linear(centerOffset: Point2D(x: 3, y: 4)).center == Point2D(x: 403, y: 254))
        #expect(linear(focus: Point2D(x: 0.5, y: 0.5)).placements(at: 2.5) == linear().placements(at: 2.5))
    }

    @Test("a non-finite focus coordinate takes 0.5")
    func badFocus() {
        #expect(linear(focus: Point2D(x: .nan, y: 0.2)).center == Point2D(x: 400, y: 100))
        #expect(linear(focus: Point2D(x: 0.1, y: .infinity)).center == Point2D(x: 80, y: 250))
    }

    @Test("projected corners follow the focus")
    func focusCorners() {
        let corners = linear(focus: Point2D(x: 0.25, y: 0.7)).placement(forItemAt: 3, scrollOffset: 2).projectedCorners
        // Offset 1: translated 200 pt right of (200, 350); a 200 × 200 item, z = 0.
        #expect(
            corners == [
                Point2D(x: 300, y: 250), Point2D(x: 500, y: 250), Point2D(x: 500, y: 450), Point2D(x: 300, y: 450),
            ])
    }

    // MARK: Layout direction

    @Test("the layout direction defaults to left to right and is kept as given")
    func layoutDirection() {
        #expect(CarouselConfiguration(type: .linear).layoutDirection == .leftToRight)
        let rtl = CarouselConfiguration(type: .linear, layoutDirection: .rightToLeft)
        #expect(rtl.layoutDirection == .rightToLeft)
        #expect(CarouselModel(rtl).configuration.layoutDirection == .rightToLeft)
    }

    // MARK: Display limit

    @Test("the display limit caps the visible window around the current item")
    func displayLimit() {
        let limited = linear(displayLimit: 5)
        #expect(limited.numberOfVisibleItems == 5)
        #expect(limited.placements(at: 50).map(\.index) == Array(48...52))
        #expect(linear(displayLimit: 100).numberOfVisibleItems == 6)  // no effect above the type's count
        #expect(linear(displayLimit: nil).numberOfVisibleItems == 6)
        #expect(linear(displayLimit: 7, options: CarouselOptions(visibleItems: 40)).numberOfVisibleItems == 7)
        #expect(linear(count: 3, displayLimit: 5).numberOfVisibleItems == 3)
    }

    @Test("a display limit of 0 or below shows nothing", arguments: [0, -3, Int.min])
    func displayLimitNone(limit: Int) {
        let model = linear(displayLimit: limit)
        #expect(model.numberOfVisibleItems == 0)
        #expect(model.placements(at: 10).isEmpty)
    }

    @Test("the display limit applies to the new types too")
    func displayLimitNewTypes() {
        for type in CarouselType.additionalTypes {
            let model = CarouselModel(CarouselConfiguration(type: type, numberOfItems: 100, displayLimit: 3))
            #expect(model.numberOfVisibleItems == 3)
            #expect(model.placements(at: 40).count == 3)
        }
    }
}
