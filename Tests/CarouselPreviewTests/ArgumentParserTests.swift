@_spi(Plumbing) import CarouselCore
import Testing

@_spi(Plumbing) @testable import CarouselPreview

@Suite("ArgumentParser")
struct ArgumentParserTests {
    private func parse(_ line: String) throws -> Command {
        try ArgumentParser.parse(line.split(separator: " ").map(String.init))
    }

    private func scene(_ line: String) throws -> Scene {
        try parse(line).scene()
    }

    /// The edit `flag` makes with `value`, built from the flag table without parsing any text.
    private func edit(_ flag: String, _ value: some Hashable & Sendable) throws -> SceneEdit {
        try #require(ArgumentParser.flag(named: flag)?.edit(value), "\(flag) takes no \(type(of: value))")
    }

    private func error(_ arguments: [String]) throws -> String {
        try #require(previewError { _ = try ArgumentParser.parse(arguments).scene() }).message
    }

    @Test("the README command: a 12-item Cover Flow as SVG on standard output")
    func readmeCommand() throws {
        let command = try parse("coverFlow --items 12")
        #expect(command.format == .svg && command.outputPath == nil && command.sceneFile == nil && !command.showsHelp)
        #expect(command.edits == [.type(.coverFlow), try edit("--items", 12)])
        var expected = Scene(type: .coverFlow)
        expected.configuration.numberOfItems = 12
        #expect(try command.scene() == expected)
    }

    @Test("every scene flag sets its field")
    func everyFlag() throws {
        let s = try scene(
            """
            coverFlow2 --items 30 --placeholders 3 --offset -2.5 --item-size 120x80 --item-width 150 \
            --bounds 320x480 --vertical --wrap --perspective -0.001 --content-offset 10,-20 \
            --viewpoint-offset -5,15 --toggle 0.5 --option tilt=0.7 --option showBackfaces=false \
            --deceleration-rate 0.9 --bounces false --bounce-distance 0.5 --stop-at-item-boundary 0 \
            --scroll-to-item-boundary false --paging-enabled 1 --scroll-speed 2 --focus-point 0.5,0.7 \
            --orientation vertical --display-limit 5 --layout-direction rightToLeft
            """.replacingOccurrences(of: "\n", with: " "))
        var expected = Scene(type: .coverFlow2)
        expected.configuration.numberOfItems = 30
        expected.configuration.numberOfPlaceholders = 3
        expected.scrollOffset = -2.5
        expected.configuration.itemSize = Size2D(width: 120, height: 80)
        expected.configuration.itemWidth = 150
        expected.configuration.bounds = Size2D(width: 320, height: 480)
        expected.configuration.isVertical = true
        expected.configuration.perspective = -0.001
        expected.configuration.centerOffset = Point2D(x: 10, y: -20)
        expected.configuration.viewpointOffset = Point2D(x: -5, y: 15)
        expected.toggle = 0.5
        expected.configuration.focusPoint = Point2D(x: 0.5, y: 0.7)
        expected.configuration.orientation = .vertical
        expected.configuration.displayLimit = 5
        expected.configuration.layoutDirection = .rightToLeft
        expected.configuration.options = CarouselOptions(wrap: true, showBackfaces: false, tilt: 0.7)
        expected.configuration.scrollSettings = ScrollSettings(
            decelerationRate: 0.9, bounces: false, bounceDistance: 0.5, stopAtItemBoundary: false,
            scrollToItemBoundary: false, pagingEnabled: true, scrollSpeed: 2)
        #expect(s == expected)
    }

