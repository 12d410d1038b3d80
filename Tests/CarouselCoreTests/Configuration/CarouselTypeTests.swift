@_spi(Plumbing) import CarouselCore
import Testing

@Suite("CarouselType")
struct CarouselTypeTests {
    @Test("iCarousel's types in its enum order, with their scene-file names")
    func iCarouselTypes() {
        #expect(
            CarouselType.iCarouselTypes.map(\.rawValue) == [
                "linear", "rotary", "invertedRotary", "cylinder", "invertedCylinder", "wheel", "invertedWheel",
                "coverFlow", "coverFlow2", "timeMachine", "invertedTimeMachine", "custom",
            ])
        for type in CarouselType.iCarouselTypes { #expect(CarouselType(rawValue: type.rawValue) == type) }
        #expect(CarouselType(rawValue: "CoverFlow") == nil)
    }

    @Test("the circular types wrap by default (layOutItemViews), the others do not")
    func wrapsByDefault() {
        let circular: Set<CarouselType> = [
            .rotary, .invertedRotary, .cylinder, .invertedCylinder, .wheel, .invertedWheel,
        ]
        for type in CarouselType.iCarouselTypes {
            #expect(type.wrapsByDefault == circular.contains(type), "\(type)")
            #expect(type.isCircular == circular.contains(type), "\(type)")
        }
    }
}
