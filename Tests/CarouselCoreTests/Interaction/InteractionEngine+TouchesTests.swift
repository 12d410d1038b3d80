@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

/// The fixture carousel: linear, 12 items of 200 pt in a 320×480 view (item span 200 pt).
private func linear(
    items: Int = 12, wrap: Bool? = nil, scrollSettings: ScrollSettings = ScrollSettings(),
    type: CarouselType = .linear
) -> CarouselModel {
    var options = CarouselOptions()
    options.wrap = wrap
    return Fixtures.model(type, items: items, options, bounds: Fixtures.portrait, scrollSettings: scrollSettings)
}

private func model(_ type: CarouselType = .linear, items: Int = 12, wrap: Bool? = nil) -> CarouselModel {
    linear(items: items, wrap: wrap, type: type)
}

@Suite("InteractionEngine: drags and releases")
struct InteractionEngineReleaseTests {
    /// A drag of 70 pt to the left then a flick at 1500 pt/s: 0.35 items, then 7.5 items/s.
    /// iCarousel: deceleration distance v / (2 × 30 × (1 − 0.95)) = 2.5 items, so the end
    /// 2.85 rounds up to item 3; the deceleration lasts (3 − 0.35) / (7.5 / 2) = 0.70667 s and a
    /// 0.01 s boundary scroll follows.
    @Test("a flick decelerates to iCarousel's resting item with UIScrollView's event sequence")
    func flick() {
        var d = EngineDriver(linear())
        d.send(.touchDown(Point2D(x: 160, y: 240)), at: 0)
        d.send(.dragMoved(Point2D(x: 90, y: 240)), at: 0.05)
        #expect(approx(d.engine.scrollOffset, 0.35))
        d.send(.touchUp(velocity: Point2D(x: -1500, y: 0), proposedOffset: nil), at: 0.1)
        d.settle()
        #expect(d.engine.scrollOffset == 3)
        #expect(
            d.names == [
                "willBeginDragging", "didEndDragging", "willComeToRest", "willBeginDecelerating",
                "currentItemDidChange", "currentItemDidChange", "currentItemDidChange",
                "didEndDecelerating",
            ])
        #expect(d.events[1].event == .didEndDragging(willDecelerate: true))
        #expect(d.events[2].event == .willComeToRest(index: 3))
        let end = try! #require(d.time(of: "didEndDecelerating"))
        #expect(end >= 0.1 + 2.65 / 3.75 + 0.01 - 1e-9 && end < 0.1 + 2.65 / 3.75 + 0.01 + 1 / 60.0)
        #expect(d.taps.isEmpty)
        // The clock runs from the release to the end, then stops.
        #expect(d.clock.map(\.isRunning) == [true, false])
        #expect(d.clock[0].time == 0.1)
        #expect(d.clock[1].time == end)
    }
}

/// A platform with its own deceleration, fed in UIKit's order.
private func uikitSettings(_ style: ReleaseStyle = .iCarousel) -> InteractionSettings {
    var s = InteractionSettings()
    s.platformDecelerates = true
    s.releaseStyle = style
    s.pointsPerItem = 200
    return s
}

