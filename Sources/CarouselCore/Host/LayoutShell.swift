import Foundation

/// A platform's carousel layout as the core sees it: an object that holds a ``LayoutDriver`` and
/// can name the collection view it is shown in (a ``CarouselHost``, read at each call).
///
/// The extension is everything the layout does between the framework's calls that is more than
/// a conversion, written once: settings that invalidate, the first-pass guard of every query,
/// programmatic offsets, recentring, the release without a controller. UIKit's and AppKit's
/// `CarouselCollectionViewLayout` and the tests' simulated layout adopt it and forward to it.
@_spi(Plumbing) public protocol LayoutShell: AnyObject {
    /// The layout's driver.
    var driver: LayoutDriver { get set }
    /// The collection view the layout is shown in, read now; `nil` without one.
    var layoutHost: (any CarouselHost)? { get }
}

extension LayoutShell {
    /// Reads the driver in place. Through the protocol a plain read calls its getter, which copies
    /// the whole driver (retaining every array in its state); a `modify` access does not. For
    /// reads only: the body must not reach the host.
    @inline(__always)
    func reading<Answer>(_ body: (inout LayoutDriver) -> Answer) -> Answer { body(&driver) }

    // MARK: Settings

    /// Adopts new settings; when they lay items out differently the layout is invalidated, once.
    public func changeSettings(to settings: LayoutSettings) {
        record(driver.setSettings(settings))
    }

    /// Sets Cover Flow 2's toggle; a pass re-places the items when the placements change.
    public func changeToggle(to toggle: Double) {
        record(driver.setToggle(toggle))
    }

    /// The collection view's adjusted content insets changed (the app's insets, bars arriving, the
    /// safe area): the next pass rebuilds the model in the new visible area, whether or not the
    /// platform invalidates the layout itself (UIKit does not document that it does).
    public func insetsDidChange() {
        record(.rebuild)
    }

    /// Hands an invalidation to the collection view, or, with none, records it for the first pass.
    func record(_ invalidation: LayoutInvalidation) {
        guard !invalidation.isEmpty else { return }
        guard let host = layoutHost else { return driver.invalidate(invalidation) }
        host.invalidateCarousel(invalidation)
    }

    // MARK: Passes

    /// One layout pass with what the collection view shows now (`prepare()`); the controller
    /// hears a model change.
    public func runPass() {
        guard let host = layoutHost, let reading = host.passReading else { return }
        if let change = driver.prepare(reading) { host.layoutDidChangeModel(change) }
    }

    /// Runs a pass if none has run, or if the last one no longer holds for what the collection
    /// view shows (new item counts, a new size or insets: ``LayoutDriver/stalePass(for:)``; never
    /// while a batch update is being set up, whose counts the update itself brings). A query the
    /// platform makes before `prepare()` (the rectangle or the target of a switch, which may come
    /// first and after a resize; an item's attributes during a rotation, right after the layout
    /// is installed or right after `reloadData`) is answered from a real pass, never `nil` for an
    /// item the collection view has and never with the geometry of an earlier size. The host is
    /// read only when the platform recorded an invalidation since the last pass (or none ran): a
    /// query right after `prepare()`, as on every scroll tick, reads nothing.
    public func passIfNeverPrepared() {
        let mayBeStale = reading { !$0.isPreparingUpdate && ($0.needsFirstPass || $0.hasRecordedInvalidation) }
        guard mayBeStale, let host = layoutHost?.passReading,
            let required = reading({ $0.stalePass(for: host) })
        else { return }
        driver.invalidate(required)
        runPass()
    }

    // MARK: Attributes, centred where drawn
    //
    // One frame rule for both platforms: every attributes answer is centred where its card is
    // drawn (`LayoutDriver.ItemAttributes.drawn(showingIn:)`), in the visible rectangle now.

    /// The visible rectangle the answers' frames stay in: the host's now, else the last pass's.
    var shownBounds: Rect2D {
        layoutHost?.visibleBounds ?? reading { $0.state.viewport?.bounds } ?? .zero
    }

    /// `layoutAttributesForElements(in:)`, after the first-pass guard, centred where drawn.
    public func attributesForElements(in rect: Rect2D) -> [LayoutDriver.ItemAttributes] {
        passIfNeverPrepared()
        let visible = shownBounds
        return reading { $0.attributes(in: rect, drawnShowingIn: visible) }
    }

    /// `layoutAttributesForItem(at:)`, after the first-pass guard, centred where drawn: `nil`
    /// only when the index path names no item.
    public func attributesForItem(at indexPath: IndexPath) -> LayoutDriver.ItemAttributes? {
        passIfNeverPrepared()
        let visible = shownBounds
        return reading { $0.attributes(forItemAt: indexPath) }?.drawn(showingIn: visible)
    }

