/// How the engine behaves: iCarousel's tap rules, the release style, and what the platform does
/// on its own.
public struct InteractionSettings: Hashable, Sendable {
    /// Whether tapping an item scrolls it to the centre (iCarousel's `centerItemWhenSelected`,
    /// default `true`); tapping the current item settles it on its boundary.
    public var centersItemWhenSelected = true
    /// How a release comes to rest (default iCarousel's motion).
    public var releaseStyle: ReleaseStyle = .iCarousel
    /// Whether the platform has a deceleration of its own that runs unless told to stop
    /// (UIScrollView: `true`). Then ``ReleaseStyle/iCarouselLanding``, ``ReleaseStyle/native(_:)``,
    /// the shelf and releases past an end are left to it; without one (carousel-preview, AppKit)
    /// the engine animates every release.
    public var platformDecelerates = false
    /// The duration of animated programmatic scrolls and settles, seconds (iCarousel's 0.4 s).
    public var scrollDuration = ScrollPhysics.scrollDuration
    /// Where the model's usable area starts in the view (the adjusted content insets' top-left),
    /// points: touch points are hit-tested relative to it.
    public var contentOrigin = Point2D.zero
    /// Points scrolled per item (the scroll mapping's `pointsPerItem`), for the release projection
    /// and the autoscroll frame rate; `nil` uses the model's `itemWidth / |offsetMultiplier|`.
    public var pointsPerItem: Double?

    /// Points a finger (or the mouse) must move from where it came down before a drag begins,
    /// measured along each axis (default 0: the first move drags, as platforms that recognise pans
    /// themselves send only real drags). Within it, moves are a tap's jitter and the tap stands.
    /// Negative or non-finite values count as 0.
    public var dragThreshold = 0.0
    /// How far a finger may move from where it came down, in points (straight-line distance in
    /// view coordinates), and its lifting still be a tap (default 10, the `allowableMovement`
    /// UIKit documents for `UILongPressGestureRecognizer`). Farther, reported by
    /// ``InteractionInput/touchMoved(_:)``, the touch selects nothing: content in a card scrolled
    /// or was dragged. Negative or non-finite values count as 0.
    public var tapMovementLimit = 10.0
    /// Whether moves beyond ``dragThreshold`` drag the carousel (default `true`). When `false`
    /// (AppKit without click-and-drag) such a move ends the touch instead: no drag and no tap.
    /// Trackpad gestures (``InteractionInput/wheel(_:)``) drag either way.
    public var allowsDragging = true

    /// Which items take focus (default ``FocusBehavior/currentItem``).
    public var focusBehavior = FocusBehavior.currentItem
    /// Whether an item that receives focus (or VoiceOver's focus) while it is not the current one
    /// scrolls to the centre (default `true`).
    public var centersFocusedItem = true

    /// The limits of points scrolled per item, for the engine and the layout state's scroll mapping alike.
    public static let pointsPerItemRange: ClosedRange<Double> = 0.01...1_000_000

    /// Creates settings with iCarousel's defaults.
    public init() {}
}
