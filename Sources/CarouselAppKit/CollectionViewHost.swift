#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import QuartzCore
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselPlatform

/// An `NSCollectionView` (the document view of its `NSScrollView`) as the core's
/// ``CarouselHost``: made at each call, so every reading is AppKit's state at that call. It
/// converts and calls AppKit; it decides nothing. The clip view's bounds are the visible
/// rectangle and its origin the content offset.
@available(macOS 11, *)
@MainActor
struct CollectionViewHost: @preconcurrency CarouselHost {
    /// The collection view.
    let collectionView: NSCollectionView
    /// The carousel layout this host speaks for (the layout asking, or the one the collection view shows).
    let layout: CarouselCollectionViewLayout?
    /// The controller installed on the collection view, if any.
    let controller: CarouselController?

    // MARK: Reading

    /// `nil` without a scroll view of its own (``NSCollectionView/carouselStrip``): nothing can
    /// move the content then.
    var visibleContentOffset: Point2D? {
        collectionView.carouselStrip.map { Point2D($0.contentView.bounds.origin) }
    }

    /// The clip view's bounds, else (outside a scroll view of its own) the collection view's.
    var visibleBounds: Rect2D? {
        Rect2D(collectionView.carouselStrip?.contentView.bounds ?? collectionView.bounds)
    }

    var passReading: LayoutDriver.Host? {
        let scrollView = collectionView.carouselStrip
        return LayoutDriver.Host(
            bounds: Rect2D(scrollView?.contentView.bounds ?? collectionView.bounds),
            insets: EdgeInsets2D(scrollView?.contentInsets ?? NSEdgeInsetsZero),
            sectionCounts: (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) },
            isRightToLeft: collectionView.userInterfaceLayoutDirection == .rightToLeft)
    }

    /// AppKit's controller is no delegate: its events come from the collection view, so it hears
    /// them whenever it exists.
    var facts: HostFacts {
        let shown = collectionView.collectionViewLayout as? CarouselCollectionViewLayout
        return HostFacts(
            showsCarousel: shown != nil, hearsScrollCallbacks: controller != nil, releaseStyle: shown?.releaseStyle,
            hasScrollView: collectionView.carouselStrip != nil, stripEmbedding: collectionView.stripEmbedding,
            isPointerDown: NSEvent.pressedMouseButtons & 1 != 0
                || collectionView.window?.currentEvent?.type == .leftMouseDown)
    }

    /// The strip's scrollers and elasticity, as they are now.
    var scrollViewSettings: ScrollViewSettings {
        var settings = ScrollViewSettings()
        guard let scrollView = collectionView.carouselStrip else { return settings }
        settings.showsHorizontalIndicator = scrollView.hasHorizontalScroller
        settings.showsVerticalIndicator = scrollView.hasVerticalScroller
        settings.horizontalElasticity = ScrollViewSettings.Elasticity(scrollView.horizontalScrollElasticity)
        settings.verticalElasticity = ScrollViewSettings.Elasticity(scrollView.verticalScrollElasticity)
        return settings
    }

    /// The display's clock; the controller's driver decides whether the engine hears it or a
    /// test's clock (``ControllerDriver/now(display:)``).
    var now: Double { CACurrentMediaTime() }

    // MARK: Acting

    /// Moves the clip view and asks for a pass that re-places the items: nothing documents which
    /// rectangle AppKit passes to `shouldInvalidateLayout(forBoundsChange:)` nor when, and a missed
    /// invalidation would leave every card where it was. Not from inside a layout callback (the
    /// moved clip view still reaches AppKit as a bounds change).
    func moveContent(to contentOffset: Point2D) {
        guard let scrollView = collectionView.carouselStrip else { return }
        scrollView.contentView.setBoundsOrigin(CGPoint(contentOffset))
        scrollView.reflectScrolledClipView(scrollView.contentView)
        if layout?.isTellingHost != true { invalidateCarousel(.reposition) }
    }

    func invalidateCarousel(_ invalidation: LayoutInvalidation) {
        let context = CarouselLayoutInvalidationContext()
        context.carouselInvalidation = invalidation
        (layout ?? collectionView.collectionViewLayout)?.invalidateLayout(with: context)
    }

    /// AppKit lays out a collection view whose counts changed only once marked: always marked.
    func layOutNow(forcing: Bool) {
        collectionView.needsLayout = true
        collectionView.layoutSubtreeIfNeeded()
    }

    func layoutDidChangeModel(_ change: ModelChange) {
        let wasTelling = layout?.isTellingHost ?? false
        layout?.isTellingHost = true
        controller?.layoutDidChangeModel(change)
        layout?.isTellingHost = wasTelling
    }

    func carryOut(_ output: ControllerOutput) {
        controller.map { output.perform(on: ControllerCalls(controller: $0)) }
    }
}

@available(macOS 11, *)
extension NSCollectionView {
    /// The scroll view a carousel moves: the enclosing `NSScrollView` whose `documentView` is this
    /// collection view; `nil` outside one, or inside a page's scroll view that shows another view
    /// (which the carousel leaves alone: `StripEmbedding`).
    @_spi(Plumbing) public var carouselStrip: NSScrollView? {
        StripEmbedding.strip(enclosingScrollView, documentView: enclosingScrollView?.documentView, of: self)
    }

    /// Where the collection view sits among scroll views, for the core's rule and notice.
    var stripEmbedding: StripEmbedding {
        StripEmbedding(
            enclosingScrollView: enclosingScrollView, documentView: enclosingScrollView?.documentView,
            collectionView: self)
    }
}

@available(macOS 11, *)
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
