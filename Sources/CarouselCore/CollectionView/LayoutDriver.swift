import Foundation

/// Everything a carousel collection-view layout does, written once for UIKit's
/// `UICollectionViewLayout` and AppKit's `NSCollectionViewLayout`: each platform's
/// `CarouselCollectionViewLayout` holds one and forwards its overrides here, converting types and
/// nothing else.
///
/// It owns the ``LayoutSettings``, the ``LayoutState`` (model, mapping, placed window, anchors,
/// pending targets, batch-update plan) and the bookkeeping between the platform's calls: the
/// invalidation recorded since the last pass, whether a batch update is being set up, and the item
/// a layout switch keeps in view. Its methods are named after the calls they serve and may be
/// called in any order the platforms use (``/CarouselCore`` tests them against a simulated host in
/// UIKit's and AppKit's documented and observed orders).
///
/// Coordinates are the platform's content coordinates, physical (x right, y down). Index paths
/// are two-index `IndexPath`s (section, item); any other shape names no item.
///
/// - Complexity: every method is O(visible items) or better, independent of the item count
///   (a pass also reads the section counts: O(sections)).
@_spi(Plumbing) public struct LayoutDriver: Sendable {
    /// What a pass reads from the collection view.
    public struct Host: Hashable, Sendable {
        /// The visible rectangle in content coordinates (UIKit: the collection view's bounds;
        /// AppKit: the clip view's bounds in the collection view's coordinates).
        public var bounds: Rect2D
        /// The scroll view's adjusted content insets, in points.
        public var insets: EdgeInsets2D
        /// The item count of every section.
        public var sectionCounts: [Int]
        /// Whether the collection view lays out right to left.
        public var isRightToLeft: Bool

        /// A host reading.
        public init(bounds: Rect2D, insets: EdgeInsets2D, sectionCounts: [Int], isRightToLeft: Bool) {
            self.bounds = bounds
            self.insets = insets
            self.sectionCounts = sectionCounts
            self.isRightToLeft = isRightToLeft
        }
    }

    /// An item's or a placeholder's attributes as plain values: what the platform copies into its
    /// attributes object.
    public struct ItemAttributes: Hashable, Sendable {
        /// The item's index path (section, item); a placeholder's supplementary index path
        /// (section 0, item ``PlaceholderPosition/number``).
        public var indexPath: IndexPath
        /// Its placement: centre in content coordinates, size, transform, alpha, z-index, hidden, offset.
        public var placement: ItemPlacement
        /// How far ``drawn(showingIn:)`` moved ``placement``'s centre from the core's own centre
        /// (the transform compensated for it): zero for attributes the layout has not centred
        /// where the card is drawn.
        public var drawnShift = Point2D.zero

        /// The attributes of an item or placeholder at `placement`, not yet centred where drawn.
        public init(indexPath: IndexPath, placement: ItemPlacement) {
            self.indexPath = indexPath
            self.placement = placement
        }

        /// `nil` for an item (a cell); ``PlaceholderPosition/elementKind`` for a placeholder, which
        /// the platform shows as a supplementary view of that kind.
        public var elementKind: String? { placement.isPlaceholder ? PlaceholderPosition.elementKind : nil }

        /// The platform's attributes object for these attributes, made by the initializer for what
        /// they describe: `supplementary` (``elementKind`` and ``indexPath``) for a placeholder,
        /// `item` (``indexPath``) for an item.
        public func make<Made>(supplementary: (String, IndexPath) -> Made, item: (IndexPath) -> Made) -> Made {
            elementKind.map { supplementary($0, indexPath) } ?? item(indexPath)
        }

        /// The placement UIKit's attributes carry: the same drawing with the centre where the card
        /// is drawn (``ItemPlacement/centeredWhereDrawn(showingIn:)``).
        ///
        /// UIKit answers its questions about a point (`indexPathForItem(at:)`, the index path a
        /// drag begins on) from the attributes' frames, `size` around `center`, leaving the 3D
        /// transform out; with every centre at the carousel's focus they all named the card
        /// stacked there. Centred where drawn, each frame sits on its card. Where cards' frames
        /// overlap, which one UIKit names is not documented: the controller answers the context
        /// menu's questions with the card drawn on top (``PointedItems``). A card drawn larger
        /// than its size at the edge of `visible` keeps a frame overlapping it, as UIKit may hide a
        /// cell whose frame is off screen (radars 14801742, 15316650).
        /// - Parameter visible: the collection view's bounds, in content coordinates.
        public func drawnPlacement(showingIn visible: Rect2D) -> ItemPlacement {
            placement.centeredWhereDrawn(showingIn: visible)
        }

