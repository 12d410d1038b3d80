import CarouselUIKit
import Foundation

/// A second custom path written in the app, in ShinobiEssentials' style: a position for each
/// card (a gentle wave along the scroll axis), a transform applied around it (cards shrink with
/// distance), an alpha, and a z-order that keeps the centre card on top.
///
/// Built from closures with ``CustomPath``; compare ``HelixPath``, which conforms to
/// ``CarouselPath`` and moves cards with its transform alone, as iCarousel does.
@available(iOS 16.0, *)
enum WavePath {
    /// The wave path. Offsets are in items (negative toward leading); positions are points from
    /// the carousel's focus, x right and y down.
    ///
    /// - Parameters:
    ///   - spacing: the distance between neighbours as a multiple of the item spacing width.
    ///   - amplitude: the wave's height as a fraction of the item height.
    ///   - wavelength: the items per full wave.
    static func make(spacing: Double = 0.75, amplitude: Double = 0.3, wavelength: Double = 6) -> CustomPath {
        CustomPath(
            position: { offset, context in
                let along = offset * spacing * context.itemWidth
                let phase = 2 * Double.pi * offset / wavelength
                if context.isVertical {
                    return Point2D(x: amplitude * context.itemSize.width * sin(phase), y: along)
                }
                return Point2D(x: along, y: amplitude * context.itemSize.height * sin(phase))
            },
            transform: { offset, base, _ in
                let scale = 1 / (1 + abs(offset) / 3)
                return base.scaled(x: scale, y: scale, z: 1)
            },
            alpha: { offset, _ in min(1, max(0, 4 - abs(offset))) },
            zOrder: { offset, _ in -abs(offset) })
    }
}
