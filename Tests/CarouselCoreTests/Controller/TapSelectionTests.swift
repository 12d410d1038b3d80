@_spi(Plumbing) import CarouselCore
import Foundation
import Testing

@Suite("TapSelection: what a confirmed tap selects and deselects")
struct TapSelectionTests {
    private let tapped = IndexPath(indexes: [0, 3])
    private let others = [IndexPath(indexes: [0, 1]), IndexPath(indexes: [0, 5])]

    /// UIKit's switches: selection on unless said otherwise, items 1 and 5 selected.
    private func uiKit(
        allows: Bool = true, multiple: Bool = false, editing: Bool = false, duringEditing: Bool = false,
        multipleDuringEditing: Bool = false
    ) -> TapSelection.Switches {
        TapSelection.Switches(
            allowsSelection: allows, allowsMultipleSelection: multiple, isEditing: editing,
            allowsSelectionDuringEditing: duringEditing, allowsMultipleSelectionDuringEditing: multipleDuringEditing,
            selectedItems: others)
    }

    @Test("single selection: the tapped item is selected, the others the delegate lets go are deselected, in order")
    func single() {
        var asked: [[IndexPath]] = []
        let change = TapSelection(
            tapping: tapped, uiKit(),
            approveSelection: {
                asked.append($0)
                return $0
            },
            approveDeselection: {
                asked.append($0)
                return $0.filter { $0.last != 5 }
            })
        #expect(asked == [[tapped], others])
        #expect(change.selected == [tapped])
        #expect(change.deselected == [IndexPath(indexes: [0, 1])])
        #expect(change.reportsTap)
    }

    @Test("multiple selection keeps the others and never asks to deselect")
    func multiple() {
        var askedDeselection = false
        let change = TapSelection(
            tapping: tapped, uiKit(multiple: true), approveSelection: { $0 },
            approveDeselection: {
                askedDeselection = true
                return $0
            })
        #expect(change.selected == [tapped])
        #expect(change.deselected.isEmpty)
        #expect(askedDeselection == false)
        #expect(change.reportsTap)
    }

    @Test("the delegate's refusal refuses the tap: nothing changes, the engine does not hear it")
    func refused() {
        let change = TapSelection(tapping: tapped, uiKit(), approveSelection: { _ in [] }, approveDeselection: { $0 })
        #expect(change == TapSelection())
    }

    @Test("UIKit with selection off: the delegate is not asked and the tap is refused whole")
    func uiKitOff() {
        var asked = false
        let change = TapSelection(
            tapping: tapped, uiKit(allows: false),
            approveSelection: {
                asked = true
                return $0
            }, approveDeselection: { $0 })
        #expect(asked == false)
        #expect(change == TapSelection())
    }

    @Test("UIKit while editing: the during-editing switches apply")
    func editing() {
        #expect(uiKit(allows: true, editing: true, duringEditing: false).allowsSelection == false)
        let switches = uiKit(
            allows: false, multiple: false, editing: true, duringEditing: true, multipleDuringEditing: true)
        #expect(switches.allowsSelection)
        #expect(switches.allowsMultipleSelection)
        #expect(switches.centresWithoutSelection == false)
    }

    @Test("AppKit with isSelectable off: nothing is selected, the click still centres")
    func appKitOff() {
        let switches = TapSelection.Switches(
            allowsSelection: false, allowsMultipleSelection: false, centresWithoutSelection: true, selectedItems: others
        )
        let change = TapSelection(tapping: tapped, switches, approveSelection: { $0 }, approveDeselection: { $0 })
        #expect(change.selected.isEmpty)
        #expect(change.deselected.isEmpty)
        #expect(change.reportsTap)
    }

    @Test("the delegate may answer with other items; those stay selected and are not deselected")
    func redirected() {
        let change = TapSelection(
            tapping: tapped, uiKit(), approveSelection: { _ in [IndexPath(indexes: [0, 5])] },
            approveDeselection: { $0 })
        #expect(change.selected == [IndexPath(indexes: [0, 5])])
        #expect(change.deselected == [IndexPath(indexes: [0, 1])])
    }

    @Test("UIKit multiple selection: a tap on a selected item deselects it (the delegate agreeing) and selects nothing")
    func multipleTapOnSelected() {
        var askedSelection = false
        let selected = others[0]
        let change = TapSelection(
            tapping: selected, uiKit(multiple: true),
            approveSelection: {
                askedSelection = true
                return $0
            }, approveDeselection: { $0 })
        #expect(change.deselected == [selected])
        #expect(change.selected.isEmpty && !change.reportsTap && !askedSelection)
        // The delegate's refusal keeps it selected.
        let refused = TapSelection(
            tapping: selected, uiKit(multiple: true), approveSelection: { $0 }, approveDeselection: { _ in [] })
        #expect(refused == TapSelection())
        // AppKit's plain click selects it (alone or not, AppKit decides).
        let appKit = TapSelection(
            tapping: selected,
            TapSelection.Switches(
                allowsSelection: true, allowsMultipleSelection: true, centresWithoutSelection: false,
                selectedItems: others), approveSelection: { $0 }, approveDeselection: { $0 })
        #expect(appKit.selected == [selected] && appKit.reportsTap)
    }
}

@Suite("TapSelection.perform: the platform calls a change makes")
struct TapSelectionPerformTests {
    /// The calls `change` makes, one line each.
    private func calls(_ change: TapSelection) -> [String] {
        var log: [String] = []
        change.perform(
            deselect: { log.append("deselect \($0.map { $0[1] })") },
            select: { log.append("select \($0.map { $0[1] })") },
            report: { log.append("report") })
        return log
    }

    @Test("deselect, select, report, in that order; nothing for what is empty")
    func order() {
        var change = TapSelection()
        #expect(calls(change).isEmpty)
        change.reportsTap = true
        #expect(calls(change) == ["report"])
        change.selected = [IndexPath(indexes: [0, 3])]
        change.deselected = [IndexPath(indexes: [0, 1]), IndexPath(indexes: [0, 5])]
        #expect(calls(change) == ["deselect [1, 5]", "select [3]", "report"])
    }
}
