/// Everything a carousel collection-view layout decides, as one value: the UIKit layout stores
/// one, hands it what it reads from the collection view, and copies what it answers into
/// attributes.
///
/// ## Scroll offset and anchor
///
/// The scroll offset shown is `anchor + position / pointsPerItem` (``ScrollMapping``). A scroll
/// (only the bounds origin moves) changes the position and so the scroll offset. Anything else
/// that changes the mapping — a new bounds size or insets (rotation), a configuration change,
/// new item counts, a batch update — keeps the scroll offset (or the plan's) and changes the anchor
/// instead, so the current item stays where it is without the layout touching the content offset.
/// Later, while the scroll view is idle, ``recentre(currentContentOffset:)`` moves the content
/// offset to where it belongs (anchor 0 when not wrapping; the middle of the range when wrapping),
/// and the anchor with it, invisibly.
///
/// Content offsets go out in two ways. Those the caller sets at once (``recentre(currentContentOffset:)``,
/// ``move(toScrollOffset:currentContentOffset:)``) switch the anchor at once. Those UIKit applies
/// later, if at all (``targetContentOffset(forProposedContentOffset:)``), are recorded as a
/// *pending target*: the anchor switches when the scroll view arrives there (within
/// ``arrivalTolerance``), so nothing jumps if it never does; a pass that finds the scroll view
/// somewhere else entirely drops the target.
///
/// ## Right to left
///
/// UIKit does not flip this layout, so every content offset, viewport and content point here is
/// physical (x grows rightward). The configuration's ``CarouselConfiguration/layoutDirection``
/// goes to the model, which mirrors the placements (``CarouselModel/isMirrored``), and to the
/// mapping, which measures positions from the content's right end (``ScrollMapping/isMirrored``).
/// Anchors and pending targets are positions, so everything above works unchanged: a first pass at
/// content offset 0 shows ``initialScrollOffset`` with a shifted anchor, and a recentre then moves
/// the content offset to the right end, where item 0 rests. Placement centres come out in physical
/// content coordinates, and ``topmostItem(atContentPoint:)`` takes a physical content point.
/// Changing the direction is a configuration change (a rebuild that keeps the scroll offset).
///
/// - Complexity: every method is O(visible items) or better, independent of the item count.
@_spi(Plumbing) public struct LayoutState: Sendable {
    /// How close (points) the scroll view must come to a pending target to count as arrived.
    public static let arrivalTolerance = 1.0

    /// A content position handed out, and the position the scroll view was at when it was.
    struct Pending: Sendable {
        var target: PositionTarget
        var from: Double
    }

    /// The configuration of the last rebuild (item count and bounds as passed, not as used).
    public private(set) var configuration: CarouselConfiguration
    /// The item counts per section of the last pass.
    public private(set) var sections: SectionMap = .empty
    /// The viewport of the last pass; `nil` before the first.
    public private(set) var viewport: ScrollViewport?
    /// The resolved model (item count = all sections; bounds = the usable size; the settings'
    /// placeholders, none without a section).
    public private(set) var model: CarouselModel
    /// Content offset ↔ scroll offset.
    public private(set) var mapping: ScrollMapping
    /// The scroll offset shown at position 0 (items).
    public private(set) var anchor: Double = 0
    /// The scroll offset the last pass showed, before clamping (continuous when wrapping).
    public private(set) var rawScrollOffset: Double = 0
    /// Cover Flow 2's toggle the window is placed with, in [−1, 1]: animation state next to the
    /// scroll offset, set with ``setToggle(_:)``, never part of the configuration.
    public private(set) var toggle: Double = 0
    /// The last pass's placed window.
    public private(set) var pass: LayoutPass
    /// The batch update being animated, between ``applyUpdates(_:)`` and ``finalizeUpdates()``.
    public private(set) var transition: UpdateTransition?
    /// The scroll offset the first pass shows (items).
    public var initialScrollOffset: Double = 0

