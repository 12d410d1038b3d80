#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
@_spi(Plumbing) import CarouselCore

/// Layout attributes with what `NSCollectionViewLayoutAttributes` lacks: the item's 3D transform
/// and its offset from the carousel's centre.
///
/// AppKit's attributes have a frame, alpha, z-index and hidden flag but no transform. The
/// layout centres every item's frame where its card is drawn and the transform here turns, scales
/// and sets it in depth there; an item applies it to its layer in `apply(_:)` (``CarouselItem`` does, and any item
/// class can through ``CarouselTransformable``). AppKit calls `apply(_:)` only when attributes
/// differ by `isEqual(_:)`, so the transform and offset take part in it.
open class CarouselLayoutAttributes: NSCollectionViewLayoutAttributes {
    /// The transform that draws the item at its place from its frame, about the item's centre, y down (the collection view's flipped coordinates), perspective included.
    ///
    /// Not actor-isolated: `NSCopying` and `isEqual(_:)` are nonisolated and must read it. AppKit
    /// creates, copies and compares attributes on the main thread.
    nonisolated(unsafe) open var transform3D = CATransform3DIdentity
    /// The item's signed distance from the centre in items: 0 for the current item, negative toward
    /// the leading side, the shorter way round when wrapping.
    nonisolated(unsafe) open var offset: CGFloat = 0
    /// The transforms the item passes through to ``transform3D`` when these attributes are the
    /// end of an animated batch update (the core's `UpdateTransition` keyframes: along the path
    /// for a card that slides between slots, else from its start to its end), about the item's
    /// centre; empty otherwise. The first is where the item starts, the last is ``transform3D``.
    ///
    /// Not compared by ``isEqual(_:)``: how an item gets to its place does not change the place.
    nonisolated(unsafe) open var transitionKeyframes: [CATransform3D] = []
    /// The duration of the batch update's animation, seconds, read from the `NSAnimationContext`
    /// the update runs in; 0 (no animation) outside one. Not compared by ``isEqual(_:)``.
    nonisolated(unsafe) open var transitionDuration: TimeInterval = 0

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        if let copy = copy as? CarouselLayoutAttributes {
            copy.transform3D = transform3D
            copy.offset = offset
            copy.transitionKeyframes = transitionKeyframes
            copy.transitionDuration = transitionDuration
        }
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CarouselLayoutAttributes, other.offset == offset,
            CATransform3DEqualToTransform(other.transform3D, transform3D)
        else { return false }
        return super.isEqual(object)
    }

    /// Hashes only what ``isEqual(_:)`` compares here: the superclass's `hash` may be its address
    /// (nothing documents that `NSCollectionViewLayoutAttributes` overrides it), which would give
    /// equal attributes different hashes.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(offset)
        hasher.combine(transform3D.m41)
        hasher.combine(transform3D.m43)
        return hasher.finalize()
    }
}

/// The carousel layout's invalidation context: records what changed, so that `prepare()` redoes
/// only that (`LayoutInvalidation`).
open class CarouselLayoutInvalidationContext: NSCollectionViewLayoutInvalidationContext {
    /// What the layout must redo on its next pass.
    var carouselInvalidation: LayoutInvalidation = []
}
#endif
