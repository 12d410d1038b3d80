#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselPlatform

/// A `UICollectionViewLayout` that lays items out as iCarousel 1.8.3 does: every type (linear,
/// rotary, cylinder, wheel, Cover Flow, Time Machine, their inverted forms, and custom paths), every
/// option, with cell reuse, diffable data sources and batch-update animations.
///
/// ```swift
/// let layout = CarouselCollectionViewLayout(type: .coverFlow)
/// let collectionView = UICollectionView(frame: bounds, collectionViewLayout: layout)
/// let carousel = CarouselController(collectionView: collectionView)  // snapping, wrap, taps
/// ```
///
/// Its properties, queries and scrolling calls are ``/CarouselPlatform/CarouselLayout``'s, the same as AppKit's
/// layout; this class only converts UIKit's calls for the core's `LayoutDriver`. Items of all
/// sections form one carousel. Each item's `center` is where its card is drawn and its
/// `transform3D` (compensated after projection) turns, scales and sets it in depth there;
/// `alpha`, `zIndex` and `isHidden` (back faces) come from the core on every pass. The frames
/// (`size` around `center`, the transform left out) sit on the cards, so UIKit's own questions
/// about a point, such as `indexPathForItem(at:)` and the item a drag begins on, name the card
/// there; where cards' frames overlap (Cover Flow's side cards, a rotary's back), which one UIKit
/// names is not documented: ask ``/CarouselPlatform/CarouselLayout/indexPathForTopmostItem(at:)``
/// for the card drawn on top. The controller answers context menus with that card. Scrolling is the collection view's own: the content offset maps to the carousel's
/// scroll offset in items; when wrapping, the content is a long virtual strip that is recentred
/// while idle, and item identities stay unique.
///
/// Install a `CarouselController` on the collection view for iCarousel's deceleration and paging,
/// wrap recentring, tap-to-centre, top-most selection, programmatic scrolling and autoscroll.
/// Without it (or when another object becomes the collection view's delegate) the layout still
/// snaps releases to iCarousel's resting place and recentres itself after the pass that follows a
/// scroll's end.
///
/// Right to left: UIKit's coordinates stay physical (the layout does not ask UIKit to flip them);
/// under a right-to-left layout direction the core mirrors a horizontal carousel itself.
///
/// Switching layouts: `setCollectionViewLayout(_:animated:)` from a grid to this layout keeps the
/// item the user was looking at (``/CarouselPlatform/CarouselLayout/transitionAnchor``, else the item nearest the
/// centre of the grid's visible area) and lands the content offset where that item is centred.
///
/// Placeholders (iCarousel's `numberOfPlaceholders`, ``/CarouselCore/LayoutSettings/numberOfPlaceholders``):
/// a carousel that does not wrap shows them beside its items as supplementary views of kind
/// ``/CarouselPlatform/CarouselLayout/elementKindPlaceholder`` at (section 0, item `k`), `k` the
/// placeholder's ``/CarouselCore/PlaceholderPosition/number``, placed, faded and ordered like
/// cells. Register a view for that kind and return it from the data source (a diffable data
/// source's `supplementaryViewProvider`) before setting a count:
///
/// ```swift
/// layout.numberOfPlaceholders = 2
/// let placeholder = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
///     elementKind: CarouselCollectionViewLayout.elementKindPlaceholder) { view, _, indexPath in
///     view.backgroundColor = .systemGray
/// }
/// dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
///     collectionView.dequeueConfiguredReusableSupplementary(using: placeholder, for: indexPath)
/// }
/// ```
///
/// Other supplementary and decoration views (section headers, badges, section backgrounds) are not
/// shown: the rectangle queries return none, and direct questions about one get hidden,
/// transparent attributes (never `nil`, which UIKit would answer with an exception), at the other
/// layout's frame during a switch so they fade where they are.
@MainActor
open class CarouselCollectionViewLayout: UICollectionViewLayout, CarouselLayout {
    /// The core's driver: settings, state and the bookkeeping between UIKit's calls.
    @_spi(Plumbing) public var driver = LayoutDriver()
    /// The layout being switched from or to, while a switch runs (for supplementary views' frames).
    private weak var transitionPartner: UICollectionViewLayout?
    /// The controller whose switch this layout began in `prepareForTransition(to:)`, to end in
    /// `finalizeLayoutTransition()`.
    private weak var switchingController: CarouselController?
    /// Whether a recentring after the coming pass is scheduled (without a controller).
    private var isRecentringScheduled = false

    /// Creates a linear layout with iCarousel's defaults (``/CarouselPlatform/CarouselLayout``'s
    /// `init(type:)` and `init(settings:)` start here).
    public required override init() { super.init() }

    /// Creates a linear layout with iCarousel's defaults when decoded (the settings are not archived).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: CarouselLayout