    private var pending: Pending?
    /// The content offset last handed out (a move, a recentring, a switch's or update's target)
    /// that no pass has been placed at yet: a rectangle query there is answered as the pass there
    /// will answer it (``placements(in:)``), whichever order the platform asks in.
    private var handedOut: Point2D?
    /// The content offset the scroll view was at when ``handedOut`` was handed out: a pass found
    /// elsewhere (the user scrolled, the app or UIKit chose another offset) forgets it.
    private var handedOutFrom: Point2D?
    private var beforeUpdate: (pass: LayoutPass, rawScrollOffset: Double, sections: SectionMap)?

    /// A state that has not laid anything out yet.
    public init(configuration: CarouselConfiguration) {
        self.configuration = configuration
        var config = configuration
        config.numberOfItems = 0
        let model = CarouselModel(config)
        self.model = model
        self.mapping = ScrollMapping(model: model, viewport: ScrollViewport(bounds: .zero))
        self.pass = .empty(model: model)
    }

    // MARK: Preparing

    /// One layout pass (`prepare()`): rebuilds what changed and places the visible window.
    ///
    /// - Parameters:
    ///   - viewport: the collection view's bounds and adjusted insets now.
    ///   - sectionCounts: its item count per section now (reading them is O(sections)).
    ///   - configuration: the layout's configuration now (used when rebuilding).
    ///   - invalidation: what was recorded since the last pass.
    /// - Returns: what the pass did (``LayoutInvalidation/required(recorded:previous:current:)``,
    ///   plus ``LayoutInvalidation/recount`` when the counts changed unannounced).
    @discardableResult
    public mutating func prepare(
        viewport newViewport: ScrollViewport, sectionCounts: [Int],
        configuration newConfiguration: CarouselConfiguration,
        invalidation recorded: LayoutInvalidation
    ) -> LayoutInvalidation {
        var required = LayoutInvalidation.required(recorded: recorded, previous: viewport, current: newViewport)
        // Unchanged counts (every scroll tick) reuse the map: building one allocates.
        let newSections = sectionCounts == sections.counts ? sections : SectionMap(counts: sectionCounts)
        if newSections != sections { required.formUnion(.all) }
        let isFirst = viewport == nil

        if required.contains(.rebuild) || required.contains(.recount) {
            // The scroll offset to keep. When only the origin moved since the last pass (a
            // configuration or data change during a scroll), the move is a scroll: read it with the
            // old mapping. When the size or insets changed too, keep what the last pass showed.
            let previousRaw: Double
            if let viewport, newViewport.differsOnlyInOrigin(from: viewport) {
                previousRaw = rawScrollOffset(forContentOffset: newViewport.bounds.origin)
            } else {
                previousRaw = isFirst ? initialScrollOffset.finiteOrZero : rawScrollOffset
            }
            let countsChanged = newSections != sections
            let carried = handOutToCarry(to: newViewport, keeping: previousRaw)
            // The pass before kept for a batch update's animation (``applyUpdates(_:)``): after
            // new counts, and after new settings, so a settings change inside an animated batch
            // update animates whether or not the platform invalidates the data source's counts in
            // an update with no items (undocumented).
            let keepsPass = required.contains(.recount) || newConfiguration != configuration
            beforeUpdate = keepsPass && !isFirst ? (pass, previousRaw, sections) : nil
            configuration = newConfiguration
            sections = newSections
            var config = newConfiguration
            config.numberOfItems = sections.numberOfItems
            // Placeholders are supplementary views of section 0: none without a section.
            if sections.counts.isEmpty { config.numberOfPlaceholders = 0 }
            config.bounds = newViewport.usableSize
            model = CarouselModel(config)
            mapping = ScrollMapping(model: model, viewport: newViewport)
            var keep = previousRaw
            if countsChanged || isFirst {
                keep = model.numberOfItems > 0 ? Self.keptScrollOffset(previousRaw, model: model) : 0
            }
            let position = mapping.position(forContentOffset: newViewport.bounds.origin)
            anchor = mapping.anchor(showing: keep, atPosition: position)
            pending = nil  // positions under the old mapping mean nothing now; a hand-out is carried
            handedOut = nil
            expectClamp(atPosition: position, showing: keep)
            if let carried { carry(carried, from: position, keeping: keep, to: newViewport) }
        } else if required.contains(.reposition) {
            resolvePending(atPosition: mapping.position(forContentOffset: newViewport.bounds.origin))
            // The content moved since the pass kept for an update: a batch update now animates
            // from what is shown, never from a pass left by a settings change with no update.
            beforeUpdate = nil
        }
        viewport = newViewport
        placeWindow(adoptingModel: required.contains(.rebuild) || required.contains(.recount))
        return required
    }

