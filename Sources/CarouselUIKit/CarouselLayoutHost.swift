#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import CarouselCore

/// What a ``CarouselCollectionViewLayout`` tells the object that drives its scrolling.
///
/// The layout holds its host weakly and knows it only through this protocol; the host reads the
/// layout through a few narrow accessors (its model, points per item, scroll offsets and resting
/// content offsets), never its state. ``CarouselController`` is the host.
@MainActor
protocol CarouselLayoutHost: AnyObject {
    /// The layout rebuilt its model (reload, batch update, resize, configuration). Called from
    /// inside layout passes.
    func layoutDidChangeModel(_ change: ModelChange)
}

extension CarouselController: CarouselLayoutHost {}
#endif
