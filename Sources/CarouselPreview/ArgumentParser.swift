import CarouselCore

/// The output format of `carousel-preview`.
public enum OutputFormat: String, CaseIterable, Hashable, Sendable {
    /// An SVG picture (the default).
    case svg
    /// An HTML page of CSS `matrix3d` boxes.
    case html
    /// The core's numbers as JSON (``SceneResult/json``).
    case json
}

/// One change a command-line flag makes to a scene, applied in order on top of the defaults or of
/// each scene read from `--scene`.
public enum SceneEdit: Hashable, Sendable {
    case type(CarouselType)
    case numberOfItems(Int)
    case numberOfPlaceholders(Int)
    case scrollOffset(Double)
    case itemSize(Size2D)
    case itemWidth(Double)
    case bounds(Size2D)
    case vertical
    case perspective(Double)
    case contentOffset(Point2D)
    case viewpointOffset(Point2D)
    case toggle(Double)
    /// An option by name (validated by ``CarouselOptions/set(_:to:)`` when parsed).
    case option(String, Double)
    case decelerationRate(Double)
    case bounces(Bool)
    case bounceDistance(Double)
    case stopAtItemBoundary(Bool)
    case scrollToItemBoundary(Bool)
    case pagingEnabled(Bool)
    case scrollSpeed(Double)
    /// A release at this velocity in items per second (`--fling V`); keeps a scene file's
    /// `dragStartOffset`.
    case fling(Double)

    /// Applies the change. Options were validated when parsed, so this cannot fail.
    public func apply(to scene: inout Scene) {
        switch self {
        case .type(let t): scene.type = t
        case .numberOfItems(let n): scene.numberOfItems = n
        case .numberOfPlaceholders(let n): scene.numberOfPlaceholders = n
        case .scrollOffset(let v): scene.scrollOffset = v
        case .itemSize(let s): scene.itemSize = s
        case .itemWidth(let w): scene.itemWidth = w
        case .bounds(let s): scene.bounds = s
        case .vertical: scene.isVertical = true
        case .perspective(let p): scene.perspective = p
        case .contentOffset(let p): scene.contentOffset = p
        case .viewpointOffset(let p): scene.viewpointOffset = p
        case .toggle(let t): scene.toggle = t
        case .option(let name, let value): scene.options.set(name, to: value)
        case .decelerationRate(let v): scene.physics.decelerationRate = v
        case .bounces(let b): scene.physics.bounces = b
        case .bounceDistance(let v): scene.physics.bounceDistance = v
        case .stopAtItemBoundary(let b): scene.physics.stopAtItemBoundary = b
        case .scrollToItemBoundary(let b): scene.physics.scrollToItemBoundary = b
        case .pagingEnabled(let b): scene.physics.pagingEnabled = b
        case .scrollSpeed(let v): scene.physics.scrollSpeed = v
        case .fling(let v): scene.fling = Fling(velocity: v, dragStartOffset: scene.fling?.dragStartOffset)
        }
    }
}

/// A parsed `carousel-preview` command line.
public struct Command: Hashable, Sendable {
    /// `--help` or `-h` was given: print ``ArgumentParser/helpText`` and nothing else.
    public var showsHelp = false
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

    public init() {}

    /// The scene the flags describe on their own (no `--scene`): defaults, then ``edits``.
    ///
    /// - Throws: ``PreviewError`` when no type was given.
    public func scene() throws(PreviewError) -> Scene {
        guard case .type(let type)? = edits.first(where: { if case .type = $0 { true } else { false } }) else {
            throw PreviewError("missing carousel type, e.g. 'carousel-preview coverFlow' (see --help)")
        }
        var scene = Scene(type: type)
        apply(to: &scene)
        return scene
    }

    /// Applies ``edits`` to a scene read from a file (a positional type replaces the file's type).
    public func apply(to scene: inout Scene) {
        for edit in edits { edit.apply(to: &scene) }
    }
}

