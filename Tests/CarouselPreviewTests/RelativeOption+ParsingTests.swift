@_spi(Plumbing) import CarouselCore
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselPreview

/// Options relative to the type's default in the previewer: `--option spacing=*1.1` and a scene
/// file's `{"relative": "*1.1"}`.
@Suite("RelativeOption+Parsing")
struct RelativeOptionParsingTests {
    @Test("the syntax: *K, ×K, +D, -D, with or without `default`, spaces around")
    func syntax() throws {
        let cases: [(String, RelativeOption)] = [
            ("*1.1", .times(1.1)), ("×2", .times(2)), ("+2", .plus(2)), ("-2", .plus(-2)),
            ("default*0.5", .times(0.5)), ("default+.5", .plus(0.5)), ("default-2", .plus(-2)),
            (" *1e-1 ", .times(0.1)),
        ]
        for (text, expected) in cases {
            #expect(try RelativeOption.parse(text, field: "f") == expected, "\(text)")
        }
    }

    @Test(
        "hostile or malformed text is refused in one line",
        arguments: [
            ("", "f: expected *K, +D or default-D"),
            (
                "*",
                "f: expected *K, +D or default-D (the type's default times K, plus D, minus D) with K and D unsigned"
            ),
            (
                "*-1",
                "f: expected *K, +D or default-D (the type's default times K, plus D, minus D) with K and D unsigned"
            ), ("**2", "f: expected"),
            ("*nan", "f: expected"), ("+inf", "f: expected"), ("*1e999", "f: '*1e999' is too large"),
            ("/2", "f: expected"), ("default", "f: expected"), ("defaultx2", "f: expected"), ("*0x10", "f: expected"),
            ("*2 2", "f: expected"), ("1.1", "f: expected"),
        ])
    func refusals(text: String, message: String) {
        #expect(throws: PreviewError.self) { try RelativeOption.parse(text, field: "f") }
        do {
            _ = try RelativeOption.parse(text, field: "f")
        } catch {
            #expect(error.message.hasPrefix(message), "\(error.message)")
            #expect(!error.message.contains("\n"))
        }
    }

    @Test("the command line: *, ×, + and `default` start a relative value; -2 stays the plain −2")
    func commandLine() throws {
        #expect(
            try ArgumentParser.option("spacing=*1.1") == OptionSetting(name: "spacing", value: 0, relative: .times(1.1))
        )
        #expect(try ArgumentParser.option("count=+2") == OptionSetting(name: "count", value: 0, relative: .plus(2)))
        #expect(
            try ArgumentParser.option("count=default-2") == OptionSetting(name: "count", value: 0, relative: .plus(-2)))
        #expect(try ArgumentParser.option("fadeMin=-2") == OptionSetting(name: "fadeMin", value: -2))
        let scene = try ArgumentParser.parse([
            "rotary", "--option", "count=+2", "--option", "spacing=*1.1", "--items", "5",
        ])
        .scene()
        #expect(scene.configuration.options.relative.count == .plus(2))
        #expect(scene.model.circularItemCount == 7)
        #expect(abs(scene.model.spacing - 1.1) < 1e-12)
    }

    @Test(
        "the command line refuses a relative boolean, an unknown option and bad text, in one line",
        arguments: [
            ("wrap=+1", "--option wrap: a boolean option has no relative value"),
            ("wobble=*2", "--option: unknown option 'wobble'"),
            ("spacng=*2", "--option: unknown option 'spacng' (did you mean spacing?)"),
            ("spacing=*", "--option spacing: expected *K, +D or default-D"),
            ("spacing=*nan", "--option spacing: expected *K, +D or default-D"),
        ])
    func commandLineRefusals(text: String, message: String) {
        do {
            _ = try ArgumentParser.option(text)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.message.hasPrefix(message), "\(error.message)")
        }
    }

    @Test("a scene file: {\"relative\": TEXT}; the type's default follows the scene")
    func sceneFile() throws {
        let json = #"{"type": "coverFlow", "options": {"spacing": {"relative": "*1.1"}, "tilt": {"relative": "-0.4"}}}"#
        let scene = try Scene(json: JSONValue.parse(Data(json.utf8)), path: "scene")
        #expect(abs(scene.model.spacing - 0.275) < 1e-12)
        #expect(abs(scene.model.tilt - 0.5) < 1e-12)
    }

    @Test(
        "a scene file refuses other shapes, booleans and bad text in one line",
        arguments: [
            (#"{"spacing": {"relative": 2}}"#, #"scene.options.spacing: expected a number or {"relative": TEXT}"#),
            (#"{"spacing": {"relative": "*2", "x": 1}}"#, #"scene.options.spacing: expected a number or {"relative""#),
            (#"{"spacing": {}}"#, #"scene.options.spacing: expected a number or {"relative": TEXT}"#),
            (#"{"wrap": {"relative": "+1"}}"#, "scene.options.wrap: a boolean option has no relative value"),
            (#"{"wobble": {"relative": "+1"}}"#, "scene.options: unknown option 'wobble'"),
            (#"{"spacing": {"relative": "*1e999"}}"#, "scene.options.spacing: '*1e999' is too large"),
            (#"{"spacing": {"relative": "1.1"}}"#, "scene.options.spacing: expected *K, +D or default-D"),
        ])
    func sceneFileRefusals(options: String, message: String) throws {
        let json = #"{"type": "linear", "options": "# + options + "}"
        do {
            _ = try Scene(json: JSONValue.parse(Data(json.utf8)), path: "scene")
            Issue.record("accepted \(options)")
        } catch {
            #expect(error.message.hasPrefix(message), "\(error.message)")
            #expect(!error.message.contains("\n"))
        }
    }

    @Test("carousel-preview exits 2 with one line for a bad relative option")
    func exitStatus() {
        let output = PreviewTool.run(["linear", "--option", "spacing=*x"])
        #expect(output.exitCode == 2)
        #expect(output.standardError.hasPrefix("carousel-preview: --option spacing: expected *K"))
        #expect(output.standardError.filter { $0 == "\n" }.count == 1)
    }
}