        /// The attributes both platforms' layouts hand out: the same drawing with the centre where
        /// the card is drawn (``drawnPlacement(showingIn:)``), so that a frame (`size` around the
        /// centre, the transform left out) sits on its card on UIKit and on AppKit alike. The
        /// shift is recorded in ``drawnShift`` for ``keyframesAsDrawn(_:)``.
        /// - Parameter visible: the visible rectangle, in content coordinates.
        public func drawn(showingIn visible: Rect2D) -> ItemAttributes {
            var result = self
            result.centerWhereDrawn(showingIn: visible)
            return result
        }

        /// Centres these attributes where the card is drawn, in place (``drawn(showingIn:)``).
        mutating func centerWhereDrawn(showingIn visible: Rect2D) {
            let core = placement.center
            placement.centerWhereDrawn(showingIn: visible)
            drawnShift = Point2D(
                x: drawnShift.x + placement.center.x - core.x, y: drawnShift.y + placement.center.y - core.y)
        }

        /// A batch update's keyframes (``UpdateTransition/keyframes(forNewIndex:)``: transforms
        /// about the core's own centre, the last one these attributes' place) as the item's layer
        /// shows them while its frame moves, for a platform that animates the transform itself
        /// (AppKit).
        ///
        /// The platform animates the frame with the transform, over the same duration and timing:
        /// from where the first keyframe draws the card's centre to these attributes' frame, in a
        /// straight line. Each keyframe, at its share of the animation (evenly spaced:
        /// ``UpdateTransition/keyTimes(count:)``), is compensated for where the frame is then, so
        /// the card is drawn as the keyframe draws it about the core's centre; the last one is
        /// ``placement``'s transform. A keyframe whose centre cannot be projected leaves the start
        /// at the core's centre.
        public func keyframesAsDrawn(_ keyframes: [Transform3D]) -> [Transform3D] {
            guard let first = keyframes.first else { return [] }
            let core = Point2D(x: placement.center.x - drawnShift.x, y: placement.center.y - drawnShift.y)
            let start = first.project(x: 0, y: 0).map { Point2D(x: core.x + $0.x, y: core.y + $0.y).sanitized } ?? core
            let end = placement.center
            let steps = Double(max(1, keyframes.count - 1))
            return keyframes.enumerated().map { index, keyframe in
                let share = Double(index) / steps
                let frame = Point2D(x: start.x + (end.x - start.x) * share, y: start.y + (end.y - start.y) * share)
                return keyframe.translatedAfterProjection(x: core.x - frame.x, y: core.y - frame.y)
            }
        }

        /// The untransformed frame: `size` centred on `center` (AppKit's attributes carry a frame).
        public var frame: Rect2D {
            Rect2D(
                x: placement.center.x - placement.size.width / 2, y: placement.center.y - placement.size.height / 2,
                width: placement.size.width, height: placement.size.height)
        }
    }

    /// The settings (the layout's public properties).
    public private(set) var settings: LayoutSettings
    /// The core's state.
    public private(set) var state: LayoutState
    /// What changed since the last pass.
    private var recorded: LayoutInvalidation = .all
    /// Whether a batch update's animation is being set up (between ``prepare(forUpdates:)`` and
    /// ``finalizeUpdates()``).
    public private(set) var isPreparingUpdate = false
    /// The item the app asks the next switch into this layout to keep in view (read once, then
    /// cleared; an index path that names no item is ignored).
    public var transitionAnchor: IndexPath?
    /// The items a running switch into this layout centres, the first that names an item when
    /// ``targetContentOffset(forProposedContentOffset:)`` answers for it (the app's, then the fallback).
    private var switchItems: (requested: IndexPath?, fallback: IndexPath?)?
    /// Whether the layout is moving the content offset itself (its idle recentring): scroll
    /// callbacks that arrive meanwhile report no motion. Set by the platform around the move.
    public var isMovingContent = false
    /// Whether a switch to or from this layout is running (``prepareForTransition(from:)`` or
    /// ``prepareForTransition(to:)`` until ``finalizeTransition()``). A switch away whose
    /// `finalizeLayoutTransition()` never came is over once the layout is installed again (an
    /// invalidation of everything, ``invalidate(_:everything:dataSourceCounts:)``).
    public var isInTransition: Bool { transitionSide != nil }
    /// Which side of a running switch this layout is on, `nil` when none runs.
    private var transitionSide: TransitionSide?

