@_spi(Plumbing) import CarouselCore
import Testing

@Suite("CarouselOrientation")
struct CarouselOrientationTests {
    @Test(
        "orientation, then isVertical, then the type's default",
        arguments: [
            // (type, isVertical, orientation, resolved)
            (CarouselType.linear, false, nil, CarouselOrientation.horizontal),
            (.linear, true, nil, .vertical),
            (.linear, false, .vertical, .vertical),
            (.linear, true, .horizontal, .horizontal),
            (.conveyorBelt, false, nil, .vertical),
            (.conveyorBelt, true, nil, .vertical),
            (.conveyorBelt, false, .horizontal, .horizontal),
            (.shelf, false, nil, .horizontal),
        ] as [(CarouselType, Bool, CarouselOrientation?, CarouselOrientation)])
    func resolution(
        type: CarouselType, isVertical: Bool, orientation: CarouselOrientation?, resolved: CarouselOrientation
    ) {
        let configuration = CarouselConfiguration(
            type: type, numberOfItems: 5, isVertical: isVertical, orientation: orientation)
        #expect(configuration.resolvedOrientation == resolved)
        let model = CarouselModel(configuration)
        #expect(model.isVertical == (resolved == .vertical))
        #expect(model.pathContext.isVertical == model.isVertical)
    }

    @Test("only the conveyor belt is vertical by default")
    func defaults() {
        for type in CarouselType.allCases {
            #expect(type.defaultOrientation == (type == .conveyorBelt ? .vertical : .horizontal))
        }
    }

    @Test("orientation .vertical lays out exactly like isVertical: true")
    func sameAsIsVertical() {
        for type in CarouselType.iCarouselTypes {
            let a = CarouselModel(CarouselConfiguration(type: type, numberOfItems: 12, isVertical: true))
            let b = CarouselModel(CarouselConfiguration(type: type, numberOfItems: 12, orientation: .vertical))
            #expect(a.placements(at: 3.4) == b.placements(at: 3.4), "\(type)")
            #expect(a.itemWidth == b.itemWidth)
        }
    }
}
