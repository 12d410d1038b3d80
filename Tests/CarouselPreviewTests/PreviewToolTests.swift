@_spi(Plumbing) import CarouselCore
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselPreview

@Suite("PreviewTool")
struct PreviewToolTests {
    /// A fresh temporary directory for files the tool reads and writes.
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("carousel-preview-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func expectBadInput(
        _ output: PreviewTool.Output, _ prefix: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(output.exitCode == 2, sourceLocation: sourceLocation)
        #expect(output.standardOutput.isEmpty, sourceLocation: sourceLocation)
        #expect(
            output.standardError.hasPrefix("carousel-preview: " + prefix), "\(output.standardError)",
            sourceLocation: sourceLocation)
        #expect(output.standardError.filter { $0 == "\n" }.count == 1, sourceLocation: sourceLocation)
        #expect(output.standardError.hasSuffix("\n"), sourceLocation: sourceLocation)
    }

    @Test("a type beside --scene fills a missing type and may not contradict one")
    func typeBesideScene() {
        let flick = { Data(#"{"type": "coverFlow", "scrollOffset": 2}"#.utf8) }
        let untyped = { Data(#"{"scrollOffset": 2}"#.utf8) }
        let conflict = PreviewTool.run(["rotary", "--scene", "-"], readStandardInput: flick)
        #expect(conflict.exitCode == 2)
        #expect(
            conflict.standardError
                == "carousel-preview: standard input: scene.type: coverFlow conflicts with the command line's type, rotary (give one)\n"
        )
        // The SVG's caption names the type drawn.
        let same = PreviewTool.run(["coverFlow", "--scene", "-"], readStandardInput: flick)
        #expect(same.exitCode == 0 && same.standardOutput.contains("coverFlow · 12 items"), "\(same.standardError)")
        let filled = PreviewTool.run(["rotary", "--scene", "-"], readStandardInput: untyped)
        #expect(filled.exitCode == 0 && filled.standardOutput.contains("rotary · 12 items"), "\(filled.standardError)")
        let missing = PreviewTool.run(["--scene", "-"], readStandardInput: untyped)
        #expect(missing.exitCode == 2)
        #expect(
            missing.standardError
                == "carousel-preview: standard input: scene: missing field 'type' (give it in the file, or as the type on the command line)\n"
        )
    }

    @Test("the README's first command draws every card inside the picture")
    func readmeFirstCommandFits() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        // The first shell block's command: `swift run carousel-preview ARGS > FILE`.
        let block = try #require(readme.components(separatedBy: "```sh\n").dropFirst().first)
        let line = try #require(block.split(separator: "\n").first)
        let words = line.split(separator: " ").map(String.init)
        #expect(Array(words.prefix(3)) == ["swift", "run", "carousel-preview"])
        let arguments = Array(words.dropFirst(3).prefix { $0 != ">" })
        let output = PreviewTool.run(arguments + ["--format", "json"])
        #expect(output.exitCode == 0)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let items = try #require(json["items"] as? [[String: Any]])
        let scene = try ArgumentParser.parse(arguments).scene()
        let bounds = scene.configuration.bounds
        #expect(items.count == scene.configuration.numberOfItems, "every card is drawn")
        for item in items {
            let corners = try #require(item["corners"] as? [[Double]], "item \(item["index"] ?? "?") has corners")
            for corner in corners {
                #expect(corner[0] >= 0 && corner[0] <= bounds.width && corner[1] >= 0 && corner[1] <= bounds.height)
            }
        }
    }

    @Test("the README command prints an SVG")
    func readme() {
        let output = PreviewTool.run(["coverFlow", "--items", "7", "--offset", "3"])
        #expect(output.exitCode == 0 && output.standardError.isEmpty)
        #expect(output.standardOutput.hasPrefix("<?xml"))
        #expect(output.standardOutput.hasSuffix("</svg>\n"))
        #expect(captures(#"(<polygon)"#, in: output.standardOutput).count > 5)
    }

    @Test("--help, -h and help print the usage and succeed")
    func help() {
        for spelling in ["--help", "-h", "help"] {
            let output = PreviewTool.run([spelling])
            #expect(output.exitCode == 0 && output.standardOutput.hasPrefix("Usage: carousel-preview"))
            #expect(output.standardOutput == ArgumentParser.helpText && output.standardError.isEmpty)
        }
    }

    @Test("help fits a screen; help TOPIC prints the rest, and every topic is listed in the summary")
    func helpTopics() {
        let summary = PreviewTool.run(["help"]).standardOutput
        let lines = summary.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count <= 24, "\(lines.count) lines")
        #expect(lines.allSatisfy { $0.count <= 100 })
        for topic in HelpTopic.allCases {
            #expect(summary.contains(" " + topic.rawValue + " ("), "the summary does not list \(topic)")
            let output = PreviewTool.run(["help", topic.rawValue])
            #expect(output.exitCode == 0 && output.standardError.isEmpty)
            #expect(output.standardOutput == ArgumentParser.helpText(for: topic) && !output.standardOutput.isEmpty)
        }
        #expect(PreviewTool.run(["help", "flags"]).standardOutput.contains("--deceleration-rate R"))
        #expect(PreviewTool.run(["help", "replay"]).standardOutput.contains("touchDown [x, y]"))
        #expect(PreviewTool.run(["help", "values"]).standardOutput.contains("450000 drawn cards"))
    }

    @Test("a scene file holding an empty array is refused with one line and status 2, in every format")
    func emptySceneArray() {
        for format in ["svg", "html", "json"] {
            let output = PreviewTool.run(["--scene", "-", "--format", format], readStandardInput: { Data("[]".utf8) })
            expectBadInput(
                output,
                "standard input: scene: expected a scene object or an array of at least one, got an empty array")
        }
    }

    @Test("a scene file holds at most 64 scenes; more is refused with one line and status 2")
    func sceneCount() {
        let scene = #"{"type": "linear", "numberOfItems": 3}"#
        func array(_ n: Int) -> Data {
            Data(("[" + Array(repeating: scene, count: n).joined(separator: ",") + "]").utf8)
        }
        let most = PreviewTool.run(["--scene", "-", "--format", "json"], readStandardInput: { array(64) })
        #expect(most.exitCode == 0 && most.standardError.isEmpty)
        expectBadInput(
            PreviewTool.run(["--scene", "-"], readStandardInput: { array(65) }),
            "standard input: scene: an array of 65 scenes, more than a scene file holds (at most 64)")
    }

    @Test("a scene file's replays and flings run at most 14 400 ticks together; past that it is refused")
    func tickCount() throws {
        // 60 s at 60 Hz is 3 600 ticks: four such replays are 14 400, the most; a fifth passes it.
        let replay = #"{"type": "linear", "interaction": {"until": 60, "events": [{"at": 0, "autoscroll": 1}]}}"#
        func array(_ n: Int) -> Data {
            Data(("[" + Array(repeating: replay, count: n).joined(separator: ",") + "]").utf8)
        }
        let most = PreviewTool.run(["--scene", "-", "--format", "json"], readStandardInput: { array(4) })
        #expect(most.exitCode == 0)
        guard case .array(let results) = try JSONValue.parse(Data(most.standardOutput.utf8)) else {
            Issue.record("no array")
            return
        }
        #expect(results.count == 4)
        for result in results {
            guard case .array(let frames)? = result["interaction"]?["frames"] else {
                Issue.record("no frames")
                return
            }
            #expect(frames.count == 3601)
        }
        expectBadInput(
            PreviewTool.run(["--scene", "-"], readStandardInput: { array(5) }),
            "standard input: scene[4]: the replays and flings pass 14400 ticks together (18000 up to here;")
        // One replay at the longest and fastest (60 s at 240 Hz) fits alone.
        #expect(
            SceneLimits.maximumTickCount == Int(Interaction.maximumDuration * Interaction.frameRateRange.upperBound))
    }

    @Test("--list-types prints every type, one a line")
    func listTypes() {
        let output = PreviewTool.run(["--list-types"])
        #expect(output.exitCode == 0)
        #expect(output.standardOutput == CarouselType.allCases.map { $0.rawValue + "\n" }.joined())
    }

    @Test("a stray argument beside --help or --list-types is refused with one line and status 2")
    func strayArgumentBesideStandalone() {
        expectBadInput(
            PreviewTool.run(["--help", "extra"]), "unexpected argument 'extra' beside --help, which is given alone")
        expectBadInput(
            PreviewTool.run(["--list-types", "x"]), "unexpected argument 'x' beside --list-types, which is given alone")
    }

    @Test("--format json prints the result; html prints a page")
    func formats() throws {
        let json = PreviewTool.run(["linear", "--items", "3", "--format", "json"])
        #expect(json.exitCode == 0)
        let value = try JSONValue.parse(Data(json.standardOutput.utf8))
        var scene = Scene(type: .linear)
        scene.configuration.numberOfItems = 3
        #expect(value == SceneResult(scene: scene).json)
        let html = PreviewTool.run(["linear", "--format", "html"])
        #expect(html.exitCode == 0 && html.standardOutput.contains("matrix3d("))
    }

    @Test("--scene reads a scene, or an array of scenes printed as an array; flags apply on top")
    func sceneFiles() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let single = dir.appendingPathComponent("one.json")
        try Data(#"{"type": "rotary", "numberOfItems": 5, "scrollOffset": 7}"#.utf8).write(to: single)
        let one = PreviewTool.run(["--scene", single.path, "--format", "json"])
        #expect(one.exitCode == 0, "\(one.standardError)")
        let oneValue = try JSONValue.parse(Data(one.standardOutput.utf8))
        // 5 rotary items wrap: 7 mod 5 = 2.
        #expect(oneValue["scrollOffset"] == .number(2))

        let array = dir.appendingPathComponent("many.json")
        try Data(#"[{"type": "linear"}, {"type": "wheel", "scrollOffset": 1}]"#.utf8).write(to: array)
        let many = PreviewTool.run(["--scene", array.path, "--format", "json", "--items", "4"])
        guard case .array(let results) = try JSONValue.parse(Data(many.standardOutput.utf8)) else {
            Issue.record("expected an array")
            return
        }
        var first = Scene(type: .linear)
        var second = Scene(type: .wheel)
        first.configuration.numberOfItems = 4
        second.configuration.numberOfItems = 4
        second.scrollOffset = 1
        #expect(results == [SceneResult(scene: first).json, SceneResult(scene: second).json])

        // A positional type fills a file's missing type: 5 linear items bounce to at most 4 + 1.
        let untyped = dir.appendingPathComponent("untyped.json")
        try Data(#"{"numberOfItems": 5, "scrollOffset": 7}"#.utf8).write(to: untyped)
        let typed = PreviewTool.run(["--scene", untyped.path, "linear", "--format", "json"])
        #expect(try JSONValue.parse(Data(typed.standardOutput.utf8))["scrollOffset"] == .number(5))
        // …and may not contradict one.
        #expect(PreviewTool.run(["--scene", single.path, "linear"]).exitCode == 2)
        // SVG of an array: scenes stacked, each with its caption band (24 pt for one line).
        let svg = PreviewTool.run(["--scene", array.path])
        #expect(svg.standardOutput.contains(#"<svg x="0" y="524""#))
    }

    @Test("--scene - reads standard input")
    func standardInput() throws {
        let output = PreviewTool.run(["--scene", "-", "--format", "json"]) { Data(#"{"type": "linear"}"#.utf8) }
        #expect(output.exitCode == 0)
        let bad = PreviewTool.run(["--scene", "-"]) { Data("{".utf8) }
        expectBadInput(bad, "standard input: malformed JSON")
    }

    @Test("-o writes the file and prints nothing")
    func outputFile() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("wheel.svg")
        let output = PreviewTool.run(["wheel", "-o", file.path])
        #expect(output == PreviewTool.Output(standardOutput: "", standardError: "", exitCode: 0))
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written == PreviewTool.run(["wheel"]).standardOutput)
    }

    @Test("every kind of bad input exits 2 with one line on stderr")
    func badInput() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        func file(_ name: String, _ text: String) throws -> String {
            let url = dir.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            return url.path
        }
        expectBadInput(PreviewTool.run([]), "missing carousel type")
        expectBadInput(PreviewTool.run(["spiral"]), "unknown carousel type 'spiral'")
        expectBadInput(PreviewTool.run(["linear", "--option", "wobble=2"]), "--option: unknown option 'wobble'")
        expectBadInput(PreviewTool.run(["linear", "--items", "-1"]), "--items: expected a whole number")
        expectBadInput(PreviewTool.run(["linear", "--bounds", "800"]), "--bounds: expected WIDTHxHEIGHT")
        expectBadInput(PreviewTool.run(["linear", "--frobnicate"]), "unknown flag '--frobnicate'")
        expectBadInput(
            PreviewTool.run(["linear", "--item-size", "0x0"]),
            "--item-size: expected WIDTHxHEIGHT with numbers ≥ 1 or percentages in (0%, 1000%], e.g. 200x200 or 100%x80%, got '0x0'"
        )
        expectBadInput(
            PreviewTool.run(["coverflow"]), "unknown carousel type 'coverflow' (did you mean coverFlow?)")
        expectBadInput(
            PreviewTool.run(["linear", "--option", "wrap=yes"]),
            "--option wrap: expected true or false (or 1 or 0), got 'yes'")
        expectBadInput(
            PreviewTool.run(["linear", "--items", "99999999999999999999"]),
            "--items: '99999999999999999999' is too large (at most 9007199254740991)")
        expectBadInput(
            PreviewTool.run(["linear", "--offset", "1e309"]), "--offset: '1e309' is too large (beyond ±1.8e308)")
        expectBadInput(
            PreviewTool.run(["linear", "--bounds", "800*500"]),
            "--bounds: expected WIDTHxHEIGHT with numbers ≥ 1, e.g. 200x200, got '800*500'")
        let missing = dir.appendingPathComponent("missing.json").path
        expectBadInput(PreviewTool.run(["--scene", missing]), "cannot read '\(missing)'")
        expectBadInput(PreviewTool.run(["--scene", dir.path]), "cannot read '\(dir.path)'")
        let malformed = try file("bad.json", "{\"type\": ")
        expectBadInput(PreviewTool.run(["--scene", malformed]), "\(malformed): malformed JSON")
        let badType = try file("type.json", #"[{"type": "linear"}, {"type": "helix"}]"#)
        expectBadInput(
            PreviewTool.run(["--scene", badType]), "\(badType): scene[1].type: unknown carousel type 'helix'")
        let badOption = try file("option.json", #"{"type": "linear", "options": {"twist": 1}}"#)
        expectBadInput(PreviewTool.run(["--scene", badOption]), "\(badOption): scene.options: unknown option 'twist'")
        let negative = try file("negative.json", #"{"type": "linear", "numberOfItems": -5}"#)
        expectBadInput(
            PreviewTool.run(["--scene", negative]), "\(negative): scene.numberOfItems: expected a whole number")
        let unwritable = dir.appendingPathComponent("no/such/dir/out.svg").path
        expectBadInput(PreviewTool.run(["linear", "-o", unwritable]), "cannot write '\(unwritable)'")
    }

    @Test("a fling end to end: JSON rests where the core says, HTML animates, SVG shows the rest")
    func fling() throws {
        // The README example: d = 6 / (60 × 0.05) = 2, so 2 → 4.
        let json = PreviewTool.run(["linear", "--offset", "2", "--fling", "6", "--format", "json"])
        #expect(json.exitCode == 0 && json.standardError.isEmpty)
        let value = try JSONValue.parse(Data(json.standardOutput.utf8))
        #expect(value["restingOffset"] == .number(4) && value["scrollOffset"] == .number(2))
        guard case .array(let trajectory)? = value["trajectory"] else {
            Issue.record("no trajectory")
            return
        }
        #expect(trajectory.first == .number(2) && trajectory.last == .number(4) && trajectory.count == 42)

        let html = PreviewTool.run(["coverFlow", "--offset", "2", "--fling", "6", "--format", "html"])
        #expect(html.exitCode == 0)
        #expect(html.standardOutput.contains(#"<script type="application/json" id="s0-frames">"#))
        #expect(html.standardOutput.contains("requestAnimationFrame"))

        // 42 trajectory samples (the last, at 41/60 s, is the rest) thinned to every other: ticks 0,
        // 2, …, 40 and 41, 22 frames; the last is held 0.6 s, so the loop lasts 41/60 + 0.6 s.
        let svg = PreviewTool.run(["linear", "--offset", "2", "--fling", "6"])
        #expect(
            svg.standardOutput.contains(
                "fling 6 items/s → rests at 4 (drawn at 30 frames a second; loops every 1.28 s)"))
        #expect(captures(#"(<animate )"#, in: svg.standardOutput).count == 22)

        // A file's fling, with the flag's velocity on top.
        let file = PreviewTool.run(["--scene", "-", "--fling", "-6", "--format", "json"]) {
            Data(#"{"type": "linear", "scrollOffset": 2, "fling": {"velocity": 6}}"#.utf8)
        }
        #expect(try JSONValue.parse(Data(file.standardOutput.utf8))["restingOffset"] == .number(0))
    }

    @Test("bad flings exit 2 with one line on stderr")
    func badFlings() {
        expectBadInput(PreviewTool.run(["linear", "--fling", "NaN"]), "--fling: expected a number, got 'NaN'")
        expectBadInput(PreviewTool.run(["linear", "--fling", "soon"]), "--fling: expected a number")
        expectBadInput(PreviewTool.run(["linear", "--fling"]), "--fling needs a value")
        for (text, message) in [
            (#"{"type": "linear", "fling": {"velocity": "6"}}"#, "scene.fling.velocity: expected a number"),
            (#"{"type": "linear", "fling": {"velocity": NaN}}"#, "malformed JSON"),
            (#"{"type": "linear", "fling": {}}"#, "scene.fling: missing field 'velocity'"),
            (#"{"type": "linear", "fling": {"velocity": 6, "angle": 1}}"#, "scene.fling: unknown field 'angle'"),
        ] {
            expectBadInput(PreviewTool.run(["--scene", "-"]) { Data(text.utf8) }, "standard input: " + message)
        }
    }

    @Test("an interaction end to end: the README command prints the replay; HTML and SVG play it")
    func interaction() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("fling.json")
        try Data(flingScene(settings: #""until": 3, "#, more: #", {"at": 2, "scrollTo": 7, "animated": true}"#).utf8)
            .write(to: scene)
        let json = PreviewTool.run(["--scene", scene.path, "--format", "json"])
        #expect(json.exitCode == 0 && json.standardError.isEmpty)
        let value = try JSONValue.parse(Data(json.standardOutput.utf8))
        let end = try #require(value["interaction"]?["end"])
        #expect(end["at"] == .number(3) && end["scrollOffset"] == .number(7) && end["currentItemIndex"] == .number(7))
        guard case .array(let frames)? = value["interaction"]?["frames"] else {
            Issue.record("no frames")
            return
        }
        #expect(frames.count == 181)

        let html = PreviewTool.run(["--scene", scene.path, "--format", "html"])
        #expect(html.exitCode == 0 && html.standardOutput.contains(#"<div class="finger""#))
        let svg = PreviewTool.run(["--scene", scene.path])
        // 181 ticks at 60 Hz thinned to every other: 91 frames over 3 s; the replay ends at rest
        // (the scroll to 7 is over), so the last frame is held 0.6 s.
        #expect(svg.standardOutput.contains("→ ends at 7 (item 7) (drawn at 30 frames a second; loops every 3.6 s)"))
        #expect(captures(#"(<animate )"#, in: svg.standardOutput).count == 91)
        // Flags apply on top, and are checked with the interaction: fewer items, a fling.
        let fewer = PreviewTool.run(["--scene", scene.path, "--items", "5"])
        expectBadInput(fewer, "\(scene.path): scene.interaction.events[3]: scrollTo 7 is out of range (indexes 0...4)")
        let flung = PreviewTool.run(["--scene", scene.path, "--fling", "3"])
        expectBadInput(flung, "\(scene.path): scene: 'interaction' and 'fling' don't go together")
    }

    @Test("Docs/PREVIEWER.md's interaction example rests on item 3 at 0.817 s")
    func readmeInteraction() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("Docs/PREVIEWER.md"), encoding: .utf8)
        let scene = try #require(captures(#"cat > flick\.json <<'EOF'\n([\s\S]*?)\nEOF\n"#, in: readme).first)
        #expect(readme.contains("swift run carousel-preview --scene flick.json --format json"))
        let output = PreviewTool.run(["--scene", "-", "--format", "json"]) { Data(scene.utf8) }
        #expect(output.exitCode == 0, "\(output.standardError)")
        let end = try JSONValue.parse(Data(output.standardOutput.utf8))["interaction"]?["end"]
        #expect(end?["scrollOffset"] == .number(3) && end?["at"] == .number(49.0 / 60))
        #expect(RenderStyle.decimal(49.0 / 60) == "0.817")
    }

    @Test("bad interactions exit 2 with one line on stderr naming the path")
    func badInteractions() {
        let touch = #"{"at": 0, "touchDown": [400, 250]}"#
        for (interaction, message) in [
            (
                #"{"events": [\#(touch), {"at": 0.1, "dragTo": [300, 250]}, {"at": 0.2, "touchUp": [0, 0]}, {"at": 0.15, "scrollTo": 2}]}"#,
                "scene.interaction.events[3]: at 0.15 is before the previous event's 0.2 (events must be in time order)"
            ),
            (#"{"events": [{"at": 0}]}"#, "scene.interaction.events[0]: expected exactly one event kind"),
            (
                #"{"events": [{"at": 0, "touchDown": [1, 2], "touchUp": [0, 0]}]}"#,
                "scene.interaction.events[0]: expected exactly one event kind"
            ),
            (
                #"{"events": [{"at": 0, "key": "tab"}]}"#,
                "scene.interaction.events[0].key: expected one of left, right, up, down, home, end, pageUp, pageDown, got 'tab'"
            ),
            (
                #"{"events": [{"at": 0, "scrollTo": 1, "speed": 2}]}"#,
                "scene.interaction.events[0]: unknown event kind or field 'speed'"
            ),
            (#"{"events": [], "fps": 30}"#, "scene.interaction: unknown field 'fps'"),
            (
                #"{"events": [{"at": 1e999, "scrollTo": 1}]}"#,
                "malformed JSON at interaction.events[0].at: a number too large"
            ),
            (
                #"{"events": [{"at": 0, "scrollTo": 40}]}"#,
                "scene.interaction.events[0]: scrollTo 40 is out of range (indexes 0...11)"
            ),
            (
                #"{"events": [{"at": 0, "insert": [14]}]}"#,
                "scene.interaction.events[0]: insert index 14 is out of range"
            ),
            (
                #"{"events": [{"at": 0, "delete": [12]}]}"#,
                "scene.interaction.events[0]: delete index 12 is out of range (indexes 0...11)"
            ),
            (#"{"until": 61}"#, "scene.interaction.until: expected seconds in (0, 60]"),
            (#"{"until": 0}"#, "scene.interaction.until: expected seconds in (0, 60]"),
            (#"{"frameRate": 241}"#, "scene.interaction.frameRate: expected ticks per second in 1...240, got 241"),
            (#"{"frameRate": 0.5}"#, "scene.interaction.frameRate: expected ticks per second in 1...240, got 0.5"),
            (
                #"{"events": [{"at": 0, "dragTo": [1, 2]}]}"#,
                "scene.interaction.events[0]: dragTo without a finger down"
            ),
            (
                #"{"events": [{"at": 0, "insets": [1, 2, 3]}]}"#,
                "scene.interaction.events[0].insets: expected [top, left, bottom, right], four finite numbers in points, got an array of 3"
            ),
            (
                #"{"events": [{"at": 0, "insets": ["91", "0", "34", "0"]}]}"#,
                "scene.interaction.events[0].insets: expected [top, left, bottom, right], four finite numbers in points, got '91'"
            ),
            (
                #"{"events": [{"at": 0, "insets": [NaN, 0, 0, 0]}]}"#,
                "malformed JSON at interaction.events[0].insets[0]"
            ),
        ] {
            let text = #"{"type": "linear", "interaction": \#(interaction)}"#
            expectBadInput(PreviewTool.run(["--scene", "-"]) { Data(text.utf8) }, "standard input: " + message)
        }
        let both = #"{"type": "linear", "fling": {"velocity": 2}, "interaction": {}}"#
        expectBadInput(
            PreviewTool.run(["--scene", "-"]) { Data(both.utf8) },
            "standard input: scene: 'interaction' and 'fling' don't go together (a scene replays one or the other)")
        let second =
            #"[{"type": "linear"}, {"type": "linear", "interaction": {"events": [{"at": 0, "scrollTo": -1}]}}]"#
        expectBadInput(
            PreviewTool.run(["--scene", "-"]) { Data(second.utf8) },
            "standard input: scene[1].interaction.events[0]: scrollTo -1 is out of range")
    }

    @Test("odd but valid scenes render without trouble", arguments: CarouselType.allCases)
    func oddScenes(type: CarouselType) {
        for arguments in [
            ["--items", "0"], ["--items", "1"], ["--bounds", "1x1"], ["--item-size", "1x1"],
            ["--items", "10000000", "--offset", "9999998.5"], ["--option", "arc=0", "--option", "count=0"],
            ["--option", "fadeRange=0", "--option", "spacing=0"], ["--offset", "-1e300"], ["--perspective", "0"],
            ["--items", "1", "--fling", "-40"], ["--items", "0", "--fling", "30"],
            ["--offset", "0.5", "--fling", "1e-300"],
            ["--offset", "1e300", "--fling", "1e300", "--bounce-distance", "0", "--deceleration-rate", "0"],
            ["--deceleration-rate", "0.9999999", "--fling", "1e7"], ["--perspective", "-1"], ["--toggle", "-1"],
        ] {
            for format in ["svg", "html", "json"] {
                let output = PreviewTool.run([type.rawValue, "--format", format] + arguments)
                #expect(output.exitCode == 0, "\(type) \(arguments): \(output.standardError)")
                let bytes = Data(output.standardOutput.utf8)  // Data's search: these outputs run to megabytes
                #expect(bytes.range(of: Data("nan".utf8)) == nil && bytes.range(of: Data("inf".utf8)) == nil)
            }
        }
    }

    @Test("a directory given to --scene or -o is named as such")
    func directories() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        expectBadInput(PreviewTool.run(["--scene", dir.path]), "cannot read '\(dir.path)': Is a directory")
        expectBadInput(PreviewTool.run(["linear", "-o", dir.path]), "cannot write '\(dir.path)': Is a directory")
        let missing = dir.appendingPathComponent("no/such.svg").path
        expectBadInput(
            PreviewTool.run(["linear", "-o", missing]), "cannot write '\(missing)': No such file or directory")
    }

    @Test("-o - writes to standard output; -o FILE writes the file")
    func outputDash() throws {
        let dash = PreviewTool.run(["linear", "-o", "-"])
        #expect(dash.exitCode == 0 && dash.standardOutput == PreviewTool.run(["linear"]).standardOutput)
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("out.json")
        let written = PreviewTool.run(["linear", "--format", "json", "-o", file.path])
        #expect(written.exitCode == 0 && written.standardOutput.isEmpty)
        #expect(
            try Data(contentsOf: file) == Data(PreviewTool.run(["linear", "--format", "json"]).standardOutput.utf8))
    }

    @Test("--scene twice is refused")
    func sceneTwice() {
        expectBadInput(
            PreviewTool.run(["--scene", "a.json", "--scene", "b.json"]),
            "--scene given twice (a scene file may hold an array of scenes)")
    }

    @Test("a scene larger than 16 MiB is refused; reading stops as soon as the input passes it")
    func sizeLimit() throws {
        #expect(PreviewTool.maximumSceneSize == 16 * 1024 * 1024)
        let big = Data(count: PreviewTool.maximumSceneSize + 1)
        expectBadInput(
            PreviewTool.run(["--scene", "-"]) { big },
            "standard input is larger than 16 MiB (the largest scene accepted)")
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("big.json")
        try big.write(to: file)
        expectBadInput(
            PreviewTool.run(["--scene", file.path]),
            "'\(file.path)' is larger than 16 MiB (the largest scene accepted)")
        // A scene with 16 MiB of trailing spaces is still read.
        var padded = Data(#"{"type": "linear"}"#.utf8)
        padded.append(Data(repeating: 0x20, count: PreviewTool.maximumSceneSize - padded.count))
        #expect(PreviewTool.run(["--scene", "-", "--format", "json"]) { padded }.exitCode == 0)
    }

    @Test("scene files with invalid UTF-8, lone surrogates or repeated keys say so")
    func badText() {
        var bytes = Array(#"{"type":"lin"#.utf8)
        bytes.append(0xFF)
        bytes += Array(#"ear"}"#.utf8)
        expectBadInput(
            PreviewTool.run(["--scene", "-"]) { Data(bytes) },
            "standard input: malformed JSON: invalid UTF-8 at byte offset 12")
        expectBadInput(
            PreviewTool.run(["--scene", "-"]) { Data(#"{"type":"\ud800"}"#.utf8) },
            "standard input: malformed JSON at type: invalid string escape '\\ud800' at byte offset 9")
        expectBadInput(
            PreviewTool.run(["--scene", "-"]) { Data(#"{"type": "linear", "type": "rotary"}"#.utf8) },
            "standard input: malformed JSON: key 'type' appears twice in one object")
        expectBadInput(
            PreviewTool.run(["--scene", "-"]) { Data((String(repeating: "[", count: 10_000)).utf8) },
            "standard input: malformed JSON: arrays and objects nested deeper than")
    }

    /// The built executable, when `swift build` has produced it next to the tests.
    static let executable: URL? = Executable.path.map(URL.init(fileURLWithPath:))

    @Test("the built executable works end to end", .enabled(if: executable != nil))
    func executableEndToEnd() throws {
        let executable = try #require(Self.executable)
        func run(_ arguments: [String]) throws -> (out: String, err: String, status: Int32) {
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            let out = Pipe()
            let err = Pipe()
            process.standardOutput = out
            process.standardError = err
            try process.run()
            let outData = out.fileHandleForReading.readDataToEndOfFile()
            let errData = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (
                String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self),
                process.terminationStatus
            )
        }
        let good = try run(["coverFlow", "--items", "12"])
        #expect(good.status == 0 && good.err.isEmpty)
        #expect(good.out == PreviewTool.run(["coverFlow", "--items", "12"]).standardOutput)
        let bad = try run(["coverFlow", "--items", "-12"])
        #expect(bad.status == 2 && bad.out.isEmpty)
        #expect(bad.err == "carousel-preview: --items: expected a whole number ≥ 0, got '-12'\n")
    }
}
