import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselPreview

@Suite("FileDescriptorIO")
struct FileDescriptorIOTests {
    @Test("writing to a full device or a bad descriptor returns the errno instead of trapping")
    func writeFailures() throws {
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0)
        defer { close(full) }
        #expect(FileDescriptorIO.writeAll(Data("x".utf8), to: full) == ENOSPC)
        #expect(FileDescriptorIO.writeAll(Data("x".utf8), to: -1) == EBADF)
        #expect(FileDescriptorIO.writeAll(Data(), to: -1) == 0)
    }

    @Test("deliver: a failed standard output adds one stderr line and status 2")
    func deliver() throws {
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0)
        defer { close(full) }
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        defer { close(fds[0]) }
        let output = PreviewTool.Output(standardOutput: "picture\n", standardError: "", exitCode: 0)
        #expect(PreviewTool.deliver(output, standardOutput: full, standardError: fds[1]) == 2)
        #expect(PreviewTool.deliver(output, standardOutput: -1, standardError: -1) == 2)
        close(fds[1])
        let text = try FileDescriptorIO.readAll(descriptor: fds[0], name: "pipe")
        #expect(
            String(decoding: text, as: UTF8.self)
                == "carousel-preview: cannot write standard output: No space left on device\n")
    }

    @Test("reading stops one chunk past the limit; a bad descriptor is a one-line error")
    func readFailures() throws {
        let zero = open("/dev/zero", O_RDONLY)
        try #require(zero >= 0)
        defer { close(zero) }
        let error = try #require(
            previewError { _ = try FileDescriptorIO.readAll(descriptor: zero, name: "zeros", limit: 100) })
        #expect(error.message == "zeros is larger than 100 bytes (the largest scene accepted)")
        let bad = try #require(
            previewError { _ = try FileDescriptorIO.readAll(descriptor: -1, name: "standard input") })
        #expect(bad.message == "cannot read standard input: Bad file descriptor")
    }
}
