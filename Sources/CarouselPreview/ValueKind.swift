@_spi(Plumbing) import CarouselCore

/// How one kind of flag value is read and checked: from the command line's text, and from a
/// scene file's JSON for flags with a scene-file field.
///
/// Both readers refuse a bad value with one line naming the flag or field, the value and the valid
/// range (``SceneLimits``); the messages differ only in how they show the value (`'0x0'` from the
/// command line, `[0, 0]` from a file).
struct ValueKind<Value: Hashable & Sendable>: Sendable {
    /// Whether a flag of this kind takes a value; a switch does not.
    var takesValue = true
    /// How the help's list of scene-file fields shows the value after the field's name (` [w, h]`).
    var shape = ""
    /// Reads a flag's value; `flag` is the flag as written, for messages.
    let parse: @Sendable (_ text: String, _ flag: String) throws(PreviewError) -> Value
    /// Reads the field `key` of a scene-file object; `nil` when it is absent.
    let read: @Sendable (_ reader: FieldReader, _ key: String) throws(PreviewError) -> Value?
}

extension ValueKind where Value == Int {
    /// A whole number in [0, 2⁵³] (an item count).
    static var count: Self {
        Self(
            parse: { text, flag throws(PreviewError) in try ArgumentParser.count(text, flag) },
            read: { reader, key throws(PreviewError) in try reader.count(key) })
    }
}

extension ValueKind where Value == Double {
    /// A finite number, within `limit` when given.
    static func number(_ limit: SceneLimits.Limit? = nil) -> Self {
        Self(
            parse: { text, flag throws(PreviewError) in try ArgumentParser.number(text, flag, limit) },
            read: { reader, key throws(PreviewError) in
                guard let value = try reader.number(key) else { return nil }
                guard let limit else { return value }
                return try SceneLimits.check(value, limit, "\(reader.path).\(key)")
            })
    }

    /// A length ≥ 0 in points; scene files may give `null` for the default.
    static var length: Self {
        Self(
            parse: { text, flag throws(PreviewError) in
                let length = try ArgumentParser.number(text, flag)
                guard length >= 0 else {
                    throw PreviewError("\(flag): expected a number ≥ 0, got \(SceneLimits.quoted(text))")
                }
                return length
            },
            read: { reader, key throws(PreviewError) in
                guard let length = try reader.number(key, allowNull: true) else { return nil }
                guard length >= 0 else { throw PreviewError("\(reader.path).\(key): must be ≥ 0, got \(length)") }
                return length
            })
    }
}

extension ValueKind where Value == Size2D {
    /// A size with both sides ≥ 0: `WxH` (also `W×H` or `W,H`), or `[w, h]` in a file.
    static var size: Self {
        Self(
            shape: " [w, h]",
            parse: { text, flag throws(PreviewError) in try ArgumentParser.size(text, flag) },
            read: { reader, key throws(PreviewError) in try reader.size(key) })
    }

    /// A size with both sides > 0 (``SceneLimits/boundsSide``): the carousel's bounds.
    static var bounds: Self {
        Self(
            shape: " [w, h]",
            parse: { text, flag throws(PreviewError) in
                let size = try ArgumentParser.size(text, flag)
                guard SceneLimits.boundsSide.contains(size.width), SceneLimits.boundsSide.contains(size.height) else {
                    throw PreviewError(
                        "\(flag): expected WIDTHxHEIGHT with numbers > 0, got \(SceneLimits.quoted(text))")
                }
                return size
            },
            read: { reader, key throws(PreviewError) in
                guard let size = try reader.size(key) else { return nil }
                guard SceneLimits.boundsSide.contains(size.width), SceneLimits.boundsSide.contains(size.height) else {
                    let shown = "[\(JSONValue.numberText(size.width)), \(JSONValue.numberText(size.height))]"
                    throw PreviewError("\(reader.path).\(key): expected [width, height] with numbers > 0, got \(shown)")
                }
                return size
            })
    }
}

extension ValueKind where Value == Point2D {
    /// A point of finite numbers: `X,Y`, or `[x, y]` in a file.
    static var point: Self {
        Self(
            shape: " [x, y]",
            parse: { text, flag throws(PreviewError) in try ArgumentParser.point(text, flag) },
            read: { reader, key throws(PreviewError) in try reader.point(key) })
    }
}

extension ValueKind where Value == Bool {
    /// A boolean: `true`/`false`, `yes`/`no`, `on`/`off` or `1`/`0`; `true`, `false`, 1 or 0 in a file.
    static var bool: Self {
        Self(
            parse: { text, flag throws(PreviewError) in try ArgumentParser.bool(text, flag) },
            read: { reader, key throws(PreviewError) in try reader.bool(key) })
    }

    /// A switch: the flag alone means `true`; a scene file's field is a boolean.
    static var `switch`: Self {
        Self(
            takesValue: false, parse: { _, _ in true },
            read: { reader, key throws(PreviewError) in try reader.bool(key) })
    }
}

extension ValueKind where Value == CarouselOrientation {
    /// A scroll axis: `horizontal` or `vertical`, ignoring case.
    static var orientation: Self {
        Self(
            parse: { text, flag throws(PreviewError) in
                try Scene.orientation(named: text.trimmingWhitespace, field: flag, shown: SceneLimits.quoted(text))
            },
            read: { reader, key throws(PreviewError) in
                guard let value = reader.object[key] else { return nil }
                let field = "\(reader.path).\(key)"
                guard case .string(let name) = value else {
                    return try Scene.orientation(named: nil, field: field, shown: value.kindDescription)
                }
                return try Scene.orientation(named: name, field: field, shown: value.briefDescription)
            })
    }
}

extension ValueKind where Value == KeyframePath {
    /// A keyframe path: `--keyframes`' text (``KeyframePath/parse(flagValue:flag:)``), or a scene
    /// file's `customPath` object (``KeyframePath/parse(json:path:)``).
    static var keyframePath: Self {
        Self(
            shape: " {keyframes, beyondEnds}",
            parse: { text, flag throws(PreviewError) in try KeyframePath.parse(flagValue: text, flag: flag) },
            read: { reader, key throws(PreviewError) in
                guard let value = reader.object[key] else { return nil }
                return try KeyframePath.parse(json: value, path: "\(reader.path).\(key)")
            })
    }
}

extension ValueKind where Value == OptionSetting {
    /// `name=value` (``ArgumentParser/option(_:)``); scene files use the `options` object instead.
    static var option: Self {
        Self(parse: { text, _ throws(PreviewError) in try ArgumentParser.option(text) }, read: { _, _ in nil })
    }
}

extension ValueKind where Value == OutputFormat {
    /// An output format by name, ignoring case.
    static var format: Self {
        Self(
            parse: { text, flag throws(PreviewError) in
                guard let format = OutputFormat(rawValue: text.lowercased()) else {
                    let known = OutputFormat.allCases.map(\.rawValue)
                    let expected = known.dropLast().joined(separator: ", ") + " or " + (known.last ?? "")
                    throw PreviewError("\(flag): expected \(expected), got \(SceneLimits.quoted(text))")
                }
                return format
            },
            read: { _, _ in nil })
    }
}

extension ValueKind where Value == String {
    /// A file name, not empty (`-` is a standard stream).
    static var fileName: Self {
        Self(
            parse: { text, flag throws(PreviewError) in
                guard !text.isEmpty else { throw PreviewError("\(flag) needs a file name") }
                return text
            },
            read: { _, _ in nil })
    }
}
