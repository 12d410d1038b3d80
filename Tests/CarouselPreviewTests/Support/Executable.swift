import Foundation

/// Runs the built `carousel-preview` executable through `/bin/sh`, for what only a process shows:
/// closed or full standard streams, broken pipes, FIFOs and endless inputs (a support file, not
/// tied to one source file).
enum Executable {
    /// The built executable, beside the test bundle in the build folder, if it was built.
    static let path: String? = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("carousel-preview").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory.deleteLastPathComponent()
        }
        return nil
    }()

    static var isAvailable: Bool { path != nil }

    /// How a run ended.
    struct Result {
        /// The exit status, or the signal's number when `wasSignalled`.
        var status: Int32
        var wasSignalled: Bool
        var timedOut: Bool
        var standardOutput: String
        var standardError: String
    }

    /// Runs `script` with `/bin/sh -c`, where `"$0"` is the executable and `"$1"` a fresh temporary
    /// folder; stops it after `timeout` seconds.
    static func run(_ script: String, timeout: TimeInterval = 30) throws -> Result {
        guard let path else { throw NodeJS.Failure(message: "carousel-preview was not built") }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("preview-exe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("stdout")
        let err = dir.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: out)
        let errHandle = try FileHandle(forWritingTo: err)
        let work = dir.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, path, work.path]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                process.terminate()
                break
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return Result(
            status: process.terminationStatus, wasSignalled: process.terminationReason == .uncaughtSignal,
            timedOut: timedOut,
            standardOutput: String(decoding: try Data(contentsOf: out), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: err), as: UTF8.self))
    }
}
