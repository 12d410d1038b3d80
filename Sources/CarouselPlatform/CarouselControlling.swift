#if canImport(CoreGraphics)
import Foundation
@_spi(Plumbing) import CarouselCore

/// What UIKit's and AppKit's `CarouselController` have in common: the same state, settings and
/// programmatic scrolling, written once over the core's `ControllerDriver`.
///
/// Both controllers conform; an app uses these members on either by their names
/// (`carousel.scrollToItem(at: indexPath)`, `carousel.isAtRest`). Durations are in seconds, speeds
/// in items per second, offsets in items; index paths are (section, item) and the items of all
/// sections form one carousel.
///
/// The decisions are the core's (`ControllerShell`); this protocol's extension only names them.
@MainActor
public protocol CarouselControlling: AnyObject {
    /// The controller as the core drives it (plumbing: the controller itself).
    @_spi(Plumbing) var shell: any ControllerShell { get }
}

// MARK: The app's closures

extension CarouselControlling {
    /// Called when ``currentIndexPath`` changes (iCarousel's `carouselCurrentItemIndexDidChange:`).
    public var currentItemDidChange: ((IndexPath?) -> Void)? {
        get { shell.handlers.currentItemDidChange }
        set { shell.handlers.currentItemDidChange = newValue }
    }

    /// Called with each event the carousel reports, in order: the scroll events (on UIKit your
    /// delegate also hears them as `UIScrollViewDelegate` calls), current-item changes, selections,
    /// focus moves and announcements (item indexes count all sections in order).
    public var eventHandler: ((InteractionEvent) -> Void)? {
        get { shell.handlers.eventHandler }
        set { shell.handlers.eventHandler = newValue }
    }

    /// The text VoiceOver announces when the carousel comes to rest on an item (default "Item i of
    /// n" in the user's language: the package carries English, Arabic, German and Japanese);
    /// return `nil` to announce nothing.
    public var accessibilityAnnouncement: ((IndexPath) -> String?)? {
        get { shell.handlers.accessibilityAnnouncement }
        set { shell.handlers.accessibilityAnnouncement = newValue }
    }
}

// MARK: Settings and state

extension CarouselControlling {
    /// Whether tapping (clicking) an item scrolls it to the centre (iCarousel's
    /// `centerItemWhenSelected`, default `true`); tapping the current item settles it on its boundary.
    public var centersItemWhenSelected: Bool {
        get { shell.driver.settings.centersItemWhenSelected }
        set { shell.driver.settings.centersItemWhenSelected = newValue }
    }

    /// Autoscroll speed in items per second, positive toward higher indexes (0 is off). iCarousel's
    /// `autoscroll` property has the opposite sign: pass `-autoscroll`. Paused while touched,
    /// off-window, under VoiceOver and with Reduce Motion; stops at the end when not wrapping.
    /// NaN is off; a speed beyond ±1 000 000 items per second (infinities included) is clamped there.
    public var autoscrollSpeed: Double {
        get { shell.driver.engine.autoscrollSpeed }
        set { shell.feedProgrammatic(.autoscroll(newValue)) }
    }

    /// Seconds between automatic slides to the next item, page by page (FSPagerView's
    /// `automaticSlidingInterval`; 0 is off, the default). Each slide is a programmatic scroll over
    /// ``scrollDuration`` with the same events; not wrapping, the last item slides back to the
    /// first. Paused exactly when autoscroll is (touched, focused, off-window, under VoiceOver and
    /// with Reduce Motion), and for any other motion; the full interval starts again once the
    /// carousel rests. Negative, NaN and infinite values are off; a positive value below 0.1 s
    /// counts as 0.1 s. No display frames run between slides (a one-shot timer wakes the carousel).
    public var automaticSlidingInterval: TimeInterval {
        get { shell.driver.engine.automaticSlidingInterval }
        set { shell.feedProgrammatic(.automaticSliding(interval: newValue)) }
    }

    /// The duration of animated programmatic scrolls, in seconds (iCarousel's `SCROLL_DURATION`,
    /// 0.4 s). Negative values count as 0; non-finite ones restore the default.
    public var scrollDuration: TimeInterval {
        get { shell.driver.scrollDuration }
        set { shell.driver.scrollDuration = newValue }
    }

    /// The item nearest the centre (iCarousel's `currentItemIndex`), `nil` with no items.
    public var currentIndexPath: IndexPath? {
        shell.layoutIndexPath(forGlobalIndex: shell.driver.engine.currentItemIndex)
    }
    /// Whether the carousel moves after a release (the engine's motion or the scroll view's).
    public var isDecelerating: Bool { shell.driver.engine.isDecelerating }
    /// Whether a programmatic, key, release or settling motion is animating (autoscroll is not counted).
    public var isAnimating: Bool { shell.driver.engine.isAnimating }
    /// Whether nothing moves the carousel: no touch, no motion, no autoscroll, no scroll-view
    /// motion and no update animation.
    public var isAtRest: Bool { shell.driver.engine.isAtRest }
    /// Whether autoscroll is moving the carousel now.
    public var isAutoscrolling: Bool { shell.driver.engine.isAutoscrolling }
    /// Whether the user is dragging the carousel.
    public var isDragging: Bool { shell.driver.engine.isDragging }
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
        shell.programmaticScroll(toItemAt: indexPath, duration: duration)
    }

    /// Scrolls by a number of items from the current item (iCarousel's
    /// `scrollByNumberOfItems:duration:`), over `duration` seconds (default ``scrollDuration``).
    @discardableResult
    public func scroll(byNumberOfItems count: Int, duration: TimeInterval? = nil) -> Bool {
        shell.feedProgrammatic(.scroll(.byItems(count, duration: duration ?? scrollDuration)))
    }

    /// Scrolls to a scroll offset in items (iCarousel's `scrollToOffset:duration:`), the shorter
    /// way round when wrapping.
    @discardableResult
    public func scroll(toOffset offset: Double, duration: TimeInterval? = nil) -> Bool {
        shell.feedProgrammatic(.scroll(.toOffset(offset, duration: duration ?? scrollDuration)))
    }

    /// Scrolls by a distance in items (iCarousel's `scrollByOffset:duration:`).
    @discardableResult
    public func scroll(byOffset distance: Double, duration: TimeInterval? = nil) -> Bool {
        shell.feedProgrammatic(.scroll(.byOffset(distance, duration: duration ?? scrollDuration)))
    }

    /// Stops a programmatic, release or settling motion where it is. Autoscroll carries on while
    /// ``autoscrollSpeed`` is not 0.
    public func stopScrolling() {
        shell.feedProgrammatic(.stopScrolling)
    }
}
#endif
