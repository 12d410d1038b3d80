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

    @Test("FSPagerView's nine styles: pagerTypes, isPager, no wrap, horizontal; iCarouselTypes unchanged")
    func pagerTypes() {
        #expect(
            CarouselType.pagerTypes.map(\.rawValue) == [
                "pagerCrossFading", "pagerZoomOut", "pagerDepth", "pagerOverlap", "pagerLinear", "pagerCoverFlow",
                "pagerFerrisWheel", "pagerInvertedFerrisWheel", "pagerCubic",
            ])
        for type in CarouselType.allCases {
            #expect(type.isPager == CarouselType.pagerTypes.contains(type), "\(type)")
        }
        for type in CarouselType.pagerTypes {
            #expect(!type.wrapsByDefault && !type.isCircular && type.defaultOrientation == .horizontal)
            #expect(!CarouselType.iCarouselTypes.contains(type) && !CarouselType.additionalTypes.contains(type))
        }
        // Every type is in exactly one list.
        #expect(
            (CarouselType.iCarouselTypes + CarouselType.additionalTypes + CarouselType.pagerTypes).sorted {
                $0.rawValue < $1.rawValue
            } == CarouselType.allCases.sorted { $0.rawValue < $1.rawValue })
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
