@_spi(Plumbing) import CarouselSimulation
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselCore

/// Wheel events over a scroll view nested in a card (a list, a text view, a SwiftUI `ScrollView`),
/// delivered as AppKit's collection view does: the carousel hears every one first; what it passes
/// on goes to the nested scroll view when the pointer is over the current card's, else to the page.
@Suite("ControllerShell: wheel events over a nested scroll view")
struct ControllerShellNestedWheelTests {
    /// Where an event went.
    enum Target: Hashable { case nested, page }

    /// A horizontal carousel of 12 items of 200 × 200 pt in 800 × 500 pt, laid out, with a
    /// controller; every card holds a nested scroll view, which hands back up the responder chain
    /// the events named in `handedBack`.
    final class Harness {
        let view: SimulatedCollectionView
        let controller: SimulatedController
        var router = WheelEventRouter<String>()
        var delivered: [(String, Target)] = []
        var handedBack: Set<String> = []
        /// How many events the engine heard.
        var engineHeard = 0

        init() {
            view = SimulatedCollectionView(
                layout: LayoutDriver(settings: LayoutSettings()), bounds: Rect2D(x: 0, y: 0, width: 800, height: 500),
                sectionCounts: [12])
            view.layoutIfNeeded()
            controller = SimulatedController(view: view)
        }

        /// A wheel event at `point` (relative to the visible area), as
        /// `CarouselCollectionView.scrollWheel(with:)` handles it.
        func send(
            _ name: String, _ dx: Double, _ dy: Double, _ phase: ScrollWheelEvent.Phase,
            at point: Point2D = Point2D(x: 400, y: 250)
        ) {
            view.clock += 1.0 / 60
            let wheel = ScrollWheelEvent(delta: Point2D(x: dx, y: dy), phase: phase, isPrecise: phase != .none)
            let heard = controller.outputs.count
            let passed = controller.route(name, as: wheel, through: &router)
            engineHeard += controller.outputs.count > heard ? 1 : 0
            let content = Point2D(x: view.bounds.origin.x + point.x, y: view.bounds.origin.y + point.y)
            let card = view.layout.indexPathForCardTakingNestedScrolling(atContentPoint: content)
            for event in passed {
                let target = router.target(
                    forPassingOn: event, nested: card.map { _ in Target.nested }, enclosing: .page)
                delivered.append((event, target ?? .page))
                // The nested scroll view hands the event back up: it reaches the carousel again.
                if target == .nested, handedBack.contains(event) { send(event, dx, dy, phase, at: point) }
                router.endPassingOn()
            }
        }
    }

    @Test("across the axis over the current card's nested scroll view: the nested view's; along it: the carousel's")
    func acrossToNestedAlongToCarousel() {
        let h = Harness()
        h.send("b", 0, -4, .began)
        h.send("c", 0, -10, .changed)
        #expect(h.delivered.map(\.0) == ["b", "c"])
        #expect(h.delivered.allSatisfy { $0.1 == .nested })
        #expect(h.controller.driver.engine.scrollOffset == 0)
        h.send("e", 0, 0, .ended)
        h.delivered.removeAll()
        h.send("b2", -4, 0, .began)
        h.send("c2", -30, 0, .changed)
        #expect(h.delivered.isEmpty)
        #expect(h.controller.driver.engine.scrollOffset > 0)
    }

    @Test("across the axis over a side card or outside the cards: the page's, even where a side card nests one")
    func sideCardToPage() {
        let h = Harness()
        h.send("side", 0, -4, .began, at: Point2D(x: 600, y: 250))
        h.send("outside", 0, -4, .changed, at: Point2D(x: 400, y: 480))
        #expect(h.delivered.map(\.1) == [.page, .page])
    }

    @Test("an event the nested view hands back goes to the page, unheard by the engine again")
    func handedBackGoesToPage() {
        let h = Harness()
        h.handedBack = ["tick"]
        h.send("tick", 0, -1, .none)
        #expect(h.delivered.map(\.1) == [.nested, .page])
        #expect(h.engineHeard == 1)
        #expect(h.router.isPassingOn == false)
        // The next event is the carousel's to decide again.
        h.send("tick2", 0, -1, .none)
        #expect(h.delivered.last.map(\.1) == .nested)
    }
}

/// A card answers no hit test for a wheel event while a carousel is in charge, so the carousel
/// hears it first; otherwise its own hit test stands.
@Suite("CardWheelHit")
struct CardWheelHitTests {
    @Test("no view for a wheel event while in charge; the card's own answer for any other event or layout")
    func cardHit() {
        let point = Point2D(x: 40, y: 60)
        #expect(
            CardWheelHit.view("nested", isWheelEvent: true, eventLocation: point, point: point, carouselInCharge: true)
                == nil)
        #expect(
            CardWheelHit.view("nested", isWheelEvent: true, eventLocation: point, point: point, carouselInCharge: false)
                == "nested")
        #expect(
            CardWheelHit.view("button", isWheelEvent: false, eventLocation: point, point: point, carouselInCharge: true)
                == "button")
    }

    @Test("a hit test elsewhere while the last event is still a wheel event gets the card's own answer")
    func staleWheelEvent() {
        let wheel = Point2D(x: 40, y: 60)
        func hit(_ point: Point2D, wheelAt location: Point2D?) -> String? {
            CardWheelHit.view(
                "button", isWheelEvent: true, eventLocation: location, point: point, carouselInCharge: true)
        }
        // The wheel event's own hit test, rounding included.
        #expect(hit(wheel, wheelAt: wheel) == nil)
        #expect(hit(Point2D(x: 40.5, y: 59.5), wheelAt: wheel) == nil)
        // Another hit test (accessibility, a cursor update, a drag) while the wheel event is the
        // last event taken from the queue.
        #expect(hit(Point2D(x: 120, y: 60), wheelAt: wheel) == "button")
        #expect(hit(Point2D(x: 40, y: 60.6), wheelAt: wheel) == "button")
        // No location (a view out of its window), or a non-finite one: never the wheel's.
        #expect(hit(wheel, wheelAt: nil) == "button")
        #expect(hit(Point2D(x: .nan, y: 60), wheelAt: Point2D(x: .nan, y: 60)) == "button")
    }

    @Test("a card point measured down from the top is measured up from the bottom in an unflipped view")
    func flippedPoint() {
        let point = Point2D(x: 10, y: 30)
        #expect(point.inView(height: 200, isFlipped: true) == point)
        #expect(point.inView(height: 200, isFlipped: false) == Point2D(x: 10, y: 170))
    }
}
