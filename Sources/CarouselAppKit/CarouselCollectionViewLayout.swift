#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
@_spi(Plumbing) import CarouselCore

/// An `NSCollectionViewLayout` that lays items out as iCarousel 1.8.3 does, on macOS: every type,
/// every option, with item reuse, diffable data sources and batch updates — the same core and the
/// same properties as the UIKit layout.
///
/// ```swift
/// let layout = CarouselCollectionViewLayout(type: .coverFlow)
/// let collectionView = CarouselCollectionView()        // or your own NSCollectionView
/// collectionView.collectionViewLayout = layout
/// collectionView.register(CarouselItem.self, forItemWithIdentifier: .init("card"))
/// let carousel = CarouselController(collectionView: collectionView)   // trackpad, wheel, keys, clicks
/// ```
///
/// The layout converts units and asks the core (`LayoutState`); it has no geometry of its own.
/// Items of all sections form one carousel. Every item's frame sits at the carousel's centre;
/// ``CarouselLayoutAttributes/transform3D`` carries it to its place, applied by the item
/// (``CarouselItem`` or ``CarouselTransformable``), since AppKit's attributes have no transform.
/// `alpha`, `zIndex` and `isHidden` (back faces) come from the core on every pass.
///
/// The scroll offset lives in the enclosing scroll view's clip view, as UIKit's lives in the
/// content offset: the content is a strip the ``CarouselController`` moves (and, when wrapping,
/// recentres while idle). The controller takes every scroll-wheel, trackpad, key and click input
/// itself, so AppKit's own scrolling never moves the strip.
///
/// Right-to-left: under a right-to-left `userInterfaceLayoutDirection` a horizontal carousel runs
/// right to left (``flipsForRightToLeftLanguages``), mirrored by the core.
@available(macOS 11, *)
@MainActor
open class CarouselCollectionViewLayout: NSCollectionViewLayout {
    // MARK: Configuration

    /// The carousel type (iCarousel's `type`).
    open var type: CarouselType { didSet { configurationDidChange() } }
    /// iCarousel's options; `nil` entries take the type's defaults.
    open var options = CarouselOptions() { didSet { configurationDidChange() } }
    /// The size of every item, in points.
    open var itemSize = CGSize(width: 200, height: 200) { didSet { configurationDidChange() } }
    /// The spacing width of one item in points (iCarousel's `carouselItemWidth:`); `nil` means the
    /// item's width (its height when vertical).
    open var itemWidth: CGFloat? { didSet { configurationDidChange() } }
    /// The perspective term `m34` (iCarousel's `perspective`, default −1/500).
    open var perspective = CGFloat(CarouselConfiguration.defaultPerspective) { didSet { configurationDidChange() } }
    /// Moves the carousel's centre within the view (iCarousel's `contentOffset`), in points, y down.
    open var centerOffset = CGSize.zero { didSet { configurationDidChange() } }
    /// Moves the eye relative to the carousel (iCarousel's `viewpointOffset`), in points, y down.
    open var viewpointOffset = CGSize.zero { didSet { configurationDidChange() } }
    /// Whether the carousel scrolls vertically (iCarousel's `vertical`). See ``orientation``.
    open var isVertical = false { didSet { configurationDidChange() } }
    /// The scroll axis; `nil` lets ``isVertical`` and the type decide.
    open var orientation: CarouselOrientation? { didSet { configurationDidChange() } }
    /// Where offset 0 sits, as a fraction of the view's usable area (`nil`: the middle).
    open var focusPoint: CGPoint? { didSet { configurationDidChange() } }
    /// The most item slots shown at once (`nil`: no cap beyond the type's own).
    open var displayLimit: Int? { didSet { configurationDidChange() } }
    /// The path for ``CarouselType/custom``.
    open var customPath: (any CarouselPath)? { didSet { configurationDidChange() } }
    /// iCarousel's scrolling properties: deceleration rate, bounce, paging, item boundaries, scroll speed.
    open var scrollSettings = ScrollSettings() { didSet { configurationDidChange() } }
    /// Whether a horizontal carousel runs right-to-left under a right-to-left layout direction
    /// (the collection view's `userInterfaceLayoutDirection`; default `true`).
    open var flipsForRightToLeftLanguages = true { didSet { configurationDidChange() } }
    /// Cover Flow 2's flip state in [−1, 1] (iCarousel's `toggle`). The controller drives it as
    /// iCarousel does; set it yourself only without a controller.
    open var coverFlowToggle: CGFloat = 0 {
        didSet {
            let invalidation = state.setToggle(Double(coverFlowToggle))
            guard !invalidation.isEmpty else { return }
            let context = CarouselLayoutInvalidationContext()
            context.carouselInvalidation = invalidation
            invalidateLayout(with: context)
        }
    }

