import UIKit

/// Shows the current item live: a caption ("index 3 · 12 items · scroll offset 3.00") and a page
/// control bound to it.
///
/// Tapping or scrubbing the page control asks ``onPageSelected`` to scroll the carousel there.
@available(iOS 16.0, *)
final class CarouselStatusView: UIView {
    /// Called when the user picks a page on the page control.
    var onPageSelected: ((Int) -> Void)?

    private let captionLabel = UILabel()
    private let pageControl = UIPageControl()

    override init(frame: CGRect) {
        super.init(frame: frame)
        captionLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(
            for: .monospacedDigitSystemFont(ofSize: 15, weight: .semibold))
        captionLabel.adjustsFontForContentSizeCategory = true
        captionLabel.textAlignment = .center
        captionLabel.accessibilityTraits = AccessibilityTraits.updatesFrequently
        captionLabel.accessibilityIdentifier = "carousel.status"  // for the UI tests

        pageControl.currentPageIndicatorTintColor = .tintColor
        pageControl.pageIndicatorTintColor = .tertiaryLabel
        pageControl.backgroundStyle = .minimal
        pageControl.hidesForSinglePage = false
        pageControl.addAction(
            UIAction { [weak self] _ in
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

    /// Shows the current item's `index` (0-based, as the API counts) of `count` and the live scroll
    /// offset in items (an empty carousel shows "No items").
    func show(index: Int, count: Int, scrollOffset: Double) {
        if pageControl.numberOfPages != count { pageControl.numberOfPages = count }
        pageControl.isHidden = count == 0
        let index = min(max(0, index), max(0, count - 1))
        // Leave the page control alone while the user scrubs it.
        if count > 0, !pageControl.isTracking, pageControl.currentPage != index { pageControl.currentPage = index }
        let offset = scrollOffset.formatted(.number.precision(.fractionLength(2)))
        captionLabel.text = count == 0 ? "No items" : "index \(index) · \(count) items · scroll offset \(offset)"
        captionLabel.accessibilityLabel = count == 0 ? "No items" : "Item \(index + 1) of \(count)"
    }
}
