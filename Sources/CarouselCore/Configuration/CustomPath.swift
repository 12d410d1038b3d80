/// A ``CarouselPath`` made from closures.
///
/// ```swift
/// let tilted = CustomPath { offset, base, context in
///     base.translated(x: offset * context.itemWidth, y: 0, z: 0)
///         .rotated(angle: offset * .pi / 8, x: 0, y: 0, z: 1)
/// }
/// let wave = CustomPath(position: { offset, context in
///     Point2D(x: offset * context.itemWidth, y: 40 * sin(offset))
/// }, zOrder: { offset, _ in -abs(offset) })
/// ```
public struct CustomPath: CarouselPath {
    public typealias TransformFunction = @Sendable (Double, Transform3D, CarouselPathContext) -> Transform3D
    public typealias PositionFunction = @Sendable (Double, CarouselPathContext) -> Point2D
    public typealias AlphaFunction = @Sendable (Double, CarouselPathContext) -> Double?
    public typealias ZOrderFunction = @Sendable (Double, CarouselPathContext) -> Double?

    private let transformFunction: TransformFunction?
    private let positionFunction: PositionFunction?
    private let alphaFunction: AlphaFunction?
    private let zOrderFunction: ZOrderFunction?

    /// Creates a path from a transform function and, optionally, alpha and z-order functions
    /// (iCarousel's model: every item centred on the focus).
    public init(alpha: AlphaFunction? = nil, zOrder: ZOrderFunction? = nil, transform: @escaping TransformFunction) {
        self.transformFunction = transform
        self.positionFunction = nil
        self.alphaFunction = alpha
        self.zOrderFunction = zOrder
    }

    /// Creates a path from a position function and, optionally, transform, alpha and z-order
    /// functions (ShinobiEssentials' model: position first, then the transform around it).
    public init(
        position: @escaping PositionFunction, transform: TransformFunction? = nil,
        alpha: AlphaFunction? = nil, zOrder: ZOrderFunction? = nil
    ) {
        self.transformFunction = transform
        self.positionFunction = position
        self.alphaFunction = alpha
        self.zOrderFunction = zOrder
    }

    public func transform(forOffset offset: Double, baseTransform: Transform3D, in context: CarouselPathContext)
        -> Transform3D
    {
        transformFunction?(offset, baseTransform, context) ?? baseTransform
    }

    public func position(forOffset offset: Double, in context: CarouselPathContext) -> Point2D {
        positionFunction?(offset, context) ?? .zero
    }

    public func alpha(forOffset offset: Double, in context: CarouselPathContext) -> Double? {
        alphaFunction?(offset, context)
    }

    public func zOrder(forOffset offset: Double, in context: CarouselPathContext) -> Double? {
        zOrderFunction?(offset, context)
    }
}
