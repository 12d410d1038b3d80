#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import CarouselCore

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
/// The layout converts units and asks the core (`LayoutState`); it has no geometry of its own.
/// Items of all sections form one carousel. Every item sits at the carousel's centre and its
/// `transform3D` carries it to its place; `alpha`, `zIndex` and `isHidden` (back faces) come from
/// the core on every pass. Scrolling is the collection view's own: the content offset maps to the
/// carousel's scroll offset in items (see `ScrollMapping`); when wrapping, the content is a long
/// virtual strip that the scroll controller recentres while idle, and item identities stay unique.
///
/// Install a ``CarouselController`` as the collection view's delegate for iCarousel's
/// deceleration and paging, wrap recentring, tap-to-centre, top-most selection, programmatic
/// scrolling and autoscroll. Without it (or when another object becomes the collection view's
/// delegate) the layout still snaps releases to iCarousel's resting place
/// (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`) and recentres itself
/// after the pass that follows a scroll's end.
///
/// Right-to-left: UIKit's coordinates stay physical (the layout does not ask UIKit to flip them);
/// under a right-to-left layout direction the core mirrors a horizontal carousel itself, so item 0
/// starts at the centre, later items come in from the left, and a finger moving right moves
/// toward later items.
///
/// Changing a property invalidates the layout. Inside `performBatchUpdates(_:)` the change
/// animates; inside `UIView.animate` call `collectionView.layoutIfNeeded()` after it.
///
/// Switching layouts: `setCollectionViewLayout(_:animated:)` from a grid to this layout keeps the
/// item the user was looking at (``transitionAnchor``, else the item nearest the centre of the
/// grid's visible area) and lands the content offset where that item is centred (the middle of
/// the strip when wrapping). `UICollectionView.setCarouselLayout(_:animated:anchor:completion:)`
/// and `setLayout(_:animated:completion:)` also stop the carousel's motion and autoscroll around
/// the switch and scroll the grid to the carousel's current item on the way back.
///
/// Supplementary views (section headers, badges) are not shown: the rectangle queries return none,
/// and direct questions about one get hidden, transparent attributes (never `nil`), at the other
/// layout's frame during a switch so headers fade where they are (`SupplementaryElements`).
@MainActor
open class CarouselCollectionViewLayout: UICollectionViewLayout {
    // MARK: Configuration

    /// The carousel type (iCarousel's `type`).
    open var type: CarouselType { didSet { configurationDidChange() } }
    /// iCarousel's options; `nil` entries take the type's defaults.
    open var options = CarouselOptions() { didSet { configurationDidChange() } }
    /// The size of every item's cell, in points.
    open var itemSize = CGSize(width: 200, height: 200) { didSet { configurationDidChange() } }
    /// The spacing width of one item in points (iCarousel's `carouselItemWidth:`); `nil` means the
    /// item's width (its height when vertical).
    open var itemWidth: CGFloat? { didSet { configurationDidChange() } }
    /// The perspective term `m34` (iCarousel's `perspective`, default −1/500).
    open var perspective = CGFloat(CarouselConfiguration.defaultPerspective) { didSet { configurationDidChange() } }
    /// Moves the carousel's centre within the collection view (iCarousel's `contentOffset`; not the
    /// scroll view's content offset), in points.
    open var centerOffset = CGSize.zero { didSet { configurationDidChange() } }
    /// Moves the eye relative to the carousel (iCarousel's `viewpointOffset`), in points.
    open var viewpointOffset = CGSize.zero { didSet { configurationDidChange() } }
    /// Whether the carousel scrolls vertically (iCarousel's `vertical`). See ``orientation``.
    open var isVertical = false { didSet { configurationDidChange() } }
    /// The scroll axis; `nil` (the default) lets ``isVertical`` and the type decide (the conveyor
    /// belt is vertical, everything else horizontal): `CarouselConfiguration.resolvedOrientation`.
    open var orientation: CarouselOrientation? { didSet { configurationDidChange() } }
    /// Where offset 0 sits, as a fraction of the collection view's usable area (`nil`: the middle).
    open var focusPoint: CGPoint? { didSet { configurationDidChange() } }
    /// The most item slots shown at once (`nil`: no cap beyond the type's own).
    open var displayLimit: Int? { didSet { configurationDidChange() } }
    /// The path for ``CarouselType/custom``.
    open var customPath: (any CarouselPath)? { didSet { configurationDidChange() } }
    /// iCarousel's scrolling properties: deceleration rate, bounce, paging, item boundaries, scroll speed.
    open var scrollSettings = ScrollSettings() { didSet { configurationDidChange() } }
    /// Cover Flow 2's flip state in [−1, 1] (iCarousel's `toggle`). The scroll controller drives
    /// it as iCarousel does; set it yourself only without a controller. Other types ignore it.
    ///
    /// It is animation state, not configuration: a change re-places the items without rebuilding
    /// the model (`LayoutState.setToggle(_:)`).
    open var coverFlowToggle: CGFloat = 0 {
        didSet {
            let invalidation = state.setToggle(Double(coverFlowToggle))
            guard !invalidation.isEmpty else { return }
            let context = CarouselLayoutInvalidationContext()
            context.carouselInvalidation = invalidation
            invalidateLayout(with: context)
        }
    }
    /// How a release comes to rest (default: iCarousel's motion, animated by the scroll controller;
    /// without a controller, iCarousel's resting place with UIScrollView's curve).
    open var releaseStyle: ReleaseStyle = .iCarousel
    /// Whether a horizontal carousel runs right-to-left under a right-to-left layout direction
    /// (the collection view's `effectiveUserInterfaceLayoutDirection`; default `true`).
    open var flipsForRightToLeftLanguages = true { didSet { configurationDidChange() } }

