import Foundation

/// A titled group of rows in the options panel.
@available(iOS 16.0, *)
@MainActor
struct OptionSection {
    /// The section header.
    let title: String
    /// A footer explaining the section, if any.
    var footer: String?
    /// The rows.
    let rows: [OptionRow]
}
