#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselPlatform

/// An `NSCollectionViewLayout` that lays items out as iCarousel 1.8.3 does, on macOS: every type,
/// every option, with item reuse, diffable data sources and batch updates — the same core, the same
/// properties and the same calls as the UIKit layout (``/CarouselPlatform/CarouselLayout``).
///
/// ```swift
/// let layout = CarouselCollectionViewLayout(type: .coverFlow)
/// let collectionView = CarouselCollectionView()        // or your own NSCollectionView
/// collectionView.collectionViewLayout = layout
/// collectionView.register(CarouselItem.self, forItemWithIdentifier: .init("card"))
/// let carousel = CarouselController(collectionView: collectionView)   // trackpad, wheel, keys, clicks
/// ```
///
/// This class only converts AppKit's calls for the core's `LayoutDriver`. Items of all sections
/// form one carousel. Each item's frame is centred where its card is drawn, by the same core rule
/// as UIKit's layout, and ``CarouselLayoutAttributes/transform3D`` (compensated for that centre)
/// turns, scales and sets it in depth there, applied by the item (``CarouselItem`` or
/// ``CarouselTransformable``), since AppKit's attributes have no transform. AppKit's questions
/// about a point (`indexPathForItem(at:)`, tracking areas, tooltips, cursor rectangles, the
/// focus ring) therefore name the card under it, by its untransformed frame; where frames overlap
/// (Cover Flow's side cards) ask ``/CarouselPlatform/CarouselLayout/indexPathForTopmostItem(at:)``
/// for the card drawn on top. A drop goes onto the card drawn on top
/// (`layoutAttributesForDropTarget(at:)`); there are no gaps between items to drop into.
///
/// The scroll offset lives in the enclosing scroll view's clip view, as UIKit's lives in the
/// content offset: the content is a strip the `CarouselController` moves (and, when wrapping,
/// recentres while idle). Right to left, a horizontal carousel runs right to left, mirrored by the
/// core.
///
/// Placeholders (``/CarouselCore/LayoutSettings/numberOfPlaceholders``, when not wrapping) are
/// supplementary views of kind ``/CarouselPlatform/CarouselLayout/elementKindPlaceholder`` at
/// (section 0, item `k`), `k` the placeholder's ``/CarouselCore/PlaceholderPosition/number``,
/// placed, faded and ordered like items. Register a ``CarouselPlaceholderView`` (or any view that
/// adopts ``CarouselTransformable``) for that kind and return it from the data source's
/// `makeSupplementaryView(ofKind:withIdentifier:for:)`. Other supplementary and decoration views
/// are not shown: direct questions get hidden answers.
@available(macOS 11, *)
@MainActor
open class CarouselCollectionViewLayout: NSCollectionViewLayout, CarouselLayout {
    /// The core's driver: settings, state and the bookkeeping between AppKit's calls.
    @_spi(Plumbing) public var driver = LayoutDriver()
    /// Whether the controller is being told of a model change from inside a layout callback
    /// (where the layout does not invalidate itself).
    var isTellingHost = false

    /// Creates a linear layout with iCarousel's defaults (``/CarouselPlatform/CarouselLayout``'s
    /// `init(type:)` and `init(settings:)` start here).
    public required override init() { super.init() }

    /// Creates a linear layout with iCarousel's defaults when decoded (the settings are not archived).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: CarouselLayout

    /// The collection view, read now, with the controller installed on it.
    @_spi(Plumbing) public var layoutHost: (any CarouselHost)? { CollectionViewHost(asking: self) }

    /// A point in the collection view's coordinates as the engine takes it: relative to the
    /// visible area's top-left corner.
    func viewPoint(forCollectionViewPoint point: CGPoint) -> Point2D {
        let origin = layoutHost?.visibleContentOffset ?? .zero
        return Point2D(x: Double(point.x) - origin.x, y: Double(point.y) - origin.y)
    }

    // MARK: Providing Layout Attributes
    //
    // The macOS 14 SDK leaves NSCollectionViewLayout nonisolated (later SDKs isolate it to the
    // main actor); AppKit calls it on the main thread, which `onMainActor` checks.

    open override class var layoutAttributesClass: AnyClass { CarouselLayoutAttributes.self }

    open override func prepare() {
        super.prepare()
        onMainActor(self) { $0.runPass() }
    }

    open override var collectionViewContentSize: NSSize { onMainActor(self) { CGSize($0.driver.contentSize) } }

