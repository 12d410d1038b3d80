/// A point or displacement in points, with y pointing down as in UIKit.
public struct Point2D: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) { self.x = x; self.y = y }

    public static let zero = Point2D(x: 0, y: 0)

    /// This point with every non-finite coordinate replaced by 0.
    public var sanitized: Point2D { Point2D(x: x.finiteOrZero, y: y.finiteOrZero) }
}

/// A width and height in points.
public struct Size2D: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) { self.width = width; self.height = height }

    public static let zero = Size2D(width: 0, height: 0)

    /// This size with negative or non-finite dimensions replaced by 0.
    public var sanitized: Size2D {
        Size2D(width: max(0, width.finiteOrZero), height: max(0, height.finiteOrZero))
    }
}

extension Double {
    /// `self` if finite, otherwise 0.
    @inlinable var finiteOrZero: Double { isFinite ? self : 0 }

    /// `self` if finite, otherwise `fallback`.
    @inlinable func finite(or fallback: Double) -> Double { isFinite ? self : fallback }
}

/// Objective-C's `MIN` and `MAX` macros, NaN handling included (`a < b ? a : b`), so that the
/// core reproduces iCarousel's arithmetic exactly before sanitizing it.
@inlinable func objcMin(_ a: Double, _ b: Double) -> Double { a < b ? a : b }
@inlinable func objcMax(_ a: Double, _ b: Double) -> Double { a < b ? b : a }
