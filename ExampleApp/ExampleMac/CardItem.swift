#if os(macOS)  // the ExampleMac target's sources; type-checks that take ExampleApp/ whole for iOS skip them
import AppKit
import CarouselAppKit

/// A card: an SF Symbol and a title on a tinted, rounded layer. The carousel's 3D transform is
/// applied by `CarouselItem` (AppKit's layout attributes have no transform).
@available(macOS 11.0, *)  // the app's deployment target; the type-check runs at the package's 10.15
final class CardItem: CarouselItem {
    static let identifier = NSUserInterfaceItemIdentifier("CardItem")

    private let symbol = NSImageView()
    private let titleLabel = NSTextField(labelWithString: "")

    override func loadView() {
        super.loadView()
        view.layer?.cornerRadius = 18
        view.layer?.borderWidth = 1
        view.layer?.borderColor = NSColor.white.withAlphaComponent(0.35).cgColor
        symbol.symbolConfiguration = .init(pointSize: 64, weight: .semibold)
        symbol.contentTintColor = .white
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = .white
        titleLabel.alignment = .center
        let stack = NSStackView(views: [symbol, titleLabel])
        stack.orientation = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            stack.widthAnchor.constraint(lessThanOrEqualTo: view.widthAnchor, constant: -16),
        ])
    }

    /// Shows card `number`.
    func configure(number: Int) {
        let symbols = ["star.fill", "heart.fill", "leaf.fill", "flame.fill", "bolt.fill", "moon.fill", "cloud.fill"]
        let name = symbols[number % symbols.count]
        symbol.image = NSImage(systemSymbolName: name, accessibilityDescription: nil)
        titleLabel.stringValue = "Card \(number + 1)"
        let hue = (Double(number) * 0.618_033_988_75).truncatingRemainder(dividingBy: 1)
        view.layer?.backgroundColor = NSColor(hue: hue, saturation: 0.55, brightness: 0.8, alpha: 1).cgColor
        view.setAccessibilityLabel(titleLabel.stringValue)
        view.setAccessibilityRole(.button)
    }

    override var isSelected: Bool {
        didSet { view.layer?.borderWidth = isSelected ? 4 : 1 }
    }
}
#endif