@Suite("InteractionEngine: UIKit's callback order")
struct InteractionEngineUIKitOrderTests {
    /// willBeginDragging, scrollViewDidScroll…, willEndDragging(withVelocity:targetContentOffset:),
    /// didEndDragging(willDecelerate:) — the engine animates iCarousel's motion, so UIScrollView is
    /// told to stop where it is, and the app still hears the deceleration begin and end.
    @Test(
        "the engine's motion is framed by willBeginDecelerating and didEndDecelerating (UIScrollView never decelerates)"
    )
    func engineMotionEvents() {
        var d = EngineDriver(linear(), settings: uikitSettings())
        d.send(.touchDown(Point2D(x: 160, y: 240)), at: 0)
        d.send(.dragBegan, at: 0.02)
        d.send(.scrolled(to: 0.2), at: 0.03)
        d.send(.scrolled(to: 0.35), at: 0.05)
        #expect(d.offsets.isEmpty)  // the platform moved it: nothing to set
        d.send(.touchUp(velocity: Point2D(x: -1500, y: 0), proposedOffset: 2.9), at: 0.1)
        #expect(d.releaseTargets == [0.35])  // stop where you are
        #expect(d.engine.isDecelerating && d.engine.isAnimating)
        d.send(.touchEnded, at: 0.1)  // the touch recognizer's end after the release: ignored
        d.settle()
        #expect(d.engine.scrollOffset == 3)
        #expect(
            d.names.filter { !$0.hasPrefix("current") } == [
                "willBeginDragging", "didEndDragging", "willComeToRest", "willBeginDecelerating", "didEndDecelerating",
            ])
        #expect(d.taps.isEmpty)
        #expect(!d.engine.isDecelerating)
    }

    @Test("iCarouselLanding hands the deceleration to the platform and reports its end when the platform does")
    func landing() {
        var d = EngineDriver(linear(), settings: uikitSettings(.iCarouselLanding))
        d.send(.touchDown(Point2D(x: 160, y: 240)), at: 0)
        d.send(.dragBegan, at: 0.02)
        d.send(.scrolled(to: 0.35), at: 0.05)
        d.send(.touchUp(velocity: Point2D(x: -1500, y: 0), proposedOffset: nil), at: 0.1)
        #expect(d.releaseTargets == [3])  // iCarousel's resting place
        #expect(d.engine.isDecelerating && !d.engine.isAnimating && !d.engine.wantsFrames)
        d.send(.scrolled(to: 1.7), at: 0.3)
        d.send(.scrolled(to: 3), at: 0.8)
        #expect(d.recentres.isEmpty == false && d.recentres.allSatisfy { $0 == 0 })  // only at touch-down
        d.send(.platformScrollEnded, at: 0.9)
        #expect(
            d.names.filter { !$0.hasPrefix("current") } == [
                "willBeginDragging", "didEndDragging", "willComeToRest", "willBeginDecelerating", "didEndDecelerating",
            ])
        #expect(d.time(of: "didEndDecelerating") == 0.9)
        #expect(d.recentres.last == 0.9)  // recentred once at rest, never while moving
        #expect(d.engine.isAtRest)
    }

    @Test("a release past an end is left to the platform's bounce (the two never both move it)")
    func pastTheEnd() {
        var d = EngineDriver(linear(), settings: uikitSettings())
        d.send(.touchDown(Point2D(x: 160, y: 240)), at: 0)
        d.send(.dragBegan, at: 0.02)
        d.send(.scrolled(to: -0.3), at: 0.05)
        d.send(.touchUp(velocity: Point2D(x: 0, y: 0), proposedOffset: 0), at: 0.1)
        #expect(d.releaseTargets == [0])
        #expect(!d.engine.isAnimating)
        #expect(d.events.contains { $0.event == .didEndDragging(willDecelerate: true) })
    }

    @Test("the app's own target wins: the engine stops animating and waits for the platform")
    func overridden() {
        var d = EngineDriver(linear(), settings: uikitSettings())
        d.send(.touchDown(Point2D(x: 160, y: 240)), at: 0)
        d.send(.dragBegan, at: 0.02)
        d.send(.scrolled(to: 0.35), at: 0.05)
        d.send(.touchUp(velocity: Point2D(x: -1500, y: 0), proposedOffset: nil), at: 0.1)
        d.send(.releaseOverridden, at: 0.1)
        #expect(!d.engine.isAnimating && d.engine.isDecelerating && !d.engine.wantsFrames)
        d.send(.scrolled(to: 5), at: 0.6)
        d.send(.platformScrollEnded, at: 0.7)
        #expect(d.engine.scrollOffset == 5)
        #expect(d.time(of: "didEndDecelerating") == 0.7)
    }
}
@Suite("InteractionEngine: taps and selection")
struct InteractionEngineTapTests {
    @Test("a tap on a side card selects it and scrolls it to the centre")
    func tapSideCard() {
        var d = EngineDriver(model(), at: 0)
        d.send(.touchDown(Point2D(x: 360, y: 240)), at: 0)  // item 1 is centred at x = 160 + 200
        d.send(.touchEnded, at: 0.1)
        #expect(d.taps == [1])
        d.settle()
        #expect(d.engine.scrollOffset == 1)
        #expect(
            d.names == [
                "willBeginScrollingAnimation", "didSelectItem", "currentItemDidChange", "didEndScrollingAnimation",
            ])
        #expect(d.events[1].event == .didSelectItem(index: 1))
    }

    @Test("the tapped item is the one on top at touch-down, not where autoscroll carries it before the finger lifts")
    func topmostAtTouchDown() {
        var d = EngineDriver(model(wrap: true), at: 0)
        d.send(.autoscroll(2), at: 0)
        d.run(until: 0.5)  // offset 1: item 1 centred at x = 160
        d.send(.touchDown(Point2D(x: 160, y: 240)), at: 0.5)
        d.send(.touchEnded, at: 0.8)
        #expect(d.taps == [1])
    }

    @Test("a refused tap still lets the carousel settle; a tap on empty space settles on the current item")
    func refusedAndEmpty() {
        var d = EngineDriver(model(), at: 0.3)
        d.confirmsTaps = false
        d.send(.touchDown(Point2D(x: 160, y: 240)), at: 0)
        d.send(.touchEnded, at: 0.1)
        #expect(d.taps == [0])
        d.settle()
        #expect(d.engine.scrollOffset == 0)
        var e = EngineDriver(model(), at: 0.3)
        e.send(.touchDown(Point2D(x: 160, y: 20)), at: 0)  // above the cards
        e.send(.touchEnded, at: 0.1)
        #expect(e.taps.isEmpty)
        e.settle()
        #expect(e.engine.scrollOffset == 0)
        #expect(e.names.contains("willBeginScrollingAnimation"))
    }

    @Test("the engine owns a touch's selection while the finger is down and just after a tap")
    func ownsSelection() {
        var engine = InteractionEngine(model: model())
        #expect(!engine.ownsTouchSelection(at: 0))
        _ = engine.handle(.touchDown(Point2D(x: 160, y: 240)), at: 1)
        #expect(engine.ownsTouchSelection(at: 1))
        _ = engine.handle(.touchEnded, at: 1.1)
        #expect(engine.ownsTouchSelection(at: 1.1 + InteractionEngine.tapSelectionWindow))
        #expect(!engine.ownsTouchSelection(at: 1.2 + InteractionEngine.tapSelectionWindow))
    }

    @Test("a touch that scrolled or dragged something inside a card is not a tap on the card")
    func movedInsideCard() {
        // Item 1 is centred at x = 360; a table in it scrolls as the finger goes down 60 pt. The
        // carousel never drags (its pan does not take a move across its axis).
        var d = EngineDriver(model(), at: 0)
        d.send(.touchDown(Point2D(x: 360, y: 240)), at: 0)
        d.send(.touchMoved(Point2D(x: 360, y: 270)), at: 0.05)
        d.send(.touchMoved(Point2D(x: 360, y: 300)), at: 0.1)
        d.send(.touchEnded, at: 0.15)
        #expect(d.taps.isEmpty, "the card under a scrolled table was tapped")
        d.settle()
        #expect(d.engine.scrollOffset == 0)
        #expect(!d.names.contains("didSelectItem"))
        // UIKit's own selection of that touch is still refused just after it.
        #expect(d.engine.ownsTouchSelection(at: 0.2))
        // Coming back near the touch-down point does not make it a tap again.
        var back = EngineDriver(model(), at: 0)
        back.send(.touchDown(Point2D(x: 360, y: 240)), at: 0)
        back.send(.touchMoved(Point2D(x: 330, y: 240)), at: 0.05)
        back.send(.touchMoved(Point2D(x: 361, y: 241)), at: 0.1)
        back.send(.touchEnded, at: 0.15)
        #expect(back.taps.isEmpty)
    }

    /// The limit is a distance: (6, 8) from touch-down is exactly 10 pt, (7, 8) is √113 ≈ 10.63 pt.
    @Test(
        "a finger's jitter up to tapMovementLimit (10 pt, straight-line) stays a tap",
        arguments: [(Point2D(x: 366, y: 248), [1]), (Point2D(x: 367, y: 248), []), (Point2D(x: 350, y: 240), [1])])
    func jitter(moved: Point2D, taps: [Int]) {
        var d = EngineDriver(model(), at: 0)
        d.send(.touchDown(Point2D(x: 360, y: 240)), at: 0)
        d.send(.touchMoved(moved), at: 0.05)
        d.send(.touchEnded, at: 0.1)
        #expect(d.taps == taps)
    }

    @Test("touchMoved changes nothing during a drag, and a point that is not finite is ignored")
    func movedIgnored() {
        var d = EngineDriver(model(), at: 0)
        d.send(.touchDown(Point2D(x: 160, y: 240)), at: 0)
        d.send(.dragMoved(Point2D(x: 120, y: 240)), at: 0.05)
        let offset = d.engine.scrollOffset
        let eventCount = d.events.count
        d.send(.touchMoved(Point2D(x: 20, y: 400)), at: 0.06)
        #expect(d.engine.scrollOffset == offset && d.events.count == eventCount)
        var e = EngineDriver(model(), at: 0)
        e.send(.touchDown(Point2D(x: 360, y: 240)), at: 0)
        e.send(.touchMoved(Point2D(x: .nan, y: .infinity)), at: 0.05)
        e.send(.touchEnded, at: 0.1)
        #expect(e.taps == [1])
    }

    @Test("a negative or non-finite tapMovementLimit counts as 0: any move ends the tap, none keeps it")
    func limitSanitized() {
        for limit in [-5.0, .nan] {
            var settings = InteractionSettings()
            settings.tapMovementLimit = limit
            var d = EngineDriver(model(), at: 0, settings: settings)
            d.send(.touchDown(Point2D(x: 360, y: 240)), at: 0)
            d.send(.touchMoved(Point2D(x: 360, y: 240)), at: 0.05)
            d.send(.touchEnded, at: 0.1)
            #expect(d.taps == [1], "limit \(limit): a touch that did not move is a tap")
            var m = EngineDriver(model(), at: 0, settings: settings)
            m.send(.touchDown(Point2D(x: 360, y: 240)), at: 0)
            m.send(.touchMoved(Point2D(x: 360.5, y: 240)), at: 0.05)
            m.send(.touchEnded, at: 0.1)
            #expect(m.taps.isEmpty, "limit \(limit): half a point moved still tapped")
        }
    }

    @Test("selecting an index out of range is refused")
    func outOfRange() {
        var engine = InteractionEngine(model: model())
        #expect(engine.handle(.select(12), at: 0).refusal == .noSuchItem)
        #expect(engine.handle(.select(-1), at: 0).refusal == .noSuchItem)
    }

    @Test("VoiceOver hears each resting item once")
    func announcements() {
        var d = EngineDriver(model(), at: 0)
        d.send(.environment(InteractionEnvironment(isVoiceOverRunning: true)), at: 0)
        d.send(.scroll(.toItem(2, duration: 0.4)), at: 0)
        d.settle()
        d.send(.scroll(.toItem(2, duration: 0)), at: d.now)
        d.send(.scroll(.toItem(5, duration: 0)), at: d.now)
        #expect(d.events.compactMap { if case .announcement(let i) = $0.event { i } else { nil } } == [0, 2, 5])
        #expect(InteractionEngine.defaultAnnouncement(forItem: 2, of: 12) == "Item 3 of 12")
    }
}

