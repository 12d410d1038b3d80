#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselPlatform

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
/// Every decision is the core's `InteractionEngine`'s: this class translates UIKit's callbacks
/// into engine inputs, in the order UIKit delivers them, and the engine's answers into UIKit calls.
/// It installs itself as the collection view's `delegate` (adopting any delegate already set as
/// ``delegate``) and forwards every call it does not consume to ``delegate``. What it provides:
///
/// - **Release:** iCarousel's deceleration, paging, item boundaries and bounce, animated on a
///   display link (UIScrollView is told to stop where it is), or UIScrollView's own deceleration
///   for ``CarouselCollectionViewLayout/releaseStyle`` `.iCarouselLanding` and `.native`.
/// - **Scroll-view events for the whole motion:** your delegate's `scrollViewDidEndDragging(_:willDecelerate:)`
///   says whether the carousel moves on, and `scrollViewWillBeginDecelerating(_:)` /
///   `scrollViewDidEndDecelerating(_:)` frame the motion after a release, whoever animates it;
///   `scrollViewDidEndScrollingAnimation(_:)` ends programmatic and settling scrolls. (UIKit's own
///   `isDecelerating` stays `false` during the display-link motion; read ``isDecelerating``.)
/// - **Taps:** the item drawn on top at the touch-down point is selected (UIKit may pick a card
///   drawn behind it), and scrolls to the centre (iCarousel's `centerItemWhenSelected`).
/// - **Programmatic scrolling:** ``scrollToItem(at:animated:)`` and friends, the shortest way round
///   when wrapping, with iCarousel's ease-in-out.
/// - **Autoscroll:** ``autoscrollSpeed`` items per second, paused while touched, off-window, under
///   VoiceOver and with Reduce Motion, and stopped at the end when not wrapping.
/// - **Housekeeping:** the wrapping strip is recentred only while nothing moves (and focus is
///   elsewhere); a carousel left between items settles; the current item is announced to
///   VoiceOver, in the user's language, when it comes to rest.
/// - **Focus and keys:** ``focusBehavior`` (the Siri Remote, iPad and Mac keyboards: moves along
///   the axis turn the carousel and focus follows), ``keyCommands`` (arrows, Home/End, Page
///   Up/Down), trackpad and mouse-wheel scrolling, and VoiceOver elements for the cards the user
///   can see (three-finger scroll moves one item), with no subclass of yours.
///
/// The collection view retains the controller (the layout only knows it as its weak scroll host,
/// `CarouselLayoutHost`). The controller turns off UIScrollView's paging and its scroll indicators.
@MainActor
public final class CarouselScrollController: NSObject, UICollectionViewDelegate {
    /// Scrolling events, as iCarousel's delegate reports them.
    public enum Event: Hashable, Sendable {
        /// The user started dragging.
        case willBeginDragging
        /// The user lifted the finger; the carousel moves on afterwards or not.
        case didEndDragging(willDecelerate: Bool)
        /// The motion after a release began.
        case willBeginDecelerating
        /// The motion after a release ended (including its snap to an item).
        case didEndDecelerating
        /// A programmatic or settling scroll animation began.
        case willBeginScrollingAnimation
        /// It ended.
        case didEndScrollingAnimation
    }

    /// The collection view this controller is the delegate of.
    public private(set) weak var collectionView: UICollectionView?

    /// Your own delegate: every call the controller does not consume is forwarded to it, and the
    /// scroll-view calls it consumes are sent to it as the engine reports them.
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
    public var centersItemWhenSelected: Bool {
        get { engine.settings.centersItemWhenSelected }
        set { engine.settings.centersItemWhenSelected = newValue }
    }
    /// Whether a tap selects the item drawn on top at the touch, rather than the cell UIKit's hit
    /// test picked (default `true`).
    public var selectsTopmostItem = true
    /// Whether an item that gets VoiceOver focus or the focus system's (a side card, with
    /// ``focusBehavior`` `.visibleItems`) scrolls to the centre (default `true`).
    public var centersFocusedItem: Bool {
        get { engine.settings.centersFocusedItem }
        set { engine.settings.centersFocusedItem = newValue }
    }
    /// Autoscroll speed in items per second, positive toward higher indexes (0 is off). iCarousel's
    /// `autoscroll` property has the opposite sign: pass `-autoscroll`.
    public var autoscrollSpeed: Double {
        get { engine.autoscrollSpeed }
        set { feed(.autoscroll(newValue)) }
    }
    /// The duration of animated programmatic scrolls (iCarousel's `SCROLL_DURATION`, 0.4 s).
    public var scrollDuration: TimeInterval {
        get { engine.settings.scrollDuration }
        set { engine.settings.scrollDuration = newValue.isFinite ? max(0, newValue) : ScrollPhysics.scrollDuration }
    }

