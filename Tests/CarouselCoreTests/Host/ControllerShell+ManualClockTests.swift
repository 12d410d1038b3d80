@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselSimulation
import Foundation
import Testing

/// The display link on a test's clock (``ControllerShell/runManualFrames(from:to:frameRate:setTime:)``),
/// which the Apple-hosted tests drive the real controllers with.
@Suite("ControllerShell: the manual clock")
struct ControllerShellManualClockTests {
    func controller() -> (SimulatedCollectionView, SimulatedController) {
        let view = SimulatedCollectionView(
            layout: LayoutDriver(), bounds: Rect2D(x: 0, y: 0, width: 800, height: 500), sectionCounts: [12])
        view.layoutIfNeeded()
        return (view, SimulatedController(view: view))
    }

    @Test("frames every 1/60 s while the engine asks, each at its own time, and the clock ends where asked")
    func framesWhileAsked() {
        let (view, controller) = controller()
        var times: [Double] = []
        // At rest: no frames, the clock still moves.
        controller.runManualFrames(from: 0, to: 1) { times.append($0) }
        #expect(times == [1])
        // Autoscroll at 1 item per second for half a second: 30 frames, then the clock at 0.5.
        controller.feed(.autoscroll(1), at: 0)
        times = []
        controller.runManualFrames(from: 0, to: 0.5) { time in
            times.append(time)
            view.clock = time
        }
        #expect(times.count == 31)
        #expect(abs(times[0] - 1.0 / 60) < 1e-12 && abs(times[29] - 0.5) < 1e-9 && times[30] == 0.5)
        #expect(abs(controller.driver.engine.scrollOffset - 0.5) < 1e-9)
    }

    @Test("bad rates and times deliver nothing absurd: rate at least 1, NaN rate 60, an end before the start none")
    func badInput() {
        let (view, controller) = controller()
        controller.feed(.autoscroll(1), at: 0)
        var times: [Double] = []
        controller.runManualFrames(from: 0, to: 2, frameRate: 0.01) { times.append($0) }
        #expect(times == [1, 2, 2])  // rate 1
        times = []
        controller.runManualFrames(from: 2, to: 2.05, frameRate: .nan) { times.append($0) }
        #expect(times.count == 4)  // three frames at 60 Hz, then the end
        times = []
        controller.runManualFrames(from: 3, to: 1) { times.append($0) }
        #expect(times == [3])
        times = []
        controller.runManualFrames(from: .infinity, to: .nan) { times.append($0) }
        #expect(times == [0])
        #expect(view.shown == .carousel)  // the view (which holds the controller) stays
    }

    @Test("on the manual clock the display's frames wait; advancing delivers them and leaves the clock there")
    func manualClockHoldsDisplayFrames() {
        let (view, controller) = controller()
        controller.feed(.autoscroll(1), at: 0)
        // Autoscroll moves at most 0.1 s per frame: frames here are 50 ms apart.
        controller.displayLinkFrame(at: 0.05)  // the display's clock: fed
        #expect(abs(controller.driver.engine.scrollOffset - 0.05) < 1e-9)
        controller.manualClock = 0.05
        controller.displayLinkFrame(at: 0.1)  // a real frame while a test holds the clock: not fed
        #expect(abs(controller.driver.engine.scrollOffset - 0.05) < 1e-9)
        controller.advanceManualClock(to: 1.05)
        #expect(controller.manualClock == 1.05)
        #expect(abs(controller.driver.engine.scrollOffset - 1.05) < 1e-9)
        controller.manualClock = nil
        controller.displayLinkFrame(at: 1.1)
        #expect(abs(controller.driver.engine.scrollOffset - 1.1) < 1e-9)
        #expect(view.shown == .carousel)
    }

    // MARK: Which clock the engine hears

