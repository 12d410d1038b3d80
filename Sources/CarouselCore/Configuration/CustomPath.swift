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
    /// Returns an item's transform from its offset (items), the base transform and the context.
    public typealias TransformFunction = @Sendable (Double, Transform3D, CarouselPathContext) -> Transform3D
    /// Returns an item's centre relative to the focus (points, y down) from its offset and the context.
    public typealias PositionFunction = @Sendable (Double, CarouselPathContext) -> Point2D
    /// Returns an item's alpha from its offset, or `nil` for the carousel's fade.
    public typealias AlphaFunction = @Sendable (Double, CarouselPathContext) -> Double?
    /// Returns an item's z-order key from its offset (larger is on top), or `nil` for its depth.
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

    /// The transform function's answer, or `baseTransform` when there is none.
    public func transform(forOffset offset: Double, baseTransform: Transform3D, in context: CarouselPathContext)
        -> Transform3D
    {
        transformFunction?(offset, baseTransform, context) ?? baseTransform
    }

    /// The position function's answer, or `.zero` when there is none.
    public func position(forOffset offset: Double, in context: CarouselPathContext) -> Point2D {
        positionFunction?(offset, context) ?? .zero
    }

    /// The alpha function's answer, or `nil` when there is none.
    public func alpha(forOffset offset: Double, in context: CarouselPathContext) -> Double? {
        alphaFunction?(offset, context)
    }

    /// The z-order function's answer, or `nil` when there is none.
    public func zOrder(forOffset offset: Double, in context: CarouselPathContext) -> Double? {
        zOrderFunction?(offset, context)
    }
}
