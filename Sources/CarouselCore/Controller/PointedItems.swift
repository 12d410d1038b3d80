/// Which items a question asked at a point names (a context menu's items, say), when the
/// platform answered it from frames: UIKit's frames leave the 3D transforms out, so where cards
/// overlap its own answer may name a card drawn behind the one under the finger (which of the
/// overlapping frames it picks is not documented).
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

    /// The item a platform call made for `named` must remember, because the platform asks its
    /// later questions (a context menu's previews) about its own `platform` answer: the one named
    /// item, when the platform named something else; `nil` when it named the same items, or
    /// several items or none were named (nothing to retarget).
    /// - Parameters:
    ///   - named: what ``resolve(platform:topmost:isInCharge:)`` answered.
    ///   - platform: the items the platform named.
    public static func retargeted<Item: Equatable>(named: [Item], platform: [Item]) -> Item? {
        guard named.count == 1, named != platform else { return nil }
        return named[0]
    }
}
