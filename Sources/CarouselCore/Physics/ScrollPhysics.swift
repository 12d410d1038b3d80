import Foundation

/// iCarousel 1.8.3's scroll model as a pure value: drags, releases, snapping, bounce, wrap,
/// programmatic scrolling and autoscroll, planned as ``ScrollMotion``s you sample at any time.
///
/// ## Overview
///
/// Build one from a ``CarouselModel`` (or from the four numbers it needs) and ask it:
///
/// - **Units** (this file). ``itemDistance(forScrollDistance:)`` turns points scrolled into items
///   (`d × offsetMultiplier / itemWidth`), ``itemVelocity(forScrollVelocity:)`` turns points per
///   second into items per second (`v × scrollSpeed / itemWidth`, iCarousel's `_startVelocity`).
/// - **Dragging** (this file). ``dragged(_:byScrollDistance:)`` moves an offset by a drag with
///   iCarousel's resistance past the ends; ``releaseVelocity(forScrollVelocity:at:)`` gives the
///   fling velocity including that resistance.
/// - **Release** (`ScrollPhysics+Release.swift`). ``release(from:velocity:dragStartOffset:autoscrollSpeed:)``
///   decides decelerate / snap / stay as iCarousel's `didPan:` and `step` do, and returns the whole
///   motion to rest: deceleration, then the follow-up scroll to an item boundary.
/// - **Programmatic scrolling and autoscroll** (`ScrollPhysics+Scrolling.swift`):
///   ``scroll(from:toItemAt:duration:)``, ``scroll(from:byNumberOfItems:duration:)``,
///   ``scroll(from:to:duration:)``, ``scroll(from:by:duration:)``, ``autoscroll(from:speed:)``.
/// - **UIScrollView's own deceleration** (`NativeSnapping.swift`): pick a resting item from the
///   offset UIScrollView proposes.
/// - **Cover Flow 2's toggle** (`CoverFlowToggle.swift`): the flip value over time.
///
/// A ``ScrollMotion`` gives the offset, velocity and current item at any time since it began
/// (``ScrollMotion/offset(at:)``), its resting offset and duration, the item-index change events
/// (``ScrollMotion/itemIndexChanges(through:limit:)``) and a bounded 60 Hz trajectory
/// (``ScrollMotion/trajectory(frameRate:maximumSampleCount:)``). Drive it from a display link
/// (`now − motionStart`) or from a fake clock in tests.
///
/// ## From UIKit
///
/// With `s = itemDistance(forScrollDistance: contentOffset − origin)` (and back with
/// ``scrollDistance(forItemDistance:)``): in `scrollViewWillBeginDragging` note `s` as the drag
/// start; in `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` compute
/// `v = releaseVelocity(forScrollVelocity: velocity × 1000, at: s)` and either
/// - plan `release(from: s, velocity: v, dragStartOffset: dragStart)`, stop UIKit's deceleration
///   (target = current offset) and set the offset from ``ScrollMotion/position(at:)`` on every
///   display-link tick, for iCarousel's exact feel; or
/// - keep UIKit's deceleration and return ``NativeSnapping/targetOffset(proposedOffset:releaseOffset:dragStartOffset:physics:)``.
///
/// ## Conventions
///
/// - Offsets are in items. Positive distances and velocities point toward larger offsets, i.e.
///   the way UIScrollView's `contentOffset` grows. iCarousel's offset moves *opposite* to the
///   finger: a pan translation of `+t` points is a scroll distance of `−t` points, and a pan
///   velocity of `+v` is a scroll velocity of `−v`. UIScrollView's `scrollViewWillEndDragging`
///   velocity is already a scroll velocity, in points per *millisecond* (multiply by 1000).
/// - Motions are planned in *continuous* coordinates: when wrapping, the offset is not folded
///   into [0, n), so an offset a UIScrollView uses can keep growing. ``ScrollMotion/offset(at:)``
///   folds (or clamps) it as iCarousel stores it; ``ScrollMotion/position(at:)`` does not.
/// - Decisions (which item to snap to, shortest way round) are taken on the folded offset exactly
///   as iCarousel takes them, with its thresholds, so resting offsets equal iCarousel's.
///
/// ## Ill-defined input
///
/// Nothing here returns NaN or infinity. NaN offsets and velocities count as 0; infinite or huge
/// velocities are limited to ±``maximumVelocity``; settings are sanitized as ``ScrollSettings``
/// documents (``ScrollSettings/effectiveDecelerationRate``, ``ScrollSettings/effectiveBounceDistance``,
/// ``ScrollSettings/effectiveScrollSpeed``); an item width of 0 makes drags and flings move nothing;
/// with no items nothing moves. Durations are limited to ``maximumDuration``, a release's
/// deceleration to ``maximumDecelerationDuration``; wrapping positions beyond
/// ±``maximumContinuousOffset`` are folded first.
public struct ScrollPhysics: Hashable, Sendable {
    // MARK: iCarousel's constants

