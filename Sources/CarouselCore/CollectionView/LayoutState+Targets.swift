extension LayoutState {
    /// The content offset at which the scroll view shows `scrollOffset` with the anchor in effect
    /// at `currentContentOffset`, limited to the resting range (a target for UIScrollView's own
    /// deceleration: it moves there and the anchor stays). Its cross-axis component is the
    /// current one's.
    public func restingContentOffset(
        forScrollOffset scrollOffset: Double, currentContentOffset: Point2D
    ) -> Point2D {
        let position = mapping.position(forContentOffset: currentContentOffset)
        let anchor = anchor(atPosition: position)
        let target = mapping.clampedPosition(
            mapping.position(forScrollOffset: scrollOffset.finiteOrZero, anchor: anchor))
        return mapping.contentOffset(forPosition: target, keepingCrossAxisOf: currentContentOffset)
    }
}