    /// A collection view whose display clock reads `bootTime` (seconds since boot, as a device's
    /// does), laid out once.
    func view(bootTime: Double) -> SimulatedCollectionView {
        let view = SimulatedCollectionView(
            layout: LayoutDriver(), bounds: Rect2D(x: 0, y: 0, width: 800, height: 500), sectionCounts: [12])
        view.clock = bootTime
        view.layoutIfNeeded()
        return view
    }

    @Test("a manual clock set after the controller heard the display's clock still moves the carousel")
    func manualClockSetLate() {
        // The fixtures' old order: the controller is made (hearing the display's clock, 86 417 s
        // after boot), then the test's clock is set to 0. An engine that took 0.016 s as "before
        // the last time" would never move.
        let view = view(bootTime: 86_417.25)
        let controller = SimulatedController(view: view)
        controller.manualClock = 0
        controller.feed(.autoscroll(1))
        controller.advanceManualClock(to: 1)
        view.layoutIfNeeded()
        #expect(abs(controller.driver.engine.scrollOffset - 1) < 1e-9)
        #expect(controller.manualClock == 1)
        // Set back, it moves again from where the engine is.
        controller.manualClock = 0
        controller.advanceManualClock(to: 0.5)
        #expect(abs(controller.driver.engine.scrollOffset - 1.5) < 1e-9)
    }

    @Test("a manual clock given when the controller is made is the only clock the engine hears")
    func manualClockGivenAtInit() {
        let view = view(bootTime: 86_417.25)
        let controller = SimulatedController(view: view, clock: .manual(at: 0))
        #expect(controller.driver.clock.origin == 0)
        controller.feed(.autoscroll(1))
        controller.advanceManualClock(to: 0.25)
        #expect(abs(controller.driver.engine.scrollOffset - 0.25) < 1e-9)
        // The display's frames and the view's clock are not heard.
        view.clock += 5
        controller.displayLinkFrame(at: view.clock)
        controller.feed(.frame)
        #expect(abs(controller.driver.engine.scrollOffset - 0.25) < 1e-9)
    }

    @Test("an input stamped ahead of the test's clock moves the clock's origin; the frames after it still advance")
    func eventAheadOfTheClock() {
        // AppKit stamps a click's mouse-up 50 ms after its mouse-down: an input at an event's own
        // time, ahead of the test's clock. The frames that follow are laid on the engine's
        // timeline from there, not from where the clock stood before.
        let view = view(bootTime: 86_417.25)
        let controller = SimulatedController(view: view)
        controller.manualClock = 0
        let origin = controller.driver.clock.origin
        #expect(origin > 86_000)
        #expect(controller.engineTime(forEventTimestamp: 0.5) == 0.5 + origin)
        controller.drive(atEventTime: 0.5) { $0.handle(.autoscroll(1), at: $1, into: &$2) }
        controller.advanceManualClock(to: 1)
        // The first frame (at 1/60 s on the test's clock) falls on the input's time; 59 more follow.
        #expect(abs(controller.driver.engine.scrollOffset - (1 - 1.0 / 60)) < 1e-6)
        #expect(controller.manualClock == 1)
    }

    @Test("ControllerClock: readings laid on the engine's timeline, never before its last time; bad input")
    func clockArithmetic() {
        var clock = ControllerClock.display
        #expect(clock.now(display: 42) == 42 && !clock.isManual)
        clock.set(0, engineLast: 100)
        #expect(clock.origin == 100 && clock.now(display: 42) == 100)
        clock.set(2, engineLast: 100.5)  // forward: the origin stands
        #expect(clock.now(display: 0) == 102)
        clock.set(1, engineLast: 102)  // back: re-laid onto the engine's last time
        #expect(clock.now(display: 0) == 102 && clock.manualTime == 1)
        clock.set(.nan, engineLast: 102)  // a NaN reading keeps the clock where it is
        #expect(clock.manualTime == 1)
        clock.set(nil, engineLast: 102)
        #expect(clock == .display)
        #expect(ControllerClock.manual(at: .infinity).manualTime == 0)
        #expect(ControllerClock.manual(at: 3).now(display: 1_000) == 3)
        // Event stamps: the display's as they are; a test's clock's laid on like its readings.
        #expect(ControllerClock.display.engineTime(forEvent: 5_000) == 5_000)
        var late = ControllerClock.display
        late.set(0, engineLast: 100)
        #expect(late.engineTime(forEvent: 0.25) == 100.25)
    }