    /// The controller driving this layout, told when the model changes. Weak.
    weak var host: (any CarouselLayoutHost)?
    /// How a release comes to rest (default iCarousel's motion); the controller reads it.
    open var releaseStyle: ReleaseStyle = .iCarousel

    /// Everything the core needs besides the view's geometry and counts.
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

    private var layoutDirection: LayoutDirection {
        let isRightToLeft = collectionView?.userInterfaceLayoutDirection == .rightToLeft
        return flipsForRightToLeftLanguages && isRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The core's state: model, mapping, placed window, pending targets, batch-update plan.
    private(set) var state: LayoutState
    private var pendingInvalidation: LayoutInvalidation = .all
    private var isPreparingUpdate = false
    /// Whether the layout is moving the clip view itself.
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

    /// The scroll offset the clip view shows right now (continuous when wrapping).
    public var liveScrollOffset: Double {
        guard let origin = visibleOrigin else { return state.rawScrollOffset }
        return state.displayedScrollOffset(state.rawScrollOffset(forContentOffset: Point2D(origin)))
    }

    /// The number of items in all sections.
    public var numberOfItems: Int { state.model.numberOfItems }

    /// The options as resolved for the type and size (each `nil` option reads as the value in use).
    public var resolvedOptions: CarouselOptions { state.model.resolvedOptions }

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
        guard indexPath.count == 2 else { return nil }
        return state.sections.globalIndex(section: indexPath.section, item: indexPath.item)
    }

    /// The item drawn on top at a point in the collection view's coordinates, `nil` if none (the
    /// core's hit test: AppKit's view hit test ignores layer transforms).
    public func indexPathForTopmostItem(at point: CGPoint) -> IndexPath? {
        state.topmostItem(atContentPoint: Point2D(point)).flatMap { indexPath(forGlobalIndex: $0.index) }
    }

    /// The item's offset from the centre in items (0 for the current item), `nil` if out of range.
    public func offset(forItemAt indexPath: IndexPath) -> CGFloat? {
        globalIndex(for: indexPath).map { CGFloat(state.placement(forItem: $0).offset) }
    }

    /// Moves the carousel to a scroll offset (items; continuous when wrapping) without animation,
    /// by moving the clip view. The controller calls it on every animation frame.
    public func setScrollOffset(_ scrollOffset: Double) {
        guard let origin = visibleOrigin else { return }
        let target = state.move(toScrollOffset: scrollOffset, currentContentOffset: Point2D(origin))
        scrollClipView(to: CGPoint(target))
    }

    /// Moves the clip view to where it belongs while idle (`Recentring`), invisibly. Returns
    /// whether it moved. Call only outside layout passes.
    @discardableResult
    public func recentre() -> Bool {
        guard !isRecentring, let origin = visibleOrigin,
            let target = state.recentre(currentContentOffset: Point2D(origin))
        else { return false }
        isRecentring = true
        scrollClipView(to: CGPoint(target))
        isRecentring = false
        return true
    }

    /// Runs any pending layout pass, so a programmatic scroll right after a reload knows its items.
    func prepareForScrolling() {
        guard let collectionView else { return }
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        guard state.viewport == nil || counts != state.sections.counts else { return }
        collectionView.needsLayout = true
        collectionView.layoutSubtreeIfNeeded()
    }

    /// The clip view's bounds origin in the collection view's coordinates: the content offset.
    private var visibleOrigin: CGPoint? { visibleRect?.origin }

    /// The clip view's bounds in the collection view's coordinates (the collection view's own
    /// bounds without a scroll view): what the carousel shows.
    private var visibleRect: CGRect? {
        guard let collectionView else { return nil }
        if let clip = collectionView.enclosingScrollView?.contentView { return clip.bounds }
        return collectionView.bounds
    }

    /// Whether the controller is being told of a model change from inside `prepare()` or the
    /// update's finalization (where the layout does not invalidate itself).
    private var isTellingController = false

