@_spi(Plumbing) import CarouselCore

/// The previewer's text for an option relative to its type's default (``RelativeOption``), shared
/// by `--option NAME=VALUE` and a scene file's `{"relative": TEXT}`.
///
/// `*K` (or `×K`): the default times K; `+D`: the default plus D; `-D`: the default minus D.
/// `default` may come first (`default*1.1`, `default-2`). K and D are unsigned finite decimals
/// (`1.1`, `.5`, `2e-1`); spaces around the whole are allowed, nothing else. On the command line a
/// value is relative when it starts with `*`, `×`, `+` or `default`: `-2` there is the plain value
/// −2, so a relative subtraction is written `default-2`.
extension RelativeOption {
    /// How messages state the syntax.
    static let syntax = "*K, +D or default-D (the type's default times K, plus D, minus D)"

    /// Whether a command-line value is written as a relative one (see above).
    static func isRelative(commandLineText text: String) -> Bool {
        let t = text.trimmingWhitespace
        return t.hasPrefix("*") || t.hasPrefix("×") || t.hasPrefix("+") || t.hasPrefix("default")
    }

    /// Reads a relative value.
    ///
    /// - Parameters:
    ///   - text: the text as given.
    ///   - field: how the message names it (`--option spacing`, `scene.options.spacing`).
    ///   - shown: the value as the message shows it (default: `text` quoted).
    /// - Throws: ``PreviewError`` in one line naming the field, the syntax and the value.
    static func parse(_ text: String, field: String, shown: String? = nil) throws(PreviewError) -> RelativeOption {
        let shown = shown ?? SceneLimits.quoted(text)
        var rest = Substring(text.trimmingWhitespace)
        if rest.hasPrefix("default") { rest = rest.dropFirst("default".count) }
        guard let op = rest.first, "*×+-".contains(op) else {
            throw PreviewError("\(field): expected \(syntax), got \(shown)")
        }
        let operand = rest.dropFirst()
        guard let first = operand.unicodeScalars.first, ("0"..."9").contains(first) || first == "." else {
            throw PreviewError("\(field): expected \(syntax) with K and D unsigned numbers, got \(shown)")
        }
        let value: Double
        switch ArgumentParser.readNumber(String(operand)) {
        case .number(let v): value = v
        case .tooLarge: throw ArgumentParser.tooLarge(text, field)
        case .invalid: throw PreviewError("\(field): expected \(syntax), got \(shown)")
        }
        switch op {
        case "*", "×": return .times(value)
        case "+": return .plus(value)
        default: return .plus(-value)
        }
    }
}
