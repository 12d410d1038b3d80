/// When the scroll controller's display link runs, what it drives, and at what frame rate.
///
/// The display link drives two things, never at once: a programmatic scroll animation
/// (`scrollToItem(at:animated:)`, iCarousel's ease-in-out over 0.4 s) and autoscroll (a constant
/// speed in items per second). Autoscroll pauses while the user is touching or the scroll view is
/// decelerating (it resumes from wherever the gesture left the carousel, as iCarousel does), while
/// the carousel is off-window, while VoiceOver is running (moving content under VoiceOver focus
/// makes it unusable) and while Reduce Motion is on; also with no items, and at the end it is
/// heading for when not wrapping (iCarousel keeps stepping there without moving).
///
/// Automatic sliding pauses for the same reasons (``allowsAutomaticMotion(_:)``). Between slides
/// the display link stays paused: the engine names the time it next needs a frame
/// (``FrameClock/wakeTime``) and the platform sets a one-shot timer for it.
///
/// Plumbing: the controllers run their display links from it; apps see the controller's state
/// (`isAnimating`, `isAutoscrolling`) instead.
@_spi(Plumbing) public enum DisplayLinkPlan {
    /// What the display link should drive now.
    public enum Activity: Hashable, Sendable {
        /// Nothing: the display link is paused.
        case idle
        /// A programmatic scroll animation.
        case animating
        /// Autoscroll at a constant speed.
        case autoscrolling
    }

    /// The state of the world the decision depends on.
    public struct Conditions: Hashable, Sendable {
        /// Autoscroll speed in items per second, positive toward larger offsets (the negative of
        /// iCarousel's `autoscroll`, as `ScrollPhysics.autoscroll(from:speed:)` takes it; 0 is off,
        /// NaN counts as 0).
        public var autoscrollSpeed: Double = 0
        /// Whether a programmatic scroll animation is in flight.
        public var isAnimatingScroll = false
        /// Whether the user is touching the scroll view (`isTracking` or `isDragging`).
        public var isUserInteracting = false
        /// Whether UIScrollView is decelerating or bouncing on its own.
        public var isDecelerating = false
        /// Whether the collection view is in a window.
        public var isInWindow = true
        /// `UIAccessibility.isVoiceOverRunning`.
        public var isVoiceOverRunning = false
        /// `UIAccessibility.isReduceMotionEnabled`.
        public var isReduceMotionEnabled = false
        /// The number of items.
        public var numberOfItems = 0
        /// Whether the carousel wraps.
        public var isWrapEnabled = false
        /// The current scroll offset in items (for the end check when not wrapping).
        public var scrollOffset = 0.0

        /// Creates the conditions from what the platform reports.
        public init(
            autoscrollSpeed: Double = 0, isAnimatingScroll: Bool = false, isUserInteracting: Bool = false,
            isDecelerating: Bool = false, isInWindow: Bool = true, isVoiceOverRunning: Bool = false,
            isReduceMotionEnabled: Bool = false, numberOfItems: Int = 0, isWrapEnabled: Bool = false,
            scrollOffset: Double = 0
        ) {
            self.autoscrollSpeed = autoscrollSpeed
            self.isAnimatingScroll = isAnimatingScroll
            self.isUserInteracting = isUserInteracting
            self.isDecelerating = isDecelerating
            self.isInWindow = isInWindow
            self.isVoiceOverRunning = isVoiceOverRunning
            self.isReduceMotionEnabled = isReduceMotionEnabled
            self.numberOfItems = numberOfItems
            self.isWrapEnabled = isWrapEnabled
            self.scrollOffset = scrollOffset
        }
    }

    /// What to drive. A programmatic animation runs while in a window even if the user touches
    /// (the controller cancels it when a drag begins); autoscroll needs every condition above.
    public static func activity(for c: Conditions) -> Activity {
        guard c.isInWindow, c.numberOfItems > 0 else { return .idle }
        if c.isAnimatingScroll { return .animating }
        let speed = c.autoscrollSpeed.isNaN ? 0 : c.autoscrollSpeed
        guard speed != 0, allowsAutomaticMotion(c) else { return .idle }
        if !c.isWrapEnabled {
            let last = Double(c.numberOfItems - 1)
            let offset = c.scrollOffset.finiteOrZero
            if speed > 0 && offset >= last { return .idle }
            if speed < 0 && offset <= 0 { return .idle }
        }
        return .autoscrolling
    }

    /// Whether motion nobody asked for just now (autoscroll, automatic sliding) may move the
    /// carousel: in a window, with items, nobody touching, nothing decelerating, no VoiceOver
    /// (moving content under VoiceOver focus makes it unusable) and no Reduce Motion. The
    /// autoscroll speed and the offset do not count.
    public static func allowsAutomaticMotion(_ c: Conditions) -> Bool {
        c.isInWindow && c.numberOfItems > 0 && !c.isUserInteracting && !c.isDecelerating && !c.isVoiceOverRunning
            && !c.isReduceMotionEnabled
    }

    /// A display link frame-rate range, in frames per second (`CAFrameRateRange`).
    public struct FrameRateRange: Hashable, Sendable {
        /// The lowest, highest and preferred frame rates, in frames per second.
        public var minimum: Double, maximum: Double, preferred: Double
        /// Creates a range from its rates in frames per second.
        public init(minimum: Double, maximum: Double, preferred: Double) {
            self.minimum = minimum
            self.maximum = maximum
            self.preferred = preferred
        }
    }

    /// The highest rate asked for (ProMotion displays).
    public static let maximumFrameRate = 120.0
    /// The lowest rate asked for.
    public static let minimumFrameRate = 30.0
    /// The rates the display hardware offers (ProMotion steps down in these).
    static let standardRates: [Double] = [30, 40, 60, 80, 120]

    /// The frame-rate range for an activity.
    ///
    /// Programmatic animations are short and fast: 80–120 Hz, preferring 120 (Apple's advice for
    /// high-frame-rate animations on ProMotion). Autoscroll runs for a long time at a constant
    /// speed: it prefers the lowest standard rate at which each frame moves the content at most
    /// one point, which saves power at slow speeds without visible stepping.
    /// - Parameters:
    ///   - activity: what the display link drives.
    ///   - pointsPerSecond: the autoscroll speed in points per second (sign ignored).
    public static func frameRateRange(for activity: Activity, pointsPerSecond: Double = 0) -> FrameRateRange {
        switch activity {
        case .idle:
            return FrameRateRange(minimum: minimumFrameRate, maximum: minimumFrameRate, preferred: minimumFrameRate)
        case .animating:
            return FrameRateRange(minimum: 80, maximum: maximumFrameRate, preferred: maximumFrameRate)
        case .autoscrolling:
            let speed = pointsPerSecond.isFinite ? abs(pointsPerSecond) : maximumFrameRate
            let preferred = standardRates.first { $0 >= speed } ?? maximumFrameRate
            return FrameRateRange(minimum: minimumFrameRate, maximum: maximumFrameRate, preferred: preferred)
        }
    }

    /// The longest frame step autoscroll takes (seconds): after a stall (a hitch, a debugger
    /// pause) the carousel continues from where it was rather than jumping ahead.
    public static let maximumFrameStep = 0.1

    /// The time to advance autoscroll by between two display-link timestamps (seconds), within
    /// [0, ``maximumFrameStep``]; 0 for the first frame (`previous` nil) or non-finite input.
    public static func frameStep(from previous: Double?, to now: Double) -> Double {
        guard let previous, previous.isFinite, now.isFinite else { return 0 }
        return min(maximumFrameStep, max(0, now - previous))
    }
}
