#if canImport(UIKit)
import UIKit
import CarouselCore

/// The collection view's delegate for a ``CarouselCollectionViewLayout``: iCarousel's scrolling
/// behaviour on top of UIScrollView.
///
/// ```swift
/// let carousel = CarouselScrollController(collectionView: collectionView)
/// carousel.delegate = self                       // your UICollectionViewDelegate, optional
/// carousel.currentItemDidChange = { indexPath in … }
/// carousel.scrollToItem(at: IndexPath(item: 3, section: 0), animated: true)
/// ```
///
/// It installs itself as the collection view's `delegate` (adopting any delegate already set as
/// ``delegate``) and forwards every `UICollectionViewDelegate` and `UIScrollViewDelegate` call it
/// does not consume to ``delegate`` (`forwardingTarget(for:)` and `responds(to:)`); the calls it
/// consumes it forwards too, after acting on them. It provides:
///
/// - **Release:** iCarousel's deceleration, paging (one item per swipe from where the drag began),
///   `stopAtItemBoundary`, `scrollToItemBoundary` and bounce, through
///   `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` and the layout's
///   ``CarouselCollectionViewLayout/releaseStyle``. A finger coming down stops the motion, as in iCarousel.
/// - **Wrap and idle housekeeping:** whenever the collection view comes to rest (and as a drag
///   begins), the layout recentres the content offset, invisibly; a carousel left between items
///   settles on one.
/// - **Events:** ``currentIndexPath`` with ``currentItemDidChange``, and ``Event``s through
///   ``eventHandler``.
/// - **Taps:** selection goes to the item the user sees on top (UIKit may pick a card drawn behind
///   it), and a tapped item scrolls to the centre (iCarousel's `centerItemWhenSelected`).
/// - **Programmatic scrolling:** ``scrollToItem(at:animated:)`` and friends, the shortest way round
///   when wrapping, with iCarousel's ease-in-out on a display link.
/// - **Autoscroll:** ``autoscrollSpeed`` items per second on a display link (up to 120 Hz where
///   available), paused while the user touches, while off-window, under VoiceOver and with Reduce
///   Motion.
/// - **Accessibility:** VoiceOver focus moving to an item scrolls it to the centre; the current
///   item is announced when the carousel comes to rest; ``performAccessibilityScroll(_:)`` for apps that
///   subclass the collection view.
///
/// The layout retains the controller; keep your own reference if you replace the layout. The
/// controller turns off UIScrollView's paging (use `ScrollSettings.pagingEnabled`) and its scroll
/// indicators (they would show the position in the wrapping strip, not in the items).
@MainActor
public final class CarouselScrollController: NSObject, UICollectionViewDelegate {
    /// Scrolling events, as iCarousel's delegate reports them.
    public enum Event: Hashable, Sendable {
        /// The user started dragging.
        case willBeginDragging
        /// The user lifted the finger; the carousel decelerates afterwards or not.
        case didEndDragging(willDecelerate: Bool)
        /// A deceleration began (UIScrollView's or iCarousel's).
        case willBeginDecelerating
        /// The deceleration ended (including its snap to an item).
        case didEndDecelerating
        /// A programmatic or settling scroll animation began.
        case willBeginScrollingAnimation
        /// It ended.
        case didEndScrollingAnimation
    }

    /// What a running motion is.
    enum MotionKind: Equatable { case release(decelerates: Bool), scrolling, autoscroll }

    /// The collection view this controller is the delegate of.
    public private(set) weak var collectionView: UICollectionView?

    /// Your own delegate: every call the controller does not consume is forwarded to it, and the
    /// ones it consumes are forwarded after it acts.
    public weak var delegate: UICollectionViewDelegate? {
        didSet {
            forwardTarget = delegate
            // UIScrollView caches which methods its delegate responds to when the delegate is set.
            if let collectionView, collectionView.delegate === self {
                collectionView.delegate = nil
                collectionView.delegate = self
            }
        }
    }
    nonisolated(unsafe) private weak var forwardTarget: AnyObject?