    /// The collection view, read now, with the controller installed on it (which hears the model
    /// changes of this layout's passes).
    @_spi(Plumbing) public var layoutHost: (any CarouselHost)? { CollectionViewHost(asking: self) }

    /// After a pass that left the content offset away from where it belongs with no controller
    /// hearing the scroll view (``LayoutShell/needsIdleRecentring``): recentre on the next turn of
    /// the main run loop if the collection view is idle then (``LayoutShell/recentreIfIdle()``).
    /// Never from inside the pass.
    private func scheduleRecentringIfNeeded() {
        guard !isRecentringScheduled, needsIdleRecentring else { return }
        isRecentringScheduled = true
        DispatchQueue.main.async { [weak self] in
            self?.isRecentringScheduled = false
            self?.recentreIfIdle()
        }
    }

    // MARK: Providing Layout Attributes

    open override class var layoutAttributesClass: AnyClass { CarouselLayoutAttributes.self }

    open override func prepare() {
        super.prepare()
        runPass()
        scheduleRecentringIfNeeded()
    }

    open override var collectionViewContentSize: CGSize { CGSize(driver.contentSize) }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributesForElements(in: Rect2D(rect)).map(CarouselLayoutAttributes.make)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributesForItem(at: indexPath).map(CarouselLayoutAttributes.make)
    }

    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        CGPoint(targetContentOffset(forProposed: Point2D(proposedContentOffset)))
    }

    open override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        CGPoint(releaseContentOffset(forProposed: Point2D(proposedContentOffset), velocity: Point2D(velocity)))
    }

    // MARK: Invalidating the Layout

    open override class var invalidationContextClass: AnyClass { CarouselLayoutInvalidationContext.self }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        !boundsInvalidation(to: Rect2D(newBounds)).isEmpty
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect)
        -> UICollectionViewLayoutInvalidationContext
    {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        (context as? CarouselLayoutInvalidationContext)?.carouselInvalidation = boundsInvalidation(
            to: Rect2D(newBounds))
        return context
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        driver.invalidate(
            (context as? CarouselLayoutInvalidationContext)?.carouselInvalidation ?? [],
            everything: context.invalidateEverything, dataSourceCounts: context.invalidateDataSourceCounts)
        super.invalidateLayout(with: context)
    }

    // MARK: Responding to Collection View Updates

    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        driver.prepare(forUpdates: updateItems.map(CollectionUpdate.init))
    }

    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        // UIKit calls this inside the update's animation block: its duration is the animation's
        // (0 for an update made without animation).
        finalizeCollectionViewUpdates(animationDuration: UIView.inheritedAnimationDuration)
        scheduleRecentringIfNeeded()
    }

    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        initialAttributesForAppearingItem(at: itemIndexPath).map(CarouselLayoutAttributes.make)
    }

    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        finalAttributesForDisappearingItem(at: itemIndexPath).map(CarouselLayoutAttributes.make)
    }

    // MARK: Transitioning Between Layouts

    open override func prepareForTransition(from oldLayout: UICollectionViewLayout) {
        super.prepareForTransition(from: oldLayout)
        transitionPartner = oldLayout
        driver.prepareForTransition(from: Self.anchorItem(leaving: oldLayout))
    }

    open override func prepareForTransition(to newLayout: UICollectionViewLayout) {
        super.prepareForTransition(to: newLayout)
        transitionPartner = newLayout
        driver.prepareForTransition()
        // UIKit's own setCollectionViewLayout away from the carousel: the controller keeps the
        // current item in the new layout (setGridLayout has begun its switch already: no-op). A
        // carousel keeps the item itself; an interactive transition's layout is in between.
        let controller = collectionView.flatMap(CarouselController.installed(on:))
        let another = !(newLayout is CarouselCollectionViewLayout || newLayout is UICollectionViewTransitionLayout)
        switchingController = controller?.carouselWillLeave(
            for: newLayout, keeping: currentIndexPath, toAnotherLayout: another)
    }

    open override func finalizeLayoutTransition() {
        super.finalizeLayoutTransition()
        transitionPartner = nil
        driver.finalizeTransition()
        switchingController?.carouselDidLeave()
        switchingController = nil
    }

    /// The item to keep when a collection view leaves `layout`: a carousel's current item, else
    /// the item a switch from the carousel centred while the layout still rests there, else the
    /// item whose frame centre is nearest the centre of the visible area, among the cells it lays
    /// out there that are shown (`LayoutTransition.anchorItem(toCenterOf:among:kept:)`).
    static func anchorItem(leaving layout: UICollectionViewLayout) -> IndexPath? {
        if let carousel = layout as? CarouselCollectionViewLayout { return carousel.currentIndexPath }
        guard let collectionView = layout.collectionView else { return nil }
        let candidates = (layout.layoutAttributesForElements(in: collectionView.bounds) ?? []).map {
            LayoutTransition.Candidate(
                indexPath: $0.indexPath, frame: Rect2D($0.frame), isItem: $0.representedElementCategory == .cell,
                isHidden: $0.isHidden, alpha: Double($0.alpha))
        }
        // The item a switch from the carousel centred, while the grid still rests where it put it.
        let kept = CarouselController.installed(on: collectionView)?.keptGridItem(
            at: Point2D(collectionView.contentOffset))
        return LayoutTransition.anchorItem(toCenterOf: Rect2D(collectionView.bounds), among: candidates, kept: kept)
    }

    // MARK: Supplementary and Decoration Views

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        attributesForSupplementaryElement(ofKind: elementKind, at: indexPath).map(CarouselLayoutAttributes.make)
            ?? hiddenAttributes(.supplementary(elementKind), at: indexPath, duringTransition: false)
    }

    open override func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        initialAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath).map(
            CarouselLayoutAttributes.make)
            ?? hiddenAttributes(.supplementary(elementKind), at: elementIndexPath, duringTransition: true)
    }

    open override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        finalAttributesForDisappearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath).map(
            CarouselLayoutAttributes.make)
            ?? hiddenAttributes(.supplementary(elementKind), at: elementIndexPath, duringTransition: true)
    }

    /// Decoration views (an old layout's section backgrounds): hidden, never `nil`. UIKit asserts
    /// "no UICollectionViewLayoutAttributes instance for -layoutAttributesForDecorationViewOfKind:"
    /// when a layout answers `nil` for a decoration it still tracks, as after a switch from a
    /// compositional grid with section backgrounds.
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        hiddenAttributes(.decoration(elementKind), at: indexPath, duringTransition: false)
    }

    open override func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        hiddenAttributes(.decoration(elementKind), at: decorationIndexPath, duringTransition: true)
    }

    open override func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        hiddenAttributes(.decoration(elementKind), at: decorationIndexPath, duringTransition: true)
    }

    /// A supplementary or decoration view's kind.
    private enum Element {
        case supplementary(String)
        case decoration(String)
    }

    /// Hidden, transparent attributes (`SupplementaryElements`), at the partner layout's frame
    /// during a switch.
    private func hiddenAttributes(_ element: Element, at indexPath: IndexPath, duringTransition: Bool)
        -> UICollectionViewLayoutAttributes
    {
        let attributes: UICollectionViewLayoutAttributes
        var partnerFrame: CGRect?
        switch element {
        case .supplementary(let kind):
            attributes = CarouselLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
            if duringTransition {
                partnerFrame =
                    transitionPartner?.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)?.frame
            }
        case .decoration(let kind):
            attributes = CarouselLayoutAttributes(forDecorationViewOfKind: kind, with: indexPath)
            if duringTransition {
                partnerFrame = transitionPartner?.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)?.frame
            }
        }
        let answer = SupplementaryElements.answer(otherLayoutFrame: partnerFrame.map { Rect2D($0) })
        attributes.frame = CGRect(answer.frame)
        attributes.alpha = CGFloat(answer.alpha)
        attributes.isHidden = answer.isHidden
        attributes.zIndex = answer.zIndex
        return attributes
    }

    // MARK: Supporting Right-To-Left Layouts

    /// `false`: UIKit mirrors attribute frames against the content width but not content offsets,
    /// touch locations or `transform3D` (KelvinJin/AnimatedCollectionViewLayout#56 broke the same
    /// way), so the core mirrors the carousel itself (see ``/CarouselPlatform/CarouselLayout/flipsForRightToLeftLanguages``).
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The layout is written left-to-right whatever the app's development region.
    open override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}

@_spi(Plumbing) extension CarouselCollectionViewLayout: @preconcurrency LayoutShell {}

extension CarouselLayoutAttributes {
    /// An item's (a cell's) or a placeholder's (a supplementary view's) attributes from the core's
    /// plain values, which the layout's shell code centred where the card is drawn, with a frame
    /// that overlaps the visible rectangle while the card is seen there
    /// (`LayoutDriver.ItemAttributes.drawn(showingIn:)`, the rule AppKit's layout uses too).
    static func make(_ item: LayoutDriver.ItemAttributes) -> CarouselLayoutAttributes {
        made(
            for: item, supplementary: CarouselLayoutAttributes.init(forSupplementaryViewOfKind:with:),
            item: CarouselLayoutAttributes.init(forCellWith:))
    }
}

@_spi(Plumbing) extension CarouselLayoutAttributes: PlacementValueTaking {}

// Module-qualified, not `@retroactive`: the protocol is this package's, which a package build
// (`-package-name`) does not count as retroactive, and refuses the attribute.
@_spi(Plumbing) extension UIKit.UICollectionViewUpdateItem: CarouselPlatform.PlatformUpdateItem {
    /// The update action's raw value.
    public var updateActionCode: Int { updateAction.rawValue }
}
#endif