    /// Called when ``currentIndexPath`` changes (iCarousel's `carouselCurrentItemIndexDidChange:`).
    public var currentItemDidChange: ((IndexPath?) -> Void)?
    /// Called with each scrolling ``Event``.
    public var eventHandler: ((Event) -> Void)?
    /// The text VoiceOver announces when the carousel comes to rest on an item (default "Item i of
    /// n" in the user's language: the package carries English, Arabic, German and Japanese);
    /// return `nil` to announce nothing.
    public var accessibilityAnnouncement: ((IndexPath) -> String?)?

    /// The item nearest the centre (iCarousel's `currentItemIndex`), `nil` with no items.
    public var currentIndexPath: IndexPath? { layout?.indexPath(forGlobalIndex: engine.currentItemIndex) }
    /// Whether the carousel moves after a release (the engine's motion or UIScrollView's).
    public var isDecelerating: Bool { engine.isDecelerating }
    /// Whether a programmatic, release or settling motion is animating (autoscroll is not counted).
    public var isAnimating: Bool { engine.isAnimating }
    /// Whether nothing moves the carousel: no finger, no motion, no autoscroll, no UIScrollView
    /// motion and no update animation.
    public var isAtRest: Bool { engine.isAtRest }
    /// Whether autoscroll is moving the carousel now.
    public var isAutoscrolling: Bool { engine.isAutoscrolling }
    /// Whether the user is dragging the carousel.
    public var isDragging: Bool { engine.isDragging }

    /// The carousel layout, if the collection view uses one.
    public var layout: CarouselCollectionViewLayout? {
        guard let layout = collectionView?.collectionViewLayout as? CarouselCollectionViewLayout else { return nil }
        if layout.host == nil { layout.host = self }
        return layout
    }

    /// The decisions.
    var engine: InteractionEngine
    private var output = InteractionOutput()
    private let driver = DisplayLinkDriver()
    private let touchRecognizer = TouchLocationRecognizer()
    private let windowObserver = WindowObserverView(frame: .zero)
    /// Set while the controller moves the content offset itself (scroll callbacks are not news).
    private var isApplyingOutput = false
    /// Events of a release, held until UIKit's `scrollViewDidEndDragging`, so your delegate hears
    /// `willEndDragging`, `didEndDragging`, `willBeginDecelerating` in UIKit's order.
    private var heldEvents: [InteractionEvent]?
    /// The item of the last tap the engine reported (for the primary action).
    private var lastTappedIndexPath: IndexPath?
    /// Set while the collection view switches layouts (`setCarouselLayout` / `setGridLayout`).
    var isSwitchingLayout = false
    /// The item a switch to another layout centres there (see
    /// `collectionView(_:targetContentOffsetForProposedContentOffset:)`).
    var gridAnchor: IndexPath?
    /// The collection view's scroll indicators before the controller hid them, restored while
    /// another layout is in charge.
    private var savedIndicators: (horizontal: Bool, vertical: Bool) = (true, true)

    /// Whether the carousel is in charge: the collection view shows a carousel layout and is not
    /// switching layouts. Otherwise the controller is transparent: it forwards every call to
    /// ``delegate`` and feeds nothing to the engine.
    var isActive: Bool { !isSwitchingLayout && layout != nil }
    /// The view controller ``installKeyCommands(in:)`` adds the key commands to.
    weak var keyCommandHost: UIViewController?
    /// The commands added to it.
    var installedKeyCommands: [UIKeyCommand] = []
    /// VoiceOver's element for each item it can see, kept while the item stays seen.
    var accessibilityElementsByItem: [Int: CarouselItemAccessibilityElement] = [:]

    /// The key under which the collection view retains its controller (the class object's address:
    /// unique and stable).
    private static var retentionKey: UnsafeRawPointer {
        UnsafeRawPointer(Unmanaged.passUnretained(CarouselScrollController.self as AnyObject).toOpaque())
    }

