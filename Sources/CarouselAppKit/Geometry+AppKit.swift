#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import QuartzCore
@_spi(Plumbing) import CarouselCore

// Plain conversions between the core's Double geometry and AppKit / Core Animation types, for
// this module's own use (the UIKit adapter has its own public ones; the two never build together).

extension Point2D {
    init(_ p: CGPoint) { self.init(x: Double(p.x), y: Double(p.y)) }
}

extension CGPoint {
    init(_ p: Point2D) { self.init(x: CGFloat(p.x), y: CGFloat(p.y)) }
}

extension Size2D {
    init(_ s: CGSize) { self.init(width: Double(s.width), height: Double(s.height)) }
}

extension CGSize {
    init(_ s: Size2D) { self.init(width: CGFloat(s.width), height: CGFloat(s.height)) }
}

extension Rect2D {
    init(_ r: CGRect) { self.init(origin: Point2D(r.origin), size: Size2D(r.size)) }
}

extension EdgeInsets2D {
    init(_ i: NSEdgeInsets) {
        self.init(top: Double(i.top), left: Double(i.left), bottom: Double(i.bottom), right: Double(i.right))
    }
}

extension CATransform3D {
    /// The core's transform as Core Animation's: the same row-vector convention, field by field.
    init(_ t: Transform3D) {
        self.init(
            m11: CGFloat(t.m11), m12: CGFloat(t.m12), m13: CGFloat(t.m13), m14: CGFloat(t.m14),
            m21: CGFloat(t.m21), m22: CGFloat(t.m22), m23: CGFloat(t.m23), m24: CGFloat(t.m24),
            m31: CGFloat(t.m31), m32: CGFloat(t.m32), m33: CGFloat(t.m33), m34: CGFloat(t.m34),
            m41: CGFloat(t.m41), m42: CGFloat(t.m42), m43: CGFloat(t.m43), m44: CGFloat(t.m44))
    }
}
extension Transform3D {
    /// Core Animation's transform as the core's, field by field.
    init(_ t: CATransform3D) {
        self.init(
            m11: Double(t.m11), m12: Double(t.m12), m13: Double(t.m13), m14: Double(t.m14),
            m21: Double(t.m21), m22: Double(t.m22), m23: Double(t.m23), m24: Double(t.m24),
            m31: Double(t.m31), m32: Double(t.m32), m33: Double(t.m33), m34: Double(t.m34),
            m41: Double(t.m41), m42: Double(t.m42), m43: Double(t.m43), m44: Double(t.m44))
    }
}
#endif
