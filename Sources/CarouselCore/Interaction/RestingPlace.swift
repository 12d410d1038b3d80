/// Where a carousel comes to rest: after a release, at rest between items, and when asked to
/// bring an item to the centre. Pure functions of the model, in items and items per second.
///
/// The interaction engine asks these questions; ``ReleasePlanner`` asks the same ones for a
/// layout without a scroll controller, converting points to items on the way in and back out.
@_spi(Plumbing) public enum RestingPlace {
    /// How a release ends, in items.
    public struct Release: Hashable, Sendable {
        /// The motion to animate frame by frame (iCarousel's curve), or `nil` when the platform's
        /// own deceleration carries the carousel to ``platformTarget``.
        public var motion: ScrollMotion?
        /// Where the platform's own deceleration should end (continuous scroll offset): where
        /// the carousel is when ``motion`` animates (the platform must stop), else the resting place.
        public var platformTarget: Double
    }

    /// How far past the resting range (items) a release must be for the platform's own bounce to
    /// bring it back when the platform has one (UIScrollView bounces back from past its ends
    /// whatever target it is given, so animating iCarousel's bounce too would fight it).
    public static let pastEndTolerance = 1e-3

    /// The decision for a release.
    ///
    /// - Parameters:
    ///   - model: the carousel (item count, wrap, physics, the shelf's rule).
    ///   - scrollOffset: the offset at release (continuous).
    ///   - velocity: items per second toward larger offsets, drag resistance included
    ///     (``ScrollPhysics/releaseVelocity(forScrollVelocity:at:)``).
    ///   - proposedOffset: where the platform's own deceleration would end (items), if it has
    ///     one; otherwise the projection of UIScrollView's normal deceleration is used.
    ///   - pointsPerItem: points scrolled per item (for that projection).
    ///   - dragStartOffset: the offset when the drag began (paging), if known.
    ///   - style: how to come to rest.
    ///   - autoscrollSpeed: items per second; non-zero skips iCarousel's snaps and resumes
    ///     autoscroll after the deceleration.
    ///   - platformDecelerates: whether the platform has a deceleration of its own (UIScrollView):
    ///     then ``ReleaseStyle/iCarouselLanding``, ``ReleaseStyle/native(_:)``, the shelf and
    ///     releases past an end are left to it. Without one (carousel-preview, AppKit) every
    ///     release is animated as a motion.
    public static func release(
        model: CarouselModel, scrollOffset: Double, velocity: Double, proposedOffset: Double?,
        pointsPerItem: Double, dragStartOffset: Double?, style: ReleaseStyle, autoscrollSpeed: Double,
        platformDecelerates: Bool
    ) -> Release {
        let s = scrollOffset.finiteOrZero
        let physics = ScrollPhysics(model: model)
        guard model.numberOfItems > 0 else { return Release(motion: nil, platformTarget: s) }
        let proposed =
            proposedOffset.flatMap { $0.isFinite ? $0 : nil }
            ?? projectedOffset(from: s, velocity: velocity, pointsPerItem: pointsPerItem)
        var landing: Double?
        if let snapping = ShelfSnapping(model.effect.restingRule, wraps: model.isWrapEnabled) {
            // The effect's own rule (the shelf's: ASHorizontalScrollView's threshold, flicks, the last page).
            landing = snapping.restingOffset(from: s, proposed: proposed, velocity: velocity)
        } else if case .native(let target) = style {
            landing = NativeSnapping(target).targetOffset(
                proposedOffset: proposed, releaseOffset: s, dragStartOffset: dragStartOffset, physics: physics)
        }
        if let landing {
            if platformDecelerates { return Release(motion: nil, platformTarget: landing) }
            let motion = physics.scroll(from: s, to: landing, duration: ScrollPhysics.scrollDuration)
            return Release(motion: motion, platformTarget: s)
        }
        let motion = physics.release(
            from: s, velocity: velocity, dragStartOffset: dragStartOffset,
            autoscrollSpeed: autoscrollSpeed)
        if platformDecelerates, style == .iCarouselLanding || isPastRestingRange(s, model: model) {
            return Release(motion: nil, platformTarget: motion.restingPosition)
        }
        return Release(motion: motion, platformTarget: s)
    }

