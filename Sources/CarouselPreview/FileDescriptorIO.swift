import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and writing through `read(2)` and `write(2)` on file descriptors.
///
/// It exists because Foundation's conveniences fail the previewer's inputs and outputs:
/// `Data(contentsOf:)` refuses pipes, FIFOs and character devices (`--scene <(…)`), reads without
/// a size limit, and `FileHandle.write` traps on Linux when the write fails (a full disk, a closed
/// descriptor). Every failure here is an `errno`, turned into one line by ``describe(_:)``.
enum FileDescriptorIO {
    /// The largest scene input accepted, in bytes (16 MiB): far above any real scene, small enough
    /// that reading stops early on an endless input (`--scene /dev/zero`).
    static let maximumInputSize = 16 * 1024 * 1024

    /// Bytes read per `read(2)` call.
    private static let chunkSize = 64 * 1024

    /// Reads `descriptor` to its end, retrying `EINTR`.
    ///
    /// - Parameters:
    ///   - name: how errors name the input (`"standard input"`, `"'scene.json'"`).
    ///   - limit: the most bytes accepted; reading stops as soon as one more arrives.
    /// - Throws: ``PreviewError`` for a read error or an input over `limit`.
    static func readAll(
        descriptor: Int32, name: String, limit: Int = maximumInputSize
    ) throws(PreviewError) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                throw PreviewError("cannot read \(name): \(describe(code))")
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
            if data.count > limit {
                throw PreviewError("\(name) is larger than \(sizeText(limit)) (the largest scene accepted)")
            }
        }
    }

    /// Reads the file at `path`: a regular file, a FIFO, a pipe (`/dev/fd/N`) or a device.
    ///
    /// - Throws: ``PreviewError`` naming the file: it cannot be opened, is a directory, cannot be
    ///   read, or holds more than `limit` bytes.
    static func readFile(_ path: String, limit: Int = maximumInputSize) throws(PreviewError) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw PreviewError("cannot read \(PreviewError.quotedPath(path)): \(describe(errno))")
        }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw PreviewError("cannot read \(PreviewError.quotedPath(path)): \(describe(EISDIR))")
        }
        return try readAll(descriptor: descriptor, name: PreviewError.quotedPath(path), limit: limit)
    }

    /// Writes `data` to the file at `path`, creating or truncating it.
    ///
    /// - Throws: ``PreviewError`` naming the file when it cannot be opened (a directory, a missing
    ///   folder), written (a full disk) or closed.
    static func writeFile(_ data: Data, to path: String) throws(PreviewError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw PreviewError("cannot write \(PreviewError.quotedPath(path)): \(describe(errno))")
        }
        let code = writeAll(data, to: descriptor)
        let closed = close(descriptor) == 0 ? 0 : errno
        if code != 0 || closed != 0 {
            throw PreviewError(
                "cannot write \(PreviewError.quotedPath(path)): \(describe(code != 0 ? code : closed))")
        }
    }

    /// Writes all of `data` to `descriptor`, retrying `EINTR` and continuing after partial writes.
    ///
    /// - Returns: 0 on success, else the `errno` of the failed write (`EPIPE`, `EBADF`, `ENOSPC`…).
    static func writeAll(_ data: Data, to descriptor: Int32) -> Int32 {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int32 in
            guard let base = bytes.baseAddress else { return 0 }
            var offset = 0
            while offset < bytes.count {
                let count = write(descriptor, base + offset, bytes.count - offset)
                if count < 0 {
                    let code = errno
                    if code == EINTR { continue }
                    return code
                }
                offset += count
            }
            return 0
        }
    }

    /// The system's sentence for an `errno` ("No space left on device").
    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// A byte count in MiB when whole (`16 MiB`), else in bytes.
    static func sizeText(_ bytes: Int) -> String {
        bytes % (1024 * 1024) == 0 ? "\(bytes / (1024 * 1024)) MiB" : "\(bytes) bytes"
    }
}
