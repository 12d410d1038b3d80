@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselPreview

@Suite("InteractionAnimation")
struct InteractionAnimationTests {
    private func animation(_ json: String) throws -> (InteractionAnimation, SceneResult) {
        let result = try sceneResult(json)
        return (InteractionAnimation(scene: result.scene, result: try #require(result.interaction)), result)
    }

    @Test("each frame holds the layout's items at the tick: the model's placements in sight at its offset")
    func placements() throws {
        let (a, result) = try animation(flingScene())
        let replay = try #require(result.interaction)
        #expect(a.stride == 1 && a.frameRate == 60)
        #expect(a.frames.count == replay.frames.count)
        let model = result.scene.model
        for (frame, tick) in zip(a.frames, replay.frames) {
            #expect(frame.time == tick.time && frame.scrollOffset == tick.scrollOffset)
            #expect(frame.items.map(\.item) == tick.items)
            // The layout hands out the placements that may be visible in the bounds (no insets).
            #expect(drawSame(tick.items, visiblePlacements(model, at: tick.scrollOffset)))
            // Without updates, boxes are indexes.
            #expect(frame.items.allSatisfy { a.boxes[$0.slot].identity == .item($0.item.index) })
        }
        #expect(a.boxes.map(\.index) == a.boxes.map(\.index).sorted())
        #expect(a.center == model.center && a.size == result.scene.configuration.bounds)
    }

    @Test("faster replays are thinned to at most 60 frames a second, keeping the last tick")
    func stride() throws {
        let (a, result) = try animation(flingScene(settings: #""frameRate": 240, "#))
        let ticks = try #require(result.interaction).frames
        #expect(a.stride == 4 && a.frameRate == 60)
        #expect(a.frames.first?.time == 0 && a.frames.last?.time == ticks.last?.time)
        #expect(a.frames.dropLast().enumerated().allSatisfy { $0.element.time == ticks[$0.offset * 4].time })
        let (b, _) = try animation(flingScene(settings: #""frameRate": 90, "#))
        #expect(b.stride == 2 && b.frameRate == 45)
        let (c, _) = try animation(flingScene(settings: #""frameRate": 24, "#))
        #expect(c.stride == 1 && c.frameRate == 24)
    }

    @Test("the finger is drawn while down; a tap flashes, growing and fading")
    func touches() throws {
        let (drag, _) = try animation(flingScene())
        let r = InteractionAnimation.fingerRadius
        #expect(r == 22)
        #expect(
            drag.frames[0].touch == InteractionAnimation.Touch(center: Point2D(x: 400, y: 250), opacity: 0.45, scale: 1)
        )
        #expect(drag.frames[3].touch?.center == Point2D(x: 330, y: 250))
        #expect(drag.frames[6].touch == nil)  // released at 0.1: no tap, no flash

        let (tap, _) = try animation(
            """
            {"type": "linear", "interaction": {"events": [{"at": 0, "touchDown": [600, 250]}, {"at": 0.05, "touchUp": [0, 0]}]}}
            """)
        #expect(tap.frames[2].touch?.opacity == 0.45)
        // 0.05 s: the flash starts at full strength; half-way through its 0.3 s it is half as strong, 1.5× as large.
        #expect(
            tap.frames[3].touch == InteractionAnimation.Touch(center: Point2D(x: 600, y: 250), opacity: 0.7, scale: 1))
        let half = try #require(tap.frames[12].touch)
        #expect(approx(half.opacity, 0.35) && approx(half.scale, 1.5))
        #expect(tap.frames[22].touch == nil)  // 0.367 s: over
        #expect(tap.frames[20].touch != nil)
    }

    @Test("an item keeps its box through an insert before it; the new item gets its own box")
    func identities() throws {
        let (a, _) = try animation(
            #"{"type": "linear", "scrollOffset": 5, "interaction": {"events": [{"at": 0.1, "insert": [0, 6]}]}}"#)
        func centre(_ frame: InteractionAnimation.Frame) -> InteractionAnimation.Box? {
            frame.items.first { abs($0.item.offset) < 1e-9 }.map { a.boxes[$0.slot] }
        }
        #expect(centre(a.frames[0])?.identity == .item(5))
        let last = try #require(a.frames.last)
        #expect(last.scrollOffset == 7)
        // Index 7 now, the same item and box.
        #expect(centre(last)?.identity == .item(5) && centre(last)?.label == "5")
        let inserted = a.boxes.filter { if case .inserted = $0.identity { true } else { false } }
        #expect(inserted.map(\.label) == ["+6"])  // index 0 is out of sight
        #expect(inserted.first?.identity == .inserted(generation: 1, index: 6))
        #expect(inserted.first.map { $0.colourIndex != 6 } == true)
        // Items on either side keep their boxes too: old 6 is new 8, old 4 new 5 (the layout hands
        // out only the items in sight: new 5 to 9 in 800 pt around 7).
        let boxes = Dictionary(uniqueKeysWithValues: last.items.map { ($0.item.index, a.boxes[$0.slot].identity) })
        #expect(boxes.keys.sorted() == [5, 6, 7, 8, 9])
        #expect(boxes[8] == .item(6) && boxes[5] == .item(4) && boxes[6] == .inserted(generation: 1, index: 6))
    }

    @Test("identities follow deletes, reloads and resizes")
    func identityOrigins() {
        var plan = UpdatePlan(oldCount: 12, newCount: 10, changes: [.delete(0..<2)])
        let g = InteractionResult.Generation.self
        var resolver = InteractionAnimation.IdentityResolver(generations: [
            g.init(numberOfItems: 12, bounds: Size2D(width: 800, height: 500), origin: .start),
            g.init(numberOfItems: 10, bounds: Size2D(width: 800, height: 500), origin: .update(plan)),
            g.init(numberOfItems: 10, bounds: Size2D(width: 400, height: 500), origin: .resize),
            g.init(numberOfItems: 4, bounds: Size2D(width: 400, height: 500), origin: .reload),
        ])
        #expect(resolver.identity(of: 0, in: 1) == .item(2))
        #expect(resolver.identity(of: 0, in: 2) == .item(2))
        #expect(resolver.identity(of: 0, in: 3) == .item(0))
        plan = UpdatePlan(oldCount: 1, newCount: 2, changes: [.insert(1..<2)])
        var inserting = InteractionAnimation.IdentityResolver(generations: [
            g.init(numberOfItems: 1, bounds: Size2D(width: 800, height: 500), origin: .start),
            g.init(numberOfItems: 2, bounds: Size2D(width: 800, height: 500), origin: .update(plan)),
            g.init(numberOfItems: 2, bounds: Size2D(width: 800, height: 500), origin: .resize),
        ])
        #expect(inserting.identity(of: 1, in: 2) == .inserted(generation: 1, index: 1))
        #expect(inserting.identity(of: 0, in: 2) == .item(0))
    }

    @Test("Cover Flow 2's frames use the engine's toggle")
    func coverFlow2() throws {
        let (a, result) = try animation(flingScene("coverFlow2"))
        let ticks = try #require(result.interaction).frames
        let config = result.scene.configuration
        var checked = 0
        for (frame, tick) in zip(a.frames, ticks) where tick.toggle != 0 {
            #expect(frame.toggle == tick.toggle)
            #expect(
                drawSame(
                    frame.items.map(\.item),
                    visiblePlacements(CarouselModel(config), at: tick.scrollOffset, toggle: tick.toggle)))
            checked += 1
        }
        #expect(checked > 10)
    }

    @Test("a resize: the scene is as large as the largest bounds, boxes stay on the first centre")
    func resize() throws {
        let (a, _) = try animation(
            #"{"type": "linear", "interaction": {"events": [{"at": 0.1, "bounds": [1000, 300]}]}}"#)
        #expect(a.size == Size2D(width: 1000, height: 500))
        #expect(a.center == Point2D(x: 400, y: 250))
        let last = try #require(a.frames.last?.items.first { $0.item.index == 0 })
        #expect(last.item.center == Point2D(x: 500, y: 150))
    }
}