@Suite("InteractionEngine: right-to-left")
struct InteractionEngineRightToLeftTests {
    @Test("in right-to-left a finger moving right moves toward later items, and a flick right flings forward")
    func fingerRight() {
        var config = Fixtures.configuration(.linear, bounds: Fixtures.portrait)
        config.layoutDirection = .rightToLeft
        var d = EngineDriver(CarouselModel(config))
        d.send(.touchDown(Point2D(x: 160, y: 240)), at: 0)
        d.send(.dragMoved(Point2D(x: 230, y: 240)), at: 0.05)
        #expect(approx(d.engine.scrollOffset, 0.35))
        d.send(.touchUp(velocity: Point2D(x: 1500, y: 0), proposedOffset: nil), at: 0.1)
        d.settle()
        #expect(d.engine.scrollOffset == 3)
    }

    @Test("in right-to-left the tap on the card left of the centre selects the next item")
    func tapLeft() {
        var config = Fixtures.configuration(.linear, bounds: Fixtures.portrait)
        config.layoutDirection = .rightToLeft
        var d = EngineDriver(CarouselModel(config))
        d.send(.touchDown(Point2D(x: 160 - 200, y: 240)), at: 0)
        d.send(.touchEnded, at: 0.05)
        #expect(d.taps == [1])
    }

