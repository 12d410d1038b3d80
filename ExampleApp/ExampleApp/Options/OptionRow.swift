import UIKit

/// One control in the options panel, bound live to a property through a getter and a setter.
@available(iOS 16.0, *)
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
