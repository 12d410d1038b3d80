/// Snapping for carousels that keep UIScrollView's own deceleration: from the offset at which
/// UIScrollView proposes to rest, choose the item to rest on.
///
/// Use it in `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: convert the
/// proposed `targetContentOffset`, the current `contentOffset` and the offset where the drag began
/// to items, call ``targetOffset(proposedOffset:releaseOffset:dragStartOffset:physics:)``, and
/// convert the result back. UIScrollView then decelerates to it with its own curve.
///
/// All offsets are in items, in the scroll view's continuous coordinates (not folded when wrapping).
public struct NativeSnapping: Hashable, Sendable {
    /// Which item to rest on (``SnapTarget``).
    public typealias Target = SnapTarget

    /// The rule.
    public var target: Target

    /// A snapping rule.
    public init(_ target: Target = .nearestItem) { self.target = target }

    /// The distance UIScrollView travels after a release, as Apple documents its projection:
    /// `v × rate / (1 − rate)`, with `v` in points per millisecond and the result in points.
    ///
    /// - Parameters:
    ///   - velocity: points per millisecond (UIScrollView's `scrollViewWillEndDragging` velocity),
    ///     positive toward larger offsets. NaN counts as 0; limited to ±10⁶.
    ///   - decelerationRate: fraction of velocity kept per millisecond
    ///     (``ScrollViewDeceleration/normalRate`` by default). Rates outside [0, 1) or not finite
    ///     give ``ScrollViewDeceleration/normalRate``.
    /// - Returns: points, signed like the velocity; always finite.
    public static func projectedDistance(
        velocity: Double, decelerationRate: Double = ScrollViewDeceleration.normalRate
    ) -> Double {
        let rate =
            ScrollViewDeceleration.isValid(decelerationRate) ? decelerationRate : ScrollViewDeceleration.normalRate
        let v = velocity.isNaN ? 0 : min(1e6, max(-1e6, velocity))
        return ScrollViewDeceleration.travel(velocity: v, rate: rate)
    }

    /// The offset to rest on, in items.
    ///
    /// - Parameters:
    ///   - proposedOffset: where UIScrollView proposes to rest (items). Non-finite values count as
    ///     the release offset (no fling).
    ///   - releaseOffset: the offset when the finger lifted (items); NaN counts as 0, infinities as
    ///     the nearest end (0 when wrapping).
    ///   - dragStartOffset: the offset when the drag began; `nil` or non-finite means the release
    ///     offset. When wrapping the drag is taken the short way round (|drag| ≤ n/2).
    ///   - physics: the carousel (item count and wrap).
    /// - Returns: a whole item: limited to [0, n − 1] when not wrapping, unlimited (continuous)
    ///   when wrapping. With no items, the release offset.
    public func targetOffset(
        proposedOffset: Double, releaseOffset: Double, dragStartOffset: Double? = nil, physics: ScrollPhysics
    ) -> Double {
        let release = ScrollPlanner(physics: physics, from: releaseOffset).initialOffset
        guard physics.numberOfItems > 0 else { return release }
        let proposed = proposedOffset.isFinite ? proposedOffset : release
        let startItem =
            dragStartOffset.flatMap {
                physics.dragStartItem(releasePosition: release, dragStartOffset: $0)
            } ?? release.rounded(.toNearestOrAwayFromZero)
        var item = proposed.rounded(.toNearestOrAwayFromZero)
        switch target {
        case .nearestItem:
            break
        case .page:
            if proposed > release, item < release { item = release.rounded(.up) }
            if proposed < release, item > release { item = release.rounded(.down) }
            item = min(max(item, startItem - 1), startItem + 1)
        case .items(let maximum):
            let m = Double(max(0, maximum))
            item = min(max(item, startItem - m), startItem + m)
        }
        if !physics.isWrapEnabled { item = min(max(item, 0), Double(physics.numberOfItems - 1)) }
        return item
    }
}
