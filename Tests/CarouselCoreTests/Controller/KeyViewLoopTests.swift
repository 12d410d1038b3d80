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
    /// `CarouselCollectionView` does after a layout pass of `view`: only when the stamp says so,
    /// and only the displayed cards'.
    final class Cards {
        var controls = (0..<12).map { _ in [Control(), Control(refuses: true)] }
        /// The card whose control holds keyboard focus; `nil` when the collection view (or
        /// anything outside the cards) holds it.
        var focused: Int?
        /// What the loop was last brought up to date for.
        var stamp = KeyViewLoop.Stamp<Int>()
        /// How many passes updated the loop.
        var updates = 0

        /// The cards `view` displays: those its carousel placed, or a grid's (all twelve).
        func displayed(_ view: SimulatedCollectionView) -> Set<Int> {
            view.shown == .carousel ? Set(view.visibleAttributes.map { $0.indexPath[1] }) : Set(controls.indices)
        }

        func update(_ view: SimulatedCollectionView, _ controller: SimulatedController) {
            view.layoutIfNeeded()
            let inCharge = controller.driver.isActive
            let current = inCharge ? controller.driver.accessibilityContentItem : nil
            let displayed = displayed(view)
            stamp = stamp.updating(carouselInCharge: inCharge, current: current, displayed: displayed) {
                updates += 1
                KeyViewLoop.update(
                    displayed.map { item in
                        (
                            controls: controls[item],
                            reachable: KeyViewLoop.includes(item, current: current, carouselInCharge: inCharge)
                        )
                    },
                    read: { $0.state },
                    write: {
                        $0.state = $1
                        $0.writes += 1
                    })
                KeyViewLoop.updateFocus(focusedItem: focused, current: current, carouselInCharge: inCharge) {
                    focused = nil
                }
            }
        }

        /// The item view of `item` is reused for new content (`makeItem(withIdentifier:for:)`):
        /// new controls, free to become first responder.
        func reuse(_ item: Int) {
            controls[item] = [Control(), Control(refuses: true)]
            stamp.contentReplaced()
        }

        /// The displayed cards whose first control may become first responder.
        func reachable(_ view: SimulatedCollectionView) -> [Int] {
            displayed(view).sorted().filter { !controls[$0][0].state.refuses }
        }
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
        #expect(cards.reachable(view) == [0])
        controller.programmaticScroll(toItemAt: IndexPath(indexes: [0, 5]), duration: 0)
        cards.update(view, controller)
        #expect(cards.reachable(view) == [5])
        view.switchToGrid()
        cards.update(view, controller)
        #expect(cards.reachable(view) == Array(0..<12))
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
        controller.programmaticScroll(toItemAt: IndexPath(indexes: [0, 1]), duration: 0)
        cards.update(view, controller)
        // Refusing first responder does not give up focus held; the rule takes it away.
        #expect(cards.controls[0][0].state.refuses)
        #expect(cards.focused == nil)
        // Under a grid every card is in the loop: focus on a card that is not the carousel's
        // current one stays where it is as the grid comes in.
        cards.focused = 2
        let updates = cards.updates
        view.switchToGrid()
        cards.update(view, controller)
        #expect(cards.updates == updates + 1)
        #expect(cards.focused == 2)
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
        let sideCards = cards.displayed(view).count - 1
        #expect(sideCards >= 2)
        #expect(writes.reduce(0, +) == sideCards)  // the first control of each displayed side card
    }

    @Test("a stamp asks for an update when an input changed or a card's content was replaced, and only then")
    func stampAnswers() {
        var stamp = KeyViewLoop.Stamp<Int>()
        var updated: Bool
        #expect(stamp.needsUpdate(carouselInCharge: true, current: 3, displayed: [2, 3, 4]))  // none yet
        updated = stamp.shouldUpdate(carouselInCharge: true, current: 3, displayed: [2, 3, 4])
        #expect(updated)
        // Unchanged: no update, however often asked, the displayed cards in any order.
        #expect(!stamp.needsUpdate(carouselInCharge: true, current: 3, displayed: [4, 3, 2]))
        updated = stamp.shouldUpdate(carouselInCharge: true, current: 3, displayed: [2, 3, 4])
        #expect(!updated)
        updated = stamp.shouldUpdate(carouselInCharge: true, current: 3, displayed: [2, 3, 4])
        #expect(!updated)
        // Each input's change asks for one.
        #expect(stamp.needsUpdate(carouselInCharge: false, current: 3, displayed: [2, 3, 4]))
        #expect(stamp.needsUpdate(carouselInCharge: true, current: 4, displayed: [2, 3, 4]))
        #expect(stamp.needsUpdate(carouselInCharge: true, current: nil, displayed: [2, 3, 4]))
        #expect(stamp.needsUpdate(carouselInCharge: true, current: 3, displayed: [2, 3, 4, 5]))  // one more
        #expect(stamp.needsUpdate(carouselInCharge: true, current: 3, displayed: [3, 4]))  // one fewer
        #expect(stamp.needsUpdate(carouselInCharge: true, current: 3, displayed: [3, 4, 5]))  // as many, others
        #expect(stamp.needsUpdate(carouselInCharge: true, current: 3, displayed: []))
        // Asking changed nothing; an update records the new inputs.
        #expect(!stamp.needsUpdate(carouselInCharge: true, current: 3, displayed: [2, 3, 4]))
        updated = stamp.shouldUpdate(carouselInCharge: true, current: 4, displayed: [3, 4, 5])
        #expect(updated)
        #expect(!stamp.needsUpdate(carouselInCharge: true, current: 4, displayed: [3, 4, 5]))
        #expect(stamp.needsUpdate(carouselInCharge: true, current: 3, displayed: [2, 3, 4]))  // and back
        // A card's content replaced (an item view reused) asks for one with the same inputs, once.
        stamp.contentReplaced()
        #expect(stamp.needsUpdate(carouselInCharge: true, current: 4, displayed: [3, 4, 5]))
        updated = stamp.shouldUpdate(carouselInCharge: true, current: 4, displayed: [3, 4, 5])
        #expect(updated)
        updated = stamp.shouldUpdate(carouselInCharge: true, current: 4, displayed: [3, 4, 5])
        #expect(!updated)
        // The platform's form calls the update exactly when one is asked for.
        var calls = 0
        stamp = stamp.updating(carouselInCharge: true, current: 4, displayed: [3, 4, 5]) { calls += 1 }
        #expect(calls == 0)
        stamp = stamp.updating(carouselInCharge: true, current: 5, displayed: [3, 4, 5]) { calls += 1 }
        #expect(calls == 1)
        stamp = stamp.updating(carouselInCharge: true, current: 5, displayed: [3, 4, 5]) { calls += 1 }
        #expect(calls == 1)
    }

    @Test("autoscroll's frames update the loop only as the current or displayed cards change; focus still moves")
    func framesUpdateOnlyOnChange() {
        let (view, controller) = carousel()
        let cards = Cards()
        cards.update(view, controller)
        #expect(cards.updates == 1)
        cards.focused = 0  // Tab reached the current card's control
        cards.update(view, controller)  // a pass that changes nothing
        #expect(cards.updates == 1)
        controller.feed(.autoscroll(0.5))
        var passes = 0
        var currents: [Int?] = []
        var displayedSets: [Set<Int>] = []
        while view.clock < 3 {
            view.clock += 1.0 / 60
            controller.feed(.frame)
            cards.update(view, controller)
            passes += 1
            let current = controller.driver.accessibilityContentItem
            let displayed = cards.displayed(view)
            if currents.last != current { currents.append(current) }
            if displayedSets.last != displayed { displayedSets.append(displayed) }
            // The loop is right after every pass, whether or not the pass updated it.
            #expect(cards.reachable(view) == current.map { [$0] })
        }
        // The carousel moved on a card and more; most frames changed neither input.
        #expect(currents.count >= 2)
        #expect(cards.updates > 1)
        #expect(cards.updates < passes / 4)
        // The card that held focus moved aside: focus went to the collection view.
        #expect(cards.focused == nil)
        #expect(cards.controls[0][0].state.refuses)
    }

    @Test("a reused item view's new controls leave the loop at the next pass, nothing else changing")
    func reuseUpdates() throws {
        let (view, controller) = carousel()
        let cards = Cards()
        cards.update(view, controller)
        let side = try #require(cards.displayed(view).first { $0 != 0 })
        cards.reuse(side)
        #expect(cards.reachable(view).contains(side))  // the new control, not yet taken out
        cards.update(view, controller)
        #expect(cards.updates == 2)
        #expect(cards.reachable(view) == [0])
        #expect(cards.controls[side][1].state == State(refuses: true, setByCarousel: false))  // the app's
        cards.update(view, controller)
        #expect(cards.updates == 2)
    }

    @Test("an item view moved to another displayed card asks for an update; the same views do not")
    func contentsToken() {
        // Both boxes live to the end of the test: identifiers of distinct live objects differ.
        let boxes = (ContentBox(), ContentBox())
        defer { withExtendedLifetime(boxes) {} }
        let a = ObjectIdentifier(boxes.0)
        let b = ObjectIdentifier(boxes.1)
        let cards: Set<Int> = [3, 4]
        let views = [3: a, 4: b]
        let swapped = [3: b, 4: a]
        let token = KeyViewLoop.Stamp<Int>.contentsToken(of: cards) { views[$0] }
        #expect(token == KeyViewLoop.Stamp<Int>.contentsToken(of: [4, 3]) { views[$0] })
        let moved = KeyViewLoop.Stamp<Int>.contentsToken(of: cards) { swapped[$0] }
        #expect(token != moved)
        #expect(token != KeyViewLoop.Stamp<Int>.contentsToken(of: cards) { $0 == 3 ? a : nil })

        var stamp = KeyViewLoop.Stamp<Int>()
        let first = stamp.shouldUpdate(carouselInCharge: true, current: 3, displayed: cards, contents: token)
        let again = stamp.shouldUpdate(carouselInCharge: true, current: 3, displayed: cards, contents: token)
        // A batch update moved the item views: same index paths, same current card.
        let afterMove = stamp.shouldUpdate(carouselInCharge: true, current: 3, displayed: cards, contents: moved)
        #expect(first && !again && afterMove)
    }
}

/// An object whose identity stands for an item view.
private final class ContentBox {}
