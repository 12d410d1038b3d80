@_spi(Plumbing) import CarouselCore
import Foundation

/// The `carousel-preview` program as a function: arguments in, text and an exit code out.
///
/// The executable only forwards `CommandLine.arguments` and prints what comes back, so everything,
/// errors included, is testable without spawning a process.
public enum PreviewTool {
    /// What the program prints and returns.
    public struct Output: Hashable, Sendable {
        /// Text for standard output (empty when `-o` wrote the result to a file).
        public var standardOutput: String
        /// Text for standard error: empty, or one line `carousel-preview: <message>\n`.
        public var standardError: String
        /// 0 on success, ``PreviewError/exitCode`` (2) for bad input.
        public var exitCode: Int32
    }

    /// Runs the program.
    ///
    /// - Parameters:
    ///   - arguments: the command line without the program name.
    ///   - readStandardInput: supplies the scene for `--scene -` (by default, standard input read
    ///     with `read(2)` until its end or until it passes ``maximumSceneSize``).
    public static func run(
        _ arguments: [String],
        readStandardInput: () throws(PreviewError) -> Data = PreviewTool.readStandardInput
    ) -> Output {
        do throws(PreviewError) {
            let command = try ArgumentParser.parse(arguments)
            if command.showsHelp {
                let text = command.helpTopic.map(ArgumentParser.helpText(for:)) ?? ArgumentParser.helpText
                return Output(standardOutput: text, standardError: "", exitCode: 0)
            }
            if command.listsTypes {
                let names = CarouselType.allCases.map { $0.rawValue + "\n" }.joined()
                return Output(standardOutput: names, standardError: "", exitCode: 0)
            }
            let (scenes, isArray) = try scenes(for: command, readStandardInput: readStandardInput)
            let results = try results(for: scenes, isArray: isArray, source: command.sceneFile.map(sourceName))
            let text = render(results, isArray: isArray, format: command.format, showsCaption: command.showsCaption)
            if let path = command.outputPath, path != "-" {
                try FileDescriptorIO.writeFile(Data(text.utf8), to: path)
                return Output(standardOutput: "", standardError: "", exitCode: 0)
            }
            return Output(standardOutput: text, standardError: "", exitCode: 0)
        } catch {
            return Output(
                standardOutput: "", standardError: "carousel-preview: \(error.message)\n",
                exitCode: PreviewError.exitCode)
        }
    }

    /// The scenes to render: the flags' scene, or each scene of `--scene FILE` with the flags applied.
    public static func scenes(
        for command: Command, readStandardInput: () throws(PreviewError) -> Data
    ) throws(PreviewError) -> (scenes: [Scene], isArray: Bool) {
        guard let file = command.sceneFile else { return ([try command.scene()], false) }
        let data = file == "-" ? try readStandardInput() : try FileDescriptorIO.readFile(file)
        let name = sourceName(file)
        guard data.count <= maximumSceneSize else {
            throw PreviewError(
                "\(name) is larger than \(FileDescriptorIO.sizeText(maximumSceneSize)) (the largest scene accepted)")
        }
        do throws(PreviewError) {
            var (scenes, isArray) = try Scene.decodeScenes(from: data, commandLineType: command.type)
            guard scenes.count <= SceneLimits.maximumSceneCount else {
                throw PreviewError(
                    "scene: an array of \(scenes.count) scenes, more than a scene file holds (at most \(SceneLimits.maximumSceneCount))"
                )
            }
            for i in scenes.indices {
                command.apply(to: &scenes[i])
                try scenes[i].validate(path: isArray ? "scene[\(i)]" : "scene")
            }
            return (scenes, isArray)
        } catch {
            throw PreviewError("\(name): \(error.message)")
        }
    }

    /// How messages name a scene file: `standard input` for `-`, else the path (its last
    /// ``PreviewError/maximumPathLength`` characters).
    static func sourceName(_ file: String) -> String {
        file == "-"
            ? "standard input" : PreviewError.shortened(file, maximum: PreviewError.maximumPathLength, keepingEnd: true)
    }

    /// The scenes' results, computed in order: their replays and flings run
    /// ``SceneLimits/maximumTickCount`` ticks at most together.
    ///
    /// - Parameters:
    ///   - isArray: whether the scenes came as an array (messages name `scene[i]`).
    ///   - source: how messages name the scene file, if the scenes came from one.
    /// - Throws: ``PreviewError`` naming the scene whose ticks pass the limit; the scenes after it
    ///   are not run.
    public static func results(for scenes: [Scene], isArray: Bool, source: String?) throws(PreviewError)
        -> [SceneResult]
    {
        var results: [SceneResult] = []
        var ticks = 0
        var cards = 0
        for (i, scene) in scenes.enumerated() {
            let result = SceneResult(scene: scene, cardBudget: SceneLimits.maximumDrawnCards - cards)
            if let excess = result.cardExcess {
                let path = isArray ? "scene[\(i)]" : "scene"
                throw PreviewError(
                    (source.map { "\($0): " } ?? "") + "\(path): " + cardMessage(excess, drawnBefore: cards))
            }
            cards += result.drawnCardCount
            ticks += result.tickCount
            guard ticks <= SceneLimits.maximumTickCount else {
                let path = isArray ? "scene[\(i)]" : "scene"
                throw PreviewError(
                    (source.map { "\($0): " } ?? "")
                        + "\(path): the replays and flings pass \(SceneLimits.maximumTickCount)"
                        + " ticks together (\(ticks) up to here; the most one run takes, one 60 s replay at 240 Hz)")
            }
            results.append(result)
        }
        return results
    }

