@_spi(Plumbing) import CarouselCore
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselPreview

/// One validation policy for flags and scene files: accepted, clamped as documented, or refused
/// with one line naming the field, the value and the valid range.
@Suite("SceneLimits")
struct SceneLimitsTests {
    /// The one stderr line for `arguments`, or the output's status when it succeeded.
    private func refusal(_ arguments: [String], stdin: String = "") -> String {
        let output = PreviewTool.run(arguments) { Data(stdin.utf8) }
        guard output.exitCode == 2, output.standardOutput.isEmpty,
            output.standardError.filter({ $0 == "\n" }).count == 1
        else {
            return "status \(output.exitCode): \(output.standardError)"
        }
        return String(output.standardError.dropFirst("carousel-preview: ".count).dropLast())
    }

    @Test(
        "flags out of range are refused with the flag, the value and the range",
        arguments: [
            ("--option visibleItems=-5", "--option visibleItems: expected a number ≥ 0 (item slots), got '-5'"),
            ("--bounds 0x0", "--bounds: expected WIDTHxHEIGHT with numbers ≥ 1, e.g. 200x200, got '0x0'"),
            ("--bounds 100x-1", "--bounds: expected WIDTHxHEIGHT with numbers ≥ 1, e.g. 200x200, got '100x-1'"),
            (
                "--item-size 0x0",
                "--item-size: expected WIDTHxHEIGHT with numbers ≥ 1 or percentages in (0%, 1000%], e.g. 200x200 or 100%x80%, got '0x0'"
            ),
            ("--item-width 0", "--item-width: expected a number ≥ 1 (points), got '0'"),
            ("--item-width 0.5", "--item-width: expected a number ≥ 1 (points), got '0.5'"),
            ("--bounds 1e-320x500", "--bounds: expected WIDTHxHEIGHT with numbers ≥ 1, e.g. 200x200, got '1e-320x500'"),
            (
                "--item-size 1e-300x1e-300",
                "--item-size: expected WIDTHxHEIGHT with numbers ≥ 1 or percentages in (0%, 1000%], e.g. 200x200 or 100%x80%, got '1e-300x1e-300'"
            ),
            ("--toggle 5", "--toggle: expected a number in [-1, 1], got '5'"),
            (
                "--perspective 1",
                "--perspective: expected a number in [-1, 0] (m34 = -1/eye distance in points; 0 is flat), got '1'"
            ),
            (
                "--perspective -2",
                "--perspective: expected a number in [-1, 0] (m34 = -1/eye distance in points; 0 is flat), got '-2'"
            ),
            (
                "--deceleration-rate 2",
                "--deceleration-rate: expected a number in [0, 1) (above 0.999 acts as 0.999), got '2'"
            ),
            (
                "--deceleration-rate -1",
                "--deceleration-rate: expected a number in [0, 1) (above 0.999 acts as 0.999), got '-1'"
            ),
            (
                "--deceleration-rate 1",
                "--deceleration-rate: expected a number in [0, 1) (above 0.999 acts as 0.999), got '1'"
            ),
            ("--bounce-distance -5", "--bounce-distance: expected a number ≥ 0 (items; 0 means no bounce), got '-5'"),
            ("--option arc=true", "--option arc: expected a number, got 'true'"),
            ("--option wrap=0.5", "--option wrap: expected true or false (or 1 or 0), got '0.5'"),
            ("--option fadeMinAlpha=2", "--option fadeMinAlpha: expected a number in [0, 1] (an alpha), got '2'"),
        ])
    func flags(arguments: String, message: String) {
        let list = ["linear"] + arguments.split(separator: " ").map(String.init)
        #expect(refusal(list) == message)
    }

