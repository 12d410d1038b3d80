#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselPlatform

/// The collection view's delegate for a ``CarouselCollectionViewLayout``: iCarousel's scrolling
/// behaviour on top of UIScrollView.
///
/// ```swift
/// let carousel = CarouselController(collectionView: collectionView)
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
///   for ``/CarouselPlatform/CarouselLayout/releaseStyle`` `.iCarouselLanding` and `.native`.
/// - **Scroll-view events for the whole motion:** your delegate's `scrollViewDidEndDragging(_:willDecelerate:)`
///   says whether the carousel moves on, and `scrollViewWillBeginDecelerating(_:)` /
///   `scrollViewDidEndDecelerating(_:)` frame the motion after a release, whoever animates it;
///   `scrollViewDidEndScrollingAnimation(_:)` ends programmatic and settling scrolls. (UIKit's own
///   `isDecelerating` stays `false` during the display-link motion; read ``/CarouselPlatform/CarouselControlling/isDecelerating``.)
/// - **Taps:** the item drawn on top at the touch-down point is selected (UIKit may pick a card
///   drawn behind it), and scrolls to the centre (iCarousel's `centerItemWhenSelected`). A touch
///   whose finger moved more than 10 points (a table scrolled or a slider dragged inside the card)
///   is not a tap.
/// - **Controls in cards:** the collection view's `delaysContentTouches` stays the app's (on by
///   default, so a swipe that begins on a button moves the carousel); an app that turns it off
///   gives sliders every drag at once, and buttons too (UIScrollView's `touchesShouldCancel(in:)`
///   answers `false` for any `UIControl`).
/// - **Programmatic scrolling:** ``/CarouselPlatform/CarouselControlling/scrollToItem(at:animated:)`` and friends, the shortest way round
///   when wrapping, with iCarousel's ease-in-out.
/// - **Autoscroll:** ``/CarouselPlatform/CarouselControlling/autoscrollSpeed`` items per second, paused while touched, off-window, under
///   VoiceOver and with Reduce Motion, and stopped at the end when not wrapping.
/// - **Automatic sliding:** ``/CarouselPlatform/CarouselControlling/automaticSlidingInterval``, a
///   slide to the next item every so many seconds (FSPagerView's), paused as autoscroll is; a
///   one-shot timer, not the display link, waits between slides.
/// - **Housekeeping:** the wrapping strip is recentred only while nothing moves (and focus is
///   elsewhere); a carousel left between items settles; the current item is announced to
///   VoiceOver, in the user's language, when it comes to rest.
/// - **Focus and keys:** ``focusBehavior`` (the Siri Remote, iPad and Mac keyboards: moves along
///   the axis turn the carousel and focus follows), ``keyCommands`` (arrows, Home/End, Page
///   Up/Down), trackpad and mouse-wheel scrolling, and VoiceOver elements for the cards the user
///   can see (three-finger scroll moves one item), with no subclass of yours.
///
/// The collection view retains the controller (the layout finds it there). While a carousel layout
/// is shown and the controller hears the collection view's delegate calls (as its delegate, or
/// behind a forwarding proxy such as RxCocoa's, which keeps it in charge), it turns off
/// UIScrollView's paging, scroll indicators and the focus switches that fight the carousel, and
/// gives them back, with any change your app made to them meanwhile, when another layout or
/// delegate takes over. Replacing `collectionView.delegate` with your own object hands over (a
/// debug build says so once); set ``delegate`` instead. A second controller made for the same
/// collection view takes over from the first.
@MainActor
public final class CarouselController: NSObject, UICollectionViewDelegate {
    /// The collection view this controller is the delegate of.
    public private(set) weak var collectionView: UICollectionView?

    /// Your own delegate: every call the controller does not consume is forwarded to it, and the
    /// scroll-view calls it consumes are sent to it as the engine reports them.
    ///
    /// An object that forwards back to the controller (a delegate proxy installed in front of it)
    /// is refused, with a debug notice: forwarding to it would recurse.
    public weak var delegate: UICollectionViewDelegate? {
        didSet {
            let candidate = delegate
            let forwardsBack = forwardsBackToController(candidate)
            var accepted: UICollectionViewDelegate?
            drive { accepted = $0.acceptedForwardTarget(candidate, forwardsBack: forwardsBack, into: &$2) }
            delegate = accepted
            forwardTarget = delegate
            ForwardTargetWatcher.watch(delegate, for: self)
            refreshDelegateCache()
        }
    }
    nonisolated(unsafe) private weak var forwardTarget: AnyObject?

