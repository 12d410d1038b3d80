#if canImport(CoreGraphics)
import Foundation
import QuartzCore
@_spi(Plumbing) import CarouselCore

/// What UIKit's and AppKit's `CarouselController` have in common: the same state, settings and
/// programmatic scrolling, written once over the core's ``ControllerDriver``.
///
/// Both controllers conform; an app uses these members on either by their names
/// (`carousel.scrollToItem(at: indexPath)`, `carousel.isAtRest`). Durations are in seconds, speeds
/// in items per second, offsets in items; index paths are (section, item) and the items of all
/// sections form one carousel.
@MainActor
public protocol CarouselControlling: AnyObject {
    /// The controller's decisions (plumbing).
    @_spi(Plumbing) var driver: ControllerDriver { get set }
    /// Hands a programmatic input to the engine, after any pending layout pass when it names items
    /// (``InteractionInput/needsLayoutPass``), and carries out the answer; returns whether it was
    /// taken (plumbing).
    @_spi(Plumbing) func handleProgrammatic(_ input: InteractionInput) -> Bool
    /// The global item index of an index path in the layout, after any pending pass (plumbing).
    @_spi(Plumbing) func preparedGlobalIndex(for indexPath: IndexPath) -> Int?
    /// The index path of a global item index in the layout (plumbing).
    @_spi(Plumbing) func layoutIndexPath(forGlobalIndex index: Int) -> IndexPath?
    /// What the driver reads of the collection view before each call (plumbing).
    @_spi(Plumbing) var hostFacts: HostFacts { get }
    /// The scroll view's switches the carousel changes, as they are now (plumbing).
    @_spi(Plumbing) var currentScrollViewSettings: ScrollViewSettings { get }
    /// Carries out an answer with the platform's calls (plumbing;
    /// ``ControllerOutput/perform(on:)`` orders them).
    @_spi(Plumbing) func carryOut(_ answer: ControllerOutput)
    /// The app's closures (plumbing: the public properties below forward to them).
    @_spi(Plumbing) var handlers: ControllerHandlers { get set }
}

/// The closures an app gives a controller, held as one value by both platforms' controllers.
@_spi(Plumbing) public struct ControllerHandlers {
    /// ``CarouselControlling/currentItemDidChange``.
    public var currentItemDidChange: ((IndexPath?) -> Void)?
    /// ``CarouselControlling/eventHandler``.
    public var eventHandler: ((InteractionEvent) -> Void)?
    /// ``CarouselControlling/accessibilityAnnouncement``.
    public var accessibilityAnnouncement: ((IndexPath) -> String?)?

    /// No closures.
    public init() {}
}

// MARK: The app's closures

extension CarouselControlling {
    /// Called when ``currentIndexPath`` changes (iCarousel's `carouselCurrentItemIndexDidChange:`).
    public var currentItemDidChange: ((IndexPath?) -> Void)? {
        get { handlers.currentItemDidChange }
        set { handlers.currentItemDidChange = newValue }
    }

    /// Called with each event the carousel reports, in order: the scroll events (on UIKit your
    /// delegate also hears them as `UIScrollViewDelegate` calls), current-item changes, selections,
    /// focus moves and announcements (item indexes count all sections in order).
    public var eventHandler: ((InteractionEvent) -> Void)? {
        get { handlers.eventHandler }
        set { handlers.eventHandler = newValue }
    }

    /// The text VoiceOver announces when the carousel comes to rest on an item (default "Item i of
    /// n" in the user's language: the package carries English, Arabic, German and Japanese);
    /// return `nil` to announce nothing.
    public var accessibilityAnnouncement: ((IndexPath) -> String?)? {
        get { handlers.accessibilityAnnouncement }
        set { handlers.accessibilityAnnouncement = newValue }
    }

    /// Hands an event to ``eventHandler`` (plumbing).
    @_spi(Plumbing) public func report(_ event: InteractionEvent) {
        handlers.eventHandler?(event)
    }

    /// Tells ``currentItemDidChange`` the current item's index path (plumbing).
    @_spi(Plumbing) public func reportCurrentItem(_ item: Int) {
        handlers.currentItemDidChange?(layoutIndexPath(forGlobalIndex: item))
    }

    /// What VoiceOver says of `item` (all sections counted): ``accessibilityAnnouncement``'s text,
    /// or the core's default "Item i of n"; `nil` when there is nothing to say (plumbing).
    @_spi(Plumbing) public func announcementText(forItem item: Int) -> String? {
        guard let indexPath = layoutIndexPath(forGlobalIndex: item) else { return nil }
        return handlers.accessibilityAnnouncement.map { $0(indexPath) }
            ?? InteractionEngine.defaultAnnouncement(forItem: item, of: driver.engine.model.numberOfItems)
    }
}

// MARK: Driving

extension CarouselControlling {
    /// Reads the collection view, runs one call into the driver (at `time`, seconds on the
    /// display's clock) and carries out its answer (plumbing).
    @discardableResult
    @_spi(Plumbing) public func drive(
        at time: CFTimeInterval = CACurrentMediaTime(),
        _ call: (inout ControllerDriver, Double, inout ControllerOutput) -> Void
    ) -> ControllerOutput {
        var answer = ControllerOutput()
        driver.sync(hostFacts, scrollView: { currentScrollViewSettings }, at: time, into: &answer)
        call(&driver, time, &answer)
        carryOut(answer)
        return answer
    }

