@_spi(Plumbing) import CarouselCore
import Foundation

/// Scene files: a JSON object, or an array of them, describing ``Scene``s.
///
/// ```json
/// {"type": "coverFlow", "numberOfItems": 12, "itemSize": [200, 200], "bounds": [800, 500],
///  "scrollOffset": 5.5, "options": {"tilt": 0.8, "wrap": true}, "physics": {"bounces": false}}
/// ```
///
/// Every field but `type` is optional. The fields that have a command-line flag
/// (``ArgumentParser/flags``: `numberOfItems`, `bounds`, `orientation`, …) are read with the
/// flag's value kind and range. Sizes and points are `[x, y]` arrays; `options` maps
/// iCarousel's option names to numbers or booleans; `physics` holds ``ScrollSettings``' fields;
/// `fling` is `{"velocity": v}` with an optional `"dragStartOffset"` (``Fling``); `interaction`
/// holds inputs to replay (``Interaction``, read by ``Interaction/decode(_:path:)``).
/// Unknown fields are errors, so that a misspelt field is never silently ignored.
extension Scene {
    /// The scene fields a file may contain: `type`, the fields of ``ArgumentParser/flags`` (each
    /// read as its flag's value kind reads it), then `options`, `physics`, `fling` and `interaction`.
    public static let fieldNames: [String] =
        ["type"] + ArgumentParser.flags.compactMap(\.field).filter { !$0.contains(".") }
        + ["options", "physics", "fling", "interaction"]

    /// The fields of the `physics` object, with ``ScrollSettings``' names: the `physics.` fields
    /// of ``ArgumentParser/flags``.
    public static let physicsFieldNames: [String] = ArgumentParser.flags.compactMap { flag in
        flag.field.flatMap { $0.hasPrefix("physics.") ? String($0.dropFirst("physics.".count)) : nil }
    }

    /// The fields of the `fling` object: `velocity` (required, items per second) and
    /// `dragStartOffset` (optional, items; `null` counts as absent).
    public static let flingFieldNames: [String] = ["velocity", "dragStartOffset"]

    /// Reads a scene file: one scene object, or an array of them.
    ///
    /// - Returns: the scenes, and whether the document was an array (results are then printed as one).
    /// - Throws: ``PreviewError`` for malformed JSON, an empty array (there is nothing to draw) or
    ///   an invalid scene, naming the scene and field.
    public static func decodeScenes(from data: Data, commandLineType: CarouselType? = nil) throws(PreviewError) -> (
        scenes: [Scene], isArray: Bool
    ) {
        let document = try JSONValue.parse(data)
        if case .array(let elements) = document {
            guard !elements.isEmpty else {
                throw PreviewError("scene: expected a scene object or an array of at least one, got an empty array")
            }
            var scenes: [Scene] = []
            for (i, element) in elements.enumerated() {
                scenes.append(try Scene(json: element, path: "scene[\(i)]", commandLineType: commandLineType))
            }
            return (scenes, true)
        }
        return ([try Scene(json: document, path: "scene", commandLineType: commandLineType)], false)
    }

    /// Builds a scene from one JSON object.
    ///
    /// - Parameters:
    ///   - path: how error messages name this scene (`"scene[2]"`).
    ///   - commandLineType: the type given on the command line beside `--scene`, if any: it fills
    ///     a missing `type`, and may not contradict one.
    /// - Throws: ``PreviewError`` when a field is unknown, has the wrong kind or an invalid value,
    ///   or the type is missing or contradicts `commandLineType`.
    public init(json: JSONValue, path: String = "scene", commandLineType: CarouselType? = nil) throws(PreviewError) {
        guard case .object(let members) = json else {
            throw PreviewError("\(path): expected a scene object, got \(json.kindDescription)")
        }
        for (key, _) in members where !Self.fieldNames.contains(key) {
            throw PreviewError(
                "\(path): unknown field \(SceneLimits.quoted(key)) (known fields: \(Self.fieldNames.joined(separator: ", ")))"
            )
        }
        guard let typeValue = json["type"] else {
            guard let commandLineType else {
                throw PreviewError(
                    "\(path): missing field 'type' (give it in the file, or as the type on the command line)")
            }
            self.init(type: commandLineType)
            try finish(json, path: path)
            return
        }
        guard case .string(let typeName) = typeValue else {
            throw PreviewError("\(path).type: expected a string, got \(typeValue.kindDescription)")
        }
        let type: CarouselType
        do {
            type = try Self.type(named: typeName)
        } catch {
            throw PreviewError("\(path).type: \(error.message)")
        }
        if let commandLineType, commandLineType != type {
            throw PreviewError(
                "\(path).type: \(type.rawValue) conflicts with the command line's type, \(commandLineType.rawValue) (give one)"
            )
        }
        self.init(type: type)
        try finish(json, path: path)
    }

