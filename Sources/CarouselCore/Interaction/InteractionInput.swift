/// What happened, as the interaction engine is told it: touches, platform scroll callbacks,
/// display frames, programmatic requests, data and size changes, and the environment.
///
/// Every input comes with a time (``InteractionEngine/handle(_:at:into:)``): seconds on any
/// monotonic clock (`CACurrentMediaTime()`, a display link's `targetTimestamp`, a test's fake
/// clock). Points are in the carousel view's own coordinates (origin at its top-left corner,
/// physical: never mirrored for right-to-left); velocities are the finger's, in points per second
/// in the same coordinates (a pan gesture recognizer's `velocity(in:)`: negative x while the
/// finger moves left). Scroll offsets are in items (continuous when wrapping: not folded).
public enum InteractionInput: Sendable {
    // MARK: Touches

    /// A finger came down at a point. Stops a motion (as iCarousel does), pauses autoscroll, and
    /// notes the item drawn on top there: a tap selects it.
    case touchDown(Point2D)
    /// The finger moved to a point, and the engine moves the carousel (platforms without a
    /// scroll view of their own: carousel-preview, AppKit's click-drag). The first move begins
    /// a drag, measured from the ``touchDown(_:)`` point, with iCarousel's resistance past the ends.
    case dragMoved(Point2D)
    /// The platform began a drag that it moves itself (UIScrollView's pan,
    /// `scrollViewWillBeginDragging`); it reports the offsets it shows with ``scrolled(to:)``.
    case dragBegan
    /// The finger lifted, moving at a velocity (points per second, view coordinates). After a
    /// drag it is the release: iCarousel's physics, paging from the drag start, boundaries and
    /// bounce decide how the carousel comes to rest. Without a drag it is a tap.
    /// - Parameter proposedOffset: where the platform's own deceleration would end (items;
    ///   UIScrollView's `targetContentOffset`), if it has one.
    case touchUp(velocity: Point2D, proposedOffset: Double?)
    /// Every finger of the touch sequence lifted, as a platform sees it apart from its drag
    /// (a gesture recognizer's `touchesEnded`): a tap when no drag began; ignored during a drag,
    /// whose release arrives as ``touchUp(velocity:proposedOffset:)``.
    case touchEnded
    /// The touch sequence was cancelled: no tap. Ignored during a drag (its release follows).
    case touchCancelled
    /// A finger of the touch sequence moved to a point, as a platform sees it apart from its drag
    /// (a gesture recognizer's `touchesMoved`). Once a finger is more than
    /// ``InteractionSettings/tapMovementLimit`` from where it came down, the sequence is no longer a
    /// tap: something inside a card scrolled or was dragged (a table, a slider), or the finger slid
    /// away. It moves nothing (``dragMoved(_:)`` drags) and changes nothing during a drag.
    case touchMoved(Point2D)

    // MARK: Keys and wheels

    /// A key was pressed (arrows along the axis move one item, Home and End go
    /// to the ends, Page Up and Page Down move a page). Refused (``InteractionOutput/isAccepted``
    /// false) when the key is not the carousel's or leads nowhere: the platform passes it on.
    case key(CarouselKey)
    /// A scroll-wheel or trackpad event (``ScrollWheelEvent``): a trackpad gesture drags and
    /// releases into the physics, a wheel tick along the axis moves one item. Refused when it is
    /// not the carousel's (a tick or gesture mostly across the axis, such as the vertical wheel
    /// over a horizontal carousel; momentum of a gesture it did not follow).
    case wheel(ScrollWheelEvent)

    // MARK: Focus

    /// The focus system asks to move focus from an item of the carousel (the Siri Remote's swipe
    /// or click, an arrow key through the focus system; `shouldUpdateFocusIn`). Along the scroll
    /// axis it turns the carousel one item (the shorter way round when wrapping; quick moves count
    /// from where the motion heads) and focus follows when the motion ends
    /// (``InteractionEvent/focusDidChange(index:)``): the platform refuses the system's own move.
    /// Refused (``InteractionOutput/isAccepted`` false) across the axis, for Tab, at an end, and
    /// with ``FocusBehavior/none``: focus leaves the carousel as the system decides. Taken without
    /// a move while a finger drags: the remote's swipe moves the carousel itself (its pan). A move
    /// while the engine thinks focus is elsewhere counts as coming from the preferred item.
    case focusMove(FocusHeading)
    /// Focus moved onto an item of the carousel, or (`nil`) out of it (`didUpdateFocusIn`). While
    /// the carousel holds focus nothing recentres (the platform's content offset stays put under
    /// the focused item) and autoscroll pauses; both resume when focus leaves. Focus landing on an
    /// item that is not the current one scrolls it to the centre (``InteractionSettings/centersFocusedItem``).
    /// Refused for indexes outside the items and with ``FocusBehavior/none``.
    case focusChanged(item: Int?)
    /// The Select button (the remote's click, Return or Space on a focused item): selects the
    /// centred item, or the one a running scroll is heading for (``FocusBehavior/visibleItems``:
    /// the focused item), as ``select(_:)`` does. Refused with no items.
    case activate

    // MARK: Platform motion

    /// The platform moved the carousel to a scroll offset itself (its pan, its deceleration, an
    /// animation the app started). Not for offsets the engine asked for.
    case scrolled(to: Double)
    /// The platform's own deceleration or scroll animation ended (`scrollViewDidEndDecelerating`,
    /// `scrollViewDidEndScrollingAnimation`).
    case platformScrollEnded
    /// The app replaced the release's target (its own `scrollViewWillEndDragging`): the platform's
    /// deceleration carries the carousel instead of the engine's motion.
    case releaseOverridden

