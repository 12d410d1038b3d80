import Foundation

/// Reads JSON text (RFC 8259) into a ``JSONValue``, byte by byte.
///
/// It exists so every error says what is wrong in words, with where: invalid UTF-8 and lone
/// surrogate escapes by byte offset, numbers beyond a `Double`, duplicate keys and excessive
/// nesting by their path in the document (`fling.velocity`, `[1].bounds`). It accepts exactly
/// RFC 8259's grammar (no `NaN`, comments or trailing commas) and an optional UTF-8 byte order mark.
struct JSONParser {
    /// The deepest nesting of arrays and objects accepted (a scene needs five).
    static let maximumDepth = 128

    private let bytes: [UInt8]
    private var index = 0
    /// The keys and indexes from the document's root to the value being read.
    private var path: [String] = []

    private init(_ data: Data) {
        bytes = [UInt8](data)
    }

    /// Parses a whole document.
    ///
    /// - Throws: ``PreviewError`` starting with "malformed JSON", naming the path or byte offset.
    static func parse(_ data: Data) throws(PreviewError) -> JSONValue {
        var parser = JSONParser(data)
        try parser.validateUTF8()
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else {
            throw parser.failure("unexpected text after the document at byte offset \(parser.index)", withPath: false)
        }
        return value
    }

    // MARK: Errors

    /// `malformed JSON[ at PATH]: reason`.
    private func failure(_ reason: String, withPath: Bool = true) -> PreviewError {
        var text = ""
        if withPath {
            for part in path.map({ PreviewError.shortened($0) }) {
                text += part.hasPrefix("[") || text.isEmpty ? part : "." + part
            }
        }
        return PreviewError("malformed JSON\(text.isEmpty ? "" : " at " + text): \(reason)")
    }

    /// A description of the byte at `index` for error messages, or "the end of the text".
    private var here: String {
        guard index < bytes.count else { return "the end of the text" }
        let byte = bytes[index]
        let shown =
            (0x21..<0x7F).contains(byte) ? "'\(Character(UnicodeScalar(byte)))'" : String(format: "byte 0x%02X", byte)
        return "\(shown) at byte offset \(index)"
    }

    // MARK: UTF-8

