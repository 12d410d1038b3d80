import Foundation

extension LayoutTransition {
    /// The item to keep when a collection view leaves a layout: a carousel layout's current item
    /// (`carousel`'s ``LayoutShell/currentItemIndexPath``, `nil` with no items) when the layout
    /// left is one, else the item of the other layout nearest the centre of `visible`
    /// (``anchorItem(toCenterOf:among:kept:)``), whose elements `candidates` reads only then.
    /// - Parameters:
    ///   - carousel: the layout left, when it is a carousel layout; `nil` for any other.
    ///   - visible: the visible rectangle, content coordinates.
    ///   - candidates: the other layout's elements in `visible`.
    public static func anchorItem(
        leaving carousel: (any LayoutShell)?, toCenterOf visible: Rect2D, among candidates: () -> [Candidate]
    ) -> IndexPath? {
        guard let carousel else { return anchorItem(toCenterOf: visible, among: candidates()) }
        return carousel.currentItemIndexPath
    }
}
