import Foundation

/// A JSON document as a tree: what scene files are read into and results are written from.
///
/// It exists so the previewer controls both directions exactly: reading keeps numbers and booleans
/// apart (scene options accept either) and lets every error name the offending field; writing keeps
/// the key order of a result as the README lists it and prints numbers in Swift's shortest round-trip form.
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// An object with its keys in order (the order they are written in).
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case (.bool(let x), .bool(let y)): x == y
        case (.number(let x), .number(let y)): x == y
        case (.string(let x), .string(let y)): x == y
        case (.array(let x), .array(let y)): x == y
        case (.object(let x), .object(let y)): a.members == b.members && x.count == y.count
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let b): hasher.combine(b)
        case .number(let d): hasher.combine(d)
        case .string(let s): hasher.combine(s)
        case .array(let a): hasher.combine(a)
        case .object:
            // Order-independent, like ==.
            hasher.combine(members.map { $0.key.hashValue ^ $0.value.hashValue }.reduce(0, ^))
        }
    }

    /// An object's members by key (the last of a repeated key wins; parsed documents have none); empty for other values.
    private var members: [String: JSONValue] {
        guard case .object(let list) = self else { return [:] }
        return Dictionary(list, uniquingKeysWith: { _, last in last })
    }

    /// The value of `key` in an object (the last one if the key repeats), or `nil`.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.0 == key }?.1
    }

    /// A short name of the value's kind for error messages ("a number", "an array", …).
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

// MARK: - Reading

extension JSONValue {
    /// Parses a JSON document (``JSONParser``).
    ///
    /// - Throws: ``PreviewError`` with a one-line description when the data is not valid JSON:
    ///   invalid UTF-8 or string escapes, a number beyond a `Double`, a key repeated in one object,
    ///   nesting deeper than ``JSONParser/maximumDepth``.
    public static func parse(_ data: Data) throws(PreviewError) -> JSONValue {
        try JSONParser.parse(data)
    }
}

// MARK: - Writing

extension JSONValue {
    /// The document as text: objects one member per line with two-space indents; arrays that hold
    /// no object (numbers, points, matrices) on one line. Ends without a newline.
    public func rendered() -> String {
        var out = ""
        write(into: &out, indent: 0)
        return out
    }

    private var isInline: Bool {
        switch self {
        case .object(let members): members.isEmpty
        case .array(let elements): elements.allSatisfy(\.isInline)
        default: true
        }
    }

    private func write(into out: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent + 1)
        let closePad = String(repeating: "  ", count: indent)
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let d): out += Self.numberText(d)
        case .string(let s): out += Self.quoted(s)
        case .array(let elements):
            if isInline {
                out += "["
                for (i, e) in elements.enumerated() {
                    if i > 0 { out += ", " }
                    e.write(into: &out, indent: indent + 1)
                }
                out += "]"
            } else {
                out += "[\n"
                for (i, e) in elements.enumerated() {
                    out += pad
                    e.write(into: &out, indent: indent + 1)
                    out += i + 1 < elements.count ? ",\n" : "\n"
                }
                out += closePad + "]"
            }
        case .object(let members):
            if members.isEmpty {
                out += "{}"
                return
            }
            out += "{\n"
            for (i, (key, value)) in members.enumerated() {
                out += pad + Self.quoted(key) + ": "
                value.write(into: &out, indent: indent + 1)
                out += i + 1 < members.count ? ",\n" : "\n"
            }
            out += closePad + "}"
        }
    }

    /// A JSON number in Swift's shortest round-trip form (`0.5`, `-0.002`, `1e-05`); whole numbers
    /// within ±2⁵³ print without a fraction. Non-finite values (which the core never produces) print
    /// as `null`, since JSON has no spelling for them.
    static func numberText(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        if d == d.rounded(), abs(d) < 9_007_199_254_740_992 {
            return d == 0 ? "0" : String(Int64(d))
        }
        return "\(d)"
    }

    /// A JSON string literal with the required escapes.
    static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
