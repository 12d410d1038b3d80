@_spi(Plumbing) import CarouselCore
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselPreview

/// The flag table: every flag is declared once, parses, is listed by --help, and reads its
/// scene-file field as it reads its own value.
@Suite("Flag")
struct FlagTests {
    /// A value for every flag in the table (empty for switches), and, for flags with a scene-file
    /// field, the same value as JSON. Adding a flag to the table without adding it here fails
    /// `everyFlagHasAnExample`.
    static let examples: [String: (text: String, json: String?)] = [
        "--items": ("7", "7"),
        "--placeholders": ("3", "3"),
        "--offset": ("2.5", "2.5"),
        "--item-size": ("120x80", "[120, 80]"),
        "--item-width": ("150", "150"),
        "--bounds": ("320x480", "[320, 480]"),
        "--vertical": ("", "true"),
        "--orientation": ("vertical", #""vertical""#),
        "--layout-direction": ("rightToLeft", #""rightToLeft""#),
        "--wrap": ("", nil),
        "--perspective": ("-0.001", "-0.001"),
        "--focus-point": ("0.5,0.7", "[0.5, 0.7]"),
        "--content-offset": ("10,-20", "[10, -20]"),
        "--viewpoint-offset": ("-5,15", "[-5, 15]"),
        "--toggle": ("0.5", "0.5"),
        "--display-limit": ("3", "3"),
        "--keyframes": (
            "-1:x=-200,y=40,rotation=-0.3,scale=0.5;0:depth=20;1:x=200,tilt=0.4,alpha=0.5;ends=hold",
            #"{"keyframes": [{"offset": -1, "x": -200, "y": 40, "rotation": -0.3, "scale": 0.5}, "#
                + #"{"offset": 0, "depth": 20}, {"offset": 1, "x": 200, "tilt": 0.4, "alpha": 0.5}], "beyondEnds": "hold"}"#
        ),
        "--option": ("tilt=0.7", nil),
        "--deceleration-rate": ("0.9", "0.9"),
        "--bounces": ("false", "false"),
        "--bounce-distance": ("0.5", "0.5"),
        "--stop-at-item-boundary": ("0", "false"),
        "--scroll-to-item-boundary": ("false", "0"),
        "--paging-enabled": ("true", "true"),
        "--scroll-speed": ("2", "2"),
        "--fling": ("6", nil),
        "--format": ("json", nil),
        "--scene": ("scene.json", nil),
        "--output": ("out.svg", nil),
        "--list-types": ("", nil),
        "--no-caption": ("", nil),
        "--help": ("", nil),
    ]

    @Test("the table has an example for every flag, and every spelling once")
    func everyFlagHasAnExample() {
        let names = ArgumentParser.flags.map(\.name)
        #expect(Set(names) == Set(Self.examples.keys))
        let spellings = ArgumentParser.flags.flatMap(\.names)
        #expect(Set(spellings).count == spellings.count)
        for spelling in spellings { #expect(ArgumentParser.flag(named: spelling)?.names.contains(spelling) == true) }
    }

    @Test(
        "every flag parses its example and changes the scene or the command",
        arguments: ArgumentParser.flags.map(\.name))
    func everyFlagApplies(name: String) throws {
        let flag = try #require(ArgumentParser.flag(named: name))
        let example = try #require(Self.examples[name])
        // A standalone flag is the whole command line; the others go beside a type.
        let arguments = (flag.isStandalone ? [] : ["linear"]) + [name] + (flag.takesValue ? [example.text] : [])
        #expect(flag.takesValue == !example.text.isEmpty)
        let command = try ArgumentParser.parse(arguments)
        if flag.section == .output {
            let plain = try ArgumentParser.parse(["linear"])
            #expect(command.edits.count <= 1 && command != plain)
        } else {
            #expect(command.edits.map(\.flag) == [SceneEdit.typeName, name])
            let scene = try command.scene()
            #expect(scene != Scene(type: .linear), "\(name) changes nothing")
        }
        // The inline spelling gives the same command.
        if flag.takesValue {
            let inline = try ArgumentParser.parse(["linear", "\(name)=\(example.text)"])
            #expect(inline == command)
        }
    }

    @Test("--help lists every flag with its value, its help and its section")
    func helpListsEveryFlag() {
        let help = ArgumentParser.helpText(for: .flags)
        for flag in ArgumentParser.flags {
            #expect(help.contains("  " + flag.label), "help does not list \(flag.label)")
            let firstLine = String(flag.help.prefix { $0 != "\n" })
            #expect(help.contains(firstLine), "help does not describe \(flag.name)")
            #expect(help.contains(flag.section.heading))
        }
        // Every line but the list of types fits 100 columns.
        for line in ArgumentParser.fullHelpText.split(separator: "\n") {
            #expect(line.count <= 100, "\(line)")
        }
    }

    @Test("Docs/PREVIEWER.md names only flags of the table, the new ones among them")
    func readmeFlags() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("Docs/PREVIEWER.md"), encoding: .utf8)
        let named = Set(captures(#"[`\s](--[a-z][a-z-]*)"#, in: page))
        #expect(named.isSuperset(of: ["--focus-point", "--orientation", "--display-limit", "--no-caption"]))
        for flag in named { #expect(ArgumentParser.flag(named: flag) != nil, "Docs/PREVIEWER.md names \(flag)") }
    }

    @Test(
        "a flag and its scene-file field give the same scene",
        arguments: ArgumentParser.flags.filter { $0.field != nil }.map(\.name))
    func fieldMatchesFlag(name: String) throws {
        let flag = try #require(ArgumentParser.flag(named: name))
        let field = try #require(flag.field)
        let example = try #require(Self.examples[name])
        let json = try #require(example.json, "\(name) has a field but no JSON example")
        let parts = field.split(separator: ".")
        let member = parts.count == 2 ? #""\#(parts[0])": {"\#(parts[1])": \#(json)}"# : #""\#(field)": \#(json)"#
        let (scenes, _) = try Scene.decodeScenes(from: Data(#"{"type": "linear", \#(member)}"#.utf8))
        let fromFlag = try ArgumentParser.parse(["linear", name] + (flag.takesValue ? [example.text] : [])).scene()
        #expect(scenes == [fromFlag])
        #expect(Scene.fieldNames.contains(field) || Scene.physicsFieldNames.contains(String(parts.last!)))
    }

    @Test("scene-file fields keep their names")
    func fieldNames() {
        #expect(
            Set(Scene.fieldNames) == [
                "type", "numberOfItems", "numberOfPlaceholders", "itemSize", "itemWidth", "bounds", "vertical",
                "perspective", "contentOffset", "viewpointOffset", "options", "scrollOffset", "toggle", "physics",
                "fling", "interaction", "focusPoint", "orientation", "displayLimit", "customPath", "layoutDirection",
            ])
        #expect(
            Scene.physicsFieldNames == [
                "decelerationRate", "bounces", "bounceDistance", "stopAtItemBoundary", "scrollToItemBoundary",
                "pagingEnabled", "scrollSpeed",
            ])
    }

    @Test("focus point, orientation and display limit reach the core")
    func configurationOnlyFields() throws {
        // Offset 0 sits 70 % of the way down: y = 0.7 × 500.
        let focused = SceneResult(scene: try ArgumentParser.parse(["linear", "--focus-point", "0.5,0.7"]).scene())
        #expect(focused.center == Point2D(x: 400, y: 350))
        // A horizontal conveyor belt needs the orientation; a vertical linear carousel stacks items.
        let belt = try ArgumentParser.parse(["conveyorBelt", "--orientation", "horizontal"]).scene()
        #expect(belt.configuration.orientation == .horizontal && !belt.model.isVertical)
        let column = SceneResult(scene: try ArgumentParser.parse(["linear", "--orientation", "vertical"]).scene())
        let one = try #require(column.items.first { $0.index == 1 })
        let corners = try #require(one.projectedCorners)
        #expect(corners.allSatisfy { $0.y > column.center.y })
        #expect(corners.contains { $0.x < column.center.x } && corners.contains { $0.x > column.center.x })
        // At most three slots around the current item.
        let limit = try ArgumentParser.parse(["linear", "--offset", "5", "--display-limit", "3"]).scene()
        let limited = SceneResult(scene: limit)
        #expect(limited.items.map(\.index) == [4, 5, 6])
        let (scenes, _) = try Scene.decodeScenes(from: Data(#"{"type": "linear", "displayLimit": 0}"#.utf8))
        #expect(SceneResult(scene: scenes[0]).items.isEmpty)
    }

    @Test(
        "bad focus points, orientations and display limits are refused in one line",
        arguments: [
            (
                ["linear", "--orientation", "diagonal"],
                "--orientation: expected horizontal or vertical, got 'diagonal'"
            ),
            (["linear", "--display-limit", "-1"], "--display-limit: expected a whole number ≥ 0, got '-1'"),
            (["linear", "--display-limit", "2.5"], "--display-limit: expected a whole number ≥ 0, got '2.5'"),
            (["linear", "--focus-point", "0.5"], "--focus-point: expected X,Y, e.g. 0,-40, got '0.5'"),
            (["linear", "--focus-point", "nan,0"], "--focus-point: expected X,Y, e.g. 0,-40, got 'nan,0'"),
        ])
    func badFlags(arguments: [String], message: String) throws {
        let error = try #require(previewError { _ = try ArgumentParser.parse(arguments) })
        #expect(error.message == message)
    }

    @Test(
        "bad scene-file fields are refused in one line",
        arguments: [
            (#""orientation": 1"#, "scene.orientation: expected horizontal or vertical, got 1"),
            (#""orientation": "up""#, "scene.orientation: expected horizontal or vertical, got 'up'"),
            (#""displayLimit": -2"#, "scene.displayLimit: expected a whole number ≥ 0, got -2"),
            (#""focusPoint": [0.5]"#, "scene.focusPoint: expected [x, y], got an array"),
        ])
    func badFields(fields: String, message: String) throws {
        let text = #"{"type": "linear", \#(fields)}"#
        let error = try #require(previewError { _ = try Scene.decodeScenes(from: Data(text.utf8)) })
        #expect(error.message == message)
    }

    @Test("focus coordinates beyond ±1000 act as ±1000, as the core documents")
    func focusClamp() throws {
        let scene = try ArgumentParser.parse(["linear", "--focus-point", "5000,-5000", "--bounds", "2x2"]).scene()
        #expect(SceneResult(scene: scene).center == Point2D(x: 2000, y: -2000))
    }
}
