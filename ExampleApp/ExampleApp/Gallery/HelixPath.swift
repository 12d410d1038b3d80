import CarouselUIKit
import Foundation

/// A custom carousel path written in the app: cards climb a helix, like a spiral staircase.
///
/// It shows the package's hook (``CarouselPath``, iCarousel's `itemTransformForOffset:`) with no
/// other help: the path builds on the base transform it is given, so the carousel's perspective,
/// viewpoint and vertical setting still apply. Offsets are in items, negative toward leading;
/// lengths are in points. `Equatable`, so a SwiftUI carousel given an equal path keeps its layout.
@available(iOS 16.0, *)
struct HelixPath: CarouselPath, Equatable {
    /// The turn between neighbouring cards, in radians (π/5: ten cards per full turn).
    var anglePerItem = Double.pi / 5
    /// The helix radius as a multiple of the item spacing width.
    var radiusInItems = 1.6
    /// How far each card climbs above the previous one, as a fraction of the item height.
    var risePerItem = 0.12
    /// Cards further than this many items from the centre fade out over one more item.
    var fadeStart = 4.0

    func transform(forOffset offset: Double, baseTransform: Transform3D, in context: CarouselPathContext) -> Transform3D
    {
        let angle = offset * anglePerItem
        let radius = radiusInItems * context.itemWidth
        let along = radius * sin(angle)
        let depth = radius * (cos(angle) - 1)
        let rise = -offset * risePerItem * (context.isVertical ? context.itemSize.width : context.itemSize.height)
        if context.isVertical {
            return baseTransform.translated(x: rise, y: along, z: depth).rotated(angle: angle, x: -1, y: 0, z: 0)
        }
        return baseTransform.translated(x: along, y: rise, z: depth).rotated(angle: angle, x: 0, y: 1, z: 0)
    }

    func alpha(forOffset offset: Double, in context: CarouselPathContext) -> Double? {
        min(1, max(0, 1 - (abs(offset) - fadeStart)))
    }
}
