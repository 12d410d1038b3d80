/// What happens to a cell's system focus effect (UIKit's `UIFocusEffect`, iOS 15 and later) each
/// time the cell is shown or a layout switch ends.
///
/// The system's focus halo is drawn flat from the cell's frame, which a 3D transform leaves
/// undefined, so while the carousel is in charge a cell has none and draws its focused look itself.
/// A cell shown by another layout (a grid switched to) gets back the effect it had before the
/// carousel took it, unless the app has given it one since.
@_spi(Plumbing) public enum FocusEffectRule: Hashable, Sendable {
    /// Nothing to do: the carousel is not in charge and took no effect from this cell.
    case leave
    /// Take the cell's effect away (set it to none). With `remembering`, first remember the
    /// effect the cell has now, to give back later: the cell's own on first sight, or one the app
    /// set since (as it configured the cell again); otherwise the effect remembered earlier stays.
    case take(remembering: Bool)
    /// Forget the remembered effect; with `restoring`, set it back on the cell (`false` when the
    /// app has given the cell an effect since, which stays).
    case giveBack(restoring: Bool)

    /// The rule for one cell.
    ///
    /// - Parameters:
    ///   - carouselInCharge: whether the carousel lays the cells out now.
    ///   - remembered: whether an effect taken from this cell is remembered.
    ///   - cellHasEffect: whether the cell has a focus effect now.
    public static func action(carouselInCharge: Bool, remembered: Bool, cellHasEffect: Bool) -> FocusEffectRule {
        if carouselInCharge { return .take(remembering: !remembered || cellHasEffect) }
        return remembered ? .giveBack(restoring: !cellHasEffect) : .leave
    }
}
