import Foundation

extension ScrollPhysics {
    /// iCarousel's `decelerationDistance`: how far a fling at `velocity` items/s travels,
    /// `v / (60 (1 − decelerationRate))` items, signed like the velocity.
    ///
    /// Evaluated as iCarousel does (`−v² / (2a)` with `a = −v × 30 × (1 − rate)`) so that
    /// rounding, and so `ceil`/`floor` of the end, match it. 0 for a velocity of 0 (iCarousel: NaN)
    /// and for a subnormal one (whose acceleration underflows to 0).
    public func decelerationDistance(forVelocity velocity: Double) -> Double {
        let v = Self.sanitizedVelocity(velocity)
        guard v != 0 else { return 0 }
        let acceleration = -v * Self.decelerationMultiplier * (1 - decelerationRate)
        let distance = -pow(v, 2) / (2 * acceleration)
        return distance.isNaN ? 0 : distance  // a subnormal velocity underflows to 0 / 0
    }

    /// iCarousel's `shouldDecelerate`: faster than ``scrollSpeedThreshold`` (2 items/s) and
    /// travelling more than ``decelerateThreshold`` (0.1 items).
    public func shouldDecelerate(velocity: Double) -> Bool {
        let v = Self.sanitizedVelocity(velocity)
        return abs(v) > Self.scrollSpeedThreshold
            && abs(decelerationDistance(forVelocity: v)) > Self.decelerateThreshold
    }

    /// iCarousel's `shouldScroll`: a release too short to decelerate still flicks to the next item
    /// when faster than 2 items/s and more than 0.1 items from the current item.
    ///
    /// - Parameters:
    ///   - scrollOffset: iCarousel's stored offset (folded when wrapping). As in iCarousel the
    ///     distance is to the *clamped* current index, so a wrapped offset just below n counts as
    ///     far from item 0.
    ///   - velocity: the release velocity in items per second.
    public func shouldScroll(from scrollOffset: Double, velocity: Double) -> Bool {
        abs(Self.sanitizedVelocity(velocity)) > Self.scrollSpeedThreshold
            && abs(scrollOffset.finiteOrZero - Double(currentItemIndex(at: scrollOffset)))
                > Self.scrollDistanceThreshold
    }