/// Parses `carousel-preview`'s arguments by hand (no third-party dependency).
///
/// Value flags take the next argument, even one starting with `-` (`--offset -2`), or an inline
/// value (`--offset=-2`). The first argument that is not a flag is the carousel type.
public enum ArgumentParser {
    /// Parses the arguments (without the program name).
    ///
    /// - Throws: ``PreviewError`` for an unknown flag or type, a missing or invalid value, or a
    ///   second positional argument.
    public static func parse(_ arguments: [String]) throws(PreviewError) -> Command {
        var command = Command()
        if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
            command.showsHelp = true
            return command
        }
        if arguments.contains("--list-types") {
            command.listsTypes = true
            return command
        }
        var typeEdit: SceneEdit?
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            guard argument.hasPrefix("-"), argument != "-" else {
                guard typeEdit == nil else { throw PreviewError("unexpected argument '\(argument)' (see --help)") }
                typeEdit = .type(try Scene.type(named: argument))
                continue
            }
            var flag = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") {
                flag = String(argument[..<eq])
                inlineValue = String(argument[argument.index(after: eq)...])
            }
            // Switches take no value.
            switch flag {
            case "--vertical", "--wrap":
                if inlineValue != nil { throw PreviewError("\(flag) takes no value") }
                command.edits.append(flag == "--vertical" ? .vertical : .option("wrap", 1))
                continue
            default: break
            }
            guard valueFlags.contains(flag) else {
                throw PreviewError("unknown flag '\(flag)' (see --help)")
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard i < arguments.count else { throw PreviewError("\(flag) needs a value (see --help)") }
                value = arguments[i]
                i += 1
            }
            try apply(flag: flag, value: value, to: &command)
        }
        if let typeEdit { command.edits.insert(typeEdit, at: 0) }
        return command
    }

    /// The flags that take a value.
    static let valueFlags: Set<String> = [
        "--items", "--placeholders", "--offset", "--item-size", "--item-width", "--bounds", "--perspective",
        "--content-offset", "--viewpoint-offset", "--toggle", "--option", "--deceleration-rate", "--bounces",
        "--bounce-distance", "--stop-at-item-boundary", "--scroll-to-item-boundary", "--paging-enabled",
        "--scroll-speed", "--fling", "--format", "--scene", "-o", "--output",
    ]

    private static func apply(flag: String, value: String, to command: inout Command) throws(PreviewError) {
        switch flag {
        case "--items": command.edits.append(.numberOfItems(try count(value, flag)))
        case "--placeholders": command.edits.append(.numberOfPlaceholders(try count(value, flag)))
        case "--offset": command.edits.append(.scrollOffset(try number(value, flag)))
        case "--item-size": command.edits.append(.itemSize(try size(value, flag)))
        case "--item-width":
            let width = try number(value, flag)
            guard width >= 0 else { throw PreviewError("\(flag): expected a number ≥ 0, got \(SceneLimits.quoted(value))") }
            command.edits.append(.itemWidth(width))
        case "--bounds":
            let bounds = try size(value, flag)
            guard SceneLimits.boundsSide.contains(bounds.width), SceneLimits.boundsSide.contains(bounds.height) else {
                throw PreviewError("\(flag): expected WIDTHxHEIGHT with numbers > 0, got \(SceneLimits.quoted(value))")
            }
            command.edits.append(.bounds(bounds))
        case "--perspective": command.edits.append(.perspective(try number(value, flag, SceneLimits.perspective)))
        case "--content-offset": command.edits.append(.contentOffset(try point(value, flag)))
        case "--viewpoint-offset": command.edits.append(.viewpointOffset(try point(value, flag)))
        case "--toggle": command.edits.append(.toggle(try number(value, flag, SceneLimits.toggle)))
        case "--option": command.edits.append(try option(value))
        case "--deceleration-rate":
            command.edits.append(.decelerationRate(try number(value, flag, SceneLimits.decelerationRate)))
        case "--bounces": command.edits.append(.bounces(try bool(value, flag)))
        case "--bounce-distance": command.edits.append(.bounceDistance(try number(value, flag, SceneLimits.bounceDistance)))
        case "--stop-at-item-boundary": command.edits.append(.stopAtItemBoundary(try bool(value, flag)))
        case "--scroll-to-item-boundary": command.edits.append(.scrollToItemBoundary(try bool(value, flag)))
        case "--paging-enabled": command.edits.append(.pagingEnabled(try bool(value, flag)))
        case "--scroll-speed": command.edits.append(.scrollSpeed(try number(value, flag)))
        case "--fling": command.edits.append(.fling(try number(value, flag)))
        case "--format":
            guard let format = OutputFormat(rawValue: value.lowercased()) else {
                throw PreviewError("--format: expected svg, html or json, got \(SceneLimits.quoted(value))")
            }
            command.format = format
        case "--scene":
            guard !value.isEmpty else { throw PreviewError("--scene needs a file name") }
            guard command.sceneFile == nil else {
                throw PreviewError("--scene given twice (a scene file may hold an array of scenes)")
            }
            command.sceneFile = value
        default:  // -o, --output
            guard !value.isEmpty else { throw PreviewError("\(flag) needs a file name") }
            command.outputPath = value
        }
    }

    // MARK: Values

    /// The largest count accepted: 2⁵³, beyond which a `Double` no longer holds every whole number.
    static let maximumCount = 9_007_199_254_740_992.0

    /// A whole number in [0, 2⁵³] as an `Int`, or `nil`.
    static func count(from value: Double) -> Int? {
        guard value.isFinite, value >= 0, value <= maximumCount, value == value.rounded() else { return nil }
        return Int(value)
    }

    /// A finite number (`12`, `-0.5`, `1e-3`), within `limit` when given.
    static func number(_ text: String, _ flag: String, _ limit: SceneLimits.Limit? = nil) throws(PreviewError) -> Double {
        guard let v = Double(text.trimmingWhitespace), v.isFinite else {
            throw PreviewError("\(flag): expected \(limit?.expected ?? "a number"), got \(SceneLimits.quoted(text))")
        }
        guard let limit else { return v }
        return try SceneLimits.check(v, limit, flag, text: text)
    }

    /// A whole number ≥ 0.
    static func count(_ text: String, _ flag: String) throws(PreviewError) -> Int {
        guard let v = Double(text.trimmingWhitespace), let n = count(from: v) else {
            throw PreviewError("\(flag): expected a whole number ≥ 0, got \(SceneLimits.quoted(text))")
        }
        return n
    }

    /// `WxH` (also `W×H` or `W,H`), both ≥ 0.
    static func size(_ text: String, _ flag: String) throws(PreviewError) -> Size2D {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { "xX×,".contains($0) })
        guard parts.count == 2, let w = Double(String(parts[0]).trimmingWhitespace),
              let h = Double(String(parts[1]).trimmingWhitespace),
              w.isFinite, h.isFinite, w >= 0, h >= 0
        else { throw PreviewError("\(flag): expected WIDTHxHEIGHT with numbers ≥ 0, e.g. 200x200, got \(SceneLimits.quoted(text))") }
        return Size2D(width: w, height: h)
    }

    /// `X,Y`.
    static func point(_ text: String, _ flag: String) throws(PreviewError) -> Point2D {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(String(parts[0]).trimmingWhitespace),
              let y = Double(String(parts[1]).trimmingWhitespace), x.isFinite, y.isFinite
        else { throw PreviewError("\(flag): expected X,Y, e.g. 0,-40, got \(SceneLimits.quoted(text))") }
        return Point2D(x: x, y: y)
    }

    /// `true`/`false`, `yes`/`no`, `on`/`off` or `1`/`0`.
    static func bool(_ text: String, _ flag: String) throws(PreviewError) -> Bool {
        switch text.lowercased() {
        case "true", "yes", "on", "1": return true
        case "false", "no", "off", "0": return false
        default: throw PreviewError("\(flag): expected true or false, got \(SceneLimits.quoted(text))")
        }
    }

    /// `name=value`: a name ``CarouselOptions/set(_:to:)`` knows, and a value of the option's kind
    /// within its range (``SceneLimits/option(_:number:boolean:shown:where:)``).
    static func option(_ text: String) throws(PreviewError) -> SceneEdit {
        guard let eq = text.firstIndex(of: "=") else {
            throw PreviewError("--option: expected name=value, e.g. tilt=0.8, got \(SceneLimits.quoted(text))")
        }
        let name = String(text[..<eq]).trimmingWhitespace
        let valueText = String(text[text.index(after: eq)...])
        var boolean: Bool?
        switch valueText.lowercased().trimmingWhitespace {
        case "true", "yes", "on": boolean = true
        case "false", "no", "off": boolean = false
        default: break
        }
        let number = boolean == nil ? Double(valueText.trimmingWhitespace) : nil
        let value: Double
        do {
            value = try SceneLimits.option(
                name, number: number, boolean: boolean, shown: SceneLimits.quoted(valueText), where: "--option \(PreviewError.shortened(name))")
        } catch {
            throw error.message.hasPrefix("unknown option") ? PreviewError("--option: \(error.message)") : error
        }
        return .option(name, value)
    }

    /// The `--help` text.
    public static var helpText: String {
        let types = CarouselType.allCases.map(\.rawValue).joined(separator: ", ")
        let options = CarouselOptions.names.joined(separator: ", ")
        let booleans = CarouselOptions.names.filter(SceneLimits.booleanOptions.contains).joined(separator: ", ")
        return """
            Usage: carousel-preview TYPE [flags]            render one carousel
                   carousel-preview --scene FILE [flags]    render the scene(s) in a JSON file

            Renders a carousel as Core Animation would draw it, with every number from CarouselCore.

            Types: \(types)

            Scene:
              --items N                 number of items (default 12)
              --placeholders N          iCarousel placeholders, split on both sides (default 0)
              --offset X                scroll offset in items (default 0; clamped to the ends as
                                        iCarousel does)
              --item-size WxH           item view size in points (default 200x200)
              --item-width W            spacing width in points (default: item width, height when vertical)
              --bounds WxH              carousel bounds and picture size, both > 0 (default 800x500)
              --vertical                scroll vertically
              --wrap                    wrap around (same as --option wrap=true)
              --perspective P           the m34 term -1/d for an eye d points away, in [-1, 0]
                                        (default -0.002, i.e. -1/500; 0 is flat)
              --content-offset X,Y      move the carousel's centre
              --viewpoint-offset X,Y    move the eye
              --toggle T                Cover Flow 2's toggle in [-1, 1]
              --option NAME=VALUE       any iCarousel option, repeatable; VALUE true/false (or 1/0)
                                        for \(booleans), a number for the others;
                                        visibleItems >= 0, fadeMinAlpha in [0, 1]
                                        (\(options))
            Physics (iCarousel's defaults; the bounce limits decide how the offset is clamped):
              --deceleration-rate R     velocity kept per 1/60 s, in [0, 1) (default 0.95; above
                                        0.999 acts as 0.999)
              --bounce-distance D       items past an end, >= 0 (default 1; 0 means no bounce)
              --bounces BOOL            --stop-at-item-boundary BOOL
              --paging-enabled BOOL     --scroll-to-item-boundary BOOL
              --scroll-speed S          finger-to-carousel velocity factor (default 1; negative
                                        reverses flings)
            Fling (iCarousel's scroll model, with the physics above):
              --fling V                 release at V items/s (positive toward larger offsets;
                                        speeds beyond 10^6 items/s act as 10^6) from
                                        --offset; json adds restingOffset, restingItemIndex, duration
                                        and trajectory (the offset at 60 Hz until rest, at most
                                        \(Fling.maximumSampleCount) samples); html animates it with a
                                        play/pause/replay button; svg shows it at rest
            Output:
              --format svg|html|json    picture, 3D web page, or the core's numbers (default svg)
              --scene FILE              read a JSON scene or array of scenes ('-' for stdin; also
                                        pipes, FIFOs, devices; at most 16 MiB; given once);
                                        flags given too apply on top of every scene
              -o, --output FILE         write to FILE instead of standard output ('-' for it)
              --list-types              print the type names, one a line
              -h, --help                show this help

            Scene file fields (all optional but type; the same ranges as the flags): type,
            numberOfItems, numberOfPlaceholders,
            itemSize [w, h], itemWidth, bounds [w, h], vertical, perspective, contentOffset [x, y],
            viewpointOffset [x, y], options {name: number or boolean}, scrollOffset, toggle,
            physics {decelerationRate, bounces, bounceDistance, stopAtItemBoundary,
            scrollToItemBoundary, pagingEnabled, scrollSpeed},
            fling {velocity, dragStartOffset (where the drag began, for pagingEnabled)},
            interaction {layoutDirection (leftToRight or rightToLeft), frameRate (1-240, default 60),
            until (seconds, at most 60; default: until nothing moves), events [{at, KIND: value}]};
            KIND is one of touchDown [x, y], dragTo [x, y], touchUp [vx, vy], scrollTo INDEX,
            scrollBy N (both with animated), autoscroll V, numberOfItems N, insert [i...],
            delete [i...], bounds [w, h], voiceOver, reduceMotion, inWindow (true or false).
            The interaction engine replays them: json adds interaction {frames, events,
            frameClock, end, taps, refused}; html plays it with the finger drawn; svg shows
            the end. Not together with fling.

            Examples: carousel-preview coverFlow --items 12 --offset 5.5 > coverflow.svg
                      carousel-preview coverFlow --offset 2 --fling 6 --format html > fling.html
            Input policy, the same for flags and scene fields: a value is accepted, clamped as
            stated above, or refused. Bad input (a value out of range, a boolean for a number or a
            number other than 0/1 for a boolean, a key repeated in one JSON object, malformed JSON,
            an unreadable file) prints one line on stderr naming the field, the value (at most 40
            characters) and the valid range, and exits with status 2; so does a failed write. When
            the reader of standard output goes away (| head), the program stops quietly with 0.

            """
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    var trimmingWhitespace: String {
        String(self.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
