#if os(tvOS)  // the ExampleAppTV target's sources; type-checks that take ExampleApp/ whole for iOS skip them
import UIKit

/// A card for the remote: an SF Symbol and a title on a tinted background.
///
/// The focused look is drawn inside the card, in the plane the layout's `transform3D` puts it in:
/// the configuration update handler reads `state.isFocused` and thickens the border, brightens the
/// background and lifts a shadow. The cell itself is never transformed (that would fight the
/// layout), and tvOS's own focus parallax is not used for the same reason.
@available(tvOS 16.0, *)
final class TVCardCell: UICollectionViewCell {
    static let reuseIdentifier = "TVCardCell"

    private let imageView = UIImageView()
    private let titleLabel = UILabel()
    private var hue: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 24
        contentView.layer.borderColor = UIColor.white.cgColor
        contentView.layer.shadowColor = UIColor.black.cgColor
        contentView.layer.shadowOffset = CGSize(width: 0, height: 18)
        contentView.layer.shadowRadius = 24

        imageView.contentMode = .scaleAspectFit
        imageView.tintColor = .white
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 96, weight: .semibold)
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center

        let stack = UIStackView(arrangedSubviews: [imageView, titleLabel])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            stack.leadingAnchor.constraint(greaterThanOrEqualTo: contentView.leadingAnchor, constant: 16),
        ])
        isAccessibilityElement = true

        configurationUpdateHandler = { cell, state in
            guard let cell = cell as? TVCardCell else { return }
            let focused = state.isFocused
            let layer = cell.contentView.layer
            layer.borderWidth = focused ? 8 : 0
            layer.shadowOpacity = focused ? 0.5 : 0
            cell.contentView.backgroundColor = UIColor(
                hue: cell.hue, saturation: focused ? 0.55 : 0.75, brightness: focused ? 0.95 : 0.7, alpha: 1)
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// Shows card `index`.
    func show(index: Int, symbol: String, hue: CGFloat) {
        self.hue = hue
        imageView.image = UIImage(systemName: symbol)
        titleLabel.text = "Card \(index + 1)"
        accessibilityLabel = titleLabel.text
        setNeedsUpdateConfiguration()
    }
}
#endif
