/// An app-supplied carousel path: iCarousel's `carousel:itemTransformForOffset:baseTransform:`
/// delegate method and ShinobiEssentials' `positionOfItemAtOffset:` / `transformOfItemAtOffset:`
/// overrides, as a value.
///
/// `offset` is the item's signed distance from the focus in items (negative toward leading). A path
/// supplies a position, a transform or both (position applied first: the item's centre moves to
/// the focus plus the position, then the transform is applied around that centre), and optionally
/// an alpha and a z-order. Every requirement has a default, so an iCarousel-style path implements
/// only ``transform(forOffset:baseTransform:in:)`` and a ShinobiEssentials-style one only
/// ``position(forOffset:in:)``.
///
/// ```swift
/// /// Items along a shallow arc below the focus, shrinking and fading with distance,
/// /// the centre item drawn on top.
/// struct Arc: CarouselPath {
///     func position(forOffset offset: Double, in context: CarouselPathContext) -> Point2D {
///         Point2D(x: offset * context.itemWidth, y: offset * offset * 20)
///     }
///     func transform(forOffset offset: Double, baseTransform: Transform3D,
///                    in context: CarouselPathContext) -> Transform3D {
///         let scale = 1 / (1 + abs(offset) / 4)
///         return baseTransform.scaled(x: scale, y: scale, z: 1)
///     }
///     func alpha(forOffset offset: Double, in context: CarouselPathContext) -> Double? {
///         1 - abs(offset) / 4
///     }
///     func zOrder(forOffset offset: Double, in context: CarouselPathContext) -> Double? {
///         -abs(offset)
///     }
/// }
/// let configuration = CarouselConfiguration(
///     type: .custom, numberOfItems: 20, customPath: Arc(),
///     focusPoint: Point2D(x: 0.5, y: 0.3), displayLimit: 7)
/// ```
public protocol CarouselPath: Sendable {
    /// The item's transform, applied around its centre (the focus plus ``position(forOffset:in:)``).
    ///
    /// `baseTransform` already holds the perspective (`m34`) and the viewpoint offset; build on it
    /// with `translated`, `rotated` and `scaled` so the item keeps the carousel's perspective.
    /// Default: `baseTransform`. A non-finite result is replaced by `baseTransform`.
    func transform(forOffset offset: Double, baseTransform: Transform3D, in context: CarouselPathContext) -> Transform3D

    /// The item's centre relative to the focus, in points (x right, y down): ShinobiEssentials'
    /// `positionOfItemAtOffset:`. Default: `.zero`, every item centred on the focus (iCarousel's
    /// model, where the transform does all the moving). Non-finite coordinates count as 0.
    func position(forOffset offset: Double, in context: CarouselPathContext) -> Point2D

    /// The item's alpha, or `nil` to use the carousel's fade options. Clamped to [0, 1]; NaN is 1.
    func alpha(forOffset offset: Double, in context: CarouselPathContext) -> Double?

    /// A drawing-order key replacing the item's depth (`m43`, points) when the window's z-order is
    /// ranked: larger is drawn on top. `nil` (the default) keeps the depth. Keys and depths are
    /// compared with each other, so return keys for every item or for none. NaN means `nil`;
    /// magnitudes are clamped to 1e300.
    func zOrder(forOffset offset: Double, in context: CarouselPathContext) -> Double?
}

extension CarouselPath {
    /// Default: `baseTransform`, unchanged.
    public func transform(forOffset offset: Double, baseTransform: Transform3D, in context: CarouselPathContext)
        -> Transform3D
    {
        baseTransform
    }
    /// Default: `.zero`, the item centred on the focus.
    public func position(forOffset offset: Double, in context: CarouselPathContext) -> Point2D { .zero }
    /// Default: `nil`, the carousel's fade options decide.
    public func alpha(forOffset offset: Double, in context: CarouselPathContext) -> Double? { nil }
    /// Default: `nil`, items are ranked by depth.
    public func zOrder(forOffset offset: Double, in context: CarouselPathContext) -> Double? { nil }
}
