/// The direction a horizontal carousel runs in: which way later items and larger scroll offsets go.
///
/// Scroll offsets, item offsets and item indexes mean the same in both directions; only where
/// they are drawn changes. Left to right, an item at a positive offset (a later item) sits right
/// of the focus and the carousel scrolls toward larger offsets as the content offset grows. Right
/// to left, everything is the mirror image about the vertical centre line of the bounds: a later
/// item sits left of the focus, the first item rests at the content's right end, and a finger
/// moving right (the content offset shrinking) moves toward larger scroll offsets.
///
/// The core does the mirroring itself: ``CarouselModel`` mirrors each placement
/// (``CarouselModel/isMirrored``) and the layout state's scroll mapping measures positions from the
/// content's right end, so content offsets, bounds, insets and touch points stay
/// physical (left edge at x = 0, x growing rightward, in points), as UIKit reports them for a layout
/// that does not flip. Only horizontal carousels are mirrored; vertical ones ignore it.
public enum LayoutDirection: String, Hashable, Sendable, Codable, CaseIterable {
    /// Later items to the right; content offsets grow toward larger scroll offsets.
    case leftToRight
    /// Later items to the left; content offsets shrink toward larger scroll offsets.
    case rightToLeft
}