    @Test("vertical carousels ignore the direction")
    func vertical() {
        var config = Fixtures.configuration(.linear, vertical: true, bounds: Fixtures.portrait)
        config.layoutDirection = .rightToLeft
        var d = EngineDriver(CarouselModel(config))
        d.send(.touchDown(Point2D(x: 160, y: 240)), at: 0)
        d.send(.dragMoved(Point2D(x: 160, y: 170)), at: 0.05)
        #expect(approx(d.engine.scrollOffset, 0.35))
    }
}

@Suite("InteractionEngine: touches that stop a motion")
struct InteractionEngineStoppingTouchTests {
    @Test("a tap that stops a fling selects nothing and settles on the nearest item (UIScrollView's convention)")
    func tapStopsFling() {
        var d = EngineDriver(model())
        d.send(.touchDown(Point2D(x: 160, y: 240)), at: 0)
        d.send(.dragMoved(Point2D(x: 90, y: 240)), at: 0.05)
        d.send(.touchUp(velocity: Point2D(x: -1500, y: 0), proposedOffset: nil), at: 0.1)
        d.run(until: 0.3)
        d.send(.touchDown(Point2D(x: 160, y: 240)), at: 0.3)
        d.send(.touchEnded, at: 0.35)
        d.settle()
        #expect(d.taps.isEmpty && !d.names.contains("didSelectItem"))
        #expect(d.engine.scrollOffset == d.engine.scrollOffset.rounded())
        #expect(
            d.names.suffix(2) == ["willBeginScrollingAnimation", "didEndScrollingAnimation"]
                || d.names.last == "didEndDecelerating")
    }

    @Test("Cover Flow 2's flip eases back while a finger holds a drag still, as iCarousel's timer does")
    func coverFlow2HeldDrag() {
        var d = EngineDriver(model(.coverFlow2))
        d.send(.touchDown(Point2D(x: 160, y: 240)), at: 0)
        // 100 pt × offsetMultiplier 2 / 200 = 1 item: the current item changes and the toggle jumps.
        d.send(.dragMoved(Point2D(x: 60, y: 240)), at: 0.05)
        #expect(d.engine.toggleState.value == -1)
        #expect(d.engine.wantsFrames)
        d.run(until: 0.5)
        #expect(d.engine.toggleState.value == 0)  // back within 0.4 s, finger still down
        #expect(d.engine.isDragging && !d.engine.wantsFrames)
    }
}