    /// iCarousel's timer interval: it steps the animation at 60 Hz (seconds).
    public static let frameInterval = 1.0 / 60.0
    /// iCarousel's `SCROLL_DURATION`: animated scrolls and snaps last 0.4 s.
    public static let scrollDuration = 0.4
    /// The duration iCarousel uses to "scroll" to the item it already rests on, to fire its
    /// scrolling events (seconds).
    public static let boundaryScrollDuration = 0.01
    /// iCarousel's `DECELERATION_MULTIPLIER`: acceleration is `−v × 30 × (1 − decelerationRate)`.
    public static let decelerationMultiplier = 30.0
    /// iCarousel's `SCROLL_SPEED_THRESHOLD`: slower releases (items/s) neither decelerate nor flick.
    public static let scrollSpeedThreshold = 2.0
    /// iCarousel's `DECELERATE_THRESHOLD`: shorter deceleration distances (items) do not decelerate.
    public static let decelerateThreshold = 0.1
    /// iCarousel's `SCROLL_DISTANCE_THRESHOLD`: a release this far (items) from the current item
    /// with enough speed flicks to the next item.
    public static let scrollDistanceThreshold = 0.1
    /// iCarousel's `FLOAT_ERROR_MARGIN` (items).
    public static let floatErrorMargin = 0.000001

    // MARK: Our limits for ill-defined input

    /// The fastest velocity used, in items per second; faster or infinite velocities are limited
    /// to it (a finger manages about 50). Keeps every distance finite.
    public static let maximumVelocity = 1_000_000.0
    /// The longest programmatic scroll, in seconds; longer or infinite durations are limited to it.
    /// Every motion's phases last at most this long: a release's deceleration at most
    /// ``maximumDecelerationDuration``, its snap ``scrollDuration``.
    public static let maximumDuration = 60.0
    /// The longest deceleration of a release, in seconds: ``maximumDuration`` − ``scrollDuration``
    /// (59.6 s), so that a release with its snap lasts at most ``maximumDuration``.
    ///
    /// iCarousel's decelerations last `1 / (30 (1 − decelerationRate))` s, at most 33.3 s at the
    /// 0.999 cap, plus under a second when `stopAtItemBoundary` rounds the end: they are never
    /// limited. Only an end moved far away (the paging limit counted from a drag start many items
    /// off) would take longer; such a deceleration starts faster so that it reaches the same end
    /// in this time.
    public static let maximumDecelerationDuration = maximumDuration - scrollDuration
    /// When wrapping, positions (continuous coordinates) beyond ±2⁴⁰ items are folded into [0, n)
    /// before planning a motion: a `Double` there resolves 2⁻¹² of an item, and beyond 2⁵³ not
    /// even whole items, so sums of such positions and item distances lost the items (a release
    /// from −3.8e298 decelerated for 9e276 s). The motion then starts at the folded position,
    /// the same place on the carousel.
    public static let maximumContinuousOffset = 1_099_511_627_776.0
    /// The latest time a motion is evaluated at, in seconds (about 30 years); later or infinite
    /// times are treated as this one, so autoscroll positions stay finite.
    public static let maximumTime = 1e9

    // MARK: Inputs

    /// The number of items (never negative).
    public let numberOfItems: Int
    /// Whether the carousel wraps.
    public let isWrapEnabled: Bool
    /// The spacing width of one item in points (finite, ≥ 0).
    public let itemWidth: Double
    /// Items moved per item width of drag (iCarousel's `offsetMultiplier`; finite).
    public let offsetMultiplier: Double
    /// The scroll settings as given; use the sanitized ``decelerationRate``, ``bounceDistance``
    /// and ``scrollSpeed``.
    public let settings: ScrollSettings

