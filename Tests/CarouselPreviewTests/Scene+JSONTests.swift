@_spi(Plumbing) import CarouselCore
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselPreview

@Suite("Scene+JSON")
struct SceneJSONTests {
    private func decode(_ text: String) throws -> (scenes: [Scene], isArray: Bool) {
        try Scene.decodeScenes(from: Data(text.utf8))
    }

    private func error(_ text: String) throws -> String {
        try #require(previewError { _ = try decode(text) }).message
    }

    @Test("only type is required; every other field takes the Scene default")
    func defaults() throws {
        let (scenes, isArray) = try decode(#"{"type": "linear"}"#)
        #expect(!isArray)
        #expect(scenes == [Scene(type: .linear)])
    }

    @Test("every field is read")
    func everyField() throws {
        let (scenes, _) = try decode(
            """
            {"type": "coverFlow2", "numberOfItems": 30, "numberOfPlaceholders": 4, "itemSize": [120, 80],
             "itemWidth": 150, "bounds": [320, 480], "vertical": true, "perspective": -0.001,
             "contentOffset": [10, -20], "viewpointOffset": [-5, 15], "scrollOffset": 2.5, "toggle": -0.5,
             "options": {"tilt": 0.7, "spacing": 0.3, "wrap": true, "showBackfaces": false, "fadeMin": -2},
             "physics": {"decelerationRate": 0.9, "bounces": false, "bounceDistance": 0.5,
                         "stopAtItemBoundary": false, "scrollToItemBoundary": false, "pagingEnabled": true,
                         "scrollSpeed": 2},
             "focusPoint": [0.5, 0.7], "orientation": "vertical", "displayLimit": 5}
            """)
        let s = try #require(scenes.first)
        var expected = Scene(type: .coverFlow2)
        expected.configuration.numberOfItems = 30
        expected.configuration.numberOfPlaceholders = 4
        expected.configuration.itemSize = Size2D(width: 120, height: 80)
        expected.configuration.itemWidth = 150
        expected.configuration.bounds = Size2D(width: 320, height: 480)
        expected.configuration.isVertical = true
        expected.configuration.perspective = -0.001
        expected.configuration.centerOffset = Point2D(x: 10, y: -20)
        expected.configuration.viewpointOffset = Point2D(x: -5, y: 15)
        expected.scrollOffset = 2.5
        expected.toggle = -0.5
        expected.configuration.focusPoint = Point2D(x: 0.5, y: 0.7)
        expected.configuration.orientation = .vertical
        expected.configuration.displayLimit = 5
        expected.configuration.options = CarouselOptions(
            wrap: true, showBackfaces: false, tilt: 0.7, spacing: 0.3, fadeMin: -2)
        expected.configuration.scrollSettings = ScrollSettings(
            decelerationRate: 0.9, bounces: false, bounceDistance: 0.5, stopAtItemBoundary: false,
            scrollToItemBoundary: false, pagingEnabled: true, scrollSpeed: 2)
        #expect(s == expected)
    }

    @Test("options accept numbers or booleans; booleans 0 and 1 too; itemWidth may be null")
    func optionValues() throws {
        let (scenes, _) = try decode(
            """
            {"type": "rotary", "options": {"wrap": 0, "showBackfaces": true, "count": 8}, "vertical": 1,
             "itemWidth": null}
            """)
        #expect(scenes[0].configuration.options.wrap == false)
        #expect(scenes[0].configuration.options.showBackfaces == true)
        #expect(scenes[0].configuration.options.count == 8)
        #expect(scenes[0].configuration.isVertical)
        #expect(scenes[0].configuration.itemWidth == nil)
    }

    @Test("layoutDirection: the scene's field, the interaction's, or both when they agree")
    func layoutDirection() throws {
        func direction(_ text: String) throws -> LayoutDirection {
            try decode(text).scenes[0].configuration.layoutDirection
        }
        #expect(try direction(#"{"type": "linear"}"#) == .leftToRight)
        #expect(try direction(#"{"type": "linear", "layoutDirection": "rightToLeft"}"#) == .rightToLeft)
        #expect(
            try direction(#"{"type": "linear", "interaction": {"layoutDirection": "rightToLeft"}}"#) == .rightToLeft)
        // An interaction without the field keeps the scene's.
        #expect(
            try direction(#"{"type": "linear", "layoutDirection": "rightToLeft", "interaction": {"events": []}}"#)
                == .rightToLeft)
        #expect(
            try direction(
                #"{"type": "linear", "layoutDirection": "rightToLeft", "interaction": {"layoutDirection": "rightToLeft"}}"#
            ) == .rightToLeft)
        #expect(
            try error(
                #"{"type": "linear", "layoutDirection": "leftToRight", "interaction": {"layoutDirection": "rightToLeft"}}"#
            )
                == "scene.interaction.layoutDirection: rightToLeft conflicts with scene.layoutDirection, leftToRight (give one)"
        )
    }

