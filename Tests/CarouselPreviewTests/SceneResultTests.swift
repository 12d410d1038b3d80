@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@_spi(Plumbing) @testable import CarouselPreview

@Suite("SceneResult")
struct SceneResultTests {
    private func numbers(_ value: JSONValue?) -> [Double] {
        guard case .array(let elements)? = value else { return [] }
        return elements.compactMap { if case .number(let d) = $0 { d } else { nil } }
    }

    private func points(_ value: JSONValue?) -> [[Double]]? {
        guard case .array(let elements)? = value else { return nil }
        return elements.map(numbers)
    }

    @Test("the JSON result holds the core's numbers for every item", arguments: CarouselType.allCases)
    func matchesCore(type: CarouselType) throws {
        var generator = SeededGenerator(seed: 42)
        for vertical in [false, true] {
            for _ in 0..<5 {
                var scene = Scene(type: type)
                scene.configuration.isVertical = vertical
                scene.configuration.numberOfPlaceholders = Int.random(in: 0...3, using: &generator)
                scene.scrollOffset = Double.random(in: -2...14, using: &generator)
                let model = scene.model
                let clamped = model.clampedScrollOffset(scene.scrollOffset)
                let placements = model.placements(at: clamped)
                let json = SceneResult(scene: scene).json
                #expect(json["scrollOffset"] == .number(clamped))
                #expect(json["currentItemIndex"] == .number(Double(model.currentItemIndex(at: clamped))))
                guard case .array(let items)? = json["items"] else {
                    Issue.record("no items")
                    return
                }
                #expect(items.count == placements.count)
                for (item, p) in zip(items, placements) {
                    #expect(item["index"] == .number(Double(p.index)))
                    #expect(item["offset"] == .number(p.offset))
                    #expect(numbers(item["transform"]) == p.transform.rowMajor)
                    #expect(item["alpha"] == .number(p.alpha))
                    #expect(item["isHidden"] == .bool(p.isHidden))
                    #expect(item["zIndex"] == .number(Double(p.zIndex)))
                    #expect(numbers(item["center"]) == [p.center.x, p.center.y])
                    #expect(numbers(item["size"]) == [p.size.width, p.size.height])
                    #expect(item["isPlaceholder"] == .bool(p.isPlaceholder))
                    if let corners = p.projectedCorners {
                        #expect(points(item["corners"]) == corners.map { [$0.x, $0.y] })
                    } else {
                        #expect(item["corners"] == .null)
                    }
                }
            }
        }
    }