    open override func layoutAttributesForElements(in rect: NSRect) -> [NSCollectionViewLayoutAttributes] {
        onMainActor(self) { layout in
            layout.attributesForElements(in: Rect2D(rect)).map {
                layout.withTransition(CarouselLayoutAttributes.make($0), layout.transitionKeyframes(for: $0))
            }
        }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> NSCollectionViewLayoutAttributes? {
        onMainActor(self) { layout in
            layout.attributesForItem(at: indexPath).map {
                layout.withTransition(CarouselLayoutAttributes.make($0), layout.transitionKeyframes(for: $0))
            }
        }
    }

    /// The card drawn on top at the point (`LayoutShell.dropTargetAttributes(atContentPoint:)`),
    /// `nil` over no card.
    open override func layoutAttributesForDropTarget(at pointInCollectionView: NSPoint)
        -> NSCollectionViewLayoutAttributes?
    {
        onMainActor(self) {
            $0.dropTargetAttributes(atContentPoint: Point2D(pointInCollectionView)).map(CarouselLayoutAttributes.make)
        }
    }

    /// `nil`: a carousel's cards overlap in depth and leave no gaps between items to drop into; a
    /// drop goes onto the card drawn on top (``layoutAttributesForDropTarget(at:)``).
    open override func layoutAttributesForInterItemGap(before indexPath: IndexPath)
        -> NSCollectionViewLayoutAttributes?
    {
        nil
    }

    /// `attributes` with the batch update's keyframes (`nil` outside an update, or for a
    /// placeholder: unchanged, `LayoutShell.transitionKeyframes(for:disappearing:)`) and the
    /// duration of the animation context the update runs in. AppKit's attributes have no
    /// transform, so the item animates its layer itself (``CarouselTransformable``).
    private func withTransition(_ attributes: CarouselLayoutAttributes, _ keyframes: [Transform3D]?)
        -> CarouselLayoutAttributes
    {
        guard let keyframes else { return attributes }
        attributes.transitionKeyframes = keyframes.map(CATransform3D.init)
        attributes.transitionDuration = UpdateTransition.animationDuration(NSAnimationContext.current.duration)
        return attributes
    }

    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: NSPoint) -> NSPoint {
        onMainActor(self) { CGPoint($0.targetContentOffset(forProposed: Point2D(proposedContentOffset))) }
    }

