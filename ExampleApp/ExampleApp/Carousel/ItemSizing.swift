import CarouselUIKit
import UIKit

/// The card size each carousel starts with: a share of the screen, grown with Dynamic Type.
///
/// This is the app choosing its content size, not layout logic: where the cards go is entirely
/// the layout's business.
@available(iOS 16.0, *)
enum ItemSizing {
    /// The largest factor Dynamic Type may grow a card by.
    static let maximumTextScale: CGFloat = 1.6

    /// A card size for `type` in a carousel of `bounds`, scaled for `traits`' text size.
    static func itemSize(for type: CarouselType, in bounds: CGSize, traits: UITraitCollection) -> CGSize {
        let shortSide = max(1, min(bounds.width, bounds.height))
        let scale = min(
            maximumTextScale, UIFontMetrics(forTextStyle: .body).scaledValue(for: 100, compatibleWith: traits) / 100)
        let width: CGFloat
        switch type {
        case .shelf: width = min(180, shortSide * 0.38)
        case .conveyorBelt: width = min(360, shortSide * 0.8)
        case .wheel, .invertedWheel: width = min(160, shortSide * 0.3)
        default: width = min(240, shortSide * 0.5)
        }
        let scaledWidth = min(shortSide * 0.9, width * scale)
        let height = type == .conveyorBelt ? scaledWidth * 0.6 : scaledWidth * 1.3
        return CGSize(width: scaledWidth.rounded(), height: min(bounds.height * 0.8, height).rounded())
    }
}
