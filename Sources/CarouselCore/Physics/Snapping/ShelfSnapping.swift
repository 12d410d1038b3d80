/// Where a shelf comes to rest after a release: ASHorizontalScrollView's threshold rule, plus
/// flicks and flings, never past the last whole page.
///
/// Offsets are scroll offsets in items (item `s` at the leading margin); velocities in items per
/// second, positive toward larger offsets. Given where the scroll view would come to rest
/// (`proposed`, e.g. UIScrollView's `targetContentOffset` converted to items):
/// 1. **Threshold** (ASHorizontalScrollView, which ignores velocity): the resting point `p` moves
///    on to item `⌊p⌋ + 1` only when its fraction `p − ⌊p⌋` exceeds ``threshold``; otherwise it
///    goes back to `⌊p⌋`. (ASHorizontalScrollView measures from the item's origin in the content
///    without subtracting the leading margin; this measures how far item `⌊p⌋` has passed the margin.)
/// 2. **Flick**: a release at ``flickVelocity`` or faster moves at least to the next item in its
///    direction (`⌊start⌋ + 1` forward, `⌈start⌉ − 1` backward), even when `p` would return.
/// 3. **Fling**: a fast release travels as far as `p` says (several items), rounded as in 1;
///    ``projectedOffset(from:velocity:decelerationRate:)`` gives `p` when the caller has none.
/// 4. **Last page**: without wrapping the result lies in [0, ``lastPageOffset``]; a target past
///    the last whole-page position lands on it (it may be fractional: the last item flush with
///    the trailing margin).
///
/// Results are whole items or ``lastPageOffset``. Non-finite inputs: start → 0, proposed → start,
/// velocity → 0.
@_spi(Plumbing) public struct ShelfSnapping: Hashable, Sendable {
    /// The flick velocity used when a shelf has no span to convert ``Shelf/flickSpeed`` with, items/s.
    public static let defaultFlickVelocity = Shelf.defaultFlickVelocity
    /// Tolerance in items when deciding which item a start offset is on, so that rounding noise
    /// (2.9999999) does not turn a flick into no movement.
    static let tolerance = 1e-6

    /// The fraction of an item (in items, [0, 1]) the resting point must pass to move on.
    public var threshold: Double
    /// The largest resting offset when not wrapping, items (≥ 0).
    public var lastPageOffset: Double
    /// The release speed from which a release is a flick, items per second (> 0).
    public var flickVelocity: Double
    /// Whether the carousel wraps: then any whole item is a target and nothing is clamped.
    public var wraps: Bool

    /// Creates the rules; values are sanitized: threshold clamped to [0, 1] (NaN: 1/3), last page
    /// to ≥ 0 (non-finite: 0), flick velocity to > 0 (otherwise ``defaultFlickVelocity``).
    public init(
        threshold: Double, lastPageOffset: Double, flickVelocity: Double = defaultFlickVelocity, wraps: Bool = false
    ) {
        self.threshold = threshold.isNaN ? Shelf.defaultNextItemThreshold : min(1, max(0, threshold))
        self.lastPageOffset = max(0, lastPageOffset.finiteOrZero)
        self.flickVelocity = flickVelocity > 0 && flickVelocity.isFinite ? flickVelocity : Self.defaultFlickVelocity
        self.wraps = wraps
    }

    /// The resting offset after a release at `start` with `velocity`, given the offset the scroll
    /// view proposes to rest at.
    public func restingOffset(from start: Double, proposed: Double, velocity: Double) -> Double {
        let start = clamped(start.finiteOrZero)
        let proposed = clamped(proposed.finite(or: start))
        let velocity = velocity.finiteOrZero
        let item = proposed.rounded(.down)
        var target = proposed - item > threshold ? item + 1 : item
        if velocity >= flickVelocity {
            target = max(target, (start + Self.tolerance).rounded(.down) + 1)
        } else if velocity <= -flickVelocity {
            target = min(target, (start - Self.tolerance).rounded(.up) - 1)
        }
        return clamped(target)
    }

    /// The resting offset after a release, projecting the resting point from the velocity with
    /// UIScrollView's deceleration (see ``projectedOffset(from:velocity:decelerationRate:)``).
    public func restingOffset(
        from start: Double, velocity: Double, decelerationRate: Double = ScrollViewDeceleration.normalRate
    ) -> Double {
        restingOffset(
            from: start,
            proposed: Self.projectedOffset(
                from: start.finiteOrZero, velocity: velocity, decelerationRate: decelerationRate),
            velocity: velocity)
    }

    /// Where UIScrollView's deceleration would stop, in items: Apple's projection, distance =
    /// v × rate / (1 − rate) with v per millisecond, so `start + velocity / 1000 × rate / (1 − rate)`
    /// with `velocity` in items per second. A rate outside (0, 1) or non-finite input gives `start`.
    public static func projectedOffset(
        from start: Double, velocity: Double, decelerationRate: Double = ScrollViewDeceleration.normalRate
    ) -> Double {
        let start = start.finiteOrZero
        guard decelerationRate > 0, decelerationRate < 1, velocity.isFinite else { return start }
        return start + ScrollViewDeceleration.travel(velocity: velocity / 1000, rate: decelerationRate)
    }

    /// `offset` within [0, lastPageOffset] unless wrapping.
    private func clamped(_ offset: Double) -> Double {
        wraps ? offset : min(lastPageOffset, max(0, offset))
    }
}

extension ShelfSnapping {
    /// The snapping that carries out a threshold resting rule (``RestingRule/threshold(threshold:lastPageOffset:flickVelocity:)``),
    /// or `nil` for ``RestingRule/scrollPhysics``.
    public init?(_ rule: RestingRule, wraps: Bool = false) {
        guard case .threshold(let threshold, let lastPageOffset, let flickVelocity) = rule else { return nil }
        self.init(threshold: threshold, lastPageOffset: lastPageOffset, flickVelocity: flickVelocity, wraps: wraps)
    }
}

extension Shelf {
    /// The snapping rules for this shelf (``restingRule``): ``nextItemThreshold`` of the item's
    /// width in items (`threshold × w / span`), ``lastPageOffset``, and ``flickSpeed`` in items per second.
    public var snapping: ShelfSnapping {
        // The shelf's rule is always a threshold; the fallback is never taken.
        ShelfSnapping(restingRule) ?? ShelfSnapping(threshold: nextItemThreshold, lastPageOffset: lastPageOffset)
    }
}