    /// A side of a switch between layouts.
    private enum TransitionSide {
        /// The layout being switched to.
        case arriving
        /// The layout being switched from.
        case leaving
    }

    /// A driver that has laid nothing out yet.
    public init(settings: LayoutSettings = LayoutSettings()) {
        self.settings = settings
        self.state = LayoutState(configuration: settings.configuration(isRightToLeft: false))
    }

    // MARK: Settings

    /// Adopts new settings and returns what the next pass must do: ``LayoutInvalidation/rebuild``
    /// when they lay items out differently, nothing otherwise (the release style alone, or no change).
    public mutating func setSettings(_ newValue: LayoutSettings) -> LayoutInvalidation {
        let rebuild = newValue.changesGeometry(comparedWith: settings)
        settings = newValue
        return rebuild ? .rebuild : []
    }

    /// The options the settings resolve to now (``CarouselModel/resolvedOptions``): the current
    /// settings, never the last pass's, with the last pass's usable bounds and layout direction.
    /// - Parameter numberOfItems: the item count to resolve for (`nil`: the last pass's).
    /// - Complexity: O(1); builds one model.
    public func resolvedOptions(numberOfItems: Int? = nil) -> CarouselOptions {
        var configuration = settings.configuration(isRightToLeft: false)
        configuration.layoutDirection = state.model.configuration.layoutDirection
        configuration.bounds = state.model.configuration.bounds
        configuration.numberOfItems = numberOfItems ?? state.model.numberOfItems
        return CarouselModel(configuration).resolvedOptions
    }

    /// The item size the settings resolve to now (``CarouselConfiguration/resolvedItemSize``): the
    /// current ``LayoutSettings/itemSizing`` against the last pass's usable bounds (the default
    /// bounds before the first pass). A fixed size is the settings' size, sanitized.
    public var resolvedItemSize: Size2D {
        settings.itemSizing.resolved(in: state.model.configuration.bounds)
    }

    /// Sets Cover Flow 2's toggle (``LayoutState/setToggle(_:)``) and returns what the next pass must do.
    public mutating func setToggle(_ toggle: Double) -> LayoutInvalidation {
        state.setToggle(toggle)
    }

    // MARK: Invalidation

    /// `invalidateLayout(with:)`: records what the context says changed.
    /// - Parameters:
    ///   - carousel: the carousel's own context's invalidation (empty for another context).
    ///   - everything: the context's `invalidateEverything`.
    ///   - dataSourceCounts: the context's `invalidateDataSourceCounts`.
    public mutating func invalidate(
        _ carousel: LayoutInvalidation, everything: Bool = false, dataSourceCounts: Bool = false
    ) {
        recorded.formUnion(carousel)
        recorded.formUnion(.forDataSource(everything: everything, counts: dataSourceCounts))
        // Installed again (the collection view invalidates everything of a layout it switches
        // to): a switch away whose finalize never came is over.
        if everything, transitionSide == .leaving { transitionSide = nil }
    }

    /// `shouldInvalidateLayout(forBoundsChange:)` and `invalidationContext(forBoundsChange:)`: what
    /// moving the visible rectangle to `newBounds` asks of the next pass (a scroll re-places the
    /// window, a new size rebuilds; empty when nothing changed).
    ///
    /// Compared with the rectangle the last pass was placed in, not with the collection view's
    /// bounds now: UIKit asks before it commits the new bounds, AppKit (undocumented) may ask after,
    /// and either way the question is whether the items as last placed still fit. Before the first
    /// pass, `currentBounds` stands in.
    public func invalidation(forBoundsChange newBounds: Rect2D, currentBounds: Rect2D)
        -> LayoutInvalidation
    {
        LayoutInvalidation.forBoundsChange(from: state.viewport?.bounds ?? currentBounds, to: newBounds)
    }

