@_spi(Plumbing) import CarouselCore
import Foundation

/// A collection view that drives a ``LayoutDriver`` in the orders UIKit and AppKit call a layout,
/// without either framework: what the tests and `carousel-preview`'s replay lay carousels out with.
///
/// It keeps what a scroll view keeps (bounds, content size, content insets and the safe area) and
/// calls the driver as `UICollectionView` does (sources in the repository's platform research):
/// `prepare()` first in every layout pass, then the content size, then the visible rectangle; a
/// bounds change asks whether to invalidate before it is committed (``BoundsQuestion``); batch
/// updates and layout switches run in any of the orders observed or plausible (``UpdateOrder``,
/// ``SwitchOrder``). Like UIKit's `.scrollableAxes` inset adjustment, the safe area's insets count
/// along an axis only while the content is longer than the bounds there.
///
/// Coordinates are content coordinates, physical, in points; the content offset is the bounds'
/// origin. Nothing is animated: every call takes effect at once, and ``layoutIfNeeded()`` runs
/// the pass UIKit would run at the next turn of the run loop.
@_spi(Plumbing) public final class SimulatedCollectionView {
    /// When the layout is asked whether a bounds change invalidates it.
    public enum BoundsQuestion: Sendable {
        /// Before the new bounds are committed (UIKit, PSTCollectionView).
        case beforeCommit
        /// After (a clip view's bounds-change notification: possible on AppKit, undocumented).
        case afterCommit
    }

    /// The order of a batch update's calls after the counts change.
    public enum UpdateOrder: CaseIterable, Sendable {
        /// `prepare()`, content size, `prepare(forCollectionViewUpdates:)`, the visible rectangle,
        /// `finalizeCollectionViewUpdates()` (PSTCollectionView; UIKit as observed).
        case passFirst
        /// `prepare(forCollectionViewUpdates:)` on the last pass's state, then the pass.
        case updateFirst
    }

    /// The order of the new layout's calls in a switch into it (`setCollectionViewLayout`).
    public enum SwitchOrder: CaseIterable, Sendable {
        /// `prepare()`, `targetContentOffset`, the rectangle at the target (UXKit, Apple's macOS port).
        case prepareFirst
        /// `targetContentOffset`, the rectangle at the target, then `prepare()` at the old offset.
        case targetFirst
        /// `targetContentOffset`, `prepare()` at the old offset, then the rectangle at the target.
        case prepareBetween
    }

    /// The layout.
    public private(set) var layout: LayoutDriver
    /// The visible rectangle: the content offset is its origin.
    public private(set) var bounds: Rect2D
    /// The app's content insets, in points.
    public private(set) var contentInset: EdgeInsets2D = .zero
    /// The safe area's insets, in points (counted along an axis only while it scrolls).
    public private(set) var safeArea: EdgeInsets2D = .zero
    /// `contentInset` plus the safe area along the scrollable axes, as of the last pass.
    public private(set) var adjustedContentInset: EdgeInsets2D = .zero
    /// The item count of every section.
    public private(set) var sectionCounts: [Int]
    /// Whether the collection view lays out right to left.
    public var isRightToLeft = false {
        didSet { needsLayout = true }
    }
    /// The content size the last pass read.
    public private(set) var contentSize: Size2D = .zero
    /// Whether a pass is due.
    public private(set) var needsLayout = true
    /// When bounds-change questions are asked.
    public var boundsQuestion = BoundsQuestion.beforeCommit
    /// The attributes the last pass applied to the visible items, in index order.
    public private(set) var visibleAttributes: [LayoutDriver.ItemAttributes] = []
    /// Every model change the layout reported to its controller, in order.
    public private(set) var modelChanges: [ModelChange] = []
    /// How many passes have run.
    public private(set) var passCount = 0
    /// The most passes one ``layoutIfNeeded()`` runs while insets keep changing (a real run loop
    /// would keep going; the simulation stops and says so in ``insetsSettled``).
    public static let maximumPassesPerLayout = 8
    /// Whether the last ``layoutIfNeeded()`` ended with the insets stable.
    public private(set) var insetsSettled = true

    /// A collection view showing `layout` in `bounds` with these section counts.
    public init(layout: LayoutDriver, bounds: Rect2D, sectionCounts: [Int]) {
        self.layout = layout
        self.bounds = bounds
        self.sectionCounts = sectionCounts
    }

    /// The content offset (the bounds' origin).
    public var contentOffset: Point2D { bounds.origin }

