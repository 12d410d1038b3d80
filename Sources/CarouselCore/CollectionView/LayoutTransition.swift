import Foundation

/// What a collection view decides when it switches between another layout (a grid) and the
/// carousel with `setCollectionViewLayout(_:animated:)`: which item to keep in view, and where the
/// carousel's content offset lands so that item is centred.
///
/// - **Into the carousel:** the anchor is the item the app names, else the item whose frame centre
///   is nearest the centre of the old layout's visible rectangle (``nearestItem(toCenterOf:frames:)``).
///   The carousel's target content offset shows the anchor at the focus (``target(showingItem:mapping:)``):
///   not wrapping, with anchor 0 (the scroll view's ends meet the items); wrapping, in the middle of
///   the strip, so the next gesture has room both ways and no recentring is due.
/// - **Out of the carousel:** the anchor is the carousel's current item; the other layout centres it
///   (UIKit's `scrollToItem(at:at:animated:)` after the switch).
@_spi(Plumbing) public enum LayoutTransition {
    /// The position in `frames` of the frame whose centre is nearest the centre of `visible` (the
    /// old layout's visible rectangle, content coordinates), `nil` when `frames` is empty or has no
    /// finite frame. Distances are Euclidean between centres, in points; ties go to the earlier
    /// frame (pass frames in index-path order, so the earlier item wins).
    public static func nearestItem(toCenterOf visible: Rect2D, frames: [Rect2D]) -> Int? {
        let cx = visible.midX
        let cy = visible.midY
        guard cx.isFinite, cy.isFinite else { return frames.firstIndex { $0.midX.isFinite && $0.midY.isFinite } }
        var best: Int?
        var bestDistance = Double.infinity
        for (i, frame) in frames.enumerated() {
            let dx = frame.midX - cx
            let dy = frame.midY - cy
            let distance = dx * dx + dy * dy
            guard distance.isFinite else { continue }
            if distance < bestDistance {
                best = i
                bestDistance = distance
            }
        }
        return best
    }

    /// One element another layout (a grid) lays out in the visible area, as
    /// ``anchorItem(toCenterOf:among:)`` sees it: the platform's layout attributes, converted.
    public struct Candidate: Hashable, Sendable {
        /// The element's index path (an item's has two indexes: section, item).
        public var indexPath: IndexPath
        /// The element's frame, content coordinates (points).
        public var frame: Rect2D
        /// Whether the element is an item (not a supplementary or decoration view).
        public var isItem: Bool
        /// Whether the layout hides it.
        public var isHidden: Bool
        /// Its opacity, 0…1.
        public var alpha: Double

        /// An element as the layout lays it out.
        public init(indexPath: IndexPath, frame: Rect2D, isItem: Bool, isHidden: Bool, alpha: Double) {
            self.indexPath = indexPath
            self.frame = frame
            self.isItem = isItem
            self.isHidden = isHidden
            self.alpha = alpha
        }
    }

    /// The item to keep in view when a collection view leaves another layout: among the items in
    /// `candidates` that are shown (an item, two indexes, not hidden, alpha above 0), the one whose
    /// frame centre is nearest the centre of `visible` (``nearestItem(toCenterOf:frames:)``), ties
    /// to the earlier index path whatever order the layout answered in. `nil` when none is shown.
    ///
    /// `kept`: the item a switch from the carousel centred in this layout, while it still rests
    /// where the switch put it (``ControllerDriver/keptGridItem(at:)``). It wins while shown: a
    /// grid whose visible centre falls between two rows or columns (it cannot scroll across its
    /// axis, or not far enough) centred it along the axis it can, so the round trip comes back to
    /// the item the grid kept, on every host.
    public static func anchorItem(
        toCenterOf visible: Rect2D, among candidates: [Candidate], kept: IndexPath? = nil
    ) -> IndexPath? {
        let shown = candidates.filter { $0.isItem && $0.indexPath.count == 2 && !$0.isHidden && $0.alpha > 0 }
            .sorted { $0.indexPath < $1.indexPath }
        if let kept, shown.contains(where: { $0.indexPath == kept }) { return kept }
        return nearestItem(toCenterOf: visible, frames: shown.map(\.frame)).map { shown[$0].indexPath }
    }

