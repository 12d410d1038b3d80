@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

/// Linear, 12 items of 200 pt in 800×500 bounds (200 points per item).
private func model(items: Int = 12, wrap: Bool = false, vertical: Bool = false, rtl: Bool = false) -> CarouselModel {
    var options = CarouselOptions()
    options.wrap = wrap
    var c = Fixtures.configuration(.linear, items: items, vertical: vertical, options)
    c.layoutDirection = rtl ? .rightToLeft : .leftToRight
    return CarouselModel(c)
}

private func pad(_ dx: Double, _ dy: Double, _ phase: ScrollWheelEvent.Phase) -> InteractionInput {
    .wheel(ScrollWheelEvent(delta: Point2D(x: dx, y: dy), phase: phase, isPrecise: true))
}

private func momentum(_ dx: Double, _ phase: ScrollWheelEvent.Phase) -> InteractionInput {
    .wheel(ScrollWheelEvent(delta: Point2D(x: dx, y: 0), momentumPhase: phase, isPrecise: true))
}

private func tick(_ dx: Double, _ dy: Double, precise: Bool = false) -> InteractionInput {
    .wheel(ScrollWheelEvent(delta: Point2D(x: dx, y: dy), isPrecise: precise))
}

/// A two-finger swipe to the left: 20 pt every 10 ms from 0.01 s to 0.03 s, lifted at 0.04 s.
private func swipe(_ d: inout EngineDriver) {
    d.send(pad(0, 0, .mayBegin), at: 0)
    d.send(pad(-20, 0, .began), at: 0.01)
    d.send(pad(-20, 0, .changed), at: 0.02)
    d.send(pad(-20, 0, .changed), at: 0.03)
    d.send(pad(0, 0, .ended), at: 0.04)
}

