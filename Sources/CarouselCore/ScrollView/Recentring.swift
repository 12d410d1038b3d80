/// A content position to move the scroll view to, with the anchor that keeps the carousel exactly
/// where it is on screen once the scroll view gets there.
@_spi(Plumbing) public struct PositionTarget: Hashable, Sendable {
    /// The position (points along the scroll axis) to move to.
    public var position: Double
    /// The anchor (scroll offset at position 0, items) to use once the scroll view is there.
    public var anchor: Double

    /// Creates a target from a position (points) and an anchor (items).
    public init(position: Double, anchor: Double) {
        self.position = position
        self.anchor = anchor
    }
}

/// When and where to move an idle scroll view so that the next gesture has room in both
/// directions, without anything moving on screen.
///
/// - **Wrapping:** the content is ``ScrollMapping/wrapScrollRange`` points long. When the
///   position is more than a quarter of the range away from the middle, move it back to the middle
///   by a whole number of points (so the content offset keeps its sub-pixel phase) and change the
///   anchor by the same distance in items. Every later gesture then has at least a quarter of the
///   range (50 000 points by default) of room each way.
/// - **Not wrapping:** the anchor must be 0 for the scroll view's ends to meet the first and last
///   item. After a change that had to keep the scroll offset by moving the anchor (a batch update,
///   a new item size, a rotation, a right-to-left start), move the content offset to where the
///   current scroll offset belongs. Only while that offset is within the items: past the ends a
///   settle scroll comes first.
///
/// Recentre only while the scroll view is idle (not tracking, dragging or decelerating), and not
/// from `prepare()`: the caller sets the content offset and must ignore the scroll callbacks it
/// triggers. The move changes no scroll offset, so it is invisible.
@_spi(Plumbing) public enum Recentring {
    /// The fraction of the wrapping range the position may stray from the middle before recentring.
    public static let wrapTolerance = 0.25

    /// The move to make now, or `nil` when the scroll view is fine where it is.
    ///
    /// - Parameters:
    ///   - mapping: the current mapping.
    ///   - position: the current position (points).
    ///   - anchor: the current anchor (items).
    /// - Returns: a target with `position` inside `0...scrollRange`; `nil` when no items, nothing to
    ///   do, (not wrapping) the scroll offset lies outside the items, or (wrapping) the recentred
    ///   anchor would not be finite.
    public static func target(for mapping: ScrollMapping, position: Double, anchor: Double)
        -> PositionTarget?
    {
        guard mapping.numberOfItems > 0, position.isFinite, anchor.isFinite else { return nil }
        if mapping.isWrapEnabled {
            let middle = mapping.scrollRange / 2
            guard abs(position - middle) > mapping.scrollRange * wrapTolerance else { return nil }
            let shift = (middle - position).rounded()
            let newPosition = position + shift
            let newAnchor = anchor - shift / mapping.pointsPerItem
            // A position or anchor near the limits of Double has no finite recentred anchor.
            guard newPosition.isFinite, newAnchor.isFinite else { return nil }
            return PositionTarget(position: newPosition, anchor: newAnchor)
        }
        guard anchor != 0 else { return nil }
        let scrollOffset = mapping.scrollOffset(atPosition: position, anchor: anchor)
        let newPosition = mapping.position(forScrollOffset: scrollOffset, anchor: 0)
        let slack = 0.5  // points: rounding of the content offset at the ends
        guard newPosition >= -slack, newPosition <= mapping.scrollRange + slack else { return nil }
        return PositionTarget(position: mapping.clampedPosition(newPosition), anchor: 0)
    }
}
