/// The one seam between the core and a collection view: what the core reads of it at each call,
/// in the core's units, and what it asks it to do.
///
/// UIKit's and AppKit's shells implement it over their views (a value made at each call, so every
/// reading is the view's state at that call, never a snapshot from an earlier one);
/// `SimulatedCollectionView` implements it without either framework. The core's
/// ``LayoutShell`` and ``ControllerShell`` decide everything over it, so the same code runs on a
/// device and in the tests.
///
/// Coordinates are the platform's content coordinates, physical (x right, y down), in points;
/// times are seconds on the display's clock.
@_spi(Plumbing) public protocol CarouselHost {
    // MARK: Reading

    /// The content offset shown now (UIKit's `contentOffset`; AppKit's clip-view bounds origin),
    /// `nil` when there is nothing to scroll (no collection view, or on AppKit no scroll view).
    var visibleContentOffset: Point2D? { get }
    /// What a layout pass reads now: the visible rectangle, the adjusted insets, the section
    /// counts and the layout direction; `nil` without a collection view.
    var passReading: LayoutDriver.Host? { get }
    /// The visible rectangle now, in content coordinates (UIKit: the collection view's bounds;
    /// AppKit: the clip view's bounds, else the collection view's), without reading the counts:
    /// what the attributes' frames stay in while their cards are seen. By default
    /// ``passReading``'s bounds.
    var visibleBounds: Rect2D? { get }
    /// Which layout is shown, whether the controller hears the scroll view's callbacks, and the
    /// scroll view's own motion, now.
    var facts: HostFacts { get }
    /// The scroll view's switches the carousel changes, as they are now.
    var scrollViewSettings: ScrollViewSettings { get }
    /// The display clock now, in seconds.
    var now: Double { get }

    // MARK: Acting

    /// Sets the content offset at once (the platform's scroll callbacks follow synchronously).
    func moveContent(to contentOffset: Point2D)
    /// Invalidates the carousel layout with its own context (the platform records it in the
    /// layout's driver and schedules a pass).
    func invalidateCarousel(_ invalidation: LayoutInvalidation)
    /// Runs the collection view's pending layout pass now; `forcing`: mark one needed first.
    func layOutNow(forcing: Bool)
    /// The layout rebuilt its model: the controller, if there is one, learns it. Called from inside
    /// layout passes: the controller answers with at most events and a frame request.
    func layoutDidChangeModel(_ change: ModelChange)
    /// Carries out a controller's answer, in the order ``ControllerOutput/perform(on:)`` documents.
    func carryOut(_ output: ControllerOutput)
}

extension CarouselHost {
    /// ``passReading``'s bounds.
    public var visibleBounds: Rect2D? { passReading?.bounds }
}
