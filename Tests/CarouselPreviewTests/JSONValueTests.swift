@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselPreview

@Suite("JSONValue")
struct JSONValueTests {
    private func parse(_ text: String) throws -> JSONValue { try JSONValue.parse(Data(text.utf8)) }

    @Test("numbers, booleans, null, strings, arrays and objects are told apart")
    func kinds() throws {
        let value = try parse(#"{"n": 1, "b": true, "f": false, "z": null, "s": "x", "a": [1, 2.5], "o": {}}"#)
        #expect(value["n"] == .number(1))
        #expect(value["b"] == .bool(true))
        #expect(value["f"] == .bool(false))
        #expect(value["z"] == .null)
        #expect(value["s"] == .string("x"))
        #expect(value["a"] == .array([.number(1), .number(2.5)]))
        #expect(value["o"] == .object([]))
        #expect(value["missing"] == nil)
        #expect(JSONValue.number(0)["n"] == nil)
    }

    @Test("objects are equal regardless of member order; arrays are not")
    func equality() {
        let a = JSONValue.object([("x", .number(1)), ("y", .bool(true))])
        let b = JSONValue.object([("y", .bool(true)), ("x", .number(1))])
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(a != .object([("x", .number(1))]))
        #expect(a != .object([("x", .number(2)), ("y", .bool(true))]))
        #expect(JSONValue.array([.number(1), .number(2)]) != .array([.number(2), .number(1)]))
    }

    @Test("malformed JSON throws one line that says so", arguments: ["{", "{\"a\": }", "[1, 2", "", "nope"])
    func malformed(text: String) throws {
        let error = try #require(previewError { _ = try parse(text) })
        #expect(error.message.hasPrefix("malformed JSON"))
        #expect(!error.message.contains("\n"))
    }

    @Test("objects are written one member per line in the given order; scalar arrays inline")
    func rendering() {
        let value = JSONValue.object([
            ("b", .number(1)), ("a", .array([.number(0.5), .array([.number(-2), .null])])),
            ("items", .array([.object([("k", .bool(true))])])), ("e", .object([])),
        ])
        #expect(
            value.rendered() == """
                {
                  "b": 1,
                  "a": [0.5, [-2, null]],
                  "items": [
                    {
                      "k": true
                    }
                  ],
                  "e": {}
                }
                """)
    }

