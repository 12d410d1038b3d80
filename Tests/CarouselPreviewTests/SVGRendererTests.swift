@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselPreview

#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("SVGRenderer")
struct SVGRendererTests {
    private func scene(_ type: CarouselType, offset: Double = 0, _ edit: (inout Scene) -> Void = { _ in })
        -> SceneResult
    {
        var s = Scene(type: type)
        s.scrollOffset = offset
        edit(&s)
        return SceneResult(scene: s)
    }

    /// Whether `svg` parses as XML.
    private func isWellFormed(_ svg: String) -> Bool {
        XMLParser(data: Data(svg.utf8)).parse()
    }

    @Test("one item group per drawn item, painted in ascending zIndex", arguments: CarouselType.allCases)
    func structure(type: CarouselType) {
        for vertical in [false, true] {
            let result = scene(type, offset: 3.4) {
                $0.configuration.isVertical = vertical
                $0.configuration.numberOfPlaceholders = 2
            }
            let svg = SVGRenderer.render(result)
            #expect(isWellFormed(svg))
            let drawn = SVGRenderer.drawnItems(result)
            let indexes = captures(#"<g class="item[^"]*" data-index="(-?\d+)""#, in: svg).compactMap { Int($0) }
            let zs = captures(#"data-z="(\d+)""#, in: svg).compactMap { Int($0) }
            #expect(indexes == drawn.map(\.item.index))
            #expect(zs == zs.sorted())
            #expect(captures(#"(<polygon)"#, in: svg).count == drawn.count)
            // Everything visible is drawn: not hidden, alpha > 0, in front of the eye.
            let expected = result.items.filter { !$0.isHidden && $0.alpha > 0 && $0.projectedCorners != nil }
            #expect(Set(indexes) == Set(expected.map(\.index)))
        }
    }

    @Test("the canvas is the bounds plus the caption band, with a background")
    func canvas() {
        let svg = SVGRenderer.render(scene(.linear) { $0.configuration.bounds = Size2D(width: 320, height: 480) })
        // One caption line: a band of 16 + 8 points.
        #expect(svg.contains(#"width="320" height="504" viewBox="0 0 320 504""#))
        #expect(svg.contains(#"<rect class="background" width="320" height="480""#))
        #expect(svg.contains(#"<rect class="caption-band" y="480" width="320" height="24""#))
    }

    @Test("without its caption band the canvas is the bounds, and the title keeps the caption")
    func canvasWithoutCaption() throws {
        let result = scene(.linear) { $0.configuration.bounds = Size2D(width: 320, height: 480) }
        let svg = SVGRenderer.render(result, showsCaption: false)
        #expect(isWellFormed(svg))
        #expect(svg.contains(#"width="320" height="480" viewBox="0 0 320 480""#))
        #expect(!svg.contains("caption"))
        #expect(svg.contains("<title>\(RenderStyle.escaped(SVGRenderer.caption(for: result)))</title>"))
        // The same picture otherwise: only the band and the canvas's height differ.
        let withBand = SVGRenderer.render(result)
        let items = try #require(svg.range(of: "<g class=\"items\""))
        let itemsWithBand = try #require(withBand.range(of: "<g class=\"items\""))
        let end = try #require(svg.range(of: "</g>\n", range: items.upperBound..<svg.endIndex))
        let count = svg.distance(from: items.lowerBound, to: end.upperBound)
        #expect(svg[items.lowerBound..<end.upperBound] == withBand[itemsWithBand.lowerBound...].prefix(count))
        // Several scenes stack at the bounds' heights.
        let two = SVGRenderer.render([result, result], showsCaption: false)
        #expect(two.contains(#"width="320" height="960" viewBox="0 0 320 960""#))
        #expect(two.contains(#"<svg x="0" y="480" width="320" height="480""#))
    }

    @Test("a still picture, byte for byte")
    func stillPinned() {
        // Two items of 100 pt at scrollOffset 0.5 in 300 × 200: item 0 half an item left of the
        // centre (150, 100), item 1 half an item right; the caption on one line below, at 200 + 16.
        let svg = SVGRenderer.render(
            scene(.linear, offset: 0.5) {
                $0.configuration.numberOfItems = 2
                $0.configuration.itemSize = Size2D(width: 100, height: 100)
                $0.configuration.bounds = Size2D(width: 300, height: 200)
            })
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="300" height="224" viewBox="0 0 300 224" font-family="Helvetica Neue, Helvetica, Arial, sans-serif">
            <title>linear · 2 items · scrollOffset 0.5</title>
            <defs><linearGradient id="s0-bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbfcfe"/><stop offset="1" stop-color="#e7ebf2"/></linearGradient><clipPath id="s0-clip"><rect width="300" height="200"/></clipPath></defs>
            <rect class="background" width="300" height="200" fill="url(#s0-bg)"/>
            <g class="guides" stroke="#c5ccd8" stroke-width="1" stroke-dasharray="4 6"><line x1="0" y1="100" x2="300" y2="100"/><line x1="150" y1="0" x2="150" y2="200"/></g>
            <g class="items" clip-path="url(#s0-clip)">
            <g class="item" data-index="0" data-z="0">
              <polygon points="50,50 150,50 150,150 50,150" fill="#e58c76" stroke="#8e3e29" stroke-width="2" stroke-linejoin="round"/>
              <text transform="matrix(1 0 0 1 100 100)" text-anchor="middle" dy="0.35em" font-size="34" font-weight="bold" fill="#1c2230">0</text>
            </g>
            <g class="item" data-index="1" data-z="1">
              <polygon points="150,50 250,50 250,150 150,150" fill="#76e5ac" stroke="#298e5b" stroke-width="2" stroke-linejoin="round"/>
              <text transform="matrix(1 0 0 1 200 100)" text-anchor="middle" dy="0.35em" font-size="34" font-weight="bold" fill="#1c2230">1</text>
            </g>
            </g>
            <rect class="caption-band" y="200" width="300" height="24" fill="#dde2ea"/>
            <text class="caption" font-size="12" fill="#5f6a7d"><tspan x="10" y="216">linear · 2 items · scrollOffset 0.5</tspan></text>
            </svg>

            """
        #expect(svg == expected)
        #expect(!svg.contains("<animate") && !svg.contains("<style"))
    }

    @Test(
        "the caption sits in its band: no card reaches it, no line leaves the picture", arguments: CarouselType.allCases
    )
    func captionBand(type: CarouselType) throws {
        for (bounds, placeholders) in [(Size2D(width: 800, height: 500), 0), (Size2D(width: 240, height: 200), 3)] {
            let result = scene(type, offset: 2.6) {
                $0.configuration.bounds = bounds
                $0.configuration.numberOfPlaceholders = placeholders
            }
            let svg = SVGRenderer.render(result)
            #expect(isWellFormed(svg))
            let lines = SVGRenderer.captionLines(SVGRenderer.caption(for: result), width: bounds.width)
            let band = SVGRenderer.captionBandHeight(lines: lines.count)
            let h = RenderStyle.decimal(bounds.height, places: 2)
            // The cards are clipped to the bounds, whose bottom is the band's top.
            #expect(
                svg.contains(
                    #"<clipPath id="s0-clip"><rect width="\#(RenderStyle.decimal(bounds.width))" height="\#(h)"/>"#))
            #expect(svg.contains(#"<g class="items" clip-path="url(#s0-clip)">"#))
            #expect(svg.contains(#"<rect class="caption-band" y="\#(h)""#))
            #expect(svg.contains(#"height="\#(RenderStyle.decimal(bounds.height + band, places: 2))" viewBox"#))
            // Every line is estimated to fit between the margins, and sits below the band's top.
            let baselines = captures(#"<tspan x="10" y="([^"]*)">"#, in: svg).compactMap(Double.init)
            #expect(baselines.count == lines.count)
            #expect(baselines.allSatisfy { $0 > bounds.height && $0 <= bounds.height + band })
            #expect(lines.allSatisfy { SVGRenderer.captionWidth($0) <= bounds.width - 20 })
        }
    }

    @Test("the gallery's wheels are whole: 12 items of 90 pt in 800 × 500 with the hub in the middle")
    func wholeWheels() {
        for (type, focusY) in [(CarouselType.wheel, 0.18), (.invertedWheel, 0.82)] {
            let result = scene(type, offset: 3.3) {
                $0.configuration.itemSize = Size2D(width: 90, height: 90)
                $0.configuration.bounds = Size2D(width: 800, height: 500)
                $0.configuration.focusPoint = Point2D(x: 0.5, y: focusY)
            }
            let drawn = SVGRenderer.drawnItems(result)
            #expect(drawn.count == 12)
            // Every corner inside the bounds: the picture (Scripts/render-docs.sh) shows the whole wheel.
            let corners = drawn.flatMap(\.corners)
            #expect(corners.allSatisfy { $0.x > 0 && $0.x < 800 && $0.y > 0 && $0.y < 500 })
        }
    }

    @Test("captions wrap at spaces, keep ' · ' with the part after it, and are cut after three lines")
    func captionLines() {
        // "ab" is 2 × 0.58 em and "il" 2 × 0.3 em of 12 pt.
        #expect(approx(SVGRenderer.captionWidth("ab"), 13.92))
        #expect(approx(SVGRenderer.captionWidth("il"), 7.2))
        #expect(SVGRenderer.captionLines("linear · 12 items", width: 800) == ["linear · 12 items"])
        // 180 pt wide leaves 160 pt: "linear · 12 items · scrollOffset 5" is 14.81 em, 177.72 pt
        // (too wide); "linear · 12 items" is 7.61 em, 91.32 pt.
        #expect(approx(SVGRenderer.captionWidth("linear · 12 items · scrollOffset 5"), 177.72))
        #expect(
            SVGRenderer.captionLines("linear · 12 items · scrollOffset 5", width: 180)
                == ["linear · 12 items", "· scrollOffset 5"])
        let long = Array(repeating: "word", count: 60).joined(separator: " ")
        let lines = SVGRenderer.captionLines(long, width: 300)
        #expect(lines.count == 3 && lines[2].hasSuffix("word …"))
        #expect(lines.allSatisfy { SVGRenderer.captionWidth($0) <= 280 })
        // A word wider than a line is cut.
        let cut = SVGRenderer.captionLines(String(repeating: "8", count: 100), width: 100)
        #expect(cut.count == 1 && cut[0].hasSuffix("…") && SVGRenderer.captionWidth(cut[0]) <= 80)
    }

    @Test("hidden back faces are left out")
    func hiddenItems() {
        // A cylinder without back faces: the far side of the drum faces away.
        let result = scene(.cylinder, offset: 3) { $0.configuration.options.showBackfaces = false }
        let hidden = result.items.filter(\.isHidden).map(\.index)
        #expect(!hidden.isEmpty)
        let svg = SVGRenderer.render(result)
        let drawn = Set(captures(#"data-index="(-?\d+)""#, in: svg).compactMap { Int($0) })
        #expect(drawn.isDisjoint(with: hidden))
        #expect(drawn.count == result.items.count - hidden.count)
    }

    @Test("items behind the eye are left out")
    func behindTheEye() throws {
        let result = scene(.timeMachine) { $0.configuration.options.fadeMax = 100 }
        let behind = result.items.filter { $0.projectedCorners == nil }.map(\.index)
        #expect(behind.contains(3))
        let svg = SVGRenderer.render(result)
        #expect(!svg.contains(#"data-index="3""#))
        #expect(svg.contains(#"data-index="2""#))
    }

    @Test("polygons are the projected corners; alpha becomes opacity")
    func polygons() throws {
        // Linear at scrollOffset 0.5: item 1 is half an item right, corners (400 + 100 ± 100, 250 ± 100).
        let svg = SVGRenderer.render(
            scene(.linear, offset: 0.5) {
                $0.configuration.options.fadeMax = 0
                $0.configuration.options.fadeRange = 2
            })
        let group = try #require(svg.range(of: #"data-index="1""#))
        let points = try #require(captures(#"points="([^"]*)""#, in: String(svg[group.upperBound...])).first)
        #expect(numbers(in: points) == [400, 150, 600, 150, 600, 350, 400, 350])
        // fadeMax 0, range 2: item 1 at offset 0.5 has alpha 1 − 0.5/2 = 0.75.
        #expect(captures(#"data-index="1" data-z="\d+" opacity="([^"]*)""#, in: svg) == ["0.75"])
    }

    @Test("labels sit at the projected centre in the item's plane")
    func labels() throws {
        // Linear item 2 at offset 1: the affine map is the identity moved to (600, 250).
        let result = scene(.linear, offset: 1)
        let item = try #require(result.items.first { $0.index == 2 })
        let m = try #require(SVGRenderer.labelMatrix(for: item))
        #expect(zip(m, [1, 0, 0, 1, 600, 250]).allSatisfy { approx($0, $1) })
        // Time Machine item 0 at offset −1 is 1.4× farther: scaled by 1/1.4, centred at
        // (400 − 60/1.4, 250) (see SceneResultTests).
        let tm = try #require(scene(.timeMachine, offset: 1).items.first { $0.index == 0 })
        let mt = try #require(SVGRenderer.labelMatrix(for: tm))
        #expect(zip(mt, [1 / 1.4, 0, 0, 1 / 1.4, 400 - 60 / 1.4, 250]).allSatisfy { approx($0, $1) })
        // A wheel item turned by θ gets a label turned by θ: (a, b) = (cos θ, sin θ) up to scale.
        let wheel = scene(.wheel, offset: 3)
        let turned = try #require(wheel.items.first { $0.index == 4 })
        let mw = try #require(SVGRenderer.labelMatrix(for: turned))
        let theta = 2 * Double.pi / 12  // arc / count
        #expect(approx(atan2(mw[1], mw[0]), theta, 1e-6))
        let svg = SVGRenderer.render(result)
        #expect(svg.contains(#"<text transform="matrix(1 0 0 1 600 250)""#))
        #expect(svg.contains(">2</text>"))
    }

    @Test("labels squeezed edge-on are left out")
    func legibility() {
        #expect(SVGRenderer.isLabelLegible([1, 0, 0, 1, 0, 0], size: Size2D(width: 200, height: 200)))
        // 0.1 × 68 pt = 6.8 pt wide: too thin.
        #expect(!SVGRenderer.isLabelLegible([0.1, 0, 0, 1, 0, 0], size: Size2D(width: 200, height: 200)))
        #expect(
            SVGRenderer.labelMatrix(
                for: ItemPlacement(
                    index: 0, offset: 0, transform: .identity, alpha: 1, isHidden: false, zIndex: 0,
                    isPlaceholder: false, center: .zero, size: Size2D(width: 0, height: 10))) == nil)
    }

    @Test("placeholders are pale and dashed")
    func placeholders() {
        let svg = SVGRenderer.render(scene(.linear) { $0.configuration.numberOfPlaceholders = 4 })
        #expect(captures(#"<g class="item placeholder" data-index="(-?\d+)""#, in: svg) == ["-2", "-1"])
        #expect(svg.contains("stroke-dasharray=\"8 6\""))
        #expect(svg.contains(RenderStyle.placeholderFill))
    }

    @Test("several scenes stack top to bottom")
    func stacked() {
        let a = scene(.linear)
        let b = scene(.wheel) { $0.configuration.bounds = Size2D(width: 400, height: 300) }
        let svg = SVGRenderer.render([a, b])
        #expect(isWellFormed(svg))
        // Each scene with its one-line caption band of 24 points.
        #expect(svg.contains(#"width="800" height="848" viewBox="0 0 800 848""#))
        #expect(svg.contains(#"<svg x="0" y="0" width="800" height="524""#))
        #expect(svg.contains(#"<svg x="0" y="524" width="400" height="324""#))
        #expect(SVGRenderer.render([a]) == SVGRenderer.render(a))
    }

    /// The animated frames of `svg`: per frame group, whether it is hidden without animation, its
    /// `values` and `keyTimes`, its `dur`, and the polygons it draws.
    private func frameGroups(_ svg: String) -> [(
        hidden: Bool, values: [String], keyTimes: [Double], dur: String, polygons: Int
    )] {
        let pattern =
            #"<g class="frame"( visibility="hidden")?><animate attributeName="visibility" values="([^"]*)" keyTimes="([^"]*)" dur="([^"]*)" calcMode="discrete" repeatCount="indefinite"/>\n((?:<(?:polygon|g opacity|circle)[^\n]*\n)*)</g>"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let ns = svg as NSString
        return regex.matches(in: svg, range: NSRange(location: 0, length: ns.length)).map { match in
            func group(_ i: Int) -> String {
                match.range(at: i).location == NSNotFound ? "" : ns.substring(with: match.range(at: i))
            }
            return (
                !group(1).isEmpty, group(2).split(separator: ";").map(String.init),
                group(3).split(separator: ";").compactMap { Double($0) }, group(4),
                group(5).components(separatedBy: "<polygon").count - 1
            )
        }
    }

    @Test("a fling plays in a loop: one frame group per frame, shown in its slot; no script")
    func flingAnimated() throws {
        // 2 + 6 / (60 × 0.05) = 4: 42 samples, ticks 0, 2, …, 40, 41 kept; the last held 0.6 s.
        let flung = scene(.coverFlow, offset: 2) { $0.fling = Fling(velocity: 6) }
        let animation = try #require(SVGAnimation(flung))
        #expect(animation.frames.map(\.time).count == 22)
        #expect(approx(animation.duration, 41.0 / 60 + 0.6))
        let svg = SVGRenderer.render(flung)
        #expect(isWellFormed(svg))
        #expect(!svg.contains("<script") && !svg.contains("href"))
        // The frames are clipped to the bounds, above the caption band.
        #expect(svg.contains(#"<g class="frames" clip-path="url(#s0-clip)""#))
        #expect(svg.contains(#"<rect class="caption-band" y="500""#))
        let caption =
            "coverFlow · 12 items · scrollOffset 2 · fling 6 items/s → rests at 4 (drawn at 30 frames a second; loops every 1.28 s)"
        #expect(SVGRenderer.caption(for: flung) == caption)
        #expect(svg.contains("<title>\(caption)</title>"))
        let groups = frameGroups(svg)
        #expect(groups.count == 22)
        #expect(Set(groups.map(\.dur)) == ["1.2833s"])
        // Slots tile the loop: each group is visible from its start to the next one's.
        var previousEnd = 0.0
        for (k, group) in groups.enumerated() {
            #expect(group.values.count == group.keyTimes.count)
            #expect(group.keyTimes.first == 0 && group.keyTimes == group.keyTimes.sorted())
            #expect(group.keyTimes.allSatisfy { $0 >= 0 && $0 <= 1 })
            let start = group.values.first == "visible" ? 0 : group.keyTimes[1]
            #expect(approx(start, previousEnd, 1e-5))
            #expect(approx(start, animation.frames[k].time / animation.duration, 1e-5))
            previousEnd = group.values.last == "hidden" ? group.keyTimes.last ?? 1 : 1
            #expect(group.polygons == animation.frames[k].shapes.count)
            // Only the last frame shows without animation: where the fling rests.
            #expect(group.hidden == (k < groups.count - 1))
        }
        #expect(previousEnd == 1)
        // The last frame is the picture of the scene at rest.
        var atRest = flung.scene
        atRest.scrollOffset = 4
        atRest.fling = nil
        let rest = SVGRenderer.drawnItems(SceneResult(scene: atRest))
        let last = try #require(animation.frames.last)
        #expect(last.shapes.map(\.item.index) == rest.map(\.item.index))
    }

    @Test("a replay plays in a loop with the finger drawn; its last frame is the layout's end")
    func interactionAnimated() throws {
        let result = try sceneResult(flingScene())
        let interaction = try #require(result.interaction)
        let animation = try #require(SVGAnimation(result))
        let svg = SVGRenderer.render(result)
        #expect(isWellFormed(svg) && !svg.contains("<script"))
        #expect(svg.contains("ticks at 60 Hz → ends at 3 (item 3) (drawn at 30 frames a second; loops every"))
        let groups = frameGroups(svg)
        #expect(groups.count == animation.frames.count)
        #expect(
            captures(#"(<circle class="finger")"#, in: svg).count == animation.frames.filter { $0.touch != nil }.count)
        #expect(animation.frames.first?.touch != nil)
        // The last frame draws the layout's visible items at the end.
        let end = interaction.endFrame.items.filter { !$0.isHidden && $0.alpha > 0 && $0.projectedCorners != nil }
        #expect(Set(try #require(animation.frames.last).shapes.map(\.item.index)) == Set(end.map(\.index)))
    }

    @Test(
        "a 60 s autoscroll over 1 000 wrapped items draws at most 12 000 cards, at the lower frame rate its caption says"
    )
    func cardBudget() throws {
        // Cover Flow shows about 20 cards a frame: 30 frames a second for 60 s would be ~36 000.
        let json = """
            {"type": "coverFlow", "numberOfItems": 1000, "options": {"wrap": true},
             "interaction": {"until": 60, "events": [{"at": 0, "autoscroll": 5}]}}
            """
        let result = try sceneResult(json)
        let animation = try #require(SVGAnimation(result))
        #expect(animation.tickRate == 60 && animation.frameRate == 10)
        let cards = animation.frames.map(\.shapes.count).reduce(0, +)
        #expect(cards <= SceneLimits.maximumAnimatedCards && cards > SceneLimits.maximumAnimatedCards * 8 / 10)
        #expect(animation.frames.first?.time == 0 && animation.frames.last?.time == 60)
        let svg = SVGRenderer.render(result)
        #expect(captures(#"(<polygon )"#, in: svg).count <= SceneLimits.maximumAnimatedCards)
        #expect(svg.contains("(drawn at 10 frames a second; loops every 60 s)"))
        #expect(svg.utf8.count < 2_000_000)
        // Two such scenes in one picture share the cards: every 11th tick, 60 / 11 frames a second.
        let pair = try Scene.decodeScenes(from: Data("[\(json), \(json)]".utf8)).scenes.map(SceneResult.init(scene:))
        let stacked = SVGRenderer.render(pair)
        #expect(captures(#"(<polygon )"#, in: stacked).count <= SceneLimits.maximumAnimatedCards)
        #expect(stacked.contains("(drawn at 5.5 frames a second; loops every 60 s)"))
    }

    @Test("a motion of a single frame is drawn as a still: no animation, no loop in the caption")
    func singleFrameIsStill() throws {
        for interaction in [#"{"events": []}"#, "{}"] {
            let result = try sceneResult(#"{"type": "linear", "interaction": \#(interaction)}"#)
            #expect(try #require(result.interaction).frames.count == 1)
            #expect(SVGAnimation(result) == nil)
            let svg = SVGRenderer.render(result)
            #expect(isWellFormed(svg))
            #expect(!svg.contains("<animate") && !svg.contains("loops every"))
            #expect(captures(#"(<polygon )"#, in: svg).count == SVGRenderer.drawnItems(result).count)
        }
    }

    @Test("an autoscroll of a whole turn loops without a seam, in under 300 KB")
    func seamlessAutoscroll() throws {
        // 12 items at 2 items/s for 6 s, replayed at 40 Hz and drawn at 20 frames a second, as
        // the gallery does: the tick at 6 s shows offset 12, the first frame again, so it is left
        // out; 120 frames of 0.05 s fill the 6 s loop.
        let result = try sceneResult(
            """
            {"type": "wheel", "itemSize": [110, 110], "bounds": [640, 600], "focusPoint": [0.5, 0.16],
             "interaction": {"frameRate": 40, "until": 6, "events": [{"at": 0, "autoscroll": 2}]}}
            """)
        let animation = try #require(SVGAnimation(result))
        #expect(animation.duration == 6 && animation.frames.count == 121)
        #expect(animation.tickRate == 40 && animation.frameRate == 20)
        #expect(
            SVGRenderer.caption(for: result).hasSuffix(
                "ticks at 40 Hz → ends at 0 (item 0, still moving) (drawn at 20 frames a second; loops every 6 s)"))
        let svg = SVGRenderer.render(result)
        let groups = frameGroups(svg)
        #expect(groups.count == 120)
        #expect(groups.last?.values == ["hidden", "visible"] && groups.last?.hidden == false)
        #expect(svg.utf8.count < 300_000)
        // The first and the left-out last frame draw the same quads, to a fifth of a point (item 6,
        // half a turn away, sits at offset −6 in one and +6 in the other: the same place to 0.12 pt,
        // painted first in one and last in the other).
        let first = try #require(animation.frames.first).shapes.sorted { $0.item.index < $1.item.index }
        let last = try #require(animation.frames.last).shapes.sorted { $0.item.index < $1.item.index }
        #expect(first.map(\.item.index) == last.map(\.item.index))
        for (a, b) in zip(first, last) {
            #expect(zip(a.corners, b.corners).allSatisfy { approx($0.x, $1.x, 0.2) && approx($0.y, $1.y, 0.2) })
        }
    }
}