    @Test("a still picture right to left is the mirror image of left to right")
    func rightToLeftStill() throws {
        let ltr = SceneResult(scene: try decode(#"{"type": "linear", "numberOfItems": 3}"#).scenes[0])
        let rtl = SceneResult(
            scene: try decode(#"{"type": "linear", "numberOfItems": 3, "layoutDirection": "rightToLeft"}"#).scenes[0])
        // Items share the centre; the transform moves item i by i × 200 pt, rightward left to
        // right and leftward right to left.
        #expect(ltr.items.map(\.transform.m41) == [0, 200, 400])
        #expect(rtl.items.map(\.transform.m41) == [0, -200, -400])
    }

    @Test("an array gives one scene per element, in order")
    func array() throws {
        let (scenes, isArray) = try decode(#"[{"type": "wheel"}, {"type": "linear", "numberOfItems": 3}]"#)
        #expect(isArray)
        #expect(scenes.map(\.configuration.type) == [.wheel, .linear])
        #expect(scenes.map(\.configuration.numberOfItems) == [12, 3])
    }

    @Test("an empty array is refused: it has nothing to draw")
    func emptyArray() {
        #expect(throws: PreviewError("scene: expected a scene object or an array of at least one, got an empty array"))
        {
            try decode("[ ]")
        }
    }

    @Test(
        "bad scenes fail with a message naming the scene and field",
        arguments: [
            (#"{"numberOfItems": 3}"#, "scene: missing field 'type'"),
            (#"{"type": 3}"#, "scene.type: expected a string, got a number"),
            (#"{"type": "spiral"}"#, "scene.type: unknown carousel type 'spiral'"),
            (#"{"type": "COVERFLOW"}"#, "scene.type: unknown carousel type 'COVERFLOW' (did you mean coverFlow?)"),
            (
                #"{"type": "linear", "orientation": "Horizontal"}"#,
                "scene.orientation: expected horizontal or vertical, got 'Horizontal' (did you mean horizontal?)"
            ),
            (
                #"{"type": "linear", "layoutDirection": "rtl"}"#,
                "scene.layoutDirection: expected leftToRight or rightToLeft, got 'rtl'"
            ),
            (
                #"{"type": "linear", "layoutDirection": true}"#,
                "scene.layoutDirection: expected leftToRight or rightToLeft, got a boolean"
            ),
            (
                #"{"type": "linear", "numberOfItems": 1e20}"#,
                "scene.numberOfItems: 1e+20 is too large (at most 9007199254740991)"
            ),
            (
                // 2⁵³ + 1 reads as 2⁵³, which the message shows.
                #"{"type": "linear", "numberOfItems": 9007199254740993}"#,
                "scene.numberOfItems: 9007199254740992.0 is too large (at most 9007199254740991)"
            ),
            (
                #"{"type": "linear", "itemSize": [0, 0]}"#,
                "scene.itemSize: expected [width, height] with numbers ≥ 1 or percentages in (0%, 1000%], got [0, 0]"
            ),
            (
                #"{"type": "linear", "bounds": [800, 0]}"#,
                "scene.bounds: expected [width, height] with numbers ≥ 1, got [800, 0]"
            ),
            (#"{"type": "linear", "itemWidth": 0}"#, "scene.itemWidth: expected a number ≥ 1 (points), got 0"),
            (#"{"type": "linear", "numberOfItems": -1}"#, "scene.numberOfItems: expected a whole number ≥ 0, got -1"),
            (#"{"type": "linear", "numberOfItems": 2.5}"#, "scene.numberOfItems: expected a whole number ≥ 0, got 2.5"),
            (
                #"{"type": "linear", "numberOfPlaceholders": -2}"#,
                "scene.numberOfPlaceholders: expected a whole number ≥ 0"
            ),
            (
                #"{"type": "linear", "numberOfItems": "12"}"#,
                "scene.numberOfItems: expected a whole number ≥ 0, got a string"
            ),
            (#"{"type": "linear", "itemSize": [200]}"#, "scene.itemSize: expected [width, height], got an array"),
            (
                #"{"type": "linear", "itemSize": [-1, 5]}"#,
                "scene.itemSize: expected [width, height] with numbers ≥ 1 or percentages in (0%, 1000%], got [-1, 5]"
            ),
            (#"{"type": "linear", "bounds": {"w": 1}}"#, "scene.bounds: expected [width, height], got an object"),
            (#"{"type": "linear", "itemWidth": -3}"#, "scene.itemWidth: expected a number ≥ 1 (points), got -3"),
            (
                #"{"type": "linear", "vertical": "yes"}"#,
                "scene.vertical: expected true or false (or 1 or 0), got 'yes'"
            ),
            (#"{"type": "linear", "contentOffset": [1, true]}"#, "scene.contentOffset: expected [x, y]"),
            (#"{"type": "linear", "scrollOffset": null}"#, "scene.scrollOffset: expected a number, got null"),
            (#"{"type": "linear", "options": {"wobble": 1}}"#, "scene.options: unknown option 'wobble'"),
            (#"{"type": "linear", "options": {"tilt": "high"}}"#, "scene.options.tilt: expected a number, got 'high'"),
            (#"{"type": "linear", "options": [1]}"#, "scene.options: expected an object of option names"),
            (#"{"type": "linear", "physics": {"friction": 1}}"#, "scene.physics: unknown field 'friction'"),
            (
                #"{"type": "linear", "physics": {"bounces": 2}}"#,
                "scene.physics.bounces: expected true or false (or 1 or 0), got 2"
            ),
            (#"{"type": "linear", "numberOfitems": 3}"#, "scene: unknown field 'numberOfitems'"),
            (#"[{"type": "linear"}, {"type": "nope"}]"#, "scene[1].type: unknown carousel type 'nope'"),
            (#"[{"type": "linear"}, 5]"#, "scene[1]: expected a scene object, got a number"),
            (#""linear""#, "scene: expected a scene object, got a string"),
            (#"{"type": "linear""#, "malformed JSON"),
        ])
    func badScenes(text: String, expected: String) throws {
        let message = try error(text)
        #expect(message.hasPrefix(expected), "\(message)")
        #expect(!message.contains("\n"))
    }

    @Test("fling: a velocity, optionally where the drag began")
    func fling() throws {
        let (scenes, _) = try decode(
            """
            [{"type": "linear", "scrollOffset": 2, "fling": {"velocity": 6}},
             {"type": "linear", "fling": {"velocity": -2.5, "dragStartOffset": 1.8}},
             {"type": "linear", "fling": {"velocity": 0, "dragStartOffset": null}}]
            """)
        #expect(
            scenes.map(\.fling) == [
                Fling(velocity: 6), Fling(velocity: -2.5, dragStartOffset: 1.8), Fling(velocity: 0),
            ])
        #expect(Scene.fieldNames.contains("fling"))
    }

    @Test(
        "bad flings fail with one line naming the field",
        arguments: [
            (
                #"{"type": "linear", "fling": {"velocity": "6"}}"#,
                "scene.fling.velocity: expected a number, got a string"
            ),
            (#"{"type": "linear", "fling": {"velocity": null}}"#, "scene.fling.velocity: expected a number, got null"),
            (
                #"{"type": "linear", "fling": {"velocity": [6]}}"#,
                "scene.fling.velocity: expected a number, got an array"
            ),
            (#"{"type": "linear", "fling": {}}"#, "scene.fling: missing field 'velocity'"),
            (#"{"type": "linear", "fling": {"dragStartOffset": 1}}"#, "scene.fling: missing field 'velocity'"),
            (#"{"type": "linear", "fling": {"velocity": 6, "speed": 2}}"#, "scene.fling: unknown field 'speed'"),
            (
                #"{"type": "linear", "fling": {"velocity": 6, "dragStartOffset": true}}"#,
                "scene.fling.dragStartOffset: expected a number, got a boolean"
            ),
            (
                #"{"type": "linear", "fling": 6}"#,
                "scene.fling: expected an object like {\"velocity\": 6}, got a number"
            ),
            (#"[{"type": "linear"}, {"type": "linear", "fling": true}]"#, "scene[1].fling: expected an object"),
            // JSON has no NaN or infinity; numbers beyond a Double are refused too.
            (#"{"type": "linear", "fling": {"velocity": NaN}}"#, "malformed JSON"),
            (#"{"type": "linear", "fling": {"velocity": Infinity}}"#, "malformed JSON"),
            (
                #"{"type": "linear", "fling": {"velocity": 1e999}}"#,
                "malformed JSON at fling.velocity: a number too large for a Double"
            ),
            (
                #"{"type": "linear", "fling": {"velocity": -1e999}}"#,
                "malformed JSON at fling.velocity: a number too large for a Double"
            ),
        ])
    func badFlings(text: String, expected: String) throws {
        let message = try error(text)
        #expect(message.hasPrefix(expected), "\(message)")
        #expect(!message.contains("\n"))
    }
}
