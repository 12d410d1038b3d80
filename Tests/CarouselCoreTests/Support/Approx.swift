import CarouselCore
import Testing

/// The tolerance for literal numbers derived by hand: relative 1e-9 of the larger magnitude,
/// or 1e-9 absolute near zero.
let tolerance = 1e-9

/// Whether two numbers agree within ``tolerance`` (relative, or absolute near zero).
func approx(_ a: Double, _ b: Double, _ tol: Double = tolerance) -> Bool {
    if a == b { return true }
    let scale = max(1, abs(a), abs(b))
    return abs(a - b) <= tol * scale
}

/// Whether two transforms agree field by field within `tol`.
func approx(_ a: Transform3D, _ b: Transform3D, _ tol: Double = tolerance) -> Bool {
    zip(a.rowMajor, b.rowMajor).allSatisfy { approx($0, $1, tol) }
}

/// Expects two transforms to agree, printing both when they do not.
func expectTransform(_ a: Transform3D, _ b: Transform3D, _ tol: Double = tolerance,
                     sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(approx(a, b, tol), "\(a)\n!=\n\(b)", sourceLocation: sourceLocation)
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
