@_spi(Plumbing) import CarouselCore
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselPreview

@Suite("KeyframePath+Parsing")
struct KeyframePathParsingTests {
    private let smile =
        "-2:x=-300,y=60,rotation=-0.4,scale=0.6,alpha=0.5; 0:y=-20,scale=1.1; 2:x=300,y=60,rotation=0.4,scale=0.6,alpha=0.5"

    private func expectedSmile(_ ends: KeyframePath.Ends = .extend) throws -> KeyframePath {
        try KeyframePath(
            [
                .init(offset: -2, position: Point2D(x: -300, y: 60), rotation: -0.4, scale: 0.6, alpha: 0.5),
                .init(offset: 0, position: Point2D(x: 0, y: -20), scale: 1.1),
                .init(offset: 2, position: Point2D(x: 300, y: 60), rotation: 0.4, scale: 0.6, alpha: 0.5),
            ], beyondEnds: ends)
    }

    private func cliError(_ value: String) throws -> String {
        try #require(previewError { _ = try ArgumentParser.parse(["custom", "--keyframes", value]) }).message
    }

    private func sceneError(_ customPath: String) throws -> String {
        let text = #"{"type": "custom", "customPath": \#(customPath)}"#
        return try #require(previewError { _ = try Scene.decodeScenes(from: Data(text.utf8)) }).message
    }