    /// The scroll offset to keep when the item count changes without an update plan (a reload):
    /// the same offset, folded (wrapping) or clamped to the items, as iCarousel's `reloadData` does.
    public static func keptScrollOffset(_ offset: Double, model: CarouselModel) -> Double {
        if model.isWrapEnabled { return offset.finiteOrZero }
        return model.clampedOffset(offset)
    }

    /// Re-places the window at the current position and anchor.
    /// - Parameter adoptingModel: whether ``model`` changed since the pass was placed (a rebuild);
    ///   on a scroll tick the pass keeps its own, the same model, uncopied.
    private mutating func placeWindow(adoptingModel: Bool) {
        guard let viewport else { return }
        let position = mapping.position(forContentOffset: viewport.bounds.origin)
        rawScrollOffset = mapping.scrollOffset(atPosition: position, anchor: anchor)
        let scrollOffset = displayedScrollOffset(rawScrollOffset)
        let origin = mapping.usableOrigin(forContentOffset: viewport.bounds.origin)
        if adoptingModel {
            pass.replace(model: model, scrollOffset: scrollOffset, toggle: toggle, origin: origin)
        } else {
            pass.replace(scrollOffset: scrollOffset, toggle: toggle, origin: origin)
        }
        if let handedOut,
            Self.isSameOffset(handedOut, viewport.bounds.origin)
                || !Self.isSameOffset(handedOutFrom ?? viewport.bounds.origin, viewport.bounds.origin)
        {
            self.handedOut = nil
        }
    }

    /// A hand-out the scroll view has not reached and may still go to (it is where the hand-out was
    /// made): its content offset, and the scroll offset it shows relative to `previousRaw` (items).
    private func handOutToCarry(to newViewport: ScrollViewport, keeping previousRaw: Double)
        -> (offset: Point2D, step: Double)?
    {
        guard let handedOut, let handedOutFrom, Self.isSameOffset(handedOutFrom, newViewport.bounds.origin),
            !Self.isSameOffset(handedOut, newViewport.bounds.origin)
        else { return nil }
        return (handedOut, rawScrollOffset(forContentOffset: handedOut) - previousRaw)
    }

    /// Keeps a hand-out across a rebuild (UIKit may ask for the rectangle there, and go there, after
    /// a pass at the old offset): the same content offset, as a pending target that shows the same
    /// step from the kept scroll offset under the new mapping, limited to the bounce range when not
    /// wrapping. A target outside the new resting range is left to ``expectClamp(atPosition:showing:)``:
    /// the scroll view clamps it.
    private mutating func carry(
        _ carried: (offset: Point2D, step: Double), from position: Double, keeping keep: Double,
        to newViewport: ScrollViewport
    ) {
        let target = mapping.position(forContentOffset: carried.offset)
        guard model.numberOfItems > 0, mapping.isWrapEnabled || (0...mapping.scrollRange).contains(target) else {
            return
        }
        let shown = displayedScrollOffset(keep + carried.step)
        pending = Pending(
            target: PositionTarget(position: target, anchor: mapping.anchor(showing: shown, atPosition: target)),
            from: position)
        handedOut = carried.offset
        handedOutFrom = newViewport.bounds.origin
    }

    /// Records a content offset handed out while the scroll view is where the last pass found it.
    private mutating func handOut(_ offset: Point2D) {
        handedOut = offset
        handedOutFrom = viewport?.bounds.origin
    }

    /// The attribute values of an item in the pass at the handed-out content offset, when there is
    /// one no pass has been placed at (a layout switch asks for items as well as rectangles there);
    /// otherwise ``placement(forItem:)``.
    public func placement(forItem index: Int, atHandedOutOffset: Bool) -> ItemPlacement {
        guard atHandedOutOffset, let handedOut,
            let source = passAnswering(Rect2D(origin: handedOut, size: viewport?.bounds.size ?? .zero))
        else { return placement(forItem: index) }
        return source.output(source.placement(forItem: index))
    }

