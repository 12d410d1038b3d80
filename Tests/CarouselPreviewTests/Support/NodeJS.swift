import Foundation

/// Runs JavaScript with Node.js, to check the HTML player (a support file, not tied to one source
/// file). Tests that need it are enabled only where `node` is on the `PATH`.
enum NodeJS {
    /// The `node` executable on the `PATH`, if any.
    static let path: String? = {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin")
            .split(separator: ":")
        return directories.map { "\($0)/node" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    static var isAvailable: Bool { path != nil }

    /// Runs `script` with `arguments` and returns its standard output; throws when node fails.
    static func run(script: String, arguments: [String]) throws -> String {
        guard let path else { throw Failure(message: "node not found") }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("node-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("script.js")
        try Data(script.utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = [file.path] + arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(message: String(decoding: errors, as: UTF8.self))
        }
        return String(decoding: output, as: UTF8.self)
    }

    struct Failure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