    /// The item to keep in view when the collection view switches to this layout; `nil` (the
    /// default) keeps the item nearest the centre of the old layout's visible area, or the old
    /// carousel's current item. Read once by the next switch, then cleared. An index path that does
    /// not exist is ignored.
    public var transitionAnchor: IndexPath?

    /// The item whose centring the coming `targetContentOffset(forProposedContentOffset:)` answers.
    private var pendingTransitionIndexPath: IndexPath?
    /// The layout being switched from or to, while a switch runs (for supplementary views' frames).
    private weak var transitionPartner: UICollectionViewLayout?

    /// The object driving this layout's scrolling (the ``CarouselController`` installed on
    /// its collection view), told when the model changes. Weak: the layout does not own it.
    weak var host: (any CarouselLayoutHost)?

    /// Everything the core needs besides the collection view's geometry and counts.
    public var configuration: CarouselConfiguration {
        CarouselConfiguration(
            type: type, options: options, itemSize: Size2D(itemSize),
            itemWidth: itemWidth.map { Double($0) }, isVertical: isVertical,
            perspective: Double(perspective),
            centerOffset: Point2D(x: Double(centerOffset.width), y: Double(centerOffset.height)),
            viewpointOffset: Point2D(x: Double(viewpointOffset.width), y: Double(viewpointOffset.height)),
            customPath: customPath, scrollSettings: scrollSettings,
            focusPoint: focusPoint.map { Point2D($0) }, orientation: orientation, displayLimit: displayLimit,
            layoutDirection: layoutDirection)
    }

