@_spi(Plumbing) import CarouselCore

/// The output format of `carousel-preview`.
public enum OutputFormat: String, CaseIterable, Hashable, Sendable {
    /// An SVG picture (the default).
    case svg
    /// An HTML page of CSS `matrix3d` boxes.
    case html
    /// The core's numbers as JSON (``SceneResult/json``).
    case json

    /// The format a file name's extension names (`.svg`, `.html` or `.htm`, `.json`, in any
    /// case), or `nil`.
    public init?(fileExtensionOf path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let ext = name[name.index(after: dot)...].lowercased()
        self.init(rawValue: ext == "htm" ? "html" : ext)
    }

    /// The extension of `path` when it names a picture or document format the previewer does not
    /// write (`png`, `jpg`, `pdf`, …), lower-cased; `nil` otherwise.
    static func pictureExtension(of path: String) -> String? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let ext = name[name.index(after: dot)...].lowercased()
        let pictures: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "heic", "tif", "tiff", "bmp", "pdf", "ico"]
        return pictures.contains(ext) ? ext : nil
    }
}

/// A part of the help that `carousel-preview help TOPIC` prints in full
/// (``ArgumentParser/helpText(for:)``); `help` alone prints a one-screen summary.
public enum HelpTopic: String, CaseIterable, Hashable, Sendable {
    /// Every flag, by section.
    case flags
    /// Every carousel type.
    case types
    /// A scene file's fields.
    case scene
    /// A replayed interaction's fields and event kinds.
    case replay
    /// How values are written, the ranges, the run's bounds and the input policy.
    case values

    /// The topic in a few words, as the summary lists it.
    var summary: String {
        switch self {
        case .flags: "every flag"
        case .types: "every type"
        case .scene: "scene-file fields"
        case .replay: "interaction events"
        case .values: "value syntax, ranges, the run's bounds, bad input"
        }
    }
}

/// A parsed `carousel-preview` command line.
public struct Command: Hashable, Sendable {
    /// `--help`, `-h` or `help` was given: print ``ArgumentParser/helpText`` (or, after `help`,
    /// one topic's text, ``helpTopic``) and nothing else.
    public var showsHelp = false
    /// The topic after `help` (`carousel-preview help flags`), if one was given.
    public var helpTopic: HelpTopic?
    /// `--list-types` was given: print every type name, one a line, and nothing else.
    public var listsTypes = false
    /// The scene file (`--scene FILE`; `-` reads standard input).
    public var sceneFile: String?
    /// The output format (`--format`, default SVG).
    public var format = OutputFormat.svg
    /// Where to write (`-o FILE`); standard output when `nil` or `-`.
    public var outputPath: String?
    /// The scene changes, in command-line order; the positional type comes first.
    public var edits: [SceneEdit] = []
    /// Whether an SVG picture has its caption band (`--no-caption` turns it off; the picture's
    /// `<title>` keeps the caption either way).
    public var showsCaption = true

    public init() {}

    /// The scene the flags describe on their own (no `--scene`): defaults, then ``edits``.
    ///
    /// - Throws: ``PreviewError`` when no type was given.
    public func scene() throws(PreviewError) -> Scene {
        guard let type else {
            throw PreviewError("missing carousel type, e.g. 'carousel-preview coverFlow' (see --help)")
        }
        var scene = Scene(type: type)
        apply(to: &scene)
        return scene
    }

    /// The type given as the positional argument, if any.
    public var type: CarouselType? {
        edits.first { $0.flag == SceneEdit.typeName }?.value as? CarouselType
    }

    /// Applies ``edits`` to a scene read from a file. The positional type is not an edit there:
    /// it fills a file's missing type and may not contradict one (``Scene/init(json:path:commandLineType:)``).
    public func apply(to scene: inout Scene) {
        for edit in edits where edit.flag != SceneEdit.typeName { edit.apply(to: &scene) }
    }
}