    /// Tells the controller the model changed, from inside a layout callback.
    private func tellController(_ change: ModelChange) {
        isTellingController = true
        host?.layoutDidChangeModel(change)
        isTellingController = false
    }

    /// Moves the clip view and asks for a pass that re-places the items. The layout invalidates
    /// itself rather than relying on `shouldInvalidateLayout(forBoundsChange:)` alone: its
    /// documentation does not say which rectangle AppKit passes (the visible one or the collection
    /// view's whole bounds) nor when, and a missed invalidation would leave every card where it was.
    /// Several invalidations before the next pass make one pass. Not from inside `prepare()` or the
    /// update's finalization: a layout should not invalidate itself there (the moved clip view still
    /// reaches AppKit as a bounds change).
    private func scrollClipView(to origin: CGPoint) {
        guard let scrollView = collectionView?.enclosingScrollView else { return }
        scrollView.contentView.setBoundsOrigin(origin)
        scrollView.reflectScrolledClipView(scrollView.contentView)
        guard !isTellingController else { return }
        let context = CarouselLayoutInvalidationContext()
        context.carouselInvalidation = .reposition
        invalidateLayout(with: context)
    }

    // MARK: What the Controller Reads

    /// The resolved model the controller's engine decides with.
    var model: CarouselModel { state.model }

    /// Points of scrolling per item of scroll offset.
    var pointsPerItem: Double { state.mapping.pointsPerItem }

    /// The usable area's top-left corner within the visible area (the scroll view's content insets).
    var contentOrigin: Point2D {
        let insets = collectionView?.enclosingScrollView?.contentInsets ?? NSEdgeInsetsZero
        return Point2D(x: Double(insets.left), y: Double(insets.top))
    }

    /// A point in the collection view's coordinates as the engine takes it: relative to the
    /// visible area's top-left corner.
    func viewPoint(forCollectionViewPoint point: CGPoint) -> Point2D {
        let origin = visibleOrigin ?? .zero
        return Point2D(x: Double(point.x - origin.x), y: Double(point.y - origin.y))
    }

    // MARK: Providing Layout Attributes

    open override class var layoutAttributesClass: AnyClass { CarouselLayoutAttributes.self }

    open override func prepare() {
        super.prepare()
        onMainActor(self) { $0.prepareOnMainActor() }
    }

    private func prepareOnMainActor() {
        guard let collectionView else { return }
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        let visible = visibleRect ?? collectionView.bounds
        let insets = collectionView.enclosingScrollView?.contentInsets ?? NSEdgeInsetsZero
        let viewport = ScrollViewport(bounds: Rect2D(visible), insets: EdgeInsets2D(insets))
        let configuration = configuration
        if configuration.layoutDirection != state.configuration.layoutDirection { pendingInvalidation.insert(.rebuild) }
        let countBefore = state.model.numberOfItems
        let sizeBefore = state.viewport?.usableSize
        let pass = state.prepare(
            viewport: viewport, sectionCounts: counts, configuration: configuration,
            invalidation: pendingInvalidation)
        pendingInvalidation = []
        if !isPreparingUpdate,
            let change = ModelChange.forPass(
                pass, countChanged: state.model.numberOfItems != countBefore,
                sizeChanged: state.viewport?.usableSize != sizeBefore)
        {
            tellController(change)
        }
    }

    open override var collectionViewContentSize: NSSize { onMainActor(self) { CGSize($0.state.contentSize) } }

    open override func layoutAttributesForElements(in rect: NSRect) -> [NSCollectionViewLayoutAttributes] {
        onMainActor(self) { layout in
            layout.state.placements(in: Rect2D(rect)).compactMap { layout.attributes(for: $0) }
        }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> NSCollectionViewLayoutAttributes? {
        onMainActor(self) { layout in
            layout.globalIndex(for: indexPath).flatMap {
                layout.attributes(for: layout.state.placement(forItem: $0), at: indexPath)
            }
        }
    }

    /// Copies a placement into a new attributes object: the frame at the carousel's centre, the
    /// transform carrying it to its place.
    private func attributes(for placement: ItemPlacement, at indexPath: IndexPath? = nil) -> CarouselLayoutAttributes? {
        guard let indexPath = indexPath ?? self.indexPath(forGlobalIndex: placement.index) else { return nil }
        let attributes = CarouselLayoutAttributes(forItemWith: indexPath)
        let size = CGSize(placement.size)
        let center = CGPoint(placement.center)
        attributes.frame = CGRect(
            x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        attributes.transform3D = CATransform3D(placement.transform)
        attributes.alpha = CGFloat(placement.alpha)
        attributes.zIndex = placement.zIndex
        attributes.isHidden = placement.isHidden
        attributes.offset = CGFloat(placement.offset)
        return attributes
    }

    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: NSPoint) -> NSPoint {
        onMainActor(self) {
            CGPoint($0.state.targetContentOffset(forProposedContentOffset: Point2D(proposedContentOffset)))
        }
    }

    open override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: NSPoint, withScrollingVelocity velocity: NSPoint
    ) -> NSPoint {
        // The controller decides releases (AppKit's own scrolling never moves the strip).
        proposedContentOffset
    }

