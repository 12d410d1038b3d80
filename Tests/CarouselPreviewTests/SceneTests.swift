@_spi(Plumbing) import CarouselCore
import Testing

@_spi(Plumbing) @testable import CarouselPreview

@Suite("Scene")
struct SceneTests {
    @Test("defaults: 12 items, 200×200 items, 800×500 bounds, perspective −1/500")
    func defaults() {
        let scene = Scene(type: .rotary)
        #expect(scene.configuration.type == .rotary)
        #expect(scene.configuration.numberOfItems == 12)
        #expect(scene.configuration.numberOfPlaceholders == 0)
        #expect(scene.configuration.itemSize == Size2D(width: 200, height: 200))
        #expect(scene.configuration.itemWidth == nil)
        #expect(scene.configuration.bounds == Size2D(width: 800, height: 500))
        #expect(!scene.configuration.isVertical)
        #expect(scene.configuration.perspective == -1.0 / 500.0)
        #expect(scene.configuration.centerOffset == .zero && scene.configuration.viewpointOffset == .zero)
        #expect(scene.configuration.options == CarouselOptions())
        #expect(scene.scrollOffset == 0 && scene.toggle == 0)
        #expect(scene.configuration.scrollSettings == ScrollSettings())
        #expect(scene.fling == nil)
        #expect(scene.interaction == nil && scene.configuration.layoutDirection == .leftToRight)
        #expect(scene.configuration.layoutDirection == .leftToRight)
    }

    @Test("the layout direction reaches the configuration and mirrors the model")
    func layoutDirection() {
        var scene = Scene(type: .linear)
        scene.configuration.layoutDirection = .rightToLeft
        #expect(scene.configuration.layoutDirection == .rightToLeft)
        // Item 1 is drawn left of the centre.
        let one = scene.model.placements(at: 0).first { $0.index == 1 }
        let corners = one?.projectedCorners ?? []
        #expect(!corners.isEmpty && corners.allSatisfy { $0.x < 400 })
    }

    @Test("every field reaches the core configuration")
    func configuration() {
        var scene = Scene(type: .coverFlow2)
        scene.configuration.numberOfItems = 7
        scene.configuration.numberOfPlaceholders = 3
        scene.configuration.itemSize = Size2D(width: 120, height: 90)
        scene.configuration.itemWidth = 150
        scene.configuration.bounds = Size2D(width: 320, height: 480)
        scene.configuration.isVertical = true
        scene.configuration.perspective = -0.001
        scene.configuration.centerOffset = Point2D(x: 5, y: -6)
        scene.configuration.viewpointOffset = Point2D(x: -7, y: 8)
        scene.configuration.options.tilt = 0.5
        scene.toggle = -0.25
        scene.configuration.scrollSettings.bounceDistance = 0.5
        let c = scene.model.configuration
        #expect(c.type == .coverFlow2)
        #expect(c.numberOfItems == 7 && c.numberOfPlaceholders == 3)
        #expect(c.itemSize == Size2D(width: 120, height: 90) && c.itemWidth == 150)
        #expect(c.bounds == Size2D(width: 320, height: 480) && c.isVertical)
        #expect(c.perspective == -0.001)
        #expect(c.centerOffset == Point2D(x: 5, y: -6) && c.viewpointOffset == Point2D(x: -7, y: 8))
        #expect(c.options.tilt == 0.5)
        // The toggle is placement state: the scene places its items with it.
        let shown = scene.model.placements(at: scene.model.clampedScrollOffset(scene.scrollOffset), toggle: -0.25)
        #expect(SceneResult(scene: scene).items == shown)
        #expect(c.scrollSettings.bounceDistance == 0.5)
        // The model resolves it: centre = bounds centre + contentOffset = (160 + 5, 240 − 6).
        #expect(scene.model.center == Point2D(x: 165, y: 234))
        #expect(scene.model.itemWidth == 150)
    }

