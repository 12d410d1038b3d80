@_spi(Plumbing) import CarouselCore

/// The two spellings of a ``KeyframePath`` that the previewer reads: `--keyframes TEXT` and a
/// scene file's `customPath` object. Both refuse bad input with one line naming the keyframe and
/// field (the core's ``KeyframePath/InvalidKeyframes`` message, prefixed with where it was read).
extension KeyframePath {
    /// `--keyframes`' syntax in words, for help and messages.
    static let flagSyntax = "OFFSET[:NAME=VALUE,...];... (NAME: x, y, depth, rotation, tilt, scale, alpha)"

    /// Reads `--keyframes`' value: keyframes separated by `;`, each `OFFSET` or
    /// `OFFSET:NAME=VALUE,…` with the names of ``Keyframe/fieldNames``, and optionally one
    /// `ends=extend` or `ends=hold` among them.
    ///
    /// `-2:x=-330,y=70,scale=0.6; 0:scale=1.1; 2:x=330,y=70,scale=0.6` is three keyframes.
    /// Messages number keyframes from 0 as a scene file's `keyframes[i]` and the core's messages
    /// do (`--keyframes: keyframes[1]: …`); `ends=` is not a keyframe and is not counted.
    static func parse(flagValue text: String, flag: String) throws(PreviewError) -> KeyframePath {
        var keyframes: [Keyframe] = []
        var ends = Ends.extend
        for part in text.split(separator: ";", omittingEmptySubsequences: false) {
            let segment = String(part).trimmingWhitespace
            if segment.hasPrefix("ends=") {
                let name = String(segment.dropFirst("ends=".count))
                guard let value = Ends(rawValue: name) else {
                    throw PreviewError("\(flag): expected ends=extend or ends=hold, got \(SceneLimits.quoted(segment))")
                }
                ends = value
                continue
            }
            guard keyframes.count < maximumKeyframeCount else {
                throw PreviewError("\(flag): a keyframe path has at most \(maximumKeyframeCount) keyframes")
            }
            keyframes.append(try keyframe(segment, index: keyframes.count, flag: flag))
        }
        do {
            return try KeyframePath(keyframes, beyondEnds: ends)
        } catch {
            throw PreviewError("\(flag): \(error.message)")
        }
    }

    /// One `OFFSET[:NAME=VALUE,…]` segment of `--keyframes`.
    private static func keyframe(_ segment: String, index: Int, flag: String) throws(PreviewError) -> Keyframe {
        let syntax = "expected \(flagSyntax)"
        let here = "\(flag): keyframes[\(index)]"
        let pieces = segment.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard let offset = try number(String(pieces[0]), here + ".offset") else {
            throw PreviewError("\(here): \(syntax), got \(SceneLimits.quoted(segment))")
        }
        var keyframe = Keyframe(offset: offset)
        guard pieces.count == 2 else { return keyframe }
        for assignment in pieces[1].split(separator: ",") {
            let pair = assignment.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(pair[0]).trimmingWhitespace
            guard pair.count == 2, name != "offset", Keyframe.fieldNames.contains(name),
                let value = try number(String(pair[1]), "\(here).\(name)")
            else {
                throw PreviewError("\(here): \(syntax), got \(SceneLimits.quoted(String(assignment)))")
            }
            keyframe.set(name, to: value)
        }
        return keyframe
    }

    /// A number as the help writes them (``ArgumentParser/readNumber(_:)``), `nil` when it is not
    /// one; one beyond a `Double` is refused as too large, naming `field`.
    private static func number(_ text: String, _ field: String) throws(PreviewError) -> Double? {
        switch ArgumentParser.readNumber(text) {
        case .number(let value): return value
        case .tooLarge: throw ArgumentParser.tooLarge(text, field)
        case .invalid: return nil
        }
    }

    /// Reads a scene file's `customPath`: `{"keyframes": [{"offset": 0, …}, …], "beyondEnds":
    /// "extend"}`; `null` counts as absent. Unknown fields are refused.
    static func parse(json value: JSONValue, path: String) throws(PreviewError) -> KeyframePath? {
        if value == .null { return nil }
        guard case .object(let members) = value else {
            throw PreviewError("\(path): expected an object like {\"keyframes\": [...]}, got \(value.kindDescription)")
        }
        for (key, _) in members where key != "keyframes" && key != "beyondEnds" {
            throw PreviewError(
                "\(path): unknown field \(SceneLimits.quoted(key)) (known fields: keyframes, beyondEnds)")
        }
        var ends = Ends.extend
        if let endsValue = value["beyondEnds"] {
            guard case .string(let name) = endsValue, let parsed = Ends(rawValue: name) else {
                throw PreviewError(
                    "\(path).beyondEnds: expected \"extend\" or \"hold\", got \(endsValue.briefDescription)")
            }
            ends = parsed
        }
        guard let list = value["keyframes"] else { throw PreviewError("\(path): missing field 'keyframes'") }
        guard case .array(let elements) = list else {
            throw PreviewError("\(path).keyframes: expected an array of keyframe objects, got \(list.kindDescription)")
        }
        guard elements.count <= maximumKeyframeCount else {
            throw PreviewError(
                "\(path).keyframes: a keyframe path has at most \(maximumKeyframeCount) keyframes, got \(elements.count)"
            )
        }
        var keyframes: [Keyframe] = []
        for (i, element) in elements.enumerated() {
            keyframes.append(try keyframe(json: element, path: "\(path).keyframes[\(i)]"))
        }
        do {
            return try KeyframePath(keyframes, beyondEnds: ends)
        } catch {
            // The core's messages name `keyframes[i].field`, or the path as a whole.
            let separator = error.message.hasPrefix("keyframes[") ? "." : ": "
            throw PreviewError(path + separator + error.message)
        }
    }

    /// One keyframe object of a scene file.
    private static func keyframe(json value: JSONValue, path: String) throws(PreviewError) -> Keyframe {
        guard case .object(let members) = value else {
            throw PreviewError("\(path): expected a keyframe object like {\"offset\": 0}, got \(value.kindDescription)")
        }
        for (key, _) in members where !Keyframe.fieldNames.contains(key) {
            throw PreviewError(
                "\(path): unknown field \(SceneLimits.quoted(key)) (known fields: \(Keyframe.fieldNames.joined(separator: ", ")))"
            )
        }
        let reader = FieldReader(object: value, path: path)
        guard let offset = try reader.number("offset") else { throw PreviewError("\(path): missing field 'offset'") }
        var keyframe = Keyframe(offset: offset)
        for name in Keyframe.fieldNames.dropFirst() {
            if let number = try reader.number(name) { keyframe.set(name, to: number) }
        }
        return keyframe
    }
}

extension KeyframePath.Keyframe {
    /// Sets the field called `name` (one of ``fieldNames`` other than `offset`).
    fileprivate mutating func set(_ name: String, to value: Double) {
        switch name {
        case "x": position.x = value
        case "y": position.y = value
        case "depth": depth = value
        case "rotation": rotation = value
        case "tilt": tilt = value
        case "scale": scale = value
        case "alpha": alpha = value
        default: break
        }
    }
}