    /// Whether an invalidation was recorded since the last pass (the platform told the layout
    /// something changed: a scroll, a new size, new counts).
    public var hasRecordedInvalidation: Bool { !recorded.isEmpty }

    /// Whether no pass has run yet: a platform query that arrives first (the rectangle of a layout
    /// switch, seen before `prepare()` on some systems) runs one before answering.
    public var needsFirstPass: Bool { state.viewport == nil }

    // MARK: Passes

    /// `prepare()`: one layout pass with what the collection view shows now.
    /// - Returns: the model change to tell the controller (``ModelChange/forPass(_:countChanged:sizeChanged:)``),
    ///   or `nil` for a scroll, and while a batch update is being set up (the update is reported by
    ///   ``finalizeUpdates()``, with its animation's duration).
    public mutating func prepare(_ host: Host) -> ModelChange? {
        let configuration = settings.configuration(isRightToLeft: host.isRightToLeft)
        if configuration.layoutDirection != state.configuration.layoutDirection { recorded.insert(.rebuild) }
        let countBefore = state.model.numberOfItems
        let sizeBefore = state.viewport?.usableSize
        let pass = state.prepare(
            viewport: ScrollViewport(bounds: host.bounds, insets: host.insets), sectionCounts: host.sectionCounts,
            configuration: configuration, invalidation: recorded)
        recorded = []
        guard !isPreparingUpdate else { return nil }
        return ModelChange.forPass(
            pass, countChanged: state.model.numberOfItems != countBefore,
            sizeChanged: state.viewport?.usableSize != sizeBefore)
    }

    /// `collectionViewContentSize`, in points.
    public var contentSize: Size2D { state.contentSize }

    /// `layoutAttributesForElements(in:)`: every item and placeholder that may be drawn in a
    /// content rectangle (``LayoutState/placements(in:)``), in index order (placeholders before
    /// the items first, those after them last). A placeholder has ``ItemAttributes/elementKind``
    /// and its supplementary index path (``placeholderIndexPath(forIndex:)``).
    /// - Complexity: O(visible items); one allocation, the returned array.
    public func attributes(in rect: Rect2D) -> [ItemAttributes] {
        attributes(in: rect, drawnShowingIn: nil)
    }

    /// ``attributes(in:)`` as both platforms' layouts hand them out: each centred where its card is
    /// drawn in `visible` (``ItemAttributes/drawn(showingIn:)``), built in the one array.
    /// - Parameter visible: the visible rectangle now, content coordinates; `nil` leaves the
    ///   attributes as the core places them (``attributes(in:)``).
    /// - Complexity: O(visible items); one allocation, the returned array.
    public func attributes(in rect: Rect2D, drawnShowingIn visible: Rect2D?) -> [ItemAttributes] {
        state.withPass(answering: rect) { pass in
            // Each answer is copied once, from the pass into the array, and finished there: built
            // and appended, a placement this size is copied four or five times.
            [ItemAttributes](unsafeUninitializedCapacity: pass.placements.count) { buffer, count in
                pass.forEachIndex(mayBeVisibleIn: rect) { index in
                    let placement = pass.placements[index]
                    let path =
                        placement.isPlaceholder
                        ? placeholderIndexPath(forIndex: placement.index) : indexPath(forGlobalIndex: placement.index)
                    guard let path, let slot = buffer.baseAddress.map({ $0 + count }) else { return }
                    slot.initialize(to: ItemAttributes(indexPath: path, placement: placement))
                    pass.makeOutput(&slot.pointee.placement)
                    if let visible { slot.pointee.centerWhereDrawn(showingIn: visible) }
                    count += 1
                }
            }
        }
    }

