/// What the layout reads from its scroll view on every pass: the bounds and the adjusted content
/// insets.
///
/// `bounds.origin` is the scroll view's `contentOffset`, `insets` its `adjustedContentInset`.
/// Both are physical in every layout direction: the layout does not ask UIKit to flip
/// (`flipsHorizontallyInOppositeLayoutDirection` is `false`), so x grows rightward and `left` is
/// the left edge even under a right-to-left language. Right to left is an input of the
/// configuration instead (``CarouselConfiguration/layoutDirection``): ``ScrollMapping`` measures
/// positions from the content's right end and ``CarouselModel`` mirrors the placements. Every field
/// is sanitized on the way in, so no NaN reaches the arithmetic.
@_spi(Plumbing) public struct ScrollViewport: Hashable, Sendable {
    /// The scroll view's bounds in points; the origin is its `contentOffset`.
    public var bounds: Rect2D
    /// The scroll view's `adjustedContentInset` in points (physical edges).
    public var insets: EdgeInsets2D

    /// Creates a viewport from the visible rectangle and the content insets, in points.
    public init(bounds: Rect2D, insets: EdgeInsets2D = .zero) {
        let limit = CarouselConfiguration.maximumLength
        let b = bounds.sanitized
        self.bounds = Rect2D(origin: b.origin, size: b.size.sanitized(limitedTo: limit))
        let i = insets.sanitized
        self.insets = EdgeInsets2D(
            top: i.top.finiteOrZero(limitedTo: limit), left: i.left.finiteOrZero(limitedTo: limit),
            bottom: i.bottom.finiteOrZero(limitedTo: limit),
            right: i.right.finiteOrZero(limitedTo: limit))
    }

    /// The area the carousel lays itself out in: the bounds size minus the insets, never negative.
    public var usableSize: Size2D {
        Size2D(
            width: max(0, bounds.size.width - insets.left - insets.right),
            height: max(0, bounds.size.height - insets.top - insets.bottom))
    }

    /// Whether only the origin differs from `other` (same size and insets): a scroll.
    public func differsOnlyInOrigin(from other: ScrollViewport) -> Bool {
        bounds.size == other.bounds.size && insets == other.insets
    }
}