    @Test("numbers print whole when whole, shortest round-trip otherwise, null when not finite")
    func numbers() {
        #expect(JSONValue.numberText(0) == "0")
        #expect(JSONValue.numberText(-0.0) == "0")
        #expect(JSONValue.numberText(12) == "12")
        #expect(JSONValue.numberText(-3) == "-3")
        #expect(JSONValue.numberText(-0.002) == "-0.002")
        #expect(JSONValue.numberText(0.1 + 0.2) == "0.30000000000000004")
        #expect(JSONValue.numberText(.nan) == "null")
        #expect(JSONValue.numberText(.infinity) == "null")
        // Every printed number reads back as the same Double.
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            let d =
                Double.random(in: -1e6...1e6, using: &generator)
                * pow(10, Double(Int.random(in: -12...6, using: &generator)))
            let text = JSONValue.numberText(d)
            #expect(Double(text) == d, "\(d) printed as \(text)")
        }
    }

    @Test("strings are escaped and the output parses back to the same value")
    func roundTrip() throws {
        let value = JSONValue.object([
            ("s", .string("quote \" backslash \\ newline \n tab \t bell \u{7} ünïcode")),
            ("n", .array([.number(1e-300), .number(123456.789), .bool(false)])),
        ])
        let text = value.rendered()
        #expect(text.contains(#"\""#) && text.contains(#"\\"#) && text.contains(#"\n"#) && text.contains(#"\u0007"#))
        let back = try parse(text)
        #expect(back["s"] == value["s"])
        #expect(back["n"] == value["n"])
    }

    @Test("numbers beyond a Double are malformed JSON, named as such, with where they are")
    func hugeNumbers() throws {
        for (text, at) in [
            ("1e999", ""), ("[-1e400]", " at [0]"), (#"{"a": 2e308}"#, " at a"),
            (#"{"b": {"c": [0, 1e999]}}"#, " at b.c[1]"),
        ] {
            let error = try #require(previewError { _ = try JSONValue.parse(Data(text.utf8)) })
            #expect(
                error.message == "malformed JSON\(at): a number too large for a Double (beyond ±1.8e308)", "\(text)")
        }
        #expect(try JSONValue.parse(Data("1.7e308".utf8)) == .number(1.7e308))
    }

    @Test(
        "invalid UTF-8 is named with its byte offset, not as a number",
        arguments: [
            (
                [
                    0x7B, 0x22, 0x74, 0x79, 0x70, 0x65, 0x22, 0x3A, 0x22, 0x6C, 0x69, 0x6E, 0xFF, 0x65, 0x61, 0x72,
                    0x22, 0x7D,
                ], 12
            ),
            ([0x22, 0xC0, 0xAF, 0x22], 1),  // an overlong '/'
            ([0x22, 0xED, 0xA0, 0x80, 0x22], 1),  // a UTF-8-encoded surrogate
            ([0x22, 0x61, 0xE2, 0x82], 2),  // cut short
        ] as [([UInt8], Int)])
    func invalidUTF8(bytes: [UInt8], offset: Int) throws {
        let error = try #require(previewError { _ = try JSONValue.parse(Data(bytes)) })
        #expect(error.message == "malformed JSON: invalid UTF-8 at byte offset \(offset)")
    }

    @Test("lone surrogate escapes are invalid string escapes; pairs make one character")
    func surrogates() throws {
        for (text, offset) in [(#"{"type": "\ud800"}"#, 10), (#"["\udc00"]"#, 2), (#"["\ud800\u0041"]"#, 2)] {
            let error = try #require(previewError { _ = try parse(text) }, "\(text)")
            #expect(error.message.contains("invalid string escape"), "\(error.message)")
            #expect(error.message.contains("at byte offset \(offset)"), "\(error.message)")
            #expect(!error.message.contains("number"))
        }
        #expect(try parse(#""\ud83d\ude00 \u00e9\n""#) == .string("😀 é\n"))
        #expect(
            previewError { _ = try parse(#""\x""#) }?.message
                == "malformed JSON: invalid string escape '\\x' at byte offset 1")
    }

    @Test("a key repeated in one object is refused, naming the object")
    func duplicateKeys() throws {
        let error = try #require(previewError { _ = try parse(#"{"a": {"b": 1, "b": 2}}"#) })
        #expect(error.message == "malformed JSON at a: key 'b' appears twice in one object")
        #expect(
            try parse(#"[{"b": 1}, {"b": 2}]"#) == .array([.object([("b", .number(1))]), .object([("b", .number(2))])]))
    }

    @Test("nesting deeper than the limit is refused as such")
    func nesting() throws {
        let deep =
            String(repeating: "[", count: JSONParser.maximumDepth + 1)
            + String(repeating: "]", count: JSONParser.maximumDepth + 1)
        let error = try #require(previewError { _ = try parse(deep) })
        #expect(
            error.message
                == "malformed JSON: arrays and objects nested deeper than \(JSONParser.maximumDepth) levels at byte offset \(JSONParser.maximumDepth)"
        )
        let fits =
            String(repeating: "[", count: JSONParser.maximumDepth)
            + String(repeating: "]", count: JSONParser.maximumDepth)
        #expect(previewError { _ = try parse(fits) } == nil)
        // A million brackets end in an error, not a stack overflow.
        #expect(previewError { _ = try parse(String(repeating: "{\"a\":", count: 1_000_000)) } != nil)
    }

    @Test(
        "RFC 8259's grammar exactly",
        arguments: [
            "NaN", "[Infinity]", "01", "[1,]", "{\"a\": 1,}", "-", "1.", "1e", "'a'", "[1] 2", "\"a\tb\"", "// c\n1",
            "{a: 1}",
        ])
    func strictGrammar(text: String) throws {
        let error = try #require(previewError { _ = try parse(text) }, "\(text)")
        #expect(error.message.hasPrefix("malformed JSON"))
    }

    @Test("whitespace, a byte order mark, exponents and escapes are read")
    func lenientWhere() throws {
        #expect(
            try JSONValue.parse(Data([0xEF, 0xBB, 0xBF] + Array(" [ -0.5e+2 , 1E-1 ]\r\n".utf8)))
                == .array([.number(-50), .number(0.1)]))
        #expect(try parse(#""\"\\\/\b\f\n\r\t""#) == .string("\"\\/\u{08}\u{0C}\n\r\t"))
    }
}