    // MARK: Invalidating the Layout

    open override class var invalidationContextClass: AnyClass { CarouselLayoutInvalidationContext.self }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: NSRect) -> Bool {
        onMainActor(self) { !$0.boundsInvalidation(to: newBounds).isEmpty }
    }

    open override func invalidationContext(forBoundsChange newBounds: NSRect)
        -> NSCollectionViewLayoutInvalidationContext
    {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let context = context as? CarouselLayoutInvalidationContext {
            context.carouselInvalidation = onMainActor(self) { $0.boundsInvalidation(to: newBounds) }
        }
        return context
    }

    /// What moving the visible area to `newBounds` asks of the next pass: a scroll re-places the
    /// window, a new size rebuilds.
    ///
    /// Compared with the area the last pass laid out, not with the clip view's bounds now: nothing
    /// documents whether AppKit asks before or after the clip view moved (it learns of scrolls from
    /// the clip view's bounds-change notification, posted after), and asked after, the live bounds
    /// already equal `newBounds`, so a scroll would never re-place the items.
    private func boundsInvalidation(to newBounds: NSRect) -> LayoutInvalidation {
        guard let laidOut = state.viewport?.bounds ?? visibleRect.map({ Rect2D($0) }) else { return [] }
        return LayoutInvalidation.forBoundsChange(from: laidOut, to: Rect2D(newBounds))
    }

    open override func invalidateLayout(with context: NSCollectionViewLayoutInvalidationContext) {
        let dataSource = LayoutInvalidation.forDataSource(
            everything: context.invalidateEverything, counts: context.invalidateDataSourceCounts)
        let carousel = (context as? CarouselLayoutInvalidationContext)?.carouselInvalidation ?? []
        onMainActor(self) { $0.pendingInvalidation.formUnion(carousel.union(dataSource)) }
        super.invalidateLayout(with: context)
    }

    // MARK: Responding to Collection View Updates

    open override func prepare(forCollectionViewUpdates updateItems: [NSCollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        onMainActor((self, updateItems)) { layout, updateItems in
            layout.isPreparingUpdate = true
            layout.state.applyUpdates(updateItems.map(CollectionUpdate.init))
        }
    }

    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        onMainActor(self) { layout in
            layout.state.finalizeUpdates()
            guard layout.isPreparingUpdate else { return }
            layout.isPreparingUpdate = false
            // Inside `animator()` (or an animation group) the update animates for the context's
            // duration; without one AppKit still animates batch updates briefly.
            let duration = NSAnimationContext.current.duration
            layout.tellController(.update(animationDuration: duration))
        }
    }

    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> NSCollectionViewLayoutAttributes?
    {
        onMainActor(self) { layout in
            guard
                let index = layout.state.globalIndexAfterUpdate(
                    section: itemIndexPath.section, item: itemIndexPath.item)
            else { return nil }
            return layout.attributes(for: layout.state.initialPlacement(forAppearingItem: index), at: itemIndexPath)
        }
    }

    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> NSCollectionViewLayoutAttributes?
    {
        onMainActor(self) { layout in
            guard
                let index = layout.state.globalIndexBeforeUpdate(
                    section: itemIndexPath.section, item: itemIndexPath.item)
            else { return nil }
            return layout.attributes(for: layout.state.finalPlacement(forDisappearingItem: index), at: itemIndexPath)
        }
    }
}

extension CollectionUpdate {
    /// An AppKit update item in the core's terms (`NSNotFound` items mark section updates).
    @MainActor init(_ item: NSCollectionViewUpdateItem) {
        func location(_ indexPath: IndexPath?) -> CollectionUpdate.Location? {
            guard let indexPath, indexPath.count >= 1 else { return nil }
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
