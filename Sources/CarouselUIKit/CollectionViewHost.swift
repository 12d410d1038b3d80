#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselPlatform

/// A `UICollectionView` as the core's ``CarouselHost``: made at each call, so every reading is
/// UIKit's state at that call. It converts and calls UIKit; it decides nothing.
@MainActor
struct CollectionViewHost: @preconcurrency CarouselHost {
    /// The collection view.
    let collectionView: UICollectionView
    /// The carousel layout this host speaks for (the layout asking, or the one the collection view shows).
    let layout: CarouselCollectionViewLayout?
    /// The controller installed on the collection view, if any.
    let controller: CarouselController?

    // MARK: Reading

    var visibleContentOffset: Point2D? { Point2D(collectionView.contentOffset) }

    /// The collection view's bounds.
    var visibleBounds: Rect2D? { Rect2D(collectionView.bounds) }

    var passReading: LayoutDriver.Host? {
        LayoutDriver.Host(
            bounds: Rect2D(collectionView.bounds), insets: EdgeInsets2D(collectionView.adjustedContentInset),
            sectionCounts: (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) },
            isRightToLeft: collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    var facts: HostFacts {
        let shown = collectionView.collectionViewLayout as? CarouselCollectionViewLayout
        var facts = HostFacts(
            showsCarousel: shown != nil,
            hearsScrollCallbacks: controller?.hearsScrollCallbacks(through: collectionView.delegate) ?? false,
            isScrollViewDecelerating: collectionView.isDecelerating, isScrollViewDragging: collectionView.isDragging,
            isScrollViewTracking: collectionView.isTracking, releaseStyle: shown?.releaseStyle)
        facts.forwardTargetForwardsBack = controller?.forwardTargetForwardsBack ?? false
        facts.isLayoutTransitionRunning =
            collectionView.collectionViewLayout is UICollectionViewTransitionLayout
            || shown?.driver.isInTransition == true
        return facts
    }

    var scrollViewSettings: ScrollViewSettings {
        var settings = ScrollViewSettings()
        settings.showsHorizontalIndicator = collectionView.showsHorizontalScrollIndicator
        settings.showsVerticalIndicator = collectionView.showsVerticalScrollIndicator
        settings.remembersLastFocusedIndexPath = collectionView.remembersLastFocusedIndexPath
        settings.delaysContentTouches = collectionView.delaysContentTouches
        if #available(iOS 15.0, tvOS 15.0, *) { settings.allowsFocus = collectionView.allowsFocus }
        #if os(tvOS)
        settings.touchTypes = (collectionView.panGestureRecognizer.allowedTouchTypes).map(\.intValue).sorted()
        #else
        settings.isPagingEnabled = collectionView.isPagingEnabled
        if #available(iOS 13.4, *) {
            settings.scrollTypes = .init(
                rawValue: Int(collectionView.panGestureRecognizer.allowedScrollTypesMask.rawValue))
        }
        if #available(iOS 14.0, *) { settings.selectionFollowsFocus = collectionView.selectionFollowsFocus }
        if #available(iOS 15.0, *) { settings.focusGroupIdentifier = collectionView.focusGroupIdentifier }
        if #available(iOS 17.0, *) { settings.allowsKeyboardScrolling = collectionView.allowsKeyboardScrolling }
        #endif
        return settings
    }

    /// The display's clock; the controller's driver decides whether the engine hears it or a
    /// test's clock (``ControllerDriver/now(display:)``).
    var now: Double { CACurrentMediaTime() }

    // MARK: Acting

    func moveContent(to contentOffset: Point2D) {
        collectionView.contentOffset = CGPoint(contentOffset)
    }

    func invalidateCarousel(_ invalidation: LayoutInvalidation) {
        let context = CarouselLayoutInvalidationContext()
        context.carouselInvalidation = invalidation
        (layout ?? collectionView.collectionViewLayout).invalidateLayout(with: context)
    }

    func layOutNow(forcing: Bool) {
        if forcing { collectionView.setNeedsLayout() }
        collectionView.layoutIfNeeded()
    }

    func layoutDidChangeModel(_ change: ModelChange) {
        controller?.layoutDidChangeModel(change)
    }

    func carryOut(_ output: ControllerOutput) {
        controller.map { output.perform(on: ControllerCalls(controller: $0)) }
    }

    /// Sets the collection view's switches.
    static func apply(_ settings: ScrollViewSettings, to collectionView: UICollectionView) {
        collectionView.showsHorizontalScrollIndicator = settings.showsHorizontalIndicator
        collectionView.showsVerticalScrollIndicator = settings.showsVerticalIndicator
        collectionView.remembersLastFocusedIndexPath = settings.remembersLastFocusedIndexPath
        collectionView.delaysContentTouches = settings.delaysContentTouches
        if #available(iOS 15.0, tvOS 15.0, *) { collectionView.allowsFocus = settings.allowsFocus }
        #if os(tvOS)
        settings.touchTypes.map { collectionView.panGestureRecognizer.allowedTouchTypes = $0.map(NSNumber.init) }
        #else
        collectionView.isPagingEnabled = settings.isPagingEnabled
        if #available(iOS 13.4, *) {
            collectionView.panGestureRecognizer.allowedScrollTypesMask = UIScrollTypeMask(
                rawValue: settings.scrollTypes.rawValue)
        }
        if #available(iOS 14.0, *) { collectionView.selectionFollowsFocus = settings.selectionFollowsFocus }
        if #available(iOS 15.0, *) { collectionView.focusGroupIdentifier = settings.focusGroupIdentifier }
        if #available(iOS 17.0, *) { collectionView.allowsKeyboardScrolling = settings.allowsKeyboardScrolling }
        #endif
        collectionView.setNeedsFocusUpdate()
    }
}

extension CollectionViewHost {
    /// The collection view `layout` is shown in, read now, with the controller installed on it;
    /// `nil` without a collection view. (In an extension: the struct keeps its memberwise
    /// initializer.)
    init?(asking layout: CarouselCollectionViewLayout) {
        guard let collectionView = layout.collectionView else { return nil }
        self.init(
            collectionView: collectionView, layout: layout, controller: CarouselController.installed(on: collectionView)
        )
    }
}
#endif