    /// The controller decides releases: AppKit's own scrolling never moves the strip.
    open override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: NSPoint, withScrollingVelocity velocity: NSPoint
    ) -> NSPoint {
        proposedContentOffset
    }

    // MARK: Invalidating the Layout

    open override class var invalidationContextClass: AnyClass { CarouselLayoutInvalidationContext.self }

    /// Compared with the area the last pass laid out (`LayoutShell.boundsInvalidation(to:)`):
    /// AppKit may ask after the clip view moved.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: NSRect) -> Bool {
        onMainActor(self) { !$0.boundsInvalidation(to: Rect2D(newBounds)).isEmpty }
    }

    open override func invalidationContext(forBoundsChange newBounds: NSRect)
        -> NSCollectionViewLayoutInvalidationContext
    {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        (context as? CarouselLayoutInvalidationContext)?.carouselInvalidation = onMainActor(self) {
            $0.boundsInvalidation(to: Rect2D(newBounds))
        }
        return context
    }

    open override func invalidateLayout(with context: NSCollectionViewLayoutInvalidationContext) {
        let carousel = (context as? CarouselLayoutInvalidationContext)?.carouselInvalidation ?? []
        let everything = context.invalidateEverything
        let counts = context.invalidateDataSourceCounts
        onMainActor(self) { $0.driver.invalidate(carousel, everything: everything, dataSourceCounts: counts) }
        super.invalidateLayout(with: context)
    }

    // MARK: Responding to Collection View Updates

    open override func prepare(forCollectionViewUpdates updateItems: [NSCollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        onMainActor((self, updateItems)) { layout, items in
            layout.driver.prepare(forUpdates: items.map(CollectionUpdate.init))
        }
    }

    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        // Inside `animator()` (or an animation group) the update animates for the context's
        // duration; without one AppKit still animates batch updates briefly.
        onMainActor(self) { $0.finalizeCollectionViewUpdates(animationDuration: NSAnimationContext.current.duration) }
    }

    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> NSCollectionViewLayoutAttributes?
    {
        // The start, shown at once: the attributes at the update's end carry the keyframes from it.
        onMainActor(self) { $0.initialAttributesForAppearingItem(at: itemIndexPath).map(CarouselLayoutAttributes.make) }
    }

    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> NSCollectionViewLayoutAttributes?
    {
        onMainActor(self) { layout in
            layout.finalAttributesForDisappearingItem(at: itemIndexPath).map {
                layout.withTransition(
                    CarouselLayoutAttributes.make($0), layout.transitionKeyframes(for: $0, disappearing: true))
            }
        }
    }

    // MARK: Transitioning Between Layouts

    open override func prepareForTransition(from oldLayout: NSCollectionViewLayout) {
        super.prepareForTransition(from: oldLayout)
        onMainActor((self, oldLayout)) { layout, old in
            layout.driver.prepareForTransition(from: (old as? CarouselCollectionViewLayout)?.currentIndexPath)
        }
    }

    open override func prepareForTransition(to newLayout: NSCollectionViewLayout) {
        super.prepareForTransition(to: newLayout)
        onMainActor(self) { $0.driver.prepareForTransition() }
    }

    open override func finalizeLayoutTransition() {
        super.finalizeLayoutTransition()
        onMainActor(self) { $0.driver.finalizeTransition() }
    }

    // MARK: Supplementary and Decoration Views

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: NSCollectionView.SupplementaryElementKind, at indexPath: IndexPath
    ) -> NSCollectionViewLayoutAttributes? {
        onMainActor((self, elementKind, indexPath)) { layout, kind, indexPath in
            layout.attributesForSupplementaryElement(ofKind: kind, at: indexPath).map(CarouselLayoutAttributes.make)
                ?? Self.hidden(CarouselLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath))
        }
    }

    open override func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: NSCollectionView.SupplementaryElementKind, at elementIndexPath: IndexPath
    ) -> NSCollectionViewLayoutAttributes? {
        onMainActor((self, elementKind, elementIndexPath)) { layout, kind, indexPath in
            layout.initialAttributesForAppearingSupplementaryElement(ofKind: kind, at: indexPath).map(
                CarouselLayoutAttributes.make)
        }
    }

    open override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: NSCollectionView.SupplementaryElementKind, at elementIndexPath: IndexPath
    ) -> NSCollectionViewLayoutAttributes? {
        onMainActor((self, elementKind, elementIndexPath)) { layout, kind, indexPath in
            layout.finalAttributesForDisappearingSupplementaryElement(ofKind: kind, at: indexPath).map(
                CarouselLayoutAttributes.make)
        }
    }

    open override func layoutAttributesForDecorationView(
        ofKind elementKind: NSCollectionView.DecorationElementKind, at indexPath: IndexPath
    ) -> NSCollectionViewLayoutAttributes? {
        onMainActor((elementKind, indexPath)) {
            Self.hidden(CarouselLayoutAttributes(forDecorationViewOfKind: $0.0, with: $0.1))
        }
    }

    /// Hidden, transparent, zero-sized attributes (`SupplementaryElements`): never `nil`.
    private static func hidden(_ attributes: NSCollectionViewLayoutAttributes)
        -> NSCollectionViewLayoutAttributes
    {
        let answer = SupplementaryElements.answer(otherLayoutFrame: nil)
        attributes.frame = CGRect(answer.frame)
        attributes.alpha = CGFloat(answer.alpha)
        attributes.isHidden = answer.isHidden
        attributes.zIndex = answer.zIndex
        return attributes
    }
}

@available(macOS 11, *)
@_spi(Plumbing) extension CarouselCollectionViewLayout: @preconcurrency LayoutShell {}

extension CarouselLayoutAttributes {
    /// An item's (or a placeholder's supplementary view's) attributes from the core's plain
    /// values, centred where the card is drawn (`LayoutDriver.ItemAttributes.drawn(showingIn:)`,
    /// the rule UIKit's layout uses too), the transform compensated for it.
    ///
    /// Main-actor isolated: called only inside the layout's answers, which have checked the main
    /// thread once for the whole answer (`onMainActor`; the macOS 14 SDK leaves the attributes
    /// class nonisolated).
    @MainActor static func make(_ item: LayoutDriver.ItemAttributes) -> CarouselLayoutAttributes {
        made(
            for: item, supplementary: CarouselLayoutAttributes.init(forSupplementaryViewOfKind:with:),
            item: CarouselLayoutAttributes.init(forItemWith:))
    }
}

@_spi(Plumbing) extension CarouselLayoutAttributes: PlacementValueTaking {}

// Module-qualified, not `@retroactive`: the protocol is this package's, which a package build
// (`-package-name`) does not count as retroactive, and refuses the attribute.
@_spi(Plumbing) extension AppKit.NSCollectionViewUpdateItem: CarouselPlatform.PlatformUpdateItem {
    /// The update action's raw value.
    public var updateActionCode: Int { updateAction.rawValue }
}
#endif
