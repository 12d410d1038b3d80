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
    /// A whole number in [0, 2⁵³ − 1] (an item count).
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

    /// A length of at least 1 pt (``SceneLimits/side``); scene files may give `null` for the default.
    static var length: Self {
        Self(
            parse: { text, flag throws(PreviewError) in try ArgumentParser.number(text, flag, SceneLimits.side) },
            read: { reader, key throws(PreviewError) in
                guard let length = try reader.number(key, allowNull: true) else { return nil }
                return try SceneLimits.check(length, SceneLimits.side, "\(reader.path).\(key)")
            })
    }
}

extension ValueKind where Value == Size2D {
    /// A size with both sides at least 1 pt (``SceneLimits/side``): `WxH` (also `W×H`, `WXH` or `W,H`), or
    /// `[w, h]` in a file. The items' size and the carousel's bounds.
    static var size: Self {
        Self(
            shape: " [w, h]",
            parse: { text, flag throws(PreviewError) in try ArgumentParser.size(text, flag) },
            read: { reader, key throws(PreviewError) in
                guard let (w, h) = try reader.pair(key, what: "[width, height]") else { return nil }
                guard SceneLimits.side.contains(w), SceneLimits.side.contains(h) else {
                    let shown = "[\(JSONValue.numberText(w)), \(JSONValue.numberText(h))]"
                    throw PreviewError("\(reader.path).\(key): expected [width, height] with numbers ≥ 1, got \(shown)")
                }
                return Size2D(width: w, height: h)
            })
    }
}

extension ValueKind where Value == ItemSize {
    /// An item size (``ItemSize/parse(_:flag:)``): sides in points (≥ 1) or percentages of the
    /// usable bounds (`100%x80%`, `100%x200`), or `[w, h]` in a file with numbers or `"80%"`.
    static var itemSize: Self {
        Self(
            shape: " [w, h]",
            parse: { text, flag throws(PreviewError) in try ItemSize.parse(text, flag: flag) },
            read: { reader, key throws(PreviewError) in
                guard let value = reader.object[key] else { return nil }
                return try ItemSize.read(value, field: "\(reader.path).\(key)")
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
    /// A boolean: `true` or `false` (or `1` or `0`), on the command line and in a file.
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
    /// A scroll axis: `horizontal` or `vertical`, spelt exactly.
    static var orientation: Self { .named(CarouselOrientation.self) }
}

extension ValueKind where Value == LayoutDirection {
    /// A layout direction: `leftToRight` or `rightToLeft`, spelt exactly.
    static var layoutDirection: Self { .named(LayoutDirection.self) }
}

extension ValueKind {
    /// One of an enumeration's raw values, spelt exactly (a name that differs only in case is
    /// refused with a suggestion): a flag's text, or a string in a file.
    static func named(_ type: Value.Type) -> Self
    where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
        Self(
            parse: { text, flag throws(PreviewError) in
                try Value.named(text.trimmingWhitespace, field: flag, shown: SceneLimits.quoted(text))
            },
            read: { reader, key throws(PreviewError) in try reader.named(key) })
    }
}

extension CaseIterable where Self: RawRepresentable, RawValue == String {
    /// The case whose raw value is `name`, exactly.
    ///
    /// - Parameters:
    ///   - name: the name given, or `nil` when the value was not text.
    ///   - field: how the message names the value (`--orientation`, `scene.orientation`).
    ///   - shown: the value as the message shows it (already shortened).
    /// - Throws: ``PreviewError`` naming the field, the known names and the value, with a
    ///   suggestion when only the case differs.
    static func named(_ name: String?, field: String, shown: String) throws(PreviewError) -> Self {
        if let name, let value = Self(rawValue: name) { return value }
        let known = allCases.map(\.rawValue)
        let expected =
            known.count == 2 ? known.joined(separator: " or ") : "one of " + known.joined(separator: ", ")
        throw PreviewError(
            "\(field): expected \(expected), got \(shown)"
                + (name.map { PreviewError.didYouMean($0, among: known) } ?? ""))
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
    /// An output format by name, spelt exactly (`svg`, `html`, `json`).
    static var format: Self {
        Self(
            parse: { text, flag throws(PreviewError) in
                guard let format = OutputFormat(rawValue: text) else {
                    let known = OutputFormat.allCases.map(\.rawValue)
                    let expected = known.dropLast().joined(separator: ", ") + " or " + (known.last ?? "")
                    throw PreviewError(
                        "\(flag): expected \(expected), got \(SceneLimits.quoted(text))"
                            + PreviewError.didYouMean(text, among: known))
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
