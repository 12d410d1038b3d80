import Foundation

/// A 4×4 homogeneous transform with the fields and conventions of Core Animation's `CATransform3D`.
///
/// Points are row vectors multiplied on the left: `p' = p · M`. Translation lives in `m41…m43`,
/// perspective in `m34` (`-1 / eyeDistance`). `translated`, `rotated` and `scaled` pre-multiply,
/// exactly like `CATransform3DTranslate(t, …)`, so the new step happens *before* `self` in point
/// space. `concatenating(b)` is `self · b`, like `CATransform3DConcat(self, b)`: apply `self`, then `b`.
/// The UIKit adapter converts to `CATransform3D` by copying the sixteen fields.
public struct Transform3D: Hashable, Sendable, CustomStringConvertible {
    /// Row 1: the image of the x axis (`m11`, `m12`, `m13`) and the perspective term `m14`.
    public var m11: Double, m12: Double, m13: Double, m14: Double
    /// Row 2: the image of the y axis (`m21`, `m22`, `m23`) and the perspective term `m24`.
    public var m21: Double, m22: Double, m23: Double, m24: Double
    /// Row 3: the image of the z axis (`m31`, `m32`, `m33`) and `m34`, the perspective (−1 / eye distance in points).
    public var m31: Double, m32: Double, m33: Double, m34: Double
    /// Row 4: the translation in points (`m41`, `m42`, `m43`) and the homogeneous `m44`.
    public var m41: Double, m42: Double, m43: Double, m44: Double

