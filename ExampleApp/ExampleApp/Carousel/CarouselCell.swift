import CarouselUIKit
import UIKit

/// A card: an SF Symbol, a title and a working Like button.
///
/// Built for every user: fonts and the symbol follow Dynamic Type, the stack follows the layout
/// direction, and VoiceOver reads the card as one element whose custom action presses the button.
/// The card dims its caption as it leaves the centre, reading its offset from
/// ``CarouselLayoutAttributes`` (the layout itself never touches cells).
@available(iOS 16.0, *)
final class CarouselCell: UICollectionViewCell {
    static let reuseIdentifier = "CarouselCell"

    /// Called when the Like button (or its VoiceOver action) is pressed.
    var onLike: (() -> Void)?

    private let imageView = UIImageView()
    private let titleLabel = UILabel()
    private let likeButton = UIButton(configuration: .filled())
    private let stack = UIStackView()
    private var isLiked = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 20
        contentView.layer.cornerCurve = .continuous
        contentView.layer.borderWidth = 1
        contentView.clipsToBounds = true
        // Rasterizing is not used: cells are re-transformed every frame and must stay sharp.

        imageView.contentMode = .scaleAspectFit
        imageView.tintColor = .white
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .largeTitle, scale: .large)
        imageView.adjustsImageSizeForAccessibilityContentSizeCategory = true
        imageView.setContentCompressionResistancePriority(.defaultLow, for: .vertical)

        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 2
        titleLabel.adjustsFontSizeToFitWidth = true
        titleLabel.minimumScaleFactor = 0.5

        likeButton.configuration?.cornerStyle = .capsule
        likeButton.configuration?.baseBackgroundColor = .white.withAlphaComponent(0.9)
        likeButton.configuration?.imagePadding = 6
        likeButton.configuration?.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer {
            attributes in
            var attributes = attributes
            attributes.font = UIFont.preferredFont(forTextStyle: .subheadline)
            return attributes
        }
        likeButton.addAction(UIAction { [weak self] _ in self?.onLike?() }, for: .primaryActionTriggered)

        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        [imageView, titleLabel, likeButton].forEach(stack.addArrangedSubview)
        contentView.addSubview(stack)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            stack.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
            stack.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
            imageView.heightAnchor.constraint(lessThanOrEqualTo: contentView.heightAnchor, multiplier: 0.45),
            titleLabel.widthAnchor.constraint(equalTo: stack.widthAnchor),
        ])

        isAccessibilityElement = true
        accessibilityTraits = AccessibilityTraits.button
        accessibilityHint = "Double-tap to bring to the centre."
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// Shows `item` as the card at `index` of `count`.
    func configure(with item: CarouselItem, isLiked: Bool, index: Int, count: Int) {
        self.isLiked = isLiked
        let background = UIColor(hue: item.hue, saturation: 0.55, brightness: 0.75, alpha: 1)
        contentView.backgroundColor = background
        contentView.layer.borderColor = UIColor(hue: item.hue, saturation: 0.7, brightness: 0.5, alpha: 1).cgColor
        imageView.image = UIImage(systemName: item.symbolName) ?? UIImage(systemName: "questionmark.square")
        titleLabel.text = item.revision > 0 ? "\(item.title) ↻\(item.revision)" : item.title

        likeButton.configuration?.title = isLiked ? "Liked" : "Like"
        likeButton.configuration?.image = UIImage(systemName: isLiked ? "heart.fill" : "heart")
        likeButton.configuration?.baseForegroundColor = isLiked ? .systemPink : background

        accessibilityLabel = item.title
        accessibilityValue = [isLiked ? "Liked" : nil, "\(index + 1) of \(count)"].compactMap { $0 }.joined(
            separator: ", ")
        accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: isLiked ? "Unlike" : "Like") { [weak self] _ in
                self?.onLike?()
                return true
            }
        ]
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        onLike = nil
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let attributes = layoutAttributes as? CarouselLayoutAttributes else { return }
        // Full strength at the centre, half strength one item away and beyond.
        let focus = max(0, 1 - abs(attributes.offset))
        stack.alpha = 0.5 + 0.5 * focus
    }
}
