@_spi(Plumbing) import CarouselCore

/// The layout most carousels built on flow layouts do: place every item on every frame, then
/// keep the ones on screen.
///
/// It exists only as the baseline the O(visible) ``CarouselModel/placements(at:into:)`` is
/// measured against. It is deliberately generous to itself: it reuses its output buffer (no
/// allocation per frame), keeps only what is on screen, and takes its z-order from each item's
/// own depth (one pass, no sort), as flow-layout carousels set `zIndex` from an item's progress.
/// Every item's transform, alpha and back-face test is computed with the same core functions,
/// so the difference measured is the number of items touched, not the maths per item.
public struct NaiveLayout: Sendable {
    /// The model whose per-item functions the naive layout calls.
    public let model: CarouselModel

    /// Half the carousel's bounds plus one item on each side: a placement whose projected centre
    /// lies farther than this from the centre (in points, per axis) is off screen.
    private let reach: (x: Double, y: Double)

    public init(model: CarouselModel) {
        self.model = model
        let viewport = model.pathContext.viewport
        reach = (viewport.width / 2 + model.itemSize.width, viewport.height / 2 + model.itemSize.height)
    }

    /// Places every index from ``CarouselModel/minimumIndex`` to ``CarouselModel/maximumIndex``
    /// at `scrollOffset` and fills `buffer` with the visible ones (alpha > 0, projected centre
    /// on screen, in front of the eye), in index order.
    /// - Complexity: O(numberOfItems).
    public func placements(at scrollOffset: Double, into buffer: inout [ItemPlacement]) {
        buffer.removeAll(keepingCapacity: true)
        guard model.numberOfItems > 0 else { return }
        for index in model.minimumIndex...model.maximumIndex {
            var placement = model.placement(forItemAt: index, scrollOffset: scrollOffset)
            guard placement.alpha > 0, let projected = placement.transform.project(x: 0, y: 0),
                abs(projected.x) < reach.x, abs(projected.y) < reach.y
            else { continue }
            placement.zIndex = Int((placement.depth * 1_000).rounded())
            buffer.append(placement)
        }
    }
}
