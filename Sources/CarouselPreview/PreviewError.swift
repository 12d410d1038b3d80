/// A problem with the previewer's input: an unknown type, flag or option, a bad value, malformed
/// JSON, an unreadable or unwritable file.
///
/// The message is one line, without the program name or a trailing newline; the tool prints it to
/// stderr as `carousel-preview: <message>` and exits with ``exitCode``.
public struct PreviewError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The exit code for every input error (as `getopt`-style tools use 2 for usage errors).
    public static let exitCode: Int32 = 2

    /// What went wrong, on one line.
    public let message: String

    /// Creates an error; newlines and runs of whitespace in `message` are folded into single spaces.
    public init(_ message: String) {
        self.message = Self.oneLine(message)
    }

    public var description: String { message }

    /// The longest a quoted input value gets in a message, in characters.
    static let maximumQuotedLength = 40

    /// `text` folded onto one line and cut to ``maximumQuotedLength`` characters (ending in `…`).
    static func shortened(_ text: String) -> String {
        let line = oneLine(text)
        return line.count <= maximumQuotedLength ? line : String(line.prefix(maximumQuotedLength - 1)) + "…"
    }

    /// `text` with every run of whitespace (newlines included) replaced by one space, trimmed.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
    }
}
