@_spi(Plumbing) import CarouselSimulation
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselCore

/// What VoiceOver reads of a carousel and what it is told, through a ``SimulatedController`` on a
/// ``SimulatedCollectionView``: the adjustable element's value (AppKit's slider) as VoiceOver
/// reads it right after its increment, and the platform's own moves while VoiceOver focuses a card.
@Suite("ControllerShell: VoiceOver's value and scrolls")
struct ControllerShellAccessibilityTests {
    /// Linear, `items` items of 200 × 200 pt in 800 × 500 pt, laid out, with a controller installed
    /// and VoiceOver running.
    func carousel(items: Int = 12) -> (SimulatedCollectionView, SimulatedController) {
        let view = SimulatedCollectionView(
            layout: LayoutDriver(settings: LayoutSettings()), bounds: Rect2D(x: 0, y: 0, width: 800, height: 500),
            sectionCounts: [items])
        view.layoutIfNeeded()
        let controller = SimulatedController(view: view)
        controller.environmentDidChange(InteractionEnvironment(isVoiceOverRunning: true, isInWindow: true))
        return (view, controller)
    }

    func path(_ item: Int) -> IndexPath { IndexPath(indexes: [0, item]) }

    /// Display frames at 60 Hz for `seconds`.
    func frames(_ view: SimulatedCollectionView, _ controller: SimulatedController, for seconds: Double) {
        for _ in 0..<Int((seconds * 60).rounded()) {
            view.clock += 1.0 / 60
            controller.feed(.frame)
        }
    }

    /// VoiceOver's increment (`steps` 1) or decrement (−1), as AppKit's controller feeds it.
    @discardableResult
    func adjust(_ controller: SimulatedController, by steps: Int) -> Bool {
        controller.feedVoiceOver(controller.driver.accessibilityAdjustment(byItems: steps), as: .adjusted)
    }

    // MARK: The adjustable element's value

    @Test("an increment's value names the card it heads for at once, and one notice follows at rest")
    func incrementNamesItsTargetAtOnce() {
        let (view, controller) = carousel()
        #expect(controller.accessibilityValueText == "Item 1 of 12")
        let told = controller.voiceOverNotices.count
        #expect(adjust(controller, by: 1))
        // VoiceOver reads the value right after the increment, before any frame moved the carousel.
        #expect(controller.driver.engine.currentItemIndex == 0)
        #expect(controller.accessibilityValueText == "Item 2 of 12")
        frames(view, controller, for: 0.2)
        #expect(controller.accessibilityValueText == "Item 2 of 12", "half way the value still names the target")
        #expect(controller.voiceOverNotices.count == told, "told before the carousel rests")
        frames(view, controller, for: 0.5)
        #expect(controller.driver.engine.currentItemIndex == 1)
        #expect(controller.accessibilityValueText == "Item 2 of 12")
        #expect(Array(controller.voiceOverNotices[told...]) == [.valueChanged(item: 1)])
    }

    @Test("a decrement names the card before at once, in the app's words")
    func decrementNamesItsTargetInTheAppsWords() {
        let (view, controller) = carousel()
        controller.handlers.accessibilityAnnouncement = { "Card \($0[1])" }
        controller.programmaticScroll(toItemAt: path(3), duration: 0)
        frames(view, controller, for: 0.1)
        #expect(controller.accessibilityValueText == "Card 3")
        #expect(adjust(controller, by: -1))
        #expect(controller.accessibilityValueText == "Card 2")
        // The app announces nothing for a card: the value still names it.
        controller.handlers.accessibilityAnnouncement = { _ in nil }
        #expect(controller.accessibilityValueText == "Item 3 of 12")
    }

    @Test("an adjustment another move overtakes names the current card again; its rest is spoken")
    func overtakenAdjustmentNamesTheCurrentCard() {
        let (view, controller) = carousel()
        adjust(controller, by: 1)
        #expect(controller.accessibilityValueText == "Item 2 of 12")
        view.clock += 0.05
        controller.programmaticScroll(toItemAt: path(6), duration: 0.4)
        #expect(controller.accessibilityValueText == "Item 1 of 12", "the app's scroll has not left item 0 yet")
        let told = controller.voiceOverNotices.count
        frames(view, controller, for: 0.6)
        #expect(controller.accessibilityValueText == "Item 7 of 12")
        #expect(Array(controller.voiceOverNotices[told...]) == [.speakPosition(item: 6)])
    }

    @Test("an increment at the last card names that card; with no cards there is no value")
    func edges() {
        let (view, controller) = carousel(items: 3)
        controller.programmaticScroll(toItemAt: path(2), duration: 0)
        frames(view, controller, for: 0.1)
        adjust(controller, by: 1)
        #expect(controller.accessibilityValueText == "Item 3 of 3")
        let (_, empty) = carousel(items: 0)
        adjust(empty, by: 1)
        #expect(empty.accessibilityValueText == nil)
    }

    // MARK: VoiceOver's scroll-to-visible

    @Test(
        "focusing a partly hidden side card centres it, though the platform's scroll-to-visible moves the strip meanwhile"
    )
    func scrollToVisibleDuringFocusCentring() {
        let (view, controller) = carousel()
        // VoiceOver focuses card 2: centred 400 pt right of the centre, its right half outside 800 pt.
        let input = controller.driver.accessibilityFocusScroll(toItem: 2)
        #expect(input != nil)
        input.map { _ = controller.feedVoiceOver($0, as: .focus) }
        // UIKit's scroll-to-visible moves the strip just enough to show the whole card: 100 pt.
        view.clock += 1.0 / 60
        let before = view.contentOffset
        view.moveContent(to: Point2D(x: before.x + 100, y: before.y))
        controller.scrollViewDidScroll()
        frames(view, controller, for: 0.6)
        #expect(controller.driver.engine.currentItemIndex == 2)
        #expect(abs(controller.driver.engine.scrollOffset - 2) < 1e-9)
    }

    @Test("without centring the focused card, the strip scroll-to-visible moved settles on the nearest item")
    func scrollToVisibleAtRest() {
        let (view, controller) = carousel()
        controller.driver.settings.centersFocusedItem = false
        #expect(controller.driver.accessibilityFocusScroll(toItem: 2) == nil)
        // Scroll-to-visible moves the strip 80 pt (0.4 items) toward card 2, a move the carousel
        // did not start.
        view.clock += 1.0 / 60
        let before = view.contentOffset
        view.moveContent(to: Point2D(x: before.x + 80, y: before.y))
        controller.scrollViewDidScroll()
        frames(view, controller, for: 1)
        // Back on item 0: card 2 is partly hidden again.
        #expect(controller.driver.engine.currentItemIndex == 0)
        #expect(abs(controller.driver.engine.scrollOffset) < 1e-9)
    }
}