    /// Installs the controller as `collectionView`'s delegate. Any delegate already set becomes
    /// ``delegate``; the collection view retains the controller.
    public init(collectionView: UICollectionView) {
        self.collectionView = collectionView
        var settings = InteractionSettings()
        settings.platformDecelerates = true
        let layout = collectionView.collectionViewLayout as? CarouselCollectionViewLayout
        engine = InteractionEngine(
            model: layout?.model ?? CarouselModel(CarouselConfiguration(type: .linear)),
            scrollOffset: layout?.liveScrollOffset ?? 0, settings: settings)
        super.init()
        if let existing = collectionView.delegate, !(existing is CarouselScrollController) {
            delegate = existing
            forwardTarget = existing
        }
        collectionView.delegate = self
        // The collection view's delegate is weak: the collection view keeps its controller alive.
        objc_setAssociatedObject(collectionView, Self.retentionKey, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #if !os(tvOS)
        collectionView.isPagingEnabled = false
        #endif
        savedIndicators = (collectionView.showsHorizontalScrollIndicator, collectionView.showsVerticalScrollIndicator)
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.showsVerticalScrollIndicator = false
        touchRecognizer.onTouchDown = { [weak self] point in self?.touchDown(atContentPoint: point) }
        touchRecognizer.onTouchEnded = { [weak self] in self?.feed(.touchEnded) }
        touchRecognizer.onTouchCancelled = { [weak self] in self?.feed(.touchCancelled) }
        collectionView.addGestureRecognizer(touchRecognizer)
        windowObserver.onWindowChange = { [weak self] _ in self?.environmentDidChange() }
        collectionView.addSubview(windowObserver)
        driver.onFrame = { [weak self] time in self?.feed(.frame, at: time) }
        layout?.host = self
        applyFocusBehavior()
        installPointerScrolling()
        observeAccessibility()
        layoutDidChangeModel(.configuration)
        environmentDidChange()
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

    // MARK: Feeding the engine

    /// Hands one input to the engine (now, or at a display link's time) and carries out its answer.
    @discardableResult
    func feed(_ input: InteractionInput, at time: CFTimeInterval = CACurrentMediaTime()) -> Bool {
        let platformWasMoving = engine.isPlatformMoving || collectionView?.isDecelerating == true
        engine.handle(input, at: time, into: &output)
        let answer = output
        if platformWasMoving, engine.isAnimating, let collectionView, !collectionView.isDragging {
            // Setting contentOffset does not stop UIScrollView's own deceleration or animation;
            // setContentOffset(_:animated: false) does (openradar 16724593).
            collectionView.setContentOffset(collectionView.contentOffset, animated: false)
        }
        perform(answer)
        return answer.isAccepted
    }

    /// Carries out an engine answer, in the order ``InteractionOutput`` documents.
    private func perform(_ answer: InteractionOutput) {
        if answer.recentres { layout?.recentre() }
        if let offset = answer.scrollOffset, let layout {
            isApplyingOutput = true
            layout.setScrollOffset(offset)
            isApplyingOutput = false
        }
        if let toggle = answer.toggle { layout?.coverFlowToggle = CGFloat(toggle) }
        if var held = heldEvents {
            held.append(contentsOf: answer.events)
            heldEvents = held
        } else {
            for event in answer.events { deliver(event) }
        }
        if let clock = answer.frameClock {
            if clock.isRunning { driver.start(frameRate: clock.frameRate) } else { driver.stop() }
        }
        if let tapped = answer.tappedItem { confirmTap(onItem: tapped) }
        if answer.recentres || answer.events.contains(where: Self.changesWhatVoiceOverSees) {
            updateAccessibilityElements()
        }
    }

    /// Whether an event changes the cards VoiceOver can reach (the current item, a rest).
    private static func changesWhatVoiceOverSees(_ event: InteractionEvent) -> Bool {
        switch event {
        case .currentItemDidChange, .didEndDecelerating, .didEndScrollingAnimation, .announcement: true
        default: false
        }
    }

    /// Reports one engine event to the app.
    private func deliver(_ event: InteractionEvent) {
        guard let collectionView else { return }
        switch event {
        case .willBeginDragging:
            eventHandler?(.willBeginDragging)
            delegate?.scrollViewWillBeginDragging?(collectionView)
        case .didEndDragging(let willDecelerate):
            eventHandler?(.didEndDragging(willDecelerate: willDecelerate))
            delegate?.scrollViewDidEndDragging?(collectionView, willDecelerate: willDecelerate)
        case .willBeginDecelerating:
            eventHandler?(.willBeginDecelerating)
            delegate?.scrollViewWillBeginDecelerating?(collectionView)
        case .didEndDecelerating:
            eventHandler?(.didEndDecelerating)
            delegate?.scrollViewDidEndDecelerating?(collectionView)
        case .willBeginScrollingAnimation:
            eventHandler?(.willBeginScrollingAnimation)
        case .didEndScrollingAnimation:
            eventHandler?(.didEndScrollingAnimation)
            delegate?.scrollViewDidEndScrollingAnimation?(collectionView)
        case .currentItemDidChange(let index):
            currentItemDidChange?(layout?.indexPath(forGlobalIndex: index))
        case .didSelectItem(let index):
            if let indexPath = layout?.indexPath(forGlobalIndex: index) {
                delegate?.collectionView?(collectionView, didSelectItemAt: indexPath)
            }
        case .focusDidChange:
            updateInstalledKeyCommands()
            focusShouldFollow()
        case .announcement(let index):
            guard let layout, let indexPath = layout.indexPath(forGlobalIndex: index) else { return }
            let text =
                accessibilityAnnouncement.map { $0(indexPath) }
                ?? InteractionEngine.defaultAnnouncement(forItem: index, of: layout.numberOfItems)
            if let text { AccessibilityAnnouncer.announceScroll(text) }
        }
    }

    // MARK: Layout

    /// The layout rebuilt its model (reload, batch update, resize, configuration): tell the
    /// engine what it shows now. Called from inside layout passes; the engine answers with at
    /// most events and a frame request, and acts on the next frame.
    func layoutDidChangeModel(_ change: ModelChange) {
        guard let layout else { return }
        engine.settings.pointsPerItem = layout.pointsPerItem
        let insets = collectionView?.adjustedContentInset ?? .zero
        engine.settings.contentOrigin = Point2D(x: Double(insets.left), y: Double(insets.top))
        engine.settings.releaseStyle = layout.releaseStyle
        feed(.modelChanged(layout.model, scrollOffset: layout.liveScrollOffset, change: change))
        updateAccessibilityElements()
    }

    // MARK: Scroll view delegate

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        // The layout's own invisible recentring: nothing moved on screen.
        if layout?.isRecentring == true { return }
        if !isApplyingOutput, isActive, let layout { feed(.scrolled(to: layout.liveScrollOffset)) }
        delegate?.scrollViewDidScroll?(scrollView)
    }

    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        guard isActive else { return forwardedScrollEvent { $0.scrollViewWillBeginDragging?(scrollView) } }
        feed(.dragBegan)
    }

