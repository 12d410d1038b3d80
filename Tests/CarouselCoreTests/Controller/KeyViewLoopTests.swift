@_spi(Plumbing) import CarouselSimulation
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselCore

/// Only the current card's controls are in the key-view loop while a carousel is in charge; a
/// grid's cells are all reachable; the app's own refusals stay.
@Suite("KeyViewLoop")
struct KeyViewLoopTests {
    typealias State = KeyViewLoop.ControlState

    /// A control in a card, as the platform reads and writes it.
    final class Control {
        var state: State
        var writes = 0
        init(refuses: Bool = false) { state = State(refuses: refuses, setByCarousel: false) }
    }

    /// The controls of twelve cards (two each, the second made to refuse by the app), updated as
    /// `CarouselCollectionView` does after a layout pass of `view`.
    final class Cards {
        let controls = (0..<12).map { _ in [Control(), Control(refuses: true)] }
        /// The card whose control holds keyboard focus; `nil` when the collection view (or
        /// anything outside the cards) holds it.
        var focused: Int?

        func update(_ view: SimulatedCollectionView, _ controller: SimulatedController) {
            let inCharge = controller.driver.isActive
            let current = controller.driver.accessibilityContentItem
            defer {
                KeyViewLoop.updateFocus(focusedItem: focused, current: current, carouselInCharge: inCharge) {
                    focused = nil
                }
            }
            KeyViewLoop.update(
                controls.enumerated().map { item, controls in
                    (
                        controls: controls,
                        reachable: KeyViewLoop.includes(item, current: current, carouselInCharge: inCharge)
                    )
                },
                read: { $0.state },
                write: {
                    $0.state = $1
                    $0.writes += 1
                })
        }

        /// The cards whose first control may become first responder.
        var reachable: [Int] { controls.indices.filter { !controls[$0][0].state.refuses } }
    }

    func carousel() -> (SimulatedCollectionView, SimulatedController) {
        let view = SimulatedCollectionView(
            layout: LayoutDriver(settings: LayoutSettings()), bounds: Rect2D(x: 0, y: 0, width: 800, height: 500),
            sectionCounts: [12])
        view.layoutIfNeeded()
        return (view, SimulatedController(view: view))
    }

    @Test("only the current card's controls are reachable; they follow the current card; a grid's are all")
    func followsCurrentCardAndCharge() {
        let (view, controller) = carousel()
        let cards = Cards()
        cards.update(view, controller)
        #expect(cards.reachable == [0])
        controller.programmaticScroll(toItemAt: IndexPath(indexes: [0, 5]), duration: 0)
        cards.update(view, controller)
        #expect(cards.reachable == [5])
        view.switchToGrid()
        cards.update(view, controller)
        #expect(cards.reachable == Array(0..<12))
        // The app's own refusals were never lifted.
        #expect(cards.controls.allSatisfy { $0[1].state.refuses && !$0[1].state.setByCarousel })
    }

    @Test("focus on a control of a card that moves aside goes to the collection view; a grid's stays")
    func focusLeavesSideCard() {
        let (view, controller) = carousel()
        let cards = Cards()
        cards.update(view, controller)
        cards.focused = 0  // Tab reached the current card's control
        cards.update(view, controller)
        #expect(cards.focused == 0)
        controller.programmaticScroll(toItemAt: IndexPath(indexes: [0, 5]), duration: 0)
        cards.update(view, controller)
        // Refusing first responder does not give up focus held; the rule takes it away.
        #expect(cards.controls[0][0].state.refuses)
        #expect(cards.focused == nil)
        // Under a grid every card is in the loop: focus stays where it is.
        view.switchToGrid()
        cards.update(view, controller)
        cards.focused = 3
        cards.update(view, controller)
        #expect(cards.focused == 3)
        #expect(
            KeyViewLoop.movesFocusToCollection(focusedItem: Int?.none, current: 5, carouselInCharge: true) == false)
        #expect(KeyViewLoop.movesFocusToCollection(focusedItem: 5, current: 5, carouselInCharge: true) == false)
        #expect(KeyViewLoop.movesFocusToCollection(focusedItem: 4, current: 5, carouselInCharge: true))
        #expect(KeyViewLoop.movesFocusToCollection(focusedItem: 4, current: nil, carouselInCharge: true))
    }

    @Test("a refusal is set and lifted only by the carousel; unchanged controls are not written")
    func refusalBookkeeping() {
        let free = State(refuses: false, setByCarousel: false)
        let appRefused = State(refuses: true, setByCarousel: false)
        let carouselRefused = State(refuses: true, setByCarousel: true)
        #expect(free.applying(reachable: false) == carouselRefused)
        #expect(carouselRefused.applying(reachable: true) == free)
        #expect(appRefused.applying(reachable: false) == appRefused)
        #expect(appRefused.applying(reachable: true) == appRefused)
        #expect(free.applying(reachable: true) == free)
        let (view, controller) = carousel()
        let cards = Cards()
        cards.update(view, controller)
        let writes = cards.controls.flatMap { $0 }.map(\.writes)
        cards.update(view, controller)
        #expect(cards.controls.flatMap { $0 }.map(\.writes) == writes)
        #expect(writes.reduce(0, +) == 11)  // the first control of each side card
    }
}
