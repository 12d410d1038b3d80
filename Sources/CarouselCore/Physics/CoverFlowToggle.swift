/// iCarousel's Cover Flow 2 `toggle` animation, as pure functions of time.
///
/// Cover Flow 2 flips the centre item with a value `toggle` in [−1, 1] (placement state: ``CarouselModel/placements(at:toggle:)``).
/// iCarousel drives it from four places, reproduced here:
/// - `didScroll`: when the current item changes, the toggle jumps to ±1
///   (``toggle(afterIndexChangeFrom:to:physics:)``);
/// - `step`, while nothing scrolls, decelerates or autoscrolls: it eases back to 0 over 0.2–0.4 s
///   depending on the last release velocity (``toggle(from:elapsed:releaseVelocity:)``);
/// - `step`, when a deceleration ends without a snap: it is set from the distance to the nearest
///   item, already part-way through its return (``restingToggle(at:)``);
/// - `transformItemView:atIndex:` while scrolling, decelerating, autoscrolling or past an end: it
///   follows the item offsets (``toggle(forCenterItemOffset:)``). iCarousel applies that rule to
///   every visible item in an unspecified (dictionary) order and keeps the last; only items within
///   one item of the centre give a non-zero value, so use the centre item's offset.
///
/// Times are seconds; the toggle is positive when the flip leans toward larger offsets as
/// iCarousel's on iOS (its macOS vertical mode negates it).
public enum CoverFlowToggle {
    /// iCarousel's `MIN_TOGGLE_DURATION` (seconds): the return after a fast release.
    public static let minimumDuration = 0.2
    /// iCarousel's `MAX_TOGGLE_DURATION` (seconds): the return after a slow release or none.
    public static let maximumDuration = 0.4

    /// The toggle right after the current item changes (iCarousel's `didScroll`): the shortest
    /// index distance from `current` back to `previous` (iCarousel's `minScrollDistanceFromIndex:`),
    /// limited to ±1; moving to a larger index gives −1, no change 0. Indexes are first wrapped or
    /// clamped (`clampedIndex:`), as iCarousel's current indexes always are.
    public static func toggle(afterIndexChangeFrom previous: Int, to current: Int, physics: ScrollPhysics) -> Double {
        guard physics.numberOfItems > 0 else { return 0 }
        let p = physics.clampedIndex(previous)
        let c = physics.clampedIndex(current)
        var difference = p - c
        if physics.isWrapEnabled {
            var wrapped = physics.numberOfItems - (max(p, c) - min(p, c))
            if c < p { wrapped = -wrapped }
            if abs(wrapped) < abs(difference) { difference = wrapped }
        }
        return Double(max(-1, min(1, difference)))
    }

    /// How long the toggle takes to return to 0: 0.2 s plus 0.2 s × min(1, 1 / |v|), `v` the last
    /// release velocity in items/s (0 or NaN counts as no release: 0.4 s).
    public static func duration(releaseVelocity: Double) -> Double {
        let v = abs(releaseVelocity)
        let fraction = v > 0 && !v.isNaN ? min(1, max(0, 1 / v)) : 1
        return minimumDuration + (maximumDuration - minimumDuration) * fraction
    }

    /// The toggle `elapsed` seconds after it was set to `initial`, while the carousel is idle:
    /// `±(1 − easeInOut(elapsed / duration))` with the sign of `initial`, as iCarousel's `step`
    /// recomputes it (the magnitude of `initial` does not matter; ``restingToggle(at:)`` accounts
    /// for it with a head start). 0 when `initial` is within 1e−6 of 0.
    public static func toggle(from initial: Double, elapsed: Double, releaseVelocity: Double) -> Double {
        guard abs(initial) > ScrollPhysics.floatErrorMargin else { return 0 }
        let t = elapsed.isNaN ? 0 : elapsed
        let progress = min(1, max(0, t / duration(releaseVelocity: releaseVelocity)))
        let eased = ScrollPhase.easeInOut(progress)
        return initial < 0 ? eased - 1 : 1 - eased
    }

    /// The toggle when a deceleration ends without a snap at `scrollOffset`, and how far its
    /// return is already under way: the distance `d` from the offset to the nearest item (in
    /// [−½, ½]) gives toggle `−d` with `0.4 × |d|` seconds already elapsed.
    public static func restingToggle(at scrollOffset: Double) -> (toggle: Double, elapsed: Double) {
        let s = scrollOffset.isFinite ? scrollOffset : 0
        var difference = s.rounded(.toNearestOrAwayFromZero) - s
        if difference > 0.5 { difference -= 1 } else if difference < -0.5 { difference += 1 }
        return (max(-1, min(1, -difference)), maximumDuration * abs(difference))
    }

    /// The toggle `transformItemView:atIndex:` sets from an item's offset while the carousel moves:
    /// `−offset` within half an item of the centre, `±1 − offset` up to one item away, 0 beyond.
    public static func toggle(forCenterItemOffset offset: Double) -> Double {
        let o = offset.isFinite ? offset : 0
        let clamped = max(-1, min(1, o))
        if o > 0 { return o <= 0.5 ? -clamped : 1 - clamped }
        return o > -0.5 ? -clamped : -1 - clamped
    }
}
