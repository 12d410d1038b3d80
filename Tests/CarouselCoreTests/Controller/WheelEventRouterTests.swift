@_spi(Plumbing) import CarouselCore
import Testing

/// The router's rule on answers written by hand: kept while held, handed on before the refused
/// event that asks for it, dropped otherwise.
@Suite("WheelEventRouter")
struct WheelEventRouterTests {
    private func wheel(_ phase: ScrollWheelEvent.Phase) -> ScrollWheelEvent {
        ScrollWheelEvent(delta: Point2D(x: 0, y: -1), phase: phase, isPrecise: true)
    }

    private func answer(accepted: Bool, holds: Bool = false, passesOn: Bool = false) -> ControllerOutput {
        var out = ControllerOutput()
        out.isAccepted = accepted
        out.refusal = accepted ? nil : .acrossAxis
        out.holdsWheelEvent = holds
        out.passesOnHeldWheelEvents = passesOn
        return out
    }

    @Test("events held while undecided go on, in order, before the refused event that decides")
    func heldThenRefused() {
        var router = WheelEventRouter<String>()
        #expect(
            router.eventsToPassOn(after: "began", wheel: wheel(.began), answer: answer(accepted: true, holds: true))
                .isEmpty)
        #expect(
            router.eventsToPassOn(after: "c1", wheel: wheel(.changed), answer: answer(accepted: true, holds: true))
                .isEmpty)
        #expect(router.heldCount == 2)
        let passed = router.eventsToPassOn(
            after: "c2", wheel: wheel(.changed), answer: answer(accepted: false, passesOn: true))
        #expect(passed == ["began", "c1", "c2"])
        #expect(router.heldCount == 0)
        #expect(router.eventsToPassOn(after: "c3", wheel: wheel(.changed), answer: answer(accepted: false)) == ["c3"])
    }

    @Test("events held while undecided are dropped once the carousel takes the gesture")
    func heldThenTaken() {
        var router = WheelEventRouter<Int>()
        _ = router.eventsToPassOn(after: 1, wheel: wheel(.began), answer: answer(accepted: true, holds: true))
        #expect(router.eventsToPassOn(after: 2, wheel: wheel(.changed), answer: answer(accepted: true)).isEmpty)
        #expect(router.heldCount == 0)
        // A later refusal that does not ask for them passes on only itself.
        #expect(router.eventsToPassOn(after: 3, wheel: wheel(.changed), answer: answer(accepted: false)) == [3])
    }

    @Test("a new gesture starts with nothing kept, and a refusal that does not ask drops what was kept")
    func newGestureClears() {
        var router = WheelEventRouter<Int>()
        _ = router.eventsToPassOn(after: 1, wheel: wheel(.began), answer: answer(accepted: true, holds: true))
        _ = router.eventsToPassOn(after: 2, wheel: wheel(.began), answer: answer(accepted: true, holds: true))
        #expect(
            router.eventsToPassOn(after: 3, wheel: wheel(.changed), answer: answer(accepted: false, passesOn: true))
                == [2, 3])
        _ = router.eventsToPassOn(after: 4, wheel: wheel(.mayBegin), answer: answer(accepted: true))
        _ = router.eventsToPassOn(after: 5, wheel: wheel(.began), answer: answer(accepted: true, holds: true))
        #expect(router.eventsToPassOn(after: 6, wheel: wheel(.changed), answer: answer(accepted: false)) == [6])
        #expect(
            router.eventsToPassOn(after: 7, wheel: wheel(.changed), answer: answer(accepted: false, passesOn: true))
                == [7])
    }
}