    @Test("keys appear in the order the README lists them")
    func keyOrder() throws {
        let json = SceneResult(scene: Scene(type: .linear)).json
        guard case .object(let top) = json, case .array(let items)? = json["items"],
            case .object(let first)? = items.first
        else {
            Issue.record("unexpected shape")
            return
        }
        #expect(top.map(\.0) == ["scrollOffset", "currentItemIndex", "items"])
        #expect(
            first.map(\.0) == [
                "index", "offset", "transform", "alpha", "isHidden", "zIndex", "center",
                "size", "corners", "isPlaceholder",
            ])
    }

    @Test(
        "the scroll offset is clamped as iCarousel does at rest",
        arguments: [
            // Linear, 12 items, bouncing 1 item past the ends: [−1, 12].
            (CarouselType.linear, true, 20.0, 12.0, 11),
            (.linear, true, -3, -1, 0),
            // Without bouncing: [0, 11].
            (.linear, false, 20, 11, 11),
            // Rotary wraps: 14.5 mod 12 = 2.5; currentItemIndex rounds halves away from zero → 3.
            (.rotary, true, 14.5, 2.5, 3),
            (.rotary, true, -1, 11, 11),
        ])
    func clamping(type: CarouselType, bounces: Bool, offset: Double, clamped: Double, current: Int) {
        var scene = Scene(type: type)
        scene.configuration.scrollSettings.bounces = bounces
        scene.scrollOffset = offset
        let result = SceneResult(scene: scene)
        #expect(result.scrollOffset == clamped)
        #expect(result.currentItemIndex == current)
    }

    @Test("corners of a linear item, by hand")
    func linearCorners() throws {
        // Linear at scrollOffset 1, eye moved 10 pt right: item 2 sits one item width (200) right
        // of the centre, minus the viewpoint offset: transform translation x = 190, z = 0, so w = 1.
        // Centre (400, 250) + (190 ± 100, ±100).
        var scene = Scene(type: .linear)
        scene.scrollOffset = 1
        scene.configuration.viewpointOffset = Point2D(x: 10, y: 0)
        let item = try #require(SceneResult(scene: scene).items.first { $0.index == 2 })
        let corners = try #require(item.projectedCorners)
        let expected: [(Double, Double)] = [(490, 150), (690, 150), (690, 350), (490, 350)]
        for (c, e) in zip(corners, expected) {
            #expect(approx(c.x, e.0) && approx(c.y, e.1), "\(c) != \(e)")
        }
    }

    @Test("corners of a receding Time Machine item, by hand")
    func timeMachineCorners() throws {
        // Time Machine at scrollOffset 1: item 0 has offset −1, so it moves offset·w·tilt =
        // −1·200·0.3 = −60 pt across and offset·w·spacing = −200 pt deep. With m34 = −1/500 the
        // corners divide by w = 1 + 200/500 = 1.4: x = (±100 − 60)/1.4, y = ±100/1.4, plus (400, 250).
        var scene = Scene(type: .timeMachine)
        scene.scrollOffset = 1
        let item = try #require(SceneResult(scene: scene).items.first { $0.index == 0 })
        let corners = try #require(item.projectedCorners)
        let xs = [(-100.0 - 60) / 1.4, (100.0 - 60) / 1.4, (100.0 - 60) / 1.4, (-100.0 - 60) / 1.4]
        let ys = [-100 / 1.4, -100 / 1.4, 100 / 1.4, 100 / 1.4]
        for i in 0..<4 {
            #expect(
                approx(corners[i].x, 400 + xs[i]) && approx(corners[i].y, 250 + ys[i]), "corner \(i): \(corners[i])")
        }
    }

    @Test("corners are null for an item behind the eye")
    func behindTheEye() throws {
        // Time Machine items ahead of the current one come toward the viewer by 200 pt per item;
        // item 3 reaches z = 600 pt, past the eye at 500 pt (w = 1 − 600/500 < 0). fadeMax 100
        // keeps it visible.
        var scene = Scene(type: .timeMachine)
        try scene.setOption("fadeMax", to: 100)
        let json = SceneResult(scene: scene).json
        guard case .array(let items)? = json["items"] else {
            Issue.record("no items")
            return
        }
        let item3 = try #require(items.first { $0["index"] == .number(3) })
        let item2 = try #require(items.first { $0["index"] == .number(2) })
        #expect(item3["corners"] == .null)
        #expect(points(item2["corners"])?.count == 4)
    }

    @Test("placeholders have indexes outside the items and are flagged")
    func placeholders() {
        var scene = Scene(type: .linear)
        scene.configuration.numberOfPlaceholders = 4
        let items = SceneResult(scene: scene).items
        // Window of ceil(800/200) + 2 = 6 slots from the lowest index, −ceil(4/2) = −2.
        #expect(items.map(\.index) == [-2, -1, 0, 1, 2, 3])
        #expect(items.map(\.isPlaceholder) == [true, true, false, false, false, false])
    }

    @Test(
        "the previewer's placeholders are the collection-view layout's: same indexes, offsets, transforms, alpha and z-order",
        arguments: [CarouselType.linear, .coverFlow, .rotary, .timeMachine])
    func placeholdersMatchTheLayout(type: CarouselType) {
        var scene = Scene(type: type)
        scene.configuration.numberOfItems = 3
        scene.configuration.numberOfPlaceholders = 2
        scene.configuration.options.wrap = false
        let result = SceneResult(scene: scene)
        // The layout in an 800 × 500 pt collection view of one section of 3 items, at rest on item 0.
        var driver = LayoutDriver(settings: scene.configuration.settings)
        _ = driver.prepare(
            LayoutDriver.Host(
                bounds: Rect2D(x: 0, y: 0, width: 800, height: 500), insets: .zero, sectionCounts: [3],
                isRightToLeft: false))
        let laidOut = driver.attributes(in: Rect2D(x: -1e5, y: -1e5, width: 2e5, height: 2e5))
        let placeholders = laidOut.filter { $0.elementKind != nil }.map(\.placement)
        #expect(!placeholders.isEmpty)
        #expect(placeholders == result.items.filter(\.isPlaceholder), "\(type)")
        #expect(laidOut.map(\.placement) == result.items, "\(type)")
    }

    @Test("back to front means ascending zIndex")
    func backToFront() {
        for type in CarouselType.allCases {
            var scene = Scene(type: type)
            scene.scrollOffset = 4.3
            let result = SceneResult(scene: scene)
            let z = result.itemsBackToFront.map(\.zIndex)
            #expect(z == z.sorted(), "\(type)")
            #expect(Set(result.itemsBackToFront.map(\.index)) == Set(result.items.map(\.index)))
        }
    }

    @Test("with a fling the JSON adds the resting offset, index, duration and trajectory after the start state")
    func flingJSON() throws {
        var scene = Scene(type: .linear)
        scene.scrollOffset = 2
        scene.fling = Fling(velocity: 6)
        let result = SceneResult(scene: scene)
        let json = result.json
        guard case .object(let top) = json else {
            Issue.record("not an object")
            return
        }
        #expect(
            top.map(\.0) == [
                "scrollOffset", "currentItemIndex", "items", "restingOffset", "restingItemIndex",
                "duration", "trajectory",
            ])
        // The start state is the still scene's.
        var still = scene
        still.fling = nil
        #expect(json["scrollOffset"] == .number(2) && json["items"] == SceneResult(scene: still).json["items"])
        // d = 6 / (60 × 0.05) = 2: from 2 to 4 in 2/3 s, then 0.01 s on the item; 42 samples.
        #expect(json["restingOffset"] == .number(4))
        #expect(json["restingItemIndex"] == .number(4))
        #expect(json["duration"] == .number(result.fling!.duration))
        #expect(numbers(json["trajectory"]) == result.fling!.trajectory)
        #expect(numbers(json["trajectory"]).count == 42)
        // Without a fling, none of these keys.
        #expect(SceneResult(scene: still).json["trajectory"] == nil)
    }

    @Test(
        "NaN and infinite velocities given in code print no null numbers",
        arguments: [Double.nan, .infinity, -.infinity])
    func flingBadVelocity(velocity: Double) {
        for wraps in [false, true] {
            var scene = Scene(type: .rotary)
            scene.configuration.options.wrap = wraps
            scene.scrollOffset = 3
            scene.fling = Fling(velocity: velocity, dragStartOffset: .nan)
            let json = SceneResult(scene: scene).json
            let text = json.rendered()
            // "corners": null is the only null a result may hold; rotary items are never behind the eye.
            #expect(!text.contains("null") && !text.contains("nan") && !text.contains("inf"), "\(velocity)")
            #expect(numbers(json["trajectory"]).allSatisfy { $0.isFinite })
        }
    }
}
