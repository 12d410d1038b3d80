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

    /// ` (did you mean NAME?)` when `name` is near one of `known`, else the empty string. Names
    /// are exact: the suggestion is only a hint. Near, in this order (the first rule that finds
    /// exactly one name wins):
    /// - the same but for case (`coverflow` for `coverFlow`);
    /// - the same once case, `_`, `-` and spaces are ignored and iCarousel's prefixes
    ///   (`iCarouselType`, `iCarouselOption`) dropped (`cover_flow`, `iCarouselTypeCoverFlow`,
    ///   `iCarouselOptionFadeMinAlpha`);
    /// - at most one edit (a letter added, dropped or changed, or two letters swapped) per four
    ///   letters, at least one, from exactly one name at the smallest distance (`coverFlw`).
    static func didYouMean(_ name: String, among known: [String]) -> String {
        guard let match = nearest(name, among: known), match != name else { return "" }
        return " (did you mean \(match)?)"
    }

    /// The name of `known` that `name` is near (``didYouMean(_:among:)``), if exactly one is.
    static func nearest(_ name: String, among known: [String]) -> String? {
        // Input echoed in messages may be huge: only short names are compared.
        guard name.count <= 4 * maximumQuotedLength else { return nil }
        let lowered = name.lowercased()
        if let match = unique(known.filter { $0.lowercased() == lowered }) { return match }
        let key = normalized(name)
        guard !key.isEmpty else { return nil }
        if let match = unique(known.filter { normalized($0) == key }) { return match }
        let limit = max(1, key.count / 4)
        var best: [String] = []
        var bestDistance = limit + 1
        for candidate in known {
            let d = editDistance(key, normalized(candidate), limit: limit)
            if d < bestDistance {
                bestDistance = d
                best = [candidate]
            } else if d == bestDistance {
                best.append(candidate)
            }
        }
        return bestDistance <= limit ? unique(best) : nil
    }

    private static func unique(_ names: [String]) -> String? { names.count == 1 ? names[0] : nil }

    /// Lower case, without `_`, `-`, spaces and iCarousel's `iCarouselType`/`iCarouselOption` prefix.
    private static func normalized(_ name: String) -> String {
        var text = name.lowercased().filter { $0 != "_" && $0 != "-" && $0 != " " }
        for prefix in ["icarouseltype", "icarouseloption"] where text.hasPrefix(prefix) {
            text.removeFirst(prefix.count)
        }
        return text
    }

    /// The optimal-string-alignment distance between `a` and `b` (insertions, deletions,
    /// substitutions and swaps of neighbours), or `limit + 1` once it is sure to pass `limit`.
    static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = min(d, before[j - 2] + 1) }
                current[j] = d
                rowMinimum = min(rowMinimum, d)
            }
            if rowMinimum > limit { return limit + 1 }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }

    /// `text` with every run of whitespace (newlines included) replaced by one space, trimmed.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
    }
}