@Suite("InteractionEngine: recentring")
struct InteractionEngineRecentringTests {
    @Test("a touch recentres when the engine was at rest or animating itself, not over the platform's own motion")
    func touchDownRecentres() {
        var d = EngineDriver(model(wrap: true), settings: uikitSettings(.iCarouselLanding))
        d.send(.touchDown(Point2D(x: 160, y: 240)), at: 0)
        #expect(d.recentres == [0])
        d.send(.dragBegan, at: 0.02)
        d.send(.scrolled(to: 0.35), at: 0.05)
        d.send(.touchUp(velocity: Point2D(x: -1500, y: 0), proposedOffset: nil), at: 0.1)
        #expect(d.engine.isPlatformMoving)
        d.send(.scrolled(to: 1.5), at: 0.3)
        d.send(.touchDown(Point2D(x: 160, y: 240)), at: 0.35)  // UIScrollView is still decelerating
        #expect(d.recentres == [0])
        #expect(d.names.last == "didEndDecelerating")
    }
}

@Suite("InteractionEngine: drag threshold and dragging off")
struct InteractionEngineDragThresholdTests {
    private func settings(threshold: Double, dragging: Bool = true) -> InteractionSettings {
        var s = InteractionSettings()
        s.dragThreshold = threshold
        s.allowsDragging = dragging
        return s
    }

