import Foundation

/// A slider's binding: its range and how to read and write the value.
@available(iOS 16.0, *)
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
