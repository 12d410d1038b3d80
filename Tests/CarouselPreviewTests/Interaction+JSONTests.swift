@_spi(Plumbing) import CarouselCore
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselPreview

@Suite("Interaction+JSON")
struct InteractionJSONTests {
    private func scene(_ text: String) throws -> Scene {
        try Scene.decodeScenes(from: Data(text.utf8)).scenes[0]
    }

    private func error(_ text: String) throws -> String {
        try #require(previewError { _ = try Scene.decodeScenes(from: Data(text.utf8)) }).message
    }

    @Test("the format's example: every field, and the layout direction goes to the scene")
    func example() throws {
        let s = try scene(
            """
            {"type": "linear", "interaction": {
              "layoutDirection": "rightToLeft", "frameRate": 120, "until": 6.0,
              "events": [
                {"at": 0.00, "touchDown": [400, 250]},
                {"at": 0.05, "dragTo": [330, 250]},
                {"at": 0.10, "touchUp": [-1500, 0]},
                {"at": 2.00, "scrollTo": 7, "animated": true}]}}
            """)
        #expect(s.configuration.layoutDirection == .rightToLeft)
        #expect(s.configuration.layoutDirection == .rightToLeft)
        #expect(
            s.interaction
                == Interaction(
                    events: [
                        .init(at: 0, .touchDown(Point2D(x: 400, y: 250))),
                        .init(at: 0.05, .dragTo(Point2D(x: 330, y: 250))),
                        .init(at: 0.1, .touchUp(velocity: Point2D(x: -1500, y: 0))),
                        .init(at: 2, .scrollTo(7, animated: true)),
                    ], frameRate: 120, until: 6))
    }

    @Test("defaults: left to right, 60 ticks a second, no until, no events")
    func defaults() throws {
        let s = try scene(#"{"type": "linear", "interaction": {}}"#)
        #expect(s.configuration.layoutDirection == .leftToRight)
        #expect(s.interaction == Interaction())
        #expect(Interaction().frameRate == 60 && Interaction().until == nil)
        #expect(try scene(#"{"type": "linear"}"#).interaction == nil)
        #expect(Scene.fieldNames.contains("interaction"))
    }

    @Test(
        "every event kind",
        arguments: [
            (#"{"at": 0, "scrollBy": -3}"#, Interaction.Action.scrollBy(-3, animated: true)),
            (#"{"at": 0, "scrollBy": 2, "animated": false}"#, .scrollBy(2, animated: false)),
            (#"{"at": 0, "scrollTo": 3}"#, .scrollTo(3, animated: true)),
            (#"{"at": 0, "scrollTo": 3, "animated": 0}"#, .scrollTo(3, animated: false)),
            (#"{"at": 0, "autoscroll": -0.5}"#, .autoscroll(-0.5)),
            (#"{"at": 0, "automaticSliding": 2.5}"#, .automaticSliding(2.5)),
            (#"{"at": 0, "automaticSliding": 0}"#, .automaticSliding(0)),
            (#"{"at": 0, "numberOfItems": 4}"#, .numberOfItems(4)),
            (#"{"at": 0, "insert": [5, 0, 1]}"#, .insert([0, 1, 5])),
            (#"{"at": 0, "delete": [2]}"#, .delete([2])),
            (#"{"at": 0, "bounds": [320, 480]}"#, .bounds(Size2D(width: 320, height: 480))),
            (#"{"at": 0, "insets": [91, 0, 34.5, -2]}"#, .insets(top: 91, left: 0, bottom: 34.5, right: -2)),
            (#"{"at": 0, "voiceOver": true}"#, .voiceOver(true)),
            (#"{"at": 0, "reduceMotion": false}"#, .reduceMotion(false)),
            (#"{"at": 0, "inWindow": false}"#, .inWindow(false)),
            (#"{"at": 0, "touchDown": [1.5, -2]}"#, .touchDown(Point2D(x: 1.5, y: -2))),
            (#"{"at": 0, "key": "pageDown"}"#, .key(.pageDown)),
            (#"{"at": 0, "focus": "left"}"#, .focus(.left)),
            (#"{"at": 0, "focus": "next"}"#, .focus(.next)),
            (#"{"at": 0, "focused": true}"#, .focused(true)),
            (#"{"at": 0, "focused": false}"#, .focused(false)),
            (#"{"at": 0, "focusItem": 2}"#, .focusItem(2)),
            (#"{"at": 0, "activate": true}"#, .activate),
            (#"{"at": 0, "wheel": [0, -1]}"#, .wheel(ScrollWheelEvent(delta: Point2D(x: 0, y: -1)))),
            (
                #"{"at": 0, "wheel": [-12.5, 1], "phase": "changed", "precise": true}"#,
                .wheel(ScrollWheelEvent(delta: Point2D(x: -12.5, y: 1), phase: .changed, isPrecise: true))
            ),
            (
                #"{"at": 0, "wheel": [-3, 0], "phase": "none", "momentum": "began", "precise": true}"#,
                .wheel(ScrollWheelEvent(delta: Point2D(x: -3, y: 0), momentumPhase: .began, isPrecise: true))
            ),
        ])
    func kinds(text: String, action: Interaction.Action) throws {
        let s = try scene(#"{"type": "linear", "interaction": {"events": [\#(text)]}}"#)
        #expect(s.interaction?.events == [Interaction.Event(at: 0, action)])
        #expect(Interaction.eventKinds.contains(action.name))
    }

    @Test("events at equal times keep their order")
    func equalTimes() throws {
        let s = try scene(
            """
            {"type": "linear", "interaction": {"events": [{"at": 1, "voiceOver": true}, {"at": 1, "scrollTo": 2}]}}
            """)
        #expect(s.interaction?.events.map(\.action.name) == ["voiceOver", "scrollTo"])
    }

    @Test(
        "bad interactions fail with one line naming the path",
        arguments: [
            (#""interaction": 3"#, "scene.interaction: expected an object"),
            (
                #""interaction": {"focusBehavior": "all"}"#,
                "scene.interaction.focusBehavior: expected one of currentItem, visibleItems, none, got 'all'"
            ),
            (
                #""interaction": {"events": [{"at": 1, "focus": "inward"}]}"#,
                "scene.interaction.events[0].focus: expected one of left, right, up, down, next, previous, got 'inward'"
            ),
            (
                #""interaction": {"events": [{"at": 1, "activate": false}]}"#,
                "scene.interaction.events[0].activate: expected true (the Select button is pressed)"
            ),
            (
                #""interaction": {"events": [{"at": 1, "focusItem": 12}]}"#,
                "scene.interaction.events[0]: focusItem 12 is out of range (indexes 0...11)"
            ),
            (
                #""interaction": {"speed": 1}"#,
                "scene.interaction: unknown field 'speed' (known fields: layoutDirection, frameRate, until, focusBehavior, events)"
            ),
            (
                #""interaction": {"layoutDirection": "upward"}"#,
                "scene.interaction.layoutDirection: expected leftToRight or rightToLeft, got 'upward'"
            ),
            (
                #""interaction": {"frameRate": 0}"#,
                "scene.interaction.frameRate: expected ticks per second in 1...240, got 0"
            ),
            (
                #""interaction": {"frameRate": 500}"#,
                "scene.interaction.frameRate: expected ticks per second in 1...240, got 500"
            ),
            (#""interaction": {"frameRate": "fast"}"#, "scene.interaction.frameRate: expected a number, got a string"),
            (
                #""interaction": {"until": 61}"#,
                "scene.interaction.until: expected seconds in (0, 60] (a replay lasts at most 60 s), got 61"
            ),
            (#""interaction": {"until": 0}"#, "scene.interaction.until: expected seconds in (0, 60]"),
            (#""interaction": {"until": -1}"#, "scene.interaction.until: expected seconds in (0, 60]"),
            (#""interaction": {"events": {}}"#, "scene.interaction.events: expected an array of events, got an object"),
            (#""interaction": {"events": [3]}"#, "scene.interaction.events[0]: expected an event object"),
            (
                #""interaction": {"events": [{"at": 1, "scrollTo": 1}, {"at": 0.5, "scrollTo": 2}]}"#,
                "scene.interaction.events[1]: at 0.5 is before the previous event's 1 (events must be in time order)"
            ),
            (
                #""interaction": {"events": [{"at": 1}]}"#,
                "scene.interaction.events[0]: expected exactly one event kind (touchDown, dragTo, touchUp, scrollTo, scrollBy, autoscroll, automaticSliding, numberOfItems, insert, delete, bounds, insets, voiceOver, reduceMotion, inWindow, key, wheel, focus, focused, focusItem, activate, layout, delegate), got none"
            ),
            (
                #""interaction": {"events": [{"at": 1, "scrollTo": 1, "scrollBy": 1}]}"#,
                "scene.interaction.events[0]: expected exactly one event kind"
            ),
            (
                #""interaction": {"events": [{"at": 1, "pinch": 2}]}"#,
                "scene.interaction.events[0]: unknown event kind or field 'pinch' (known kinds: touchDown, dragTo, touchUp, scrollTo, scrollBy, autoscroll, automaticSliding, numberOfItems, insert, delete, bounds, insets, voiceOver, reduceMotion, inWindow, key, wheel, focus, focused, focusItem, activate, layout, delegate; fields: at, animated, phase, momentum, precise)"
            ),
            (
                #""interaction": {"events": [{"at": 1, "key": "escape"}]}"#,
                "scene.interaction.events[0].key: expected one of left, right, up, down, home, end, pageUp, pageDown, got 'escape'"
            ),
            (
                #""interaction": {"events": [{"at": 1, "key": 37}]}"#,
                "scene.interaction.events[0].key: expected one of left, right, up, down, home, end, pageUp, pageDown, got 37"
            ),
            (
                #""interaction": {"events": [{"at": 1, "wheel": [0, 10], "phase": "moving"}]}"#,
                "scene.interaction.events[0].phase: expected one of none, mayBegin, began, changed, stationary, ended, cancelled, got 'moving'"
            ),
            (
                #""interaction": {"events": [{"at": 1, "wheel": [0, 10], "precise": "yes"}]}"#,
                "scene.interaction.events[0].precise: expected true or false (or 1 or 0), got 'yes'"
            ),
            (
                #""interaction": {"events": [{"at": 1, "wheel": [3]}]}"#,
                "scene.interaction.events[0].wheel: expected [dx, dy] as scrollingDeltaX and scrollingDeltaY"
            ),
            (
                #""interaction": {"events": [{"at": 1, "key": "left", "phase": "began"}]}"#,
                "scene.interaction.events[0].phase: only wheel takes 'phase'"
            ),
            (
                #""interaction": {"events": [{"at": 1, "touchDown": [1, 2], "precise": true}]}"#,
                "scene.interaction.events[0].precise: only wheel takes 'precise'"
            ),
            (#""interaction": {"events": [{"scrollTo": 1}]}"#, "scene.interaction.events[0]: missing field 'at'"),
            (
                #""interaction": {"events": [{"at": -0.1, "scrollTo": 1}]}"#,
                "scene.interaction.events[0].at: expected seconds ≥ 0, got -0.1"
            ),
            (
                #""interaction": {"events": [{"at": "now", "scrollTo": 1}]}"#,
                "scene.interaction.events[0].at: expected a number, got a string"
            ),
            (
                #""interaction": {"until": 2, "events": [{"at": 3, "scrollTo": 1}]}"#,
                "scene.interaction.events[0]: at 3 is after until (2)"
            ),
            (
                #""interaction": {"events": [{"at": 61, "scrollTo": 1}]}"#,
                "scene.interaction.events[0]: at 61 is after the longest replay, 60 s"
            ),
            (
                #""interaction": {"events": [{"at": 0, "autoscroll": 1, "animated": true}]}"#,
                "scene.interaction.events[0].animated: only scrollTo and scrollBy take 'animated'"
            ),
            (
                #""interaction": {"events": [{"at": 0, "scrollTo": 1, "animated": "yes"}]}"#,
                "scene.interaction.events[0].animated: expected true or false (or 1 or 0), got 'yes'"
            ),
            (
                #""interaction": {"events": [{"at": 0, "touchDown": [1]}]}"#,
                "scene.interaction.events[0].touchDown: expected [x, y], got an array"
            ),
            (
                #""interaction": {"events": [{"at": 0, "touchDown": 5}]}"#,
                "scene.interaction.events[0].touchDown: expected [x, y], got a number"
            ),
            (
                #""interaction": {"events": [{"at": 0, "touchDown": [0, 0]}, {"at": 0, "touchUp": [0, "fast"]}]}"#,
                "scene.interaction.events[1].touchUp: expected [vx, vy] in points per second, got an array"
            ),
            (
                #""interaction": {"events": [{"at": 0, "scrollTo": 1.5}]}"#,
                "scene.interaction.events[0].scrollTo: expected a whole number, got 1.5"
            ),
            (
                #""interaction": {"events": [{"at": 0, "scrollBy": 1e300}]}"#,
                "scene.interaction.events[0].scrollBy: 1e+300 is too large (at most ±9007199254740991)"
            ),
            (
                #""interaction": {"focusBehavior": "VisibleItems"}"#,
                "scene.interaction.focusBehavior: expected one of currentItem, visibleItems, none, got 'VisibleItems' (did you mean visibleItems?)"
            ),
            (
                #""interaction": {"events": [{"at": 0, "key": "Left"}]}"#,
                "scene.interaction.events[0].key: expected one of left, right, up, down, home, end, pageUp, pageDown, got 'Left' (did you mean left?)"
            ),
            (
                #""interaction": {"events": [{"at": 0, "scrollTo": -1e20}]}"#,
                "scene.interaction.events[0].scrollTo: -1e+20 is too large (at most ±9007199254740991)"
            ),
            (
                #""interaction": {"events": [{"at": 0, "insert": [1e20]}]}"#,
                "scene.interaction.events[0].insert: 1e+20 is too large (at most 9007199254740991)"
            ),
            (
                #""interaction": {"events": [{"at": 0, "numberOfItems": 1e20}]}"#,
                "scene.interaction.events[0].numberOfItems: 1e+20 is too large (at most 9007199254740991)"
            ),
            (
                #""interaction": {"events": [{"at": 0, "autoscroll": null}]}"#,
                "scene.interaction.events[0].autoscroll: expected a number, got null"
            ),
            (
                #""interaction": {"events": [{"at": 0, "automaticSliding": -1}]}"#,
                "scene.interaction.events[0].automaticSliding: expected seconds ≥ 0 (0 stops it)"
            ),
            (
                #""interaction": {"events": [{"at": 0, "numberOfItems": -1}]}"#,
                "scene.interaction.events[0].numberOfItems: expected a whole number ≥ 0, got -1"
            ),
            (
                #""interaction": {"events": [{"at": 0, "insert": []}]}"#,
                "scene.interaction.events[0].insert: expected a non-empty array of indexes, got an empty array"
            ),
            (
                #""interaction": {"events": [{"at": 0, "insert": 3}]}"#,
                "scene.interaction.events[0].insert: expected a non-empty array of indexes, got a number"
            ),
            (
                #""interaction": {"events": [{"at": 0, "delete": [1, -1]}]}"#,
                "scene.interaction.events[0].delete: expected whole numbers ≥ 0, got -1"
            ),
            (
                #""interaction": {"events": [{"at": 0, "delete": [1, 0.5]}]}"#,
                "scene.interaction.events[0].delete: expected whole numbers ≥ 0, got 0.5"
            ),
            (
                #""interaction": {"events": [{"at": 0, "delete": [3, 1, 3]}]}"#,
                "scene.interaction.events[0].delete: index 3 appears twice"
            ),
            (
                #""interaction": {"events": [{"at": 0, "bounds": [-1, 3]}]}"#,
                "scene.interaction.events[0].bounds: width and height must be ≥ 0"
            ),
            (
                #""interaction": {"events": [{"at": 0, "voiceOver": "on"}]}"#,
                "scene.interaction.events[0].voiceOver: expected true or false (or 1 or 0), got 'on'"
            ),
            // Checks that depend on the scene.
            (
                #""interaction": {"events": [{"at": 0, "scrollTo": 12}]}"#,
                "scene.interaction.events[0]: scrollTo 12 is out of range (indexes 0...11)"
            ),
            (
                #""interaction": {"events": [{"at": 0, "touchUp": [0, 0]}]}"#,
                "scene.interaction.events[0]: touchUp without a finger down (send touchDown first)"
            ),
            (
                #""fling": {"velocity": 3}, "interaction": {}"#,
                "scene: 'interaction' and 'fling' don't go together (a scene replays one or the other)"
            ),
            (#""toggle": 0.5, "interaction": {}"#, "scene: 'interaction' and 'toggle' don't go together"),
        ])
    func bad(fields: String, expected: String) throws {
        let message = try error(#"{"type": "linear", \#(fields)}"#)
        #expect(message.hasPrefix(expected), "\(message)")
        #expect(!message.contains("\n"))
    }

    @Test(
        "insets take four finite numbers: anything else is one line naming the field",
        arguments: [
            (#"[1, 2, 3]"#, "expected [top, left, bottom, right], four finite numbers in points, got an array of 3"),
            (
                #"[1, 2, 3, 4, 5]"#,
                "expected [top, left, bottom, right], four finite numbers in points, got an array of 5"
            ),
            (#""91 0 34 0""#, "expected [top, left, bottom, right], four finite numbers in points, got '91 0 34 0'"),
            (#"[1, "2", 3, 4]"#, "expected [top, left, bottom, right], four finite numbers in points, got '2'"),
            (#"[1, 2, null, 4]"#, "expected [top, left, bottom, right], four finite numbers in points, got null"),
            (#"{"top": 1}"#, "expected [top, left, bottom, right], four finite numbers in points, got an object"),
        ])
    func badInsets(value: String, expected: String) throws {
        let message = try error(#"{"type": "linear", "interaction": {"events": [{"at": 0, "insets": \#(value)}]}}"#)
        #expect(message == "scene.interaction.events[0].insets: " + expected)
    }

    @Test("insets that are not finite are refused (JSON text cannot spell them; a decoded value can)")
    func nonFiniteInsets() {
        for bad in [Double.nan, .infinity, -.infinity] {
            let event = JSONValue.object([
                ("at", .number(0)), ("insets", .array([.number(0), .number(bad), .number(0), .number(0)])),
            ])
            let message = previewError { _ = try Interaction.event(from: event, path: "e") }?.message
            #expect(
                message
                    == "e.insets: expected [top, left, bottom, right], four finite numbers in points, got a number that is not finite"
            )
        }
    }

    @Test("in an array of scenes, errors name the scene")
    func arrayPaths() throws {
        let message = try error(
            #"[{"type": "linear"}, {"type": "linear", "interaction": {"events": [{"at": 0, "zoom": 2}]}}]"#)
        #expect(message.hasPrefix("scene[1].interaction.events[0]: unknown event kind or field 'zoom'"), "\(message)")
    }
}
