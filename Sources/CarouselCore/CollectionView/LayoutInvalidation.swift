/// What the layout must redo on its next pass, recorded at invalidation and acted on in `prepare()`.
///
/// The layout never computes in its invalidation callbacks: it records one of these and
/// ``LayoutState/prepare(viewport:sectionCounts:configuration:invalidation:)`` does the work.
///
/// | Change                                   | Action                                                 |
/// |------------------------------------------|--------------------------------------------------------|
/// | only the bounds origin moved (a scroll)  | ``reposition``: new scroll offset, same model          |
/// | bounds size or insets changed            | ``rebuild``: new model and mapping, same scroll offset |
/// | a configuration property changed         | ``rebuild`` (the layout direction is one)              |
/// | Cover Flow 2's toggle changed            | ``reposition``: same model, placed with the new toggle |
/// | item or section counts changed           | ``recount`` + ``rebuild``                              |
@_spi(Plumbing) public struct LayoutInvalidation: OptionSet, Hashable, Sendable {
    /// The set's bits.
    public let rawValue: Int
    /// Creates the set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Re-place the visible window at the scroll offset the new bounds origin shows. O(visible).
    public static let reposition = LayoutInvalidation(rawValue: 1 << 0)
    /// Rebuild the model and the mapping, keeping the scroll offset shown (and so the current
    /// item) where it is. O(1) in the item count, plus a reposition.
    public static let rebuild = LayoutInvalidation(rawValue: 1 << 1)
    /// Re-read the item counts from the data source (then rebuild).
    public static let recount = LayoutInvalidation(rawValue: 1 << 2)

    /// Everything.
    public static let all: LayoutInvalidation = [.reposition, .rebuild, .recount]

    /// What a bounds change requires: nothing when the bounds did not change, ``reposition`` when
    /// only the origin moved, ``rebuild`` (which repositions too) when the size changed.
    ///
    /// Every origin move matters: the carousel re-places its items at every scroll offset, so the
    /// layout answers `true` to `shouldInvalidateLayout(forBoundsChange:)` whenever this is not empty.
    public static func forBoundsChange(from old: Rect2D, to new: Rect2D) -> LayoutInvalidation {
        let old = old.sanitized
        let new = new.sanitized
        if old.size != new.size { return [.rebuild, .reposition] }
        if old.origin != new.origin { return .reposition }
        return []
    }

    /// What a change of Cover Flow 2's toggle requires: ``reposition`` when it changed (placements
    /// depend on it; the model and the mapping do not), nothing otherwise. Never a rebuild.
    public static func forToggleChange(from old: Double, to new: Double) -> LayoutInvalidation {
        old == new ? [] : .reposition
    }

    /// What the data source's invalidation flags require (`invalidateEverything`,
    /// `invalidateDataSourceCounts`); an empty result adds nothing.
    public static func forDataSource(everything: Bool, counts: Bool) -> LayoutInvalidation {
        everything || counts ? .all : []
    }

    /// What `prepare()` must do, given what was recorded and what it observes: a pass that finds the
    /// viewport's size or insets changed since the last one rebuilds even if no invalidation said
    /// so (UIKit changes `adjustedContentInset` without always invalidating), a pass that finds only
    /// the origin moved repositions, and the first pass does everything. The viewport is physical in
    /// every layout direction, so a change of direction shows here only as a configuration change.
    ///
    /// - Parameters:
    ///   - recorded: the invalidations recorded since the last pass.
    ///   - previous: the viewport of the last pass, `nil` before the first.
    ///   - current: the viewport now.
    public static func required(
        recorded: LayoutInvalidation, previous: ScrollViewport?, current: ScrollViewport
    ) -> LayoutInvalidation {
        guard let previous else { return .all }
        var result = recorded
        if !current.differsOnlyInOrigin(from: previous) {
            result.formUnion([.rebuild, .reposition])
        } else if current.bounds.origin != previous.bounds.origin {
            result.insert(.reposition)
        }
        if result.contains(.recount) || result.contains(.rebuild) { result.insert(.reposition) }
        return result
    }
}
