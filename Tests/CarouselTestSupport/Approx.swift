@_spi(Plumbing) import CarouselCore

#if canImport(Testing)
import Testing
#endif

/// The tolerance for literal numbers derived by hand: relative 1e-9 of the larger magnitude,
/// or 1e-9 absolute near zero.
public let tolerance = 1e-9

/// Whether two numbers agree within ``tolerance`` (relative, or absolute near zero).
public func approx(_ a: Double, _ b: Double, _ tol: Double = tolerance) -> Bool {
    if a == b { return true }
    let scale = max(1, abs(a), abs(b))
    return abs(a - b) <= tol * scale
}

/// Whether two transforms agree field by field within `tol`.
public func approx(_ a: Transform3D, _ b: Transform3D, _ tol: Double = tolerance) -> Bool {
    zip(a.rowMajor, b.rowMajor).allSatisfy { approx($0, $1, tol) }
}

#if canImport(Testing)
/// Expects two transforms to agree, printing both when they do not.
public func expectTransform(
    _ a: Transform3D, _ b: Transform3D, _ tol: Double = tolerance,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(approx(a, b, tol), "\(a)\n!=\n\(b)", sourceLocation: sourceLocation)
}
#endif