    /// Whether two content offsets are the same within ``arrivalTolerance`` on both axes.
    static func isSameOffset(_ a: Point2D, _ b: Point2D) -> Bool {
        abs(a.x - b.x) <= arrivalTolerance && abs(a.y - b.y) <= arrivalTolerance
    }

    /// Sets Cover Flow 2's toggle (clamped to [−1, 1]; NaN is 0) and returns what the next pass
    /// must do: ``LayoutInvalidation/reposition`` when the model's effect uses the toggle and it
    /// changed (``LayoutInvalidation/forToggleChange(from:to:)``), else nothing. A toggle change
    /// re-places the window; it never rebuilds the model or the mapping.
    public mutating func setToggle(_ newValue: Double) -> LayoutInvalidation {
        let old = toggle
        toggle = CoverFlow.sanitizedToggle(newValue)
        guard model.effect.usesToggle else { return [] }
        return .forToggleChange(from: old, to: toggle)
    }

    /// The scroll offset items are placed at for a raw one: continuous when wrapping, else limited
    /// to the bounce range (`CarouselModel.clampedScrollOffset`), 0 with no items.
    public func displayedScrollOffset(_ raw: Double) -> Double {
        guard model.numberOfItems > 0 else { return 0 }
        return model.isWrapEnabled ? raw.finiteOrZero : model.clampedScrollOffset(raw)
    }

    // MARK: Live queries

    /// The raw scroll offset a content offset shows now, honouring a pending target the scroll
    /// view has reached (so scroll callbacks read the right value before the next pass).
    public func rawScrollOffset(forContentOffset contentOffset: Point2D) -> Double {
        let position = mapping.position(forContentOffset: contentOffset)
        if let pending, abs(position - pending.target.position) <= Self.arrivalTolerance {
            return mapping.scrollOffset(atPosition: position, anchor: pending.target.anchor)
        }
        return mapping.scrollOffset(atPosition: position, anchor: anchor)
    }

    /// The collection view's content size (``ScrollMapping/contentSize``).
    public var contentSize: Size2D { mapping.contentSize }

    /// The attribute values for an item (global index), whether or not it is in the window.
    public func placement(forItem index: Int) -> ItemPlacement {
        pass.output(pass.placement(forItem: index))
    }

    /// The attribute values of every item that may be drawn in a content rectangle.
    /// - Complexity: O(visible items); one allocation, the returned array.
    ///
    /// A rectangle whose origin is a content offset handed out since the scroll view last moved
    /// (a switch's target, UIKit's clamp after a delete, a programmatic move) is answered as a pass
    /// there will answer it: the platform asks for the rectangle at the target (UXKit and
    /// PSTCollectionView: `{target offset, bounds size}`) before or after the pass at the old
    /// offset, and the answer is the same either way. Any other rectangle is answered from the last
    /// pass. A hand-out is forgotten once a pass finds the scroll view anywhere else.
    public func placements(in rect: Rect2D) -> [ItemPlacement] {
        // LayoutPass.placements(in:) then map would build two arrays, the first by repeated growth.
        var result: [ItemPlacement] = []
        result.reserveCapacity(pass.placements.count)
        forEachPlacement(in: rect) { result.append($0) }
        return result
    }

    /// Calls `body` with the attribute values of every item that may be drawn in a content
    /// rectangle, in index order, as ``placements(in:)`` returns them.
    /// - Complexity: O(visible items); allocation-free unless the rectangle is at a handed-out
    ///   offset no pass has been placed at (then one pass is placed there).
    public func forEachPlacement(in rect: Rect2D, _ body: (ItemPlacement) -> Void) {
        withPass(answering: rect) { $0.forEachPlacement(in: rect, body) }
    }

    /// Calls `body` with the pass that answers a query for `rect`: the pass at a handed-out
    /// offset no pass has been placed at (``placements(in:)``), else the last pass, read where it
    /// is stored (`passAnswering(rect) ?? pass` would copy it).
    func withPass<Answer>(answering rect: Rect2D, _ body: (borrowing LayoutPass) -> Answer) -> Answer {
        if let answering = passAnswering(rect) { return body(answering) }
        return body(pass)
    }