    /// Why a scene passes the run's card bound, naming the number to lower: the cards on screen
    /// (`visibleItems`, `--display-limit`) first when more than iCarousel's 30 are on screen, else
    /// the ticks (a replay's frame rate or length, a fling's velocity), each with the most that fits.
    static func cardMessage(_ excess: SceneResult.CardExcess, drawnBefore: Int) -> String {
        let bound = SceneLimits.maximumDrawnCards
        let weight = SceneLimits.stillCardWeight
        let left = max(0, bound - drawnBefore)
        let earlier = drawnBefore > 0 ? " (\(drawnBefore) drawn by the scenes before it)" : ""
        let run = "more than the \(bound) cards a run draws\(earlier)"
        switch excess {
        case .picture(let cards):
            let counted =
                "the picture has \(cards) cards on screen (each counting \(weight) in a still picture), \(run)"
            guard left >= weight else { return counted + "; render it in a run of its own" }
            return counted + "; lower --display-limit (or the visibleItems option) to at most \(left / weight)"
        case .fling(let samples, let cards):
            // The still picture of the start, then every sample after the first.
            return "the fling draws \(samples) frames × \(cards) cards on screen, \(run);"
                + " lower --display-limit (or visibleItems) to at most \(left / (weight + samples - 1)),"
                + " or the fling's velocity"
        case .replay(let ticks, let cards):
            // The still picture of the start is drawn too.
            let perTick = left / (max(1, ticks) + weight)
            let tickCount = max(0, left / max(1, cards) - weight)
            let screen = "lower displayLimit (or visibleItems) to at most \(perTick) cards on screen"
            let time = "lower the replay's ticks (its frameRate × length in seconds) to at most \(tickCount)"
            // More cards on screen than iCarousel's 30 slots: those first; otherwise the ticks.
            let lever = cards > 30 && perTick > 0 ? screen + ", or " + time : time + ", or " + screen
            return "the replay draws \(ticks) ticks × about \(cards) cards on screen, \(run); \(lever)"
        }
    }

    /// The output text for the results, ending with a newline; `showsCaption` false leaves out
    /// an SVG picture's caption band (`--no-caption`).
    public static func render(
        _ results: [SceneResult], isArray: Bool, format: OutputFormat, showsCaption: Bool = true
    ) -> String {
        switch format {
        case .svg: SVGRenderer.render(results, showsCaption: showsCaption)
        case .html: HTMLRenderer.render(results)
        case .json: (isArray ? JSONValue.array(results.map(\.json)) : results[0].json).rendered() + "\n"
        }
    }

    /// Reads standard input with `read(2)` until its end, refusing it as soon as it passes
    /// ``maximumSceneSize``.
    public static func readStandardInput() throws(PreviewError) -> Data {
        try FileDescriptorIO.readAll(descriptor: 0, name: "standard input")
    }

    /// The largest scene input read, in bytes (16 MiB); reading stops once an input passes it.
    public static let maximumSceneSize = FileDescriptorIO.maximumInputSize

    /// Writes the output to the standard streams with `write(2)` and returns the exit status.
    ///
    /// The executable ignores `SIGPIPE`, so a reader that goes away (`carousel-preview … | head`)
    /// shows up here as `EPIPE`: the program then stops quietly with status 0, as the reader chose
    /// to stop. Any other failure to write standard output (a full disk, a closed descriptor) adds
    /// one line to standard error and gives status 2; when standard error cannot be written either,
    /// the status says it alone.
    ///
    /// - Parameters:
    ///   - standardOutput: the descriptor for ``Output/standardOutput`` (1).
    ///   - standardError: the descriptor for ``Output/standardError`` (2).
    /// - Returns: the exit status.
    public static func deliver(_ output: Output, standardOutput: Int32 = 1, standardError: Int32 = 2) -> Int32 {
        var status = output.exitCode
        var errorText = output.standardError
        if !output.standardOutput.isEmpty {
            let code = FileDescriptorIO.writeAll(Data(output.standardOutput.utf8), to: standardOutput)
            if code == EPIPE { return output.exitCode }
            if code != 0 {
                errorText += "carousel-preview: cannot write standard output: \(FileDescriptorIO.describe(code))\n"
                status = PreviewError.exitCode
            }
        }
        if !errorText.isEmpty { _ = FileDescriptorIO.writeAll(Data(errorText.utf8), to: standardError) }
        return status
    }
}