    /// UIScrollView caches which methods its delegate responds to when the delegate is set: set
    /// it again so the cache matches ``responds(to:)`` now (only while the controller itself is
    /// the delegate; a proxy in between keeps its own cache).
    func refreshDelegateCache() {
        guard let collectionView, collectionView.delegate === self else { return }
        collectionView.delegate = nil
        collectionView.delegate = self
    }

    /// Whether `object` forwards, directly or through a chain, back to this controller: it says it
    /// responds to this controller's identity selector (a forwarding proxy asks the object it
    /// forwards to). Nothing is sent.
    func forwardsBackToController(_ object: (any NSObjectProtocol)?) -> Bool {
        object?.responds(to: identitySelector) ?? false
    }

    /// Whether the object the app's calls are forwarded to forwards back to this controller now
    /// (a proxy adopted as the delegate, since installed in front of the controller).
    var forwardTargetForwardsBack: Bool { forwardsBackToController(delegate) }

    /// The app's delegate went away: UIKit must stop sending the calls only it answered, before
    /// one finds no target ("unrecognized selector").
    func forwardTargetDidGo() {
        // A watcher replaced or left on an earlier target finds the current one alive: nothing to do.
        guard forwardTarget == nil else { return }
        refreshDelegateCache()
    }

    /// Whether a tap selects the item drawn on top at the touch, rather than the cell UIKit's hit
    /// test picked (default `true`).
    public var selectsTopmostItem: Bool {
        get { driver.selectsTopmostItem }
        set { driver.selectsTopmostItem = newValue }
    }
    /// Whether an item that gets VoiceOver focus or the focus system's (a side card, with
    /// ``focusBehavior`` `.visibleItems`) scrolls to the centre (default `true`).
    public var centersFocusedItem: Bool {
        get { driver.settings.centersFocusedItem }
        set { driver.settings.centersFocusedItem = newValue }
    }

    /// The app's closures (``/CarouselPlatform/CarouselControlling/currentItemDidChange``, ``/CarouselPlatform/CarouselControlling/eventHandler``, ``/CarouselPlatform/CarouselControlling/accessibilityAnnouncement``).
    @_spi(Plumbing) public var handlers = ControllerHandlers()

    /// The carousel layout, if the collection view uses one.
    public var layout: CarouselCollectionViewLayout? {
        collectionView?.collectionViewLayout as? CarouselCollectionViewLayout
    }

    /// The decisions.
    @_spi(Plumbing) public var driver: ControllerDriver
    var engine: InteractionEngine { driver.engine }
    fileprivate let frameLink = DisplayLinkDriver()
    /// The wake-up the engine asks for while the display link is paused (the next automatic slide).
    fileprivate let wakeTimer = WakeTimer()
    fileprivate let touchRecognizer = TouchLocationRecognizer()
    /// The mouse wheel's tick recognizer (iPad, Mac Catalyst): enabled only while the carousel is in
    /// charge, so it never competes with another layout's scrolling.
    var wheelRecognizer: UIGestureRecognizer?
    #if !os(tvOS)
    /// The wheel recognizer's delegate: the core decides whether a wheel pan begins.
    let wheelGate = WheelPanGate()
    #endif
    fileprivate let windowObserver = WindowObserverView(frame: .zero)
    /// The layout a running `setGridLayout` installs (its frames centre the kept item).
    weak var switchTarget: UICollectionViewLayout?
    /// The card the last context menu was made for, when UIKit's frames named another.
    var menuItem: MenuItem?
    /// The focus effect each cell had before the carousel took it away (``syncFocusEffect(of:)``).
    let takenFocusEffects = NSMapTable<UICollectionViewCell, TakenFocusEffect>.weakToStrongObjects()
    /// The view controller ``installKeyCommands(in:)`` adds the key commands to.
    weak var keyCommandHost: UIViewController?
    /// The commands added to it.
    var installedKeyCommands: [UIKeyCommand] = []
    /// VoiceOver's element for each item it can see, kept while the item stays seen.
    var accessibilityElementsByItem: [Int: CarouselItemAccessibilityElement] = [:]
    /// VoiceOver's container of the current card's content, kept while that card stays current.
    var accessibilityContentElement: CarouselItemContentElement?