    /// Creates a matrix from its sixteen fields, row by row.
    public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m14 = m14
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m24 = m24
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
        self.m34 = m34
        self.m41 = m41
        self.m42 = m42
        self.m43 = m43
        self.m44 = m44
    }

    /// Creates a matrix from sixteen values in row-major order (`m11, m12, …, m44`).
    ///
    /// - Precondition: `values.count == 16`; any other count gives the identity (asserted in debug).
    public init(rowMajor values: [Double]) {
        assert(values.count == 16, "Transform3D needs 16 values")
        guard values.count == 16 else {
            self = .identity
            return
        }
        self.init(
            m11: values[0], m12: values[1], m13: values[2], m14: values[3],
            m21: values[4], m22: values[5], m23: values[6], m24: values[7],
            m31: values[8], m32: values[9], m33: values[10], m34: values[11],
            m41: values[12], m42: values[13], m43: values[14], m44: values[15])
    }

    /// The identity transform (`CATransform3DIdentity`).
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)

    /// The sixteen fields in row-major order.
    public var rowMajor: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// Whether every field is finite.
    ///
    /// Reads the fields in place rather than through ``rowMajor`` (building the array allocated)
    /// and without branches: `x − x` is +0 for a finite `x` and NaN for an infinite or NaN one, so
    /// the sum of the sixteen differences is 0 exactly when every field is finite. The layout pass
    /// checks every visible item's transform on every frame.
    @inline(__always)
    public var isFinite: Bool {
        let row1 = (m11 - m11) + (m12 - m12) + (m13 - m13) + (m14 - m14)
        let row2 = (m21 - m21) + (m22 - m22) + (m23 - m23) + (m24 - m24)
        let row3 = (m31 - m31) + (m32 - m32) + (m33 - m33) + (m34 - m34)
        let row4 = (m41 - m41) + (m42 - m42) + (m43 - m43) + (m44 - m44)
        return (row1 + row2) + (row3 + row4) == 0
    }

    /// The sixteen fields, row by row, to six significant digits.
    public var description: String {
        "Transform3D(" + rowMajor.map { String(format: "%.6g", $0) }.joined(separator: ", ") + ")"
    }

    // MARK: Making

    /// `CATransform3DMakeTranslation(x, y, z)`, in points.
    public static func translation(x: Double, y: Double, z: Double) -> Transform3D {
        var t = identity
        t.m41 = x
        t.m42 = y
        t.m43 = z
        return t
    }

    /// `CATransform3DMakeScale(x, y, z)`.
    public static func scale(x: Double, y: Double, z: Double) -> Transform3D {
        var t = identity
        t.m11 = x
        t.m22 = y
        t.m33 = z
        return t
    }

    /// `CATransform3DMakeRotation(angle, x, y, z)`: a rotation of `angle` radians about the axis
    /// `(x, y, z)`, counter-clockwise looking down the axis towards the origin (right-hand rule).
    ///
    /// A zero-length or non-finite axis gives the identity, as Core Animation does.
    public static func rotation(angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite, angle.isFinite else { return identity }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let c = cos(angle)
        let s = sin(angle)
        let t = 1 - c
        return Transform3D(
            m11: t * ux * ux + c, m12: t * ux * uy + uz * s, m13: t * ux * uz - uy * s, m14: 0,
            m21: t * ux * uy - uz * s, m22: t * uy * uy + c, m23: t * uy * uz + ux * s, m24: 0,
            m31: t * ux * uz + uy * s, m32: t * uy * uz - ux * s, m33: t * uz * uz + c, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// A transform with only the perspective term set: `m34 = perspective` (Core Animation's
    /// convention is `-1 / eyeDistance`, e.g. `-1 / 500`).
    public static func perspective(_ perspective: Double) -> Transform3D {
        var t = identity
        t.m34 = perspective
        return t
    }

    // MARK: Combining

    /// `CATransform3DConcat(self, other)`: the matrix product `self · other` (apply `self`, then `other`).
    public func concatenating(_ b: Transform3D) -> Transform3D {
        let a = self
        return Transform3D(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
            m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
            m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
            m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
            m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
            m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
            m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
            m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
    }

    /// `CATransform3DTranslate(self, x, y, z)`: translation first, then `self`.
    ///
    /// Computed in closed form (only the fourth row changes), so it costs 12 multiplications.
    public func translated(x: Double, y: Double, z: Double) -> Transform3D {
        var t = self
        t.m41 = x * m11 + y * m21 + z * m31 + m41
        t.m42 = x * m12 + y * m22 + z * m32 + m42
        t.m43 = x * m13 + y * m23 + z * m33 + m43
        t.m44 = x * m14 + y * m24 + z * m34 + m44
        return t
    }

    /// This transform applied about the point `(x, y)` instead of the origin: `T(−x, −y) · self ·
    /// T(x, y)`, so a point at `(x, y)` goes where `self` takes the origin, plus `(x, y)`.
    ///
    /// For layers whose anchor point is not their centre (AppKit anchors a layer-backed view's
    /// layer at a corner and may put it back there): pass the centre's position relative to the
    /// anchor, in points, and the layer turns about its centre as UIKit's do. Perspective divides
    /// about that point too.
    public func about(x: Double, y: Double) -> Transform3D {
        Transform3D.translation(x: -x, y: -y, z: 0).concatenating(self).concatenating(
            .translation(x: x, y: y, z: 0))
    }

    /// `CATransform3DRotate(self, angle, x, y, z)`: the rotation first, then `self`.
    public func rotated(angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D.rotation(angle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// `CATransform3DScale(self, x, y, z)`: the scale first, then `self`.
    public func scaled(x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D.scale(x: x, y: y, z: z).concatenating(self)
    }

    // MARK: Mirroring

    /// This transform mirrored left to right: the conjugate `S · self · S` with `S = diag(−1, 1, 1, 1)`
    /// (x negated before and after).
    ///
    /// Negates exactly the fields with one index equal to 1 (`m12`, `m13`, `m14`, `m21`, `m31`,
    /// `m41`) and keeps the rest: translation along x, rotation about y and about z, and
    /// perspective along x change sign. For an item transformed around its centre, it draws the
    /// mirror image of where and how the item is placed while its own content stays readable
    /// (`self · S` would mirror-write the content too). It is its own inverse, and it keeps `m33`
    /// and `m43` (facing and depth) and the homogeneous `w` of mirrored points.
    var mirroredHorizontally: Transform3D {
        var t = self
        t.m12 = -m12
        t.m13 = -m13
        t.m14 = -m14
        t.m21 = -m21
        t.m31 = -m31
        t.m41 = -m41
        return t
    }

    // MARK: Inverting

    /// The determinant of the 4×4 matrix.
    public var determinant: Double { Minors(self).determinant }

    /// The 2×2 minors of the top two rows (`upper`) and of the bottom two rows (`lower`), each over
    /// the column pairs 12, 13, 14, 23, 24, 34, from which the Laplace expansion gives the
    /// determinant and the inverse.
    private struct Minors {
        let upper: (Double, Double, Double, Double, Double, Double)
        let lower: (Double, Double, Double, Double, Double, Double)

        init(_ t: Transform3D) {
            upper = (
                t.m11 * t.m22 - t.m21 * t.m12, t.m11 * t.m23 - t.m21 * t.m13, t.m11 * t.m24 - t.m21 * t.m14,
                t.m12 * t.m23 - t.m22 * t.m13, t.m12 * t.m24 - t.m22 * t.m14, t.m13 * t.m24 - t.m23 * t.m14
            )
            lower = (
                t.m31 * t.m42 - t.m41 * t.m32, t.m31 * t.m43 - t.m41 * t.m33, t.m31 * t.m44 - t.m41 * t.m34,
                t.m32 * t.m43 - t.m42 * t.m33, t.m32 * t.m44 - t.m42 * t.m34, t.m33 * t.m44 - t.m43 * t.m34
            )
        }

        var determinant: Double {
            let (s0, s1, s2, s3, s4, s5) = upper
            let (c0, c1, c2, c3, c4, c5) = lower
            return s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
        }
    }

    /// `CATransform3DInvert(self)`: the inverse matrix, or `self` unchanged when it is singular
    /// (determinant 0 or not finite), as Core Animation does.
    public var inverted: Transform3D {
        let minors = Minors(self)
        let (s0, s1, s2, s3, s4, s5) = minors.upper
        let (c0, c1, c2, c3, c4, c5) = minors.lower
        let det = minors.determinant
        guard det != 0, det.isFinite else { return self }
        let k = 1 / det
        return Transform3D(
            m11: (m22 * c5 - m23 * c4 + m24 * c3) * k,
            m12: (-m12 * c5 + m13 * c4 - m14 * c3) * k,
            m13: (m42 * s5 - m43 * s4 + m44 * s3) * k,
            m14: (-m32 * s5 + m33 * s4 - m34 * s3) * k,
            m21: (-m21 * c5 + m23 * c2 - m24 * c1) * k,
            m22: (m11 * c5 - m13 * c2 + m14 * c1) * k,
            m23: (-m41 * s5 + m43 * s2 - m44 * s1) * k,
            m24: (m31 * s5 - m33 * s2 + m34 * s1) * k,
            m31: (m21 * c4 - m22 * c2 + m24 * c0) * k,
            m32: (-m11 * c4 + m12 * c2 - m14 * c0) * k,
            m33: (m41 * s4 - m42 * s2 + m44 * s0) * k,
            m34: (-m31 * s4 + m32 * s2 - m34 * s0) * k,
            m41: (-m21 * c3 + m22 * c1 - m23 * c0) * k,
            m42: (m11 * c3 - m12 * c1 + m13 * c0) * k,
            m43: (-m41 * s3 + m42 * s1 - m43 * s0) * k,
            m44: (m31 * s3 - m32 * s1 + m33 * s0) * k)
    }

    // MARK: Points

    /// The homogeneous image `(x, y, z, 1) · self` as `(x, y, z, w)`, before the perspective divide.
    public func apply(x: Double, y: Double, z: Double) -> (x: Double, y: Double, z: Double, w: Double) {
        (
            x * m11 + y * m21 + z * m31 + m41,
            x * m12 + y * m22 + z * m32 + m42,
            x * m13 + y * m23 + z * m33 + m43,
            x * m14 + y * m24 + z * m34 + m44
        )
    }

    /// The point `(x, y, z)` transformed and divided by `w`, as Core Animation draws it.
    ///
    /// - Returns: the projected 3-D point, or `nil` when `w ≤ 0` (the point is at or behind the eye
    ///   and Core Animation would not draw it).
    public func project(x: Double, y: Double, z: Double = 0) -> (x: Double, y: Double, z: Double)? {
        let p = apply(x: x, y: y, z: z)
        guard p.w > 0, p.w.isFinite else { return nil }
        return (p.x / p.w, p.y / p.w, p.z / p.w)
    }

    /// This transform followed by a move of `(x, y)` points in the drawing plane, after the
    /// perspective divide: a point this transform draws at `(X/W, Y/W)` is drawn at
    /// `(X/W + x, Y/W + y)`, at the same depth and `W`.
    ///
    /// Row vectors: the product `self · T(x, y, 0)` with a translation on the right, that is
    /// `m_i1 + x·m_i4` and `m_i2 + y·m_i4` for each row `i`; the third and fourth columns are kept.
    /// Computed in that closed form (8 multiplications), as every attributes answer runs it.
    public func translatedAfterProjection(x: Double, y: Double) -> Transform3D {
        var t = self
        t.m11 = m11 + m14 * x
        t.m12 = m12 + m14 * y
        t.m21 = m21 + m24 * x
        t.m22 = m22 + m24 * y
        t.m31 = m31 + m34 * x
        t.m32 = m32 + m34 * y
        t.m41 = m41 + m44 * x
        t.m42 = m42 + m44 * y
        return t
    }

    /// Below this determinant (the plane's linear part, dimensionless) a plane counts as seen
    /// edge-on by ``unproject(x:y:)``: a quarter turn leaves about 6e-17 from rounding, and a
    /// plane turned within 1e-9 of edge-on spreads one point over 10^9.
    public static let edgeOnDeterminant = 1e-9

    /// The point of the plane `z = 0` that ``project(x:y:z:)`` draws at `(x, y)`: where a click at
    /// `(x, y)` lands on a transformed layer, in the layer's own coordinates (about the same
    /// origin the transform turns about).
    ///
    /// Solves `x = X/W`, `y = Y/W` for the plane's point (row vectors: `X = u·m11 + v·m21 + m41`,
    /// `Y = u·m12 + v·m22 + m42`, `W = u·m14 + v·m24 + m44`).
    /// - Returns: `nil` when the plane is seen edge-on (no single point), the point lies at or
    ///   behind the eye, or any number is not finite.
    public func unproject(x: Double, y: Double) -> Point2D? {
        let a = m11 - x * m14
        let b = m21 - x * m24
        let c = m12 - y * m14
        let d = m22 - y * m24
        let e = x * m44 - m41
        let f = y * m44 - m42
        let determinant = a * d - b * c
        guard abs(determinant) > Self.edgeOnDeterminant, determinant.isFinite else { return nil }
        let u = (e * d - b * f) / determinant
        let v = (a * f - e * c) / determinant
        guard u.isFinite, v.isFinite, project(x: u, y: v) != nil else { return nil }
        return Point2D(x: u, y: v)
    }
}