@Suite("InteractionEngine: trackpad and mouse wheel")
struct InteractionEngineWheelTests {
    /// 60 pt to the left is 0.3 items. The velocity is measured between events: −2000 pt/s over
    /// both 10 ms steps (the began event's delta has no interval before it), 10 items/s.
    /// iCarousel decelerates v / (2 × 30 × (1 − 0.95)) = 3.33 items: 3.63 rounds to item 4.
    @Test("a two-finger swipe follows the fingers and releases into iCarousel's physics")
    func swipeReleases() {
        var d = EngineDriver(model())
        swipe(&d)
        #expect(d.refused.isEmpty)
        #expect(approx(d.offsets.last?.offset ?? .nan, 0.3))
        #expect(d.engine.isDecelerating)
        d.settle()
        #expect(d.engine.scrollOffset == 4)
        #expect(
            Array(d.names.prefix(4)) == [
                "willBeginDragging", "didEndDragging", "willComeToRest", "willBeginDecelerating",
            ])
        #expect(d.events[2].event == .willComeToRest(index: 4))
        #expect(d.names.last == "didEndDecelerating")
        #expect(d.taps.isEmpty)
    }

    @Test("the swipe ends exactly where the same finger drag on a touch screen ends")
    func sameAsTouch() {
        var wheel = EngineDriver(model())
        swipe(&wheel)
        wheel.settle()
        var touch = EngineDriver(model())
        touch.send(.touchDown(Point2D(x: 400, y: 250)), at: 0)
        touch.send(.dragMoved(Point2D(x: 380, y: 250)), at: 0.01)
        touch.send(.dragMoved(Point2D(x: 360, y: 250)), at: 0.02)
        touch.send(.dragMoved(Point2D(x: 340, y: 250)), at: 0.03)
        touch.send(.touchUp(velocity: Point2D(x: -2000, y: 0), proposedOffset: nil), at: 0.04)
        touch.settle()
        #expect(wheel.engine.scrollOffset == touch.engine.scrollOffset)
        #expect(wheel.names == touch.names)
        #expect(wheel.offsets.count == touch.offsets.count)
        for (a, b) in zip(wheel.offsets, touch.offsets) { #expect(approx(a.offset, b.offset)) }
    }

    @Test("the system's momentum after the release is swallowed: it changes nothing")
    func momentumSwallowed() {
        var plain = EngineDriver(model())
        swipe(&plain)
        plain.settle()
        var d = EngineDriver(model())
        swipe(&d)
        d.send(momentum(-30, .began), at: 0.05)
        for k in 1...20 { d.send(momentum(-10, .changed), at: 0.05 + Double(k) * 0.016) }
        d.send(momentum(0, .ended), at: 0.5)
        d.settle()
        #expect(d.refused.isEmpty)
        #expect(d.engine.scrollOffset == plain.engine.scrollOffset)
        #expect(d.names == plain.names)
    }

    @Test("fingers resting on the trackpad stop the motion; lifting them settles on an item")
    func restingFingersStop() {
        var d = EngineDriver(model())
        swipe(&d)
        d.run(until: 0.2)
        #expect(d.engine.isDecelerating)
        d.send(pad(0, 0, .mayBegin), at: 0.2)
        #expect(!d.engine.isDecelerating && d.engine.isTouching)
        #expect(d.names.last == "didEndDecelerating")
        let held = d.engine.scrollOffset
        d.run(until: 0.5)
        #expect(d.engine.scrollOffset == held)  // held still while the fingers rest
        d.send(pad(0, 0, .cancelled), at: 0.5)
        d.settle()
        #expect(d.engine.scrollOffset == held.rounded())
        #expect(!d.engine.isTouching && d.engine.isAtRest)
    }

    @Test("a swipe mostly across the axis is not the carousel's, nor is its momentum")
    func perpendicularRefused() {
        var d = EngineDriver(model())
        d.send(pad(0, 0, .mayBegin), at: 0)
        d.send(pad(2, -30, .began), at: 0.01)
        d.send(pad(5, -30, .changed), at: 0.02)
        d.send(pad(0, 0, .ended), at: 0.03)
        d.send(momentum(-5, .began), at: 0.04)
        d.send(momentum(0, .ended), at: 0.2)
        #expect(d.refused == [0.01, 0.02, 0.03, 0.04, 0.2])
        #expect(d.reasons == [.acrossAxis, .acrossAxis, .acrossAxis, .noGesture, .noGesture])
        #expect(!d.engine.isTouching)
        d.settle()
        #expect(d.engine.scrollOffset == 0)
        #expect(!d.names.contains("willBeginDragging"))
        // The next swipe along the axis is the carousel's again.
        d.send(pad(-20, 0, .began), at: 1)
        #expect(d.refused.count == 5 && d.engine.isDragging)
    }

    /// The first event leans across the axis (2 pt up, 1 pt left) but moves less than the 10 pt
    /// that decide the axis: the carousel is held. The second brings the sum to (−26, 3): along
    /// the axis, so the drag begins and catches up with all 26 pt. Four more −25 pt moves: 126 pt
    /// in all, 0.63 items. The velocity is −25 pt / 10 ms = −2500 pt/s from the second event on,
    /// 12.5 items/s at the release: iCarousel decelerates 12.5 / (2 × 30 × (1 − 0.95)) = 4.17
    /// items, 0.63 + 4.17 = 4.80 rounds to item 5.
    @Test("a swipe whose first event leans across the axis is the carousel's once it has moved along it")
    func leaningStart() {
        var d = EngineDriver(model())
        d.send(pad(-1, 2, .began), at: 0.01)
        #expect(d.refused.isEmpty && d.engine.isTouching && !d.engine.isDragging)
        for k in 1...5 { d.send(pad(-25, 1, .changed), at: 0.01 + Double(k) * 0.01) }
        #expect(approx(d.engine.scrollOffset, 0.63))
        d.send(pad(0, 0, .ended), at: 0.07)
        d.send(momentum(-30, .began), at: 0.08)
        d.send(momentum(0, .ended), at: 0.3)
        d.settle()
        #expect(d.refused.isEmpty)
        #expect(d.engine.scrollOffset == 5)
        #expect(d.names.filter { $0 == "willBeginDragging" }.count == 1)
    }

    /// (1, −3), (0, −4), (2, −5): the sum (3, −12) reaches 10 pt at the third event, mostly
    /// across the axis. The held events before it were taken; from it on the gesture is refused,
    /// momentum included, and nothing moved.
    @Test("a slow swipe across the axis is held until its axis is clear, then refused whole")
    func slowPerpendicularRefused() {
        var d = EngineDriver(model())
        d.send(pad(0, 0, .mayBegin), at: 0)
        d.send(pad(1, -3, .began), at: 0.01)
        d.send(pad(0, -4, .changed), at: 0.02)
        #expect(d.refused.isEmpty && d.engine.isTouching)
        d.send(pad(2, -5, .changed), at: 0.03)
        d.send(pad(-15, -30, .changed), at: 0.04)
        d.send(pad(0, 0, .ended), at: 0.05)
        d.send(momentum(-5, .began), at: 0.06)
        d.send(momentum(0, .ended), at: 0.2)
        #expect(d.refused == [0.03, 0.04, 0.05, 0.06, 0.2])
        #expect(d.reasons == [.acrossAxis, .acrossAxis, .acrossAxis, .noGesture, .noGesture])
        #expect(!d.engine.isTouching)
        d.settle()
        #expect(d.engine.scrollOffset == 0)
        #expect(!d.names.contains("willBeginDragging"))
    }

    @Test("a gesture lifted before it has moved 10 pt moves nothing")
    func liftedUndecided() {
        var d = EngineDriver(model(), at: 3)
        d.send(pad(-4, 0, .began), at: 0)
        d.send(pad(-5, 0, .changed), at: 0.01)
        d.send(pad(0, 0, .ended), at: 0.02)
        d.settle()
        #expect(d.refused.isEmpty)
        #expect(d.engine.scrollOffset == 3 && !d.engine.isTouching)
        #expect(!d.names.contains("willBeginDragging"))
    }

    /// Found by the seeded mix: a gesture across the axis beginning while a lost gesture still
    /// dragged dropped the drag without its release (willBeginDragging never ended).
    @Test("a gesture whose end was lost is released before the next one begins")
    func lostEnd() {
        for next in [pad(0, -30, .began), pad(-10, 0, .began), pad(0, 0, .mayBegin)] {
            var d = EngineDriver(model())
            d.send(pad(-20, 0, .began), at: 0)
            d.send(pad(-20, 0, .changed), at: 0.01)
            d.send(next, at: 0.5)
            #expect(d.names.filter { $0 == "didEndDragging" }.count == 1)
            d.send(pad(0, 0, .cancelled), at: 0.6)
            d.settle()
            #expect(d.engine.isAtRest)
            #expect(
                d.names.filter { $0 == "willBeginDragging" }.count == d.names.filter { $0 == "didEndDragging" }.count)
        }
    }

    @Test("a vertical carousel follows vertical swipes")
    func vertical() {
        var d = EngineDriver(model(vertical: true))
        d.send(pad(0, -20, .began), at: 0)
        d.send(pad(0, -20, .changed), at: 0.01)
        #expect(approx(d.engine.scrollOffset, 0.2))
        d.send(pad(-20, 0, .changed), at: 0.02)  // across the axis within the gesture: ignored
        #expect(approx(d.engine.scrollOffset, 0.2))
        d.send(pad(0, 0, .ended), at: 0.2)  // lifted after holding still: no fling
        d.settle()
        #expect(d.engine.scrollOffset == 0)
    }

    @Test("a mouse-wheel tick moves one item; down is forward, also in right-to-left")
    func wheelTicks() {
        var d = EngineDriver(model())
        d.send(tick(0, -1), at: 0)
        d.settle()
        #expect(d.engine.scrollOffset == 1)
        d.send(tick(0, 3), at: d.now + 1)  // an accelerated tick up: still one item
        d.settle()
        #expect(d.engine.scrollOffset == 0)
        var rtl = EngineDriver(model(rtl: true))
        rtl.send(tick(0, -1), at: 0)
        rtl.settle()
        #expect(rtl.engine.scrollOffset == 1)
        // A tilt wheel's horizontal ticks are physical: content moving left shows the next item
        // in left-to-right, the previous in right-to-left.
        var tilt = EngineDriver(model(), at: 5)
        tilt.send(tick(-1, 0), at: 0)
        tilt.settle()
        #expect(tilt.engine.scrollOffset == 6)
        var tiltRTL = EngineDriver(model(rtl: true), at: 5)
        tiltRTL.send(tick(-1, 0), at: 0)
        tiltRTL.settle()
        #expect(tiltRTL.engine.scrollOffset == 4)
        var vertical = EngineDriver(model(vertical: true))
        vertical.send(tick(0, -1), at: 0)
        vertical.settle()
        #expect(vertical.engine.scrollOffset == 1)
    }

    @Test("a quick spin of ticks moves as many items; at an end ticks are refused")
    func spin() {
        var d = EngineDriver(model())
        for k in 0..<5 { d.send(tick(0, -1), at: Double(k) * 0.03) }
        d.settle()
        #expect(d.engine.scrollOffset == 5)
        var end = EngineDriver(model(), at: 11)
        end.send(tick(0, -1), at: 0)
        end.send(tick(0, 0), at: 0.1)
        #expect(end.refused == [0, 0.1] && end.reasons == [.atLastItem, .noMovement])
        #expect(end.events.isEmpty)
    }

    /// 200 points per item: the first item at half an item (100 pt), the next a whole item later.
    @Test("precise deltas without phases move one item per item's worth of points")
    func precisePhaseless() {
        var d = EngineDriver(model())
        d.send(tick(0, -60, precise: true), at: 0)
        #expect(d.events.isEmpty && d.refused.isEmpty)  // taken, not yet an item
        d.send(tick(0, -60, precise: true), at: 0.02)  // 120 pt: one item, 80 pt left over
        d.send(tick(0, -150, precise: true), at: 0.04)  // −80 + 150 = 70 pt: not yet
        d.send(tick(0, -20, precise: true), at: 0.06)  // 90 pt: not yet (the next at 100)
        d.settle()
        #expect(d.engine.scrollOffset == 1)
        let eventsBefore = { (d: EngineDriver) in d.events.count }
        let count = d.events.count
        // After a pause the count starts afresh.
        let later = d.now + 1
        d.send(tick(0, -90, precise: true), at: later)
        #expect(eventsBefore(d) == count)  // 90 pt after a pause: not yet an item
        d.send(tick(0, -20, precise: true), at: later + 0.1)
        d.settle()
        #expect(d.engine.scrollOffset == 2)
        // Turning back starts afresh too: 90 pt back is not yet an item.
        let back = d.now + 0.1
        d.send(tick(0, 90, precise: true), at: back)
        d.run(until: back + 0.2)
        #expect(d.engine.scrollOffset == 2)
    }

    @Test("wheel events are refused with no items, while a finger is down, and NaN is no motion")
    func refusals() {
        var empty = EngineDriver(model(items: 0))
        empty.send(pad(0, 0, .mayBegin), at: 0)
        empty.send(pad(-20, 0, .began), at: 0.01)
        empty.send(tick(0, -1), at: 0.02)
        #expect(empty.reasons == [.noItems, .noItems, .noItems])
        var d = EngineDriver(model())
        d.send(.touchDown(Point2D(x: 400, y: 250)), at: 0)
        d.send(pad(-20, 0, .began), at: 0.01)
        d.send(tick(0, -1), at: 0.02)
        #expect(d.refused == [0.01, 0.02] && d.reasons == [.duringTouch, .duringTouch])
        d.send(.touchCancelled, at: 0.03)
        d.send(tick(.nan, .nan), at: 0.1)
        d.send(pad(.nan, .infinity, .began), at: 0.2)
        d.settle()
        #expect(d.engine.scrollOffset.isFinite)
        #expect(d.engine.scrollOffset == 0)
    }

    @Test("seeded: any mix of wheel, key and touch inputs keeps the offset finite and rests on an item")
    func seededMix() {
        var rng = SeededGenerator(seed: 0x5748_4545_4C)
        let phases = ScrollWheelEvent.Phase.allCases
        for round in 0..<150 {
            let wrap = round % 2 == 0
            var d = EngineDriver(model(items: Int.random(in: 1...15, using: &rng), wrap: wrap))
            var t = 0.0
            for _ in 0..<40 {
                t += Double.random(in: 0...0.08, using: &rng)
                let input: InteractionInput
                switch Int.random(in: 0..<6, using: &rng) {
                case 0:
                    input = .key(CarouselKey.allCases.randomElement(using: &rng)!)
                case 1, 2:
                    input = .wheel(
                        ScrollWheelEvent(
                            delta: Point2D(
                                x: Double.random(in: -80...80, using: &rng), y: Double.random(in: -80...80, using: &rng)
                            ),
                            phase: phases.randomElement(using: &rng)!,
                            momentumPhase: Bool.random(using: &rng) ? .none : phases.randomElement(using: &rng)!,
                            isPrecise: Bool.random(using: &rng)))
                case 3:
                    input = .touchDown(Point2D(x: Double.random(in: 0...800, using: &rng), y: 250))
                case 4:
                    input = .dragMoved(Point2D(x: Double.random(in: 0...800, using: &rng), y: 250))
                default:
                    input = .touchUp(
                        velocity: Point2D(x: Double.random(in: -3000...3000, using: &rng), y: 0), proposedOffset: nil)
                }
                d.send(input, at: t)
                #expect(d.engine.scrollOffset.isFinite)
            }
            // Lift everything, then let it rest.
            d.send(.touchUp(velocity: .zero, proposedOffset: nil), at: t + 0.1)
            d.send(pad(0, 0, .ended), at: t + 0.1)
            d.send(pad(0, 0, .cancelled), at: t + 0.1)
            d.settle()
            #expect(!d.engine.isTouching)
            #expect(d.engine.isAtRest)
            let rest = d.engine.displayedScrollOffset
            #expect(abs(rest - rest.rounded()) < 1e-9, "round \(round): rests at \(rest); \(d.names.suffix(8))")
        }
    }
}
