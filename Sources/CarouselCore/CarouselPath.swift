/// What a custom path sees of the carousel when it places an item.
public struct CarouselPathContext: Hashable, Sendable {
    /// The spacing width of one item in points (iCarousel's `itemWidth`).
    public var itemWidth: Double
    /// The size of one item's view in points.
    public var itemSize: Size2D
    /// The carousel's bounds size in points.
    public var viewport: Size2D
    /// Whether the carousel scrolls vertically.
    public var isVertical: Bool
    /// The number of items, placeholders excluded.
    public var numberOfItems: Int

    public init(itemWidth: Double, itemSize: Size2D, viewport: Size2D, isVertical: Bool, numberOfItems: Int) {
        self.itemWidth = itemWidth; self.itemSize = itemSize; self.viewport = viewport
        self.isVertical = isVertical; self.numberOfItems = numberOfItems
    }
}

/// An app-supplied carousel path: iCarousel's `carousel:itemTransformForOffset:baseTransform:`
/// delegate method as a value.
///
/// `offset` is the item's signed distance from the centre in items (negative toward leading).
/// `baseTransform` already holds the perspective (`m34`) and the viewpoint offset; build on it with
/// `translated`, `rotated` and `scaled` so the item keeps the carousel's perspective.
public protocol CarouselPath: Sendable {
    /// The item's transform, applied around the carousel's centre (plus `contentOffset`).
    func transform(forOffset offset: Double, baseTransform: Transform3D, in context: CarouselPathContext) -> Transform3D

    /// The item's alpha, or `nil` to use the carousel's fade options. Clamped to [0, 1].
    func alpha(forOffset offset: Double, in context: CarouselPathContext) -> Double?
}

extension CarouselPath {
    public func alpha(forOffset offset: Double, in context: CarouselPathContext) -> Double? { nil }
}

/// A ``CarouselPath`` made from closures.
///
/// ```swift
/// let tilted = CustomPath { offset, base, context in
///     base.translated(x: offset * context.itemWidth, y: 0, z: 0)
///         .rotated(angle: offset * .pi / 8, x: 0, y: 0, z: 1)
/// }
/// ```
public struct CustomPath: CarouselPath {
    public typealias TransformFunction = @Sendable (Double, Transform3D, CarouselPathContext) -> Transform3D
    public typealias AlphaFunction = @Sendable (Double, CarouselPathContext) -> Double?

    private let transformFunction: TransformFunction
    private let alphaFunction: AlphaFunction?

    /// Creates a path from a transform function and, optionally, an alpha function.
    public init(alpha: AlphaFunction? = nil, transform: @escaping TransformFunction) {
        self.transformFunction = transform
        self.alphaFunction = alpha
    }

    public func transform(forOffset offset: Double, baseTransform: Transform3D, in context: CarouselPathContext) -> Transform3D {
        transformFunction(offset, baseTransform, context)
    }

    public func alpha(forOffset offset: Double, in context: CarouselPathContext) -> Double? {
        alphaFunction?(offset, context)
    }
}
