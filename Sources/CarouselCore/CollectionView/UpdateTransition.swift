/// The start and end placements of a batch update's animation: the ``UpdatePlan`` applied to the
/// passes before and after the update.
///
/// UIKit animates each cell from an initial to a final layout attribute. For an item that survives,
/// both ends are on the carousel's path (its old offset in the old pass, its new offset in the new
/// one), so it slides along the path between neighbouring slots. Inserted items grow in at their
/// new place; deleted items shrink and fade where they were. All results are in the *new* pass's
/// coordinates (UIKit's final attributes are), already passed through ``LayoutPass/output(_:)``.
@_spi(Plumbing) public struct UpdateTransition: Sendable {
    /// The index mapping and the target scroll offset.
    public let plan: UpdatePlan
    /// The pass before the update (old indexes, old scroll offset).
    public let before: LayoutPass
    /// The pass after the update (new indexes, at ``UpdatePlan/targetScrollOffset(from:isWrapEnabled:)``).
    public let after: LayoutPass

    /// Creates the transition between two passes for an update plan.
    public init(plan: UpdatePlan, before: LayoutPass, after: LayoutPass) {
        self.plan = plan
        self.before = before
        self.after = after
    }

    /// Where the item at `newIndex` starts its animation.
    ///
    /// Survivors start at their old place on the path (alpha 0 if they were outside the old window,
    /// so they fade in as they enter it); inserted items start at their final place, scaled to
    /// ``UpdatePlan/appearingScale`` and transparent.
    public func initialPlacement(forNewIndex newIndex: Int) -> ItemPlacement {
        if let oldIndex = plan.oldIndex(forNewIndex: newIndex) {
            var placement = before.placement(forItem: oldIndex)
            placement.index = newIndex
            return after.output(placement)
        }
        return after.output(Self.vanished(after.placement(forItem: newIndex)))
    }

    /// Where the item at `oldIndex` ends its animation.
    ///
    /// Survivors end at their new place on the path (alpha 0 if outside the new window); deleted
    /// items end where they were, scaled to ``UpdatePlan/appearingScale`` and transparent.
    public func finalPlacement(forOldIndex oldIndex: Int) -> ItemPlacement {
        if let newIndex = plan.newIndex(forOldIndex: oldIndex) {
            var placement = after.placement(forItem: newIndex)
            placement.index = oldIndex
            return after.output(placement)
        }
        return after.output(Self.vanished(before.placement(forItem: oldIndex)))
    }

    /// The placement shrunk about its own centre (the scale applies before the item's transform)
    /// and made transparent.
    static func vanished(_ placement: ItemPlacement) -> ItemPlacement {
        var result = placement
        let s = UpdatePlan.appearingScale
        result.transform = placement.transform.scaled(x: s, y: s, z: 1)
        result.alpha = 0
        return result
    }
}
