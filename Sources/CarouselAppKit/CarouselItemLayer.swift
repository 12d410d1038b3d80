#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import QuartzCore
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselPlatform

/// The backing layer of a card's view: it owns the carousel's 3D transform and drawing order, so
/// AppKit's own updates of the view's layer geometry cannot undo them.
///
/// AppKit manages a layer-backed view's layer: when it moves, resizes or redisplays the view it
/// writes the layer's geometry, and it has been seen to reset the layer's transform (as an affine
/// transform), anchor point and other properties in doing so; nothing documents which it keeps.
/// This layer holds what the carousel last set (``carouselTransform``, about the view's centre, and
/// ``carouselZPosition``), and while it holds them it answers every other write of `transform` or
/// `zPosition` (`setAffineTransform(_:)` included) with its own values, and re-expresses the
/// transform about the centre whenever the anchor point or the bounds' size change
/// (``/CarouselCore/Transform3D/about(x:y:)``): whatever AppKit writes, the card stays where the
/// layout put it. It lets go when the item is laid out by another layout (a grid switched to:
/// the identity transform and that layout's drawing order) and when the item is prepared for
/// reuse (``releaseCarouselTransform(zPosition:)``); the core's `ItemLayerHold` decides. `NSView.makeBackingLayer()` is AppKit's documented hook for a view's own backing
/// layer class; ``CarouselItemView`` and ``CarouselPlaceholderView`` return this one, and a view
/// class of your own does the same:
///
/// ```swift
/// final class PhotoView: CarouselItemView {}   // already uses it; otherwise:
/// final class OtherView: NSView {
///     override func makeBackingLayer() -> CALayer { CarouselItemLayer() }
/// }
/// ```
///
/// The drawing order is the layer's `zPosition`: the attributes' `zIndex`, the core's z-order for
/// the pass (nearer cards higher). Core Animation draws sibling layers in `zPosition` order, so
/// the cards are drawn in the core's order whatever order `NSCollectionView` keeps the item views
/// in (which it does not document). In the collection view's flat layer, `zPosition` changes only
/// the order, not the picture: each card's perspective is inside its own transform.
open class CarouselItemLayer: CALayer {
    /// What the layer holds (the core's rule): the carousel's transform and drawing order, or
    /// nothing.
    @_spi(Plumbing) public private(set) var hold = ItemLayerHold.released

    /// The transform the carousel shows, about the layer's centre (y down, as the layout's
    /// ``CarouselLayoutAttributes/transform3D``); `nil` while nothing is held (before the carousel
    /// sets one, and after another layout or a reuse lets go), and the layer then behaves as a
    /// plain one.
    public var carouselTransform: CATransform3D? { hold.transform.map(CATransform3D.init) }
    /// The drawing order the carousel sets (a higher value is drawn above its siblings); `nil`
    /// while nothing is held.
    public var carouselZPosition: CGFloat? { hold.heldZPosition.map { CGFloat($0) } }

    /// A layer that holds nothing yet.
    public override init() {
        super.init()
    }

    /// A copy of `layer` (Core Animation makes presentation layers this way), holding what it holds.
    public override init(layer: Any) {
        super.init(layer: layer)
        hold = (layer as? CarouselItemLayer)?.hold ?? .released
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows `transform` (about the layer's centre) and draws the layer at `zPosition` among its
    /// siblings, and holds both against later writes. Actions are the caller's: this sets the model
    /// values only.
    open func holdCarouselTransform(_ transform: CATransform3D, zPosition: CGFloat) {
        take(ItemLayerHold(carouselTransform: Transform3D(transform), zPosition: Double(zPosition)))
    }

    /// Lets go of the carousel's transform: shows the identity transform at `zPosition` (another
    /// layout's drawing order; 0 for a reuse), and later writes stand.
    open func releaseCarouselTransform(zPosition: CGFloat = 0) {
        take(ItemLayerHold(carouselTransform: nil, zPosition: Double(zPosition)))
    }

    /// Takes `newHold` and shows what it shows (``/CarouselCore/ItemLayerHold/shownTransform``).
    @_spi(Plumbing) public func take(_ newHold: ItemLayerHold) {
        hold = newHold
        super.zPosition = CGFloat(newHold.zPosition)
        super.transform = transformAboutAnchor(CATransform3D(newHold.shownTransform))
    }

    /// Shows the held transform again, re-expressed for the anchor point and bounds now; nothing
    /// while nothing is held.
    open func reassertCarouselTransform() {
        guard let carouselTransform else { return }
        super.transform = transformAboutAnchor(carouselTransform)
        super.zPosition = CGFloat(hold.answer(toZPositionWrite: Double(super.zPosition)))
    }

    /// `transform`, a transform about the centre, as the layer's transform about its anchor point
    /// for its bounds now.
    open func transformAboutAnchor(_ transform: CATransform3D) -> CATransform3D {
        let size = bounds.size
        let about = Transform3D(transform).about(
            x: Double((0.5 - anchorPoint.x) * size.width), y: Double((0.5 - anchorPoint.y) * size.height))
        return CATransform3D(about)
    }

    /// While a carousel transform is held, writes from elsewhere show it instead.
    open override var transform: CATransform3D {
        get { super.transform }
        set { super.transform = carouselTransform.map(transformAboutAnchor) ?? newValue }
    }

    /// While a carousel transform is held, an affine transform written from elsewhere (AppKit's
    /// rotation and reset) shows it instead.
    open override func setAffineTransform(_ m: CGAffineTransform) {
        if let carouselTransform {
            super.transform = transformAboutAnchor(carouselTransform)
        } else {
            super.setAffineTransform(m)
        }
    }

    /// While a drawing order is held, writes from elsewhere keep it.
    open override var zPosition: CGFloat {
        get { super.zPosition }
        set { super.zPosition = CGFloat(hold.answer(toZPositionWrite: Double(newValue))) }
    }

    /// A new anchor point re-expresses the held transform about the centre.
    open override var anchorPoint: CGPoint {
        get { super.anchorPoint }
        set {
            super.anchorPoint = newValue
            reassertCarouselTransform()
        }
    }

    /// New bounds re-express the held transform about their centre (the same transform when only
    /// the origin moved).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            super.bounds = newValue
            reassertCarouselTransform()
        }
    }
}
#endif
