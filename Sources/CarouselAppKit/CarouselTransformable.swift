#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import QuartzCore
@_spi(Plumbing) import CarouselCore
import CarouselPlatform

/// An item that shows the carousel's 3D transform: any `NSCollectionViewItem` (or other
/// collection-view element) with a view to transform.
///
/// ``CarouselItem`` adopts it. For an item class of your own, adopt it, call
/// ``applyCarouselAttributes(_:)`` from `apply(_:)`, and give the item a ``CarouselItemView``
/// (or a subclass) whose ``CarouselItemView/transformedElement`` is the item: its backing layer is
/// a ``CarouselItemLayer``, which owns the transform and the drawing order against AppKit's own
/// writes to a layer-backed view's layer, and the view asserts them again after each move or
/// resize. (A view class of your own returns a ``CarouselItemLayer`` from `makeBackingLayer()` and
/// calls ``reapplyCarouselTransform()`` from its `setFrameOrigin(_:)` and `setFrameSize(_:)`.)
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

/// The transform last applied to each view whose layer is not a ``CarouselItemLayer``, so that it
/// can be re-applied after AppKit touches the layer's geometry.
@MainActor
private var appliedTransforms = NSMapTable<NSView, NSValue>.weakToStrongObjects()

/// The key of the batch-update animation on a card's layer.
let carouselTransitionAnimationKey = "io.github.carousel.transition"

extension CarouselTransformable {
    /// Applies a ``CarouselLayoutAttributes``' transform and drawing order to
    /// ``carouselTransformedView``'s layer (making the view layer-backed), about the view's centre
    /// whatever the layer's anchor point.
    ///
    /// The drawing order is the layer's `zPosition`, the attributes' `zIndex` (the core's z-order:
    /// Core Animation draws sibling layers in `zPosition` order, whatever order AppKit keeps the
    /// views in). When the attributes end an animated batch update
    /// (``CarouselLayoutAttributes/transitionKeyframes`` and a positive
    /// ``CarouselLayoutAttributes/transitionDuration``), the layer's transform animates through the
    /// keyframes over that duration with the current `NSAnimationContext`'s timing function
    /// (ease-in-ease-out, AppKit's default, when it has none); otherwise the transform is set at
    /// once and a running update animation stops there. Frame, alpha and hidden are AppKit's.
    ///
    /// Another layout's attributes (a grid switched to) let go of the carousel's transform
    /// (`ItemLayerHold`): the view shows the identity transform and that layout's z-index as its
    /// drawing order, and AppKit's own writes stand.
    public func applyCarouselAttributes(_ attributes: NSCollectionViewLayoutAttributes) {
        let carousel = attributes as? CarouselLayoutAttributes
        show(
            ItemLayerHold(
                carouselTransform: carousel.map { Transform3D($0.transform3D) }, zPosition: Double(attributes.zIndex)),
            keyframes: carousel?.transitionKeyframes ?? [], duration: carousel?.transitionDuration ?? 0,
            size: attributes.size)
    }

    /// Lets go of the carousel's transform: the view shows the identity transform at drawing
    /// order 0 and stops a running update animation. Call it from `prepareForReuse()` (a
    /// ``CarouselItem`` and a ``CarouselPlaceholderView`` do), so a reused view carries no
    /// carousel's transform into another cell.
    public func releaseCarouselTransform() {
        show(.released, keyframes: [], duration: 0, size: carouselTransformedView.bounds.size)
    }

    /// Shows what `hold` shows on ``carouselTransformedView``'s layer (making the view
    /// layer-backed), and runs or stops the update animation.
    private func show(_ hold: ItemLayerHold, keyframes: [CATransform3D], duration: TimeInterval, size: CGSize) {
        let view = carouselTransformedView
        view.wantsLayer = true
        guard let layer = view.layer else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let shown = CATransform3D(hold.shownTransform)
        if let owned = layer as? CarouselItemLayer {
            owned.take(hold)
        } else {
            appliedTransforms.setObject(NSValue(caTransform3D: shown), forKey: view)
            // The attributes' size, not the layer's: AppKit may size a new or reused item's view
            // after `apply(_:)`, and the centre the transform turns about comes from the size.
            layer.transform = Self.aboutAnchor(shown, of: layer, size: size)
            layer.zPosition = CGFloat(hold.zPosition)
        }
        layer.isDoubleSided = true
        Self.animate(layer, to: shown, through: keyframes, duration: duration, size: size)
        CATransaction.commit()
    }

    /// Applies the last transform again: call it after AppKit moves, resizes or lays out the view
    /// (`setFrameOrigin(_:)`, `setFrameSize(_:)`, `viewDidLayout()`), which may reset the layer's
    /// geometry.
    public func reapplyCarouselTransform() {
        let view = carouselTransformedView
        if let owned = view.layer as? CarouselItemLayer {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            owned.reassertCarouselTransform()
            CATransaction.commit()
            return
        }
        guard let layer = view.layer, let value = appliedTransforms.object(forKey: view) else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.transform = Self.aboutAnchor(value.caTransform3DValue, of: layer, size: layer.bounds.size)
        CATransaction.commit()
    }

    /// A transform about the view's centre as the layer's transform about its anchor point, for a
    /// view of `size`: AppKit anchors a layer-backed view's layer at a corner (and may put it back
    /// there), so the transform is re-expressed about the centre's position relative to the anchor
    /// (`Transform3D.about(x:y:)`) rather than moving the anchor. Always the attributes' size, never
    /// the layer's bounds: a new or reused item's view is still `.zero` when AppKit applies its
    /// first attributes, and an update's keyframes about a zero-size centre would swing the card
    /// about its corner.
    private static func aboutAnchor(_ transform: CATransform3D, of layer: CALayer, size: CGSize) -> CATransform3D {
        let anchor = layer.anchorPoint
        let centre = Transform3D(transform).about(
            x: Double((0.5 - anchor.x) * size.width), y: Double((0.5 - anchor.y) * size.height))
        return CATransform3D(centre)
    }