    /// Uses the model's item count, wrap, item width, offset multiplier and scroll settings.
    /// - Parameters:
    ///   - model: the carousel whose scrolling this describes.
    ///   - settings: overrides `model.scrollSettings` when given.
    public init(model: CarouselModel, settings: ScrollSettings? = nil) {
        self.init(
            numberOfItems: model.numberOfItems, isWrapEnabled: model.isWrapEnabled,
            itemWidth: model.itemWidth, offsetMultiplier: model.offsetMultiplier,
            settings: settings ?? model.scrollSettings)
    }

    /// Builds the scroll model from the few values it needs.
    /// - Parameters:
    ///   - numberOfItems: negative counts are treated as 0.
    ///   - isWrapEnabled: whether the carousel wraps.
    ///   - itemWidth: points; negative or non-finite widths are treated as 0 (drags move nothing).
    ///   - offsetMultiplier: non-finite values are treated as 1.
    ///   - settings: iCarousel's scrolling properties.
    public init(
        numberOfItems: Int, isWrapEnabled: Bool, itemWidth: Double, offsetMultiplier: Double = 1,
        settings: ScrollSettings = ScrollSettings()
    ) {
        self.numberOfItems = max(0, numberOfItems)
        self.isWrapEnabled = isWrapEnabled
        self.itemWidth = itemWidth.isFinite ? max(0, itemWidth) : 0
        self.offsetMultiplier = offsetMultiplier.isFinite ? offsetMultiplier : 1
        self.settings = settings
    }

    /// The deceleration rate used (``ScrollSettings/effectiveDecelerationRate``), in [0, 0.999].
    public var decelerationRate: Double { settings.effectiveDecelerationRate }
    /// The bounce distance used in items (``ScrollSettings/effectiveBounceDistance``); 0 means no
    /// bounce.
    public var bounceDistance: Double { settings.effectiveBounceDistance }
    /// The scroll speed used (``ScrollSettings/effectiveScrollSpeed``).
    public var scrollSpeed: Double { settings.effectiveScrollSpeed }
}

// MARK: - iCarousel's offset arithmetic

extension ScrollPhysics {
    /// The offset arithmetic shared with ``CarouselModel``.
    public var scrollBounds: ScrollBounds {
        ScrollBounds(numberOfItems: numberOfItems, isWrapEnabled: isWrapEnabled, bounceDistance: bounceDistance)
    }

    /// iCarousel's `clampedIndex:` (see ``ScrollBounds/clampedIndex(_:)``).
    public func clampedIndex(_ index: Int) -> Int { scrollBounds.clampedIndex(index) }

    /// iCarousel's `clampedOffset:` (see ``ScrollBounds/clampedOffset(_:)``).
    public func clampedOffset(_ offset: Double) -> Double { scrollBounds.clampedOffset(offset) }

    /// The offset iCarousel keeps after every scroll step (see ``ScrollBounds/clampedScrollOffset(_:)``).
    public func clampedScrollOffset(_ offset: Double) -> Double { scrollBounds.clampedScrollOffset(offset) }

    /// iCarousel's `currentItemIndex` (see ``ScrollBounds/currentItemIndex(at:)``).
    public func currentItemIndex(at scrollOffset: Double) -> Int { scrollBounds.currentItemIndex(at: scrollOffset) }

    /// iCarousel's `minScrollDistanceFromOffset:toOffset:`: the signed distance in items from one
    /// offset to another, the shorter way round when wrapping (ties go the direct way).
    ///
    /// Like iCarousel it expects `from` folded into [0, n) and `to` within [−n, 2n); other values
    /// give a distance that reaches `to` modulo n but not always the shortest one. Always finite:
    /// NaN gives 0 and an overflowing distance ±`greatestFiniteMagnitude`.
    public func minimumScrollDistance(from: Double, to: Double) -> Double {
        let direct = to - from
        guard isWrapEnabled else { return direct.clampedToFinite }
        var wrapped = min(to, from) + Double(numberOfItems) - max(to, from)
        if from < to { wrapped = -wrapped }
        return (abs(direct) <= abs(wrapped) ? direct : wrapped).clampedToFinite
    }

}

// MARK: - Units and dragging