    /// The fixture's item 0 is drawn at the centre (160, 240) of the 320×480 view.
    @Test("moves within the threshold are a tap's jitter: the tap stands and nothing moves")
    func jitterStaysATap() {
        var d = EngineDriver(linear(), settings: settings(threshold: 4))
        d.send(.touchDown(Point2D(x: 160, y: 240)), at: 0)
        d.send(.dragMoved(Point2D(x: 163, y: 237)), at: 0.02)
        d.send(.dragMoved(Point2D(x: 156, y: 244)), at: 0.04)
        #expect(!d.engine.isDragging && d.offsets.isEmpty)
        d.send(.touchEnded, at: 0.06)
        #expect(d.taps == [0])
    }

    @Test("beyond the threshold the drag begins, following the finger from where it came down")
    func beyondThresholdDrags() {
        var d = EngineDriver(linear(), settings: settings(threshold: 4))
        d.send(.touchDown(Point2D(x: 160, y: 240)), at: 0)
        d.send(.dragMoved(Point2D(x: 155, y: 240)), at: 0.02)
        #expect(d.engine.isDragging)
        #expect(approx(d.engine.scrollOffset, 5.0 / 200))  // the whole 5 pt, slop included
        d.send(.dragMoved(Point2D(x: 160, y: 240)), at: 0.04)  // back within the slop: still a drag
        #expect(d.engine.isDragging && approx(d.engine.scrollOffset, 0))
    }

    @Test("with dragging off, a move beyond the threshold ends the touch: no drag, no tap")
    func draggingOff() {
        var d = EngineDriver(linear(), at: 2.4, settings: settings(threshold: 4, dragging: false))
        d.send(.touchDown(Point2D(x: 160, y: 240)), at: 0)
        d.send(.dragMoved(Point2D(x: 100, y: 240)), at: 0.02)
        #expect(!d.engine.isTouching && !d.engine.isDragging)
        d.send(.touchEnded, at: 0.05)
        d.settle()
        #expect(d.taps.isEmpty)
        #expect(d.engine.scrollOffset == 2)  // the carousel it found between items settles
        #expect(!d.names.contains("willBeginDragging"))
        // A trackpad gesture still drags.
        d.send(.wheel(ScrollWheelEvent(delta: Point2D(x: -20, y: 0), phase: .began, isPrecise: true)), at: d.now + 1)
        #expect(d.engine.isDragging)
    }

    @Test("a negative or non-finite threshold counts as 0")
    func hostileThreshold() {
        for threshold in [-5.0, .nan, .infinity] {
            var d = EngineDriver(linear(), settings: settings(threshold: threshold))
            d.send(.touchDown(Point2D(x: 160, y: 240)), at: 0)
            d.send(.dragMoved(Point2D(x: 159, y: 240)), at: 0.02)
            #expect(d.engine.isDragging, "threshold \(threshold)")
        }
    }
}

@Suite("InteractionEngine: the landing item at release")
struct InteractionEngineLandingItemTests {
    /// The item `willComeToRest` names, if reported once.
    private func landing(_ d: EngineDriver) -> Int? {
        let named = d.events.compactMap { entry -> Int? in
            if case .willComeToRest(let index) = entry.event { return index }
            return nil
        }
        return named.count == 1 ? named[0] : nil
    }

