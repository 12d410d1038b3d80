#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import CarouselCore

/// Layout attributes that also carry the item's offset from the carousel's centre, so that a cell
/// can animate its own content from it (override `apply(_:)` in the cell and read ``offset``).
///
/// The transform, alpha, z-order and back-face hiding are in the standard properties
/// (`transform3D`, `alpha`, `zIndex`, `isHidden`); `center` is where the card's centre is drawn
/// (the transform, compensated after projection, turns, scales and sets it in depth about that
/// point, so the frame sits on the card) and `size` the item size.
open class CarouselLayoutAttributes: UICollectionViewLayoutAttributes {
    /// The item's signed distance from the centre in items: 0 for the current item, negative
    /// toward the leading side, the shorter way round when wrapping.
    ///
    /// Not actor-isolated: `NSCopying` and `isEqual(_:)` are nonisolated and must read it. UIKit
    /// creates, copies and compares attributes on the main thread only.
    nonisolated(unsafe) open var offset: CGFloat = 0

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        (copy as? CarouselLayoutAttributes)?.offset = offset
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CarouselLayoutAttributes, other.offset == offset else { return false }
        return super.isEqual(object)
    }

    /// Hashes only what ``isEqual(_:)`` compares here: nothing documents that
    /// `UICollectionViewLayoutAttributes` overrides `hash` (it may be the object's address), and
    /// equal attributes must hash alike.
    open override var hash: Int { offset.hashValue }
}
#endif
