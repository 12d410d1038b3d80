import CarouselCore
@testable import CarouselPreview
import Foundation

/// Helpers shared by the preview tests (a support file, not tied to one source file).

/// Whether two numbers agree within `tol` (relative to the larger magnitude, or absolute near zero).
func approx(_ a: Double, _ b: Double, _ tol: Double = 1e-9) -> Bool {
    if a == b { return true }
    return abs(a - b) <= tol * max(1, abs(a), abs(b))
}

/// A small deterministic generator (SplitMix64) for seeded randomized tests.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Every match of a regular expression's first capture group in `text`.
func captures(_ pattern: String, in text: String) -> [String] {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    let ns = text as NSString
    return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map {
        ns.substring(with: $0.range(at: 1))
    }
}

/// The numbers in a comma- or space-separated list.
func numbers(in list: String) -> [Double] {
    list.split(whereSeparator: { $0 == "," || $0 == " " }).compactMap { Double($0) }
}

/// The ``PreviewError`` `body` throws, or `nil` when it throws nothing (or something else).
func previewError(_ body: () throws -> Void) -> PreviewError? {
    do {
        try body()
        return nil
    } catch let error as PreviewError {
        return error
    } catch {
        return nil
    }
}
