@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselPreview

@Suite("RenderStyle")
struct RenderStyleTests {
    @Test("decimals are rounded, trimmed, never -0 and never exponents")
    func decimals() {
        #expect(RenderStyle.decimal(12) == "12")
        #expect(RenderStyle.decimal(0.5) == "0.5")
        #expect(RenderStyle.decimal(-3.25) == "-3.25")
        #expect(RenderStyle.decimal(1.23456, places: 2) == "1.23")
        #expect(RenderStyle.decimal(-0.0001) == "0")
        #expect(RenderStyle.decimal(1e-20, places: 12) == "0")
        #expect(RenderStyle.decimal(-0.002, places: 12) == "-0.002")
        #expect(RenderStyle.decimal(1e7) == "10000000")
        #expect(RenderStyle.decimal(.nan) == "0")
        #expect(RenderStyle.decimal(-.infinity) == "0")
        #expect(RenderStyle.decimal(2.5, places: 0) == "2")  // C's %f: ties to even
        #expect(RenderStyle.decimal(0.000_5, places: -4) == "0")
        #expect(RenderStyle.decimal(1.5, places: 1_000) == "1.5")
        #expect(RenderStyle.decimal(-Double.greatestFiniteMagnitude).count == 310)
        #expect(RenderStyle.decimal(Double.leastNonzeroMagnitude, places: 30) == "0")
        // Near a half after scaling: the binary value decides, as C's %f does.
        // 2.675 is 2.67499999999999982236431605997495353221893310546875 in binary,
        // 0.0005 is 0.0005000000000000000104083408558608425664715468883514404296875.
        #expect(RenderStyle.decimal(2.675, places: 2) == "2.67")
        #expect(RenderStyle.decimal(0.000_5) == "0.001")
        #expect(RenderStyle.decimal(-1.5, places: 0) == "-2")
        #expect(RenderStyle.decimal(-0.4, places: 0) == "0")
        #expect(RenderStyle.decimal(100.000_4) == "100")
        #expect(RenderStyle.decimal(999_999_999.999_7) == "1000000000")
    }

    @Test("decimals are Foundation's %.Nf, trimmed, on 20 000 seeded values of every magnitude")
    func decimalsMatchFormat() {
        var generator = SeededGenerator(seed: 0xDEC1)
        for _ in 0..<20_000 {
            let magnitude = Double.random(in: -12...16, using: &generator)
            var value = (Bool.random(using: &generator) ? -1 : 1) * pow(10, magnitude)
            if Int.random(in: 0..<4, using: &generator) == 0 {
                // A whole number of half-units at `places`, or next to one.
                let unit = pow(10, -Double(Int.random(in: 0...12, using: &generator)))
                value = (value / unit).rounded() * unit + unit / 2
                if Bool.random(using: &generator) { value = value.nextUp }
            }
            let places = Int.random(in: 0...12, using: &generator)
            var expected = String(format: "%.\(places)f", value)
            if expected.contains(".") {
                while expected.hasSuffix("0") { expected.removeLast() }
                if expected.hasSuffix(".") { expected.removeLast() }
            }
            if expected == "-0" { expected = "0" }
            #expect(RenderStyle.decimal(value, places: places) == expected, "\(value) to \(places) places")
        }
    }

    @Test("HSL to hex matches the textbook conversion")
    func hex() {
        #expect(RenderStyle.hex(hue: 0, saturation: 1, lightness: 0.5) == "#ff0000")
        #expect(RenderStyle.hex(hue: 120, saturation: 1, lightness: 0.5) == "#00ff00")
        #expect(RenderStyle.hex(hue: 240, saturation: 1, lightness: 0.5) == "#0000ff")
        #expect(RenderStyle.hex(hue: 60, saturation: 1, lightness: 0.25) == "#808000")
        #expect(RenderStyle.hex(hue: 200, saturation: 0, lightness: 1) == "#ffffff")
    }

    @Test("neighbouring indexes get clearly different hues, negative ones too")
    func distinctColours() {
        for index in -5...40 {
            let a = RenderStyle.hue(forIndex: index)
            let b = RenderStyle.hue(forIndex: index + 1)
            #expect((0..<360).contains(a))
            let gap = min(abs(a - b), 360 - abs(a - b))
            #expect(gap > 100, "indexes \(index) and \(index + 1): \(a) vs \(b)")
            #expect(RenderStyle.fill(forIndex: index) != RenderStyle.fill(forIndex: index + 1))
            #expect(RenderStyle.stroke(forIndex: index) != RenderStyle.fill(forIndex: index))
        }
        #expect(Set((0..<12).map(RenderStyle.fill(forIndex:))).count == 12)
    }