    /// The key under which the collection view retains its controller (the class object's address:
    /// unique and stable).
    private static var retentionKey: UnsafeRawPointer {
        UnsafeRawPointer(Unmanaged.passUnretained(CarouselController.self as AnyObject).toOpaque())
    }

    /// The controller a collection view already retains, if any (whether or not it is still the
    /// delegate: the app may have replaced it).
    static func installed(on collectionView: UICollectionView) -> CarouselController? {
        objc_getAssociatedObject(collectionView, retentionKey) as? CarouselController
    }

    /// Makes the controller the collection view's delegate again after the app replaced it; the
    /// app's delegate becomes ``delegate``, as when the controller was installed.
    func becomeDelegateAgain() {
        // A forwarding proxy in front of the controller already brings it every call: adopting
        // the proxy as the forward target would loop responds(to:) between the two.
        guard let collectionView, !hearsScrollCallbacks(through: collectionView.delegate) else { return }
        if let existing = collectionView.delegate, !(existing is CarouselController) { delegate = existing }
        collectionView.delegate = self
    }

    /// Installs the controller as `collectionView`'s delegate. Any delegate already set becomes
    /// ``delegate``; the collection view retains the controller.
    public convenience init(collectionView: UICollectionView) {
        self.init(collectionView: collectionView, clock: .display)
    }

    /// Installs the controller as `collectionView`'s delegate, hearing time from `clock`: the
    /// display's, or a test's manual clock (``ControllerClock/manual(at:)``), which is then the
    /// only clock the controller ever hears.
    @_spi(Plumbing) public init(collectionView: UICollectionView, clock: ControllerClock) {
        self.collectionView = collectionView
        var settings = InteractionSettings()
        settings.platformDecelerates = true
        let layout = collectionView.collectionViewLayout as? CarouselCollectionViewLayout
        driver = ControllerDriver(
            model: layout?.model ?? CarouselModel(CarouselConfiguration(type: .linear)),
            scrollOffset: layout?.liveScrollOffset ?? 0, settings: settings, clock: clock)
        Self.controllersMade += 1
        identitySelector = NSSelectorFromString("carouselControllerIdentity\(Self.controllersMade)")
        super.init()
        driver.focusGroup = "carousel.\(UInt(bitPattern: ObjectIdentifier(self).hashValue))"
        // A controller already on the collection view hands over first: it gives the scroll view
        // its settings back (this one saves the app's, not the carousel's) and its recognizers go.
        let previous = Self.installed(on: collectionView)
        previous?.retireForNewController()
        if let existing = previous?.delegate ?? collectionView.delegate, !(existing is CarouselController) {
            // Property observers do not run in an initializer: adopt explicitly.
            delegate = existing
            forwardTarget = existing
            ForwardTargetWatcher.watch(existing, for: self)
        }
        collectionView.delegate = self
        // The collection view's delegate is weak: the collection view keeps its controller alive.
        objc_setAssociatedObject(collectionView, Self.retentionKey, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        touchRecognizer.onTouchDown = { [weak self] point in self?.touchDown(atContentPoint: point) }
        touchRecognizer.onTouchMoved = { [weak self] point in self?.touchMoved(toContentPoint: point) }
        touchRecognizer.onTouchEnded = { [weak self] in self?.feed(.touchEnded) }
        touchRecognizer.onTouchCancelled = { [weak self] in self?.feed(.touchCancelled) }
        collectionView.addGestureRecognizer(touchRecognizer)
        windowObserver.onWindowChange = { [weak self] _ in self?.environmentDidChange() }
        collectionView.addSubview(windowObserver)
        frameLink.onFrame = { [weak self] time in self?.displayLinkFrame(at: time) }
        wakeTimer.onWake = { [weak self] in self?.wakeUp() }
        installPointerScrolling()
        observeAccessibility()
        layoutDidChangeModel(.configuration)
        environmentDidChange()
    }

    // MARK: Delegate forwarding

    /// Set while the forward target is asked, so a target that asks back (a proxy forwarding to
    /// this controller) ends the question instead of recursing.
    nonisolated(unsafe) private var isAskingForwardTarget = false

    /// Exactly what is answered: the controller's own calls (the context-menu and primary-action
    /// calls only for an app whose delegate answers them: UIKit installs features for them,
    /// `DelegateSelectors`), and what is forwarded to ``delegate``.
    public nonisolated override func responds(to aSelector: Selector!) -> Bool {
        if aSelector == identitySelector { return true }
        return DelegateSelectors.controllerAnswers(
            NSStringFromSelector(aSelector), controllerImplements: super.responds(to: aSelector),
            targetResponds: { forwardTargetResponds(to: NSSelectorFromString($0)) })
    }

    public nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        if let target = forwardTarget, forwardTargetResponds(to: aSelector) { return target }
        return super.forwardingTarget(for: aSelector)
    }

