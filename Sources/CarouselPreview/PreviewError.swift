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

    /// The longest a file name gets in a message, in characters: long enough for any usual path,
    /// short enough for one line.
    static let maximumPathLength = 160

    /// `text` folded onto one line and cut to `maximum` characters with `…`: every message that
    /// echoes input (a value, a name, a key, a file name) shows it through this.
    ///
    /// - Parameters:
    ///   - maximum: the most characters shown, `…` included (default ``maximumQuotedLength``).
    ///   - keepingEnd: keep the end instead of the start (file names, whose end names the file).
    static func shortened(_ text: String, maximum: Int = maximumQuotedLength, keepingEnd: Bool = false) -> String {
        // Only the part that can be shown is folded: a 5 MB value costs no more than a short one.
        let window = keepingEnd ? String(text.suffix(4 * maximum)) : String(text.prefix(4 * maximum))
        let line = oneLine(window)
        guard line.count > maximum || window.utf8.count < text.utf8.count else { return line }
        return keepingEnd ? "…" + line.suffix(maximum - 1) : line.prefix(maximum - 1) + "…"
    }

    /// A file name as messages show it: in quotes, shortened to ``maximumPathLength`` characters
    /// keeping its end.
    static func quotedPath(_ path: String) -> String {
        "'\(shortened(path, maximum: maximumPathLength, keepingEnd: true))'"
    }

    /// ` (did you mean NAME?)` when `name` matches one of `known` but for case (`coverflow` for
    /// `coverFlow`), else the empty string. Names are exact: the suggestion is only a hint.
    static func didYouMean(_ name: String, among known: [String]) -> String {
        let lowered = name.lowercased()
        guard let match = known.first(where: { $0.lowercased() == lowered && $0 != name }) else { return "" }
        return " (did you mean \(match)?)"
    }

    /// `text` with every run of whitespace (newlines included) replaced by one space, trimmed.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
    }
}
