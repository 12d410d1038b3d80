/// A point or displacement in points, with y pointing down as in UIKit.
public struct Point2D: Hashable, Sendable, Codable {
    /// The horizontal coordinate in points, positive to the right.
    public var x: Double
    /// The vertical coordinate in points, positive downward.
    public var y: Double

    /// Creates a point from its coordinates in points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point2D(x: 0, y: 0)

    /// This point with every non-finite coordinate replaced by 0.
    public var sanitized: Point2D { Point2D(x: x.finiteOrZero, y: y.finiteOrZero) }
}

/// A width and height in points.
public struct Size2D: Hashable, Sendable, Codable {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// Creates a size from its width and height in points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size, 0 × 0.
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

    /// `self` limited to [−limit, limit]; NaN and the infinities give 0.
    @inlinable func finiteOrZero(limitedTo limit: Double) -> Double {
        isFinite ? Swift.max(-limit, Swift.min(limit, self)) : 0
    }

    /// `self` with NaN as 0 and infinities as ±`greatestFiniteMagnitude`: finite for any input.
    @inlinable var clampedToFinite: Double {
        isNaN ? 0 : Swift.max(-.greatestFiniteMagnitude, Swift.min(.greatestFiniteMagnitude, self))
    }
}

extension Point2D {
    /// This point with each coordinate limited to ±`limit`; NaN and infinite coordinates give 0.
    @inlinable func sanitized(limitedTo limit: Double) -> Point2D {
        Point2D(x: x.finiteOrZero(limitedTo: limit), y: y.finiteOrZero(limitedTo: limit))
    }
}

extension Size2D {
    /// ``sanitized`` with each dimension at most `limit`.
    @inlinable func sanitized(limitedTo limit: Double) -> Size2D {
        let s = sanitized
        return Size2D(width: Swift.min(limit, s.width), height: Swift.min(limit, s.height))
    }
}

/// Objective-C's `MIN` and `MAX` macros, NaN handling included (`a < b ? a : b`), so that the
/// core reproduces iCarousel's arithmetic exactly before sanitizing it.
@inlinable func objcMin(_ a: Double, _ b: Double) -> Double { a < b ? a : b }
@inlinable func objcMax(_ a: Double, _ b: Double) -> Double { a < b ? b : a }

extension Point2D {
    /// This point, measured from a view's top-left corner with y down, in the view's own
    /// coordinates: unchanged in a flipped view (AppKit's `isFlipped`), else measured up from the
    /// bottom of a view `height` points tall.
    @_spi(Plumbing) public func inView(height: Double, isFlipped: Bool) -> Point2D {
        isFlipped ? self : Point2D(x: x, y: height - y)
    }
}
