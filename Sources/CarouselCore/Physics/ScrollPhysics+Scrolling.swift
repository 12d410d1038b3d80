extension ScrollPhysics {
    /// iCarousel's `scrollByOffset:duration:`: an ease-in-out scroll by `distance` items.
    ///
    /// The end is `from + distance`, limited to [0, n − 1] when not wrapping. A duration ≤ 0 (or
    /// NaN) moves there at once instead, limited to the bounce range as iCarousel's
    /// `setScrollOffset:` is; durations are limited to ``maximumDuration``.
    /// - Parameters:
    ///   - scrollOffset: the current offset (continuous coordinates).
    ///   - distance: items, positive toward larger offsets; non-finite distances count as 0.
    ///   - duration: seconds (default ``scrollDuration``, iCarousel's `animated:YES`).
    public func scroll(from scrollOffset: Double, by distance: Double, duration: Double = scrollDuration)
        -> ScrollMotion
    {
        var plan = ScrollPlanner(physics: self, from: scrollOffset)
        guard numberOfItems > 0 else { return plan.motion() }
        plan.scroll(by: distance.finiteOrZero, duration: duration)
        return plan.motion()
    }

    /// iCarousel's `scrollToOffset:duration:`: scrolls to `offset`, the shorter way round when
    /// wrapping (``minimumScrollDistance(from:to:)``; ties go the direct way).
    ///
    /// When wrapping, an offset outside [0, n) is folded first (iCarousel would reach it modulo n,
    /// sometimes the long way round); when not wrapping the end is limited to [0, n − 1] (to the
    /// bounce range for an instant scroll). A non-finite offset means no movement.
    /// - Parameters:
    ///   - scrollOffset: the current offset (continuous coordinates).
    ///   - offset: the target offset in items.
    ///   - duration: seconds (default ``scrollDuration``); ≤ 0 or NaN moves at once.
    public func scroll(from scrollOffset: Double, to offset: Double, duration: Double = scrollDuration) -> ScrollMotion
    {
        var plan = ScrollPlanner(physics: self, from: scrollOffset)
        guard numberOfItems > 0 else { return plan.motion() }
        var target = offset.isFinite ? offset : plan.stored
        if isWrapEnabled, target < 0 || target >= Double(numberOfItems) { target = clampedOffset(target) }
        plan.scroll(by: minimumScrollDistance(from: plan.stored, to: target), duration: duration)
        return plan.motion()
    }

    /// iCarousel's `scrollToItemAtIndex:duration:`: scrolls to an item, the shorter way round
    /// when wrapping.
    ///
    /// An index out of range wraps modulo n when wrapping (iCarousel would reach it the long way
    /// round past ±n) and is clamped to [0, n − 1] otherwise (iCarousel's animated scroll clamps
    /// the same way; its instant one would stop in the bounce range).
    /// - Parameters:
    ///   - scrollOffset: the current offset (continuous coordinates).
    ///   - index: the item.
    ///   - duration: seconds (default ``scrollDuration``); ≤ 0 or NaN moves at once.
    public func scroll(from scrollOffset: Double, toItemAt index: Int, duration: Double = scrollDuration)
        -> ScrollMotion
    {
        guard numberOfItems > 0 else { return ScrollPlanner(physics: self, from: scrollOffset).motion() }
        return scroll(from: scrollOffset, to: Double(clampedIndex(index)), duration: duration)
    }

    /// iCarousel's `scrollByNumberOfItems:duration:`: scrolls `count` items from the current item.
    ///
    /// Animated, the end is `floor(s) + count` (forward), `ceil(s) + count` (backward) or
    /// `round(s)` (0 items), with `s` the stored offset; when wrapping it may go round several
    /// times. Instant (duration ≤ 0 or NaN), the offset becomes `clampedIndex(current + count)`.
    /// - Parameters:
    ///   - scrollOffset: the current offset (continuous coordinates).
    ///   - count: items, positive toward larger offsets.
    ///   - duration: seconds (default ``scrollDuration``).
    public func scroll(from scrollOffset: Double, byNumberOfItems count: Int, duration: Double = scrollDuration)
        -> ScrollMotion
    {
        var plan = ScrollPlanner(physics: self, from: scrollOffset)
        guard numberOfItems > 0 else { return plan.motion() }
        let s = plan.stored
        if Self.sanitizedDuration(duration) > 0 {
            let distance: Double
            if count > 0 {
                distance = (s.rounded(.down) + Double(count)) - s
            } else if count < 0 {
                distance = (s.rounded(.up) + Double(count)) - s
            } else {
                distance = s.rounded(.toNearestOrAwayFromZero) - s
            }
            plan.scroll(by: distance, duration: duration)
        } else {
            let current = currentItemIndex(at: s)
            let step = isWrapEnabled ? count % numberOfItems : count
            let (sum, overflow) = current.addingReportingOverflow(step)
            let index = clampedIndex(overflow ? (step > 0 ? Int.max : Int.min) : sum)
            plan.scroll(by: Double(index) - s, duration: 0)
        }
        return plan.motion()
    }

    /// What iCarousel does when laid out at rest (after a reload or resize, `layOutItemViews`):
    /// with `scrollToItemBoundary` it scrolls 0.4 s to the current item, otherwise it moves at once
    /// into [0, n − 1] (folded when wrapping).
    public func settling(from scrollOffset: Double) -> ScrollMotion {
        var plan = ScrollPlanner(physics: self, from: scrollOffset)
        guard numberOfItems > 0 else { return plan.motion() }
        if settings.scrollToItemBoundary {
            plan.scroll(toItem: currentItemIndex(at: plan.stored), duration: Self.scrollDuration)
        } else {
            plan.scroll(by: clampedOffset(plan.stored) - plan.stored, duration: 0)
        }
        return plan.motion()
    }

    /// Autoscroll from an offset: a constant `speed` in items per second, for ever.
    ///
    /// Sign convention: `speed` is positive toward larger offsets, like every velocity here.
    /// iCarousel's `autoscroll` property has the opposite sign ("autoscroll goes backwards from
    /// what you'd expect, for historical reasons"): convert with
    /// ``autoscrollSpeed(iCarouselAutoscroll:)``.
    ///
    /// When wrapping it loops one way for ever; otherwise each tick clamps to [0, n − 1], so it
    /// first jumps from a bounced offset to the end, then runs to the far end and stays there.
    /// While the user drags, stop sampling (autoscroll pauses); on release pass the same speed to
    /// ``release(from:velocity:dragStartOffset:autoscrollSpeed:)``, whose motion decelerates
    /// without snapping and then autoscrolls again. A programmatic scroll resumes it with
    /// ``ScrollMotion/followedByAutoscroll(speed:)``.
    /// - Parameters:
    ///   - scrollOffset: where autoscroll starts, in items.
    ///   - speed: items per second; NaN counts as 0, limited to ±``maximumVelocity``.
    public func autoscroll(from scrollOffset: Double, speed: Double) -> ScrollMotion {
        ScrollPlanner(physics: self, from: scrollOffset).motion(autoscrollSpeed: speed)
    }

    /// Our autoscroll speed (positive toward larger offsets) for iCarousel's `autoscroll` value,
    /// which moves toward smaller offsets when positive: its negation.
    public static func autoscrollSpeed(iCarouselAutoscroll: Double) -> Double { -iCarouselAutoscroll }
}
