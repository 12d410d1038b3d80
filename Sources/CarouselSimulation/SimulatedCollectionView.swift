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
///
/// It is a ``CarouselHost``, as UIKit's and AppKit's collection views are through their shells:
/// its carousel layout (``carousel``, a ``LayoutShell``) and its controller (a
/// ``SimulatedController``, a ``ControllerShell``) run the core's shell code, the code a device
/// runs. Like `UIScrollView`, it tells its delegate of every content-offset change at once
/// (`scrollViewDidScroll`), when the delegate is the controller or a proxy that forwards to it.
@_spi(Plumbing) public final class SimulatedCollectionView: CarouselHost {
    /// Who the collection view's delegate is.
    public enum Delegate: String, CaseIterable, Sendable {
        /// The controller itself.
        case controller
        /// A forwarding object (a delegate proxy) that passes every call on to the controller.
        case proxy
        /// The app's own object, which forwards nothing to the controller.
        case app
        /// None.
        case none
    }

    /// Which layout the collection view shows.
    public enum ShownLayout: String, Sendable {
        /// The carousel (``carousel``).
        case carousel
        /// A grid: a flow layout of item-sized cells in rows across the scroll axis (``grid``).
        case grid
    }
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

    /// When the completion of a layout switch (`setCollectionViewLayout(_:animated:completion:)`)
    /// arrives. No source says (the platform research, "Layout transitions": UIKit's order is
    /// undocumented; UXKit calls `didTransition` and finalizes in the animation's completion, after
    /// the call has returned): unknown, so the shared suite runs both ways.
    public enum CompletionDelivery: CaseIterable, Sendable {
        /// Inside the switch call, before it returns.
        case immediately
        /// On a later turn of the run loop (``runLaterTurn()``): after an animation, or after the
        /// caller's own code has gone on.
        case onLaterTurn
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

    /// The order of UIKit's calls in its own `setCollectionViewLayout(grid, animated:)` away from
    /// the carousel, after the carousel hears `prepareForTransition(to:)`: undocumented, so each
    /// plausible one is tolerated.
    public enum PlainSwitchOrder: CaseIterable, Sendable {
        /// UXKit's: the grid is installed, the target offset asked once, the offset set, and
        /// `finalizeLayoutTransition()` called on the old layout after the swap.
        case uxKit
        /// As ``uxKit``, with the target offset asked twice.
        case targetAskedTwice
        /// `finalizeLayoutTransition()` comes while the collection view still reports the
        /// carousel; the grid is reported from the next run-loop turn.
        case finalizeBeforeSwap
        /// As ``uxKit``, with no `finalizeLayoutTransition()` on the old layout at all.
        case finalizeSkipped
    }

    /// The carousel layout: a ``LayoutShell`` whose host is this view.
    public let carousel: SimulatedLayout
    /// The carousel layout's driver.
    public var layout: LayoutDriver {
        get { carousel.driver }
        set { carousel.driver = newValue }
    }
    /// Which layout is shown.
    public private(set) var shown = ShownLayout.carousel
    /// The grid shown instead of the carousel (``switchToGrid(keeping:)``): cells of the
    /// carousel's item size, scrolling along the carousel's axis in lines across it.
    public var grid: SimulatedGrid {
        SimulatedGrid(itemSize: layout.resolvedItemSize, isVertical: layout.state.model.isVertical)
    }
    /// The controller installed on the collection view (retained by it, as UIKit's is), if any.
    public private(set) var controller: SimulatedController?
    /// Every controller installed, in order (a later one retires the earlier).
    public private(set) var controllers: [SimulatedController] = []
    /// Who the delegate is.
    public var delegate = Delegate.none
    /// The scroll view's switches as they are now (what the carousel changes while in charge).
    public var scrollView = ScrollViewSettings()
    /// Where the collection view sits among scroll views, as AppKit's host reports it: its own
    /// scroll view (the default, and always UIKit's), none, or a page's scroll view it does not
    /// own (whose switches, ``scrollView`` here, the carousel must leave alone).
    public var stripEmbedding = StripEmbedding.ownScrollView
    /// The scroll view's own state: a finger on it, its pan dragging, its own deceleration.
    public var isTracking = false
    /// The scroll view's pan is dragging.
    public var isDragging = false
    /// The scroll view decelerates or animates itself.
    public var isDecelerating = false
    /// The pointer's primary button is down (AppKit's `NSEvent.pressedMouseButtons`).
    public var isPointerDown = false
    /// The display clock, seconds.
    public var clock = 0.0
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
    /// When a layout switch's completion arrives.
    public var completionDelivery = CompletionDelivery.immediately
    /// The switches under way (the core's tokens, as UIKit's and AppKit's shells keep them): only
    /// the latest of overlapping switches does the arrival work when its completion comes.
    public private(set) var switches = LayoutSwitch()
    /// The keyframes the last batch update handed each item of its rectangle answer (by index
    /// path; an item with none is absent), as AppKit's layout shell hands them out
    /// (``LayoutShell/transitionKeyframes(for:disappearing:)``).
    public private(set) var updateKeyframes: [IndexPath: [Transform3D]] = [:]
    /// Completions waiting for a later turn of the run loop (``CompletionDelivery/onLaterTurn``).
    private var laterTurn: [() -> Void] = []
    /// The attributes the last pass applied to the visible items, in index order: the layout's
    /// answers (``LayoutShell/attributesForElements(in:)``), centred where each card is drawn.
    public private(set) var visibleAttributes: [LayoutDriver.ItemAttributes] = []
    /// The same items as the core places them (``LayoutDriver/attributes(in:)``: each about the
    /// carousel's own centre, the same drawing), in index order: what the previewer draws.
    public private(set) var visiblePlacements: [LayoutDriver.ItemAttributes] = []
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
        carousel = SimulatedLayout(driver: layout)
        self.bounds = bounds
        self.sectionCounts = sectionCounts
        carousel.view = self
    }

