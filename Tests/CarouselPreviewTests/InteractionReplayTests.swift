@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselPreview

@Suite("InteractionReplay")
struct InteractionReplayTests {
    // Fixture: a linear carousel of 12 items of 200 pt in 800×500 bounds (item span 200 pt), at 60 Hz.

    private func frame(_ r: InteractionResult, at time: Double) throws -> InteractionResult.Frame {
        try #require(r.frames.first { abs($0.time - time) < 1e-9 }, "no frame at \(time)")
    }

    private func times(_ r: InteractionResult, of name: String) -> [Double] {
        r.events.filter { $0.event.name == name }.map(\.time)
    }

    private func clock(_ r: InteractionResult) -> [String] {
        r.frameClock.map { "\(RenderStyle.decimal($0.time, places: 4)) \($0.isRunning)" }
    }

    // MARK: Touches

    /// iCarousel's numbers by hand: the 70 pt drag moves 0.35 items; 1500 pt/s is 7.5 items/s,
    /// whose deceleration distance v / (2 × 30 × (1 − 0.95)) = 2.5 items ends at 2.85, rounded up
    /// to item 3 (stopAtItemBoundary); the deceleration lasts T = (3 − 0.35) / (7.5 / 2) = 2.65 / 3.75 s
    /// at position 0.35 + v τ − v τ² / (2T), then a 0.01 s scroll on the boundary follows.
    @Test("a fling decelerates to item 3 with UIScrollView's events, derived by hand")
    func fling() throws {
        let r = try replay(flingScene())
        #expect(try frame(r, at: 0.05).scrollOffset == 0.35)
        #expect(try frame(r, at: 0.1).scrollOffset == 0.35)
        let T = 2.65 / 3.75
        for k in [9, 18, 30, 45] {
            let tau = Double(k) / 60 - 0.1
            let expected = 0.35 + 7.5 * tau - 7.5 * tau * tau / (2 * T)
            #expect(approx(r.frames[k].scrollOffset, expected, 1e-9), "tick \(k): \(r.frames[k].scrollOffset)")
        }
        #expect(
            r.events.map(\.event) == [
                .willBeginDragging, .didEndDragging(willDecelerate: true), .willComeToRest(index: 3),
                .willBeginDecelerating, .currentItemDidChange(index: 1), .currentItemDidChange(index: 2),
                .currentItemDidChange(index: 3),
                .didEndDecelerating,
            ])
        #expect(r.events[0].time == 0.05 && r.events[1].time == 0.1 && r.events[2].time == 0.1)
        // The first 60 Hz tick at or after 0.1 + T + 0.01 = 0.8167 s is tick 49.
        let rest = 0.1 + T + 0.01
        #expect(48.0 / 60 < rest && rest <= 49.0 / 60)
        #expect(times(r, of: "didEndDecelerating") == [49.0 / 60])
        #expect(clock(r) == ["0.1 true", "0.8167 false"])
        // The replay ends there (no `until`): ticks 0…49, every one listed.
        #expect(r.frames.count == 50)
        #expect(r.frames.enumerated().allSatisfy { $0.element.time == Double($0.offset) / 60 })
        #expect(
            r.end
                == InteractionResult.End(
                    time: 49.0 / 60, scrollOffset: 3, currentItemIndex: 3, numberOfItems: 12,
                    toggle: 0, isAtRest: true))
        #expect(r.taps.isEmpty && r.refused.isEmpty)
        // The finger is drawn from the touch-down to the release.
        #expect(r.frames.filter { $0.finger != nil }.map(\.time) == [0, 1, 2, 3, 4, 5].map { Double($0) / 60 })
        #expect(try frame(r, at: 0.05).finger == Point2D(x: 330, y: 250))
    }

    @Test("a tap on a side card selects it and scrolls it to the centre")
    func tapSideCard() throws {
        // Item 1 sits one item span (200 pt) right of the centre.
        let r = try replay(
            """
            {"type": "linear", "interaction": {"events": [{"at": 0, "touchDown": [600, 250]}, {"at": 0.05, "touchUp": [0, 0]}]}}
            """)
        #expect(r.taps == [InteractionResult.Tap(time: 0.05, point: Point2D(x: 600, y: 250), item: 1)])
        #expect(
            r.events.map(\.event) == [
                .willBeginScrollingAnimation, .didSelectItem(index: 1),
                .currentItemDidChange(index: 1), .didEndScrollingAnimation,
            ])
        #expect(r.events[0].time == 0.05 && r.events[1].time == 0.05)
        // iCarousel's 0.4 s scroll animation.
        #expect(times(r, of: "didEndScrollingAnimation") == [27.0 / 60])
        #expect(clock(r) == ["0.05 true", "0.45 false"])
        #expect(r.end.scrollOffset == 1 && r.end.currentItemIndex == 1 && r.end.isAtRest)
    }

    @Test("a tap on empty space selects nothing")
    func tapEmptySpace() throws {
        let r = try replay(
            """
            {"type": "linear", "interaction": {"events": [{"at": 0, "touchDown": [150, 250]}, {"at": 0.05, "touchUp": [0, 0]}]}}
            """)
        #expect(r.taps == [InteractionResult.Tap(time: 0.05, point: Point2D(x: 150, y: 250), item: nil)])
        #expect(!r.events.contains { $0.event.name == "didSelectItem" })
        #expect(r.end.scrollOffset == 0)
    }

    @Test("a finger still down at the end: the replay stops when nothing can change, not at rest")
    func fingerHeld() throws {
        let r = try replay(#"{"type": "linear", "interaction": {"events": [{"at": 0.5, "touchDown": [400, 250]}]}}"#)
        #expect(r.end.time == 0.5 && !r.end.isAtRest)
        #expect(r.frames.count == 31)
        #expect(r.frames.last?.finger == Point2D(x: 400, y: 250))
    }

    // MARK: Programmatic scrolls

    @Test("an animated scrollTo moves over 0.4 s; not animated, it jumps")
    func scrollTo() throws {
        let r = try replay(#"{"type": "linear", "interaction": {"events": [{"at": 0, "scrollTo": 7}]}}"#)
        #expect(r.events.first?.event == .willBeginScrollingAnimation && r.events.first?.time == 0)
        #expect(r.events.last?.event == .didEndScrollingAnimation && r.events.last?.time == 0.4)
        #expect(
            r.events.filter { $0.event.name == "currentItemDidChange" }.last?.event == .currentItemDidChange(index: 7))
        // iCarousel's ease in and out: half way at half time.
        #expect(approx(try frame(r, at: 0.2).scrollOffset, 3.5, 1e-9))
        let offsets = r.frames.map(\.scrollOffset)
        #expect(offsets == offsets.sorted())
        #expect(clock(r) == ["0 true", "0.4 false"])
        #expect(r.end.scrollOffset == 7)

        let jump = try replay(
            #"{"type": "linear", "interaction": {"events": [{"at": 0, "scrollTo": 7, "animated": false}]}}"#)
        #expect(jump.events.map(\.event) == [.currentItemDidChange(index: 7)])
        #expect(jump.frames.map(\.scrollOffset) == [7])
        #expect(jump.frameClock.isEmpty)
    }

    @Test("scrollBy counts from the current item")
    func scrollBy() throws {
        let r = try replay(
            #"{"type": "linear", "scrollOffset": 5, "interaction": {"events": [{"at": 0, "scrollBy": -2}]}}"#)
        #expect(r.end.scrollOffset == 3 && r.end.time == 0.4)
    }

    @Test("a scroll during a drag is refused, and listed")
    func refused() throws {
        let r = try replay(
            """
            {"type": "linear", "interaction": {"events": [{"at": 0, "touchDown": [400, 250]},
             {"at": 0.05, "dragTo": [390, 250]}, {"at": 0.07, "scrollTo": 3}, {"at": 0.2, "touchUp": [0, 0]}]}}
            """)
        #expect(r.refused == [InteractionResult.Refusal(time: 0.07, input: "scrollTo", reason: .duringDrag)])
        #expect(r.end.scrollOffset == 0)
    }

    // MARK: Autoscroll

    @Test("autoscroll on a carousel that does not wrap stops at the last item, and so does the frame clock")
    func autoscrollStopsAtTheEnd() throws {
        // 10 items per second from 0 to item 11: 1.1 s.
        let r = try replay(#"{"type": "linear", "interaction": {"until": 3, "events": [{"at": 0, "autoscroll": 10}]}}"#)
        #expect(approx(try frame(r, at: 0.5).scrollOffset, 5, 1e-9))
        #expect(try frame(r, at: 1.1).scrollOffset == 11)
        // The clock stops when the carousel reaches the end, and stays stopped.
        #expect(clock(r) == ["0 true", "1.1 false"])
        #expect(r.frames.filter { $0.time >= 1.1 - 1e-9 }.allSatisfy { $0.scrollOffset == 11 })
        #expect(r.frames.count == 181)
        #expect(r.end.time == 3 && r.end.scrollOffset == 11 && r.end.isAtRest)
        // Without `until`, the replay ends as the clock stops.
        let open = try replay(#"{"type": "linear", "interaction": {"events": [{"at": 0, "autoscroll": 10}]}}"#)
        #expect(open.end.time == 1.1 && open.frames.count == 67)
    }

    // MARK: Automatic sliding

    @Test("automatic sliding: a slide at 2 s and 4 s, none while waiting; a tap restarts the interval from its rest")
    func automaticSliding() throws {
        let r = try replay(
            """
            {"type": "linear", "numberOfItems": 4, "interaction": {"until": 7, "events": [
              {"at": 0, "automaticSliding": 2}, {"at": 4.5, "touchDown": [400, 250]}, {"at": 4.6, "touchUp": [0, 0]}]}}
            """)
        #expect(times(r, of: "willBeginScrollingAnimation") == [2, 4, 6.6])
        #expect(
            times(r, of: "didEndScrollingAnimation").map { RenderStyle.decimal($0, places: 4) } == ["2.4", "4.4", "7"])
        // Frames run only while a slide moves (and for the tap's settle check at 4.6).
        #expect(
            clock(r) == ["2 true", "2.4 false", "4 true", "4.4 false", "4.6 true", "4.6 false", "6.6 true", "7 false"])
        #expect(approx(try frame(r, at: 2.2).scrollOffset, 0.5, 1e-9))
        #expect(try frame(r, at: 3).scrollOffset == 1)
        #expect(r.end.scrollOffset == 3 && r.end.currentItemIndex == 3 && r.end.isAtRest)
    }

    @Test("automatic sliding between ticks: a slow replay still slides at the interval's own times")
    func automaticSlidingBetweenTicks() throws {
        // 4 ticks a second: the slide due at 1.1 s begins then, not at the tick after.
        let r = try replay(
            """
            {"type": "linear", "numberOfItems": 3, "interaction": {"frameRate": 4, "until": 2.5, "events": [
              {"at": 0.1, "automaticSliding": 1}]}}
            """)
        #expect(
            times(r, of: "willBeginScrollingAnimation").map { RenderStyle.decimal($0, places: 4) } == ["1.1", "2.1"])
        #expect(r.end.scrollOffset == 2)
    }

    @Test("autoscroll 0 stops and settles on an item; Reduce Motion pauses autoscroll")
    func autoscrollStopsAndPauses() throws {
        let stopped = try replay(
            """
            {"type": "linear", "interaction": {"events": [{"at": 0, "autoscroll": 10}, {"at": 0.52, "autoscroll": 0}]}}
            """)
        #expect(stopped.end.scrollOffset == 5 && stopped.end.isAtRest)
        let paused = try replay(
            """
            {"type": "linear", "interaction": {"events": [{"at": 0, "reduceMotion": true}, {"at": 0, "autoscroll": 10},
             {"at": 1, "reduceMotion": false}]}}
            """)
        #expect(try frame(paused, at: 1).scrollOffset == 0)
        #expect(paused.frameClock.first?.time == 1)
        #expect(paused.end.scrollOffset == 11 && approx(paused.end.time, 2.1))
    }

    @Test("autoscroll on a wrapping carousel never rests: the replay stops at 60 s; 240 Hz keeps 14 401 frames")
    func longestReplay() throws {
        let r = try replay(
            """
            {"type": "rotary", "options": {"wrap": true}, "interaction": {"frameRate": 240, "events": [{"at": 0, "autoscroll": 3}]}}
            """)
        #expect(r.frames.count == 14_401)
        #expect(r.frames.last?.time == 60)
        #expect(r.end.time == 60 && !r.end.isAtRest)
        #expect(clock(r) == ["0 true"])
        #expect(r.frames.allSatisfy { $0.scrollOffset >= 0 && $0.scrollOffset < 12 })
    }

    // MARK: Layout direction

    @Test("right to left, a finger moving right moves toward later items")
    func rightToLeft() throws {
        let drag =
            #"{"at": 0, "touchDown": [400, 250]}, {"at": 0.05, "dragTo": [470, 250]}, {"at": 0.1, "touchUp": [1500, 0]}"#
        let rtl = try replay(
            #"{"type": "linear", "interaction": {"layoutDirection": "rightToLeft", "events": [\#(drag)]}}"#)
        #expect(try frame(rtl, at: 0.05).scrollOffset == 0.35)
        #expect(rtl.end.scrollOffset == 3)
        #expect(rtl.events.map(\.event) == (try replay(flingScene())).events.map(\.event))
        // Left to right the same finger pulls the first item past the start.
        let ltr = try replay(#"{"type": "linear", "interaction": {"events": [\#(drag)]}}"#)
        #expect(try frame(ltr, at: 0.05).scrollOffset < 0)
        #expect(ltr.end.scrollOffset == 0)
        // Item 1 is drawn left of the centre: a tap there selects it.
        let tap = try replay(
            """
            {"type": "linear", "interaction": {"layoutDirection": "rightToLeft",
             "events": [{"at": 0, "touchDown": [200, 250]}, {"at": 0.05, "touchUp": [0, 0]}]}}
            """)
        #expect(tap.taps.first?.item == 1 && tap.end.scrollOffset == 1)
    }

    // MARK: Data and size

    @Test("a reload mid-fling stops the deceleration and settles on an item of the new data")
    func reloadMidFling() throws {
        let r = try replay(flingScene(more: #", {"at": 0.3, "numberOfItems": 5}"#))
        #expect(r.generations.map(\.numberOfItems) == [12, 5])
        #expect(r.generations.map(\.origin) == [.start, .reload])
        #expect(r.frames.allSatisfy { $0.generation == ($0.time >= 0.3 ? 1 : 0) })
        let after = r.events.filter { $0.time >= 0.3 }.map(\.event)
        #expect(after == [.didEndDecelerating, .willBeginScrollingAnimation, .didEndScrollingAnimation])
        #expect(r.end.numberOfItems == 5 && r.end.scrollOffset == 2 && r.end.time == 0.7)
        // Fewer items than the offset: the kept offset is clamped to the last item.
        let two = try replay(flingScene(more: #", {"at": 0.3, "numberOfItems": 2}"#))
        #expect(two.end.scrollOffset == 1 && two.end.currentItemIndex == 1)
    }

    @Test("inserting before the current item keeps it in the middle; its index shifts and is reported")
    func insertBeforeCurrent() throws {
        let r = try replay(
            #"{"type": "linear", "scrollOffset": 5, "interaction": {"events": [{"at": 0.5, "insert": [0, 2]}]}}"#)
        #expect(try frame(r, at: 29.0 / 60).scrollOffset == 5)
        #expect(try frame(r, at: 0.5).scrollOffset == 7)
        #expect(r.events.map(\.event) == [.currentItemDidChange(index: 7)])
        #expect(r.events[0].time == 0.5)
        // The batch update animates for 0.3 s; the engine waits for it before resting.
        #expect(clock(r) == ["0.5 true", "0.8 false"])
        #expect(r.end.numberOfItems == 14 && r.end.scrollOffset == 7 && r.end.currentItemIndex == 7)
        guard case .update(let plan) = r.generations.last?.origin else {
            Issue.record("no update")
            return
        }
        #expect(plan.newIndex(forOldIndex: 5) == 7 && plan.oldCount == 12 && plan.newCount == 14)
    }

    @Test("deleting the current item brings the next one to the middle")
    func deleteCurrent() throws {
        let r = try replay(
            #"{"type": "linear", "scrollOffset": 5, "interaction": {"events": [{"at": 0, "delete": [5, 6, 9]}]}}"#)
        #expect(r.end.numberOfItems == 9 && r.end.scrollOffset == 5)
        guard case .update(let plan) = r.generations.last?.origin else {
            Issue.record("no update")
            return
        }
        #expect(plan.oldIndex(forNewIndex: 5) == 7)
    }

    @Test("a resize keeps the offset; a scroll under way goes on to its item")
    func boundsChange() throws {
        let r = try replay(
            """
            {"type": "linear", "interaction": {"events": [{"at": 0, "scrollTo": 5}, {"at": 0.2, "bounds": [400, 300]}]}}
            """)
        #expect(r.generations.map(\.bounds) == [Size2D(width: 800, height: 500), Size2D(width: 400, height: 300)])
        #expect(r.generations.last?.origin == .resize)
        #expect(times(r, of: "willBeginScrollingAnimation") == [0])
        #expect(times(r, of: "didEndScrollingAnimation") == [0.4])
        #expect(r.end.scrollOffset == 5)
        // At rest between items, the offset stays and the carousel settles on its item.
        let still = try replay(
            #"{"type": "linear", "scrollOffset": 2.25, "interaction": {"events": [{"at": 0.1, "bounds": [400, 300]}]}}"#
        )
        #expect(try frame(still, at: 0.1).scrollOffset == 2.25 && still.frames[0].scrollOffset == 2.25)
        #expect(still.end.scrollOffset == 2 && still.end.isAtRest)
    }

    // MARK: Environment

    @Test("VoiceOver announces the item the carousel rests on")
    func voiceOver() throws {
        let r = try replay(
            """
            {"type": "linear", "interaction": {"events": [{"at": 0, "voiceOver": true}, {"at": 0.5, "scrollTo": 4}]}}
            """)
        let announcements = r.events.filter { $0.event.name == "announcement" }
        #expect(announcements.map(\.event) == [.announcement(index: 0), .announcement(index: 4)])
        #expect(announcements.map(\.text) == ["Item 1 of 12", "Item 5 of 12"])
        #expect(announcements.map(\.time) == [0, 0.9])
    }

    // MARK: Focus

    @Test("focus moves turn the carousel; focusDidChange follows at rest; up leaves and is refused")
    func focus() throws {
        let r = try replay(
            """
            {"type": "linear", "interaction": {"events": [{"at": 0, "focused": true}, {"at": 0.1, "focus": "right"},
             {"at": 0.15, "focus": "right"}, {"at": 1, "focus": "up"}, {"at": 1.1, "activate": true},
             {"at": 1.5, "focused": false}]}}
            """)
        // The second move restarts the 0.4 s scroll toward item 2 at 0.15 s: it rests at 0.55 s.
        #expect(times(r, of: "focusDidChange") == [0.55])
        #expect(r.events.contains { $0.event == .focusDidChange(index: 2) })
        #expect(r.events.contains { $0.event == .didSelectItem(index: 2) })
        #expect(r.refused.map(\.input) == ["focus"])
        #expect(r.refused.map(\.time) == [1])
        #expect(r.refused.map(\.reason) == [.acrossAxis])
        #expect(r.end.currentItemIndex == 2)
        let json = InteractionResult.json(for: try #require(r.events.first { $0.event.name == "focusDidChange" }))
        #expect(json == .object([("at", .number(0.55)), ("event", .string("focusDidChange")), ("index", .number(2))]))
    }

    @Test("with focusBehavior none, focus moves are refused and nothing moves")
    func focusNone() throws {
        let r = try replay(
            """
            {"type": "linear", "interaction": {"focusBehavior": "none",
             "events": [{"at": 0, "focused": true}, {"at": 0.1, "focus": "right"}]}}
            """)
        #expect(r.refused.map(\.input) == ["focus"] && r.refused.map(\.reason) == [.focusDisabled])
        #expect(r.end.scrollOffset == 0)
    }

    @Test("visible items: focus landing on a side card scrolls it to the centre")
    func focusItem() throws {
        let r = try replay(
            """
            {"type": "linear", "interaction": {"focusBehavior": "visibleItems",
             "events": [{"at": 0, "focusItem": 1}]}}
            """)
        #expect(r.end.currentItemIndex == 1)
        #expect(times(r, of: "focusDidChange").isEmpty)
    }

    @Test("out of the window a scroll jumps and no frames are asked for")
    func outOfWindow() throws {
        let r = try replay(
            """
            {"type": "linear", "interaction": {"events": [{"at": 0, "inWindow": false}, {"at": 0.1, "scrollTo": 5}]}}
            """)
        #expect(r.frameClock.isEmpty)
        #expect(r.end.scrollOffset == 5 && r.end.time == 0.1)
    }

    // MARK: Timing

    @Test("frames fall at k / frameRate; events land at their own time")
    func frameRate() throws {
        let r = try replay(flingScene(settings: #""frameRate": 30, "#))
        #expect(r.frames.enumerated().allSatisfy { $0.element.time == Double($0.offset) / 30 })
        // The first 30 Hz tick at or after 0.8167 s.
        #expect(r.end.time == 25.0 / 30 && r.end.scrollOffset == 3)
        #expect(times(r, of: "willBeginDragging") == [0.05])
    }

    @Test("until runs to the last tick before it and handles the events left")
    func until() throws {
        let r = try replay(flingScene(settings: #""until": 2, "#))
        #expect(r.frames.count == 121 && r.end.time == 2 && r.end.scrollOffset == 3)
        #expect(r.frames.suffix(60).allSatisfy { $0.scrollOffset == 3 })
        // 0.125 s is between ticks 7 (0.1167) and 8: the event at 0.12 is handled after the last tick.
        let cut = try replay(
            """
            {"type": "linear", "interaction": {"until": 0.125, "events": [{"at": 0.12, "scrollTo": 3, "animated": false}]}}
            """)
        #expect(cut.frames.count == 8 && cut.frames.allSatisfy { $0.scrollOffset == 0 })
        #expect(cut.end.time == 0.125 && cut.end.scrollOffset == 3)
    }

    @Test("without events the replay is one frame at rest")
    func noEvents() throws {
        let r = try replay(#"{"type": "wheel", "scrollOffset": 2, "interaction": {}}"#)
        #expect(r.frames.count == 1 && r.frames[0].scrollOffset == 2 && r.events.isEmpty)
        #expect(
            r.end
                == InteractionResult.End(
                    time: 0, scrollOffset: 2, currentItemIndex: 2, numberOfItems: 12,
                    toggle: 0, isAtRest: true))
    }

    @Test("Cover Flow 2's frames carry the engine's toggle, back to 0 at rest")
    func coverFlow2Toggle() throws {
        let r = try replay(flingScene("coverFlow2"))
        #expect(r.frames.allSatisfy { abs($0.toggle) <= 1 })
        #expect(r.frames.contains { abs($0.toggle) > 0.1 })
        #expect(r.end.toggle == 0 && r.end.isAtRest)
        // Other types never toggle.
        #expect(try replay(flingScene("coverFlow")).frames.allSatisfy { $0.toggle == 0 })
    }

    // MARK: Keys and wheels

    /// 60 pt of two-finger swipe is 0.3 items; between events the fingers move −2000 pt/s (the
    /// began event's delta has no interval before it), 10 items/s at release. iCarousel's
    /// deceleration distance 10 / 3 items ends at 3.63, rounded to item 4: the deceleration lasts
    /// (4 − 0.3) / (10 / 2) = 0.74 s and a 0.01 s boundary scroll follows, ending at 0.79 s, so
    /// on tick 48 (0.8 s). The system's momentum events are taken and change nothing.
    @Test("a trackpad swipe releases into iCarousel's physics; its momentum events change nothing")
    func trackpadSwipe() throws {
        let r = try replay(
            """
            {"type": "linear", "interaction": {"events": [
              {"at": 0, "wheel": [0, 0], "phase": "mayBegin", "precise": true},
              {"at": 0.01, "wheel": [-20, 0], "phase": "began", "precise": true},
              {"at": 0.02, "wheel": [-20, 0], "phase": "changed", "precise": true},
              {"at": 0.03, "wheel": [-20, 0], "phase": "changed", "precise": true},
              {"at": 0.04, "wheel": [0, 0], "phase": "ended", "precise": true},
              {"at": 0.05, "wheel": [-30, 0], "momentum": "began", "precise": true},
              {"at": 0.1, "wheel": [-10, 0], "momentum": "changed", "precise": true},
              {"at": 0.3, "wheel": [0, 0], "momentum": "ended", "precise": true}]}}
            """)
        #expect(r.refused.isEmpty)
        #expect(times(r, of: "willBeginDragging") == [0.01])
        #expect(times(r, of: "didEndDecelerating") == [48.0 / 60])
        #expect(r.end.scrollOffset == 4 && r.end.isAtRest)
        // No finger is drawn for a trackpad.
        #expect(r.frames.allSatisfy { $0.finger == nil })
        // A swipe across the axis is refused whole, and listed.
        let across = try replay(
            """
            {"type": "linear", "interaction": {"events": [
              {"at": 0, "wheel": [0, -30], "phase": "began", "precise": true},
              {"at": 0.02, "wheel": [0, 0], "phase": "ended", "precise": true}]}}
            """)
        #expect(across.refused.map(\.input) == ["wheel", "wheel"])
        #expect(across.refused.map(\.reason) == [.acrossAxis, .acrossAxis])
        #expect(across.end.scrollOffset == 0 && across.events.isEmpty)
        // A swipe whose first event only leans across the axis by noise (at most 3 pt) is the
        // carousel's once it moves along it: (−1, 2) then (−25, 1) five times, the example of
        // the trackpad test in the engine's tests (126 pt, released at 12.5 items/s, rests on
        // item 5).
        let leaning = try replay(
            """
            {"type": "linear", "interaction": {"events": [
              {"at": 0.01, "wheel": [-1, 2], "phase": "began", "precise": true},
              {"at": 0.02, "wheel": [-25, 1], "phase": "changed", "precise": true},
              {"at": 0.03, "wheel": [-25, 1], "phase": "changed", "precise": true},
              {"at": 0.04, "wheel": [-25, 1], "phase": "changed", "precise": true},
              {"at": 0.05, "wheel": [-25, 1], "phase": "changed", "precise": true},
              {"at": 0.06, "wheel": [-25, 1], "phase": "changed", "precise": true},
              {"at": 0.07, "wheel": [0, 0], "phase": "ended", "precise": true}]}}
            """)
        #expect(leaning.refused.isEmpty)
        #expect(times(leaning, of: "willBeginDragging") == [0.02])
        #expect(leaning.end.scrollOffset == 5 && leaning.end.isAtRest)
    }

    /// A horizontal wheel tick (a tilt wheel, or Shift on macOS) moves one item in iCarousel's
    /// 0.4 s; → another; ↑ is across the axis (refused); End goes to item 11.
    @Test("wheel ticks and keys move whole items; keys across the axis are refused")
    func ticksAndKeys() throws {
        let r = try replay(
            """
            {"type": "linear", "interaction": {"events": [
              {"at": 0, "wheel": [-1, 0]}, {"at": 0.5, "key": "right"}, {"at": 1, "key": "up"},
              {"at": 1.5, "key": "end"}]}}
            """)
        #expect(try frame(r, at: 0.4).scrollOffset == 1)
        #expect(try frame(r, at: 0.9).scrollOffset == 2)
        #expect(r.refused.map(\.input) == ["key"] && r.refused.map(\.time) == [1])
        #expect(r.refused.map(\.reason) == [.acrossAxis])
        #expect(times(r, of: "willBeginScrollingAnimation") == [0, 0.5, 1.5])
        #expect(r.end.scrollOffset == 11 && r.end.isAtRest)
    }

    /// A plain mouse wheel's vertical ticks over a horizontal carousel at item 5: four in a quick
    /// spin, one precise. Each is listed as refused across the axis (the page scrolls instead)
    /// and the carousel never moves, wrapping or not.
    @Test(
        "a vertical mouse-wheel tick over a horizontal carousel is refused across the axis, wrapping or not",
        arguments: [false, true])
    func verticalTickRefused(wrap: Bool) throws {
        let r = try replay(
            """
            {"type": "linear", "scrollOffset": 5, "options": {"wrap": \(wrap)}, "interaction": {"events": [
              {"at": 0, "wheel": [0, -1]}, {"at": 0.03, "wheel": [0, -1]}, {"at": 0.06, "wheel": [0, -3]},
              {"at": 0.09, "wheel": [0, 1]}, {"at": 0.5, "wheel": [1, -40], "precise": true}]}}
            """)
        #expect(r.refused.map(\.input) == Array(repeating: "wheel", count: 5))
        #expect(r.refused.map(\.time) == [0, 0.03, 0.06, 0.09, 0.5])
        #expect(r.refused.allSatisfy { $0.reason.description == "it goes across the scroll axis" })
        #expect(r.events.isEmpty)
        #expect(r.frames.allSatisfy { $0.scrollOffset == 5 })
        #expect(r.end.scrollOffset == 5 && r.end.isAtRest)
        let json = try sceneResult(
            """
            {"type": "linear", "options": {"wrap": \(wrap)}, "interaction": {"events": [{"at": 0.5, "wheel": [0, -1]}]}}
            """
        ).json
        #expect(
            json["interaction"]?["refused"]
                == .array([
                    .object([
                        ("at", .number(0.5)), ("input", .string("wheel")),
                        ("reason", .string("it goes across the scroll axis")),
                    ])
                ]))
    }

    /// Right to left, ← leads to the next item; at item 0, → leads back past the first item and
    /// is refused, saying so. The scene's own field and the interaction's do the same.
    @Test("the scene's layoutDirection reaches the replay: ← moves forward right to left")
    func sceneLayoutDirection() throws {
        for fields in [
            #""layoutDirection": "rightToLeft", "interaction": {"#,
            #""interaction": {"layoutDirection": "rightToLeft", "#,
        ] {
            let r = try replay(
                #"{"type": "linear", "# + fields
                    + #""events": [{"at": 0, "key": "right"}, {"at": 0.1, "key": "left"}]}}"#)
            #expect(r.refused.map(\.reason) == [.atFirstItem] && r.refused.map(\.time) == [0])
            #expect(r.end.scrollOffset == 1 && r.end.isAtRest)
        }
    }

    // MARK: The collection-view layout

    /// 200 pt items scroll 200 pt per item: the content offset is 200 × the scroll offset at every
    /// tick of the fling (the 70 pt drag is 0.35 items; item 3 rests at 600 pt), and a jump to
    /// item 7 sets it to 1400 pt.
    @Test("the content offset is the scroll offset at 200 pt per item")
    func contentOffsetOfAFling() throws {
        let r = try replay(flingScene())
        #expect(r.frames.allSatisfy { approx($0.contentOffset.x, 200 * $0.scrollOffset, 1e-12) })
        #expect(r.frames.allSatisfy { $0.contentOffset.y == 0 })
        #expect(r.frames[0].contentOffset == Point2D(x: 0, y: 0))
        #expect(try frame(r, at: 0.05).contentOffset == Point2D(x: 70, y: 0))
        #expect(r.frames.last?.contentOffset == Point2D(x: 600, y: 0))
        let jump = try replay(
            #"{"type": "linear", "interaction": {"events": [{"at": 0, "scrollTo": 7, "animated": false}]}}"#)
        #expect(jump.frames.map(\.contentOffset) == [Point2D(x: 1400, y: 0)])
    }

    /// The scene starts at item 5, content offset 5 × 200 = 1000 pt. Insets of 91 (top), 100 (left)
    /// and 34 (bottom) leave a 700 × 375 pt usable area centred at (100 + 700 / 2, 91 + 375 / 2) =
    /// (450, 278.5). The layout keeps item 5 without moving the content offset (it now shows item
    /// 5 at position 1000 + 100 = 1100 pt, anchor 5 − 1100 / 200 = −0.5); coming to rest at the
    /// next tick the engine recentres it to anchor 0: 5 × 200 − 100 = 900 pt, nothing drawn moves.
    @Test("insets arriving mid-replay keep the current item, centred in the area they leave")
    func insetsKeepTheCurrentItem() throws {
        let r = try replay(
            """
            {"type": "linear", "scrollOffset": 5, "interaction": {"events": [{"at": 0.1, "insets": [91, 100, 34, 0]}]}}
            """)
        #expect(r.frames.count == 7)
        #expect(r.frames.allSatisfy { $0.scrollOffset == 5 && $0.currentItemIndex == 5 })
        #expect(r.events.isEmpty)
        #expect(r.frames.map(\.contentOffset.x) == [1000, 1000, 1000, 1000, 1000, 1000, 900])
        #expect(r.generations.map(\.origin) == [.start, .resize])
        #expect(r.generations.last?.insets == EdgeInsets2D(top: 91, left: 100, bottom: 34, right: 0))
        let before = try #require(r.frames[5].items.first { $0.index == 5 })
        #expect(before.center == Point2D(x: 400, y: 250) && before.offset == 0)
        let after = try #require(r.frames[6].items.first { $0.index == 5 })
        #expect(after.center == Point2D(x: 450, y: 278.5) && after.offset == 0)
        #expect(r.end.scrollOffset == 5 && r.end.currentItemIndex == 5 && r.end.isAtRest)
    }

    /// A left inset of 100 pt during the fling leaves a 700 pt wide usable area: the fling goes on
    /// as before (200 pt per item still) and item 3 rests at the content offset 3 × 200 − 100 =
    /// 500 pt, drawn at x = 100 + 700 / 2 = 450.
    @Test("insets during a fling: it goes on to its item, drawn in the middle of the usable area")
    func insetsDuringAFling() throws {
        let r = try replay(flingScene(more: #", {"at": 0.3, "insets": [0, 100, 0, 0]}"#))
        #expect(r.events.map(\.event) == (try replay(flingScene())).events.map(\.event))
        #expect(r.end.scrollOffset == 3 && r.end.isAtRest)
        #expect(r.frames.last?.contentOffset == Point2D(x: 500, y: 0))
        let item = try #require(r.frames.last?.items.first { $0.index == 3 })
        #expect(item.center == Point2D(x: 450, y: 250))
    }

    /// Wrapping, the 200 000 pt strip starts in its middle: 100 000 pt shows item 0. Autoscroll at
    /// 16 items/s ticked at 64 Hz moves exactly 0.25 items = 50 pt a tick. Tick 1000 sits at
    /// 150 000 pt, a quarter of the strip from the middle; tick 1001 would be past that, so the
    /// layout puts the content offset back in the middle, 100 000 pt, now showing 250.25 items
    /// (10.25 of 12), the quarter item further every tick moves.
    @Test("a wrapping carousel's recentring jumps the content offset and moves no drawn item")
    func wrappingRecentring() throws {
        let result = try sceneResult(
            """
            {"type": "linear", "options": {"wrap": true}, "interaction": {"frameRate": 64, "until": 15.65,
             "events": [{"at": 0, "autoscroll": 16}]}}
            """)
        let r = try #require(result.interaction)
        #expect(r.frames.count == 1002)
        #expect(r.frames[0].contentOffset == Point2D(x: 100_000, y: 0))
        #expect(r.frames[1000].contentOffset == Point2D(x: 150_000, y: 0) && r.frames[1000].scrollOffset == 10)
        #expect(r.frames[1001].contentOffset == Point2D(x: 100_000, y: 0) && r.frames[1001].scrollOffset == 10.25)
        let steps = zip(r.frames, r.frames.dropFirst()).map { $1.contentOffset.x - $0.contentOffset.x }
        #expect(steps.enumerated().allSatisfy { $0.element == ($0.offset == 1000 ? -50_000 : 50) })
        // What is drawn depends on the scroll offset alone, on both sides of the jump.
        for k in [999, 1000, 1001] {
            #expect(drawSame(r.frames[k].items, visiblePlacements(result.scene.model, at: r.frames[k].scrollOffset)))
        }
    }

    @Test("Tab's next and previous are refused as leaving the carousel, not as going across the axis")
    func focusNextLeavesCarousel() throws {
        let r = try replay(
            """
            {"type": "linear", "interaction": {"events": [{"at": 0, "focused": true},
              {"at": 0.1, "focus": "next"}, {"at": 0.2, "focus": "previous"}, {"at": 0.3, "focus": "up"}]}}
            """)
        #expect(r.refused.map(\.input) == ["focus", "focus", "focus"])
        #expect(r.refused.map(\.reason) == [.leavesCarousel, .leavesCarousel, .acrossAxis])
        #expect(r.refused.first?.reason.description == "Tab's next and previous leave the carousel")
        #expect(r.end.scrollOffset == 0)
    }
}