    /// `layoutAttributesForSupplementaryView(ofKind:at:)`, after the first-pass guard, centred
    /// where drawn: a placeholder's attributes (``LayoutDriver/attributes(forSupplementaryElementOfKind:at:)``);
    /// `nil` for any other supplementary view, which the platform answers hidden
    /// (``SupplementaryElements``).
    public func attributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> LayoutDriver.ItemAttributes?
    {
        passIfNeverPrepared()
        let visible = shownBounds
        return reading { $0.attributes(forSupplementaryElementOfKind: kind, at: indexPath) }?.drawn(
            showingIn: visible)
    }

    /// `initialLayoutAttributesForAppearingItem(at:)` (index path after the update), centred where drawn.
    public func initialAttributesForAppearingItem(at indexPath: IndexPath) -> LayoutDriver.ItemAttributes? {
        let visible = shownBounds
        return reading { $0.initialAttributes(forAppearingItemAt: indexPath) }?.drawn(showingIn: visible)
    }

    /// `finalLayoutAttributesForDisappearingItem(at:)` (index path before the update), centred where drawn.
    public func finalAttributesForDisappearingItem(at indexPath: IndexPath) -> LayoutDriver.ItemAttributes? {
        let visible = shownBounds
        return reading { $0.finalAttributes(forDisappearingItemAt: indexPath) }?.drawn(showingIn: visible)
    }

    /// `initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)`, centred where drawn;
    /// `nil` for anything but a placeholder shown.
    public func initialAttributesForAppearingSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> LayoutDriver.ItemAttributes?
    {
        let visible = shownBounds
        return reading { $0.initialAttributes(forAppearingSupplementaryElementOfKind: kind, at: indexPath) }?
            .drawn(showingIn: visible)
    }

    /// `finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)`, centred where drawn;
    /// `nil` for anything but a placeholder shown.
    public func finalAttributesForDisappearingSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> LayoutDriver.ItemAttributes?
    {
        let visible = shownBounds
        return reading { $0.finalAttributes(forDisappearingSupplementaryElementOfKind: kind, at: indexPath) }?
            .drawn(showingIn: visible)
    }

    /// The batch update's keyframes for an item as these attributes draw it
    /// (``LayoutDriver/ItemAttributes/keyframesAsDrawn(_:)``); `nil` outside an update's setup and
    /// for a placeholder (which AppKit animates from its initial attributes, unchanged).
    /// - Parameter disappearing: whether `attributes` are a disappearing item's final attributes
    ///   (index path before the update).
    public func transitionKeyframes(for attributes: LayoutDriver.ItemAttributes, disappearing: Bool = false)
        -> [Transform3D]?
    {
        guard attributes.elementKind == nil else { return nil }
        let keyframes = reading {
            disappearing
                ? $0.transitionKeyframes(forDisappearingItemAt: attributes.indexPath)
                : $0.transitionKeyframes(forItemAt: attributes.indexPath)
        }
        return keyframes.map(attributes.keyframesAsDrawn)
    }

    /// `finalizeCollectionViewUpdates()`: forgets the batch update's plan and, when one was set
    /// up, tells the controller of it with the duration of the animation it runs in
    /// (``ModelChange/update(animationDuration:)``).
    public func finalizeCollectionViewUpdates(animationDuration: Double) {
        guard driver.finalizeUpdates() else { return }
        layoutHost?.layoutDidChangeModel(.update(animationDuration: animationDuration))
    }

    /// `layoutAttributesForDropTarget(at:)`: the item drawn on top at a content point
    /// (``LayoutDriver/indexPathForTopmostItem(atContentPoint:)``), centred where drawn; `nil`
    /// over no card. A carousel has no gaps between items to drop into: its cards overlap in
    /// depth, so a drop goes onto the card drawn on top.
    public func dropTargetAttributes(atContentPoint point: Point2D) -> LayoutDriver.ItemAttributes? {
        passIfNeverPrepared()
        return reading { $0.indexPathForTopmostItem(atContentPoint: point) }.flatMap { attributesForItem(at: $0) }
    }

    /// `shouldInvalidateLayout(forBoundsChange:)` and `invalidationContext(forBoundsChange:)`:
    /// what moving the visible rectangle to `newBounds` asks of the next pass, compared with the
    /// rectangle the last pass laid out (``LayoutDriver/invalidation(forBoundsChange:currentBounds:)``);
    /// nothing without a collection view.
    public func boundsInvalidation(to newBounds: Rect2D) -> LayoutInvalidation {
        guard let visible = layoutHost?.visibleBounds else { return [] }
        return reading { $0.invalidation(forBoundsChange: newBounds, currentBounds: visible) }
    }

