import Foundation

/// What a confirmed tap (or click) selects and deselects, decided from the collection view's
/// selection switches as plain values; the app's delegate is asked through two closures.
///
/// The platform then deselects ``deselected``, selects ``selected`` and, when ``reportsTap`` is
/// set, hands the engine ``InteractionInput/select(_:)`` (which centres the item and reports it).
@_spi(Plumbing) public struct TapSelection: Hashable, Sendable {
    /// The collection view's selection switches at the tap.
    public struct Switches: Hashable, Sendable {
        /// Whether items can be selected now (UIKit: `allowsSelection`, or
        /// `allowsSelectionDuringEditing` while editing; AppKit: `isSelectable`).
        public var allowsSelection: Bool
        /// Whether several items can be selected at once.
        public var allowsMultipleSelection: Bool
        /// Whether a tap still centres an item while selection is off (AppKit, whose `isSelectable`
        /// governs selection only). UIKit refuses such a tap whole, as it refuses a touch on a cell.
        public var centresWithoutSelection: Bool
        /// The index paths selected before the tap, in the platform's order.
        public var selectedItems: [IndexPath]
        /// Whether, in multiple selection, a tap on a selected item deselects it (UIKit's own tap
        /// does; AppKit's plain click selects it alone).
        public var tapDeselectsSelectedItem = false

        /// Switches as AppKit reads them (`isSelectable`, `allowsMultipleSelection`).
        public init(
            allowsSelection: Bool, allowsMultipleSelection: Bool, centresWithoutSelection: Bool,
            selectedItems: [IndexPath]
        ) {
            self.allowsSelection = allowsSelection
            self.allowsMultipleSelection = allowsMultipleSelection
            self.centresWithoutSelection = centresWithoutSelection
            self.selectedItems = selectedItems
        }

        /// Switches as UIKit reads them: while editing, the `…DuringEditing` switches apply, a
        /// tap is refused whole while selection is off, and in multiple selection a tap on a
        /// selected item deselects it.
        public init(
            allowsSelection: Bool, allowsMultipleSelection: Bool, isEditing: Bool, allowsSelectionDuringEditing: Bool,
            allowsMultipleSelectionDuringEditing: Bool, selectedItems: [IndexPath]
        ) {
            self.init(
                allowsSelection: isEditing ? allowsSelectionDuringEditing : allowsSelection,
                allowsMultipleSelection: isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection,
                centresWithoutSelection: false, selectedItems: selectedItems)
            tapDeselectsSelectedItem = true
        }
    }

    /// Deselect these first (the app's delegate agreed), in order.
    public var deselected: [IndexPath] = []
    /// Then select these (the app's delegate's answer for the tapped item).
    public var selected: [IndexPath] = []
    /// Whether the engine hears the tap as a selection (it centres and reports the item).
    public var reportsTap = false

    /// A tap that changes nothing and is not reported.
    public init() {}

    /// The selection a tap on `item` makes.
    /// - Parameters:
    ///   - approveSelection: the app's delegate's answer for the items a tap would select (UIKit:
    ///     those for which `shouldHighlightItemAt` and `shouldSelectItemAt` agree; AppKit:
    ///     `shouldSelectItemsAt`); an empty answer refuses the tap.
    ///   - approveDeselection: the delegate's answer for the items single selection would
    ///     deselect, or the selected item a multiple-selection tap on UIKit deselects
    ///     (`shouldDeselectItemAt` / `shouldDeselectItemsAt`), asked only when there are any.
    public init(
        tapping item: IndexPath, _ switches: Switches, approveSelection: ([IndexPath]) -> [IndexPath],
        approveDeselection: ([IndexPath]) -> [IndexPath]
    ) {
        guard switches.allowsSelection else {
            reportsTap = switches.centresWithoutSelection
            return
        }
        if switches.allowsMultipleSelection, switches.tapDeselectsSelectedItem, switches.selectedItems.contains(item) {
            // UIKit's own tap on a selected item in multiple selection: deselected (the delegate
            // agreeing), and not reported as a selection.
            deselected = approveDeselection([item])
            return
        }
        selected = approveSelection([item])
        guard !selected.isEmpty else { return }
        reportsTap = true
        guard !switches.allowsMultipleSelection else { return }
        let others = switches.selectedItems.filter { !selected.contains($0) }
        if !others.isEmpty { deselected = approveDeselection(others) }
    }

    /// Carries the change out with the platform's calls, each only when it has something to do:
    /// `deselect` the deselected items, then `select` the selected ones, then `report` the tap to
    /// the engine.
    public func perform(deselect: ([IndexPath]) -> Void, select: ([IndexPath]) -> Void, report: () -> Void) {
        if !deselected.isEmpty { deselect(deselected) }
        if !selected.isEmpty { select(selected) }
        if reportsTap { report() }
    }
}