    /// Hands one input to the engine (now, or at a display link's time) and carries out its
    /// answer; returns whether it was taken (plumbing).
    @discardableResult
    @_spi(Plumbing) public func feed(_ input: InteractionInput, at time: CFTimeInterval = CACurrentMediaTime()) -> Bool
    {
        drive(at: time) { $0.handle(input, at: $1, into: &$2) }.isAccepted
    }
}

// MARK: Settings and state

extension CarouselControlling {
    /// Whether tapping (clicking) an item scrolls it to the centre (iCarousel's
    /// `centerItemWhenSelected`, default `true`); tapping the current item settles it on its boundary.
    public var centersItemWhenSelected: Bool {
        get { driver.settings.centersItemWhenSelected }
        set { driver.settings.centersItemWhenSelected = newValue }
    }

    /// Autoscroll speed in items per second, positive toward higher indexes (0 is off). iCarousel's
    /// `autoscroll` property has the opposite sign: pass `-autoscroll`. Paused while touched,
    /// off-window, under VoiceOver and with Reduce Motion; stops at the end when not wrapping.
    public var autoscrollSpeed: Double {
        get { driver.engine.autoscrollSpeed }
        set { _ = handleProgrammatic(.autoscroll(newValue)) }
    }

    /// The duration of animated programmatic scrolls, in seconds (iCarousel's `SCROLL_DURATION`,
    /// 0.4 s). Negative values count as 0; non-finite ones restore the default.
    public var scrollDuration: TimeInterval {
        get { driver.settings.scrollDuration }
        set { driver.settings.scrollDuration = newValue.isFinite ? max(0, newValue) : ScrollPhysics.scrollDuration }
    }

    /// The item nearest the centre (iCarousel's `currentItemIndex`), `nil` with no items.
    public var currentIndexPath: IndexPath? { layoutIndexPath(forGlobalIndex: driver.engine.currentItemIndex) }
    /// Whether the carousel moves after a release (the engine's motion or the scroll view's).
    public var isDecelerating: Bool { driver.engine.isDecelerating }
    /// Whether a programmatic, key, release or settling motion is animating (autoscroll is not counted).
    public var isAnimating: Bool { driver.engine.isAnimating }
    /// Whether nothing moves the carousel: no touch, no motion, no autoscroll, no scroll-view
    /// motion and no update animation.
    public var isAtRest: Bool { driver.engine.isAtRest }
    /// Whether autoscroll is moving the carousel now.
    public var isAutoscrolling: Bool { driver.engine.isAutoscrolling }
    /// Whether the user is dragging the carousel.
    public var isDragging: Bool { driver.engine.isDragging }
}

// MARK: Programmatic scrolling

extension CarouselControlling {
    /// Scrolls an item to the centre (iCarousel's `scrollToItemAtIndex:animated:`), the shorter way
    /// round when wrapping, over ``scrollDuration`` or at once.
    /// - Returns: `false` when the index path names no item or a drag is under way (nothing
    ///   happens then).
    @discardableResult
    public func scrollToItem(at indexPath: IndexPath, animated: Bool = true) -> Bool {
        scrollToItem(at: indexPath, duration: animated ? scrollDuration : 0)
    }

    /// Scrolls an item to the centre over `duration` seconds with iCarousel's ease-in-out.
    @discardableResult
    public func scrollToItem(at indexPath: IndexPath, duration: TimeInterval) -> Bool {
        guard let index = preparedGlobalIndex(for: indexPath) else { return false }
        return handleProgrammatic(.scroll(.toItem(index, duration: duration)))
    }

    /// Scrolls by a number of items from the current item (iCarousel's
    /// `scrollByNumberOfItems:duration:`), over `duration` seconds (default ``scrollDuration``).
    @discardableResult
    public func scroll(byNumberOfItems count: Int, duration: TimeInterval? = nil) -> Bool {
        handleProgrammatic(.scroll(.byItems(count, duration: duration ?? scrollDuration)))
    }

    /// Scrolls to a scroll offset in items (iCarousel's `scrollToOffset:duration:`), the shorter
    /// way round when wrapping.
    @discardableResult
    public func scroll(toOffset offset: Double, duration: TimeInterval? = nil) -> Bool {
        handleProgrammatic(.scroll(.toOffset(offset, duration: duration ?? scrollDuration)))
    }

    /// Scrolls by a distance in items (iCarousel's `scrollByOffset:duration:`).
    @discardableResult
    public func scroll(byOffset distance: Double, duration: TimeInterval? = nil) -> Bool {
        handleProgrammatic(.scroll(.byOffset(distance, duration: duration ?? scrollDuration)))
    }

    /// Stops a programmatic, release or settling motion where it is. Autoscroll carries on while
    /// ``autoscrollSpeed`` is not 0.
    public func stopScrolling() {
        _ = handleProgrammatic(.stopScrolling)
    }
}
#endif