    /// `targetContentOffset(forProposedContentOffset:)`, after the first-pass guard.
    public func targetContentOffset(forProposed proposed: Point2D) -> Point2D {
        passIfNeverPrepared()
        return driver.targetContentOffset(forProposedContentOffset: proposed)
    }

    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`: the proposal when a
    /// controller hears the scroll view now (it decides in its will-end-dragging callback),
    /// otherwise the release style's resting place. `velocity`: points per millisecond.
    public func releaseContentOffset(forProposed proposed: Point2D, velocity: Point2D) -> Point2D {
        guard let host = layoutHost, let current = host.visibleContentOffset else { return proposed }
        return driver.releaseContentOffset(
            forProposedContentOffset: proposed, velocity: velocity, currentContentOffset: current,
            controllerDecides: host.facts.hearsScrollCallbacks)
    }

    /// Runs any pending pass now, so a programmatic scroll made right after `reloadData`, a
    /// snapshot or before the first layout knows the items it names. Only when the counts differ
    /// from the last pass's (or none ran): a forced pass inside `performBatchUpdates`' updates
    /// block could turn the update into a reload.
    public func prepareForScrolling() {
        guard let host = layoutHost, let reading = host.passReading,
            driver.needsPassBeforeScrolling(sectionCounts: reading.sectionCounts)
        else { return }
        host.layOutNow(forcing: driver.needsFirstPass)
    }

    // MARK: Reading

    /// The scroll offset the content offset shows now (continuous when wrapping), even between
    /// passes; the last pass's without a scroll view.
    public var liveScrollOffsetNow: Double {
        guard let offset = layoutHost?.visibleContentOffset else { return reading { $0.state.rawScrollOffset } }
        return reading { $0.liveScrollOffset(atContentOffset: offset) }
    }

    /// iCarousel's `scrollOffset` as shown: folded into [0, n) when wrapping; 0 without a scroll view.
    public var shownScrollOffset: Double {
        layoutHost?.visibleContentOffset.map { driver.scrollOffset(atContentOffset: $0) } ?? 0
    }

    /// The item nearest the centre now, `nil` with no items.
    public var currentItemIndexPath: IndexPath? {
        driver.indexPath(forGlobalIndex: driver.state.model.currentItemIndex(at: liveScrollOffsetNow))
    }

    // MARK: Scrolling

    /// Moves the carousel to a scroll offset (items; continuous when wrapping) at once, by moving
    /// the content offset. With nothing to scroll, only a layout that has not laid out yet takes
    /// the offset (its first pass shows it).
    public func moveCarousel(toScrollOffset scrollOffset: Double) {
        guard let host = layoutHost, let current = host.visibleContentOffset else {
            if driver.needsFirstPass { _ = driver.move(toScrollOffset: scrollOffset, currentContentOffset: .zero) }
            return
        }
        let target = driver.move(toScrollOffset: scrollOffset, currentContentOffset: current)
        host.moveContent(to: target)
    }

    /// Moves the content offset to where it belongs while the collection view is idle (the middle
    /// of the strip when wrapping), invisibly. Returns whether it moved. Never re-entered: a
    /// recentring that the move's own callbacks ask for does nothing.
    @discardableResult
    public func recentreContent() -> Bool {
        guard !driver.isMovingContent, let host = layoutHost, let current = host.visibleContentOffset,
            let target = driver.recentre(currentContentOffset: current)
        else { return false }
        driver.isMovingContent = true
        host.moveContent(to: target)
        driver.isMovingContent = false
        return true
    }

    // MARK: Recentring without a controller

    /// Whether, with no controller hearing the scroll view, the content offset was left away from
    /// where it belongs: the platform schedules ``recentreIfIdle()`` for the next turn of its run
    /// loop (never from inside the pass).
    public var needsIdleRecentring: Bool {
        guard let host = layoutHost, !host.facts.hearsScrollCallbacks, let offset = host.visibleContentOffset else {
            return false
        }
        return driver.state.needsRecentring(currentContentOffset: offset)
    }

    /// The scheduled recentring: only if still no controller hears the scroll view and nothing
    /// touches or moves it now. Returns whether the content offset moved.
    @discardableResult
    public func recentreIfIdle() -> Bool {
        guard let facts = layoutHost?.facts, !facts.hearsScrollCallbacks, !facts.isScrollViewTracking,
            !facts.isScrollViewDragging, !facts.isScrollViewDecelerating
        else { return false }
        return recentreContent()
    }
}