    private nonisolated func forwardTargetResponds(to aSelector: Selector!) -> Bool {
        guard !isAskingForwardTarget, let target = forwardTarget else { return false }
        isAskingForwardTarget = true
        defer { isAskingForwardTarget = false }
        return target.responds(to: aSelector)
    }

    // MARK: Driving

    @_spi(Plumbing) public var shell: any ControllerShell { self }

    /// The collection view, read now.
    @_spi(Plumbing) public var controllerHost: (any CarouselHost)? {
        collectionView.map { CollectionViewHost(collectionView: $0, layout: layout, controller: self) }
    }

    @_spi(Plumbing) public var shownLayout: (any LayoutShell)? { layout }

    /// Whether the controller hears the scroll view's callbacks through `delegate`: it is the
    /// delegate, or a proxy in front of it says it responds to this controller's own identity
    /// selector (RxCocoa's `DelegateProxy` and delegate multiplexers answer `responds(to:)` by
    /// asking the object they forward to). Nothing is sent: a proxy may implement no forwarding
    /// for a selector it only reports.
    func hearsScrollCallbacks(through delegate: UICollectionViewDelegate?) -> Bool {
        guard let delegate else { return false }
        return delegate === self || delegate.responds(to: identitySelector)
    }

    /// A selector only this controller responds to (numbered per controller), which no object
    /// implements.
    nonisolated(unsafe) private let identitySelector: Selector
    /// The number of the last controller made.
    private static var controllersMade = 0

    /// Another controller took the collection view: settings back, motion stopped, recognizers gone.
    func retireForNewController() {
        // Retired, the controller is never in charge again: its answer clears VoiceOver's elements.
        retire()
        NotificationCenter.default.removeObserver(self)
        frameLink.stop()
        wakeTimer.schedule(at: nil)
        touchRecognizer.view?.removeGestureRecognizer(touchRecognizer)
        wheelRecognizer.map { $0.view?.removeGestureRecognizer($0) }
        windowObserver.removeFromSuperview()
        uninstallKeyCommands()
    }

    // MARK: Scroll-view settings

    /// Sets the collection view's switches.
    func apply(_ settings: ScrollViewSettings) {
        guard let collectionView else { return }
        CollectionViewHost.apply(settings, to: collectionView)
        wheelRecognizer?.isEnabled = driver.isActive
    }

    // MARK: Scroll view delegate

    /// Runs a scroll-view callback through the driver; while another layout or delegate is in
    /// charge, your delegate hears UIKit's call as it is.
    private func scrollView(_ callback: ScrollViewCallback, forward: (UICollectionViewDelegate) -> Void) {
        let out = drive { $0.scrollView(callback, at: $1, into: &$2) }
        if out.forwardsCall, let delegate { forward(delegate) }
    }

