/// Page-by-page automatic sliding (FSPagerView's `automaticSlidingInterval`), as arithmetic: the
/// interval an app's value stands for, the item a slide goes to, and when the slide after it is
/// due.
///
/// Every `interval` seconds a carousel at rest scrolls to its next item over the engine's
/// ``InteractionSettings/scrollDuration``. Slides keep their cadence (slide *k* starts `k ·
/// interval` after the carousel last came to rest by itself), as FSPagerView's repeating timer
/// does; a slide still moving when the next falls due makes that one wait for the first
/// multiple of the interval at or after it ends.
///
/// Plumbing: the engine decides with it (``InteractionEngine/automaticSlidingInterval``).
@_spi(Plumbing) public enum AutomaticSliding {
    /// The shortest interval, seconds: a positive interval below it counts as this one (a slide
    /// every frame would be autoscroll, and hide the items it passes).
    public static let minimumInterval = 0.1

    /// The interval an app's value stands for, seconds: 0 (off) for 0, negative, NaN and
    /// infinite values; at least ``minimumInterval`` otherwise.
    public static func sanitizedInterval(_ interval: Double) -> Double {
        guard interval.isFinite, interval > 0 else { return 0 }
        return max(minimumInterval, interval)
    }

    /// Whether a carousel of `numberOfItems` items slides at all: only with at least two items
    /// (FSPagerView's slide from a single item leaves it where it is).
    public static func slides(numberOfItems: Int, interval: Double) -> Bool {
        numberOfItems > 1 && sanitizedInterval(interval) > 0
    }

    /// Where a slide from `scrollOffset` comes to rest, items (continuous coordinates).
    ///
    /// Wrapping, it is the next item forward: the item nearest the centre plus one (FSPagerView's
    /// `centermostIndexPath` plus one, into the next section). Not wrapping, it is the next item's
    /// resting place (``RestingPlace/reachableOffset(forItem:model:)``: the shelf's last page at
    /// most), and from the last item, or from a place the next item cannot move the carousel
    /// beyond, it is the first item: the slide runs back across every item, as FSPagerView's does
    /// in one animated `setContentOffset` to item 0.
    /// - Returns: `nil` with fewer than two items or a non-finite offset.
    public static func target(from scrollOffset: Double, model: CarouselModel) -> Double? {
        let n = model.numberOfItems
        guard n > 1, scrollOffset.isFinite else { return nil }
        let nearest = scrollOffset.rounded(.toNearestOrAwayFromZero)
        if model.isWrapEnabled { return nearest + 1 }
        let current = model.currentItemIndex(at: scrollOffset)
        if current + 1 < n {
            let next = RestingPlace.reachableOffset(forItem: current + 1, model: model)
            if next - scrollOffset > RestingPlace.settleTolerance { return next }
        }
        return RestingPlace.reachableOffset(forItem: 0, model: model)
    }

    /// When the slide after one due at `due` is due, seconds: the first `due + k · interval`
    /// (k ≥ 1) at or after `slideEnd`, when the slide that just began comes to rest (a nanosecond
    /// of rounding counts as on time).
    /// - Parameters:
    ///   - due: when the slide that just began was due, seconds.
    ///   - interval: seconds, sanitized (``sanitizedInterval(_:)``); 0 gives `nil`.
    ///   - slideEnd: when that slide comes to rest, seconds.
    /// - Returns: `nil` when the interval is 0 or a time is not finite.
    public static func nextDue(after due: Double, interval: Double, slideEnd: Double) -> Double? {
        guard interval > 0, interval.isFinite, due.isFinite, slideEnd.isFinite else { return nil }
        let periods = ((slideEnd - due) / interval - 1e-9).rounded(.up)
        return due + max(1, periods) * interval
    }
}
