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

    @Test("the canvas is the bounds, with a background")
    func canvas() {
        let svg = SVGRenderer.render(scene(.linear) { $0.configuration.bounds = Size2D(width: 320, height: 480) })
        #expect(svg.contains(#"width="320" height="480" viewBox="0 0 320 480""#))
        #expect(svg.contains(#"<rect class="background" width="320" height="480""#))
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
        #expect(svg.contains(#"width="800" height="800" viewBox="0 0 800 800""#))
        #expect(svg.contains(#"<svg x="0" y="0" width="800" height="500""#))
        #expect(svg.contains(#"<svg x="0" y="500" width="400" height="300""#))
        #expect(SVGRenderer.render([a]) == SVGRenderer.render(a))
    }

    @Test("a fling is drawn at rest, captioned as such")
    func flingAtRest() {
        // 2 + 6 / (60 × 0.05) = 4.
        let flung = scene(.coverFlow2, offset: 2) {
            $0.fling = Fling(velocity: 6)
            $0.toggle = 0.5
        }
        let shown = SVGRenderer.shownResult(flung)
        #expect(shown.scrollOffset == 4 && shown.scene.toggle == 0 && shown.fling == nil)
        let svg = SVGRenderer.render(flung)
        #expect(isWellFormed(svg))
        let caption =
            "coverFlow2 · 12 items · scrollOffset 2 · toggle 0.5 · fling 6 items/s → rests at 4 (shown at rest)"
        #expect(SVGRenderer.caption(for: flung) == caption)
        #expect(svg.contains("<title>\(caption)</title>"))
        // Apart from the caption, the picture of the scene at rest.
        let atRest = SVGRenderer.render(shown)
        let stillCaption = RenderStyle.caption(for: shown)
        #expect(svg == atRest.replacingOccurrences(of: stillCaption, with: caption))
        // Without a fling the picture is the result itself.
        #expect(SVGRenderer.shownResult(scene(.linear, offset: 2)) == scene(.linear, offset: 2))
    }

    @Test("an interaction is drawn as it ends: the end's items, bounds and offset")
    func interactionEnd() throws {
        let result = try sceneResult(
            """
            {"type": "linear", "scrollOffset": 5, "interaction": {"events": [{"at": 0, "insert": [0, 1]}, {"at": 0.5, "bounds": [400, 300]}]}}
            """)
        let shown = SVGRenderer.shownResult(result)
        #expect(
            shown.scene.configuration.numberOfItems == 14 && shown.scrollOffset == 7 && shown.scene.interaction == nil)
        let svg = SVGRenderer.render(result)
        #expect(isWellFormed(svg))
        #expect(svg.contains(#"width="400" height="300" viewBox="0 0 400 300""#))
        #expect(svg.contains("→ ends at 7 (item 7 of 14) (shown at the end)"))
        let indexes = captures(#"<g class="item[^"]*" data-index="(-?\d+)""#, in: svg).compactMap { Int($0) }
        #expect(Set(indexes) == Set(SVGRenderer.drawnItems(shown).map(\.item.index)))
        #expect(indexes.contains(7))
    }

    /// Insets of 91, 100, 34 and 0 leave a 700 × 375 pt area centred at (450, 278.5) in the 800 ×
    /// 500 picture; the layout draws item 5 there with its neighbours in sight (4 and 6 at ±200 pt,
    /// 3 and 7 reaching into it), and no placeholders: the layout has none.
    @Test("an interaction's end is drawn from the layout's items, in the area the insets leave")
    func interactionEndThroughTheLayout() throws {
        let result = try sceneResult(
            """
            {"type": "linear", "scrollOffset": 5, "numberOfPlaceholders": 2,
             "interaction": {"events": [{"at": 0.1, "insets": [91, 100, 34, 0]}]}}
            """)
        let interaction = try #require(result.interaction)
        let shown = SVGRenderer.shownResult(result)
        #expect(shown.items == interaction.endFrame.items)
        #expect(shown.items.map(\.index) == [3, 4, 5, 6, 7])
        #expect(shown.items.first { $0.index == 5 }?.center == Point2D(x: 450, y: 278.5))
        #expect(shown.center == Point2D(x: 450, y: 278.5))
        let svg = SVGRenderer.render(result)
        #expect(isWellFormed(svg))
        #expect(
            svg.contains(#"<line x1="0" y1="278.5" x2="800" y2="278.5"/><line x1="450" y1="0" x2="450" y2="500"/>"#))
        #expect(captures(#"<g class="item placeholder""#, in: svg).isEmpty)
    }
}
