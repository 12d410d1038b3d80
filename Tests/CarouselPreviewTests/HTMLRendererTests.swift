@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselPreview

@Suite("HTMLRenderer")
struct HTMLRendererTests {
    /// A CSS `matrix3d` as CSS reads it: column-major, applied to column vectors. Returns the
    /// homogeneous image of `(x, y, z, 1)`.
    private func cssApply(_ args: [Double], _ p: (Double, Double, Double)) -> [Double] {
        let v = [p.0, p.1, p.2, 1]
        return (0..<4).map { row in (0..<4).reduce(0) { $0 + args[$1 * 4 + row] * v[$1] } }
    }

    @Test("matrix3d lists m11…m44 in row order, which is CSS's column-major order")
    func matrix3dOrder() {
        let t = Transform3D(rowMajor: (1...16).map(Double.init))
        #expect(HTMLRenderer.matrix3d(t) == "matrix3d(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16)")
        // Translation lands in CSS's 13th–15th arguments and perspective in the 12th.
        let moved = Transform3D.perspective(-0.002).translated(x: 30, y: -40, z: 50)
        let args = numbers(in: captures(#"matrix3d\(([^)]*)\)"#, in: HTMLRenderer.matrix3d(moved))[0])
        #expect(args[11] == -0.002 && args[12] == 30 && args[13] == -40 && args[14] == 50)
    }

    @Test(
        "CSS reading of matrix3d maps points exactly as the core's row-vector transform",
        arguments: CarouselType.allCases)
    func cssAgreesWithCore(type: CarouselType) throws {
        var scene = Scene(type: type)
        scene.scrollOffset = 2.3
        for item in SceneResult(scene: scene).items {
            let css = numbers(in: captures(#"matrix3d\(([^)]*)\)"#, in: HTMLRenderer.matrix3d(item.transform))[0])
            #expect(css.count == 16)
            for p in [(100.0, -100.0, 0.0), (-100, 100, 0), (0, 0, 0), (37, 12, 5)] {
                let a = cssApply(css, p)
                let b = item.transform.apply(x: p.0, y: p.1, z: p.2)
                // 12 decimals in the CSS text: agreement to ~1e−9 relative on point coordinates.
                #expect(
                    approx(a[0], b.x, 1e-9) && approx(a[1], b.y, 1e-9) && approx(a[2], b.z, 1e-9)
                        && approx(a[3], b.w, 1e-9), "\(type) item \(item.index)")
            }
        }
    }

    @Test("each item is a box centred on its placement centre with z-index, opacity and visibility")
    func itemStyle() throws {
        var scene = Scene(type: .cylinder)
        scene.scrollOffset = 3
        scene.configuration.options.showBackfaces = false
        scene.configuration.centerOffset = Point2D(x: 10, y: 20)
        let result = SceneResult(scene: scene)
        let html = HTMLRenderer.render(result)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains(#"<div class="scene" style="width: 800px; height: 500px">"#))
        let divs = captures(#"(<div class="item[^>]*>)"#, in: html)
        #expect(divs.count == result.items.count)
        for (div, item) in zip(divs, result.items) {
            #expect(div.contains("data-index=\"\(item.index)\""))
            // Centre (400 + 10, 250 + 20) minus half the 200×200 item.
            #expect(div.contains("left: 310px; top: 170px; width: 200px; height: 200px"))
            #expect(div.contains("transform: \(HTMLRenderer.matrix3d(item.transform))"))
            #expect(div.contains("z-index: \(item.zIndex);"))
            #expect(div.contains("opacity: \(RenderStyle.decimal(item.alpha, places: 4))"))
            #expect(div.contains("visibility: hidden") == item.isHidden)
        }
        let anyHidden = result.items.contains { $0.isHidden }
        #expect(anyHidden, "the fixture must include hidden items")
        #expect(html.contains("transform-origin: 50% 50% 0"))
        #expect(!html.contains("preserve-3d"))
    }

    @Test("placeholders get their own class; several scenes follow one another")
    func placeholdersAndScenes() {
        var a = Scene(type: .linear)
        a.configuration.numberOfPlaceholders = 2
        let html = HTMLRenderer.render([SceneResult(scene: a), SceneResult(scene: Scene(type: .wheel))])
        #expect(captures(#"<div class="item placeholder" data-index="(-?\d+)""#, in: html) == ["-1"])
        #expect(captures(#"(<div class="scene")"#, in: html).count == 2)
        #expect(html.contains("<title>carousel-preview: 2 scenes</title>"))
    }

    // MARK: Flings

    private func flung(
        _ type: CarouselType, from offset: Double = 2, velocity: Double = 6,
        _ edit: (inout Scene) -> Void = { _ in }
    ) -> SceneResult {
        var scene = Scene(type: type)
        scene.scrollOffset = offset
        scene.fling = Fling(velocity: velocity)
        edit(&scene)
        return SceneResult(scene: scene)
    }

    /// The JSON in `<script type="application/json" id="ID">`.
    private func embeddedJSON(_ html: String, id: String) throws -> JSONValue {
        let text = try #require(
            captures(#"<script type="application/json" id="\#(id)">([\s\S]*?)</script>"#, in: html).first)
        return try JSONValue.parse(Data(text.utf8))
    }

    private func jsonNumbers(_ value: JSONValue?) -> [Double] {
        guard case .array(let elements)? = value else { return [] }
        return elements.compactMap { if case .number(let d) = $0 { d } else { nil } }
    }

    @Test(
        "a fling embeds every frame's placements as JSON, one box per index, and the player",
        arguments: [CarouselType.linear, .coverFlow2, .cylinder, .shelf])
    func framesData(type: CarouselType) throws {
        let result = flung(type, from: 2.3, velocity: 7) { $0.configuration.options.showBackfaces = false }
        let html = HTMLRenderer.render(result)
        let model = result.scene.model
        let animation = FlingAnimation(scene: result.scene, fling: result.fling!)
        let data = try embeddedJSON(html, id: "s0-frames")
        #expect(data["frameRate"] == .number(60))
        #expect(data["holdFrames"] == .number(Double(HTMLRenderer.loopHoldFrames)))
        #expect(jsonNumbers(data["indexes"]) == animation.indexes.map(Double.init))
        guard case .array(let frames)? = data["frames"] else {
            Issue.record("no frames")
            return
        }
        #expect(frames.count == animation.frames.count)
        for (frame, expected) in zip(frames, animation.frames) {
            guard case .array(let entries) = frame else {
                Issue.record("frame not an array")
                return
            }
            #expect(entries.count == expected.items.count)
            for (entry, item) in zip(entries, expected.items) {
                let e = jsonNumbers(entry)
                #expect(e.count == 20)
                #expect(Int(e[0]) == animation.indexes.firstIndex(of: item.index))
                #expect(approx(e[1], item.alpha, 1e-4) && Int(e[2]) == item.zIndex && (e[3] == 1) == item.isHidden)
                let matrix = HTMLRenderer.animatedTransform(item, center: model.center).rowMajor
                // Six decimals in the page.
                #expect(zip(e[4...], matrix).allSatisfy { abs($0 - $1) <= 5e-7 }, "\(type) item \(item.index)")
            }
        }
        // One box per index, in the order of `indexes`, all centred on the carousel's centre.
        let boxes = captures(#"(<div class="item[^>]*>)"#, in: html)
        #expect(boxes.count == animation.indexes.count)
        let left = RenderStyle.decimal(model.center.x - model.itemSize.width / 2) + "px"
        for (box, index) in zip(boxes, animation.indexes) {
            #expect(box.contains("data-index=\"\(index)\""))
            #expect(box.contains("left: \(left);"))
        }
        // The player: its controls, and one script driven by requestAnimationFrame.
        #expect(html.contains(#"<div class="scene" id="s0" data-frames="s0-frames""#))
        #expect(html.contains(#"<div class="player" data-scene="s0"><button type="button" class="play">"#))
        #expect(html.contains(#"<input type="checkbox" class="loop" checked>"#))
        #expect(captures(#"(<script>)"#, in: html).count == 1)
        #expect(html.contains(HTMLRenderer.playerScript))
        #expect(HTMLRenderer.playerScript.contains("requestAnimationFrame(this.tick)"))
    }

    @Test("without JavaScript the page shows the first frame; boxes not in it are hidden")
    func firstFrameInline() throws {
        let result = flung(.linear, from: 0, velocity: 20)  // runs from 0 to 6: items 7… appear later
        let html = HTMLRenderer.render(result)
        let animation = FlingAnimation(scene: result.scene, fling: result.fling!)
        let first = animation.frames[0].items
        let boxes = captures(#"(<div class="item[^>]*>)"#, in: html)
        #expect(animation.indexes.count > first.count)
        for (box, index) in zip(boxes, animation.indexes) {
            if let item = first.first(where: { $0.index == index }) {
                #expect(box.contains("transform: \(HTMLRenderer.matrix3d(item.transform))"))
                #expect(box.contains("z-index: \(item.zIndex);"))
            } else {
                #expect(box.contains("visibility: hidden"), "box \(index)")
            }
        }
    }

    @Test("a box centred on the carousel with the folded translation projects like the item's own box")
    func animatedTransformProjects() throws {
        // The shelf centres each item on its own place in the row.
        var scene = Scene(type: .shelf)
        scene.scrollOffset = 1.4
        let model = scene.model
        var moved = 0
        for item in model.placements(at: 1.4) {
            let m = HTMLRenderer.animatedTransform(item, center: model.center)
            if item.center != model.center { moved += 1 } else { #expect(m == item.transform) }
            let own = try #require(item.projectedCorners)
            let hw = item.size.width / 2
            let hh = item.size.height / 2
            for (corner, (x, y)) in zip(own, [(-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)]) {
                let p = try #require(m.project(x: x, y: y))
                #expect(approx(model.center.x + p.x, corner.x, 1e-9) && approx(model.center.y + p.y, corner.y, 1e-9))
            }
        }
        #expect(moved > 0)
    }

    @Test("pages stay self-contained; pages without a fling have no script")
    func selfContained() {
        let animated = HTMLRenderer.render([flung(.rotary), SceneResult(scene: Scene(type: .linear))])
        for reference in ["src=", "href=", "http:", "https:", "@import", "url("] {
            #expect(!animated.contains(reference), "\(reference)")
        }
        // The second scene is still and keeps the still layout.
        #expect(animated.contains(#"<div class="scene" style="width: 800px; height: 500px">"#))
        #expect(!HTMLRenderer.render(SceneResult(scene: Scene(type: .rotary))).contains("<script"))
    }

    @Test("ill-defined flings write no NaN or infinity", arguments: [Double.nan, .infinity, -.infinity])
    func badVelocities(velocity: Double) throws {
        let html = HTMLRenderer.render(flung(.coverFlow2, velocity: velocity) { $0.configuration.options.wrap = true })
        #expect(!html.contains("NaN") && !html.contains("Infinity") && !html.contains("inf,"))
        _ = try embeddedJSON(html, id: "s0-frames")
    }

    @Test(
        "the player shows every frame in order, pauses, replays and loops (run in Node.js)",
        .enabled(if: NodeJS.isAvailable))
    func playerRuns() throws {
        let results = [
            flung(.coverFlow2, from: 2.3, velocity: 8) {
                $0.configuration.scrollSettings.stopAtItemBoundary = false
                $0.configuration.scrollSettings.scrollToItemBoundary = false
            },
            SceneResult(scene: Scene(type: .linear)),
            flung(.shelf, from: 1, velocity: -9),
            flung(.rotary, from: 0.2, velocity: 1.5),
            flung(.wheel) { $0.configuration.numberOfItems = 0 },
        ]
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("player-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = dir.appendingPathComponent("page.html")
        try Data(HTMLRenderer.render(results).utf8).write(to: page)
        let output = try NodeJS.run(script: playerHarnessScript, arguments: [page.path])
        let summary = try JSONValue.parse(Data(output.utf8))
        #expect(summary["errors"] == .array([]), "\(output)")
        let counts = results.filter { $0.fling != nil }.map {
            Double(FlingAnimation(scene: $0.scene, fling: $0.fling!).frames.count)
        }
        #expect(jsonNumbers(summary["frameCounts"]) == counts)
        // Every frame but at most a few skipped to the fake clock's rounding.
        for (played, count) in zip(jsonNumbers(summary["played"]), counts) {
            #expect(played >= count - 3 && played <= count)
        }
        #expect(summary["buttons"] == .array(Array(repeating: .string("Replay"), count: counts.count)))
        #expect(summary["replay"]?["startFrame"] == .number(0))
        #expect(summary["replay"]?["pausedText"] == .string("Play"))
        #expect(summary["replay"]?["stillPaused"] == .bool(true))
        #expect(summary["replay"]?["queueWhilePaused"] == .number(0))
        #expect(summary["looped"] == .bool(true))
    }

    // MARK: Interactions

    @Test("an interaction embeds its frames, one box per item, the finger circle and its touches")
    func interactionData() throws {
        let result = try sceneResult(flingScene("coverFlow2", more: #", {"at": 1, "insert": [3, 4]}"#))
        let html = HTMLRenderer.render(result)
        let animation = InteractionAnimation(scene: result.scene, result: try #require(result.interaction))
        let data = try embeddedJSON(html, id: "s0-frames")
        #expect(data["frameRate"] == .number(60))
        #expect(jsonNumbers(data["indexes"]) == animation.boxes.map { Double($0.index) })
        guard case .array(let frames)? = data["frames"], case .array(let touches)? = data["touches"] else {
            Issue.record("no frames or touches")
            return
        }
        #expect(frames.count == animation.frames.count && touches.count == frames.count)
        for (frame, expected) in zip(frames, animation.frames) {
            guard case .array(let entries) = frame else {
                Issue.record("frame not an array")
                return
            }
            #expect(entries.map { Int(jsonNumbers($0)[0]) } == expected.items.map(\.slot))
            for (entry, placed) in zip(entries, expected.items) {
                let matrix = HTMLRenderer.animatedTransform(placed.item, center: animation.center).rowMajor
                // Six decimals (a tie such as 1.1071875 may round either way).
                #expect(zip(jsonNumbers(entry)[4...], matrix).allSatisfy { abs($0 - $1) <= 1e-6 })
            }
        }
        // The finger: its box's corner, opacity and scale while down; null after.
        let r = InteractionAnimation.fingerRadius
        #expect(touches[0] == .array([.number(400 - r), .number(250 - r), .number(0.45), .number(1)]))
        #expect(touches[3] == .array([.number(330 - r), .number(250 - r), .number(0.45), .number(1)]))
        #expect(touches[10] == .null)
        #expect(
            html.contains(
                #"<div class="finger" style="left: 378px; top: 228px; width: 44px; height: 44px; opacity: 0.45; transform: scale(1)"></div>"#
            ))
        // Boxes carry labels: inserted items read "+i".
        let labels = captures(#"<div class="item[^"]*" data-index="-?\d+" style="[^"]*">([^<]*)</div>"#, in: html)
        #expect(labels == animation.boxes.map(\.label))
        #expect(labels.contains("+3") && labels.contains("+4"))
        #expect(html.contains("replays touchDown, dragTo, touchUp, insert over"))
    }

    @Test("flings keep their page: no touches, no finger")
    func flingsHaveNoFinger() throws {
        let html = HTMLRenderer.render(flung(.linear))
        #expect(try embeddedJSON(html, id: "s0-frames")["touches"] == nil)
        #expect(!html.contains(#"<div class="finger""#))
    }

    @Test(
        "the player plays interactions with the finger drawn, next to flings (run in Node.js)",
        .enabled(if: NodeJS.isAvailable))
    func playerRunsInteractions() throws {
        let results = [
            try sceneResult(
                """
                {"type": "linear", "interaction": {"events": [{"at": 0, "touchDown": [600, 250]}, {"at": 0.05, "touchUp": [0, 0]}]}}
                """),
            try sceneResult(
                flingScene(
                    "coverFlow2", settings: #""layoutDirection": "rightToLeft", "frameRate": 120, "#,
                    more: #", {"at": 0.5, "delete": [0, 1]}"#)),
            flung(.rotary, from: 0.2, velocity: 3),
            try sceneResult(#"{"type": "wheel", "interaction": {"events": [{"at": 0.2, "scrollTo": 6}]}}"#),
        ]
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("player-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = dir.appendingPathComponent("page.html")
        try Data(HTMLRenderer.render(results).utf8).write(to: page)
        let output = try NodeJS.run(script: playerHarnessScript, arguments: [page.path])
        let summary = try JSONValue.parse(Data(output.utf8))
        #expect(summary["errors"] == .array([]), "\(output)")
        let counts = results.map { result -> Double in
            if let interaction = result.interaction {
                return Double(InteractionAnimation(scene: result.scene, result: interaction).frames.count)
            }
            return Double(FlingAnimation(scene: result.scene, fling: result.fling!).frames.count)
        }
        #expect(jsonNumbers(summary["frameCounts"]) == counts)
        for (played, count) in zip(jsonNumbers(summary["played"]), counts) {
            #expect(played >= count - 3 && played <= count)
        }
        // The tap: down for 3 frames, then an 18-frame flash; the drag: down for 6 of 60 Hz; the
        // fling has no finger; the scroll no touch at all.
        let fingers = jsonNumbers(summary["fingerFrames"])
        #expect(fingers.count == 4)
        #expect(fingers[0] >= 18 && fingers[0] <= 21)
        #expect(fingers[1] >= 5 && fingers[1] <= 6)
        #expect(fingers[2] == -1 && fingers[3] == 0)
        #expect(summary["buttons"] == .array(Array(repeating: .string("Replay"), count: 4)))
        #expect(summary["looped"] == .bool(true))
    }
}
