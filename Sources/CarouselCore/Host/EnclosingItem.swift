/// Which item a view belongs to, over any view tree: iCarousel's `indexOfItemViewOrSubview:`.
///
/// The adapters ask it with their own views (`UICollectionView.indexPathForItem(containing:)`,
/// `NSCollectionView.indexPathForItem(containing:)`): the answer is the nearest ancestor of the
/// view, the view itself included, that is one of the collection view's item views. A view inside a
/// collection view nested in a card belongs to the outer card (the inner cells are not the outer
/// collection view's items, so the walk goes on past them). The walk stops at the collection view
/// itself, since views above it belong to no card.
@_spi(Plumbing) public enum EnclosingItem {
    /// The most ancestors a walk visits: far beyond any real view tree, it ends a walk whose
    /// `parent` function goes round in a circle.
    public static let maximumDepth = 10_000

    /// The answer `item` gives for the nearest ancestor of `view` (itself first) that it answers
    /// for, or `nil` when none does before `isBoundary` holds or the tree's root is passed.
    ///
    /// - Parameters:
    ///   - view: where the walk starts.
    ///   - parent: a view's parent (`superview`), `nil` at the root.
    ///   - isBoundary: whether the walk has reached the collection view (checked before `item`).
    ///   - item: the item a view is the item view of (its index path), if it is one.
    public static func find<View, Answer>(
        from view: View, parent: (View) -> View?, isBoundary: (View) -> Bool, item: (View) -> Answer?
    ) -> Answer? {
        var candidate: View? = view
        var depth = 0
        while let current = candidate, depth < maximumDepth, !isBoundary(current) {
            if let answer = item(current) { return answer }
            candidate = parent(current)
            depth += 1
        }
        return nil
    }
}
