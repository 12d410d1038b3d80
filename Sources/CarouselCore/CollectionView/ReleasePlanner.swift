/// Turns UIScrollView's release (`scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`)
/// into the scroll model's questions and its answer back into a content offset.
///
/// Units: UIScrollView's velocity is points per millisecond along the content offset; the scroll
/// model wants points per second (it converts to items with iCarousel's `v × scrollSpeed /
/// itemWidth`, `ScrollPhysics.releaseVelocity(forScrollVelocity:at:)`, which includes iCarousel's
/// resistance past the ends). Offsets are the layout's continuous scroll offsets
/// (``ScrollMapping``), which the scroll model takes as they are.
@_spi(Plumbing) public enum ReleasePlanner {
    /// The decision for a release.
    ///
    /// - Parameters:
    ///   - state: the layout's state (mapping, anchor, model).
    ///   - velocity: UIScrollView's release velocity, points per millisecond.
    ///   - proposedContentOffset: where UIScrollView proposes to stop (used by ``ReleaseStyle/native(_:)``).
    ///   - currentContentOffset: the content offset at release.
    ///   - dragStartScrollOffset: the scroll offset when the drag began (paging), if known.
    ///   - style: how to come to rest.
    ///   - autoscrollSpeed: items per second toward larger offsets; when non-zero iCarousel skips
    ///     its snaps and the motion resumes autoscrolling after decelerating.
    /// - Returns: always finite. With no items, the proposal unchanged and no motion.
    public static func decision(
        state: LayoutState, velocity: Point2D, proposedContentOffset: Point2D, currentContentOffset: Point2D,
        dragStartScrollOffset: Double?, style: ReleaseStyle, autoscrollSpeed: Double = 0
    ) -> ReleaseDecision {
        let mapping = state.mapping
        guard state.model.numberOfItems > 0 else {
            return ReleaseDecision(targetContentOffset: proposedContentOffset.sanitized, motion: nil)
        }
        let position = mapping.position(forContentOffset: currentContentOffset)
        let anchor = state.anchor(atPosition: position)
        let releaseOffset = mapping.scrollOffset(atPosition: position, anchor: anchor)
        let physics = ScrollPhysics(model: state.model)
        func offset(forScrollOffset s: Double) -> Point2D {
            let p = mapping.clampedPosition(mapping.position(forScrollOffset: s, anchor: anchor))
            return mapping.contentOffset(forPosition: p, keepingCrossAxisOf: currentContentOffset)
        }
        let pointsPerSecond = mapping.positionVelocity(forScrollViewVelocity: velocity)
        let proposed = mapping.scrollOffset(
            atPosition: mapping.position(forContentOffset: proposedContentOffset), anchor: anchor)
        let release = RestingPlace.release(
            model: state.model, scrollOffset: releaseOffset,
            velocity: physics.releaseVelocity(forScrollVelocity: pointsPerSecond, at: releaseOffset),
            proposedOffset: proposed, pointsPerItem: mapping.pointsPerItem,
            dragStartOffset: dragStartScrollOffset, style: style, autoscrollSpeed: autoscrollSpeed,
            platformDecelerates: true)
        // Outside the scroll view's content (points), UIScrollView bounces back whatever it is
        // told, so its deceleration must carry the release (also past the wrapping strip's ends).
        let slack = 0.5
        let isOutsideContent = position < -slack || position > mapping.scrollRange + slack
        if let motion = release.motion {
            if isOutsideContent {
                return ReleaseDecision(
                    targetContentOffset: offset(forScrollOffset: motion.restingPosition), motion: nil)
            }
            return ReleaseDecision(targetContentOffset: currentContentOffset.sanitized, motion: motion)
        }
        return ReleaseDecision(targetContentOffset: offset(forScrollOffset: release.platformTarget), motion: nil)
    }
}