    /// Moves the carousel with the collection view's content offset, then tells your delegate;
    /// a wrapping strip's silent recentring (the content moved by a whole number of turns) is not told.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if scrollViewDidScroll() { delegate?.scrollViewDidScroll?(scrollView) }
    }

    /// A drag began: stops autoscroll and any scroll the controller was animating, then tells your delegate.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        self.scrollView(.willBeginDragging) { $0.scrollViewWillBeginDragging?(scrollView) }
    }

    /// The finger lifted: the carousel's release style (``/CarouselCore/LayoutSettings/releaseStyle``) writes
    /// where the scroll comes to rest into `targetContentOffset`; your delegate is told after and
    /// may replace it, and then UIScrollView's own deceleration carries your target.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        let forward: () -> Void = { [delegate] in
            delegate?.scrollViewWillEndDragging?(
                scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
        }
        // UIScrollView's velocity is the content offset's, in points per millisecond: the finger
        // moves the other way, in points per second.
        guard
            let target = willEndDragging(
                fingerVelocity: Point2D(x: -Double(velocity.x) * 1000, y: -Double(velocity.y) * 1000),
                proposedContentOffset: Point2D(targetContentOffset.pointee),
                currentContentOffset: Point2D(scrollView.contentOffset)
            ).map(CGPoint.init)
        else { return forward() }
        targetContentOffset.pointee = target
        forward()
        // Your delegate may replace the target; then UIScrollView's deceleration carries it.
        if targetContentOffset.pointee != target { feed(.releaseOverridden) }
    }

    /// The drag ended: a carousel that will not decelerate settles on an item; your delegate is told.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        self.scrollView(.didEndDragging(willDecelerate: decelerate)) {
            $0.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate)
        }
    }

    /// Deceleration began toward the release's target; your delegate is told.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        self.scrollView(.willBeginDecelerating) { $0.scrollViewWillBeginDecelerating?(scrollView) }
    }

    /// Deceleration ended: the carousel settles on its item and reports it current; your delegate is told.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        self.scrollView(.didEndDecelerating) { $0.scrollViewDidEndDecelerating?(scrollView) }
    }

    /// The adjusted content insets changed: the carousel centres its items in the new area at the
    /// next layout pass; your delegate is told.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        shownLayout?.insetsDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset?(scrollView)
    }

    /// An animated scroll ended (`scrollToItem`, a page key): the carousel settles; your delegate is told.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        self.scrollView(.didEndScrollingAnimation) { $0.scrollViewDidEndScrollingAnimation?(scrollView) }
    }

    #if !os(tvOS)
    /// A status-bar tap scrolls a vertical carousel to its first item (UIScrollView would scroll
    /// through the wrapping strip); horizontal carousels leave it to UIKit, where it does nothing.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        let allowed = delegate?.scrollViewShouldScrollToTop?(scrollView) ?? true
        shownLayout?.prepareForScrolling()
        var runs = allowed
        let duration = scrollDuration  // read before the driver is being changed
        drive { runs = $0.scrollToTop(appAllows: allowed, duration: duration, at: $1, into: &$2) }
        return runs
    }
    #endif

    // MARK: Selection and focus

    /// Whether UIKit may select the item: not when the touch's selection is the carousel's (the
    /// card drawn on top at touch-down, which UIKit's hit test may miss); otherwise your delegate decides.
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        // A touch's selection is the engine's (the item drawn on top at touch-down): UIKit's
        // hit test may have picked a cell drawn behind it.
        !refusesPlatformSelection()
            && delegate?.collectionView?(collectionView, shouldSelectItemAt: indexPath) ?? true
    }

    /// Whether UIKit may deselect the item: not when the touch's selection is the carousel's (the
    /// card drawn on top decides, as for selection); otherwise your delegate decides.
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        !refusesPlatformSelection()
            && delegate?.collectionView?(collectionView, shouldDeselectItemAt: indexPath) ?? true
    }

    /// UIKit selected an item (keyboard, VoiceOver, or a tap when
    /// ``CarouselController/selectsTopmostItem`` is off): the carousel centres it; your delegate is told.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        // UIKit's own selection (keyboard, VoiceOver, or taps when selectsTopmostItem is off): the
        // engine centres the item and reports the selection, which reaches your delegate; the
        // remote's Select on the focused card activates the centred card.
        let item = layout?.globalIndex(for: indexPath)
        let out = drive { $0.platformDidSelect(item: item, at: $1, into: &$2) }
        if out.forwardsCall { delegate?.collectionView?(collectionView, didSelectItemAt: indexPath) }
    }

    /// The engine saw a tap on an item: select it as UIKit would, through UIKit's gates
    /// (`allowsSelection`, editing, `shouldHighlightItemAt`, `shouldSelectItemAt`), deselecting
    /// the previous item in single selection (`TapSelection`).
    func confirmTap(onItem index: Int) {
        guard let collectionView, let indexPath = layout?.indexPath(forGlobalIndex: index) else { return }
        var editing = (false, false, false)
        if #available(iOS 14.0, tvOS 14.0, *) {
            editing = (
                collectionView.isEditing, collectionView.allowsSelectionDuringEditing,
                collectionView.allowsMultipleSelectionDuringEditing
            )
        }
        let switches = TapSelection.Switches(
            allowsSelection: collectionView.allowsSelection,
            allowsMultipleSelection: collectionView.allowsMultipleSelection, isEditing: editing.0,
            allowsSelectionDuringEditing: editing.1, allowsMultipleSelectionDuringEditing: editing.2,
            selectedItems: collectionView.indexPathsForSelectedItems ?? [])
        let delegate = delegate
        let change = TapSelection(
            tapping: indexPath, switches,
            approveSelection: {
                $0.filter {
                    delegate?.collectionView?(collectionView, shouldHighlightItemAt: $0) ?? true
                        && delegate?.collectionView?(collectionView, shouldSelectItemAt: $0) ?? true
                }
            },
            approveDeselection: {
                $0.filter { delegate?.collectionView?(collectionView, shouldDeselectItemAt: $0) ?? true }
            }
        )
        change.perform(
            deselect: {
                for deselected in $0 {
                    collectionView.deselectItem(at: deselected, animated: false)
                    delegate?.collectionView?(collectionView, didDeselectItemAt: deselected)
                }
            },
            select: {
                for selected in $0 { collectionView.selectItem(at: selected, animated: false, scrollPosition: []) }
            },
            report: { feed(.select(index)) })
    }

    /// The primary action goes to the item the engine selected, not to the cell UIKit hit-tested
    /// (UIKit sends it even when selection was refused).
    @available(iOS 16.0, tvOS 16.0, *)
    public func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        primaryActionIndexPath(for: indexPath).map {
            delegate?.collectionView?(collectionView, performPrimaryActionForItemAt: $0)
        }
    }

    // MARK: Calls UIKit sends during teardown

    // UIScrollView caches which methods its delegate responds to. Should your delegate go away
    // first, a forwarded call would find no target; these forward only while it exists.

    /// A cell is about to show: a carousel's cell draws its own focused look (the system's focus
    /// halo cannot follow a 3D transform), then your delegate is told.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        syncFocusEffect(of: cell)
        delegate?.collectionView?(collectionView, willDisplay: cell, forItemAt: indexPath)
    }

    /// Forwarded to your delegate while it exists.
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        delegate?.collectionView?(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    }

    /// Forwarded to your delegate while it exists.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        delegate?.collectionView?(
            collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
    }

    /// Forwarded to your delegate while it exists.
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        delegate?.collectionView?(
            collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath)
    }

    /// Forwarded to your delegate while it exists.
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        delegate?.collectionView?(collectionView, didHighlightItemAt: indexPath)
    }

    /// Forwarded to your delegate while it exists.
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        delegate?.collectionView?(collectionView, didUnhighlightItemAt: indexPath)
    }

    /// Forwarded to your delegate while it exists.
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        delegate?.collectionView?(collectionView, didDeselectItemAt: indexPath)
    }

    // MARK: Touches and environment

    private func touchDown(atContentPoint point: CGPoint) {
        guard let collectionView else { return }
        // The engine hit-tests in the view's own coordinates.
        let origin = collectionView.bounds.origin
        feed(.touchDown(Point2D(x: Double(point.x - origin.x), y: Double(point.y - origin.y))))
    }

    private func touchMoved(toContentPoint point: CGPoint) {
        guard let collectionView else { return }
        let origin = collectionView.bounds.origin
        feed(.touchMoved(Point2D(x: Double(point.x - origin.x), y: Double(point.y - origin.y))))
    }

    /// VoiceOver, Reduce Motion or the window changed.
    func environmentDidChange() {
        let environment = InteractionEnvironment(
            isVoiceOverRunning: UIAccessibility.isVoiceOverRunning,
            isReduceMotionEnabled: UIAccessibility.isReduceMotionEnabled, isInWindow: collectionView?.window != nil)
        drive { $0.environmentDidChange(environment, at: $1, into: &$2) }
    }

    // MARK: Layout switches

    /// UIKit's own switch away from the carousel (the carousel layout's
    /// `prepareForTransition(to:)`): begins the switch that centres `item` in `newLayout`
    /// (``ControllerShell/carouselWillLeave(keeping:toAnotherLayout:)``) and returns this
    /// controller, or `nil` when the core begins none (a switch under way, a retired controller,
    /// a carousel or an interactive transition's layout as `newLayout`).
    func carouselWillLeave(
        for newLayout: UICollectionViewLayout, keeping item: IndexPath?, toAnotherLayout: Bool
    ) -> CarouselController? {
        guard carouselWillLeave(keeping: item, toAnotherLayout: toAnotherLayout) else { return nil }
        switchTarget = newLayout
        return self
    }

    /// The switch ``carouselWillLeave(for:keeping:toAnotherLayout:)`` began is over
    /// (`finalizeLayoutTransition()`): it ends unless a switch the package began has replaced it
    /// (``ControllerShell/platformSwitchDidFinalize()``), and the cells still on screen (UIKit
    /// calls no `willDisplay` for them) get the focus effect that goes with the layout now shown.
    func carouselDidLeave() {
        guard platformSwitchDidFinalize() else { return }
        switchTarget = nil
        collectionView?.visibleCells.forEach(syncFocusEffect(of:))
    }

    /// The completion of a switch `setGridLayout` or `setCarouselLayout` began (`isLatest`: the
    /// latest switch's): the latest switch's ends it and recentres a carousel shown
    /// (``ControllerShell/layoutSwitchDidComplete(isLatest:)``), and the cells still on screen get
    /// the focus effect that goes with the layout now shown; an older switch's does nothing.
    func switchDidComplete(isLatest: Bool) {
        guard layoutSwitchDidComplete(isLatest: isLatest) else { return }
        switchTarget = nil
        collectionView?.visibleCells.forEach(syncFocusEffect(of:))
    }

    /// While the carousel is in charge its cells have no system focus effect and draw their
    /// focused look themselves (`UICellConfigurationState.isFocused`); a cell shown by another
    /// layout (a grid switched to) gets back the effect it had (`FocusEffectRule` decides).
    func syncFocusEffect(of cell: UICollectionViewCell) {
        #if !os(tvOS)
        guard #available(iOS 15.0, *) else { return }
        let taken = takenFocusEffects.object(forKey: cell)
        switch FocusEffectRule.action(
            carouselInCharge: isInChargeNow, remembered: taken != nil, cellHasEffect: cell.focusEffect != nil)
        {
        case .leave: break
        case .take(let remembering):
            if remembering { takenFocusEffects.setObject(TakenFocusEffect(cell.focusEffect), forKey: cell) }
            cell.focusEffect = nil
        case .giveBack(let restoring):
            takenFocusEffects.removeObject(forKey: cell)
            if restoring { cell.focusEffect = taken?.effect as? UIFocusEffect }
        }
        #endif
    }

    /// During a switch to another layout, the offset that centres the carousel's item there (after
    /// the new layout's own answer; your delegate's answer, if it gives one, wins).
    public func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint {
        var proposed = proposedContentOffset
        let grid = switchTarget ?? collectionView.collectionViewLayout
        if let anchor = LayoutTransition.existingItem(
            takeGridAnchor(), sectionCounts: collectionView.sectionItemCounts),
            let frame = grid.layoutAttributesForItem(at: anchor)?.frame
        {
            let size = grid.collectionViewContentSize
            proposed = CGPoint(
                LayoutTransition.contentOffset(
                    centering: Rect2D(frame), viewSize: Size2D(collectionView.bounds.size), contentSize: Size2D(size),
                    insets: EdgeInsets2D(collectionView.adjustedContentInset)))
            gridDidCentre(anchor, at: Point2D(proposed))
        }
        return delegate?.collectionView?(collectionView, targetContentOffsetForProposedContentOffset: proposed)
            ?? proposed
    }
}