    /// Whether tapping an item scrolls it to the centre (iCarousel's `centerItemWhenSelected`,
    /// default `true`); tapping the current item settles it on its boundary.
    public var centersItemWhenSelected = true
    /// Whether a tap selects the item drawn on top at the touch, rather than the cell UIKit's hit
    /// test picked (default `true`).
    public var selectsTopmostItem = true
    /// Whether an item that gets VoiceOver focus (or, on tvOS, focus) scrolls to the centre
    /// (default `true`).
    public var centersFocusedItem = true
    /// Autoscroll speed in items per second, positive toward higher indexes (0 is off). iCarousel's
    /// `autoscroll` property has the opposite sign: pass `-autoscroll`.
    public var autoscrollSpeed: Double = 0 {
        didSet {
            if autoscrollSpeed.isNaN { autoscrollSpeed = 0 }
            if motionKind == .autoscroll { cancelMotion() }
            updateDisplayLink()
        }
    }
    /// The duration of animated programmatic scrolls (iCarousel's `SCROLL_DURATION`, 0.4 s).
    public var scrollDuration: TimeInterval = ScrollPhysics.scrollDuration

    /// Called when ``currentIndexPath`` changes (iCarousel's `carouselCurrentItemIndexDidChange:`).
    public var currentItemDidChange: ((IndexPath?) -> Void)?
    /// Called with each scrolling ``Event``.
    public var eventHandler: ((Event) -> Void)?
    /// The text VoiceOver announces when the carousel comes to rest on an item (default
    /// "Item i of n"); return `nil` to announce nothing.
    public var accessibilityAnnouncement: ((IndexPath) -> String?)?

    /// The item nearest the centre (iCarousel's `currentItemIndex`), `nil` with no items.
    public private(set) var currentIndexPath: IndexPath?

    /// The carousel layout, if the collection view uses one.
    public var layout: CarouselCollectionViewLayout? {
        guard let layout = collectionView?.collectionViewLayout as? CarouselCollectionViewLayout else { return nil }
        if layout.scrollController == nil { layout.scrollController = self }
        return layout
    }

    // Motion state (display link).
    var motion: ScrollMotion?
    var motionKind: MotionKind?
    var motionStart: CFTimeInterval = 0
    let driver = DisplayLinkDriver()
    var isInWindow = false

    // Gesture state.
    var dragStartScrollOffset: Double?
    var releaseMotion: ScrollMotion?
    var lastTouch: (point: CGPoint, time: CFTimeInterval)?
    private let touchRecognizer = TouchLocationRecognizer()
    private let windowObserver = WindowObserverView(frame: .zero)
    var lastAnnouncedIndexPath: IndexPath?
    /// Cover Flow 2's toggle and the last release velocity (items/s) its return depends on.
    var toggleState = CoverFlowToggleState()
    var releaseVelocity = 0.0
    var isSettleScheduled = false

    /// Installs the controller as `collectionView`'s delegate. Any delegate already set becomes
    /// ``delegate``.
    public init(collectionView: UICollectionView) {
        self.collectionView = collectionView
        super.init()
        if let existing = collectionView.delegate, !(existing is CarouselScrollController) {
            delegate = existing
            forwardTarget = existing
        }
        collectionView.delegate = self
        #if !os(tvOS)
        collectionView.isPagingEnabled = false
        #endif
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.showsVerticalScrollIndicator = false
        touchRecognizer.onTouchDown = { [weak self] point in self?.touchDown(at: point) }
        touchRecognizer.onTouchUp = { [weak self] in self?.touchUp() }
        collectionView.addGestureRecognizer(touchRecognizer)
        windowObserver.onWindowChange = { [weak self] inWindow in
            self?.isInWindow = inWindow
            self?.updateDisplayLink()
        }
        collectionView.addSubview(windowObserver)
        isInWindow = collectionView.window != nil
        driver.onFrame = { [weak self] time in self?.frame(at: time) }
        (collectionView.collectionViewLayout as? CarouselCollectionViewLayout)?.scrollController = self
        observeAccessibility()
        currentIndexPath = layout?.currentIndexPath
    }