    @Test(
        "scene-file fields out of range are refused the same way",
        arguments: [
            (
                #""options": {"visibleItems": -5}"#,
                "scene.options.visibleItems: expected a number ≥ 0 (item slots), got -5"
            ),
            (#""bounds": [0, 0]"#, "scene.bounds: expected [width, height] with numbers ≥ 1, got [0, 0]"),
            (#""bounds": [1e-320, 500]"#, "scene.bounds: expected [width, height] with numbers ≥ 1, got [1e-320, 500]"),
            (
                #""itemSize": [0.5, 200]"#,
                "scene.itemSize: expected [width, height] with numbers ≥ 1 or percentages in (0%, 1000%], got [0.5, 200]"
            ),
            (#""toggle": 5"#, "scene.toggle: expected a number in [-1, 1], got 5"),
            (
                #""perspective": 1"#,
                "scene.perspective: expected a number in [-1, 0] (m34 = -1/eye distance in points; 0 is flat), got 1"
            ),
            (
                #""physics": {"decelerationRate": 2}"#,
                "scene.physics.decelerationRate: expected a number in [0, 1) (above 0.999 acts as 0.999), got 2"
            ),
            (
                #""physics": {"bounceDistance": -5}"#,
                "scene.physics.bounceDistance: expected a number ≥ 0 (items; 0 means no bounce), got -5"
            ),
            (#""options": {"arc": true}"#, "scene.options.arc: expected a number, got a boolean"),
            (#""options": {"wrap": 0.5}"#, "scene.options.wrap: expected true or false (or 1 or 0), got 0.5"),
            (#""options": {"tilt": "high"}"#, "scene.options.tilt: expected a number, got 'high'"),
        ])
    func sceneFields(fields: String, message: String) {
        #expect(
            refusal(["--scene", "-"], stdin: #"{"type": "linear", "# + fields + "}") == "standard input: " + message)
    }

    @Test("the edges of each range and the booleans' spellings (true, false, 1, 0) are accepted")
    func accepted() throws {
        for arguments in [
            "--toggle -1", "--toggle 1", "--perspective -1", "--perspective 0", "--deceleration-rate 0",
            "--deceleration-rate 0.9999", "--bounce-distance 0", "--bounds 1x1", "--option wrap=1",
            "--option wrap=false", "--option wrap=true", "--option wrap=0", "--bounces 1", "--bounces 0",
            "--bounces true", "--item-size 1x1", "--item-width 1", "--option visibleItems=0",
            "--option fadeMinAlpha=1", "--option arc=0",
        ] {
            let output = PreviewTool.run(
                ["coverFlow2", "--format", "json"] + arguments.split(separator: " ").map(String.init))
            #expect(output.exitCode == 0, "\(arguments): \(output.standardError)")
        }
        let (scenes, _) = try Scene.decodeScenes(
            from: Data(#"{"type": "linear", "options": {"wrap": 1, "showBackfaces": false}}"#.utf8))
        #expect(scenes[0].configuration.options.wrap == true && scenes[0].configuration.options.showBackfaces == false)
    }

    @Test("the clamps are the core's: deceleration above 0.999 acts as 0.999, velocity at most 10⁶ items/s")
    func clamps() {
        #expect(ScrollSettings(decelerationRate: 0.9999).effectiveDecelerationRate == 0.999)
        #expect(SceneLimits.maximumVelocity == 1_000_000)
        let help = ArgumentParser.helpText(for: .values)
        #expect(help.contains("0.999") && help.contains("10^6 items/s"))
    }

    @Test("the boolean options are CarouselOptions' Bool properties")
    func booleanOptions() {
        #expect(SceneLimits.booleanOptions == ["wrap", "showBackfaces", "centersWhenFewer"])
    }

    @Test("values in messages are cut to 40 characters")
    func shortened() {
        let long = String(repeating: "9", count: 100)
        let message = refusal(["linear", "--toggle", long])
        #expect(message == "--toggle: expected a number in [-1, 1], got '" + String(repeating: "9", count: 39) + "…'")
        let name = refusal(
            ["--scene", "-"], stdin: #"{"type": "linear", "interaction": {"layoutDirection": "\#(long)"}}"#)
        #expect(name.count < 160, "\(name)")
    }
}
