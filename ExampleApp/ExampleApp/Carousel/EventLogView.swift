import UIKit

/// The last few carousel events, newest first, in a small monospaced list.
///
/// Events come from the scroll controller (dragging, decelerating, scrolling animations, current
/// item changes), the data source (likes) and the screen (selection, rotation).
@available(iOS 16.0, *)
final class EventLogView: UIView {
    /// How many events stay on screen.
    var capacity = 6

    private let label = UILabel()
    private var lines: [String] = []
    private let clock: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss.SS"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        return formatter
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = UIFontMetrics(forTextStyle: .caption1).scaledFont(
            for: .monospacedSystemFont(ofSize: 11, weight: .regular))
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: topAnchor),
            label.bottomAnchor.constraint(equalTo: bottomAnchor),
            label.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        ])
        isAccessibilityElement = true
        accessibilityLabel = "Event log"
        show()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// Adds an event at the top of the list.
    func log(_ event: String) {
        lines.insert("\(clock.string(from: Date()))  \(event)", at: 0)
        if lines.count > capacity { lines.removeLast(lines.count - capacity) }
        show()
    }

    private func show() {
        // Keep the height constant so the carousel above does not jump as events arrive.
        let padded = lines + Array(repeating: " ", count: max(0, capacity - lines.count))
        label.text = padded.joined(separator: "\n")
        accessibilityValue = lines.first
    }
}