    /// The content offset (the bounds' origin).
    public var contentOffset: Point2D { bounds.origin }

    /// What a pass reads.
    public var host: LayoutDriver.Host {
        LayoutDriver.Host(
            bounds: bounds, insets: adjustedContentInset, sectionCounts: sectionCounts, isRightToLeft: isRightToLeft)
    }

    // MARK: CarouselHost

    /// The bounds' origin.
    public var visibleContentOffset: Point2D? { bounds.origin }

    /// ``host``.
    public var passReading: LayoutDriver.Host? { host }

    /// ``bounds``.
    public var visibleBounds: Rect2D? { bounds }

    /// The controller hears the scroll callbacks while it, or a proxy forwarding to it, is the
    /// delegate.
    public var facts: HostFacts {
        var facts = HostFacts(
            showsCarousel: shown == .carousel, hearsScrollCallbacks: hearsScrollCallbacks,
            isScrollViewDecelerating: isDecelerating, isScrollViewDragging: isDragging,
            isScrollViewTracking: isTracking, releaseStyle: shown == .carousel ? layout.settings.releaseStyle : nil,
            hasScrollView: stripEmbedding.hasStrip, stripEmbedding: stripEmbedding)
        facts.forwardTargetForwardsBack = controller?.forwardTargetForwardsBack ?? false
        facts.isPointerDown = isPointerDown
        facts.isLayoutTransitionRunning = shown == .carousel && layout.isInTransition
        return facts
    }

    /// UIKit sends the delegate a call the controller passes on (a scroll callback): the
    /// controller, or a proxy forwarding to it, receives it and forwards it on; the app's own
    /// object simply hears it.
    public func sendForwardedCall() {
        guard hearsScrollCallbacks else { return }
        controller?.receiveForwardedCall(depth: 1)
    }

    /// Whether the installed controller hears the scroll view's callbacks now.
    public var hearsScrollCallbacks: Bool {
        controller != nil && (delegate == .controller || delegate == .proxy)
    }

    /// ``scrollView``.
    public var scrollViewSettings: ScrollViewSettings { scrollView }

    /// ``clock``.
    public var now: Double { clock }

    /// Sets the content offset (``setContentOffset(_:)``).
    public func moveContent(to contentOffset: Point2D) { setContentOffset(contentOffset) }

    /// Records the invalidation in the carousel's driver; a pass is due.
    public func invalidateCarousel(_ invalidation: LayoutInvalidation) {
        layout.invalidate(invalidation)
        needsLayout = true
    }

    /// `layoutIfNeeded()`, marked first when `forcing`.
    public func layOutNow(forcing: Bool) {
        if forcing { needsLayout = true }
        layoutIfNeeded()
    }