    // MARK: Delegate forwarding

    public nonisolated override func responds(to aSelector: Selector!) -> Bool {
        if super.responds(to: aSelector) { return true }
        return forwardTarget?.responds(to: aSelector) ?? false
    }

    public nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        if let target = forwardTarget, target.responds(to: aSelector) { return target }
        return super.forwardingTarget(for: aSelector)
    }

    // MARK: Scroll view delegate

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        // The layout's own invisible recentring: nothing moved on screen.
        if layout?.isRecentring == true { return }
        delegate?.scrollViewDidScroll?(scrollView)
        reportCurrentItemIfChanged()
        updateCoverFlowToggle()
    }

    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        cancelMotion()
        releaseMotion = nil
        lastTouch = nil
        layout?.recentre()  // room both ways, and the ends where the items end
        dragStartScrollOffset = layout?.liveScrollOffset
        updateDisplayLink()
        eventHandler?(.willBeginDragging)
        delegate?.scrollViewWillBeginDragging?(scrollView)
    }

    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        releaseMotion = nil
        if let layout {
            let decision = ReleasePlanner.decision(
                state: layout.state, velocity: Point2D(velocity),
                proposedContentOffset: Point2D(targetContentOffset.pointee),
                currentContentOffset: Point2D(scrollView.contentOffset),
                dragStartScrollOffset: dragStartScrollOffset, style: layout.releaseStyle,
                autoscrollSpeed: isAutoscrollEnabled ? autoscrollSpeed : 0)
            releaseVelocity = ScrollPhysics(model: layout.state.model).itemVelocity(
                forScrollVelocity: layout.state.mapping.positionVelocity(forScrollViewVelocity: Point2D(velocity)))
            let target = CGPoint(decision.targetContentOffset)
            targetContentOffset.pointee = target
            delegate?.scrollViewWillEndDragging?(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
            // The app's delegate may override the target; then UIScrollView's motion wins.
            if targetContentOffset.pointee == target { releaseMotion = decision.motion }
        } else {
            delegate?.scrollViewWillEndDragging?(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
        }
    }

    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        dragStartScrollOffset = nil
        if let motion = releaseMotion {
            releaseMotion = nil
            let decelerates = motion.phases.contains { if case .deceleration = $0.curve { true } else { false } }
            eventHandler?(.didEndDragging(willDecelerate: decelerates))
            delegate?.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate)
            start(motion, kind: .release(decelerates: decelerates))
            return
        }
        eventHandler?(.didEndDragging(willDecelerate: decelerate))
        delegate?.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate)
        if !decelerate { becameIdle() }
    }

    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        eventHandler?(.willBeginDecelerating)
        delegate?.scrollViewWillBeginDecelerating?(scrollView)
    }

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        if let layout, layout.type == .coverFlow2, !layout.scrollSettings.scrollToItemBoundary {
            toggleState.restAfterDeceleration(at: CACurrentMediaTime(), scrollOffset: layout.liveScrollOffset)
            layout.coverFlowToggle = CGFloat(toggleState.value)
        }
        eventHandler?(.didEndDecelerating)
        delegate?.scrollViewDidEndDecelerating?(scrollView)
        becameIdle()
    }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        delegate?.scrollViewDidEndScrollingAnimation?(scrollView)
        if motion == nil { becameIdle() }
    }

    #if !os(tvOS)
    /// For a vertical carousel the status-bar tap scrolls to the first item (UIScrollView would
    /// scroll to the top of the wrapping strip), unless your delegate says no.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        let allowed = delegate?.scrollViewShouldScrollToTop?(scrollView) ?? true
        guard allowed, let layout, layout.isVertical else { return allowed }
        if let first = layout.indexPath(forGlobalIndex: 0) { scrollToItem(at: first, animated: true) }
        return false
    }
    #endif

    // MARK: Selection and focus

    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        if selectsTopmostItem, let touch = lastTouch, CACurrentMediaTime() - touch.time < 2,
           let topmost = layout?.indexPathForTopmostItem(at: touch.point), topmost != indexPath {
            // UIKit hit-tested a cell drawn behind the one the user sees: select that one instead.
            lastTouch = nil
            redirectSelection(to: topmost, in: collectionView)
            return false
        }
        return delegate?.collectionView?(collectionView, shouldSelectItemAt: indexPath) ?? true
    }

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        lastTouch = nil
        if let layout, let current = layout.currentIndexPath {
            let settle = layout.scrollSettings.scrollToItemBoundary
            if (indexPath != current && centersItemWhenSelected) || (indexPath == current && settle) {
                scrollToItem(at: indexPath, animated: true)
            }
        }
        delegate?.collectionView?(collectionView, didSelectItemAt: indexPath)
    }

    /// Selects `indexPath` as if UIKit had, asking and telling the delegate as UIKit would.
    private func redirectSelection(to indexPath: IndexPath, in collectionView: UICollectionView) {
        guard delegate?.collectionView?(collectionView, shouldSelectItemAt: indexPath) ?? true else { return }
        collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
        self.collectionView(collectionView, didSelectItemAt: indexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
                               with coordinator: UIFocusAnimationCoordinator) {
        if centersFocusedItem, let next = context.nextFocusedIndexPath, next != currentIndexPath {
            scrollToItem(at: next, animated: true)
        }
        delegate?.collectionView?(collectionView, didUpdateFocusIn: context, with: coordinator)
    }

    // MARK: Touches

    private func touchDown(at point: CGPoint) {
        lastTouch = (point, CACurrentMediaTime())
        // iCarousel stops its deceleration and scroll animations when a finger comes down.
        if motion != nil && motionKind != .autoscroll { cancelMotion() }
        updateDisplayLink()
    }

    private func touchUp() {
        guard let collectionView, !collectionView.isDragging, !collectionView.isDecelerating else { return }
        if motion == nil { becameIdle() } else { updateDisplayLink() }
    }

    // MARK: Current item

    /// Reports ``currentIndexPath`` changes.
    func reportCurrentItemIfChanged() {
        let indexPath = layout?.currentIndexPath
        guard indexPath != currentIndexPath else { return }
        currentIndexPath = indexPath
        currentItemDidChange?(indexPath)
    }

    /// The carousel came to rest: recentre, settle on an item if it is between items, resume
    /// autoscroll, announce the item.
    func becameIdle(retryingLater: Bool = true) {
        guard let layout, let collectionView else { return }
        guard CarouselCollectionViewLayout.isIdle(collectionView) else {
            // UIKit may still report tracking, or cells may still animate: look again shortly.
            updateDisplayLink()
            if retryingLater { scheduleSettle() }
            return
        }
        layout.recentre()
        reportCurrentItemIfChanged()
        if !settleIfNeeded() {
            updateDisplayLink()
            announceCurrentItem()
        }
    }

    /// The layout applied a batch update: the current item kept its place, but a running motion
    /// was planned for the old items. Stop it and settle once the update's animations are over.
    func layoutDidApplyUpdates() {
        let wasMoving = motion != nil
        cancelMotion()
        // Report after UIKit's update pass: the app's callback may touch the collection view.
        Task { @MainActor [weak self] in self?.reportCurrentItemIfChanged() }
        if wasMoving || autoscrollSpeed != 0 { scheduleSettle() }
    }

    /// Settles (and resumes autoscroll) once nothing is animating.
    private func scheduleSettle() {
        guard !isSettleScheduled else { return }
        isSettleScheduled = true
        Task { @MainActor [weak self] in
            for _ in 0..<40 {
                guard let self, let collectionView = self.collectionView else { return }
                if CarouselCollectionViewLayout.isIdle(collectionView) { break }
                try? await Task.sleep(nanoseconds: 100_000_000)
            }
            guard let self else { return }
            self.isSettleScheduled = false
            if self.motion == nil { self.becameIdle(retryingLater: false) }
        }
    }
}
#endif
