import Foundation

/// The SF Symbols the example cards cycle through, with a readable title for each.
///
/// Every symbol exists in SF Symbols 3 (iOS 15), older than the app's minimum (iOS 16).
@available(iOS 16.0, *)
enum SymbolCatalog {
    /// (symbol name, title) pairs in display order.
    static let entries: [(symbol: String, title: String)] = [
        ("sun.max.fill", "Sun"), ("moon.stars.fill", "Moon"), ("cloud.rain.fill", "Rain"),
        ("snowflake", "Snow"), ("leaf.fill", "Leaf"), ("flame.fill", "Flame"),
        ("drop.fill", "Drop"), ("bolt.fill", "Bolt"), ("hare.fill", "Hare"),
        ("tortoise.fill", "Tortoise"), ("airplane", "Airplane"), ("car.fill", "Car"),
        ("bicycle", "Bicycle"), ("tram.fill", "Tram"), ("ferry.fill", "Ferry"),
        ("music.note", "Music"), ("camera.fill", "Camera"), ("paintpalette.fill", "Palette"),
        ("book.fill", "Book"), ("gamecontroller.fill", "Game"), ("globe.europe.africa.fill", "Globe"),
        ("star.fill", "Star"), ("heart.fill", "Heart"), ("gift.fill", "Gift"),
    ]
}
