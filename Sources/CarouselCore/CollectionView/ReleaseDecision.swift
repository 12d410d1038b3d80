/// What to do with a release: the `targetContentOffset` to hand back to UIScrollView, and the
/// motion to animate, if the scroll controller animates it itself.
@_spi(Plumbing) public struct ReleaseDecision: Hashable, Sendable {
    /// The content offset UIScrollView should decelerate to.
    public var targetContentOffset: Point2D
    /// The motion for the display link (``ReleaseStyle/iCarousel``), in continuous scroll offsets;
    /// `nil` when UIScrollView moves the content itself.
    public var motion: ScrollMotion?

    /// Creates a decision from the content offset to report and the motion to animate, if any.
    public init(targetContentOffset: Point2D, motion: ScrollMotion?) {
        self.targetContentOffset = targetContentOffset
        self.motion = motion
    }
}
