/// Where a collection view sits among scroll views, as the carousel sees it: the scroll view the
/// carousel moves (its strip) is the one whose document view is the collection view itself.
///
/// AppKit puts an `NSCollectionView` in an `NSScrollView` as that scroll view's `documentView`.
/// A collection view placed in a scrolling page without a scroll view of its own has the page's
/// scroll view as its `enclosingScrollView`; moving that one, or changing its scrollers and
/// elasticity, would take over the page. Such a scroll view is refused: the carousel leaves it
/// alone (it lays out its cards but cannot move them) and a debug build says how to embed the
/// collection view, once (``notice``).
@_spi(Plumbing) public enum StripEmbedding: Hashable, Sendable {
    /// The enclosing scroll view's document view is the collection view: that scroll view is the
    /// strip.
    case ownScrollView
    /// No scroll view encloses the collection view (yet): nothing is moved until one does. No
    /// notice: a collection view is often given its controller before it is put in its scroll
    /// view, and the controller takes the scroll view at its first call that finds one.
    case noScrollView
    /// The nearest enclosing scroll view shows another view (a page holding the collection view
    /// among other views): refused.
    case otherScrollView

    /// The embedding of `collectionView`, given its nearest enclosing scroll view and that scroll
    /// view's document view (compared by identity).
    public init(enclosingScrollView: AnyObject?, documentView: AnyObject?, collectionView: AnyObject) {
        switch (enclosingScrollView, documentView) {
        case (nil, _): self = .noScrollView
        case (_, let document?) where document === collectionView: self = .ownScrollView
        default: self = .otherScrollView
        }
    }

    /// Whether there is a strip the carousel moves.
    public var hasStrip: Bool { self == .ownScrollView }

    /// `scrollView` when it is the strip of `collectionView` (its document view is the collection
    /// view), else `nil`.
    public static func strip<ScrollView: AnyObject>(
        _ scrollView: ScrollView?, documentView: AnyObject?, of collectionView: AnyObject
    ) -> ScrollView? {
        let embedding = StripEmbedding(
            enclosingScrollView: scrollView, documentView: documentView, collectionView: collectionView)
        return embedding.hasStrip ? scrollView : nil
    }

    /// The one line a debug build prints when the collection view showing a carousel sits in a
    /// scroll view that is not its own.
    public static let notice =
        "CarouselCollectionView: the collection view is inside an NSScrollView whose documentView is another view (a scrolling page), so the carousel leaves that scroll view alone and cannot move its cards. Give the collection view a scroll view of its own (scrollView.documentView = collectionView) and place that scroll view in the page"
}