    @Test("output flags, inline values and flags before the type")
    func outputFlags() throws {
        let c = try parse("--format=json -o out.json --offset=-1 wheel --scene scene.json")
        #expect(c.format == .json && c.outputPath == "out.json" && c.sceneFile == "scene.json")
        #expect(c.edits == [.type(.wheel), try edit("--offset", -1.0)])
        #expect(try parse("linear --output x.out --format html").outputPath == "x.out")
        #expect(try parse("linear --format html").format == .html)
        #expect(
            try parse("linear --option=wrap=1").edits.last == edit("--option", OptionSetting(name: "wrap", value: 1)))
        #expect(
            try parse("linear --item-size 10×20 --bounds 30,40").edits
                == [
                    .type(.linear), try edit("--item-size", ItemSize.fixed(Size2D(width: 10, height: 20))),
                    try edit("--bounds", Size2D(width: 30, height: 40)),
                ])
        #expect(try parse("linear").edits == [.type(.linear)])
    }

    @Test("--fling sets the velocity and keeps a scene file's drag start")
    func fling() throws {
        let command = try parse("linear --offset 2 --fling 6")
        #expect(command.edits.last == (try edit("--fling", 6.0)))
        #expect(try command.scene().fling == Fling(velocity: 6))
        #expect(try parse("linear --fling=-2.5").scene().fling == Fling(velocity: -2.5))
        var fromFile = Scene(type: .linear)
        fromFile.fling = Fling(velocity: 1, dragStartOffset: 1.8)
        try parse("--fling 9").apply(to: &fromFile)
        #expect(fromFile.fling == Fling(velocity: 9, dragStartOffset: 1.8))
    }

    @Test("the positional type applies first, wherever it is; --option takes each name once")
    func order() throws {
        let s = try scene("--items 3 linear --option tilt=1 --option wrap=1")
        #expect(s.configuration.numberOfItems == 3 && s.configuration.options.tilt == 1)
        #expect(s.configuration.options.wrap == true)
    }

    @Test("a flag given twice is refused, not last-wins; --option is refused for the same name twice")
    func givenTwice() throws {
        #expect(try error(["linear", "--items", "3", "--items", "4"]) == "--items given twice")
        #expect(try error(["linear", "--format", "svg", "--format", "json"]) == "--format given twice")
        #expect(try error(["linear", "--option", "wrap=1", "--option", "wrap=0"]) == "--option wrap given twice")
        #expect(
            try error(["linear", "--wrap", "--option", "wrap=0"])
                == "--option wrap (as --wrap and --option wrap) given twice")
        #expect(
            try error(["linear", "-o", "a.svg", "--output", "b.svg"]) == "--output (as -o and --output) given twice")
        #expect(try error(["linear", "--vertical", "--vertical"]) == "--vertical given twice")
        #expect(
            try error(["--scene", "a.json", "--scene=b.json"])
                == "--scene given twice (a scene file may hold an array of scenes)")
    }

    @Test("--help asks for help and nothing else")
    func help() throws {
        #expect(try ArgumentParser.parse(["-h"]).showsHelp)
        #expect(try ArgumentParser.parse(["--help"]).showsHelp)
        let text = ArgumentParser.fullHelpText
        #expect(try ArgumentParser.parse(["--list-types"]).listsTypes)
        for flag in ArgumentParser.flags.flatMap(\.names) {
            #expect(text.contains(flag), "help does not mention \(flag)")
        }
        for type in CarouselType.allCases { #expect(text.contains(type.rawValue)) }
        // Every scene field, interaction field and event kind.
        for name in Scene.fieldNames + Interaction.fieldNames + Interaction.eventKinds + ["animated", "at"] {
            #expect(text.contains(name), "help does not mention \(name)")
        }
    }

    @Test(
        "bad input gives one line naming the problem",
        arguments: [
            ([], "missing carousel type"),
            (["--items", "3"], "missing carousel type"),
            (["spiral"], "unknown carousel type 'spiral'"),
            (["linear", "wheel"], "unexpected argument 'wheel'"),
            (["linear", "-x"], "unknown flag '-x'"),
            (["linear", "--items"], "--items needs a value"),
            (["linear", "--items", "-3"], "--items: expected a whole number ≥ 0, got '-3'"),
            (["linear", "--items", "2.5"], "--items: expected a whole number ≥ 0"),
            (["linear", "--items", "many"], "--items: expected a whole number ≥ 0, got 'many'"),
            (["linear", "--items", "1e300"], "--items: '1e300' is too large (at most 9007199254740991)"),
            (
                ["linear", "--items", "99999999999999999999"],
                "--items: '99999999999999999999' is too large (at most 9007199254740991)"
            ),
            (["linear", "--items", "1e400"], "--items: '1e400' is too large (at most 9007199254740991)"),
            (["linear", "--items", "-1e400"], "--items: expected a whole number ≥ 0, got '-1e400'"),
            (["linear", "--items", "0x10"], "--items: expected a whole number ≥ 0, got '0x10'"),
            (["linear", "--offset", "1e309"], "--offset: '1e309' is too large (beyond ±1.8e308)"),
            (["linear", "--offset", "-1e309"], "--offset: '-1e309' is too large (beyond ±1.8e308)"),
            (["linear", "--offset", "0x10"], "--offset: expected a number, got '0x10'"),
            (["linear", "--offset", "1e"], "--offset: expected a number, got '1e'"),
            (["linear", "--offset", "infinity"], "--offset: expected a number, got 'infinity'"),
            (["linear", "--toggle", "1e999"], "--toggle: '1e999' is too large (beyond ±1.8e308)"),
            (["linear", "--focus-point", "1e999,0"], "--focus-point: '1e999,0' is too large (beyond ±1.8e308)"),
            (["linear", "--item-size", "1e999x5"], "--item-size: '1e999x5' is too large (beyond ±1.8e308)"),
            (["linear", "--placeholders", "-1"], "--placeholders: expected a whole number ≥ 0"),
            (["linear", "--offset", "nan"], "--offset: expected a number, got 'nan'"),
            (["linear", "--offset", "inf"], "--offset: expected a number"),
            (["linear", "--perspective", ""], "--perspective: expected a number"),
            (["linear", "--item-size", "200"], "--item-size: expected WIDTHxHEIGHT"),
            (["linear", "--item-size", "-1x5"], "--item-size: expected WIDTHxHEIGHT with numbers ≥ 1"),
            (
                ["linear", "--item-size", "0x0"],
                "--item-size: expected WIDTHxHEIGHT with numbers ≥ 1 or percentages in (0%, 1000%], e.g. 200x200 or 100%x80%, got '0x0'"
            ),
            (["linear", "--item-size", "200x0"], "--item-size: expected WIDTHxHEIGHT with numbers ≥ 1"),
            (["linear", "--item-size", "nanxinf"], "--item-size: expected WIDTHxHEIGHT with numbers ≥ 1"),
            (["linear", "--bounds", "axb"], "--bounds: expected WIDTHxHEIGHT"),
            (
                ["linear", "--bounds", "800*500"],
                "--bounds: expected WIDTHxHEIGHT with numbers ≥ 1, e.g. 200x200, got '800*500'"
            ),
            (["linear", "--bounds", "0x500"], "--bounds: expected WIDTHxHEIGHT with numbers ≥ 1"),
            (["linear", "--item-width", "-4"], "--item-width: expected a number ≥ 1 (points), got '-4'"),
            (["linear", "--item-width", "0"], "--item-width: expected a number ≥ 1 (points), got '0'"),
            (["coverflow"], "unknown carousel type 'coverflow' (did you mean coverFlow?)"),
            (["LINEAR"], "unknown carousel type 'LINEAR' (did you mean linear?)"),
            (
                ["linear", "--orientation", "Vertical"],
                "--orientation: expected horizontal or vertical, got 'Vertical' (did you mean vertical?)"
            ),
            (
                ["linear", "--layout-direction", "rtl"],
                "--layout-direction: expected leftToRight or rightToLeft, got 'rtl'"
            ),
            (
                ["linear", "--layout-direction", "righttoleft"],
                "--layout-direction: expected leftToRight or rightToLeft, got 'righttoleft' (did you mean rightToLeft?)"
            ),
            (["linear", "--option", "wrap=yes"], "--option wrap: expected true or false (or 1 or 0), got 'yes'"),
            (["linear", "--option", "wrap=on"], "--option wrap: expected true or false (or 1 or 0), got 'on'"),
            (["linear", "--option", "wrap=2"], "--option wrap: expected true or false (or 1 or 0), got '2'"),
            (["linear", "--option", "tilt=1e400"], "--option tilt: '1e400' is too large (beyond ±1.8e308)"),
            (["linear", "--option", "tilt=0x1"], "--option tilt: expected a number, got '0x1'"),
            (["linear", "--bounces", "yes"], "--bounces: expected true or false (or 1 or 0), got 'yes'"),
            (["linear", "--bounces", "off"], "--bounces: expected true or false (or 1 or 0), got 'off'"),
            (
                ["linear", "--bounces", "True"],
                "--bounces: expected true or false (or 1 or 0), got 'True' (did you mean true?)"
            ),
            (["linear", "--format", "SVG"], "--format: expected svg, html or json, got 'SVG' (did you mean svg?)"),
            (["linear", "--content-offset", "1"], "--content-offset: expected X,Y"),
            (["linear", "--viewpoint-offset", "1,2,3"], "--viewpoint-offset: expected X,Y"),
            (["linear", "--option", "tilt"], "--option: expected name=value"),
            (["linear", "--option", "wobble=1"], "--option: unknown option 'wobble'"),
            (["linear", "--option", "tilt=steep"], "--option tilt: expected a number, got 'steep'"),
            (["linear", "--bounces", "maybe"], "--bounces: expected true or false (or 1 or 0), got 'maybe'"),
            (["linear", "--format", "png"], "--format: expected svg, html or json, got 'png'"),
            (["linear", "--vertical=yes"], "--vertical takes no value"),
            (["linear", "-o", ""], "-o needs a file name"),
            (["--scene", ""], "--scene needs a file name"),
            (["linear", "--fling"], "--fling needs a value"),
            (["linear", "--fling", "fast"], "--fling: expected a number, got 'fast'"),
            (["linear", "--fling", "nan"], "--fling: expected a number, got 'nan'"),
            (["linear", "--fling", "-inf"], "--fling: expected a number, got '-inf'"),
            (["linear", "--fling", "1e400"], "--fling: '1e400' is too large (beyond ±1.8e308)"),
            (["linear", "--fling", "6,2"], "--fling: expected a number"),
            // A value after a flag that takes none, and a flag where a value should be.
            (
                ["coverFlow", "--wrap", "false"],
                "--wrap takes no value (got 'false'): give --wrap alone to turn it on, or --option wrap=false to turn wrapping off"
            ),
            (["--wrap", "off", "coverFlow"], "--wrap takes no value (got 'off')"),
            (
                ["coverFlow", "--vertical", "true"],
                "--vertical takes no value (got 'true'): give --vertical alone to turn it on"
            ),
            (["coverFlow", "--items", "--wrap"], "--items needs a value before '--wrap' (see --help)"),
            (["coverFlow", "--items", "--offset=2"], "--items needs a value before '--offset' (see --help)"),
            // Nearest names, iCarousel's spellings among them.
            (["coverFlw"], "unknown carousel type 'coverFlw' (did you mean coverFlow?)"),
            (["cover_flow"], "unknown carousel type 'cover_flow' (did you mean coverFlow?)"),
            (["iCarouselTypeCoverFlow"], "unknown carousel type 'iCarouselTypeCoverFlow' (did you mean coverFlow?)"),
            (["linear", "--option", "Arc=2"], "--option: unknown option 'Arc' (did you mean arc?)"),
            (
                ["linear", "--option", "iCarouselOptionArc=2"],
                "--option: unknown option 'iCarouselOptionArc' (did you mean arc?)"
            ),
            // Unknown flags name the flag meant, or where the setting lives.
            (["linear", "--item", "3"], "unknown flag '--item' (did you mean --items?)"),
            (["linear", "-n", "3"], "unknown flag '-n': did you mean --items N?"),
            (
                ["linear", "--deceleraton-rate", "0.9"],
                "unknown flag '--deceleraton-rate' (did you mean --deceleration-rate?)"
            ),
            (
                ["--type", "coverFlow"],
                "unknown flag '--type': the type is the first argument, not a flag: carousel-preview coverFlow"
            ),
            (
                ["linear", "--fps", "60"],
                "unknown flag '--fps': a replay's frame rate is its scene file's interaction.frameRate (1 to 240 Hz; help replay)"
            ),
            (["linear", "--bogus"], "unknown flag '--bogus' (carousel-preview help flags lists them)"),
            // A fraction and arithmetic on the default get the spelling the previewer reads.
            (
                ["linear", "--perspective", "-1/500"],
                "--perspective: expected a number in [-1, 0] (m34 = -1/eye distance in points; 0 is flat), got '-1/500'; write it as a decimal: -0.002"
            ),
            (
                ["linear", "--option", "tilt=1/2"],
                "--option tilt: expected a number, got '1/2'; write it as a decimal: 0.5"
            ),
            (
                ["linear", "--option", "spacing=value*1.1"],
                "--option spacing: expected a number, got 'value*1.1'; a value relative to the type's default is written *1.1, +2 or default-1 (--option spacing=*1.1)"
            ),
            // A picture format the previewer does not write.
            (
                ["linear", "-o", "x.png"],
                "-o 'x.png' names a .png file, which the previewer does not write (it writes .svg, .html and .json; convert the SVG, e.g. rsvg-convert -o out.png out.svg)"
            ),
            (["linear", "--format", "svg", "-o", "shots/x.PDF"], "-o 'shots/x.PDF' names a .pdf file"),
            (
                ["help", "flag"],
                "unknown help topic 'flag' (did you mean flags?) (topics: flags, types, scene, replay, values)"
            ),
            // The output file's extension and the format.
            (
                ["linear", "--format", "html", "-o", "x.svg"],
                "-o 'x.svg' names a .svg file, but --format is html (name the file .html, or give --format svg)"
            ),
            (["linear", "-o", "x.JSON", "--format", "svg"], "-o 'x.JSON' names a .json file, but --format is svg"),
            // A caption band only an SVG picture has.
            (
                ["linear", "--no-caption", "--format", "json"],
                "--no-caption applies to svg pictures only (the json output has no caption band)"
            ),
            (["linear", "--no-caption", "-o", "x.html"], "--no-caption applies to svg pictures only"),
            (["linear", "--no-caption", "false"], "--no-caption takes no value (got 'false')"),
        ])
    func badInput(arguments: [String], expected: String) throws {
        let message = try error(arguments)
        #expect(message.hasPrefix(expected), "\(message)")
        #expect(!message.contains("\n"))
    }

    @Test("an output file's extension sets the format unless --format is given; other names change nothing")
    func formatFromExtension() throws {
        #expect(try ArgumentParser.parse(["linear", "-o", "a.html"]).format == .html)
        #expect(try ArgumentParser.parse(["linear", "--output", "dir.v2/a.HTM"]).format == .html)
        #expect(try ArgumentParser.parse(["linear", "-o", "a.json"]).format == .json)
        #expect(try ArgumentParser.parse(["linear", "-o", "a.json", "--format", "json"]).format == .json)
        #expect(try ArgumentParser.parse(["linear", "-o", "picture", "--format", "html"]).format == .html)
        #expect(try ArgumentParser.parse(["linear", "-o", ".svg.d/out"]).format == .svg)
        #expect(try ArgumentParser.parse(["linear", "-o", "-", "--format", "json"]).format == .json)
        #expect(OutputFormat(fileExtensionOf: ".json") == nil)  // a hidden file, not an extension
    }

    @Test("--no-caption turns the caption band off; it is on by default")
    func noCaption() throws {
        #expect(try ArgumentParser.parse(["linear"]).showsCaption)
        #expect(try !ArgumentParser.parse(["linear", "--no-caption"]).showsCaption)
        #expect(try !ArgumentParser.parse(["linear", "--no-caption", "-o", "x.svg"]).showsCaption)
    }

    @Test("values that start with '-' but are not flags are still values")
    func dashValues() throws {
        let command = try ArgumentParser.parse(["linear", "--offset", "-2", "-o", "-"])
        #expect(command.outputPath == "-")
        #expect(try command.scene().scrollOffset == -2)
    }

    @Test(
        "numbers are decimal as the help writes them; beyond a Double is too large",
        arguments: [
            ("12", ArgumentParser.NumberText.number(12)), (" -0.5 ", .number(-0.5)), (".5", .number(0.5)),
            ("5.", .number(5)), ("+3", .number(3)), ("1e-3", .number(0.001)), ("2E2", .number(200)),
            ("1e309", .tooLarge), ("-1e309", .tooLarge), ("99999999999999999999", .number(1e20)),
            ("0x10", .invalid), ("nan", .invalid), ("inf", .invalid), ("-infinity", .invalid), ("", .invalid),
            (".", .invalid), ("1e", .invalid), ("e5", .invalid), ("1 2", .invalid), ("--1", .invalid),
            ("1_000", .invalid),
        ])
    func numbers(text: String, expected: ArgumentParser.NumberText) {
        #expect(ArgumentParser.readNumber(text) == expected)
    }

    @Test("booleans are true or false, or 1 or 0, as the help says")
    func booleans() {
        #expect(ArgumentParser.boolean("true") == true && ArgumentParser.boolean("1") == true)
        #expect(ArgumentParser.boolean("false") == false && ArgumentParser.boolean(" 0 ") == false)
        for text in ["yes", "no", "on", "off", "True", "FALSE", "2", ""] {
            #expect(ArgumentParser.boolean(text) == nil)
        }
    }

    @Test("--help, -h, help and --list-types are given alone: a stray argument beside them is refused")
    func standaloneRefusesStrayArguments() throws {
        #expect(try error(["--help", "extra"]) == "unexpected argument 'extra' beside --help, which is given alone")
        #expect(
            try error(["--list-types", "x"]) == "unexpected argument 'x' beside --list-types, which is given alone")
        #expect(
            try error(["coverFlow", "--bogus", "-h"])
                == "unexpected argument 'coverFlow' beside -h, which is given alone")
        #expect(
            try error(["help", "coverFlow"])
                == "unknown help topic 'coverFlow' (topics: flags, types, scene, replay, values)")
        #expect(try error(["help", "flags", "x"]) == "unexpected argument 'flags' beside help, which is given alone")
        #expect(
            try error(["--help", "--list-types"])
                == "unexpected argument '--list-types' beside --help, which is given alone")
        #expect(try error(["--help", "--help"]) == "unexpected argument '--help' beside --help, which is given alone")
    }

    @Test("'help' as the first argument asks for help, as --help does")
    func helpWord() throws {
        #expect(try ArgumentParser.parse(["help"]).showsHelp)
        // Elsewhere it is an argument like any other: a file name, or a second positional.
        #expect(try ArgumentParser.parse(["linear", "-o", "help"]).outputPath == "help")
        #expect(try error(["linear", "help"]).hasPrefix("unexpected argument 'help'"))
        #expect(ArgumentParser.helpText.contains("carousel-preview help"))
    }

    @Test("--layout-direction sets the scene's direction, and the flag applies on top of a scene file")
    func layoutDirection() throws {
        #expect(try scene("linear").configuration.layoutDirection == .leftToRight)
        #expect(try scene("linear --layout-direction rightToLeft").configuration.layoutDirection == .rightToLeft)
        var fromFile = try Scene(
            json: .object([("type", .string("linear")), ("layoutDirection", .string("rightToLeft"))]))
        try parse("--layout-direction leftToRight").apply(to: &fromFile)
        #expect(fromFile.configuration.layoutDirection == .leftToRight)
    }

    @Test("counts: whole numbers from 0 to 2⁵³ − 1; one that reads as 2⁵³ is too large")
    func counts() throws {
        #expect(ArgumentParser.count(from: 0) == 0)
        #expect(ArgumentParser.count(from: 10_000_000) == 10_000_000)
        #expect(ArgumentParser.count(from: 9_007_199_254_740_991) == 9_007_199_254_740_991)
        #expect(ArgumentParser.count(from: 9_007_199_254_740_992) == nil)
        #expect(ArgumentParser.count(from: 9_007_199_254_740_994) == nil)
        // 2⁵³ + 1 reads as 2⁵³: not the number written.
        #expect(
            try error(["linear", "--items", "9007199254740993"])
                == "--items: '9007199254740993' is too large (at most 9007199254740991)")
        #expect(
            try parse("linear --items 9007199254740991").scene().configuration.numberOfItems == 9_007_199_254_740_991)
        #expect(ArgumentParser.count(from: -1) == nil)
        #expect(ArgumentParser.count(from: 0.5) == nil)
        #expect(ArgumentParser.count(from: .nan) == nil)
    }
}
