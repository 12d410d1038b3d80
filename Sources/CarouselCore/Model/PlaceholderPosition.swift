/// One of iCarousel's placeholders: which one it is, and on which side of the items it sits.
///
/// A carousel that does not wrap shows ``LayoutSettings/numberOfPlaceholders`` extra slots beside
/// its items, as iCarousel's `numberOfPlaceholdersInCarousel:` does: `ceil(n / 2)` before the first
/// item and `floor(n / 2)` after the last, placed, faded and depth-sorted like items at the indexes
/// just outside them. A wrapping carousel shows none. Placeholders are never the current item,
/// never selected, focused or hit by a tap, and never a place to scroll to.
///
/// Placeholders are numbered from 0 along the strip, in index order: the ones before the items are
/// `0 ..< ceil(n / 2)` (0 is the farthest from the first item), the ones after them
/// `ceil(n / 2) ..< n` (`ceil(n / 2)` is next to the last item). This is the index iCarousel passes
/// to `carousel:placeholderViewAtIndex:reusingView:`, except that iCarousel's own arithmetic numbers
/// the trailing placeholders of an odd count one lower, so that two of them share a number; here
/// every placeholder has its own. In the carousel's indexes (``ItemPlacement/index``), placeholder
/// `k` sits at `k − ceil(n / 2)` before the items (−`ceil(n / 2)` … −1) and at
/// `numberOfItems + k − ceil(n / 2)` after them.
///
/// The UIKit and AppKit layouts show placeholder `k` as a supplementary view of kind
/// ``elementKind`` at the index path (section 0, item `k`), in a collection view with at least one
/// section. An app registers a view for that kind and returns one wherever it returns
/// supplementary views (a diffable data source's `supplementaryViewProvider`, or
/// `makeSupplementaryView(ofKind:withIdentifier:for:)` on AppKit), and reads which placeholder it is
/// with ``init(number:numberOfPlaceholders:)``.
public struct PlaceholderPosition: Hashable, Sendable {
    /// The side of the items a placeholder sits on, in index order (right to left, "before the
    /// first item" is to its right).
    public enum Side: Hashable, Sendable {
        /// Before item 0: the placeholders at negative indexes.
        case beforeFirstItem
        /// After the last item: the placeholders at indexes from `numberOfItems`.
        case afterLastItem
    }

    /// The supplementary element kind the collection-view layouts give placeholders:
    /// `"CarouselPlaceholder"`. Register the placeholder view for it.
    public static let elementKind = "CarouselPlaceholder"

    /// The placeholder's number, from 0 along the strip (the supplementary view's `item`).
    public let number: Int
    /// The side of the items it sits on.
    public let side: Side
    /// How many slots it is from the items: 1 for a placeholder next to the first or the last item.
    public let distanceFromItems: Int

    /// The placeholder numbered `number` among `numberOfPlaceholders`, or `nil` when no placeholder
    /// has that number (`number` outside `0 ..< numberOfPlaceholders`; a negative count is 0).
    public init?(number: Int, numberOfPlaceholders: Int) {
        let count = Self.sanitizedCount(numberOfPlaceholders)
        guard number >= 0, number < count else { return nil }
        let before = Self.numberBeforeItems(count)
        self.number = number
        if number < before {
            side = .beforeFirstItem
            distanceFromItems = before - number
        } else {
            side = .afterLastItem
            distanceFromItems = number - before + 1
        }
    }

    /// The placeholder at a carousel index (``ItemPlacement/index``), or `nil` when the index is an
    /// item's or lies beyond the placeholders.
    /// - Parameters:
    ///   - index: the carousel index: negative before the items, `numberOfItems` and up after them.
    ///   - numberOfItems: the item count (a negative count is 0).
    ///   - numberOfPlaceholders: the placeholders shown (a negative count is 0).
    public init?(index: Int, numberOfItems: Int, numberOfPlaceholders: Int) {
        let count = Self.sanitizedCount(numberOfPlaceholders)
        let items = Self.sanitizedCount(numberOfItems)
        let before = Self.numberBeforeItems(count)
        let number: Int
        if index < 0 {
            number = before + index
        } else if index >= items {
            let distance = index - items  // both ≥ 0: no overflow
            guard distance < count - before else { return nil }
            number = before + distance
        } else {
            return nil
        }
        self.init(number: number, numberOfPlaceholders: count)
    }

    /// Its carousel index (``ItemPlacement/index``) beside `numberOfItems` items: `−distance` before
    /// them, `numberOfItems − 1 + distance` after them.
    public func index(numberOfItems: Int) -> Int {
        switch side {
        case .beforeFirstItem: return -distanceFromItems
        case .afterLastItem: return Self.sanitizedCount(numberOfItems) - 1 + distanceFromItems
        }
    }

    /// How many of `numberOfPlaceholders` sit before the items: `ceil(n / 2)` (the rest,
    /// `floor(n / 2)`, sit after them), as iCarousel splits them.
    public static func numberBeforeItems(_ numberOfPlaceholders: Int) -> Int {
        let count = sanitizedCount(numberOfPlaceholders)
        return count / 2 + count % 2
    }

    /// A count as the carousel reads it: negative is 0; above
    /// ``CarouselConfiguration/maximumNumberOfItems`` is that limit.
    static func sanitizedCount(_ count: Int) -> Int {
        min(max(0, count), CarouselConfiguration.maximumNumberOfItems)
    }
}