    /// Where UIScrollView's normal deceleration would take a release (items):
    /// ``NativeSnapping/projectedDistance(velocity:decelerationRate:)`` converted to items.
    public static func projectedOffset(
        from scrollOffset: Double, velocity: Double, pointsPerItem: Double
    ) -> Double {
        let ppi = pointsPerItem.isFinite && pointsPerItem > 0 ? pointsPerItem : 1
        let pointsPerMillisecond = velocity.finiteOrZero * ppi / 1000
        return (scrollOffset + NativeSnapping.projectedDistance(velocity: pointsPerMillisecond) / ppi).finiteOrZero
    }

    /// Whether a scroll offset lies beyond the resting range `[0, last resting offset]` by more
    /// than ``pastEndTolerance`` (never when wrapping).
    public static func isPastRestingRange(_ scrollOffset: Double, model: CarouselModel) -> Bool {
        guard !model.isWrapEnabled, model.numberOfItems > 0 else { return false }
        let last = lastRestingOffset(model)
        return scrollOffset < -pastEndTolerance || scrollOffset > last + pastEndTolerance
    }

    /// The largest resting offset when not wrapping: the last item, or the effect's last resting
    /// offset (the shelf's last page).
    public static func lastRestingOffset(_ model: CarouselModel) -> Double {
        let last = Double(max(0, model.numberOfItems - 1))
        guard let end = model.effect.restingRule.lastRestingOffset else { return last }
        return min(last, max(0, end))
    }

    /// Where a carousel at rest between resting places should settle (iCarousel's behaviour at
    /// rest, `layOutItemViews`), or `nil` when it already rests.
    ///
    /// - Past an end (not wrapping): the end.
    /// - The shelf: its own resting place (a whole item or the last page).
    /// - Otherwise, with `scrollToItemBoundary` and no autoscroll: the nearest item.
    /// - Parameters:
    ///   - scrollOffset: the scroll offset shown (continuous when wrapping).
    ///   - isAutoscrolling: autoscroll is on (iCarousel does not snap then).
    /// - Returns: a scroll offset; within ``settleTolerance`` items of it the carousel counts as resting.
    public static func settleTarget(model: CarouselModel, scrollOffset: Double, isAutoscrolling: Bool)
        -> Double?
    {
        guard model.numberOfItems > 0, scrollOffset.isFinite else { return nil }
        var target: Double?
        if let snapping = ShelfSnapping(model.effect.restingRule, wraps: model.isWrapEnabled) {
            // Within settleTolerance of a resting place (a whole item, or the last page) it rests:
            // a settle from far away ends within rounding of the last page, where the threshold
            // rule could send it a whole item back (a second settle).
            let lastPage = snapping.lastPageOffset
            let item = scrollOffset.rounded(.toNearestOrAwayFromZero)
            let isOnItem =
                abs(scrollOffset - item) <= settleTolerance && (model.isWrapEnabled || (item >= 0 && item <= lastPage))
            if isOnItem || (!model.isWrapEnabled && abs(scrollOffset - lastPage) <= settleTolerance) { return nil }
            target = snapping.restingOffset(from: scrollOffset, proposed: scrollOffset, velocity: 0)
        } else if !model.isWrapEnabled, abs(scrollOffset - model.clampedOffset(scrollOffset)) > settleTolerance {
            target = model.clampedOffset(scrollOffset).rounded(.toNearestOrAwayFromZero)
        } else if model.scrollSettings.scrollToItemBoundary, !isAutoscrolling {
            target = scrollOffset.rounded(.toNearestOrAwayFromZero)
        }
        guard let target, abs(target - scrollOffset) > settleTolerance else { return nil }
        return target
    }

    /// Within this many items of its settle target a carousel counts as resting.
    public static let settleTolerance = 1e-3

    /// The scroll offset that brings an item as near the centre (the shelf: the leading margin)
    /// as the carousel can rest: the item itself, or for the shelf at most its last page.
    /// Indexes out of range wrap (wrapping) or are clamped.
    public static func reachableOffset(forItem index: Int, model: CarouselModel) -> Double {
        guard model.numberOfItems > 0 else { return 0 }
        let item = Double(model.clampedIndex(index))
        if let end = model.effect.restingRule.lastRestingOffset, !model.isWrapEnabled { return min(item, end) }
        return item
    }
}