    /// The layout direction the core lays the carousel out in.
    private var layoutDirection: LayoutDirection {
        let isRightToLeft = collectionView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        return flipsForRightToLeftLanguages && isRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The core's state: model, mapping, placed window, pending targets, batch-update plan.
    private(set) var state: LayoutState
    private var pendingInvalidation: LayoutInvalidation = .all
    private var isRecentringScheduled = false
    /// Whether a batch update's animation is being set up (between `prepare(forCollectionViewUpdates:)`
    /// and `finalizeCollectionViewUpdates()`).
    private var isPreparingUpdate = false
    /// Whether the layout is moving the content offset itself (scroll callbacks should ignore it).
    public private(set) var isRecentring = false

    /// Creates a layout of the given type with iCarousel's defaults.
    public init(type: CarouselType = .linear) {
        self.type = type
        self.state = LayoutState(configuration: CarouselConfiguration(type: type))
        super.init()
    }

    public required init?(coder: NSCoder) {
        self.type = .linear
        self.state = LayoutState(configuration: CarouselConfiguration(type: .linear))
        super.init(coder: coder)
    }

    private func configurationDidChange() {
        let context = CarouselLayoutInvalidationContext()
        context.carouselInvalidation = .rebuild
        invalidateLayout(with: context)
    }

    // MARK: State

    /// The carousel's scroll offset in items as shown (iCarousel's `scrollOffset`): folded into
    /// [0, n) when wrapping, within the bounce range otherwise; 0 with no items.
    public var scrollOffset: CGFloat {
        guard state.model.numberOfItems > 0 else { return 0 }
        let offset = liveScrollOffset
        return CGFloat(state.model.isWrapEnabled ? state.model.clampedOffset(offset) : offset)
    }

    /// The scroll offset the collection view's content offset shows right now (continuous when
    /// wrapping), even between layout passes.
    public var liveScrollOffset: Double {
        guard let collectionView else { return state.rawScrollOffset }
        return state.displayedScrollOffset(
            state.rawScrollOffset(forContentOffset: Point2D(collectionView.contentOffset)))
    }

    /// The number of items in all sections.
    public var numberOfItems: Int { state.model.numberOfItems }

    /// The options as the layout resolved them for its type and size: each `nil` option reads as
    /// the value in use (``CarouselModel/resolvedOptions``), e.g. a rotary carousel's radius.
    public var resolvedOptions: CarouselOptions { state.model.resolvedOptions }

    /// The points between neighbouring items along the scroll axis that the layout uses
    /// (iCarousel's `itemWidth`): ``itemWidth`` when set, else the item's width (height when
    /// vertical); the conveyor belt and the shelf fix their own.
    public var resolvedItemWidth: CGFloat { CGFloat(state.model.itemWidth) }

    /// The item nearest the centre (iCarousel's `currentItemIndex`), `nil` with no items.
    public var currentIndexPath: IndexPath? {
        indexPath(forGlobalIndex: state.model.currentItemIndex(at: liveScrollOffset))
    }

    /// The index path of a global item index (items of all sections in order), `nil` if out of range.
    public func indexPath(forGlobalIndex index: Int) -> IndexPath? {
        state.sections.indexPath(forGlobalIndex: index).map { IndexPath(item: $0.item, section: $0.section) }
    }

    /// The global item index of an index path, `nil` if out of range.
    public func globalIndex(for indexPath: IndexPath) -> Int? {
        state.sections.globalIndex(section: indexPath.section, item: indexPath.item)
    }

    /// The item drawn on top at a point in the collection view's content coordinates, `nil` if none.
    public func indexPathForTopmostItem(at point: CGPoint) -> IndexPath? {
        state.topmostItem(atContentPoint: Point2D(point)).flatMap { indexPath(forGlobalIndex: $0.index) }
    }

    /// The item's offset from the centre in items (0 for the current item), `nil` if out of range.
    public func offset(forItemAt indexPath: IndexPath) -> CGFloat? {
        globalIndex(for: indexPath).map { CGFloat(state.placement(forItem: $0).offset) }
    }

    /// Moves the carousel to a scroll offset (items; continuous when wrapping) without animation,
    /// by setting the collection view's content offset. The scroll controller calls it on every
    /// animation frame.
    public func setScrollOffset(_ scrollOffset: Double) {
        guard let collectionView else { return }
        let target = state.move(
            toScrollOffset: scrollOffset, currentContentOffset: Point2D(collectionView.contentOffset))
        collectionView.contentOffset = CGPoint(target)
    }

    /// Runs any pending layout pass, so that a programmatic scroll made right after `reloadData`,
    /// a snapshot or before the first layout (in `viewDidLoad`, say) knows the items it names.
    ///
    /// Only when the collection view's counts differ from the last pass's (or there was none): a
    /// forced pass inside `performBatchUpdates`' updates block could turn the update into a reload.
    func prepareForScrolling() {
        guard let collectionView else { return }
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        guard state.viewport == nil || counts != state.sections.counts else { return }
        if state.viewport == nil { collectionView.setNeedsLayout() }
        collectionView.layoutIfNeeded()
    }

    /// Moves the content offset to where it belongs while the collection view is idle (see
    /// `Recentring`), invisibly. Returns whether it moved. Call only outside layout passes.
    @discardableResult
    public func recentre() -> Bool {
        guard let collectionView, !isRecentring,
            let target = state.recentre(currentContentOffset: Point2D(collectionView.contentOffset))
        else { return false }
        isRecentring = true
        collectionView.contentOffset = CGPoint(target)
        isRecentring = false
        return true
    }

    /// Without a scroll controller (or when the app made another object the collection view's
    /// delegate, so the controller hears nothing): after a pass that left the content offset away
    /// from where it belongs, recentre on the next turn of the main run loop if the collection
    /// view is not touched or decelerating then. Every pass while it moves schedules again, so
    /// the last one, at rest, recentres. Never from inside the pass itself.
    private func scheduleRecentringIfNeeded() {
        guard !isRecentringScheduled, let collectionView, !controllerHearsScrolling,
            state.needsRecentring(currentContentOffset: Point2D(collectionView.contentOffset))
        else { return }
        isRecentringScheduled = true
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.isRecentringScheduled = false
            guard let collectionView = self.collectionView, !self.controllerHearsScrolling,
                !collectionView.isTracking, !collectionView.isDragging, !collectionView.isDecelerating
            else { return }
            self.recentre()
        }
    }