/// Parses `carousel-preview`'s arguments by hand (no third-party dependency).
///
/// Value flags take the next argument, even one starting with `-` (`--offset -2`), or an inline
/// value (`--offset=-2`). The first argument that is not a flag is the carousel type, except
/// ``helpCommand`` as the first argument, which asks for help as `--help` does. `--help` (`-h`),
/// ``helpCommand`` and `--list-types` are given alone; any other argument beside them is refused.
public enum ArgumentParser {
    /// Parses the arguments (without the program name).
    ///
    /// - Throws: ``PreviewError`` for an unknown flag or type, a missing or invalid value, a
    ///   second positional argument, or any argument beside `--help` or `--list-types`.
    public static func parse(_ arguments: [String]) throws(PreviewError) -> Command {
        var command = Command()
        // `carousel-preview help`: the usual spelling of --help for a tool with a positional word.
        // It, --help and --list-types are given alone: anything beside them is refused, not ignored.
        if arguments.first == helpCommand {
            if arguments.count == 2, !arguments[1].hasPrefix("-") {
                guard let topic = HelpTopic(rawValue: arguments[1]) else {
                    let topics = HelpTopic.allCases.map(\.rawValue).joined(separator: ", ")
                    throw PreviewError(
                        "unknown help topic \(SceneLimits.quoted(arguments[1]))"
                            + PreviewError.didYouMean(arguments[1], among: HelpTopic.allCases.map(\.rawValue))
                            + " (topics: \(topics))")
                }
                command.showsHelp = true
                command.helpTopic = topic
                return command
            }
            try refuseOthers(in: arguments, besides: helpCommand)
            command.showsHelp = true
            return command
        }
        if let standalone = arguments.lazy.compactMap({ argument in
            flags.first { $0.isStandalone && $0.names.contains(argument) }.map { (argument, $0) }
        }).first {
            try refuseOthers(in: arguments, besides: standalone.0)
            try run(standalone.1.parse("", standalone.1.name), on: &command)
            return command
        }
        var typeEdit: SceneEdit?
        var given: [String: String] = [:]  // what each flag given sets (settingKey) -> as written
        var i = 0
        var lastSwitch: String?  // the flag just before, if it takes no value
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            defer { if !argument.hasPrefix("-") { lastSwitch = nil } }
            guard argument.hasPrefix("-"), argument != "-" else {
                if let lastSwitch, booleanWords.contains(argument.lowercased()) {
                    throw switchGivenValue(lastSwitch, argument)
                }
                guard typeEdit == nil else {
                    throw PreviewError("unexpected argument \(SceneLimits.quoted(argument)) (see --help)")
                }
                typeEdit = .type(try Scene.type(named: argument))
                continue
            }
            var spelling = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") {
                spelling = String(argument[..<eq])
                inlineValue = String(argument[argument.index(after: eq)...])
            }
            guard let flag = flag(named: spelling) else { throw unknownFlag(spelling) }
            let value: String
            if !flag.takesValue {
                if let inlineValue { throw switchGivenValue(spelling, inlineValue) }
                value = ""
                lastSwitch = spelling
            } else if let inlineValue {
                value = inlineValue
                lastSwitch = nil
            } else {
                guard i < arguments.count else { throw PreviewError("\(spelling) needs a value (see --help)") }
                value = arguments[i]
                // A flag where the value should be: the value was left out (`--items --wrap`).
                let next = value.hasPrefix("--") ? String(value.prefix { $0 != "=" }) : value
                if value.hasPrefix("-"), value != "-", ArgumentParser.flag(named: next) != nil {
                    throw PreviewError(
                        "\(spelling) needs a value before \(SceneLimits.quoted(next)) (see --help)")
                }
                i += 1
                lastSwitch = nil
            }
            let effect = try flag.parse(value, spelling)
            let key = settingKey(flag, effect)
            let written = spelling == "--option" ? key : spelling
            if let earlier = given[key] { throw givenTwice(key, earlier, written) }
            given[key] = written
            try run(effect, on: &command)
        }
        if let typeEdit { command.edits.insert(typeEdit, at: 0) }
        try matchFormat(toOutputOf: &command, formatGiven: given["--format"] != nil)
        guard command.showsCaption || command.format == .svg else {
            throw PreviewError(
                "--no-caption applies to svg pictures only (the \(command.format.rawValue) output has no caption band)")
        }
        return command
    }

    /// The message for a flag that does not exist, with the flag meant when one is near
    /// (`--item`: "did you mean --items?") or a word on where the setting lives (`--type`,
    /// `--fps`), else a pointer to `help flags`.
    static func unknownFlag(_ spelling: String) -> PreviewError {
        let quoted = SceneLimits.quoted(spelling)
        if let advice = unknownFlagAdvice[spelling.lowercased()] {
            return PreviewError("unknown flag \(quoted): \(advice)")
        }
        let spellings = flags.flatMap(\.names).filter { $0.hasPrefix("--") }
        let bare = spelling.drop { $0 == "-" }
        if let near = PreviewError.nearest(String(bare), among: spellings.map { String($0.dropFirst(2)) }) {
            return PreviewError("unknown flag \(quoted) (did you mean --\(near)?)")
        }
        return PreviewError("unknown flag \(quoted) (carousel-preview help flags lists them)")
    }

    /// Flags users reach for that have another name, or no flag at all.
    static let unknownFlagAdvice: [String: String] = [
        "-n": "did you mean --items N?",
        "--count": "did you mean --items N (or --option count=N for the items on a ring)?",
        "--number-of-items": "did you mean --items N?",
        "--type": "the type is the first argument, not a flag: carousel-preview coverFlow",
        "-t": "the type is the first argument, not a flag: carousel-preview coverFlow",
        "--fps": "a replay's frame rate is its scene file's interaction.frameRate (1 to 240 Hz; help replay)",
        "--frame-rate": "a replay's frame rate is its scene file's interaction.frameRate (1 to 240 Hz; help replay)",
        "--size": "did you mean --item-size WxH, or --bounds WxH for the picture?",
    ]

    /// Words a user may put after a flag that takes no value (`--wrap false`).
    static let booleanWords: Set<String> = ["true", "false", "yes", "no", "on", "off", "1", "0"]

    /// The message for a value given to a flag that takes none: it turns something on by being
    /// there; `--wrap` is turned off with `--option wrap=false`.
    private static func switchGivenValue(_ spelling: String, _ value: String) -> PreviewError {
        let off = spelling == "--wrap" ? ", or --option wrap=false to turn wrapping off" : ""
        return PreviewError(
            "\(spelling) takes no value (got \(SceneLimits.quoted(value))): give \(spelling) alone to turn it on\(off)")
    }

    /// The output file's extension decides the format when `--format` is not given (`-o a.html`
    /// writes HTML); when it is given, an extension naming another format is refused, so that
    /// HTML never lands in a `.svg` file. Other extensions, and standard output, change nothing.
    private static func matchFormat(toOutputOf command: inout Command, formatGiven: Bool) throws(PreviewError) {
        if let path = command.outputPath, let picture = OutputFormat.pictureExtension(of: path) {
            throw PreviewError(
                "-o \(PreviewError.quotedPath(path)) names a .\(picture) file, which the previewer does not write"
                    + " (it writes .svg, .html and .json; convert the SVG, e.g. rsvg-convert -o out.\(picture) out.svg)"
            )
        }
        guard let path = command.outputPath, path != "-", let implied = OutputFormat(fileExtensionOf: path) else {
            return
        }
        guard formatGiven else {
            command.format = implied
            return
        }
        guard implied == command.format else {
            let name = PreviewError.quotedPath(path)
            throw PreviewError(
                "-o \(name) names a .\(implied.rawValue) file, but --format is \(command.format.rawValue) (name the file .\(command.format.rawValue), or give --format \(implied.rawValue))"
            )
        }
    }

    /// The word that, as the first argument, prints the help (`carousel-preview help`).
    public static let helpCommand = "help"

    /// What a flag sets, for refusing it when given twice: the flag's long name, or for
    /// `--option` the option (`--option wrap`, which `--wrap` sets too). Every flag is given at
    /// most once; `--option` once per option name.
    private static func settingKey(_ flag: Flag, _ effect: Flag.Effect) -> String {
        if case .edit(let edit) = effect, let option = edit.value as? OptionSetting {
            return "--option \(option.name)"
        }
        return flag.name == "--wrap" ? "--option wrap" : flag.name
    }

    /// The message for a setting given twice: `--items given twice`, naming both spellings when
    /// they differ (`-o and --output`, `--wrap and --option wrap`).
    private static func givenTwice(_ key: String, _ earlier: String, _ written: String) -> PreviewError {
        let spellings = earlier == written ? "" : " (as \(earlier) and \(written))"
        let hint = key == "--scene" ? " (a scene file may hold an array of scenes)" : ""
        return PreviewError("\(key)\(spellings) given twice" + hint)
    }

    /// Refuses any argument but `spelling`, the one standalone flag or word of the command line.
    private static func refuseOthers(in arguments: [String], besides spelling: String) throws(PreviewError) {
        if let other = arguments.first(where: { $0 != spelling }) ?? (arguments.count > 1 ? spelling : nil) {
            throw PreviewError(
                "unexpected argument \(SceneLimits.quoted(other)) beside \(spelling), which is given alone")
        }
    }

    /// Records a scene edit, or changes the command.
    private static func run(_ effect: Flag.Effect, on command: inout Command) throws(PreviewError) {
        switch effect {
        case .edit(let edit): command.edits.append(edit)
        case .command(let change): try change(&command)
        }
    }

    // MARK: Values

    /// The largest whole number accepted: 2⁵³ − 1. Every whole number below 2⁵³ is exact in a
    /// `Double`, so a number read as 2⁵³ or more may not be the one written (9007199254740993 reads
    /// as 2⁵³): it is too large.
    static let maximumCount = 9_007_199_254_740_991.0

    /// ``maximumCount`` as messages write it.
    static let maximumCountText = "9007199254740991"

    /// A whole number in [0, 2⁵³ − 1] as an `Int`, or `nil`.
    static func count(from value: Double) -> Int? {
        guard value.isFinite, value >= 0, value <= maximumCount, value == value.rounded() else { return nil }
        return Int(value)
    }

    /// What a text holds when read as a number.
    enum NumberText: Equatable {
        /// A finite number.
        case number(Double)
        /// A number written correctly but beyond a `Double` (`1e309`).
        case tooLarge
        /// Not a number as the help writes them.
        case invalid
    }

    /// Reads a decimal number as the help writes them: an optional sign, digits with an optional
    /// fraction, an optional exponent (`12`, `-0.5`, `.5`, `1e-3`), spaces around allowed. Hex
    /// (`0x10`), `nan`, `inf` and anything else are ``NumberText/invalid``; a number whose
    /// magnitude is beyond a `Double` is ``NumberText/tooLarge`` (tiny ones round to 0).
    static func readNumber(_ text: String) -> NumberText {
        let trimmed = text.trimmingWhitespace
        var scalars = Array(trimmed.unicodeScalars)[...]
        func digits() -> Int {
            let count = scalars.prefix(while: { ("0"..."9").contains($0) }).count
            scalars = scalars.dropFirst(count)
            return count
        }
        if scalars.first == "+" || scalars.first == "-" { scalars = scalars.dropFirst() }
        var mantissa = digits()
        if scalars.first == "." {
            scalars = scalars.dropFirst()
            mantissa += digits()
        }
        guard mantissa > 0 else { return .invalid }
        if scalars.first == "e" || scalars.first == "E" {
            scalars = scalars.dropFirst()
            if scalars.first == "+" || scalars.first == "-" { scalars = scalars.dropFirst() }
            guard digits() > 0 else { return .invalid }
        }
        guard scalars.isEmpty, let value = Double(trimmed) else { return .invalid }
        return value.isFinite ? .number(value) : .tooLarge
    }

    /// The message for a number beyond a `Double`.
    static func tooLarge(_ text: String, _ flag: String) -> PreviewError {
        PreviewError("\(flag): \(SceneLimits.quoted(text)) is too large (beyond ±1.8e308)")
    }

    /// A finite number (`12`, `-0.5`, `1e-3`), within `limit` when given.
    static func number(_ text: String, _ flag: String, _ limit: SceneLimits.Limit? = nil) throws(PreviewError) -> Double
    {
        switch readNumber(text) {
        case .number(let v):
            guard let limit else { return v }
            return try SceneLimits.check(v, limit, flag, text: text)
        case .tooLarge: throw tooLarge(text, flag)
        case .invalid:
            throw PreviewError(
                "\(flag): expected \(limit?.expected ?? "a number"), got \(SceneLimits.quoted(text))\(fractionHint(text))"
            )
        }
    }

    /// `; write it as a decimal: -0.002` when `text` is a fraction of two numbers (`-1/500`),
    /// which the previewer does not read; else the empty string.
    static func fractionHint(_ text: String) -> String {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, case .number(let a) = readNumber(String(parts[0])),
            case .number(let b) = readNumber(String(parts[1])), b != 0, (a / b).isFinite
        else { return "" }
        return "; write it as a decimal: \(JSONValue.numberText(a / b))"
    }

    /// `; a value relative to the default is written *1.1, +2 or default-1 (--option NAME=*1.1)`
    /// when an option's value looks like arithmetic on the default (`value*1.1`, `default × 2`);
    /// else the empty string.
    static func relativeHint(_ name: String, _ text: String) -> String {
        guard text.contains(where: { "*×+/".contains($0) }) || text.lowercased().contains("value") else { return "" }
        return "; a value relative to the type's default is written *1.1, +2 or default-1"
            + " (--option \(PreviewError.shortened(name))=*1.1)"
    }

    /// A whole number in [0, 2⁵³ − 1] (``maximumCount``).
    static func count(_ text: String, _ flag: String) throws(PreviewError) -> Int {
        let reading = readNumber(text)
        if case .number(let v) = reading, let n = count(from: v) { return n }
        if case .number(let v) = reading, v == v.rounded(), v > maximumCount { throw countTooLarge(text, flag) }
        if reading == .tooLarge, !text.trimmingWhitespace.hasPrefix("-") { throw countTooLarge(text, flag) }
        throw PreviewError("\(flag): expected a whole number ≥ 0, got \(SceneLimits.quoted(text))")
    }

    /// The message for a count beyond ``maximumCount`` (2⁵³ − 1).
    static func countTooLarge(_ shown: String, _ flag: String, quoting: Bool = true) -> PreviewError {
        let value = quoting ? SceneLimits.quoted(shown) : shown
        return PreviewError("\(flag): \(value) is too large (at most \(maximumCountText))")
    }

    /// `WxH` (also `W×H`, `WXH` or `W,H`), both sides within ``SceneLimits/side`` (≥ 1).
    static func size(_ text: String, _ flag: String) throws(PreviewError) -> Size2D {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { "xX×,".contains($0) })
        let readings = parts.map { readNumber(String($0)) }
        if parts.count == 2, readings.contains(.tooLarge), !readings.contains(.invalid) {
            throw tooLarge(text, flag)
        }
        guard parts.count == 2, case .number(let w) = readings[0], case .number(let h) = readings[1],
            SceneLimits.side.contains(w), SceneLimits.side.contains(h)
        else {
            throw PreviewError(
                "\(flag): expected WIDTHxHEIGHT with numbers ≥ 1, e.g. 200x200, got \(SceneLimits.quoted(text))")
        }
        return Size2D(width: w, height: h)
    }

    /// `X,Y`: two finite numbers.
    static func point(_ text: String, _ flag: String) throws(PreviewError) -> Point2D {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let readings = parts.map { readNumber(String($0)) }
        if parts.count == 2, readings.contains(.tooLarge), !readings.contains(.invalid) {
            throw tooLarge(text, flag)
        }
        guard parts.count == 2, case .number(let x) = readings[0], case .number(let y) = readings[1] else {
            throw PreviewError("\(flag): expected X,Y, e.g. 0,-40, got \(SceneLimits.quoted(text))")
        }
        return Point2D(x: x, y: y)
    }

    /// `true` or `false` (or `1` or `0`), as the help says; nothing else (`yes`, `on`, `True`).
    static func bool(_ text: String, _ flag: String) throws(PreviewError) -> Bool {
        if let value = boolean(text) { return value }
        throw PreviewError(
            "\(flag): expected true or false (or 1 or 0), got \(SceneLimits.quoted(text))"
                + PreviewError.didYouMean(text.trimmingWhitespace, among: ["true", "false"]))
    }

    /// `true`, `false`, `1` or `0` (spaces around allowed), or `nil`.
    static func boolean(_ text: String) -> Bool? {
        switch text.trimmingWhitespace {
        case "true", "1": true
        case "false", "0": false
        default: nil
        }
    }

    /// `name=value`: a name ``CarouselOptions/set(_:to:)`` knows, and a value of the option's kind
    /// within its range (``SceneLimits/option(_:number:boolean:shown:where:)``): `true` or `false`
    /// (or 1 or 0) for a boolean option, a number for the others. A numeric option may instead be
    /// relative to its type's default (``RelativeOption/parse(_:field:shown:)``): `spacing=*1.1`,
    /// `count=+2`, `count=default-2`.
    static func option(_ text: String) throws(PreviewError) -> OptionSetting {
        guard let eq = text.firstIndex(of: "=") else {
            throw PreviewError("--option: expected name=value, e.g. tilt=0.8, got \(SceneLimits.quoted(text))")
        }
        let name = String(text[..<eq]).trimmingWhitespace
        let valueText = String(text[text.index(after: eq)...])
        if RelativeOption.isRelative(commandLineText: valueText) {
            let field = "--option \(PreviewError.shortened(name))"
            return OptionSetting(
                name: name, value: 0,
                relative: try SceneLimits.relativeOption(
                    name, text: valueText, where: field, commandLinePrefix: "--option: "))
        }
        var boolean: Bool?
        switch valueText.trimmingWhitespace {
        case "true": boolean = true
        case "false": boolean = false
        default: break
        }
        var number: Double?
        if boolean == nil {
            switch readNumber(valueText) {
            case .number(let v): number = v
            case .tooLarge: throw tooLarge(valueText, "--option \(PreviewError.shortened(name))")
            case .invalid: break
            }
        }
        let value: Double
        do {
            value = try SceneLimits.option(
                name, number: number, boolean: boolean, shown: SceneLimits.quoted(valueText),
                where: "--option \(PreviewError.shortened(name))")
        } catch {
            if error.message.hasPrefix("unknown option") { throw PreviewError("--option: \(error.message)") }
            if number == nil, boolean == nil {
                let fraction = fractionHint(valueText)
                throw PreviewError(error.message + (fraction.isEmpty ? relativeHint(name, valueText) : fraction))
            }
            throw error
        }
        return OptionSetting(name: name, value: value)
    }

    /// The `help` summary, one screen: usage, the flags most runs use, examples and the topics
    /// (``HelpTopic``) that `help TOPIC` prints in full.
    public static var helpText: String {
        var text = """
            Usage: carousel-preview TYPE [flags]            render one carousel
                   carousel-preview --scene FILE [flags]    render the scene(s) in a JSON file
                   carousel-preview help [TOPIC]            this summary, or one topic in full

            Renders a carousel as Core Animation would draw it, with every number from CarouselCore.
            TYPE is one of the \(CarouselType.allCases.count) types --list-types prints (coverFlow, rotary, pagerCubic, …).

            Flags most runs use (help flags lists all \(flags.count)):

            """
        for (name, summary) in summaryFlags {
            guard let flag = flag(named: name) else { continue }
            let label = "  " + flag.label
            text +=
                label.padding(toLength: max(label.count + 1, helpColumn), withPad: " ", startingAt: 0) + summary + "\n"
        }
        text += """

            Examples: carousel-preview coverFlow --items 12 --offset 5.5 > coverflow.svg
                      carousel-preview coverFlow --offset 2 --fling 6 -o fling.html

            More: carousel-preview help TOPIC, where TOPIC is

            """
        let topics = HelpTopic.allCases.map { "\($0.rawValue) (\($0.summary))" + ($0 == .values ? "" : ",") }
        text += wrapped(topics, width: helpWidth - 2).split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
        return text + "\n"
    }

    /// The flags the `help` summary lists, each with a line of its own (`help flags` has the rest).
    static let summaryFlags: KeyValuePairs = [
        "--items": "number of items (default 12)",
        "--offset": "scroll offset in items (default 0)",
        "--wrap": "wrap around",
        "--option": "any iCarousel option: --option tilt=0.8, --option spacing=*1.1",
        "--fling": "release at V items/s and show the motion",
        "--scene": "read a JSON scene or an array of them ('-': standard input)",
        "--format": "picture, 3D web page, or the core's numbers (default svg)",
        "--output": "write to FILE; .svg, .html or .json sets the format",
    ]

    /// One topic of the help, in full.
    public static func helpText(for topic: HelpTopic) -> String {
        switch topic {
        case .flags:
            var text = "Flags, by section (the scene-file field each sets is in help scene):\n\n"
            for section in Flag.Section.allCases {
                text += section.heading + "\n"
                for flag in flags where flag.section == section { text += helpLines(for: flag) }
            }
            return text
        case .types:
            return "Types (iCarousel's, the package's own, then FSPagerView's styles as pager…):\n"
                + wrapped(CarouselType.allCases.map { $0.rawValue + "," }, width: helpWidth).dropLast(2) + "\n"
        case .scene:
            return wrapped(sceneFileFields, width: helpWidth) + "\n"
        case .replay:
            return wrapped(replayFields, width: helpWidth) + "\n"
        case .values:
            return """
                Values: numbers are decimal (12, -0.5, .5, 1e-3; no hex, nan or inf, no fractions such as
                -1/500: write -0.002; spaces around them are ignored); N is a whole number from 0 to
                2^53 - 1; WxH is two numbers ≥ 1 separated by x (or X, × or a comma); X,Y is two
                numbers; BOOL is true or false (or 1 or 0); names (types, axes, directions, formats,
                options, event kinds) are spelt exactly as listed. An option relative to its type's
                default is written *1.1, +2 or default-1 (--option spacing=*1.1).
                Lengths and offsets in points beyond ±10^6 act as ±10^6, counts beyond 2^40 as 2^40;
                deceleration rates above 0.999 act as 0.999, fling velocities beyond 10^6 items/s as
                10^6 items/s.
                Each flag is given at most once (--option once per option name; --wrap is --option
                wrap); flags apply on top of a scene file's fields. Keyframes are numbered from 0 in
                messages, as in a scene file (keyframes[0]).
                Bounds of a run: at most \(SceneLimits.maximumSceneCount) scenes, \(SceneLimits.maximumTickCount) ticks of replays and flings, and
                \(SceneLimits.maximumDrawnCards) drawn cards (ticks × cards on screen, summed over the scenes; a
                still picture's card counts \(SceneLimits.stillCardWeight)); past one, the run is refused naming the number to lower.
                Input policy, the same for flags and scene fields: a value is accepted, clamped as
                stated above, or refused. Bad input (a value out of range or too large, a boolean for
                a number or a number other than 0/1 for a boolean, a misspelt name, a key repeated in
                one JSON object, malformed JSON, an unreadable file) prints one line on stderr naming
                the field, the value (at most 40 characters; a file name, its last 160) and the valid
                range, and exits with status 2; so does a failed write. When the reader of standard
                output goes away (| head), the program stops quietly with 0.

                """
        }
    }

    /// Every topic of the help, after the summary: what the help says in all.
    public static var fullHelpText: String {
        HelpTopic.allCases.reduce(helpText) { $0 + "\n" + helpText(for: $1) }
    }

    /// The column where flag descriptions start in `--help`.
    static let helpColumn = 28

    /// The width `--help` wraps its paragraphs to.
    static let helpWidth = 96

    /// A flag's lines in `--help`: the label, then the description from ``helpColumn``, on the
    /// next line when the label is too long.
    static func helpLines(for flag: Flag) -> String {
        let indent = String(repeating: " ", count: helpColumn)
        var label = "  " + flag.label
        label += label.count < helpColumn ? String(repeating: " ", count: helpColumn - label.count) : "\n" + indent
        return label + flag.help.split(separator: "\n").joined(separator: "\n" + indent) + "\n"
    }

    /// The help's list of scene-file fields: `type`, the fields of ``flags``, then the objects.
    private static var sceneFileFields: [String] {
        let fields = flags.compactMap { flag -> String? in
            guard let field = flag.field, !field.contains(".") else { return nil }
            return field + flag.shape
        }
        let physics = Scene.physicsFieldNames.joined(separator: ", ")
        func words(_ text: String) -> [String] { text.split(whereSeparator: \.isWhitespace).map(String.init) }
        return words("Scene file fields (all optional but type; the same ranges as the flags): type,")
            + fields.map { $0 + "," }
            + words(
                """
                options {name: number or boolean}, physics {\(physics)},
                fling {velocity, dragStartOffset (where the drag began, for pagingEnabled)},
                interaction (a replay: help replay).
                """)
    }

    /// The help's description of a scene's `interaction`: its fields and event kinds.
    private static var replayFields: [String] {
        func words(_ text: String) -> [String] { text.split(whereSeparator: \.isWhitespace).map(String.init) }
        return words(
            """
            A scene's interaction {layoutDirection (as the scene's field; when both are given they must
            agree), frameRate (1-240, default 60),
            until (seconds, at most 60; default: until nothing moves), focusBehavior (currentItem,
            visibleItems or none), events [{at, KIND: value}]};
            KIND is one of touchDown [x, y], dragTo [x, y], touchUp [vx, vy], scrollTo INDEX,
            scrollBy N (both with animated), autoscroll V, automaticSliding SECONDS,
            numberOfItems N, insert [i...],
            delete [i...], bounds [w, h], insets [top, left, bottom, right], voiceOver,
            reduceMotion, inWindow (true or false),
            key NAME, wheel [dx, dy] (with phase, momentum, precise), focus (left, right, up,
            down, next, previous), focused (true or false), focusItem INDEX, activate true,
            layout (grid or carousel: an animated switch), delegate (proxy, app or controller).
            The carousel's controller replays them through the collection-view layout: json
            adds interaction {frames (with contentOffset, inCharge, layout), events, frameClock,
            end, taps, refused (at, input and the reason)};
            html plays the layout's items with the finger drawn; svg plays them in a loop. Not
            together with fling.
            """)
    }

    /// `pieces` joined by spaces into lines of at most `width` characters; a piece is never split
    /// (a piece with spaces, like `itemSize [w, h],`, stays on one line when it fits).
    static func wrapped(_ pieces: [String], width: Int) -> String {
        var lines: [String] = []
        var line = ""
        for piece in pieces {
            if !line.isEmpty, line.count + 1 + piece.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + piece
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    var trimmingWhitespace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}