    @Test("a frame that rounds past the end is delivered at the end: 0.1 s to 0.3 s at 60 Hz is 12 frames")
    func lastFramePinnedToTheEnd() {
        let (view, controller) = controller()
        controller.feed(.autoscroll(1), at: 0)
        var frames: [Double] = []
        controller.runManualFrames(from: 0.1, to: 0.3) { frames.append($0) }
        #expect(view.shown == .carousel)
        // setTime runs before each frame and once at the end.
        let delivered = frames.dropLast()
        #expect(delivered.count == 12)
        #expect(delivered.last == 0.3, "the last frame at \(String(describing: delivered.last))")
        #expect(frames.last == 0.3)
    }

    // MARK: Wake-ups

    @Test("in UIKit's order: the timer is set for the slide, fires, the display link runs it, the timer is set again")
    func wakeUpInUIKitOrder() {
        let (view, controller) = controller()
        controller.feed(.automaticSliding(interval: 2), at: 0)
        #expect(controller.wakeTime == 2 && !controller.isFrameClockRunning)
        // The timer fires at 2 s; the controller reads the clock and feeds a frame.
        view.clock = 2
        controller.fireWake()
        #expect(controller.isFrameClockRunning && controller.wakeTime == nil)
        #expect(controller.events.map(\.event.name) == ["willBeginScrollingAnimation"])
        // The display link runs the 0.4 s slide: 24 frames at 60 Hz.
        for k in 1...24 {
            let time = 2 + Double(k) / 60
            view.clock = time
            controller.displayLinkFrame(at: time)
            view.layoutIfNeeded()
        }
        #expect(!controller.isFrameClockRunning)
        #expect(controller.wakeTime == 4)
        #expect(abs((controller.shownLayout?.liveScrollOffsetNow ?? 0) - 1) < 1e-9)
        #expect(controller.events.last?.event == .didEndScrollingAnimation)
        #expect(controller.wakeRequests.compactMap(\.wake) == [2, 4])
    }

    @Test("a timer that fires early slides nothing and is set again for the same time")
    func earlyTimer() {
        let (view, controller) = controller()
        controller.feed(.automaticSliding(interval: 2), at: 0)
        view.clock = 1.999
        controller.fireWake()
        #expect(controller.events.isEmpty && !controller.isFrameClockRunning)
        #expect(controller.wakeTime == 2)
    }

    @Test("the manual clock delivers each wake-up at its own time and the display's frames after it")
    func manualClockWakes() {
        let (view, controller) = controller()
        controller.feed(.automaticSliding(interval: 1), at: 0)
        var times: [Double] = []
        controller.runManualFrames(from: 0, to: 2.5) { time in
            times.append(time)
            view.clock = time
        }
        // Wake at 1, 24 frames of the slide, wake at 2, 24 frames, then the end.
        #expect(times.count == 51)
        #expect(times[0] == 1 && abs(times[1] - (1 + 1.0 / 60)) < 1e-12 && times[25] == 2 && times[50] == 2.5)
        #expect(controller.driver.engine.currentItemIndex == 2)
        #expect(controller.driver.engine.nextWakeTime == 3)
    }

    @Test("while a test holds the manual clock, the real timer's wake-up is not fed")
    func manualClockHoldsWakes() {
        let (view, controller) = controller()
        controller.feed(.automaticSliding(interval: 2), at: 0)
        controller.manualClock = 0
        view.clock = 2
        controller.fireWake()
        #expect(controller.events.isEmpty && controller.driver.engine.currentItemIndex == 0)
    }
}