    /// Reads every field but `type` into this scene (made with its type), then validates it.
    private mutating func finish(_ json: JSONValue, path: String) throws(PreviewError) {
        try apply(flagFieldsOf: json, in: nil, path: path)
        if let optionsValue = json["options"] {
            guard case .object(let optionMembers) = optionsValue else {
                throw PreviewError(
                    "\(path).options: expected an object of option names, got \(optionsValue.kindDescription)")
            }
            for (name, value) in optionMembers {
                if case .object(let members) = value {
                    let field = "\(path).options.\(PreviewError.shortened(name))"
                    guard members.count == 1, members[0].0 == "relative", case .string(let text) = members[0].1 else {
                        throw PreviewError(
                            "\(field): expected a number or {\"relative\": TEXT} with TEXT \(RelativeOption.syntax), got \(value.briefDescription)"
                        )
                    }
                    let rule = try SceneLimits.relativeOption(
                        name, text: text, where: field,
                        commandLinePrefix: "\(path).options: ")
                    configuration.options.setRelative(name, to: rule)
                    continue
                }
                var number: Double?
                var boolean: Bool?
                switch value {
                case .number(let d): number = d
                case .bool(let b): boolean = b
                default: break
                }
                let checked: Double
                do {
                    checked = try SceneLimits.option(
                        name, number: number, boolean: boolean, shown: value.briefDescription,
                        where: "\(path).options.\(PreviewError.shortened(name))")
                } catch {
                    throw error.message.hasPrefix("unknown option")
                        ? PreviewError("\(path).options: \(error.message)") : error
                }
                configuration.options.set(name, to: checked)
            }
        }
        if let physicsValue = json["physics"] {
            guard case .object(let members) = physicsValue else {
                throw PreviewError("\(path).physics: expected an object, got \(physicsValue.kindDescription)")
            }
            for (key, _) in members where !Self.physicsFieldNames.contains(key) {
                let known = Self.physicsFieldNames.joined(separator: ", ")
                throw PreviewError("\(path).physics: unknown field \(SceneLimits.quoted(key)) (known fields: \(known))")
            }
            try apply(flagFieldsOf: physicsValue, in: "physics", path: path + ".physics")
        }
        if let flingValue = json["fling"] {
            fling = try Self.fling(from: flingValue, path: path + ".fling")
        }
        if let interactionValue = json["interaction"] {
            let direction: LayoutDirection?
            (interaction, direction) = try Interaction.decode(interactionValue, path: path + ".interaction")
            if let direction {
                // The scene's own field and the interaction's are one setting: both may be given
                // only when they agree.
                if json["layoutDirection"] != nil, direction != configuration.layoutDirection {
                    throw PreviewError(
                        "\(path).interaction.layoutDirection: \(direction.rawValue) conflicts with \(path).layoutDirection, \(configuration.layoutDirection.rawValue) (give one)"
                    )
                }
                configuration.layoutDirection = direction
            }
        }
        try validate(path: path)
    }

    /// Reads the `fling` object: a finite `velocity` is required, `dragStartOffset` is optional.
    private static func fling(from json: JSONValue, path: String) throws(PreviewError) -> Fling {
        guard case .object(let members) = json else {
            throw PreviewError("\(path): expected an object like {\"velocity\": 6}, got \(json.kindDescription)")
        }
        for (key, _) in members where !flingFieldNames.contains(key) {
            throw PreviewError(
                "\(path): unknown field \(SceneLimits.quoted(key)) (known fields: \(flingFieldNames.joined(separator: ", ")))"
            )
        }
        let field = FieldReader(object: json, path: path)
        guard let velocity = try field.number("velocity") else {
            throw PreviewError("\(path): missing field 'velocity' (items per second)")
        }
        guard velocity.isFinite else { throw PreviewError("\(path).velocity: expected a finite number") }
        let start = try field.number("dragStartOffset", allowNull: true)
        if let start, !start.isFinite { throw PreviewError("\(path).dragStartOffset: expected a finite number") }
        return Fling(velocity: velocity, dragStartOffset: start)
    }

