// The iOS 17 SDK declares UIKit's accessibility-trait constants as mutable globals, which Swift 6
// rejects ("not concurrency-safe"); later SDKs declare them constant. Reading them once here,
// under @preconcurrency, keeps every other file on a plain `import UIKit`.
@preconcurrency import UIKit

/// The VoiceOver traits the app sets.
@available(iOS 16.0, *)
enum AccessibilityTraits {
    /// `UIAccessibilityTraits.button`.
    static let button = UIAccessibilityTraits.button
    /// `UIAccessibilityTraits.updatesFrequently`.
    static let updatesFrequently = UIAccessibilityTraits.updatesFrequently
}
