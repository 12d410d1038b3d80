#if canImport(CoreGraphics)
import CoreGraphics
@_spi(Plumbing) import CarouselCore

// Plain conversions between the core's Double geometry and CoreGraphics types, shared by the UIKit
// and AppKit adapters (each re-exports this module).

extension Point2D {
    /// The point's coordinates as Doubles.
    public init(_ p: CGPoint) { self.init(x: Double(p.x), y: Double(p.y)) }
}

extension CGPoint {
    /// The core point as a `CGPoint`.
    public init(_ p: Point2D) { self.init(x: CGFloat(p.x), y: CGFloat(p.y)) }
}

extension Size2D {
    /// The size's dimensions as Doubles.
    public init(_ s: CGSize) { self.init(width: Double(s.width), height: Double(s.height)) }
}

extension CGSize {
    /// The core size as a `CGSize`.
    public init(_ s: Size2D) { self.init(width: CGFloat(s.width), height: CGFloat(s.height)) }
}

extension Rect2D {
    /// The rectangle's origin and size as Doubles (not standardized; ``Rect2D/sanitized`` treats a
    /// negative size as empty).
    public init(_ r: CGRect) { self.init(origin: Point2D(r.origin), size: Size2D(r.size)) }
}

extension CGRect {
    /// The rectangle as CGFloats.
    @_spi(Plumbing) public init(_ r: Rect2D) {
        self.init(origin: CGPoint(r.origin), size: CGSize(r.size))
    }
}
#endif