    /// The motion after the user lifts the finger: iCarousel's `didPan:` release, its
    /// deceleration in `step`, and the follow-up scroll to an item boundary.
    ///
    /// The branches, as iCarousel takes them on its stored offset `s` (folded when wrapping):
    /// 1. **Decelerate** when ``shouldDecelerate(velocity:)``: the end is `s + d`
    ///    (``decelerationDistance(forVelocity:)``); with `pagingEnabled` it is `ceil(s)` (forward)
    ///    or `floor(s)` (backward) instead; otherwise with `stopAtItemBoundary` the end is rounded
    ///    up (forward) or down. When not wrapping the end is limited to [−b, n − 1 + b] (b the
    ///    bounce distance; [0, n − 1] without bounce). If the end differs from `s`, the offset
    ///    follows `s + v·t − ½(v/T)·t²` for `T = |end − s| / |v/2|` seconds (when `T` would exceed
    ///    ``maximumDecelerationDuration``, which iCarousel's own ends never do, `T` is that and `v`
    ///    is `2 (end − s) / T`: the same end, sooner). Then, if
    ///    `scrollToItemBoundary` (or the offset lies past an end) and not autoscrolling, it scrolls
    ///    to the nearest item: 0.01 s when already within 1e−6 of it, else 0.4 s ease-in-out.
    /// 2. **No deceleration** (too slow, or the end equals `s`): if `scrollToItemBoundary` (or past
    ///    an end) and not autoscrolling, scroll 0.4 s to the nearest item, or to the next item in
    ///    the direction of the release when ``shouldScroll(from:velocity:)`` (0.01 s when already
    ///    on an item). Otherwise stay.
    ///
    /// The snap starts when the deceleration ends; iCarousel starts it on the first 60 Hz tick
    /// after, which changes its timing by less than 1/60 s and never where it rests.
    ///
    /// - Parameters:
    ///   - scrollOffset: the offset at release (continuous coordinates: when wrapping it need not
    ///     be folded; when not wrapping it is first limited to the bounce range, a jump).
    ///   - velocity: items per second, positive toward larger offsets
    ///     (``releaseVelocity(forScrollVelocity:at:)``). NaN counts as 0; limited to
    ///     ±``maximumVelocity``.
    ///   - dragStartOffset: where the drag began, same coordinates. Only used with `pagingEnabled`:
    ///     the end (of the deceleration, or of the snap when there is none) is then also kept within
    ///     one item of the item nearest the drag start, so each swipe pages at most one item.
    ///     Where iCarousel's own end already lies within one item of that item nothing changes; in
    ///     particular a release that decelerates after a drag of less than one item begun at rest
    ///     on an item pages exactly as iCarousel. (A release too slow to decelerate can move two
    ///     items in iCarousel — `shouldScroll` from past half way — and is then limited.) If the
    ///     limited end lies behind the release against the fling, the carousel eases there in
    ///     0.4 s instead of decelerating. When wrapping, the drag is taken the short way round
    ///     (|drag| ≤ n/2). Non-finite values are ignored.
    ///   - autoscrollSpeed: the carousel's autoscroll in items/s (positive toward larger offsets;
    ///     see ``autoscroll(from:speed:)``). When non-zero, iCarousel skips the snaps, and the motion
    ///     resumes autoscrolling once the deceleration ends.
    /// - Returns: the motion to rest; ``ScrollMotion/restingOffset`` equals iCarousel 1.8.3's.
    ///   With no items, a motion that stays put. Its phases last at most ``maximumDuration``.
    public func release(
        from scrollOffset: Double, velocity: Double, dragStartOffset: Double? = nil, autoscrollSpeed: Double = 0
    ) -> ScrollMotion {
        var plan = ScrollPlanner(physics: self, from: scrollOffset)
        guard numberOfItems > 0 else { return plan.motion() }
        let v = Self.sanitizedVelocity(velocity)
        let autoscrolling = Self.sanitizedVelocity(autoscrollSpeed) != 0
        let releasePosition = plan.position
        var pageLimit: ClosedRange<Double>?
        if settings.pagingEnabled, let dragStartOffset {
            pageLimit = pageRange(releasePosition: releasePosition, dragStartOffset: dragStartOffset)
        }

        if shouldDecelerate(velocity: v) {
            let d = decelerationDistance(forVelocity: v)
            let s = plan.stored
            var end = s + d
            if settings.pagingEnabled {
                end = d > 0 ? s.rounded(.up) : s.rounded(.down)
            } else if settings.stopAtItemBoundary {
                end = d > 0 ? end.rounded(.up) : end.rounded(.down)
            }
            if let pageLimit {
                let target = plan.position + (end - s)
                let limited = min(max(target, pageLimit.lowerBound), pageLimit.upperBound)
                if limited != target { end = s + (limited - plan.position) }
            }
            if !isWrapEnabled {
                let b = bounceDistance
                end = b > 0 ? max(-b, min(Double(numberOfItems) - 1 + b, end)) : clampedOffset(end)
            }
            let distance = end - s
            if distance != 0, distance.isFinite {
                if (distance > 0) != (v > 0) {
                    // Only with the paging limit: the end lies behind, against the fling.
                    plan.scroll(by: distance, duration: Self.scrollDuration)
                    return plan.motion(autoscrollSpeed: autoscrollSpeed)
                }
                let duration = abs(distance) / abs(0.5 * v)
                if duration <= Self.maximumDecelerationDuration {
                    plan.decelerate(velocity: v, duration: duration)
                } else {
                    // An end far away (the paging limit): the same end, sooner.
                    let limit = Self.maximumDecelerationDuration
                    plan.decelerate(velocity: 2 * distance / limit, duration: limit)
                }
                if !autoscrolling, settings.scrollToItemBoundary || isPastAnEnd(plan.stored) {
                    let index = currentItemIndex(at: plan.stored)
                    let isOnItem = abs(plan.stored - Double(index)) < Self.floatErrorMargin
                    plan.scroll(toItem: index, duration: isOnItem ? Self.boundaryScrollDuration : Self.scrollDuration)
                }
                return plan.motion(autoscrollSpeed: autoscrollSpeed)
            }
        }

        let s = plan.stored
        if !autoscrolling, settings.scrollToItemBoundary || isPastAnEnd(s) {
            let index = currentItemIndex(at: s)
            if abs(s - Double(index)) < Self.floatErrorMargin {
                plan.scroll(toItem: index, duration: Self.boundaryScrollDuration, within: pageLimit)
            } else if shouldScroll(from: s, velocity: v) {
                plan.scroll(toItem: index + (v > 0 ? 1 : -1), duration: Self.scrollDuration, within: pageLimit)
            } else {
                plan.scroll(toItem: index, duration: Self.scrollDuration, within: pageLimit)
            }
        }
        return plan.motion(autoscrollSpeed: autoscrollSpeed)
    }

    /// Whether a stored offset lies more than 1e−6 past an end (iCarousel's
    /// `fabs(_scrollOffset − [self clampedOffset:_scrollOffset]) > FLOAT_ERROR_MARGIN`).
    func isPastAnEnd(_ stored: Double) -> Bool {
        abs(stored - clampedOffset(stored)) > Self.floatErrorMargin
    }

    /// The item nearest the drag start, ± 1, in continuous coordinates: the paging limit.
    /// `nil` when the drag start is not finite.
    func pageRange(releasePosition: Double, dragStartOffset: Double) -> ClosedRange<Double>? {
        guard let item = dragStartItem(releasePosition: releasePosition, dragStartOffset: dragStartOffset) else {
            return nil
        }
        return (item - 1)...(item + 1)
    }

    /// The item nearest the drag start (halves away from zero) in the release's continuous
    /// coordinates; when wrapping the drag is taken the short way round (|drag| ≤ n/2), so a drag
    /// start given folded still counts from the right place. `nil` when not finite.
    func dragStartItem(releasePosition: Double, dragStartOffset: Double) -> Double? {
        guard dragStartOffset.isFinite, releasePosition.isFinite else { return nil }
        var drag = releasePosition - dragStartOffset
        if isWrapEnabled, numberOfItems > 0 {
            let n = Double(numberOfItems)
            // A drag beyond maximumContinuousOffset (or overflowing) is folded from folded ends:
            // `n × round(drag / n)` no longer resolves items there.
            if !(abs(drag) <= Self.maximumContinuousOffset) {
                drag = clampedOffset(releasePosition) - clampedOffset(dragStartOffset)
            }
            drag -= n * (drag / n).rounded(.toNearestOrEven)
        }
        // Offsets near ±Double.greatestFiniteMagnitude overflow the drag to ±∞ and the fold to NaN.
        let item = (releasePosition - drag).rounded(.toNearestOrAwayFromZero)
        return item.isFinite ? item : nil
    }
}