    /// Runs a batch-update animation on the layer's transform to `transform` (keyframes evenly
    /// spaced in time: `UpdateTransition.keyTimes(count:)`), or lets a running one finish, or stops
    /// it (`UpdateTransition.layerAnimationStep`: a pass that lays the item out where its running
    /// animation ends, AppKit re-applying the update's final attributes, lets it finish).
    private static func animate(
        _ layer: CALayer, to transform: CATransform3D, through keyframes: [CATransform3D], duration: TimeInterval,
        size: CGSize
    ) {
        let running = (layer.animation(forKey: carouselTransitionAnimationKey) as? CAKeyframeAnimation)?.values?.last
        let step = UpdateTransition.layerAnimationStep(
            keyframeCount: keyframes.count, duration: duration,
            runningTowards: (running as? NSValue).map { Transform3D($0.caTransform3DValue) },
            laidOutAt: Transform3D(aboutAnchor(transform, of: layer, size: size)))
        switch step {
        case .run:
            layer.add(
                transitionAnimation(through: keyframes, of: layer, duration: duration, size: size),
                forKey: carouselTransitionAnimationKey)
        case .keep: break
        case .stop: layer.removeAnimation(forKey: carouselTransitionAnimationKey)
        }
    }

    /// The batch update's animation of the layer's transform through `keyframes` (about the view's
    /// centre), over `duration` with the current `NSAnimationContext`'s timing function
    /// (ease-in-ease-out, AppKit's default, when it has none).
    private static func transitionAnimation(
        through keyframes: [CATransform3D], of layer: CALayer, duration: TimeInterval, size: CGSize
    ) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "transform")
        animation.values = keyframes.map { NSValue(caTransform3D: aboutAnchor($0, of: layer, size: size)) }
        animation.keyTimes = UpdateTransition.keyTimes(count: keyframes.count).map { NSNumber(value: $0) }
        animation.duration = duration
        animation.timingFunction =
            NSAnimationContext.current.timingFunction ?? CAMediaTimingFunction(name: .easeInEaseOut)
        animation.calculationMode = .linear
        return animation
    }
}

/// A collection-view item that shows the carousel's transform: subclass it (or use it with a view
/// of your own) and the card turns in 3D as the layout says, drawn in the core's z-order and
/// animated along the path in batch updates.
///
/// Its view is layer-backed with a ``CarouselItemLayer``, which owns the transform and drawing
/// order against AppKit's writes to a layer-backed view's layer, and the transform is asserted
/// again whenever AppKit moves, resizes or lays out the view: an item made in code gets a
/// ``CarouselItemView``; give an item loaded from a nib (or a view of your own in `loadView()`)
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

    /// Lets go of the carousel's transform (``CarouselTransformable/releaseCarouselTransform()``):
    /// the reused view starts flat, whatever layout shows it next.
    open override func prepareForReuse() {
        super.prepareForReuse()
        releaseCarouselTransform()
    }
}

/// An item view whose backing layer owns the item's transform: the view a ``CarouselItem`` made in
/// code gets, the class to give a nib's item view, and the view for an item class of your own that
/// adopts ``CarouselTransformable`` (set ``transformedElement``).
///
/// AppKit updates a layer-backed view's layer geometry from the view's frame when the frame
/// changes, and has been seen to reset the layer's transform with it; the carousel's layout moves
/// every item's frame on every scroll step without laying the view out (so `viewDidLayout()` alone
/// would leave cards flat and stacked in the middle). The view's backing layer is a
/// ``CarouselItemLayer`` (`makeBackingLayer()`), which answers such writes with the carousel's
/// transform, and the view asserts the transform again after both setters `setFrame(_:)` goes
/// through.
@MainActor
open class CarouselItemView: NSView {
    /// A ``CarouselItemLayer``: the layer that owns the transform and the drawing order.
    open override func makeBackingLayer() -> CALayer { CarouselItemLayer() }

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

    /// No view for a wheel event's hit test while a carousel is in charge (`CardWheelHit`):
    /// AppKit sends a wheel event to the view its hit test returns, and a scroll view nested in
    /// the card would take both axes. The carousel hears it instead, keeps it along its axis and
    /// hands it across its axis to the nested scroll view under the pointer. Every other hit test
    /// (another event's, or one at another point while the last event is still a wheel event:
    /// accessibility, cursor updates, drag destinations), and every hit test under another
    /// layout, is answered as usual.
    open override func hitTest(_ point: NSPoint) -> NSView? {
        let carousel = Swift.sequence(first: superview, next: { $0?.superview }).lazy
            .compactMap { $0 as? any CardWheelTaking }.first
        // `point` is in the superview's coordinates; so is the event's location once converted.
        let event = window?.currentEvent
        return CardWheelHit.view(
            super.hitTest(point), isWheelEvent: event?.type == .scrollWheel,
            eventLocation: event.flatMap { event in
                superview.map { Point2D($0.convert(event.locationInWindow, from: nil)) }
            },
            point: Point2D(point), carouselInCharge: carousel?.takesCardWheelEvents ?? false)
    }
}

/// A view that hears the wheel events over the cards inside it first: a
/// ``CarouselCollectionView`` while a carousel is in charge.
@MainActor
protocol CardWheelTaking: NSView {
    /// Whether the cards' views answer no hit test for a wheel event now.
    var takesCardWheelEvents: Bool { get }
}

@available(macOS 11, *)
extension CarouselCollectionView: CardWheelTaking {
    var takesCardWheelEvents: Bool { controllerInCharge != nil }
}
#endif