    /// Records the change (``modelChanges``) and tells the controller.
    public func layoutDidChangeModel(_ change: ModelChange) {
        modelChanges.append(change)
        controller?.layoutDidChangeModel(change)
    }

    /// Has the controller carry out the answer (``SimulatedController``).
    public func carryOut(_ output: ControllerOutput) {
        controller?.carryOut(output)
    }

    // MARK: Controllers and delegates

    /// Installs `controller` as UIKit's `CarouselController(collectionView:)` does: a controller
    /// already there retires first (it gives the scroll view's settings back), the new one becomes
    /// the delegate and the collection view retains it.
    public func install(_ newController: SimulatedController) {
        controller?.retire()
        newController.adopt(controller?.forwardTarget ?? delegate)
        controller = newController
        controllers.append(newController)
        delegate = .controller
    }

    /// A mouse click at a content point over a card covered by a control, in AppKit's order
    /// (`CarouselCollectionView`): the button goes down (``isPointerDown``); the window's hit test
    /// asks the controller which card's controls may have the click
    /// (``ControllerShell/cardTakingControlClicks(atContentPoint:)``). On that card the control
    /// tracks the click in its own loop, and the controller hears nothing more; otherwise the
    /// collection view gets the mouse-down, then the button comes up and it gets the mouse-up.
    /// Returns the card whose control had the click, `nil` when the carousel had it.
    @discardableResult
    public func click(atContentPoint point: Point2D) -> IndexPath? {
        isPointerDown = true
        let card = controller?.cardTakingControlClicks(atContentPoint: point)
        let viewPoint = Point2D(x: point.x - bounds.origin.x, y: point.y - bounds.origin.y)
        if card == nil { controller?.drive { $0.mouseDown(at: viewPoint, clickCount: 1, at: $1, into: &$2) } }
        isPointerDown = false
        if card == nil { controller?.drive { $0.mouseUp(clickCount: 1, at: $1, into: &$2) } }
        return card
    }

