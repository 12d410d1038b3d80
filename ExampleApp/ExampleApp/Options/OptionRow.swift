import UIKit

/// One control in the options panel, bound live to a property through a getter and a setter.
@available(iOS 15.0, *)
@MainActor
struct OptionRow {
    /// What kind of control edits the value.
    enum Control {
        /// A switch.
        case toggle(get: @MainActor () -> Bool, set: @MainActor (Bool) -> Void)
        /// A slider, optionally with a reset to the default.
        case number(NumberBinding)
        /// A segmented control, for a few choices.
        case segments(titles: [String], get: @MainActor () -> Int, set: @MainActor (Int) -> Void)
        /// A pull-down menu, for many choices.
        case menu(titles: [String], get: @MainActor () -> Int, set: @MainActor (Int) -> Void)
        /// A button.
        case action(@MainActor () -> Void)
    }

    /// The row's label.
    let title: String
    /// The row's control.
    let control: Control
}

/// A slider's binding: its range and how to read and write the value.
@available(iOS 15.0, *)
@MainActor
struct NumberBinding {
    /// The slider's range.
    var range: ClosedRange<Double>
    /// Values snap to multiples of this step (e.g. 1 for counts); `nil` for continuous values.
    var step: Double?
    /// The value, or `nil` while the property takes its default.
    var get: @MainActor () -> Double?
    /// Sets the value; `nil` resets to the default (only offered when ``isResettable``).
    var set: @MainActor (Double?) -> Void
    /// Whether the row offers a reset to the default.
    var isResettable: Bool
    /// The value the property takes by default, for display, if known.
    var defaultValue: @MainActor () -> Double?
    /// The value as shown next to the slider.
    var format: @MainActor (Double) -> String
}

/// A titled group of rows in the options panel.
@available(iOS 15.0, *)
@MainActor
struct OptionSection {
    /// The section header.
    let title: String
    /// A footer explaining the section, if any.
    var footer: String?
    /// The rows.
    let rows: [OptionRow]
}
