/// A linear map of the plane, `x' = a·x + c·y`, `y' = b·x + d·y` (Core Graphics' affine
/// transform without its translation): the flat part of how a card is drawn, for the platforms'
/// 2D APIs (a context menu's preview target) that cannot take a 3D transform.
@_spi(Plumbing) public struct LinearMap2D: Hashable, Sendable {
    /// How far x moves per unit of x.
    public var a: Double
    /// How far y moves per unit of x.
    public var b: Double
    /// How far x moves per unit of y.
    public var c: Double
    /// How far y moves per unit of y.
    public var d: Double

    /// A map from its four coefficients.
    public init(a: Double, b: Double, c: Double, d: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
    }

    /// The map that moves nothing.
    public static let identity = LinearMap2D(a: 1, b: 0, c: 0, d: 1)
}
