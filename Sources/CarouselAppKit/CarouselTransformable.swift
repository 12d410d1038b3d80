#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import QuartzCore
@_spi(Plumbing) import CarouselCore

/// An item that shows the carousel's 3D transform: any `NSCollectionViewItem` (or other
/// collection-view element) with a view to transform.
///
/// ``CarouselItem`` adopts it. For an item class of your own, adopt it, call
/// ``applyCarouselAttributes(_:)`` from `apply(_:)`, and give the item a ``CarouselItemView``
/// (or a subclass) whose ``CarouselItemView/transformedElement`` is the item: AppKit resets a
/// layer-backed view's layer transform when it moves or resizes the view, the layout moves every
/// item's frame on every scroll step, and that view applies the transform again after each move.
/// (A view class of your own does the same by calling ``reapplyCarouselTransform()`` from its
/// `setFrameOrigin(_:)` and `setFrameSize(_:)`.)
///
/// ```swift
/// final class PhotoItem: NSCollectionViewItem, CarouselTransformable {
///     override func loadView() {
///         let view = CarouselItemView()
///         view.transformedElement = self
///         self.view = view
///     }
///     override func apply(_ layoutAttributes: NSCollectionViewLayoutAttributes) {
///         super.apply(layoutAttributes)
///         applyCarouselAttributes(layoutAttributes)
///     }
/// }
/// ```
@MainActor
public protocol CarouselTransformable: NSCollectionViewElement {
    /// The view whose layer carries the transform (an item's `view`).
    var carouselTransformedView: NSView { get }
}

extension CarouselTransformable where Self: NSCollectionViewItem {
    /// The item's `view`.
    public var carouselTransformedView: NSView { view }
}

/// The transform last applied to each view, so that it can be re-applied after AppKit touches
/// the layer's geometry.
@MainActor
private var appliedTransforms = NSMapTable<NSView, NSValue>.weakToStrongObjects()

extension CarouselTransformable {
    /// Applies a ``CarouselLayoutAttributes``' transform to ``carouselTransformedView``'s layer
    /// (making the view layer-backed), about the view's centre whatever the layer's anchor point.
    /// Other attributes are ignored (AppKit applies frame, alpha, z-index and hidden itself).
    public func applyCarouselAttributes(_ attributes: NSCollectionViewLayoutAttributes) {
        guard let attributes = attributes as? CarouselLayoutAttributes else { return }
        let view = carouselTransformedView
        appliedTransforms.setObject(NSValue(caTransform3D: attributes.transform3D), forKey: view)
        // The attributes' size, not the layer's: AppKit may size a new or reused item's view after
        // `apply(_:)`, and the centre the transform turns about comes from the size.
        Self.apply(attributes.transform3D, size: attributes.size, to: view)
    }

    /// Applies the last transform again: call it after AppKit moves, resizes or lays out the view
    /// (`setFrameOrigin(_:)`, `setFrameSize(_:)`, `viewDidLayout()`), which reset the layer's
    /// geometry.
    public func reapplyCarouselTransform() {
        let view = carouselTransformedView
        guard let value = appliedTransforms.object(forKey: view) else { return }
        Self.apply(value.caTransform3DValue, size: view.layer?.bounds.size ?? view.bounds.size, to: view)
    }

    /// Sets the layer's transform so that it turns about the view's centre: AppKit anchors a
    /// layer-backed view's layer at a corner (and may put it back there), so the transform is
    /// re-expressed about the centre's position relative to the anchor
    /// (`Transform3D.about(x:y:)`) rather than moving the anchor.
    private static func apply(_ transform: CATransform3D, size: CGSize, to view: NSView) {
        view.wantsLayer = true
        guard let layer = view.layer else { return }
        let anchor = layer.anchorPoint
        let centre = Transform3D(transform).about(
            x: Double((0.5 - anchor.x) * size.width), y: Double((0.5 - anchor.y) * size.height))
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.transform = CATransform3D(centre)
        layer.isDoubleSided = true
        CATransaction.commit()
    }
}

/// A collection-view item that shows the carousel's transform: subclass it (or use it with a view
/// of your own) and the card turns in 3D as the layout says.
///
/// Its view is layer-backed; the transform is re-applied whenever AppKit moves, resizes or lays
/// out the view, since AppKit owns a layer-backed view's layer geometry: an item made in code gets
/// a ``CarouselItemView``; give an item loaded from a nib (or a view of your own in `loadView()`)
/// that class, or a subclass, for the same.
@MainActor
open class CarouselItem: NSCollectionViewItem, CarouselTransformable {
    /// The offset from the carousel's centre the item was last laid out at, in items (0: the
    /// current item), for content that animates with it.
    public private(set) var carouselOffset: CGFloat = 0

    open override func loadView() {
        // An item created in code has no nib: a plain layer-backed view.
        if nibName == nil, nibBundle == nil {
            view = CarouselItemView()
            view.wantsLayer = true
        } else {
            super.loadView()
        }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        (view as? CarouselItemView)?.item = self
    }

    open override func apply(_ layoutAttributes: NSCollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        if let attributes = layoutAttributes as? CarouselLayoutAttributes { carouselOffset = attributes.offset }
        applyCarouselAttributes(layoutAttributes)
    }

    open override func viewDidLayout() {
        super.viewDidLayout()
        reapplyCarouselTransform()
    }
}

/// An item view that re-applies the item's transform after every move or resize: the view a
/// ``CarouselItem`` made in code gets, the class to give a nib's item view, and the view for an
/// item class of your own that adopts ``CarouselTransformable`` (set ``transformedElement``).
///
/// AppKit updates a layer-backed view's layer geometry from the view's frame when the frame
/// changes, resetting the layer's transform with it, and the carousel's layout moves every item's
/// frame on every scroll step without laying the view out (so `viewDidLayout()` alone would leave
/// cards flat and stacked in the middle). `setFrame(_:)` goes through the two setters overridden
/// here.
@MainActor
open class CarouselItemView: NSView {
    /// The item whose transform this view shows (set by ``CarouselItem`` when its view loads).
    public internal(set) weak var item: CarouselItem?
    /// The element whose transform this view shows, for an item class of your own that adopts
    /// ``CarouselTransformable`` (a ``CarouselItem`` needs none: ``item`` is used). Weak: the item
    /// owns its view.
    public weak var transformedElement: (any CarouselTransformable)?

    open override func setFrameOrigin(_ newOrigin: NSPoint) {
        super.setFrameOrigin(newOrigin)
        (transformedElement ?? item)?.reapplyCarouselTransform()
    }

    open override func setFrameSize(_ newSize: NSSize) {
        super.setFrameSize(newSize)
        (transformedElement ?? item)?.reapplyCarouselTransform()
    }
}
#endif
