import UIKit

/// An options-panel row with a switch.
@available(iOS 16.0, *)
final class SwitchOptionCell: UITableViewCell {
    static let reuseIdentifier = "SwitchOptionCell"

    private let toggle = UISwitch()
    private var set: (@MainActor (Bool) -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        accessoryView = toggle
        toggle.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                set?(toggle.isOn)
            }, for: .valueChanged)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// Shows `title` with a switch reading `get` and writing `set`.
    func configure(title: String, get: @MainActor () -> Bool, set: @escaping @MainActor (Bool) -> Void) {
        var content = defaultContentConfiguration()
        content.text = title
        contentConfiguration = content
        toggle.isOn = get()
        toggle.accessibilityLabel = title
        self.set = set
    }
}
