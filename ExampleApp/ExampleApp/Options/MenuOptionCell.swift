import UIKit

/// An options-panel row with a pull-down menu showing the current choice (e.g. the type).
@available(iOS 16.0, *)
final class MenuOptionCell: UITableViewCell {
    static let reuseIdentifier = "MenuOptionCell"

    private let titleLabel = UILabel()
    private let button = UIButton(configuration: .gray())

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 0
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        button.setContentHuggingPriority(.required, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [titleLabel, button])
        stack.spacing = 8
        stack.alignment = .center
        contentView.addSubviewPinnedToMargins(stack)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// Shows `title` with a menu of `titles`, the `get()`th selected; choosing one calls `set`.
    func configure(title: String, titles: [String], get: @MainActor () -> Int, set: @escaping @MainActor (Int) -> Void)
    {
        titleLabel.text = title
        let selected = get()
        button.menu = UIMenu(
            children: titles.enumerated().map { index, choice in
                UIAction(title: choice, state: index == selected ? .on : .off) { _ in set(index) }
            })
        button.accessibilityLabel = title
    }
}