    /// Another layout is in charge: the app's delegate hears UIKit's call as it is.
    private func forwardedScrollEvent(_ call: (UICollectionViewDelegate) -> Void) {
        if let delegate { call(delegate) }
    }

    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        guard isActive, let layout else {
            delegate?.scrollViewWillEndDragging?(
                scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
            return
        }
        let proposed = layout.rawScrollOffset(forContentOffset: targetContentOffset.pointee)
        // UIScrollView's velocity is the content offset's, in points per millisecond: the finger
        // moves the other way, in points per second.
        let finger = Point2D(x: -Double(velocity.x) * 1000, y: -Double(velocity.y) * 1000)
        engine.settings.releaseStyle = layout.releaseStyle
        heldEvents = []
        feed(.touchUp(velocity: finger, proposedOffset: proposed))
        let release = output.releaseTarget ?? layout.liveScrollOffset
        let target =
            engine.isAnimating
            ? scrollView.contentOffset  // the engine animates: UIScrollView must not move
            : layout.restingContentOffset(forScrollOffset: release, currentContentOffset: scrollView.contentOffset)
        targetContentOffset.pointee = target
        delegate?.scrollViewWillEndDragging?(
            scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
        // Your delegate may replace the target; then UIScrollView's deceleration carries it.
        if targetContentOffset.pointee != target { feed(.releaseOverridden) }
    }

    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        guard isActive else {
            return forwardedScrollEvent { $0.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate) }
        }
        if heldEvents == nil, engine.isDragging {
            // A pan UIKit cancelled without asking for a target: release where it is.
            feed(.touchUp(velocity: .zero, proposedOffset: nil))
        }
        releaseHeldEvents()
        // A release with no velocity: UIScrollView does not decelerate to the target it was given
        // and never sends scrollViewDidEndDecelerating, so its motion is over now.
        if !decelerate { feed(.platformScrollEnded) }
    }

    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        guard isActive else { return forwardedScrollEvent { $0.scrollViewWillBeginDecelerating?(scrollView) } }
        // The engine reported the motion's start with the release.
        releaseHeldEvents()
    }

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        guard isActive else { return forwardedScrollEvent { $0.scrollViewDidEndDecelerating?(scrollView) } }
        releaseHeldEvents()
        feed(.platformScrollEnded)
    }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        guard isActive else { return forwardedScrollEvent { $0.scrollViewDidEndScrollingAnimation?(scrollView) } }
        feed(.platformScrollEnded)
    }

    private func releaseHeldEvents() {
        guard let held = heldEvents else { return }
        heldEvents = nil
        for event in held { deliver(event) }
    }

    #if !os(tvOS)
    /// A status-bar tap scrolls a vertical carousel to its first item (UIScrollView would scroll
    /// through the wrapping strip); horizontal carousels leave it to UIKit, where it does nothing.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        let allowed = delegate?.scrollViewShouldScrollToTop?(scrollView) ?? true
        guard allowed, isActive, !engine.allowsPlatformScrollToTop else { return allowed }
        layout?.prepareForScrolling()
        feed(.scroll(.toItem(0, duration: scrollDuration)))
        return false
    }
    #endif

    // MARK: Selection and focus

    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        // A touch's selection is the engine's (the item drawn on top at touch-down): UIKit's
        // hit test may have picked a cell drawn behind it.
        if isActive, selectsTopmostItem, engine.ownsTouchSelection(at: CACurrentMediaTime()) { return false }
        return delegate?.collectionView?(collectionView, shouldSelectItemAt: indexPath) ?? true
    }

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        // UIKit's own selection (keyboard, VoiceOver, or taps when selectsTopmostItem is off):
        // the engine centres the item and reports the selection, which reaches your delegate.
        guard isActive, let index = layout?.globalIndex(for: indexPath) else {
            delegate?.collectionView?(collectionView, didSelectItemAt: indexPath)
            return
        }
        // The remote's Select (Return or Space on iPad) on the focused card: the engine
        // activates the centred card, or the one the carousel is turning to.
        feed(engine.holdsFocus ? .activate : .select(index))
    }

    /// The engine saw a tap on an item: select it as UIKit would, through UIKit's gates
    /// (`allowsSelection`, editing, `shouldHighlightItemAt`, `shouldSelectItemAt`), deselecting
    /// the previous item in single selection.
    func confirmTap(onItem index: Int) {
        guard selectsTopmostItem, let collectionView, let indexPath = layout?.indexPath(forGlobalIndex: index) else {
            return
        }
        lastTappedIndexPath = indexPath
        var allowed = collectionView.allowsSelection
        var multiple = collectionView.allowsMultipleSelection
        if #available(iOS 14.0, tvOS 14.0, *), collectionView.isEditing {
            allowed = collectionView.allowsSelectionDuringEditing
            multiple = collectionView.allowsMultipleSelectionDuringEditing
        }
        guard allowed,
            delegate?.collectionView?(collectionView, shouldHighlightItemAt: indexPath) ?? true,
            delegate?.collectionView?(collectionView, shouldSelectItemAt: indexPath) ?? true
        else { return }
        if !multiple {
            for selected in collectionView.indexPathsForSelectedItems ?? [] where selected != indexPath {
                guard delegate?.collectionView?(collectionView, shouldDeselectItemAt: selected) ?? true else {
                    continue
                }
                collectionView.deselectItem(at: selected, animated: false)
                delegate?.collectionView?(collectionView, didDeselectItemAt: selected)
            }
        }
        collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
        feed(.select(index))
    }

    /// The primary action goes to the item the engine selected, not to the cell UIKit hit-tested
    /// (UIKit sends it even when selection was refused).
    @available(iOS 16.0, tvOS 16.0, *)
    public func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        var target = indexPath
        if isActive, selectsTopmostItem, engine.ownsTouchSelection(at: CACurrentMediaTime()) {
            guard let tapped = lastTappedIndexPath else { return }
            target = tapped
        }
        delegate?.collectionView?(collectionView, performPrimaryActionForItemAt: target)
    }

    // MARK: Calls UIKit sends during teardown

    // UIScrollView caches which methods its delegate responds to. Should your delegate go away
    // first, a forwarded call would find no target; these forward only while it exists.

    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        #if !os(tvOS)
        if #available(iOS 15.0, *) {
            // The system's focus halo is drawn flat from the frame, which a 3D transform leaves
            // undefined: the cell draws its focused look itself (UICellConfigurationState.isFocused).
            cell.focusEffect = nil
        }
        #endif
        delegate?.collectionView?(collectionView, willDisplay: cell, forItemAt: indexPath)
    }

    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        delegate?.collectionView?(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    }

    public func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        delegate?.collectionView?(
            collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
    }

    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        delegate?.collectionView?(
            collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        delegate?.collectionView?(collectionView, didHighlightItemAt: indexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        delegate?.collectionView?(collectionView, didUnhighlightItemAt: indexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        delegate?.collectionView?(collectionView, didDeselectItemAt: indexPath)
    }

    // MARK: Touches and environment

    private func touchDown(atContentPoint point: CGPoint) {
        guard isActive, let collectionView else { return }
        // The engine hit-tests in the view's own coordinates.
        let origin = collectionView.bounds.origin
        feed(.touchDown(Point2D(x: Double(point.x - origin.x), y: Double(point.y - origin.y))))
    }

    /// VoiceOver, Reduce Motion or the window changed.
    func environmentDidChange() {
        feed(
            .environment(
                InteractionEnvironment(
                    isVoiceOverRunning: UIAccessibility.isVoiceOverRunning,
                    isReduceMotionEnabled: UIAccessibility.isReduceMotionEnabled,
                    isInWindow: collectionView?.window != nil, isInLayoutTransition: !isActive)))
        updateAccessibilityElements()
    }

    // MARK: Layout switches

    /// A switch to or from another layout begins: the carousel's motion stops where it is,
    /// autoscroll pauses and nothing is fed to the engine until ``layoutSwitchDidEnd()``.
    func layoutSwitchWillBegin(centering gridAnchor: IndexPath?) {
        if isActive { feed(.stopScrolling) }
        heldEvents = nil
        isSwitchingLayout = true
        self.gridAnchor = gridAnchor
        environmentDidChange()
    }

    /// The latest switch ended. Into a carousel: the new layout is connected, told what it shows,
    /// and the carousel settles and resumes autoscroll. Into another layout: the controller stays
    /// transparent, with the collection view's scroll indicators as they were.
    func layoutSwitchDidEnd() {
        isSwitchingLayout = false
        gridAnchor = nil
        if let collectionView {
            let isCarousel = layout != nil
            collectionView.showsHorizontalScrollIndicator = isCarousel ? false : savedIndicators.horizontal
            collectionView.showsVerticalScrollIndicator = isCarousel ? false : savedIndicators.vertical
        }
        if layout != nil { layoutDidChangeModel(.reload) }
        environmentDidChange()
    }

    /// During a switch to another layout, the offset that centres the carousel's item there (after
    /// the new layout's own answer; your delegate's answer, if it gives one, wins).
    public func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint {
        var proposed = proposedContentOffset
        if isSwitchingLayout, let anchor = gridAnchor, layout == nil, anchor.count == 2,
            anchor.section < collectionView.numberOfSections,
            anchor.item < collectionView.numberOfItems(inSection: anchor.section),
            let frame = collectionView.collectionViewLayout.layoutAttributesForItem(at: anchor)?.frame
        {
            gridAnchor = nil
            let size = collectionView.collectionViewLayout.collectionViewContentSize
            proposed = CGPoint(
                LayoutTransition.contentOffset(
                    centering: Rect2D(frame), viewSize: Size2D(collectionView.bounds.size), contentSize: Size2D(size),
                    insets: EdgeInsets2D(collectionView.adjustedContentInset)))
        }
        return delegate?.collectionView?(collectionView, targetContentOffsetForProposedContentOffset: proposed)
            ?? proposed
    }
}

extension CarouselScrollController: CarouselLayoutHost {}
#endif
