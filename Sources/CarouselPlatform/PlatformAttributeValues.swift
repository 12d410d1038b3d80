#if canImport(QuartzCore)
import QuartzCore
@_spi(Plumbing) import CarouselCore

/// What UIKit's and AppKit's `CarouselLayoutAttributes` take from a placement besides its
/// geometry (UIKit sets a centre and size, AppKit a frame), in Core Animation's types (plumbing).
@_spi(Plumbing) public struct PlatformAttributeValues {
    /// The transform carrying the item from the carousel's centre to its place.
    public var transform3D: CATransform3D
    /// The item's opacity, 0–1.
    public var alpha: CGFloat
    /// The drawing order; larger is in front.
    public var zIndex: Int
    /// Whether the item is not drawn (a back face).
    public var isHidden: Bool
    /// The item's signed distance from the centre, in items.
    public var offset: CGFloat

    /// The values of a placement.
    public init(_ placement: ItemPlacement) {
        transform3D = CATransform3D(placement.transform)
        alpha = CGFloat(placement.alpha)
        zIndex = placement.zIndex
        isHidden = placement.isHidden
        offset = CGFloat(placement.offset)
    }
}
#endif