    @Test("--keyframes reads OFFSET:NAME=VALUE,… separated by ';', spaces allowed, ends=hold anywhere")
    func flag() throws {
        let scene = try ArgumentParser.parse(["custom", "--keyframes", smile]).scene()
        #expect(scene.configuration.customPath as? KeyframePath == (try expectedSmile()))
        let held = try ArgumentParser.parse(["custom", "--keyframes=ends=hold;" + smile]).scene()
        #expect(held.configuration.customPath as? KeyframePath == (try expectedSmile(.hold)))
        // A bare offset is a neutral keyframe; every field name is read.
        let all = try ArgumentParser.parse([
            "custom", "--keyframes", "0;1:x=1,y=2,depth=3,rotation=4,tilt=5,scale=6,alpha=0.7",
        ])
        .scene()
        #expect(
            all.configuration.customPath as? KeyframePath
                == (try KeyframePath([
                    .init(offset: 0),
                    .init(
                        offset: 1, position: Point2D(x: 1, y: 2), depth: 3, rotation: 4, tilt: 5, scale: 6, alpha: 0.7),
                ])))
    }

    @Test("a scene file's customPath gives the same path as the flag")
    func sceneFile() throws {
        let json = #"""
            {"type": "custom", "customPath": {"beyondEnds": "hold", "keyframes": [
              {"offset": -2, "x": -300, "y": 60, "rotation": -0.4, "scale": 0.6, "alpha": 0.5},
              {"offset": 0, "y": -20, "scale": 1.1},
              {"offset": 2, "x": 300, "y": 60, "rotation": 0.4, "scale": 0.6, "alpha": 0.5}]}}
            """#
        let (scenes, _) = try Scene.decodeScenes(from: Data(json.utf8))
        let fromFlag = try ArgumentParser.parse(["custom", "--keyframes", smile + ";ends=hold"]).scene()
        #expect(scenes == [fromFlag])
        #expect(scenes.first?.configuration.customPath as? KeyframePath == (try expectedSmile(.hold)))
        // null is no path.
        let (none, _) = try Scene.decodeScenes(from: Data(#"{"type": "custom", "customPath": null}"#.utf8))
        #expect(none.first?.configuration.customPath == nil)
    }

    @Test("JSON round trip: the core's encoding reads back as a scene's customPath")
    func roundTrip() throws {
        let path = try expectedSmile(.hold)
        let encoded = String(decoding: try JSONEncoder().encode(path), as: UTF8.self)
        let (scenes, _) = try Scene.decodeScenes(from: Data(#"{"type": "custom", "customPath": \#(encoded)}"#.utf8))
        #expect(scenes.first?.configuration.customPath as? KeyframePath == path)
    }

    @Test(
        "bad --keyframes values are refused in one line",
        arguments: [
            (
                "",
                "--keyframes: keyframes[0]: expected OFFSET[:NAME=VALUE,...];... (NAME: x, y, depth, rotation, tilt, scale, alpha), got ''"
            ),
            (
                "0:size=2",
                "--keyframes: keyframes[0]: expected OFFSET[:NAME=VALUE,...];... (NAME: x, y, depth, rotation, tilt, scale, alpha), got 'size=2'"
            ),
            (
                "0;1:x",
                "--keyframes: keyframes[1]: expected OFFSET[:NAME=VALUE,...];... (NAME: x, y, depth, rotation, tilt, scale, alpha), got 'x'"
            ),
            (
                "0:offset=1",
                "--keyframes: keyframes[0]: expected OFFSET[:NAME=VALUE,...];... (NAME: x, y, depth, rotation, tilt, scale, alpha), got 'offset=1'"
            ),
            (
                "nan",
                "--keyframes: keyframes[0]: expected OFFSET[:NAME=VALUE,...];... (NAME: x, y, depth, rotation, tilt, scale, alpha), got 'nan'"
            ),
            (
                "0:scale=inf",
                "--keyframes: keyframes[0]: expected OFFSET[:NAME=VALUE,...];... (NAME: x, y, depth, rotation, tilt, scale, alpha), got 'scale=inf'"
            ),
            // Numbered from 0 as in a scene file; ends= is not a keyframe.
            (
                "ends=hold;0;1:x",
                "--keyframes: keyframes[1]: expected OFFSET[:NAME=VALUE,...];... (NAME: x, y, depth, rotation, tilt, scale, alpha), got 'x'"
            ),
            ("0;ends=hold;1:x=1e999", "--keyframes: keyframes[1].x: '1e999' is too large (beyond ±1.8e308)"),
            ("1e999", "--keyframes: keyframes[0].offset: '1e999' is too large (beyond ±1.8e308)"),
            ("0:scale=2000", "--keyframes: keyframes[0].scale: expected a number in [0, 1000], got 2000"),
            (
                "1;0",
                "--keyframes: keyframes[1].offset: expected more than keyframes[0].offset (1) by at least 0.001, got 0 (offsets must increase)"
            ),
            (
                "0;0",
                "--keyframes: keyframes[1].offset: expected more than keyframes[0].offset (0) by at least 0.001, got 0 (offsets must increase)"
            ),
            ("ends=loop;0", "--keyframes: expected ends=extend or ends=hold, got 'ends=loop'"),
            ("ends=hold", "--keyframes: a keyframe path needs at least one keyframe"),
            ((0...64).map(String.init).joined(separator: ";"), "--keyframes: a keyframe path has at most 64 keyframes"),
        ])
    func badFlag(value: String, message: String) throws {
        #expect(try cliError(value) == message)
    }

    @Test(
        "bad customPath fields are refused in one line naming the field",
        arguments: [
            (#"[1, 2]"#, #"scene.customPath: expected an object like {"keyframes": [...]}, got an array"#),
            (#"{"keyframes": []}"#, "scene.customPath: a keyframe path needs at least one keyframe"),
            (#"{}"#, "scene.customPath: missing field 'keyframes'"),
            (
                #"{"keyframes": [], "loop": true}"#,
                "scene.customPath: unknown field 'loop' (known fields: keyframes, beyondEnds)"
            ),
            (
                #"{"keyframes": [{"offset": 0}], "beyondEnds": "loop"}"#,
                #"scene.customPath.beyondEnds: expected "extend" or "hold", got 'loop'"#
            ),
            (
                #"{"keyframes": {"offset": 0}}"#,
                "scene.customPath.keyframes: expected an array of keyframe objects, got an object"
            ),
            (
                #"{"keyframes": [0]}"#,
                #"scene.customPath.keyframes[0]: expected a keyframe object like {"offset": 0}, got a number"#
            ),
            (#"{"keyframes": [{"x": 0}]}"#, "scene.customPath.keyframes[0]: missing field 'offset'"),
            (
                #"{"keyframes": [{"offset": 0, "size": 2}]}"#,
                "scene.customPath.keyframes[0]: unknown field 'size' (known fields: offset, x, y, depth, rotation, tilt, scale, alpha)"
            ),
            (
                #"{"keyframes": [{"offset": 0, "scale": "big"}]}"#,
                "scene.customPath.keyframes[0].scale: expected a number, got a string"
            ),
            (
                #"{"keyframes": [{"offset": 0}, {"offset": 0, "alpha": 2}]}"#,
                "scene.customPath.keyframes[1].alpha: expected a number in [0, 1], got 2"
            ),
            (
                #"{"keyframes": [{"offset": 2}, {"offset": 1}]}"#,
                "scene.customPath.keyframes[1].offset: expected more than keyframes[0].offset (2) by at least 0.001, got 1 (offsets must increase)"
            ),
            (
                #"{"keyframes": ["# + (0...64).map { #"{"offset": \#($0)}"# }.joined(separator: ",") + "]}",
                "scene.customPath.keyframes: a keyframe path has at most 64 keyframes, got 65"
            ),
        ])
    func badSceneField(customPath: String, message: String) throws {
        #expect(try sceneError(customPath) == message)
    }

    @Test("the gallery's keyframed custom path renders items along it, not at the centre")
    func rendersAlongThePath() throws {
        let scene = try ArgumentParser.parse(["custom", "--keyframes", smile, "--offset", "5"]).scene()
        let placements = scene.model.placements(at: 5)
        let centres = Set(placements.map { $0.center.x })
        #expect(centres.count == placements.count, "every item has its own place")
    }
}
