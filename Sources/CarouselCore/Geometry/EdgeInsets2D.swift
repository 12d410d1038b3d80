/// Insets in points from each edge of a rectangle (`UIEdgeInsets` without UIKit).
///
/// `left` and `right` are physical edges in every layout direction (see ``ScrollViewport``).
@_spi(Plumbing) public struct EdgeInsets2D: Hashable, Sendable {
    /// The insets from each edge, in points (positive shrinks the rectangle).
    public var top: Double, left: Double, bottom: Double, right: Double

    /// Creates insets; each side defaults to 0.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets2D()

    /// These insets with non-finite values replaced by 0. Negative insets are kept: UIKit allows
    /// them and they simply enlarge the scrollable area.
    public var sanitized: EdgeInsets2D {
        EdgeInsets2D(
            top: top.finiteOrZero, left: left.finiteOrZero, bottom: bottom.finiteOrZero, right: right.finiteOrZero)
    }
}
