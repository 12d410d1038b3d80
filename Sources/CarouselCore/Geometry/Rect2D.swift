/// An axis-aligned rectangle in points, with y pointing down as in UIKit (`CGRect` without
/// CoreGraphics).
///
/// The size is never negative once ``sanitized``; the layout passes the collection view's bounds
/// and query rectangles through it before any arithmetic.
@_spi(Plumbing) public struct Rect2D: Hashable, Sendable {
    /// The top-left corner.
    public var origin: Point2D
    /// The width and height.
    public var size: Size2D

    /// Creates a rectangle from its origin and size.
    public init(origin: Point2D, size: Size2D) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its origin's coordinates and its size, in points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point2D(x: x, y: y), size: Size2D(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect2D(origin: .zero, size: .zero)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal middle.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical middle.
    public var midY: Double { origin.y + size.height / 2 }

    /// This rectangle with non-finite coordinates replaced by 0 and negative or non-finite sizes
    /// by 0 (`CGRect.standardized` would move the origin instead; a collection view never hands
    /// the layout a negative size, so 0 is the safer reading of one).
    public var sanitized: Rect2D { Rect2D(origin: origin.sanitized, size: size.sanitized) }

    /// Whether the two rectangles overlap or touch (closed intervals, so a zero-size query rect on
    /// an item's edge still finds it).
    public func intersects(_ other: Rect2D) -> Bool {
        minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }

    /// Whether the point lies inside or on the edge.
    public func contains(_ point: Point2D) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

    /// The rectangle moved by `dx`, `dy` points.
    public func offsetBy(dx: Double, dy: Double) -> Rect2D {
        Rect2D(origin: Point2D(x: origin.x + dx, y: origin.y + dy), size: size)
    }

    /// The smallest rectangle containing every point, or `nil` for no points.
    public static func bounding(_ points: [Point2D]) -> Rect2D? {
        guard let first = points.first else { return nil }
        var lo = first
        var hi = first
        for p in points.dropFirst() {
            lo.x = min(lo.x, p.x)
            lo.y = min(lo.y, p.y)
            hi.x = max(hi.x, p.x)
            hi.y = max(hi.y, p.y)
        }
        return Rect2D(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
    }
}