    /// What a pass reads.
    public var host: LayoutDriver.Host {
        LayoutDriver.Host(
            bounds: bounds, insets: adjustedContentInset, sectionCounts: sectionCounts, isRightToLeft: isRightToLeft)
    }

    // MARK: Layout passes

    /// Runs the pending pass, as the run loop would: `prepare()`, the content size, the visible
    /// rectangle. When the inset adjustment then changes (the content became scrollable or stopped
    /// being so), the layout is invalidated and the pass runs again, up to
    /// ``maximumPassesPerLayout`` times.
    public func layoutIfNeeded() {
        var passes = 0
        insetsSettled = true
        while needsLayout {
            guard passes < Self.maximumPassesPerLayout else {
                insetsSettled = false
                return
            }
            passes += 1
            runPass()
            let adjusted = adjustedInsets(forContentSize: contentSize)
            if adjusted != adjustedContentInset {
                adjustedContentInset = adjusted
                layout.invalidate([])
                needsLayout = true
            }
        }
    }

    /// One pass.
    private func runPass() {
        needsLayout = false
        passCount += 1
        if let change = layout.prepare(host) { modelChanges.append(change) }
        contentSize = layout.contentSize
        visibleAttributes = layout.attributes(in: bounds)
    }

    /// `contentInset` plus the safe area's insets along each axis whose content is longer than the
    /// bounds (UIKit's `.scrollableAxes`).
    private func adjustedInsets(forContentSize size: Size2D) -> EdgeInsets2D {
        let horizontal = size.width > bounds.size.width
        let vertical = size.height > bounds.size.height
        return EdgeInsets2D(
            top: contentInset.top + (vertical ? safeArea.top : 0),
            left: contentInset.left + (horizontal ? safeArea.left : 0),
            bottom: contentInset.bottom + (vertical ? safeArea.bottom : 0),
            right: contentInset.right + (horizontal ? safeArea.right : 0))
    }

    // MARK: Scrolling and resizing

    /// Sets the content offset (the bounds' origin), asking the layout about the change.
    public func setContentOffset(_ offset: Point2D) {
        setBounds(Rect2D(origin: offset, size: bounds.size))
    }

    /// Sets the bounds' size (a rotation, a split-view resize), keeping the origin.
    public func setSize(_ size: Size2D) {
        setBounds(Rect2D(origin: bounds.origin, size: size))
    }

    /// Sets the bounds, asking the layout before or after committing them (``boundsQuestion``).
    public func setBounds(_ newBounds: Rect2D) {
        if boundsQuestion == .afterCommit { bounds = newBounds }
        let invalidation = layout.invalidation(forBoundsChange: newBounds, currentBounds: bounds)
        bounds = newBounds
        guard !invalidation.isEmpty else { return }
        layout.invalidate(invalidation)
        needsLayout = true
    }

    /// Sets the app's content insets; the layout is invalidated when the adjusted insets change.
    public func setContentInset(_ insets: EdgeInsets2D) {
        contentInset = insets
        updateAdjustedInsets()
    }

    /// Sets the safe area (bars arriving, a rotation on a notched phone); the layout is
    /// invalidated when the adjusted insets change.
    public func setSafeArea(_ insets: EdgeInsets2D) {
        safeArea = insets
        updateAdjustedInsets()
    }

    private func updateAdjustedInsets() {
        let adjusted = adjustedInsets(forContentSize: contentSize)
        guard adjusted != adjustedContentInset else { return }
        adjustedContentInset = adjusted
        layout.invalidate([])
        needsLayout = true
    }

    /// What a controller does to show a scroll offset: asks the layout for the content offset and
    /// sets it at once.
    public func move(toScrollOffset scrollOffset: Double) {
        let target = layout.move(toScrollOffset: scrollOffset, currentContentOffset: contentOffset)
        setContentOffset(target)
    }

    /// The idle recentring, as a controller (or the layout itself) performs it. Returns whether the
    /// content offset moved.
    @discardableResult
    public func recentre() -> Bool {
        guard let target = layout.recentre(currentContentOffset: contentOffset) else { return false }
        setContentOffset(target)
        return true
    }

    /// The scroll offset shown now (``LayoutDriver/liveScrollOffset(atContentOffset:)``).
    public var liveScrollOffset: Double { layout.liveScrollOffset(atContentOffset: contentOffset) }

    /// Changes the layout's settings as a layout property's setter does.
    public func setSettings(_ settings: LayoutSettings) {
        let invalidation = layout.setSettings(settings)
        guard !invalidation.isEmpty else { return }
        layout.invalidate(invalidation)
        needsLayout = true
    }