    @Test("the flick of the first test lands on item 3, named right after didEndDragging")
    func pinned() {
        // As InteractionEngineReleaseTests.flick: 0.35 items dragged, then 7.5 items/s: iCarousel
        // rests at 2.85 rounded up, item 3.
        var d = EngineDriver(linear())
        d.send(.touchDown(Point2D(x: 160, y: 240)), at: 0)
        d.send(.dragMoved(Point2D(x: 90, y: 240)), at: 0.05)
        d.send(.touchUp(velocity: Point2D(x: -1500, y: 0), proposedOffset: nil), at: 0.1)
        #expect(
            Array(d.names.prefix(4)) == [
                "willBeginDragging", "didEndDragging", "willComeToRest", "willBeginDecelerating",
            ])
        #expect(landing(d) == 3)
        d.settle()
        #expect(d.engine.currentItemIndex == 3)
    }

    @Test("a drag released without speed lands on the nearest item; with no items, on −1")
    func slowAndEmpty() {
        var d = EngineDriver(linear())
        d.send(.touchDown(Point2D(x: 160, y: 240)), at: 0)
        d.send(.dragMoved(Point2D(x: 30, y: 240)), at: 0.05)  // 0.65 items
        d.send(.touchUp(velocity: .zero, proposedOffset: nil), at: 0.5)
        #expect(landing(d) == 1)
        d.settle()
        #expect(d.engine.currentItemIndex == 1)
        var e = EngineDriver(linear(items: 0))
        e.send(.touchDown(Point2D(x: 160, y: 240)), at: 0)
        e.send(.dragMoved(Point2D(x: 30, y: 240)), at: 0.05)
        e.send(.touchUp(velocity: Point2D(x: -900, y: 0), proposedOffset: nil), at: 0.1)
        #expect(e.names.contains("didEndDragging") == e.names.contains("willComeToRest"))
        if e.names.contains("didEndDragging") { #expect(landing(e) == -1) }
    }

    /// Seeded releases for every release style, wrapping or not, on either side of the ends: the
    /// item named at release is the one the carousel rests on. The platform's styles are driven
    /// as UIKit does: the scroll view decelerates to the engine's target, then reports its end.
    @Test(
        "for every release style the named item is where the carousel rests (seeded)",
        arguments: [ReleaseStyle.iCarousel, .iCarouselLanding, .native(.nearestItem), .native(.page)])
    func seeded(style: ReleaseStyle) {
        var rng = SeededGenerator(seed: 0x1A4D_1265)
        for _ in 0..<60 {
            let items = Int.random(in: 1...30, using: &rng)
            let wrap = Bool.random(using: &rng)
            let start = Double.random(in: 0...Double(items - 1), using: &rng).rounded()
            let drag = Double.random(in: -150...150, using: &rng)
            let speed = Double.random(in: -4000...4000, using: &rng)
            var settings = InteractionSettings()
            settings.releaseStyle = style
            settings.pointsPerItem = 200
            settings.platformDecelerates = style != .iCarousel
            var d = EngineDriver(linear(items: items, wrap: wrap), at: start, settings: settings)
            d.send(.touchDown(Point2D(x: 160, y: 240)), at: 0)
            if settings.platformDecelerates {
                d.send(.dragBegan, at: 0.02)
                d.send(.scrolled(to: start + drag / 200), at: 0.05)
            } else {
                d.send(.dragMoved(Point2D(x: 160 - drag, y: 240)), at: 0.05)
            }
            // UIScrollView's own proposal: where its deceleration (rate 0.998 a millisecond) ends.
            let proposed = settings.platformDecelerates ? start + drag / 200 + speed / 200 * 0.998 / 0.002 / 1000 : nil
            d.send(.touchUp(velocity: Point2D(x: -speed, y: 0), proposedOffset: proposed), at: 0.1)
            let named = landing(d)
            #expect(named != nil, "\(items) items, wrap \(wrap), from \(start), drag \(drag), \(speed) pt/s")
            d.settle()
            if settings.platformDecelerates, let target = d.releaseTargets.last, !d.engine.isAtRest {
                d.send(.scrolled(to: target), at: d.now + 0.5)
                d.send(.platformScrollEnded, at: d.now + 0.01)
                d.settle()
            }
            #expect(
                named == d.engine.currentItemIndex,
                "\(items) items, wrap \(wrap), from \(start), drag \(drag), \(speed) pt/s: named \(String(describing: named)), rests on \(d.engine.currentItemIndex)"
            )
        }
    }
}
