@_spi(Plumbing) import CarouselSimulation
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselCore

/// The focus delegate's answers (UIKit's `canFocusItemAt` and `shouldUpdateFocusIn`): the carousel's
/// refusal first, the app's delegate asked only where the carousel leaves the answer to it.
@Suite("ControllerShell: focus questions with the app's delegate")
struct ControllerShellFocusDelegateTests {
    /// Linear, 12 items of 200 × 200 pt in 800 × 500 pt, with a controller installed (the view
    /// holds it; the controller holds the view weakly, so a test keeps the view).
    func carousel() -> (SimulatedCollectionView, SimulatedController) {
        let view = SimulatedCollectionView(
            layout: LayoutDriver(settings: LayoutSettings()), bounds: Rect2D(x: 0, y: 0, width: 800, height: 500),
            sectionCounts: [12])
        view.layoutIfNeeded()
        return (view, SimulatedController(view: view))
    }

    func path(_ item: Int) -> IndexPath { IndexPath(indexes: [0, item]) }

    @Test("a card the carousel refuses focus to is refused without asking the app")
    func refusedWithoutAsking() {
        let (view, controller) = carousel()
        defer { withExtendedLifetime(view) {} }
        var asked = 0
        #expect(
            !controller.canFocus(onItemAt: path(3)) {
                asked += 1
                return true
            })
        #expect(asked == 0)
    }

    @Test("a card the carousel allows takes the app's answer; no answer allows it")
    func appAnswers() {
        let (view, controller) = carousel()
        defer { withExtendedLifetime(view) {} }
        let current = controller.driver.engine.currentItemIndex
        #expect(!controller.canFocus(onItemAt: path(current)) { false })
        #expect(controller.canFocus(onItemAt: path(current)) { true })
        #expect(controller.canFocus(onItemAt: path(current)) { nil })
    }

    @Test("with a grid shown, every focus answer is the app's")
    func gridIsTheApps() {
        let (view, controller) = carousel()
        view.showPlainly(.grid)
        #expect(controller.canFocus(onItemAt: path(3)) { nil })
        #expect(!controller.canFocus(onItemAt: path(3)) { false })
        #expect(controller.focusMayMove(.right, fromCarousel: true, toCarousel: true) { nil })
        #expect(!controller.focusMayMove(.right, fromCarousel: true, toCarousel: true) { false })
    }

    @Test("with no answer from the app, the collection view's own allowsFocus is kept")
    func noAnswerKeepsTheViewsAllowsFocus() {
        let (view, controller) = carousel()
        view.showPlainly(.grid)
        view.scrollView.allowsFocus = false
        #expect(!controller.canFocus(onItemAt: path(3)) { nil })
        #expect(controller.canFocus(onItemAt: path(3)) { true })
        view.scrollView.allowsFocus = true
        #expect(controller.canFocus(onItemAt: path(3)) { nil })
    }

    @Test("a move along the axis from a card turns the carousel and is refused, without asking the app")
    func alongTheAxis() {
        let (view, controller) = carousel()
        defer { withExtendedLifetime(view) {} }
        controller.focusDidMove(to: controller.driver.engine.currentItemIndex, fromCarousel: false)
        #expect(controller.driver.engine.holdsFocus)
        var asked = 0
        #expect(
            !controller.focusMayMove(.right, fromCarousel: true, toCarousel: true) {
                asked += 1
                return true
            })
        #expect(asked == 0)
        #expect(controller.driver.engine.isAnimating)  // turning toward item 1
    }

    @Test("a move that does not start on a card is the app's answer; no answer allows it")
    func notFromTheCarousel() {
        let (view, controller) = carousel()
        defer { withExtendedLifetime(view) {} }
        #expect(!controller.focusMayMove(.right, fromCarousel: false, toCarousel: true) { false })
        #expect(controller.focusMayMove(.right, fromCarousel: false, toCarousel: true) { nil })
        #expect(controller.focusMayMove(nil, fromCarousel: true, toCarousel: false) { true })
    }
}
