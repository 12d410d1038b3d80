#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// A supplementary view for the carousel's placeholders that shows the carousel's 3D transform:
/// register it (or a subclass) for ``/CarouselPlatform/CarouselLayout/elementKindPlaceholder`` and
/// add your content as subviews.
///
/// AppKit's layout attributes carry no transform, so a placeholder applies
/// ``CarouselLayoutAttributes/transform3D`` and the drawing order to its own layer, as
/// ``CarouselItem`` does: a ``CarouselItemLayer``, which owns them against AppKit's writes to a
/// layer-backed view's layer, asserted again whenever AppKit moves or resizes the view.
///
/// ```swift
/// collectionView.register(
///     CarouselPlaceholderView.self, forSupplementaryViewOfKind: CarouselCollectionViewLayout.elementKindPlaceholder,
///     withIdentifier: .init("placeholder"))
/// dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
///     collectionView.makeSupplementaryView(ofKind: kind, withIdentifier: .init("placeholder"), for: indexPath)
///         as? CarouselPlaceholderView
/// }
/// ```
@MainActor
open class CarouselPlaceholderView: NSView, NSCollectionViewElement, CarouselTransformable {
    /// The view itself carries the transform.
    public var carouselTransformedView: NSView { self }

    /// A ``CarouselItemLayer``: the layer that owns the transform and the drawing order.
    open override func makeBackingLayer() -> CALayer { CarouselItemLayer() }

    /// A layer-backed placeholder view.
    public override init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        wantsLayer = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        wantsLayer = true
    }

    /// Applies the placeholder's transform (``CarouselTransformable/applyCarouselAttributes(_:)``);
    /// AppKit applies its frame, alpha, z-index and hidden flag itself.
    open func apply(_ layoutAttributes: NSCollectionViewLayoutAttributes) {
        applyCarouselAttributes(layoutAttributes)
    }

    /// Lets go of the carousel's transform (``CarouselTransformable/releaseCarouselTransform()``).
    open override func prepareForReuse() {
        super.prepareForReuse()
        releaseCarouselTransform()
    }

    open override func setFrameOrigin(_ newOrigin: NSPoint) {
        super.setFrameOrigin(newOrigin)
        reapplyCarouselTransform()
    }

    open override func setFrameSize(_ newSize: NSSize) {
        super.setFrameSize(newSize)
        reapplyCarouselTransform()
    }
}
#endif
