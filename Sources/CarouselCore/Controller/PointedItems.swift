/// Which items a question asked at a point names (a context menu's items, say), when the
/// platform answered it from frames: UIKit's cells all sit at the carousel's centre (their 3D
/// transforms place them), so its own answer names a card stacked there, not the card drawn under
/// the finger.
///
/// While the carousel is in charge the card drawn on top at the point (the core's hit test) is
/// the answer: alone, unless the platform named several items that include it (a menu for the
/// whole multiple selection), which stand; where no card is drawn, no item (the menu for empty
/// space). Otherwise (another layout shown) the platform's answer stands.
@_spi(Plumbing) public enum PointedItems {
    /// The items to name.
    /// - Parameters:
    ///   - platform: the items the platform named, in its order.
    ///   - topmost: the card drawn on top at the point, `nil` where none is.
    ///   - isInCharge: whether the carousel lays out the collection view now.
    public static func resolve<Item: Equatable>(platform: [Item], topmost: Item?, isInCharge: Bool) -> [Item] {
        guard isInCharge else { return platform }
        guard let topmost else { return [] }
        if platform.count > 1, platform.contains(topmost) { return platform }
        return [topmost]
    }
}