    /// The supplementary index path of the placeholder at a carousel index (section 0, item
    /// ``PlaceholderPosition/number``), `nil` when no placeholder shown is there.
    public func placeholderIndexPath(forIndex index: Int) -> IndexPath? {
        let model = state.model
        return PlaceholderPosition(
            index: index, numberOfItems: model.numberOfItems, numberOfPlaceholders: model.numberOfPlaceholdersShown
        ).map { IndexPath(index: 0).appending($0.number) }
    }

    /// The placeholder a supplementary index path (section 0, item ``PlaceholderPosition/number``)
    /// names among those the last pass shows; `nil` when it names none (any other shape, or none
    /// are shown: wrapping, no section).
    public func placeholderPosition(at indexPath: IndexPath) -> PlaceholderPosition? {
        guard indexPath.count == 2, indexPath[0] == 0 else { return nil }
        return PlaceholderPosition(number: indexPath[1], numberOfPlaceholders: state.model.numberOfPlaceholdersShown)
    }

    /// The placeholder number a supplementary element names: its item, when the kind is
    /// ``PlaceholderPosition/elementKind`` and the index path is (section 0, item); `nil` otherwise.
    private func placeholderNumber(ofKind kind: String, at indexPath: IndexPath) -> Int? {
        guard kind == PlaceholderPosition.elementKind, indexPath.count == 2, indexPath[0] == 0 else { return nil }
        return indexPath[1]
    }