extension ScrollPhysics {
    /// Items scrolled by a drag of `points` points, before resistance: `points × offsetMultiplier
    /// / itemWidth`.
    ///
    /// - Parameter points: the scroll distance, positive toward larger offsets (the *negative* of
    ///   a pan gesture's translation; the change of UIScrollView's `contentOffset`).
    /// - Returns: items, 0 when the item width is 0 or the input is not finite.
    public func itemDistance(forScrollDistance points: Double) -> Double {
        guard itemWidth > 0, points.isFinite else { return 0 }
        return (points * offsetMultiplier / itemWidth).finiteOrZero
    }

    /// Points for a distance in items: the inverse of ``itemDistance(forScrollDistance:)``,
    /// `items × itemWidth / offsetMultiplier`, e.g. to turn a resting offset back into a
    /// `targetContentOffset`. 0 when the offset multiplier is 0 or the input is not finite.
    public func scrollDistance(forItemDistance items: Double) -> Double {
        guard offsetMultiplier != 0, items.isFinite else { return 0 }
        return (items * itemWidth / offsetMultiplier).finiteOrZero
    }

    /// Items per second for a scroll velocity in points per second, before resistance:
    /// `v × scrollSpeed / itemWidth` (iCarousel's `_startVelocity`).
    ///
    /// - Parameter pointsPerSecond: positive toward larger offsets (the *negative* of a pan
    ///   gesture's velocity; UIScrollView's `scrollViewWillEndDragging` velocity × 1000).
    /// - Returns: items per second, limited to ±``maximumVelocity``; 0 for NaN or an item width of 0.
    public func itemVelocity(forScrollVelocity pointsPerSecond: Double) -> Double {
        guard itemWidth > 0, !pointsPerSecond.isNaN else { return 0 }
        return Self.sanitizedVelocity(pointsPerSecond * scrollSpeed / itemWidth)
    }

    /// iCarousel's drag resistance at an offset: 1 within [0, n − 1], falling linearly to 0 at
    /// ``bounceDistance`` past either end. Always 1 when wrapping or not bouncing.
    public func dragResistance(at scrollOffset: Double) -> Double {
        let bounce = bounceDistance
        guard !isWrapEnabled, bounce > 0, numberOfItems > 0 else { return 1 }
        let s = scrollOffset.finiteOrZero
        let past = abs(s - clampedOffset(s))
        return 1 - min(past, bounce) / bounce
    }

    /// The offset after a drag step, as iCarousel's pan handler computes it: the drag in items
    /// times the resistance where the drag step starts, then limited like `didScroll`.
    ///
    /// - Parameters:
    ///   - scrollOffset: the offset before this drag step (continuous coordinates).
    ///   - points: the scroll distance of this step, positive toward larger offsets (minus the
    ///     change of the pan translation).
    /// - Returns: the new offset. When wrapping it is *not* folded (continuous coordinates; use
    ///   ``clampedOffset(_:)`` for iCarousel's value); otherwise limited to the bounce range. With
    ///   no items the offset does not change (iCarousel ignores pans then).
    public func dragged(_ scrollOffset: Double, byScrollDistance points: Double) -> Double {
        let s = scrollOffset.finiteOrZero
        guard numberOfItems > 0 else { return s }
        let moved = s + itemDistance(forScrollDistance: points) * dragResistance(at: s)
        return isWrapEnabled ? moved.clampedToFinite : clampedScrollOffset(moved)  // finite at Double's limits
    }

    /// The release velocity in items per second for a scroll velocity at an offset: iCarousel's
    /// `_startVelocity`, ``itemVelocity(forScrollVelocity:)`` times ``dragResistance(at:)``.
    ///
    /// iCarousel takes the resistance at the offset before the last drag step; passing the offset
    /// at release differs from it only past the ends and only by that last step.
    public func releaseVelocity(forScrollVelocity pointsPerSecond: Double, at scrollOffset: Double) -> Double {
        Self.sanitizedVelocity(itemVelocity(forScrollVelocity: pointsPerSecond) * dragResistance(at: scrollOffset))
    }

    /// A velocity in items per second limited to ±``maximumVelocity``; NaN becomes 0.
    static func sanitizedVelocity(_ v: Double) -> Double {
        if v.isNaN { return 0 }
        return min(maximumVelocity, max(-maximumVelocity, v))
    }

    /// A duration in seconds limited to [0, ``maximumDuration``]; NaN becomes 0.
    static func sanitizedDuration(_ d: Double) -> Double {
        if d.isNaN { return 0 }
        return min(maximumDuration, max(0, d))
    }
}
