import UIKit

/// An options-panel row with a segmented control (e.g. Default / On / Off).
@available(iOS 16.0, *)
final class SegmentsOptionCell: UITableViewCell {
    static let reuseIdentifier = "SegmentsOptionCell"

    private let titleLabel = UILabel()
    private let segments = UISegmentedControl()
    private var set: (@MainActor (Int) -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 0
        segments.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                set?(segments.selectedSegmentIndex)
            }, for: .valueChanged)
        let stack = UIStackView(arrangedSubviews: [titleLabel, segments])
        stack.axis = .vertical
        stack.spacing = 6
        stack.alignment = .leading
        contentView.addSubviewPinnedToMargins(stack)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// Shows `title` with one segment per title, reading `get` and writing `set`.
    func configure(title: String, titles: [String], get: @MainActor () -> Int, set: @escaping @MainActor (Int) -> Void)
    {
        titleLabel.text = title
        segments.removeAllSegments()
        for (index, segment) in titles.enumerated() {
            segments.insertSegment(withTitle: segment, at: index, animated: false)
        }
        segments.selectedSegmentIndex = get()
        segments.accessibilityLabel = title
        self.set = set
    }
}
