import CarouselCore
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
    ///   - readStandardInput: supplies the scene for `--scene -`.
    public static func run(
        _ arguments: [String],
        readStandardInput: () -> Data = { FileHandle.standardInput.readDataToEndOfFile() }
    ) -> Output {
        do throws(PreviewError) {
            let command = try ArgumentParser.parse(arguments)
            if command.showsHelp {
                return Output(standardOutput: ArgumentParser.helpText, standardError: "", exitCode: 0)
            }
            if command.listsTypes {
                let names = CarouselType.allCases.map { $0.rawValue + "\n" }.joined()
                return Output(standardOutput: names, standardError: "", exitCode: 0)
            }
            let (scenes, isArray) = try scenes(for: command, readStandardInput: readStandardInput)
            let text = render(scenes.map(SceneResult.init(scene:)), isArray: isArray, format: command.format)
            if let path = command.outputPath {
                do {
                    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
                } catch {
                    throw PreviewError("cannot write '\(path)': \(reason(error))")
                }
                return Output(standardOutput: "", standardError: "", exitCode: 0)
            }
            return Output(standardOutput: text, standardError: "", exitCode: 0)
        } catch {
            return Output(standardOutput: "", standardError: "carousel-preview: \(error.message)\n",
                          exitCode: PreviewError.exitCode)
        }
    }

    /// The scenes to render: the flags' scene, or each scene of `--scene FILE` with the flags applied.
    public static func scenes(
        for command: Command, readStandardInput: () -> Data
    ) throws(PreviewError) -> (scenes: [Scene], isArray: Bool) {
        guard let file = command.sceneFile else { return ([try command.scene()], false) }
        let data: Data
        if file == "-" {
            data = readStandardInput()
        } else {
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: file))
            } catch {
                throw PreviewError("cannot read '\(file)': \(reason(error))")
            }
        }
        let name = file == "-" ? "standard input" : file
        do {
            var (scenes, isArray) = try Scene.decodeScenes(from: data)
            for i in scenes.indices {
                command.apply(to: &scenes[i])
                try scenes[i].validate(path: isArray ? "scene[\(i)]" : "scene")
            }
            return (scenes, isArray)
        } catch {
            throw PreviewError("\(name): \(error.message)")
        }
    }

    /// The output text for the results, ending with a newline.
    public static func render(_ results: [SceneResult], isArray: Bool, format: OutputFormat) -> String {
        switch format {
        case .svg: SVGRenderer.render(results)
        case .html: HTMLRenderer.render(results)
        case .json: (isArray ? JSONValue.array(results.map(\.json)) : results[0].json).rendered() + "\n"
        }
    }

    /// A short reason for a file error ("No such file or directory").
    private static func reason(_ error: any Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        if ns.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(ns.code)))
        }
        return PreviewError.oneLine(ns.localizedDescription)
    }
}
