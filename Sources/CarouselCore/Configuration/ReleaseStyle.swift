/// How a carousel comes to rest after the user lifts the finger.
public enum ReleaseStyle: Hashable, Sendable {
    /// iCarousel's motion and resting place (its deceleration curve, paging, item boundaries,
    /// bounce), animated by the scroll controller's display link: UIScrollView is told to stop
    /// where it is. The default. Past an end, UIScrollView's own bounce brings it back instead.
    case iCarousel
    /// iCarousel's resting place, reached with UIScrollView's own deceleration curve.
    case iCarouselLanding
    /// UIScrollView's own deceleration and projection, resting on an item chosen from where
    /// UIScrollView proposes to stop (`NativeSnapping`).
    case native(SnapTarget)
}
