/// Cover Flow 2's `toggle` over time, as iCarousel animates it, for a driver that steps it on every
/// scroll and display-link frame (the physics' ``CoverFlowToggle`` has the formulas).
///
/// Each step, in iCarousel's order (`didScroll`, then `step`):
/// 1. While the carousel *follows offsets* — decelerating, animating a scroll that did not come
///    straight from a drag, autoscrolling, or past an end when not wrapping — the toggle follows
///    the centre item's offset (`transformItemView:atIndex:`).
/// 2. When the current item changes, the toggle jumps to ±1 and its return to 0 starts now.
/// 3. Otherwise, while the carousel does not follow offsets, it eases back to 0 over 0.2–0.4 s
///    (shorter after a faster release).
/// A deceleration that ends without a snap leaves it part-way through its return
/// (``restAfterDeceleration(at:scrollOffset:)``).
///
/// Times are seconds on any monotonic clock. Only Cover Flow 2 reads the toggle; the value is
/// always within [−1, 1].
@_spi(Plumbing) public struct CoverFlowToggleState: Hashable, Sendable {
    /// The toggle, in [−1, 1], that placements take (``CarouselModel/placements(at:toggle:)``).
    public private(set) var value = 0.0
    /// The current item at the last step, if any.
    private var lastIndex: Int?
    /// When the return to 0 started, and the sign it started from.
    private var returnStart = 0.0
    private var returnFrom = 0.0

    /// Creates the state of a carousel at rest with a toggle of 0.
    public init() {}

    /// What the carousel is doing at a step.
    public struct Step: Hashable, Sendable {
        /// The time of the step, seconds.
        public var time: Double
        /// iCarousel's `currentItemIndex` (−1 with no items).
        public var currentIndex: Int
        /// The current item's offset from the centre, items.
        public var centerItemOffset: Double
        /// Whether the toggle follows the offsets now (see the type's overview).
        public var followsOffsets: Bool
        /// The latest release or finger velocity, items per second (for the return's duration).
        public var velocity: Double

        /// Creates a step's inputs.
        public init(
            time: Double, currentIndex: Int, centerItemOffset: Double, followsOffsets: Bool, velocity: Double
        ) {
            self.time = time
            self.currentIndex = currentIndex
            self.centerItemOffset = centerItemOffset
            self.followsOffsets = followsOffsets
            self.velocity = velocity
        }
    }

    /// Whether the toggle follows offsets in a situation (iCarousel's condition in
    /// `transformItemView:atIndex:`).
    /// - Parameters:
    ///   - isDecelerating: a deceleration (ours or UIScrollView's) is under way.
    ///   - isAnimatingScroll: a scroll animation is under way that did not follow a drag directly.
    ///   - isAutoscrolling: autoscroll is moving the carousel.
    ///   - isWrapEnabled, scrollOffset, numberOfItems: for the past-an-end test (`s < 0` or `s ≥ n − 1`).
    public static func followsOffsets(
        isDecelerating: Bool, isAnimatingScroll: Bool, isAutoscrolling: Bool,
        isWrapEnabled: Bool, scrollOffset: Double, numberOfItems: Int
    ) -> Bool {
        if isDecelerating || isAnimatingScroll || isAutoscrolling { return true }
        guard !isWrapEnabled else { return false }
        return scrollOffset < 0 || scrollOffset >= Double(numberOfItems - 1)
    }

    /// Advances the toggle to a step. Returns whether the value changed.
    @discardableResult
    public mutating func step(_ s: Step, physics: ScrollPhysics) -> Bool {
        let old = value
        let time = s.time.isFinite ? s.time : returnStart
        var changedIndex = false
        if s.followsOffsets {
            value = CoverFlowToggle.toggle(forCenterItemOffset: s.centerItemOffset)
        }
        if let last = lastIndex, last != s.currentIndex, s.currentIndex >= 0, last >= 0 {
            value = CoverFlowToggle.toggle(afterIndexChangeFrom: last, to: s.currentIndex, physics: physics)
            returnStart = time
            returnFrom = value
            changedIndex = true
        }
        lastIndex = s.currentIndex
        if !s.followsOffsets && !changedIndex && abs(value) > ScrollPhysics.floatErrorMargin {
            if returnFrom == 0 || (returnFrom < 0) != (value < 0) {
                returnFrom = value
                returnStart = time
            }
            value = CoverFlowToggle.toggle(from: returnFrom, elapsed: time - returnStart, releaseVelocity: s.velocity)
        }
        value = value.isNaN ? 0 : max(-1, min(1, value))
        if abs(value) <= ScrollPhysics.floatErrorMargin {
            value = 0
            returnFrom = 0
        }
        return value != old
    }

    /// A deceleration ended without a snap at `scrollOffset` (iCarousel's `step`): the toggle is set
    /// from the distance to the nearest item, its return already under way.
    public mutating func restAfterDeceleration(at time: Double, scrollOffset: Double) {
        let rest = CoverFlowToggle.restingToggle(at: scrollOffset)
        value = rest.toggle
        returnFrom = rest.toggle
        returnStart = (time.isFinite ? time : 0) - rest.elapsed
        if abs(value) <= ScrollPhysics.floatErrorMargin {
            value = 0
            returnFrom = 0
        }
    }

    /// Takes `currentIndex` as the current item without flipping: after a data change moved the
    /// current item's index (an insert or delete before it), which is not a scroll.
    public mutating func rebase(currentIndex: Int) {
        lastIndex = currentIndex
    }

    /// Whether the toggle still has to return to 0 (a driver keeps stepping while it does).
    public var isReturning: Bool { value != 0 }
}