    /// `layoutAttributesForSupplementaryView(ofKind:at:)`: a placeholder's attributes, in the
    /// window or not (alpha 0 outside it, as an item's), at the switch's target offset during a
    /// layout switch as ``attributes(forItemAt:)``. `nil` for any other kind, and for an index path
    /// that names no placeholder shown: the platform answers those with
    /// ``SupplementaryElements/answer(otherLayoutFrame:)``.
    public func attributes(forSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> ItemAttributes? {
        guard let number = placeholderNumber(ofKind: kind, at: indexPath),
            let placement = state.placement(forPlaceholder: number, atHandedOutOffset: isInTransition)
        else { return nil }
        return ItemAttributes(indexPath: indexPath, placement: placement)
    }

    /// `initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)`: a placeholder's place
    /// before the batch update being animated (``LayoutState/initialPlacement(forAppearingPlaceholder:)``),
    /// else its current attributes. `nil` for any other kind or an index path that names no
    /// placeholder shown.
    public func initialAttributes(forAppearingSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> ItemAttributes?
    {
        guard let number = placeholderNumber(ofKind: kind, at: indexPath),
            let placement = state.initialPlacement(forAppearingPlaceholder: number)
        else { return nil }
        return ItemAttributes(indexPath: indexPath, placement: placement)
    }

    /// `finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)`: a placeholder's
    /// current attributes (where the update takes it). `nil` for any other kind or an index path
    /// that names no placeholder shown.
    public func finalAttributes(forDisappearingSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> ItemAttributes?
    {
        guard let number = placeholderNumber(ofKind: kind, at: indexPath),
            let placement = state.placement(forPlaceholder: number)
        else { return nil }
        return ItemAttributes(indexPath: indexPath, placement: placement)
    }

    /// `layoutAttributesForItem(at:)`: the item's attributes, in the window or not; `nil` when the
    /// index path names no item. During a layout switch, at the switch's target offset when no
    /// pass has been placed there yet (UIKit asks for items leaving and arriving as well as the
    /// rectangle there).
    public func attributes(forItemAt indexPath: IndexPath) -> ItemAttributes? {
        globalIndex(for: indexPath).map {
            ItemAttributes(
                indexPath: indexPath, placement: state.placement(forItem: $0, atHandedOutOffset: isInTransition))
        }
    }

    /// The flat part of how an item's card is drawn now (``ItemPlacement/drawnLinearMap``), for a
    /// context menu's preview that lifts from, and returns to, the tilted card;
    /// ``LinearMap2D/identity`` when the index path names no item.
    public func drawnLinearMap(forItemAt indexPath: IndexPath) -> LinearMap2D {
        attributes(forItemAt: indexPath)?.placement.drawnLinearMap ?? .identity
    }

    // MARK: Batch updates

    /// `prepare(forCollectionViewUpdates:)`: plans the update (``LayoutState/applyUpdates(_:)-([CollectionUpdate])``).
    public mutating func prepare(forUpdates updates: [CollectionUpdate]) {
        isPreparingUpdate = true
        state.applyUpdates(updates)
    }

    /// `finalizeCollectionViewUpdates()`: forgets the plan. Returns whether an update was set up
    /// (the controller is then told ``ModelChange/update(animationDuration:)``, with the duration of
    /// the animation the platform runs it in).
    public mutating func finalizeUpdates() -> Bool {
        state.finalizeUpdates()
        defer { isPreparingUpdate = false }
        return isPreparingUpdate
    }

    /// `initialLayoutAttributesForAppearingItem(at:)` (index path after the update).
    public func initialAttributes(forAppearingItemAt indexPath: IndexPath) -> ItemAttributes? {
        guard indexPath.count == 2,
            let index = state.globalIndexAfterUpdate(section: indexPath[0], item: indexPath[1])
        else { return nil }
        return ItemAttributes(indexPath: indexPath, placement: state.initialPlacement(forAppearingItem: index))
    }

    /// `finalLayoutAttributesForDisappearingItem(at:)` (index path before the update).
    public func finalAttributes(forDisappearingItemAt indexPath: IndexPath) -> ItemAttributes? {
        guard indexPath.count == 2,
            let index = state.globalIndexBeforeUpdate(section: indexPath[0], item: indexPath[1])
        else { return nil }
        return ItemAttributes(indexPath: indexPath, placement: state.finalPlacement(forDisappearingItem: index))
    }

    /// The transforms an item passes through in the batch update being set up
    /// (``UpdateTransition/keyframes(forNewIndex:)``), for a platform that animates the transform
    /// itself (AppKit); `nil` outside an update's setup (between ``prepare(forUpdates:)`` and
    /// ``finalizeUpdates()``) and for an index path that names no item after the update.
    public func transitionKeyframes(forItemAt indexPath: IndexPath) -> [Transform3D]? {
        guard let transition = state.transition, indexPath.count == 2,
            let index = state.globalIndexAfterUpdate(section: indexPath[0], item: indexPath[1])
        else { return nil }
        return transition.keyframes(forNewIndex: index)
    }

    /// The transforms a disappearing item passes through in the batch update being set up
    /// (``UpdateTransition/keyframes(forOldIndex:)``; index path before the update); `nil` outside
    /// an update's setup and for an index path that named no item.
    public func transitionKeyframes(forDisappearingItemAt indexPath: IndexPath) -> [Transform3D]? {
        guard let transition = state.transition, indexPath.count == 2,
            let index = state.globalIndexBeforeUpdate(section: indexPath[0], item: indexPath[1])
        else { return nil }
        return transition.keyframes(forOldIndex: index)
    }

    // MARK: Content offsets

    /// `targetContentOffset(forProposedContentOffset:)`: during a switch into this layout, the
    /// offset that centres the kept item (``LayoutState/transitionContentOffset(showingItem:proposed:)``);
    /// otherwise the one that keeps the current item where it is
    /// (``LayoutState/targetContentOffset(forProposedContentOffset:)``).
    public mutating func targetContentOffset(forProposedContentOffset proposed: Point2D) -> Point2D {
        if let items = switchItems {
            switchItems = nil
            if let index = items.requested.flatMap({ globalIndex(for: $0) })
                ?? items.fallback.flatMap({ globalIndex(for: $0) })
            {
                return state.transitionContentOffset(showingItem: index, proposed: proposed)
            }
        }
        return state.targetContentOffset(forProposedContentOffset: proposed)
    }

    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` when no controller
    /// hears the scroll view: the resting place of ``LayoutSettings/releaseStyle``, reached with the
    /// scroll view's own deceleration (iCarousel's motion cannot run without a controller, so
    /// ``ReleaseStyle/iCarousel`` lands where it would land). With a controller in charge the
    /// proposal stands: the controller decides in its will-end-dragging callback.
    /// - Parameters:
    ///   - velocity: the scroll view's velocity (points per millisecond, content-offset direction).
    public func releaseContentOffset(
        forProposedContentOffset proposed: Point2D, velocity: Point2D, currentContentOffset: Point2D,
        controllerDecides: Bool
    ) -> Point2D {
        guard !controllerDecides else { return proposed }
        let style: ReleaseStyle = settings.releaseStyle == .iCarousel ? .iCarouselLanding : settings.releaseStyle
        return ReleasePlanner.decision(
            state: state, velocity: velocity, proposedContentOffset: proposed,
            currentContentOffset: currentContentOffset, dragStartScrollOffset: nil, style: style
        ).targetContentOffset
    }

    /// Moves the carousel to a scroll offset (``LayoutState/move(toScrollOffset:currentContentOffset:)``):
    /// the content offset the caller must set right away.
    public mutating func move(toScrollOffset scrollOffset: Double, currentContentOffset: Point2D)
        -> Point2D
    {
        state.move(toScrollOffset: scrollOffset, currentContentOffset: currentContentOffset)
    }

    /// The idle recentring (``LayoutState/recentre(currentContentOffset:)``): the content offset the
    /// caller must set right away, or `nil`.
    public mutating func recentre(currentContentOffset: Point2D) -> Point2D? {
        state.recentre(currentContentOffset: currentContentOffset)
    }

    // MARK: Layout switches

    /// `prepareForTransition(from:)`: a switch into this layout begins. The kept item is
    /// ``transitionAnchor`` (then cleared) when it names an item, else `fallback` (the old layout's
    /// current item or the item nearest the centre of its visible area). A pending target of the
    /// old strip no longer applies.
    public mutating func prepareForTransition(from fallback: IndexPath?) {
        transitionSide = .arriving
        switchItems = (transitionAnchor, fallback)
        transitionAnchor = nil
        state.cancelPendingTarget()
    }

    /// `prepareForTransition(to:)`: a switch away from this layout begins.
    public mutating func prepareForTransition() {
        transitionSide = .leaving
    }

    /// `finalizeLayoutTransition()`: the switch is over.
    public mutating func finalizeTransition() {
        transitionSide = nil
        switchItems = nil
    }

    // MARK: Queries

    /// The scroll offset a content offset shows now (continuous when wrapping; limited to the
    /// bounce range otherwise), even between passes.
    public func liveScrollOffset(atContentOffset contentOffset: Point2D) -> Double {
        state.displayedScrollOffset(state.rawScrollOffset(forContentOffset: contentOffset))
    }

    /// iCarousel's `scrollOffset` at a content offset: folded into [0, n) when wrapping, within the
    /// bounce range otherwise; 0 with no items.
    public func scrollOffset(atContentOffset contentOffset: Point2D) -> Double {
        guard state.model.numberOfItems > 0 else { return 0 }
        let offset = liveScrollOffset(atContentOffset: contentOffset)
        return state.model.isWrapEnabled ? state.model.clampedOffset(offset) : offset
    }

    /// The item nearest the centre at a content offset (iCarousel's `currentItemIndex`), `nil`
    /// with no items.
    public func currentIndexPath(atContentOffset contentOffset: Point2D) -> IndexPath? {
        indexPath(forGlobalIndex: state.model.currentItemIndex(at: liveScrollOffset(atContentOffset: contentOffset)))
    }

    /// The index path of a global item index (items of all sections in order), `nil` if out of range.
    public func indexPath(forGlobalIndex index: Int) -> IndexPath? {
        state.sections.indexPath(forGlobalIndex: index).map {
            // Built as a pair (no heap storage), not from an array.
            IndexPath(index: $0.section).appending($0.item)
        }
    }

    /// The global item index of an index path, `nil` unless it has two indexes naming an item.
    public func globalIndex(for indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2 else { return nil }
        return state.sections.globalIndex(section: indexPath[0], item: indexPath[1])
    }

    /// The item drawn on top at a content point, `nil` if none (``HitTesting``).
    public func indexPathForTopmostItem(atContentPoint point: Point2D) -> IndexPath? {
        state.topmostItem(atContentPoint: point).flatMap { indexPath(forGlobalIndex: $0.index) }
    }

    /// The card whose controls get a click at a content point: the current card, drawn on top
    /// there and at its untransformed frame (``LayoutState/cardTakingControlClicks(atContentPoint:)``),
    /// while the carousel is at rest; `nil` when the click is the carousel's (it stops a motion,
    /// or selects and centres the card drawn on top).
    ///
    /// AppKit's control tracking converts the mouse's window location without layer transforms,
    /// so a control works only on a card drawn where AppKit believes its view is; a card behind
    /// the current one is centred first, as iCarousel centres a tapped side card. A moving
    /// carousel's card leaves its frame between the mouse-down and the mouse-up, and the click
    /// stops the motion instead.
    /// - Parameter isAtRest: whether nothing moves the carousel, a press holding it still
    ///   (the engine's `letsControlsTrackClicks`).
    public func indexPathForCardTakingControlClicks(atContentPoint point: Point2D, isAtRest: Bool) -> IndexPath? {
        guard isAtRest else { return nil }
        return state.cardTakingControlClicks(atContentPoint: point).flatMap { indexPath(forGlobalIndex: $0.index) }
    }

    /// The card whose nested scroll views (a scrolling list, a text view, a SwiftUI `ScrollView`
    /// inside it) get the wheel events the carousel passes on at a content point: the current
    /// card, drawn on top there; `nil` elsewhere, where those events go to what is around the
    /// carousel. The carousel keeps the events along its axis either way
    /// (``WheelEventRouter``). A wheel event's target ignores where the pointer is inside the
    /// nested view, so the card need not be drawn at its frame.
    public func indexPathForCardTakingNestedScrolling(atContentPoint point: Point2D) -> IndexPath? {
        state.topmostItem(atContentPoint: point)
            .flatMap { $0.index == state.pass.currentItemIndex ? indexPath(forGlobalIndex: $0.index) : nil }
    }

    /// Where a content point lands on an item as drawn, in the item's own untransformed
    /// coordinates: points from its top-left corner, x right, y down (its subviews' space before the
    /// transform). `nil` when the index path names no item or the item's plane is seen edge-on.
    /// A platform whose hit test ignores layer transforms (AppKit) tests the item's subviews there.
    public func itemPoint(forItemAt indexPath: IndexPath, atContentPoint point: Point2D) -> Point2D? {
        guard let placement = attributes(forItemAt: indexPath)?.placement,
            let local = placement.transform.unproject(x: point.x - placement.center.x, y: point.y - placement.center.y)
        else { return nil }
        return Point2D(x: local.x + placement.size.width / 2, y: local.y + placement.size.height / 2)
    }

    /// The item's offset from the centre in items (0 for the current item), `nil` if out of range.
    public func offset(forItemAt indexPath: IndexPath) -> Double? {
        globalIndex(for: indexPath).map { state.placement(forItem: $0).offset }
    }

    /// What a query arriving before the platform's next `prepare()` must have a pass do first, to
    /// be answered for what the collection view holds now: `nil` when the last pass still holds
    /// (same item counts, visible size, insets and direction); otherwise the invalidation to
    /// record before that pass (a first pass, new counts, a new size or insets).
    public func stalePass(for host: Host) -> LayoutInvalidation? {
        guard let viewport = state.viewport else { return [] }
        var required: LayoutInvalidation = []
        if host.sectionCounts != state.sections.counts {
            required.formUnion(.forDataSource(everything: false, counts: true))
        }
        let now = ScrollViewport(bounds: host.bounds, insets: host.insets)
        if now.bounds.size != viewport.bounds.size || now.insets != viewport.insets
            || (host.isRightToLeft != (state.configuration.layoutDirection == .rightToLeft))
        {
            required.formUnion([.rebuild, .reposition])
        }
        return required.isEmpty ? nil : required
    }

    /// Whether a pass must run before a programmatic scroll can name items: none has run, or the
    /// collection view's counts differ from the last pass's (a reload or snapshot not yet laid out).
    public func needsPassBeforeScrolling(sectionCounts: [Int]) -> Bool {
        state.viewport == nil || sectionCounts != state.sections.counts
    }

    /// The usable area's top-left corner within the visible area (the insets' top-left), in points.
    public var contentOrigin: Point2D {
        let insets = state.viewport?.insets ?? .zero
        return Point2D(x: insets.left, y: insets.top)
    }
}