    /// Reads the fields of `object` that ``ArgumentParser/flags`` name, each as its flag reads its
    /// value, and applies them as the flag does.
    ///
    /// - Parameters:
    ///   - group: the object's field in the scene (`physics`), or `nil` for the scene itself.
    ///   - path: how errors name the object (`scene.physics`).
    private mutating func apply(flagFieldsOf object: JSONValue, in group: String?, path: String) throws(PreviewError) {
        let reader = FieldReader(object: object, path: path)
        let prefix = group.map { $0 + "." } ?? ""
        for flag in ArgumentParser.flags {
            guard let field = flag.field, field.hasPrefix(prefix) else { continue }
            let key = String(field.dropFirst(prefix.count))
            guard !key.contains("."), let edit = try flag.read(reader, key) else { continue }
            edit.apply(to: &self)
        }
    }
}

/// Reads typed fields of one JSON object, with error messages that name the field.
struct FieldReader {
    let object: JSONValue
    let path: String

    private func fail(_ key: String, _ expected: String, _ value: JSONValue) -> PreviewError {
        PreviewError("\(path).\(key): expected \(expected), got \(value.kindDescription)")
    }

    /// A number; `null` counts as absent when `allowNull`.
    func number(_ key: String, allowNull: Bool = false) throws(PreviewError) -> Double? {
        guard let value = object[key] else { return nil }
        if allowNull, value == .null { return nil }
        guard case .number(let d) = value else { throw fail(key, "a number", value) }
        return d
    }

    /// A boolean: `true` or `false`; 0 and 1 are accepted too.
    func bool(_ key: String) throws(PreviewError) -> Bool? {
        guard let value = object[key] else { return nil }
        switch value {
        case .bool(let b): return b
        case .number(let d) where d == 0 || d == 1: return d == 1
        default:
            throw PreviewError("\(path).\(key): expected true or false (or 1 or 0), got \(value.briefDescription)")
        }
    }

    /// One of an enumeration's raw values, spelt exactly (``Swift/CaseIterable/named(_:field:shown:)``).
    func named<Value: CaseIterable & RawRepresentable>(_ key: String) throws(PreviewError) -> Value?
    where Value.RawValue == String {
        guard let value = object[key] else { return nil }
        guard case .string(let name) = value else {
            return try Value.named(nil, field: "\(path).\(key)", shown: value.briefDescription)
        }
        return try Value.named(name, field: "\(path).\(key)", shown: value.briefDescription)
    }

    /// A whole number in [0, 2⁵³ − 1] (an item or placeholder count).
    func count(_ key: String) throws(PreviewError) -> Int? {
        guard let value = object[key] else { return nil }
        guard case .number(let d) = value else { throw fail(key, "a whole number ≥ 0", value) }
        guard let n = ArgumentParser.count(from: d) else {
            if d == d.rounded(), d > ArgumentParser.maximumCount {
                throw ArgumentParser.countTooLarge(JSONValue.numberText(d), "\(path).\(key)", quoting: false)
            }
            throw PreviewError("\(path).\(key): expected a whole number ≥ 0, got \(JSONValue.numberText(d))")
        }
        return n
    }

    /// Two numbers `[x, y]`.
    func pair(_ key: String, what: String) throws(PreviewError) -> (Double, Double)? {
        guard let value = object[key] else { return nil }
        guard case .array(let elements) = value, elements.count == 2,
            case .number(let a) = elements[0], case .number(let b) = elements[1]
        else { throw fail(key, what, value) }
        return (a, b)
    }

    /// A size `[width, height]`, both ≥ 0.
    func size(_ key: String) throws(PreviewError) -> Size2D? {
        guard let wh = try pair(key, what: "[width, height]") else { return nil }
        let (w, h) = wh
        guard w >= 0, h >= 0 else {
            throw PreviewError(
                "\(path).\(key): width and height must be ≥ 0, got [\(JSONValue.numberText(w)), \(JSONValue.numberText(h))]"
            )
        }
        return Size2D(width: w, height: h)
    }

    /// A point `[x, y]`.
    func point(_ key: String) throws(PreviewError) -> Point2D? {
        guard let xy = try pair(key, what: "[x, y]") else { return nil }
        return Point2D(x: xy.0, y: xy.1)
    }
}