/// The UIKit calls that carry out a `ControllerOutput`.
@MainActor
struct ControllerCalls: @preconcurrency ControllerActions {
    let controller: CarouselController
    var collectionView: UICollectionView? { controller.collectionView }
    var layout: CarouselCollectionViewLayout? { controller.layout }

    func apply(_ settings: ScrollViewSettings) { controller.apply(settings) }

    func reloadModel() { controller.layoutDidChangeModel(.reload) }

    func stopPlatformMotion() {
        // Setting contentOffset does not stop UIScrollView's own deceleration or animation;
        // setContentOffset(_:animated: false) does (openradar 16724593).
        collectionView.map { $0.setContentOffset($0.contentOffset, animated: false) }
    }

    func recentre() { _ = layout?.recentre() }

    func show(scrollOffset: Double) { controller.showScrollOffset(scrollOffset) }

    func notice(_ text: String) {
        #if DEBUG
        print(text)
        #endif
    }

    func show(toggle: Double) { layout?.coverFlowToggle = CGFloat(toggle) }

    /// Your delegate hears a scroll-view call the engine reported.
    private func tellDelegate(_ call: (UICollectionViewDelegate, UICollectionView) -> Void) {
        guard let collectionView, let delegate = controller.delegate else { return }
        call(delegate, collectionView)
    }

