import UIKit

/// An options-panel row with a slider: title, value, a reset button and the slider itself.
///
/// A value left at its default shows "Default" and, when the layout can tell, the default value.
@available(iOS 16.0, *)
final class SliderOptionCell: UITableViewCell {
    static let reuseIdentifier = "SliderOptionCell"

    private let titleLabel = UILabel()
    private let valueLabel = UILabel()
    private let resetButton = UIButton(type: .system)
    private let slider = UISlider()
    private var binding: NumberBinding?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 0
        valueLabel.font = .preferredFont(forTextStyle: .body)
        valueLabel.adjustsFontForContentSizeCategory = true
        valueLabel.textColor = .secondaryLabel
        valueLabel.setContentHuggingPriority(.required, for: .horizontal)
        valueLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
        resetButton.setImage(UIImage(systemName: "arrow.counterclockwise.circle"), for: .normal)
        resetButton.accessibilityLabel = "Reset to default"
        resetButton.setContentHuggingPriority(.required, for: .horizontal)
        resetButton.addAction(UIAction { [weak self] _ in self?.reset() }, for: .primaryActionTriggered)
        slider.addAction(UIAction { [weak self] _ in self?.sliderMoved() }, for: .valueChanged)

        let header = UIStackView(arrangedSubviews: [titleLabel, valueLabel, resetButton])
        header.spacing = 8
        header.alignment = .center
        let stack = UIStackView(arrangedSubviews: [header, slider])
        stack.axis = .vertical
        stack.spacing = 4
        contentView.addSubviewPinnedToMargins(stack)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// Binds the row to `binding` under `title`.
    func configure(title: String, binding: NumberBinding) {
        self.binding = binding
        titleLabel.text = title
        slider.minimumValue = Float(binding.range.lowerBound)
        slider.maximumValue = Float(binding.range.upperBound)
        slider.accessibilityLabel = title
        resetButton.isHidden = !binding.isResettable
        refresh()
    }

    private func refresh() {
        guard let binding else { return }
        let value = binding.get()
        let shown = value ?? binding.defaultValue()
        if let shown, shown.isFinite {
            slider.value = Float(min(max(shown, binding.range.lowerBound), binding.range.upperBound))
        }
        if let value {
            valueLabel.text = binding.format(value)
            valueLabel.textColor = .label
        } else {
            valueLabel.text = shown.map { "Default (\(binding.format($0)))" } ?? "Default"
            valueLabel.textColor = .secondaryLabel
        }
        slider.accessibilityValue = valueLabel.text
        resetButton.isEnabled = value != nil
    }

    private func sliderMoved() {
        guard let binding else { return }
        var value = Double(slider.value)
        if let step = binding.step, step > 0 { value = (value / step).rounded() * step }
        binding.set(value)
        refresh()
    }

    private func reset() {
        binding?.set(nil)
        refresh()
    }
}
