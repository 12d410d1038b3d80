/// What a custom path sees of the carousel when it places an item.
public struct CarouselPathContext: Hashable, Sendable {
    /// The spacing width of one item in points (iCarousel's `itemWidth`).
    public var itemWidth: Double
    /// The size of one item's view in points.
    public var itemSize: Size2D
    /// The carousel's bounds size in points.
    public var viewport: Size2D
    /// Whether the carousel scrolls vertically (the resolved orientation).
    public var isVertical: Bool
    /// The number of items, placeholders excluded.
    public var numberOfItems: Int
    /// Where offset 0 sits, in points from the bounds' top-left corner: the focus point times the
    /// bounds, plus `centerOffset`. A path's ``CarouselPath/position(forOffset:in:)`` is relative to it.
    public var focus: Point2D

    /// Creates a context; `focus` defaults to the middle of `viewport`.
    public init(
        itemWidth: Double, itemSize: Size2D, viewport: Size2D, isVertical: Bool, numberOfItems: Int,
        focus: Point2D? = nil
    ) {
        self.itemWidth = itemWidth
        self.itemSize = itemSize
        self.viewport = viewport
        self.isVertical = isVertical
        self.numberOfItems = numberOfItems
        self.focus = focus ?? Point2D(x: viewport.width / 2, y: viewport.height / 2)
    }

    /// The scroll axis.
    public var orientation: CarouselOrientation { isVertical ? .vertical : .horizontal }
}