    /// Whether the scroll host is the collection view's delegate, and so decides releases,
    /// recentring and settling (the app may have replaced it since).
    var controllerHearsScrolling: Bool {
        guard let host, let collectionView else { return false }
        return collectionView.delegate === host
    }

    // MARK: What the Scroll Host Reads

    /// The resolved model the scroll host's interaction engine decides with.
    var model: CarouselModel { state.model }

    /// Points of scrolling per item of scroll offset (`ScrollMapping.pointsPerItem`).
    var pointsPerItem: Double { state.mapping.pointsPerItem }

    /// The scroll offset a content offset shows now, before clamping (continuous when wrapping).
    func rawScrollOffset(forContentOffset centerOffset: CGPoint) -> Double {
        state.rawScrollOffset(forContentOffset: Point2D(centerOffset))
    }

    /// The content offset at which UIScrollView's own deceleration should stop to show `scrollOffset`
    /// (`LayoutState.restingContentOffset(forScrollOffset:currentContentOffset:)`).
    func restingContentOffset(forScrollOffset scrollOffset: Double, currentContentOffset: CGPoint) -> CGPoint {
        CGPoint(
            state.restingContentOffset(
                forScrollOffset: scrollOffset, currentContentOffset: Point2D(currentContentOffset)))
    }

    // MARK: Providing Layout Attributes

    open override class var layoutAttributesClass: AnyClass { CarouselLayoutAttributes.self }

