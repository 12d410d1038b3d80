import Foundation
import Testing

/// The executable's streams (`Sources/carousel-preview/main.swift` and ``PreviewTool/deliver``):
/// what can fail only in a process.
@Suite("carousel-preview executable", .enabled(if: Executable.isAvailable))
struct ExecutableTests {
    /// Expects a run that ended by itself with `status` and exactly `error` on standard error.
    private func expect(
        _ result: Executable.Result, status: Int32, error: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(!result.timedOut, "still running after the timeout", sourceLocation: sourceLocation)
        #expect(!result.wasSignalled, "killed by signal \(result.status)", sourceLocation: sourceLocation)
        #expect(result.status == status, sourceLocation: sourceLocation)
        #expect(result.standardError == error, sourceLocation: sourceLocation)
    }

    @Test("a full disk on standard output is one line on stderr and status 2")
    func fullDevice() throws {
        let result = try Executable.run(#"exec "$0" linear > /dev/full"#)
        expect(result, status: 2, error: "carousel-preview: cannot write standard output: No space left on device\n")
    }

    @Test("a closed standard output is one line on stderr and status 2")
    func closedStandardOutput() throws {
        let result = try Executable.run(#"exec "$0" linear >&-"#)
        expect(result, status: 2, error: "carousel-preview: cannot write standard output: Bad file descriptor\n")
    }

    @Test("a closed standard error leaves only the status: 2 for bad input, 0 for a picture")
    func closedStandardError() throws {
        expect(try Executable.run(#"exec "$0" --bogus 2>&-"#), status: 2, error: "")
        let result = try Executable.run(#"exec "$0" linear 2>&-"#)
        expect(result, status: 0, error: "")
        #expect(result.standardOutput.hasSuffix("</svg>\n"))
    }

    @Test("a reader that goes away ends the program quietly with status 0")
    func brokenPipe() throws {
        // `true` exits at once, so every write meets a pipe without a reader (EPIPE).
        let quiet = try Executable.run(
            #"{ sleep 0.2; "$0" linear --format html; echo "status $?" > "$1/s"; } | true; cat "$1/s""#)
        #expect(quiet.standardOutput == "status 0\n")
        #expect(quiet.standardError.isEmpty, "\(quiet.standardError)")
    }

    @Test("an endless standard input is refused once it passes 16 MiB")
    func endlessStandardInput() throws {
        let result = try Executable.run(#"exec "$0" --scene - < /dev/zero"#)
        expect(
            result, status: 2,
            error: "carousel-preview: standard input is larger than 16 MiB (the largest scene accepted)\n")
    }

    @Test("character devices, FIFOs and process substitutions are read as scene files")
    func specialFiles() throws {
        let device = try Executable.run(#"exec "$0" --scene /dev/zero"#)
        expect(
            device, status: 2,
            error: "carousel-preview: '/dev/zero' is larger than 16 MiB (the largest scene accepted)\n")
        let fifo = try Executable.run(
            #"""
            mkfifo "$1/scene" && { printf '{"type": "rotary", "numberOfItems": 5}' > "$1/scene" & } && \
            exec "$0" --scene "$1/scene" --format json
            """#)
        expect(fifo, status: 0, error: "")
        #expect(fifo.standardOutput.contains(#""scrollOffset": 0"#))
        let pipe = try Executable.run(#"printf '{"type": "linear"}' | "$0" --scene /dev/stdin --format json"#)
        expect(pipe, status: 0, error: "")
        #expect(pipe.standardOutput.hasPrefix("{"))
    }
}