    /// `indexPath` when it names an item the collection view has (two indexes, a section in
    /// `0..<sectionCounts.count`, an item below that section's count), else `nil`: an anchor an
    /// app names that does not exist is ignored rather than asked of UIKit or AppKit, which raise
    /// for index paths out of range.
    public static func existingItem(_ indexPath: IndexPath?, sectionCounts: [Int]) -> IndexPath? {
        guard let indexPath, indexPath.count == 2 else { return nil }
        let section = indexPath[0]
        let item = indexPath[1]
        guard sectionCounts.indices.contains(section), item >= 0, item < sectionCounts[section] else { return nil }
        return indexPath
    }

    /// An item index limited to the items: `[0, numberOfItems − 1]`; `nil` with no items.
    public static func clampedItem(_ item: Int, numberOfItems: Int) -> Int? {
        guard numberOfItems > 0 else { return nil }
        return max(0, min(numberOfItems - 1, item))
    }

    /// Where the carousel's scroll view lands to show `item` at the focus, and the anchor to use
    /// there.
    ///
    /// Not wrapping: anchor 0 and position `item × pointsPerItem` (the item is clamped to the items).
    /// Wrapping: the middle of the strip, rounded to a whole point (`round(scrollRange / 2)`), with
    /// the anchor `item − position / pointsPerItem`.
    public static func target(showingItem item: Int, mapping: ScrollMapping) -> PositionTarget {
        let n = mapping.numberOfItems
        guard let item = clampedItem(item, numberOfItems: n) else { return PositionTarget(position: 0, anchor: 0) }
        let offset = Double(item)
        if mapping.isWrapEnabled {
            let middle = (mapping.scrollRange / 2).rounded()
            return PositionTarget(position: middle, anchor: mapping.anchor(showing: offset, atPosition: middle))
        }
        return PositionTarget(position: mapping.position(forScrollOffset: offset, anchor: 0), anchor: 0)
    }

    /// The content offset that centres an item's frame in another layout (a grid), limited to
    /// where that layout's content can scroll: along each axis `frame.mid − viewSize / 2`, within
    /// `[−inset.leading, contentSize + inset.trailing − viewSize]` (the lower end when the content
    /// is shorter than the view). Non-finite inputs give 0 on that axis.
    public static func contentOffset(
        centering frame: Rect2D, viewSize: Size2D, contentSize: Size2D, insets: EdgeInsets2D
    ) -> Point2D {
        func axis(_ mid: Double, _ view: Double, _ content: Double, _ lead: Double, _ trail: Double) -> Double {
            let lower = -lead
            let upper = max(lower, content + trail - view)
            let wanted = mid - view / 2
            guard wanted.isFinite, lower.isFinite, upper.isFinite else { return 0 }
            return min(upper, max(lower, wanted))
        }
        return Point2D(
            x: axis(frame.midX, viewSize.width, contentSize.width, insets.left, insets.right),
            y: axis(frame.midY, viewSize.height, contentSize.height, insets.top, insets.bottom))
    }
}

extension LayoutState {
    /// UIKit's `targetContentOffset(forProposedContentOffset:)` while switching into the carousel:
    /// adopts the anchor that shows `item` at the focus (``LayoutTransition/target(showingItem:mapping:)``)
    /// and returns the content offset UIKit is about to set, keeping the proposal's cross axis.
    public mutating func transitionContentOffset(showingItem item: Int, proposed: Point2D) -> Point2D {
        guard viewport != nil, model.numberOfItems > 0 else { return proposed.sanitized }
        let target = LayoutTransition.target(showingItem: item, mapping: mapping)
        let offset = mapping.contentOffset(forPosition: target.position, keepingCrossAxisOf: proposed.sanitized)
        adopt(target, at: offset)
        return offset
    }
}
