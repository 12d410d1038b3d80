/// Which item a release rests on under UIScrollView's own deceleration (``NativeSnapping``,
/// ``ReleaseStyle/native(_:)``).
public enum SnapTarget: Hashable, Sendable {
    /// The item nearest the proposed offset (halves away from zero).
    case nearestItem
    /// One item per swipe: the item nearest the proposed offset, but never against the fling
    /// (a forward fling that would fall back rests on the next item ahead of the release) and at
    /// most one item from the item nearest where the drag began.
    case page
    /// The item nearest the proposed offset, at most `maximum` items (≥ 0; negative counts as 0)
    /// from the item nearest where the drag began.
    case items(maximum: Int)
}
