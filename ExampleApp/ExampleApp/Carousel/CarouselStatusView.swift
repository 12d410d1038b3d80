import UIKit

/// Shows the current item live: a caption ("Item 3 of 12") and a page control bound to it.
///
/// Tapping or scrubbing the page control asks ``onPageSelected`` to scroll the carousel there.
@available(iOS 15.0, *)
final class CarouselStatusView: UIView {
    /// Called when the user picks a page on the page control.
    var onPageSelected: ((Int) -> Void)?

    private let captionLabel = UILabel()
    private let pageControl = UIPageControl()

    override init(frame: CGRect) {
        super.init(frame: frame)
        captionLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .monospacedDigitSystemFont(ofSize: 15, weight: .semibold))
        captionLabel.adjustsFontForContentSizeCategory = true
        captionLabel.textAlignment = .center
        captionLabel.accessibilityTraits = AccessibilityTraits.updatesFrequently

        pageControl.currentPageIndicatorTintColor = .tintColor
        pageControl.pageIndicatorTintColor = .tertiaryLabel
        pageControl.backgroundStyle = .minimal
        pageControl.hidesForSinglePage = false
        pageControl.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            onPageSelected?(pageControl.currentPage)
        }, for: .valueChanged)

        let stack = UIStackView(arrangedSubviews: [captionLabel, pageControl])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 2
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: topAnchor),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            pageControl.widthAnchor.constraint(lessThanOrEqualTo: stack.widthAnchor),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// Shows `index` of `count` items (an empty carousel shows "No items").
    func show(index: Int, count: Int) {
        pageControl.numberOfPages = count
        pageControl.isHidden = count == 0
        if count > 0 { pageControl.currentPage = min(max(0, index), count - 1) }
        captionLabel.text = count == 0 ? "No items" : "Item \(min(max(0, index), count - 1) + 1) of \(count)"
    }
}
