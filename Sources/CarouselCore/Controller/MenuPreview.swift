/// Which card a context menu's highlight or dismissal preview shows (UIKit).
///
/// When the menu was made for another card than the one the platform's frames named
/// (``PointedItems/retargeted(named:platform:)``), the app's delegate is asked about that card and,
/// when it gives no preview, the controller draws that card's cell itself (the platform's own
/// preview would show the cell its frames name). Any other menu's preview is the delegate's,
/// for the platform's item, or the platform's own.
@_spi(Plumbing) public struct MenuPreview<Item: Equatable>: Equatable {
    /// The item the app's delegate is asked for a preview of.
    public var askedItem: Item
    /// The item whose cell the controller previews when the delegate gives none; `nil`: the
    /// platform's own preview.
    public var drawnItem: Item?

    /// The preview of a menu.
    /// - Parameters:
    ///   - platform: the item the platform asks about.
    ///   - menuItem: the card the last menu was made for, when it was retargeted.
    ///   - isSameMenu: the platform asks about that last menu (its configuration).
    public init(platform: Item, menuItem: Item?, isSameMenu: Bool) {
        guard isSameMenu, let menuItem else {
            askedItem = platform
            drawnItem = nil
            return
        }
        askedItem = menuItem
        drawnItem = menuItem
    }
}

extension MenuPreview: Sendable where Item: Sendable {}