    @Test("placeholders given to a wrapping carousel, which shows none, are captioned so")
    func wrappedPlaceholders() {
        var scene = Scene(type: .linear)
        scene.configuration.numberOfPlaceholders = 3
        scene.configuration.options.wrap = true
        let result = SceneResult(scene: scene)
        #expect(!result.items.contains { $0.isPlaceholder })
        #expect(
            RenderStyle.caption(for: result)
                == "linear · 12 items · 3 placeholders (none shown while wrapping) · scrollOffset 0")
        scene.configuration.options.wrap = false
        #expect(
            RenderStyle.caption(for: SceneResult(scene: scene)) == "linear · 12 items · 3 placeholders · scrollOffset 0"
        )
    }

    @Test("captions name type, items, placeholders, offset and toggle")
    func captions() throws {
        var scene = Scene(type: .coverFlow2)
        scene.configuration.isVertical = true
        scene.configuration.numberOfPlaceholders = 2
        scene.scrollOffset = 5.5
        scene.toggle = 0.5
        #expect(
            RenderStyle.caption(for: SceneResult(scene: scene))
                == "coverFlow2 (vertical) · 12 items · 2 placeholders · scrollOffset 5.5 · toggle 0.5")
        var one = Scene(type: .linear)
        one.configuration.numberOfItems = 1
        #expect(RenderStyle.caption(for: SceneResult(scene: one)) == "linear · 1 item · scrollOffset 0")
        #expect(
            RenderStyle.caption(for: SceneResult(scene: Scene(type: .custom)))
                == "custom (no path: every item at the centre) · 12 items · scrollOffset 0")
        var keyframed = Scene(type: .custom)
        keyframed.configuration.customPath = try KeyframePath([.init(offset: -1), .init(offset: 1)])
        #expect(
            RenderStyle.caption(for: SceneResult(scene: keyframed))
                == "custom (2 keyframes) · 12 items · scrollOffset 0")
        // A fling names the velocity the core uses and where it rests (2 + 6 / (60 × 0.05) = 4).
        var flung = Scene(type: .linear)
        flung.scrollOffset = 2
        flung.fling = Fling(velocity: 6)
        #expect(
            RenderStyle.caption(for: SceneResult(scene: flung))
                == "linear · 12 items · scrollOffset 2 · fling 6 items/s → rests at 4")
        flung.fling = Fling(velocity: .infinity)
        #expect(RenderStyle.caption(for: SceneResult(scene: flung)).contains("fling 1000000 items/s → rests at 11"))
    }

    @Test("the caption names the axis drawn when it is not the type's own")
    func captionAxis() {
        func caption(_ type: CarouselType, _ edit: (inout CarouselConfiguration) -> Void) -> String {
            var scene = Scene(type: type)
            edit(&scene.configuration)
            return RenderStyle.caption(for: SceneResult(scene: scene))
        }
        // An explicit orientation wins over `vertical`: drawn, and captioned, horizontal.
        #expect(
            caption(.linear) {
                $0.isVertical = true
                $0.orientation = .horizontal
            } == "linear · 12 items · scrollOffset 0")
        #expect(caption(.linear) { $0.orientation = .vertical } == "linear (vertical) · 12 items · scrollOffset 0")
        // The belt is vertical by default; a horizontal one says so.
        #expect(caption(.conveyorBelt) { _ in } == "conveyorBelt · 12 items · scrollOffset 0")
        #expect(
            caption(.conveyorBelt) { $0.orientation = .horizontal }
                == "conveyorBelt (horizontal) · 12 items · scrollOffset 0")
        // Right to left mirrors horizontal carousels only, and only they say it.
        #expect(
            caption(.conveyorBelt) {
                $0.orientation = .horizontal
                $0.layoutDirection = .rightToLeft
            } == "conveyorBelt (horizontal) · 12 items · scrollOffset 0 · right to left")
        #expect(
            caption(.conveyorBelt) { $0.layoutDirection = .rightToLeft } == "conveyorBelt · 12 items · scrollOffset 0")
        #expect(
            caption(.linear) {
                $0.isVertical = true
                $0.orientation = .horizontal
                $0.layoutDirection = .rightToLeft
            } == "linear · 12 items · scrollOffset 0 · right to left")
    }

    @Test("an interaction's caption says what was replayed and where it ended")
    func interactionCaptions() throws {
        #expect(
            RenderStyle.caption(for: try sceneResult(flingScene()))
                == "linear · 12 items · scrollOffset 0 · replays touchDown, dragTo, touchUp over 0.817 s, ticks at 60 Hz → ends at 3 (item 3)"
        )
        let many = try sceneResult(
            """
            {"type": "linear", "scrollOffset": 5, "interaction": {"layoutDirection": "rightToLeft", "frameRate": 30, "until": 2,
             "events": [{"at": 0, "touchDown": [400, 250]}, {"at": 0.1, "dragTo": [420, 250]}, {"at": 0.2, "dragTo": [440, 250]},
                        {"at": 0.3, "touchUp": [0, 0]}, {"at": 0.4, "delete": [0]}, {"at": 1, "autoscroll": 1}]}}
            """)
        #expect(
            RenderStyle.caption(for: many)
                == "linear · 12 items · scrollOffset 5 · right to left · replays touchDown, dragTo ×2, touchUp, delete, autoscroll over 2 s, ticks at 30 Hz → ends at 4.9 (item 5 of 11, still moving)"
        )
        #expect(
            RenderStyle.caption(for: try sceneResult(#"{"type": "linear", "interaction": {}}"#))
                .hasSuffix("replays no inputs over 0 s, ticks at 60 Hz → ends at 0 (item 0)"))
    }

    @Test("XML special characters are escaped")
    func escaping() {
        #expect(RenderStyle.escaped(#"a<b>&"c'"#) == "a&lt;b&gt;&amp;&quot;c&#39;")
    }

    @Test("label font size is a third of the smaller side, at least 1")
    func labelSize() {
        #expect(RenderStyle.labelFontSize(for: Size2D(width: 200, height: 100)) == 34)
        #expect(RenderStyle.labelFontSize(for: .zero) == 1)
    }
}
