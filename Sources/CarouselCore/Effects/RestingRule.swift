/// How an effect comes to rest after a release or between items.
@_spi(Plumbing) public enum RestingRule: Hashable, Sendable {
    /// iCarousel's: the scroll physics and the release style decide, on whole items in
    /// `[0, numberOfItems − 1]` (when not wrapping).
    case scrollPhysics
    /// Whole items only once the resting point passes `threshold` (items) of the next one; a release
    /// at `flickVelocity` (items per second) or faster moves on at least one item; never past
    /// `lastPageOffset` when not wrapping. The shelf's rule (ASHorizontalScrollView), carried out by
    /// `ShelfSnapping`.
    case threshold(threshold: Double, lastPageOffset: Double, flickVelocity: Double)

    /// The largest resting offset when not wrapping, if the rule stops before the last item.
    public var lastRestingOffset: Double? {
        if case .threshold(_, let last, _) = self { return last }
        return nil
    }
}