    /// The pass at the handed-out content offset, when `rect` is the viewport there and no pass has
    /// been placed there yet; `nil` otherwise (the last pass answers).
    private func passAnswering(_ rect: Rect2D) -> LayoutPass? {
        guard let handedOut, let viewport, !Self.isSameOffset(handedOut, viewport.bounds.origin),
            Self.isSameOffset(rect.origin, handedOut)
        else { return nil }
        let raw = rawScrollOffset(forContentOffset: handedOut)
        return LayoutPass(
            model: model, scrollOffset: displayedScrollOffset(raw), toggle: toggle,
            origin: mapping.usableOrigin(forContentOffset: handedOut))
    }

    /// The attribute values of a placeholder (``PlaceholderPosition/number``), whether or not it
    /// is in the window (as ``placement(forItem:)``); `nil` when no placeholder has that number.
    /// - Parameter atHandedOutOffset: answer from the pass at the handed-out content offset, when
    ///   there is one no pass has been placed at (as ``placement(forItem:atHandedOutOffset:)``).
    public func placement(forPlaceholder number: Int, atHandedOutOffset: Bool = false) -> ItemPlacement? {
        guard
            let position = PlaceholderPosition(number: number, numberOfPlaceholders: model.numberOfPlaceholdersShown)
        else { return nil }
        var result = placement(
            forItem: position.index(numberOfItems: model.numberOfItems), atHandedOutOffset: atHandedOutOffset)
        result.isPlaceholder = true
        return result
    }

    /// `initialLayoutAttributesForAppearingSupplementaryElement` for a placeholder: where it was
    /// before the batch update being animated (its index beside the old item count, as the items'
    /// ``initialPlacement(forAppearingItem:)`` comes from the pass before), or its current placement
    /// outside an update; `nil` when no placeholder has that number.
    public func initialPlacement(forAppearingPlaceholder number: Int) -> ItemPlacement? {
        guard let transition else { return placement(forPlaceholder: number) }
        let before = transition.before
        guard
            let position = PlaceholderPosition(number: number, numberOfPlaceholders: model.numberOfPlaceholdersShown)
        else { return nil }
        var result = transition.after.output(
            before.placement(forItem: position.index(numberOfItems: before.model.numberOfItems)))
        result.isPlaceholder = true
        return result
    }

    /// The item the user sees on top at a content point, if any (``HitTesting``).
    public func topmostItem(atContentPoint point: Point2D) -> ItemPlacement? {
        pass.topmostItem(at: point)
    }

    /// The card whose controls may take a click at a content point, if any
    /// (``LayoutPass/cardTakingControlClicks(at:)``).
    public func cardTakingControlClicks(atContentPoint point: Point2D) -> ItemPlacement? {
        pass.cardTakingControlClicks(at: point)
    }

    // MARK: Content offsets handed out

    /// UIKit's `targetContentOffset(forProposedContentOffset:)` (after batch updates, layout
    /// changes, size changes): the current item stays where it is.
    ///
    /// When UIKit proposes to stay, it stays. When it proposes to move (it clamps to a new content
    /// size), the answer is a position showing the same scroll offset — the middle band when
    /// wrapping, anchor 0 otherwise — recorded as a pending target.
    public mutating func targetContentOffset(forProposedContentOffset proposed: Point2D) -> Point2D {
        guard let viewport, model.numberOfItems > 0 else { return proposed.sanitized }
        let current = mapping.position(forContentOffset: viewport.bounds.origin)
        let proposedPosition = mapping.position(forContentOffset: proposed)
        if abs(proposedPosition - current) <= Self.arrivalTolerance { return proposed.sanitized }
        let target = restingTarget(showing: rawScrollOffset(forContentOffset: viewport.bounds.origin), from: current)
        pending = Pending(target: target, from: current)
        let offset = mapping.contentOffset(forPosition: target.position, keepingCrossAxisOf: proposed)
        handOut(offset)
        return offset
    }

