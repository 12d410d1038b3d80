@_spi(Plumbing) import CarouselCore
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselPreview

@Suite("InteractionResult")
struct InteractionResultTests {
    /// The keys of an object, in order.
    private func keys(_ value: JSONValue?) -> [String] {
        guard case .object(let members)? = value else { return [] }
        return members.map(\.0)
    }

    private func elements(_ value: JSONValue?) -> [JSONValue] {
        guard case .array(let elements)? = value else { return [] }
        return elements
    }

    @Test("the scene's JSON result gains an interaction object with the contract's keys")
    func shape() throws {
        let result = try sceneResult(flingScene())
        let json = result.json
        #expect(keys(json) == ["scrollOffset", "currentItemIndex", "items", "interaction"])
        // The top level stays the start state.
        #expect(json["scrollOffset"] == .number(0))
        let interaction = try #require(json["interaction"])
        #expect(keys(interaction) == ["frames", "events", "frameClock", "end", "taps", "refused"])
        let frames = elements(interaction["frames"])
        #expect(frames.count == 50)
        // The content offset is the collection view's: 200 pt per item, so the 70 pt drag is 0.35
        // items and item 3 rests at 600 pt.
        let origin = JSONValue.array([.number(0), .number(0)])
        #expect(
            frames[0]
                == .object([
                    ("at", .number(0)), ("scrollOffset", .number(0)), ("currentItemIndex", .number(0)),
                    ("contentOffset", origin), ("inCharge", .bool(true)), ("layout", .string("carousel")),
                ]))
        #expect(
            frames[3]
                == .object([
                    ("at", .number(0.05)), ("scrollOffset", .number(0.35)), ("currentItemIndex", .number(0)),
                    ("contentOffset", .array([.number(70), .number(0)])), ("inCharge", .bool(true)),
                    ("layout", .string("carousel")),
                ]))
        #expect(keys(frames[49]) == ["at", "scrollOffset", "currentItemIndex", "contentOffset", "inCharge", "layout"])
        #expect(frames[49]["contentOffset"] == .array([.number(600), .number(0)]))
        let events = elements(interaction["events"])
        #expect(
            events.map { $0["event"] }
                == [
                    "willBeginDragging", "didEndDragging", "willComeToRest", "willBeginDecelerating",
                    "currentItemDidChange", "currentItemDidChange", "currentItemDidChange", "didEndDecelerating",
                ].map(JSONValue.string))
        #expect(events[0] == .object([("at", .number(0.05)), ("event", .string("willBeginDragging"))]))
        #expect(
            events[1]
                == .object([
                    ("at", .number(0.1)), ("event", .string("didEndDragging")), ("willDecelerate", .bool(true)),
                ]))
        #expect(
            events[2] == .object([("at", .number(0.1)), ("event", .string("willComeToRest")), ("index", .number(3))]))
        #expect(events[4]["index"] == .number(1) && events[6]["index"] == .number(3))
        #expect(events[7] == .object([("at", .number(49.0 / 60)), ("event", .string("didEndDecelerating"))]))
        let clock = elements(interaction["frameClock"])
        #expect(clock.map { keys($0) } == [["at", "running", "frameRate"], ["at", "running", "frameRate"]])
        #expect(clock.map { $0["running"] } == [.bool(true), .bool(false)])
        #expect(clock[0]["at"] == .number(0.1))
        #expect(
            interaction["end"]
                == .object([
                    ("at", .number(49.0 / 60)), ("scrollOffset", .number(3)), ("currentItemIndex", .number(3)),
                    ("numberOfItems", .number(12)), ("atRest", .bool(true)),
                ]))
        #expect(interaction["taps"] == .array([]) && interaction["refused"] == .array([]))
        // It prints and parses back.
        #expect(try JSONValue.parse(Data(json.rendered().utf8)) == json)
    }

    @Test("event fields: index for selections, changes and announcements; text for announcements")
    func eventFields() {
        let events: [(InteractionResult.Event, JSONValue)] = [
            (
                .init(time: 1, event: .didSelectItem(index: 4)),
                .object([("at", .number(1)), ("event", .string("didSelectItem")), ("index", .number(4))])
            ),
            (
                .init(time: 2, event: .currentItemDidChange(index: -1)),
                .object([("at", .number(2)), ("event", .string("currentItemDidChange")), ("index", .number(-1))])
            ),
            (
                .init(time: 3, event: .announcement(index: 2), text: "Item 3 of 5"),
                .object([
                    ("at", .number(3)), ("event", .string("announcement")), ("index", .number(2)),
                    ("text", .string("Item 3 of 5")),
                ])
            ),
            (
                .init(time: 4, event: .didEndDragging(willDecelerate: false)),
                .object([("at", .number(4)), ("event", .string("didEndDragging")), ("willDecelerate", .bool(false))])
            ),
            (
                .init(time: 5, event: .willBeginScrollingAnimation),
                .object([("at", .number(5)), ("event", .string("willBeginScrollingAnimation"))])
            ),
        ]
        for (event, expected) in events { #expect(InteractionResult.json(for: event) == expected) }
    }

    @Test("Cover Flow 2 lists the toggle in every frame and at the end")
    func toggle() throws {
        let json = try sceneResult(flingScene("coverFlow2")).json
        let frames = elements(json["interaction"]?["frames"])
        #expect(
            frames.allSatisfy {
                keys($0) == ["at", "scrollOffset", "currentItemIndex", "toggle", "contentOffset", "inCharge", "layout"]
            })
        #expect(
            keys(json["interaction"]?["end"]) == [
                "at", "scrollOffset", "currentItemIndex", "numberOfItems", "toggle", "atRest",
            ])
    }

    @Test("taps and refusals are listed, each refusal with the engine's reason")
    func tapsAndRefusals() throws {
        let json = try sceneResult(
            """
            {"type": "linear", "interaction": {"events": [{"at": 0, "touchDown": [600, 250]}, {"at": 0.05, "touchUp": [0, 0]},
             {"at": 1, "touchDown": [100, 250]}, {"at": 1.1, "dragTo": [120, 250]}, {"at": 1.2, "scrollTo": 0},
             {"at": 1.3, "touchUp": [0, 0]}]}}
            """
        ).json
        #expect(
            json["interaction"]?["taps"]
                == .array([
                    .object([
                        ("at", .number(0.05)), ("point", .array([.number(600), .number(250)])), ("item", .number(1)),
                    ])
                ]))
        #expect(
            json["interaction"]?["refused"]
                == .array([
                    .object([
                        ("at", .number(1.2)), ("input", .string("scrollTo")),
                        ("reason", .string("the carousel is being dragged")),
                    ])
                ]))
    }

    @Test("the end scene has the end's items, bounds, offset and toggle, and no interaction")
    func endScene() throws {
        let result = try sceneResult(
            """
            {"type": "coverFlow2", "scrollOffset": 5, "interaction": {"layoutDirection": "rightToLeft",
             "events": [{"at": 0, "insert": [0]}, {"at": 0.5, "bounds": [400, 300]}]}}
            """)
        let interaction = try #require(result.interaction)
        let end = interaction.endScene(of: result.scene)
        #expect(end.configuration.numberOfItems == 13 && end.configuration.bounds == Size2D(width: 400, height: 300))
        #expect(end.scrollOffset == 6 && end.toggle == interaction.end.toggle)
        #expect(end.interaction == nil && end.configuration.layoutDirection == .rightToLeft)
        #expect(
            end.configuration.type == .coverFlow2 && end.configuration.itemSize == result.scene.configuration.itemSize)
    }

    @Test("the end frame is the last tick's, or after events past it, the view after them")
    func endFrame() throws {
        let r = try replay(flingScene())
        #expect(r.endFrame == r.frames.last)
        // until 0.125 falls between ticks 7 (0.1167) and 8: the jump at 0.12 is drawn at the end.
        let cut = try replay(
            """
            {"type": "linear", "interaction": {"until": 0.125, "events": [{"at": 0.12, "scrollTo": 3, "animated": false}]}}
            """)
        #expect(cut.frames.last?.contentOffset == Point2D(x: 0, y: 0))
        #expect(cut.endFrame.time == 0.125 && cut.endFrame.contentOffset == Point2D(x: 600, y: 0))
        #expect(cut.endFrame.items.first { $0.offset == 0 }?.index == 3)
    }

    /// The usable area of 800 × 500 pt less insets (10, 20, 30, 40) is 740 × 460 pt from (20, 10):
    /// its centre is (20 + 370, 10 + 230) = (390, 240).
    @Test("the end's centre is the usable area's, in view points")
    func endCenter() throws {
        let result = try sceneResult(
            #"{"type": "linear", "interaction": {"events": [{"at": 0, "insets": [10, 20, 30, 40]}]}}"#)
        let interaction = try #require(result.interaction)
        #expect(interaction.endCenter(of: result.scene) == Point2D(x: 390, y: 240))
        #expect(interaction.endFrame.items.first { $0.index == 0 }?.center == Point2D(x: 390, y: 240))
    }
}