    /// Checks the whole text is UTF-8 (no overlong forms, surrogates or code points past U+10FFFF).
    private func validateUTF8() throws(PreviewError) {
        var i = 0
        let count = bytes.count
        while i < count {
            i = asciiEnd(from: i)
            guard i < count else { return }
            let lead = bytes[i]
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0x00...0x7F:
                i += 1
                continue
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                high = 0x9F
            case 0xF0:
                length = 4
                low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                high = 0x8F
            default: throw PreviewError("malformed JSON: invalid UTF-8 at byte offset \(i)")
            }
            for k in 1..<length {
                let at = i + k
                let (min, max) = k == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
                guard at < count, bytes[at] >= min, bytes[at] <= max else {
                    throw PreviewError("malformed JSON: invalid UTF-8 at byte offset \(i)")
                }
            }
            i += length
        }
    }

    /// The index of the first byte at or after `start` that is not ASCII, or the end of the bytes.
    private func asciiEnd(from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var i = start
            while i < buffer.count, buffer[i] < 0x80 { i += 1 }
            return i
        }
    }

    // MARK: Values

    private mutating func skipWhitespace() {
        index = bytes.withUnsafeBufferPointer { buffer in
            var i = index
            while i < buffer.count {
                switch buffer[i] {
                case 0x20, 0x09, 0x0A, 0x0D: i += 1
                default: return i
                }
            }
            return i
        }
    }

    private mutating func value(depth: Int) throws(PreviewError) -> JSONValue {
        guard index < bytes.count else { throw failure("expected a value, found \(here)") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw failure("expected a value, found \(here)")
        }
    }

    private mutating func literal(_ word: String) throws(PreviewError) {
        let expected = Array(word.utf8)
        guard bytes[index...].starts(with: expected) else { throw failure("expected a value, found \(here)") }
        index += expected.count
    }

    private mutating func nest(_ depth: Int) throws(PreviewError) {
        guard depth <= Self.maximumDepth else {
            throw failure(
                "arrays and objects nested deeper than \(Self.maximumDepth) levels at byte offset \(index)",
                withPath: false)
        }
    }

    private mutating func object(depth: Int) throws(PreviewError) -> JSONValue {
        try nest(depth)
        index += 1
        var members: [(String, JSONValue)] = []
        var keys: Set<String> = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object([])
        }
        while true {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw failure("expected a key in quotes, found \(here)")
            }
            let key = try string()
            guard keys.insert(key).inserted else {
                throw failure("key '\(PreviewError.shortened(key))' appears twice in one object")
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw failure("expected ':' after a key, found \(here)")
            }
            index += 1
            skipWhitespace()
            path.append(key)
            members.append((key, try value(depth: depth)))
            path.removeLast()
            skipWhitespace()
            guard index < bytes.count else { throw failure("expected ',' or '}', found \(here)") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { throw failure("expected ',' or '}', found \(here)") }
            index += 1
            return .object(members)
        }
    }

    private mutating func array(depth: Int) throws(PreviewError) -> JSONValue {
        try nest(depth)
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array([])
        }
        while true {
            path.append("[\(elements.count)]")
            elements.append(try value(depth: depth))
            path.removeLast()
            skipWhitespace()
            guard index < bytes.count else { throw failure("expected ',' or ']', found \(here)") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { throw failure("expected ',' or ']', found \(here)") }
            index += 1
            return .array(elements)
        }
    }

    private mutating func number() throws(PreviewError) -> Double {
        let start = index
        func digits() -> Int {
            let first = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                index += 1
            }
            return index - first
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        guard digits() > 0 else { throw failure("expected digits, found \(here)") }
        if bytes[integerStart] == UInt8(ascii: "0"), index - integerStart > 1 {
            throw failure("a number with a leading zero at byte offset \(integerStart)")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw failure("expected digits after '.', found \(here)") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() > 0 else { throw failure("expected exponent digits, found \(here)") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw failure("a number too large for a Double (beyond ±1.8e308)")
        }
        return value
    }

    private mutating func string() throws(PreviewError) -> String {
        let open = index
        index += 1
        var text = ""
        var scalars = String.UnicodeScalarView()  // what escapes add, until the next run of plain text
        var runStart = index
        func flush(_ end: Int) {
            if !scalars.isEmpty {
                text.unicodeScalars.append(contentsOf: scalars)
                scalars.removeAll()
            }
            if end > runStart { text += String(decoding: bytes[runStart..<end], as: UTF8.self) }
        }
        while true {
            index = plainTextEnd(from: index)
            guard index < bytes.count else { throw failure("a string starting at byte offset \(open) never ends") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flush(index)
                index += 1
                return text
            }
            if byte < 0x20 {
                throw failure(
                    String(
                        format:
                            "a control character (0x%02X) inside a string at byte offset \(index); write it as an escape",
                        byte))
            }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            flush(index)
            let escape = index
            index += 1
            guard index < bytes.count else { throw failure("a string starting at byte offset \(open) never ends") }
            let kind = bytes[index]
            index += 1
            switch kind {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                let unit = try hex4(escape: escape)
                if (0xDC00...0xDFFF).contains(unit) { throw loneSurrogate(unit, at: escape) }
                if (0xD800...0xDBFF).contains(unit) {
                    guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                        throw loneSurrogate(unit, at: escape)
                    }
                    index += 2
                    let low = try hex4(escape: index - 2)
                    guard (0xDC00...0xDFFF).contains(low) else { throw loneSurrogate(unit, at: escape) }
                    scalars.append(UnicodeScalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!)
                } else {
                    scalars.append(UnicodeScalar(unit)!)
                }
            default:
                throw failure("invalid string escape '\\\(Character(UnicodeScalar(kind)))' at byte offset \(escape)")
            }
            runStart = index
        }
    }

    /// Where the plain text of a string that goes on at `start` ends: the index of the first quote,
    /// backslash or control character at or after it, or the end of the bytes. (One pass over a
    /// buffer: a scene file may hold megabytes of string.)
    private func plainTextEnd(from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var i = start
            while i < buffer.count {
                let byte = buffer[i]
                if byte == 0x22 || byte == 0x5C || byte < 0x20 { return i }  // '"', '\\', a control character
                i += 1
            }
            return i
        }
    }

    /// The four hex digits after `\u`, as a UTF-16 code unit.
    private mutating func hex4(escape: Int) throws(PreviewError) -> UInt32 {
        guard index + 4 <= bytes.count,
            let unit = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
            bytes[index..<index + 4].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
        else { throw failure("invalid string escape at byte offset \(escape) (\\u takes four hex digits)") }
        index += 4
        return unit
    }

    private func loneSurrogate(_ unit: UInt32, at offset: Int) -> PreviewError {
        failure(
            String(
                format:
                    "invalid string escape '\\u%04x' at byte offset \(offset) (a lone UTF-16 surrogate, not a character)",
                unit))
    }
}