    /// Moves the carousel to `scrollOffset` (a programmatic scroll, or one frame of an animation):
    /// adopts the anchor for it at once and returns the content offset the caller **must set right
    /// away** (synchronously, before any other layout pass).
    ///
    /// Not wrapping: anchor 0, limited to the bounce range (`CarouselModel.clampedScrollOffset`).
    /// Wrapping: the current anchor while the position stays within the middle band, else the middle.
    public mutating func move(toScrollOffset scrollOffset: Double, currentContentOffset: Point2D)
        -> Point2D
    {
        guard viewport != nil else {
            // Before the first pass: the first pass shows it.
            initialScrollOffset = scrollOffset.finiteOrZero
            return currentContentOffset.sanitized
        }
        let current = mapping.position(forContentOffset: currentContentOffset)
        let target = restingTarget(showing: scrollOffset.finiteOrZero, from: current)
        let offset = mapping.contentOffset(forPosition: target.position, keepingCrossAxisOf: currentContentOffset)
        adopt(target, at: offset)
        return offset
    }

    /// The move to make while idle (``Recentring``): adopts its anchor at once and returns the
    /// content offset the caller **must set right away**; `nil` when the scroll view is fine where
    /// it is (nothing changes then).
    public mutating func recentre(currentContentOffset: Point2D) -> Point2D? {
        let current = mapping.position(forContentOffset: currentContentOffset)
        guard
            let target = Recentring.target(for: mapping, position: current, anchor: resolvedAnchor(atPosition: current))
        else { return nil }
        let offset = mapping.contentOffset(forPosition: target.position, keepingCrossAxisOf: currentContentOffset)
        adopt(target, at: offset)
        return offset
    }

    /// Switches to a target's anchor now; the caller moves the content offset to `contentOffset`
    /// synchronously. The scroll offset shown there becomes the one a rebuild keeps (a new size or
    /// insets before the next pass must not bring back the last pass's), and a rectangle query there
    /// before the next pass is answered as that pass will (``placements(in:)``).
    mutating func adopt(_ target: PositionTarget, at contentOffset: Point2D) {
        anchor = target.anchor
        pending = nil
        rawScrollOffset = mapping.scrollOffset(atPosition: target.position, anchor: target.anchor)
        handOut(contentOffset)
    }

    /// Whether a recentring is due (``Recentring/target(for:position:anchor:)`` is not `nil`).
    public func needsRecentring(currentContentOffset: Point2D) -> Bool {
        let current = mapping.position(forContentOffset: currentContentOffset)
        return Recentring.target(for: mapping, position: current, anchor: resolvedAnchor(atPosition: current)) != nil
    }

    /// Forgets a pending target (the user took over: a drag began).
    public mutating func cancelPendingTarget() { pending = nil }

    /// A resting position that shows `scrollOffset`.
    private func restingTarget(showing scrollOffset: Double, from current: Double) -> PositionTarget {
        if mapping.isWrapEnabled {
            let currentAnchor = resolvedAnchor(atPosition: current)
            let position = mapping.position(forScrollOffset: scrollOffset, anchor: currentAnchor)
            let middle = mapping.scrollRange / 2
            if abs(position - middle) <= mapping.scrollRange * Recentring.wrapTolerance {
                return PositionTarget(position: position, anchor: currentAnchor)
            }
            // Keep the sub-point phase of the current position, as recentring does.
            let centred = middle + (position - position.rounded())
            return PositionTarget(position: centred, anchor: mapping.anchor(showing: scrollOffset, atPosition: centred))
        }
        // Within the bounce range: iCarousel's own deceleration may overshoot an end and come back,
        // and UIScrollView accepts a content offset past its ends from code.
        let limited = model.numberOfItems > 0 ? model.clampedScrollOffset(scrollOffset) : 0
        return PositionTarget(position: mapping.position(forScrollOffset: limited, anchor: 0), anchor: 0)
    }

    /// The anchor in effect at a position: a pending target's once the scroll view is there.
    public func anchor(atPosition position: Double) -> Double { resolvedAnchor(atPosition: position) }

    private func resolvedAnchor(atPosition position: Double) -> Double {
        if let pending, abs(position - pending.target.position) <= Self.arrivalTolerance {
            return pending.target.anchor
        }
        return anchor
    }