    /// The user scrolls: the content offset moves as the scroll view's pan moves it.
    public func scroll(to offset: Point2D) {
        setContentOffset(offset)
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

    /// One pass of the layout shown.
    private func runPass() {
        needsLayout = false
        passCount += 1
        switch shown {
        case .carousel:
            carousel.runPass()
            contentSize = layout.contentSize
            visibleAttributes = carousel.attributesForElements(in: bounds)
            visiblePlacements = layout.attributes(in: bounds)
        case .grid:
            contentSize = grid.contentSize(itemCount: sectionCounts.reduce(0, +), viewSize: bounds.size)
            visibleAttributes = []
            visiblePlacements = []
        }
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
        let moved = newBounds.origin != bounds.origin
        if boundsQuestion == .afterCommit { bounds = newBounds }
        let invalidation =
            shown == .carousel ? layout.invalidation(forBoundsChange: newBounds, currentBounds: bounds) : []
        bounds = newBounds
        if !invalidation.isEmpty {
            layout.invalidate(invalidation)
            needsLayout = true
        }
        // UIScrollView tells its delegate of every content-offset change at once.
        if moved, hearsScrollCallbacks { controller?.scrollViewDidScroll() }
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
        carousel.moveCarousel(toScrollOffset: scrollOffset)
    }

    /// The idle recentring, through the layout's shell code (``LayoutShell/recentreContent()``).
    /// Returns whether the content offset moved.
    @discardableResult
    public func recentre() -> Bool {
        carousel.recentreContent()
    }

    /// The scroll offset shown now (``LayoutShell/liveScrollOffsetNow``).
    public var liveScrollOffset: Double { carousel.liveScrollOffsetNow }

    /// Changes the layout's settings as a layout property's setter does (``LayoutShell/changeSettings(to:)``).
    public func setSettings(_ settings: LayoutSettings) {
        carousel.changeSettings(to: settings)
    }

    /// Sets Cover Flow 2's toggle as the layout's `coverFlowToggle` setter does
    /// (``LayoutShell/changeToggle(to:)``): a pass is due when the placements change.
    public func setToggle(_ toggle: Double) {
        carousel.changeToggle(to: toggle)
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
    /// otherwise), lays out, and finalizes. `invalidatesCounts`: the collection view invalidates
    /// the data source's counts first (UIKit's context says so; whether AppKit's does in an update
    /// with no items is undocumented). The keyframes the layout's shell gives the items of the
    /// rectangle answer are kept in ``updateKeyframes``, as AppKit's shell hands them to the items.
    /// - Returns: the rectangle answer given at the proposed offset before the offset moved there,
    ///   and the offset UIKit set.
    @discardableResult
    public func performBatchUpdates(
        _ updates: [CollectionUpdate], sectionCounts counts: [Int], order: UpdateOrder, asksForTarget: Bool = true,
        animationDuration: Double = 0.3, invalidatesCounts: Bool = true
    ) -> (earlyAnswer: [LayoutDriver.ItemAttributes], contentOffset: Point2D) {
        sectionCounts = counts
        layout.invalidate([], dataSourceCounts: invalidatesCounts)
        guard shown == .carousel else {
            needsLayout = true
            layoutIfNeeded()
            setContentOffset(clampedOffset(contentOffset))
            return ([], contentOffset)
        }
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
        let target = asksForTarget ? carousel.targetContentOffset(forProposed: clamped) : clamped
        let early = carousel.attributesForElements(in: Rect2D(origin: target, size: bounds.size))
        updateKeyframes = Dictionary(
            early.compactMap { item in carousel.transitionKeyframes(for: item).map { (item.indexPath, $0) } },
            uniquingKeysWith: { first, _ in first })
        setContentOffset(target)
        layoutIfNeeded()
        carousel.finalizeCollectionViewUpdates(animationDuration: animationDuration)
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
        return arriveInCarousel(order: order)
    }

    /// The carousel's calls as it becomes the shown layout, in `order`; returns its answer for the
    /// rectangle at its target offset. Queries go through the layout's shell code (its first-pass
    /// guard included), as UIKit's calls reach it.
    private func arriveInCarousel(order: SwitchOrder) -> [LayoutDriver.ItemAttributes] {
        shown = .carousel
        var answer: [LayoutDriver.ItemAttributes] = []
        switch order {
        case .prepareFirst:
            runPass()
            let target = carousel.targetContentOffset(forProposed: clampedOffset(contentOffset))
            answer = carousel.attributesForElements(in: Rect2D(origin: target, size: bounds.size))
            bounds.origin = target
        case .targetFirst:
            let target = carousel.targetContentOffset(forProposed: contentOffset)
            answer = carousel.attributesForElements(in: Rect2D(origin: target, size: bounds.size))
            runPass()
            bounds.origin = target
        case .prepareBetween:
            let target = carousel.targetContentOffset(forProposed: contentOffset)
            runPass()
            answer = carousel.attributesForElements(in: Rect2D(origin: target, size: bounds.size))
            bounds.origin = target
        }
        layout.invalidate(.reposition)
        needsLayout = true
        layoutIfNeeded()
        layout.finalizeTransition()
        return answer
    }

    /// `collectionView.collectionViewLayout = …` (or `setCollectionViewLayout` without the
    /// carousel's switch calls): the layout changes and nobody tells the controller; its next call
    /// finds out.
    public func showPlainly(_ layoutToShow: ShownLayout) {
        guard layoutToShow != shown else { return }
        shown = layoutToShow
        if layoutToShow == .carousel { layout.invalidate([], everything: true, dataSourceCounts: true) }
        needsLayout = true
        layoutIfNeeded()
    }

    /// `setGridLayout(_:animated:anchor:)` in UIKit's order: the controller hears the switch begin
    /// while the carousel is still shown; the grid is installed and laid out; UIKit asks the
    /// delegate for the target content offset with the grid installed (the controller, or a proxy
    /// forwarding to it, centres the kept item; the app's own object leaves UIKit's proposal);
    /// the switch's completion arrives (``completionDelivery``) and, if no later switch began
    /// meanwhile, ends the switch. Returns the item the grid centres (`nil` when none was asked for).
    @discardableResult
    public func switchToGrid(keeping anchor: IndexPath? = nil) -> IndexPath? {
        guard shown == .carousel else { return nil }
        controller?.layoutSwitchWillBegin(centering: anchor ?? carousel.currentItemIndexPath)
        let token = switches.begin()
        let centred = transitionToGrid()
        deliverCompletion { [weak self] in
            guard let self else { return }
            self.complete(token)
        }
        return centred
    }

    /// Delivers the completions waiting for a later turn of the run loop, in the order they were
    /// made (``CompletionDelivery/onLaterTurn``).
    public func runLaterTurn() {
        while !laterTurn.isEmpty {
            let completion = laterTurn.removeFirst()
            completion()
        }
    }

    /// Runs a switch's completion now or on a later turn, as ``completionDelivery`` says.
    private func deliverCompletion(_ completion: @escaping () -> Void) {
        switch completionDelivery {
        case .immediately: completion()
        case .onLaterTurn: laterTurn.append(completion)
        }
    }

    /// UIKit's own `setCollectionViewLayout(grid, animated:)`, without the package's switch calls,
    /// in the order UXKit (Apple's port of UICollectionView) makes the calls: the carousel hears
    /// `prepareForTransition(to:)` (where the switch begins, ``ControllerShell/carouselWillLeave(keeping:toAnotherLayout:)``),
    /// the grid is prepared, the delegate is asked for the target content offset, the offset is
    /// set, and `finalizeLayoutTransition()` ends the switch. Returns the item the grid centres.
    /// `order` picks among the plausible orders of UIKit's calls (``PlainSwitchOrder``).
    @discardableResult
    public func setCollectionViewLayoutToGrid(order: PlainSwitchOrder = .uxKit) -> IndexPath? {
        guard shown == .carousel else { return nil }
        // The carousel's prepareForTransition(to:) marks it leaving, then begins the switch.
        layout.prepareForTransition()
        let began = controller?.carouselWillLeave(keeping: carousel.currentItemIndexPath) ?? false
        switch order {
        case .uxKit, .targetAskedTwice:
            let centred = transitionToGrid(asks: order == .targetAskedTwice ? 2 : 1)
            if began { controller?.platformSwitchDidFinalize() }
            return centred
        case .finalizeBeforeSwap:
            layout.finalizeTransition()
            if began { controller?.platformSwitchDidFinalize() }  // the carousel is still reported
            return transitionToGrid(asks: 1, finalizes: false)
        case .finalizeSkipped:
            return transitionToGrid(asks: 1, finalizes: false)
        }
    }

    /// UIKit's own `setCollectionViewLayout(carousel, animated: true)` from the grid, up to the
    /// animation's end: the carousel is invalidated and installed, hears
    /// `prepareForTransition(from:)`, and is laid out (UIKit lays out the new layout while the
    /// animation runs); the delegate is not told. ``finalizeLayoutTransition()`` ends it.
    public func beginAnimatedSwitchToCarousel() {
        guard shown == .grid else { return }
        shown = .carousel
        layout.invalidate([], everything: true, dataSourceCounts: true)
        layout.prepareForTransition(from: nil)
        needsLayout = true
        layoutIfNeeded()
        setContentOffset(carousel.targetContentOffset(forProposed: clampedOffset(contentOffset)))
        layoutIfNeeded()
    }

    /// `finalizeLayoutTransition()` on the carousel layout: the transition it is in is over.
    public func finalizeLayoutTransition() {
        layout.finalizeTransition()
    }

    /// The carousel leaves for the grid, once the switch has begun: the carousel hears
    /// `prepareForTransition(to:)`, the grid is installed and laid out, the delegate (the
    /// controller, or a proxy forwarding to it) is asked for the target content offset and
    /// centres the kept item (the app's own object leaves UIKit's proposal), the offset is set and
    /// the transition finalized. UIKit may ask for the target `asks` times; the last answer is
    /// set. Returns the item centred, if any. `finalizes` false: the old layout never hears
    /// `finalizeLayoutTransition()`.
    private func transitionToGrid(asks: Int = 1, finalizes: Bool = true) -> IndexPath? {
        layout.prepareForTransition()
        shown = .grid
        needsLayout = true
        layoutIfNeeded()
        let proposed = clampedOffset(contentOffset)
        var target = proposed
        var centred: IndexPath?
        for _ in 0..<asks {
            target = proposed
            centred = nil
            if hearsScrollCallbacks, let item = controller?.takeGridAnchor(),
                let index = layout.globalIndex(for: item), let frame = grid.frame(ofItem: index, viewSize: bounds.size)
            {
                centred = item
                target = LayoutTransition.contentOffset(
                    centering: frame, viewSize: bounds.size, contentSize: contentSize, insets: adjustedContentInset)
                controller?.gridDidCentre(item, at: target)
            }
        }
        setContentOffset(target)
        if finalizes { layout.finalizeTransition() }
        return centred
    }

    /// `setCarouselLayout(_:animated:anchor:)` in UIKit's order: the carousel keeps `anchor`, else
    /// the item the grid kept centred while it rests where the switch put it, else the grid's item
    /// nearest the centre of the visible area; the controller becomes the delegate
    /// again unless it hears the callbacks already (through a proxy), hears the switch begin, the
    /// carousel arrives in `order`, and the completion (``completionDelivery``), if no later switch
    /// began meanwhile, hands it charge and recentres.
    public func switchToCarousel(keeping anchor: IndexPath? = nil, order: SwitchOrder = .prepareFirst) {
        guard shown == .grid else { return }
        let count = sectionCounts.reduce(0, +)
        let candidates = (0..<count).compactMap { index in
            grid.frame(ofItem: index, viewSize: bounds.size).flatMap { frame in
                layout.indexPath(forGlobalIndex: index).map {
                    LayoutTransition.Candidate(indexPath: $0, frame: frame, isItem: true, isHidden: false, alpha: 1)
                }
            }
        }
        // As UIKit's setCarouselLayout: the item the grid kept centred while it rests there, else
        // the item nearest the visible centre.
        let kept = controller?.keptGridItem(at: contentOffset)
        layout.transitionAnchor =
            anchor ?? LayoutTransition.anchorItem(toCenterOf: bounds, among: candidates, kept: kept)
        if controller != nil, !hearsScrollCallbacks { delegate = .controller }
        controller?.layoutSwitchWillBegin(centering: nil)
        let token = switches.begin()
        layout.invalidate([], everything: true, dataSourceCounts: true)
        layout.prepareForTransition(from: nil)
        _ = arriveInCarousel(order: order)
        deliverCompletion { [weak self] in
            guard let self else { return }
            self.complete(token)
        }
    }

    /// A switch's completion, as UIKit's and AppKit's shells handle it: the token is completed,
    /// and the controller, if any, has the core decide what follows
    /// (``ControllerShell/layoutSwitchDidComplete(isLatest:)``).
    private func complete(_ token: Int) {
        let isLatest = switches.complete(token)
        controller?.layoutSwitchDidComplete(isLatest: isLatest)
    }
}

/// The grid a ``SimulatedCollectionView`` shows instead of its carousel: a flow layout of
/// item-sized cells, in rows across the scroll axis (vertical: rows of as many cells as fit the
/// width, scrolling down; horizontal: columns, scrolling right), from the top-left corner.
@_spi(Plumbing) public struct SimulatedGrid: Hashable, Sendable {
    /// Every cell's size, points.
    public var itemSize: Size2D
    /// Whether the grid scrolls vertically.
    public var isVertical: Bool

    /// A grid of `itemSize` cells.
    public init(itemSize: Size2D, isVertical: Bool) {
        self.itemSize = itemSize
        self.isVertical = isVertical
    }

    /// Cells per row (vertical) or column (horizontal) in a view of `viewSize`: at least 1.
    func perLine(viewSize: Size2D) -> Int {
        let across = isVertical ? viewSize.width / itemSize.width : viewSize.height / itemSize.height
        return across.isFinite ? max(1, Int(across.rounded(.down))) : 1
    }

    /// The frame of item `index` (all sections counted), `nil` for a negative index.
    public func frame(ofItem index: Int, viewSize: Size2D) -> Rect2D? {
        guard index >= 0 else { return nil }
        let line = index / perLine(viewSize: viewSize)
        let slot = index % perLine(viewSize: viewSize)
        return isVertical
            ? Rect2D(
                x: Double(slot) * itemSize.width, y: Double(line) * itemSize.height, width: itemSize.width,
                height: itemSize.height)
            : Rect2D(
                x: Double(line) * itemSize.width, y: Double(slot) * itemSize.height, width: itemSize.width,
                height: itemSize.height)
    }

    /// The content size for `itemCount` items.
    public func contentSize(itemCount: Int, viewSize: Size2D) -> Size2D {
        let lines = Double((max(0, itemCount) + perLine(viewSize: viewSize) - 1) / perLine(viewSize: viewSize))
        return isVertical
            ? Size2D(width: viewSize.width, height: lines * itemSize.height)
            : Size2D(width: lines * itemSize.width, height: viewSize.height)
    }
}
