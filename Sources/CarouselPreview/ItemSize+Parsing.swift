@_spi(Plumbing) import CarouselCore

/// The previewer's text for an item size (``ItemSize``): `--item-size` and a scene file's
/// `itemSize`.
///
/// Each side is points, a number ≥ 1 (``SceneLimits/side``), or a percentage of the usable bounds
/// on its axis, a number in (0, 1000] followed by `%` (`100%`; 1000 % is
/// ``ItemSize/maximumFraction``). The command line writes `WxH` (also `W×H`, `WXH` or `W,H`):
/// `200x120`, `100%x80%`, `100%x200`. A scene file writes `[w, h]` with numbers or strings:
/// `[200, 120]`, `["100%", "80%"]`, `["100%", 200]`.
extension ItemSize {
    /// How messages state the sides.
    static let expectedSides = "numbers ≥ 1 or percentages in (0%, 1000%]"

    /// What one side holds when read.
    enum SideReading: Equatable {
        case length(ItemSize.Length)
        case tooLarge
        case invalid
    }

    /// Reads one side: `120` (points) or `80%` (a fraction of the usable bounds).
    static func side(_ text: String) -> SideReading {
        let trimmed = text.trimmingWhitespace
        if trimmed.hasSuffix("%") {
            switch ArgumentParser.readNumber(String(trimmed.dropLast())) {
            case .number(let percent) where percent > 0 && percent <= maximumFraction * 100:
                return .length(.fraction(percent / 100))
            case .tooLarge: return .tooLarge
            default: return .invalid
            }
        }
        switch ArgumentParser.readNumber(trimmed) {
        case .number(let points) where SceneLimits.side.contains(points): return .length(.points(points))
        case .tooLarge: return .tooLarge
        default: return .invalid
        }
    }

    /// `WxH` as ``ItemSize`` documents.
    static func parse(_ text: String, flag: String) throws(PreviewError) -> ItemSize {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { "xX×,".contains($0) })
        let readings = parts.map { side(String($0)) }
        if parts.count == 2, readings.contains(.tooLarge), !readings.contains(.invalid) {
            throw ArgumentParser.tooLarge(text, flag)
        }
        guard parts.count == 2, case .length(let w) = readings[0], case .length(let h) = readings[1] else {
            throw PreviewError(
                "\(flag): expected WIDTHxHEIGHT with \(expectedSides), e.g. 200x200 or 100%x80%, got \(SceneLimits.quoted(text))"
            )
        }
        return ItemSize(width: w, height: h)
    }

    /// `[w, h]` from a scene file: numbers or percentage strings.
    static func read(_ value: JSONValue, field: String) throws(PreviewError) -> ItemSize {
        guard case .array(let elements) = value, elements.count == 2 else {
            throw PreviewError("\(field): expected [width, height], got \(value.kindDescription)")
        }
        var lengths: [ItemSize.Length] = []
        for element in elements {
            let reading: SideReading =
                switch element {
                case .number(let d): SceneLimits.side.contains(d) ? .length(.points(d)) : .invalid
                case .string(let s) where s.trimmingWhitespace.hasSuffix("%"): side(s)
                default: .invalid
                }
            guard case .length(let length) = reading else {
                let shown = "[" + elements.map(\.briefDescription).joined(separator: ", ") + "]"
                throw PreviewError(
                    "\(field): expected [width, height] with \(expectedSides), got \(shown)")
            }
            lengths.append(length)
        }
        return ItemSize(width: lengths[0], height: lengths[1])
    }
}