    /// When the content shrank under the scroll view (fewer items, not wrapping), UIKit may clamp
    /// the content offset to the new end on its own: expect that as a pending target showing the
    /// same scroll offset, so the carousel does not jump if it does (and nothing changes if not).
    private mutating func expectClamp(atPosition position: Double, showing scrollOffset: Double) {
        guard !mapping.isWrapEnabled, position < 0 || position > mapping.scrollRange else { return }
        let target = mapping.clampedPosition(mapping.position(forScrollOffset: scrollOffset, anchor: 0))
        pending = Pending(target: PositionTarget(position: target, anchor: 0), from: position)
        if let viewport {
            handOut(mapping.contentOffset(forPosition: target, keepingCrossAxisOf: viewport.bounds.origin))
        }
    }

    /// Adopts a pending target on arrival; drops it when the scroll view went somewhere else.
    private mutating func resolvePending(atPosition position: Double) {
        guard let p = pending else { return }
        if abs(position - p.target.position) <= Self.arrivalTolerance {
            anchor = p.target.anchor
            pending = nil
        } else if abs(position - p.from) > Self.arrivalTolerance {
            pending = nil
        }
    }

    // MARK: Batch updates

    /// `prepare(forCollectionViewUpdates:)` with UIKit's update items (sections resolved against
    /// the counts before and after the update).
    public mutating func applyUpdates(_ updates: [CollectionUpdate]) {
        let old = beforeUpdate?.sections ?? sections
        applyUpdates(updates.flatMap { $0.itemChanges(before: old, after: sections) })
    }

    /// `prepare(forCollectionViewUpdates:)`: plans the update in offset space and re-places the
    /// window at the scroll offset that keeps the current item where it is (by moving the anchor:
    /// the content offset does not change).
    public mutating func applyUpdates(_ changes: [ItemChange]) {
        guard let viewport else { return }
        let before = beforeUpdate ?? (pass, rawScrollOffset, sections)
        let plan = UpdatePlan(
            oldCount: before.pass.model.numberOfItems, newCount: model.numberOfItems, changes: changes)
        let target = plan.targetScrollOffset(
            from: before.rawScrollOffset, isWrapEnabled: before.pass.model.isWrapEnabled)
        let position = mapping.position(forContentOffset: viewport.bounds.origin)
        anchor = mapping.anchor(showing: target, atPosition: position)
        pending = nil
        handedOut = nil
        expectClamp(atPosition: position, showing: target)
        placeWindow(adoptingModel: false)
        transition = UpdateTransition(plan: plan, before: before.pass, after: pass)
        sectionsBeforeUpdate = before.sections
        beforeUpdate = nil
    }

    /// The sections before the update being animated (for UIKit's before-update index paths).
    public private(set) var sectionsBeforeUpdate: SectionMap?

    /// `finalizeCollectionViewUpdates()`: the update's animations are set up; forget the plan.
    public mutating func finalizeUpdates() {
        transition = nil
        beforeUpdate = nil
        sectionsBeforeUpdate = nil
    }

    /// The global index of an index path after the update being animated (or now), if valid.
    public func globalIndexAfterUpdate(section: Int, item: Int) -> Int? {
        sections.globalIndex(section: section, item: item)
    }

    /// The global index of an index path before the update being animated (or now), if valid.
    public func globalIndexBeforeUpdate(section: Int, item: Int) -> Int? {
        (sectionsBeforeUpdate ?? sections).globalIndex(section: section, item: item)
    }

    /// `initialLayoutAttributesForAppearingItem(at:)`: the transition's start, or the current
    /// placement outside an update.
    public func initialPlacement(forAppearingItem index: Int) -> ItemPlacement {
        transition?.initialPlacement(forNewIndex: index) ?? placement(forItem: index)
    }

    /// `finalLayoutAttributesForDisappearingItem(at:)`: the transition's end, or the current
    /// placement outside an update.
    public func finalPlacement(forDisappearingItem index: Int) -> ItemPlacement {
        transition?.finalPlacement(forOldIndex: index) ?? placement(forItem: index)
    }
}
