/// What the carousel layout does with supplementary views (section headers, footers, badges) that
/// a grid registered and a data source still provides: it shows none, and still answers every
/// question UIKit asks about them.
///
/// The one kind it shows is its own: iCarousel's placeholders (``PlaceholderPosition/elementKind``),
/// which ``LayoutDriver`` places like items; everything here is about every other kind.
///
/// A carousel has no place for a section's header: its items of all sections form one strip. So
/// the rectangle queries return no supplementary elements (a diffable data source's
/// `supplementaryViewProvider` is not called), while every direct question gets an answer, never
/// `nil`: UIKit raises "no UICollectionViewLayoutAttributes instance for
/// -layoutAttributesForSupplementaryElementOfKind:" when a layout returns `nil` for a
/// supplementary view it knows of (after a layout switch, or an invalidation context naming one).
/// The answer is hidden, transparent and below every item. During a switch from or to another
/// layout it sits at that layout's frame for the view, so headers fade out (and back in) where they
/// are; otherwise at a fixed empty rectangle, so two answers never differ without an invalidation
/// (UIKit's "changed … without invalidating the layout").
@_spi(Plumbing) public enum SupplementaryElements {
    /// A supplementary view's attributes under the carousel layout.
    public struct Answer: Hashable, Sendable {
        /// Content coordinates, points.
        public var frame: Rect2D
        /// Opacity in [0, 1].
        public var alpha: Double
        /// Whether UIKit should hide the view.
        public var isHidden: Bool
        /// Below every item (items rank from 0).
        public var zIndex: Int
    }

    /// Supplementary views of other kinds than placeholders in a rectangle query: none.
    public static let isShownInQueries = false

    /// The answer for one supplementary view.
    ///
    /// - Parameter otherLayoutFrame: during a layout switch, the other layout's frame for the view
    ///   (`nil` outside a switch or when it has none); a non-finite or negative one is not used.
    public static func answer(otherLayoutFrame: Rect2D?) -> Answer {
        var frame = Rect2D(x: 0, y: 0, width: 0, height: 0)
        if let other = otherLayoutFrame, other.origin.x.isFinite, other.origin.y.isFinite,
            other.size.width.isFinite, other.size.height.isFinite, other.size.width >= 0, other.size.height >= 0
        {
            frame = other
        }
        return Answer(frame: frame, alpha: 0, isHidden: true, zIndex: -1)
    }
}