    /// Sets Cover Flow 2's toggle as the layout's `coverFlowToggle` setter does
    /// (``LayoutDriver/setToggle(_:)``): a pass is due when the placements change.
    public func setToggle(_ toggle: Double) {
        let invalidation = layout.setToggle(toggle)
        guard !invalidation.isEmpty else { return }
        layout.invalidate(invalidation)
        needsLayout = true
    }

    // MARK: Data

    /// `reloadData()`: new counts, everything invalidated.
    public func reloadData(sectionCounts counts: [Int]) {
        sectionCounts = counts
        layout.invalidate([], everything: true, dataSourceCounts: true)
        needsLayout = true
    }

    /// `performBatchUpdates` with these updates and the counts after them, in `order`. UIKit then
    /// proposes the content offset limited to the new content (asking the layout's
    /// `targetContentOffset(forProposedContentOffset:)` when `asksForTarget`, clamping silently
    /// otherwise), lays out, and finalizes.
    /// - Returns: the rectangle answer given at the proposed offset before the offset moved there,
    ///   and the offset UIKit set.
    @discardableResult
    public func performBatchUpdates(
        _ updates: [CollectionUpdate], sectionCounts counts: [Int], order: UpdateOrder, asksForTarget: Bool = true
    ) -> (earlyAnswer: [LayoutDriver.ItemAttributes], contentOffset: Point2D) {
        sectionCounts = counts
        layout.invalidate([], dataSourceCounts: true)
        switch order {
        case .passFirst:
            runPass()
            layout.prepare(forUpdates: updates)
        case .updateFirst:
            layout.prepare(forUpdates: updates)
            runPass()
        }
        contentSize = layout.contentSize
        let clamped = clampedOffset(contentOffset)
        let target = asksForTarget ? layout.targetContentOffset(forProposedContentOffset: clamped) : clamped
        let early = layout.attributes(in: Rect2D(origin: target, size: bounds.size))
        setContentOffset(target)
        layoutIfNeeded()
        if layout.finalizeUpdates() { modelChanges.append(.update(animationDuration: 0.3)) }
        return (early, target)
    }

    /// The content offset limited to where the content can rest: `[−inset, content + inset − bounds]`
    /// along each axis (the lower end when the content is shorter).
    public func clampedOffset(_ offset: Point2D) -> Point2D {
        let insets = adjustedContentInset
        func axis(_ value: Double, _ content: Double, _ view: Double, _ lead: Double, _ trail: Double) -> Double {
            let lower = -lead
            let upper = max(lower, content + trail - view)
            return min(upper, max(lower, value))
        }
        return Point2D(
            x: axis(offset.x, contentSize.width, bounds.size.width, insets.left, insets.right),
            y: axis(offset.y, contentSize.height, bounds.size.height, insets.top, insets.bottom))
    }

    // MARK: Layout switches

    /// `setCollectionViewLayout(_:animated: true)` into `newLayout` from this view's layout, keeping
    /// `anchor` (the old layout's kept item), with the new layout's calls in `order`.
    /// - Returns: the new layout's answer for the rectangle at its target offset, given during the
    ///   switch (what the animation moves the cells to).
    @discardableResult
    public func switchLayout(to newLayout: LayoutDriver, keeping anchor: IndexPath?, order: SwitchOrder)
        -> [LayoutDriver.ItemAttributes]
    {
        layout.prepareForTransition()
        var new = newLayout
        new.invalidate([], everything: true, dataSourceCounts: true)
        new.prepareForTransition(from: anchor)
        layout = new
        var answer: [LayoutDriver.ItemAttributes] = []
        switch order {
        case .prepareFirst:
            runPass()
            let target = layout.targetContentOffset(forProposedContentOffset: clampedOffset(contentOffset))
            answer = layout.attributes(in: Rect2D(origin: target, size: bounds.size))
            bounds.origin = target
        case .targetFirst:
            // A query before any pass runs one first (the layout's own guard).
            if layout.needsFirstPass { runPass() }
            let target = layout.targetContentOffset(forProposedContentOffset: contentOffset)
            answer = layout.attributes(in: Rect2D(origin: target, size: bounds.size))
            runPass()
            bounds.origin = target
        case .prepareBetween:
            if layout.needsFirstPass { runPass() }
            let target = layout.targetContentOffset(forProposedContentOffset: contentOffset)
            runPass()
            answer = layout.attributes(in: Rect2D(origin: target, size: bounds.size))
            bounds.origin = target
        }
        layout.invalidate(.reposition)
        needsLayout = true
        layoutIfNeeded()
        layout.finalizeTransition()
        return answer
    }
}