    // MARK: Time

    /// A display frame (a display link tick) at the input's time, or the wake-up the engine asked
    /// for while its frame clock is stopped (``InteractionEngine/nextWakeTime``: a one-shot timer).
    case frame

    // MARK: Requests

    /// A programmatic scroll.
    case scroll(ScrollRequest)
    /// Stops a programmatic, release or settling motion where it is (autoscroll carries on).
    case stopScrolling
    /// An item is selected (a confirmed tap, a key press, VoiceOver's activate): it scrolls to
    /// the centre as iCarousel's `centerItemWhenSelected` says, and ``InteractionEvent/didSelectItem(index:)`` follows.
    case select(Int)
    /// Autoscroll in items per second, positive toward higher indexes (0 stops; NaN counts as 0).
    case autoscroll(Double)
    /// Page-by-page automatic sliding (FSPagerView's `automaticSlidingInterval`): every `interval`
    /// seconds the carousel at rest scrolls to its next item, as a programmatic scroll over
    /// ``InteractionSettings/scrollDuration`` (the same events). Not wrapping, the last item slides
    /// back to the first. It pauses exactly when autoscroll does (a touch, focus held, VoiceOver,
    /// Reduce Motion, off-window, an update animation), for any other motion and while autoscroll
    /// moves the carousel; the full interval starts again when the carousel next rests. Fewer than
    /// two items never slide. 0, negative, NaN or infinite: off; a positive interval below 0.1 s
    /// counts as 0.1 s. Between slides the engine asks for no frames: it names the time it next
    /// needs one (``InteractionEngine/nextWakeTime``).
    case automaticSliding(interval: Double)

    // MARK: Data and geometry

    /// The model changed (items reloaded or updated, the view resized, the configuration
    /// changed) and the carousel now shows `scrollOffset` (the layout keeps the current item).
    case modelChanged(CarouselModel, scrollOffset: Double, change: ModelChange)
    /// The batch update's animation ended (when the platform can tell).
    case updateAnimationEnded

    // MARK: Environment

    /// VoiceOver, Reduce Motion or the window changed.
    case environment(InteractionEnvironment)
}

/// A programmatic scroll. Durations are in seconds; 0 (or less, or NaN) moves at once.
public enum ScrollRequest: Hashable, Sendable {
    /// An item to the centre (the shelf: as far as its last page), the shorter way round when
    /// wrapping (iCarousel's `scrollToItemAtIndex:duration:`).
    case toItem(Int, duration: Double)
    /// A scroll offset in items, the shorter way round when wrapping (`scrollToOffset:duration:`).
    case toOffset(Double, duration: Double)
    /// A number of items from the current one (`scrollByNumberOfItems:duration:`).
    case byItems(Int, duration: Double)
    /// A distance in items (`scrollByOffset:duration:`).
    case byOffset(Double, duration: Double)
}

/// Why the model changed.
public enum ModelChange: Hashable, Sendable {
    /// The items were reloaded (`reloadData`, a snapshot applied without animation): a motion
    /// in flight stops and the carousel settles.
    case reload
    /// An animated batch update; its animation lasts `animationDuration` seconds (the engine
    /// neither settles nor recentres before it ends).
    case update(animationDuration: Double)
    /// The view's size or insets changed (rotation): the current item stays.
    case resize
    /// The type, options or sizes changed.
    case configuration
}

/// The state of the world that pauses autoscroll and shapes announcements.
public struct InteractionEnvironment: Hashable, Sendable {
    /// VoiceOver is running (autoscroll pauses; resting items are announced).
    public var isVoiceOverRunning: Bool
    /// Reduce Motion is on (autoscroll pauses).
    public var isReduceMotionEnabled: Bool
    /// The carousel is in a window (off-window nothing animates: motions jump to their end).
    public var isInWindow: Bool
    /// The collection view is switching to or from another layout, or shows another layout (the
    /// carousel is away, as off-window: motions jump to their end, autoscroll pauses; coming back
    /// settles and resumes).
    public var isInLayoutTransition: Bool

    /// Creates an environment; by default VoiceOver and Reduce Motion are off, the view is in a
    /// window and no layout transition runs.
    public init(
        isVoiceOverRunning: Bool = false, isReduceMotionEnabled: Bool = false, isInWindow: Bool = true,
        isInLayoutTransition: Bool = false
    ) {
        self.isVoiceOverRunning = isVoiceOverRunning
        self.isReduceMotionEnabled = isReduceMotionEnabled
        self.isInWindow = isInWindow
        self.isInLayoutTransition = isInLayoutTransition
    }

    /// Whether the carousel is on screen and in charge: in a window and not in a layout transition.
    public var isActive: Bool { isInWindow && !isInLayoutTransition }
}

extension InteractionInput {
    /// Whether a controller must run any pending layout pass before handing this input over: a
    /// programmatic scroll names items and offsets the layout must know (after a reload not yet
    /// laid out, say); other inputs (autoscroll, stopping) must not force a pass, which inside a
    /// batch update's block or a SwiftUI update would be premature.
    @_spi(Plumbing) public var needsLayoutPass: Bool {
        if case .scroll = self { return true }
        return false
    }
}