    func willBeginDragging() { tellDelegate { $0.scrollViewWillBeginDragging?($1) } }

    func didEndDragging(willDecelerate: Bool) {
        tellDelegate { $0.scrollViewDidEndDragging?($1, willDecelerate: willDecelerate) }
    }

    func willBeginDecelerating() { tellDelegate { $0.scrollViewWillBeginDecelerating?($1) } }

    func didEndDecelerating() { tellDelegate { $0.scrollViewDidEndDecelerating?($1) } }

    func didEndScrollingAnimation() {
        tellDelegate { $0.scrollViewDidEndScrollingAnimation?($1) }
    }

    func currentItemDidChange(to item: Int) { controller.reportCurrentItem(item) }

    func didSelectItem(_ item: Int) {
        let indexPath = layout?.indexPath(forGlobalIndex: item)
        tellDelegate { delegate, collectionView in
            indexPath.map { delegate.collectionView?(collectionView, didSelectItemAt: $0) }
        }
    }

    func focusDidChange() {
        controller.updateInstalledKeyCommands()
        controller.focusShouldFollow()
    }

    /// UIKit's carousel has no adjustable element (VoiceOver moves between card elements), so
    /// every notice is the position, posted as `.pageScrolled`.
    func tellVoiceOver(_ notice: VoiceOverNotice) {
        controller.announcementText(forItem: notice.item).map(AccessibilityAnnouncer.announceScroll)
    }

