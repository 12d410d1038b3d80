import Foundation

/// One card in the example carousels: an SF Symbol and a title.
///
/// The diffable data source stores only ``id``s; the item itself lives in ``ItemStore``, so
/// changing an item's content is a reload of an unchanged identifier, as Apple recommends.
@available(iOS 16.0, *)
struct CarouselItem: Hashable, Sendable, Identifiable {
    /// A stable identity that survives every edit (insert, delete, move, reload).
    let id: Int
    /// The SF Symbol shown on the card.
    var symbolName: String
    /// The card's title, also its VoiceOver label.
    var title: String
    /// The card's tint as a hue in [0, 1).
    var hue: Double
    /// How many times the card's content has been reloaded, shown so a reload is visible.
    var revision: Int = 0
}