    open override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        let viewport = ScrollViewport(
            bounds: Rect2D(collectionView.bounds), insets: EdgeInsets2D(collectionView.adjustedContentInset))
        let configuration = configuration
        if configuration.layoutDirection != state.configuration.layoutDirection { pendingInvalidation.insert(.rebuild) }
        let countBefore = state.model.numberOfItems
        let sizeBefore = state.viewport?.usableSize
        let pass = state.prepare(
            viewport: viewport, sectionCounts: counts, configuration: configuration,
            invalidation: pendingInvalidation)
        pendingInvalidation = []
        // The pass before a batch update (UIKit runs prepare() first) reports a reload; the update
        // itself follows from finalizeCollectionViewUpdates(), with its animation's duration.
        if !isPreparingUpdate,
            let change = ModelChange.forPass(
                pass, countChanged: state.model.numberOfItems != countBefore,
                sizeChanged: state.viewport?.usableSize != sizeBefore)
        {
            host?.layoutDidChangeModel(change)
        }
        scheduleRecentringIfNeeded()
    }

    open override var collectionViewContentSize: CGSize { CGSize(state.contentSize) }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        state.placements(in: Rect2D(rect)).compactMap { attributes(for: $0) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        globalIndex(for: indexPath).flatMap { attributes(for: state.placement(forItem: $0), at: indexPath) }
    }

    /// Copies a placement into a new attributes object.
    private func attributes(for placement: ItemPlacement, at indexPath: IndexPath? = nil) -> CarouselLayoutAttributes? {
        guard let indexPath = indexPath ?? self.indexPath(forGlobalIndex: placement.index) else { return nil }
        let attributes = CarouselLayoutAttributes(forCellWith: indexPath)
        attributes.size = CGSize(placement.size)
        attributes.center = CGPoint(placement.center)
        attributes.transform3D = CATransform3D(placement.transform)
        attributes.alpha = CGFloat(placement.alpha)
        attributes.zIndex = placement.zIndex
        attributes.isHidden = placement.isHidden
        attributes.offset = CGFloat(placement.offset)
        return attributes
    }

    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        // Switching to this layout: centre the anchor (UIKit asks after prepare() and the content size).
        if let indexPath = pendingTransitionIndexPath {
            pendingTransitionIndexPath = nil
            if let index = globalIndex(for: indexPath) {
                return CGPoint(
                    state.transitionContentOffset(showingItem: index, proposed: Point2D(proposedContentOffset)))
            }
        }
        return CGPoint(state.targetContentOffset(forProposedContentOffset: Point2D(proposedContentOffset)))
    }

    open override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint,
        withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        // A scroll controller that hears the scroll view decides in scrollViewWillEndDragging
        // (whichever order UIKit asks in).
        guard let collectionView, !controllerHearsScrolling else { return proposedContentOffset }
        // Without a scroll controller nothing animates iCarousel's motion: land where it lands.
        let style: ReleaseStyle = releaseStyle == .iCarousel ? .iCarouselLanding : releaseStyle
        let decision = ReleasePlanner.decision(
            state: state, velocity: Point2D(velocity), proposedContentOffset: Point2D(proposedContentOffset),
            currentContentOffset: Point2D(collectionView.contentOffset), dragStartScrollOffset: nil, style: style)
        return CGPoint(decision.targetContentOffset)
    }

    // MARK: Invalidating the Layout

    open override class var invalidationContextClass: AnyClass { CarouselLayoutInvalidationContext.self }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return !LayoutInvalidation.forBoundsChange(from: Rect2D(collectionView.bounds), to: Rect2D(newBounds)).isEmpty
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect)
        -> UICollectionViewLayoutInvalidationContext
    {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let context = context as? CarouselLayoutInvalidationContext, let collectionView {
            context.carouselInvalidation = LayoutInvalidation.forBoundsChange(
                from: Rect2D(collectionView.bounds), to: Rect2D(newBounds))
        }
        return context
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if let context = context as? CarouselLayoutInvalidationContext {
            pendingInvalidation.formUnion(context.carouselInvalidation)
        }
        pendingInvalidation.formUnion(
            .forDataSource(everything: context.invalidateEverything, counts: context.invalidateDataSourceCounts))
        super.invalidateLayout(with: context)
    }

    // MARK: Responding to Collection View Updates

    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        isPreparingUpdate = true
        state.applyUpdates(updateItems.map(CollectionUpdate.init))
    }

    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        state.finalizeUpdates()
        if isPreparingUpdate {
            isPreparingUpdate = false
            // UIKit calls this inside the update's animation block: its duration is the animation's
            // (0 for an update made without animation).
            host?.layoutDidChangeModel(.update(animationDuration: UIView.inheritedAnimationDuration))
        }
        scheduleRecentringIfNeeded()
    }

    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard let index = state.globalIndexAfterUpdate(section: itemIndexPath.section, item: itemIndexPath.item) else {
            return nil
        }
        return attributes(for: state.initialPlacement(forAppearingItem: index), at: itemIndexPath)
    }

    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard let index = state.globalIndexBeforeUpdate(section: itemIndexPath.section, item: itemIndexPath.item) else {
            return nil
        }
        return attributes(for: state.finalPlacement(forDisappearingItem: index), at: itemIndexPath)
    }

    // MARK: Transitioning Between Layouts

    open override func prepareForTransition(from oldLayout: UICollectionViewLayout) {
        super.prepareForTransition(from: oldLayout)
        transitionPartner = oldLayout
        let anchor = transitionAnchor ?? Self.anchorItem(leaving: oldLayout)
        transitionAnchor = nil
        pendingTransitionIndexPath = anchor
        // A running motion, a pending target or a recentring of the old strip no longer applies.
        state.cancelPendingTarget()
    }

    open override func prepareForTransition(to newLayout: UICollectionViewLayout) {
        super.prepareForTransition(to: newLayout)
        transitionPartner = newLayout
    }

    open override func finalizeLayoutTransition() {
        super.finalizeLayoutTransition()
        transitionPartner = nil
        pendingTransitionIndexPath = nil
    }

    /// The item to keep when a collection view leaves `layout`: a carousel's current item, else
    /// the item whose frame centre is nearest the centre of the visible area
    /// (`LayoutTransition.nearestItem`), among the cells it lays out there that are shown.
    static func anchorItem(leaving layout: UICollectionViewLayout) -> IndexPath? {
        if let carousel = layout as? CarouselCollectionViewLayout { return carousel.currentIndexPath }
        guard let collectionView = layout.collectionView else { return nil }
        let visible = collectionView.bounds
        let cells = (layout.layoutAttributesForElements(in: visible) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.alpha > 0 }
            .sorted { $0.indexPath < $1.indexPath }
        let nearest = LayoutTransition.nearestItem(toCenterOf: Rect2D(visible), frames: cells.map { Rect2D($0.frame) })
        return nearest.map { cells[$0].indexPath }
    }

    // MARK: Supplementary Views

    /// Supplementary views are not shown (see `SupplementaryElements`): a hidden answer, never `nil`.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        supplementaryAttributes(ofKind: elementKind, at: indexPath, duringTransition: false)
    }

    open override func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        supplementaryAttributes(ofKind: elementKind, at: elementIndexPath, duringTransition: true)
    }

    open override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        supplementaryAttributes(ofKind: elementKind, at: elementIndexPath, duringTransition: true)
    }

    private func supplementaryAttributes(ofKind kind: String, at indexPath: IndexPath, duringTransition: Bool)
        -> UICollectionViewLayoutAttributes
    {
        let partnerFrame =
            duringTransition
            ? transitionPartner?.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath).map {
                Rect2D($0.frame)
            }
            : nil
        let answer = SupplementaryElements.answer(otherLayoutFrame: partnerFrame)
        let attributes = CarouselLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        attributes.frame = CGRect(answer.frame)
        attributes.alpha = CGFloat(answer.alpha)
        attributes.isHidden = answer.isHidden
        attributes.zIndex = answer.zIndex
        return attributes
    }

    // MARK: Supporting Right-To-Left Layouts

    /// `false`: UIKit mirrors attribute frames against the content width but not content offsets,
    /// touch locations or `transform3D` (KelvinJin/AnimatedCollectionViewLayout#56 broke the same
    /// way), so the core mirrors the carousel itself (see ``flipsForRightToLeftLanguages``).
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The layout is written left-to-right whatever the app's development region.
    open override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}

extension CollectionUpdate {
    /// A UIKit update item in the core's terms (`NSNotFound` items mark section updates).
    @MainActor init(_ item: UICollectionViewUpdateItem) {
        func location(_ indexPath: IndexPath?) -> CollectionUpdate.Location? {
            guard let indexPath, indexPath.count >= 1 else { return nil }
            // A section update's index path has one index, or the item NSNotFound.
            guard indexPath.count >= 2 else { return Location(section: indexPath[0], item: nil) }
            return Location(section: indexPath.section, item: indexPath.item == NSNotFound ? nil : indexPath.item)
        }
        let action: CollectionUpdate.Action
        switch item.updateAction {
        case .insert: action = .insert
        case .delete: action = .delete
        case .reload: action = .reload
        case .move: action = .move
        default: action = .none
        }
        self.init(
            action: action, before: location(item.indexPathBeforeUpdate), after: location(item.indexPathAfterUpdate))
    }
}
#endif