    func startFrames(_ rates: DisplayLinkPlan.FrameRateRange) {
        controller.frameLink.start(frameRate: rates)
    }

    func stopFrames() { controller.frameLink.stop() }

    func scheduleWake(at time: Double?) { controller.wakeTimer.schedule(at: time) }

    func report(_ event: InteractionEvent) { controller.report(event) }

    func confirmTap(onItem item: Int) { controller.confirmTap(onItem: item) }

    func updateAccessibilityElements() { controller.updateAccessibilityElements() }

    func updateKeyCommands() { controller.updateInstalledKeyCommands() }

    func readFocus() { controller.readFocus() }

    func dropForwardTarget() { controller.delegate = nil }
}

extension CarouselController: CarouselControlling {}

@_spi(Plumbing) extension CarouselController: @preconcurrency ControllerShell {}

/// Tells a controller when the object it forwards to is deallocated (an associated object of that
/// object, released as it goes), so UIKit's cache of the methods the delegate responds to is
/// refreshed before a forwarded call finds no target.
private final class ForwardTargetWatcher: NSObject {
    weak var controller: CarouselController?

    /// Attaches a watcher for `controller` to `target` (none for `nil`).
    @MainActor static func watch(_ target: AnyObject?, for controller: CarouselController) {
        guard let target else { return }
        let watcher = ForwardTargetWatcher()
        watcher.controller = controller
        objc_setAssociatedObject(
            target, Unmanaged.passUnretained(controller).toOpaque(), watcher, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    deinit {
        let controller = self.controller
        guard Thread.isMainThread else {
            Task { @MainActor in controller?.forwardTargetDidGo() }
            return
        }
        onMainActor(controller) { $0?.forwardTargetDidGo() }
    }
}

/// The UIKit controller's former name.
@available(*, deprecated, renamed: "CarouselController")
public typealias CarouselScrollController = CarouselController
/// A cell's focus effect the carousel took away, to give back (`UIFocusEffect` on iOS 15 and later,
/// `nil` for none).
final class TakenFocusEffect {
    let effect: AnyObject?
    init(_ effect: AnyObject?) { self.effect = effect }
}
#endif