    @Test(
        "type names are raw values, spelt exactly; another case is refused with the right spelling",
        arguments: CarouselType.allCases)
    func typeNames(type: CarouselType) throws {
        #expect(try Scene.type(named: type.rawValue) == type)
        let upper = type.rawValue.uppercased()
        let message = try #require(previewError { _ = try Scene.type(named: upper) }).message
        #expect(message == "unknown carousel type '\(upper)' (did you mean \(type.rawValue)?)")
    }

    @Test(
        "FSPagerView's transformer names suggest the pager type; a bare coverFlow or linear is iCarousel's",
        arguments: [
            ("crossFading", "pagerCrossFading"), ("zoomOut", "pagerZoomOut"), ("depth", "pagerDepth"),
            ("overlap", "pagerOverlap"), ("ferrisWheel", "pagerFerrisWheel"), ("ferris wheel", "pagerFerrisWheel"),
            ("invertedFerrisWheel", "pagerInvertedFerrisWheel"), ("cubic", "pagerCubic"), (".cubic", "pagerCubic"),
            ("FSPagerViewTransformerType.cubic", "pagerCubic"),
            ("FSPagerViewTransformerType.coverFlow", "pagerCoverFlow"),
            ("zoom_out", "pagerZoomOut"), ("coverflow", "coverFlow"),
        ])
    func fsPagerViewNames(name: String, suggestion: String) throws {
        let message = try #require(previewError { _ = try Scene.type(named: name) }).message
        #expect(message == "unknown carousel type '\(name)' (did you mean \(suggestion)?)")
    }

    @Test(
        "Swift's .coverFlow and .linear suggest iCarousel's type first, and FSPagerView's style beside it",
        arguments: [(".coverFlow", "coverFlow", "pagerCoverFlow"), (".linear", "linear", "pagerLinear")])
    func dottedNames(name: String, own: String, pager: String) throws {
        let message = try #require(previewError { _ = try Scene.type(named: name) }).message
        #expect(message == "unknown carousel type '\(name)' (did you mean \(own)? FSPagerView's \(name) is \(pager))")
        let rotary = try #require(previewError { _ = try Scene.type(named: ".rotary") }).message
        #expect(rotary == "unknown carousel type '.rotary' (did you mean rotary?)")
    }

    @Test("the FSPagerView name table: every style, nothing else")
    func fsPagerViewNameTable() throws {
        #expect(
            Scene.pagerType(forFSPagerViewName: "FSPagerViewTransformerType.invertedFerrisWheel")
                == .pagerInvertedFerrisWheel)
        #expect(Scene.pagerType(forFSPagerViewName: "coverFlow") == .pagerCoverFlow)
        #expect(Scene.pagerType(forFSPagerViewName: "rotary") == nil)
        #expect(Scene.pagerType(forFSPagerViewName: "") == nil)
        #expect(Scene.pagerType(forFSPagerViewName: String(repeating: "cubic", count: 1000)) == nil)
        // Exact names stay exact.
        #expect(try Scene.type(named: "coverFlow") == .coverFlow)
        #expect(try Scene.type(named: "linear") == .linear)
    }

    @Test("an unknown type names the known ones")
    func unknownType() throws {
        let error = try #require(previewError { _ = try Scene.type(named: "carousel") })
        #expect(error.message.hasPrefix("unknown carousel type 'carousel'"))
        #expect(error.message.contains("coverFlow") && error.message.contains("invertedTimeMachine"))
    }

    @Test("options are set by name through CarouselOptions.set")
    func options() throws {
        var scene = Scene(type: .rotary)
        for name in CarouselOptions.names {
            try scene.setOption(name, to: 1)
        }
        #expect(scene.configuration.options.wrap == true && scene.configuration.options.showBackfaces == true)
        #expect(scene.configuration.options.arc == 1 && scene.configuration.options.fadeMinAlpha == 1)
        try scene.setOption("wrap", to: 0)
        #expect(scene.configuration.options.wrap == false)
        let unknown = try #require(previewError { try scene.setOption("wobble", to: 1) })
        #expect(unknown.message.hasPrefix("unknown option 'wobble'"))
        let nan = try #require(previewError { try scene.setOption("tilt", to: .nan) })
        #expect(nan.message.contains("finite"))
        #expect(scene.configuration.options.tilt == 1, "a rejected value changes nothing")
    }
}
