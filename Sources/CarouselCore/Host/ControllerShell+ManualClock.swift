extension ControllerShell {
    /// A display link on a test's clock: from `start`, delivers a frame every `1 / frameRate`
    /// seconds, up to and including `end`, for as long as the engine asks for frames; while it
    /// asks for none but names a wake-up (``InteractionEngine/nextWakeTime``: the next automatic
    /// slide), the wake-up's frame at that time, as the platform's one-shot timer delivers it, and
    /// the display's frames after it count from there. `setTime` moves the clock before each
    /// frame and to `end` at the end, so every call the frame causes reads the frame's time.
    ///
    /// Times are the test's clock's, laid onto the engine's timeline by the driver's clock
    /// (``ControllerClock/engineTime(forManual:)``: unchanged unless a manual clock was started
    /// after the engine heard the display's). A frame that falls past `end` only by the rounding
    /// of `start + k / frameRate` (within 1 ns) is delivered at `end` exactly.
    ///
    /// For tests on a device or simulator, which must not wait for the real display: the
    /// controllers' `advanceManualClock(to:frameRate:)` calls it.
    /// - Parameters:
    ///   - start: the clock now, seconds.
    ///   - end: where the clock stops, seconds; not before `start` (an earlier one delivers nothing).
    ///   - frameRate: frames per second, at least 1 (non-finite: 60).
    public func runManualFrames(
        from start: Double, to end: Double, frameRate: Double = 60, setTime: (Double) -> Void
    ) {
        let rate = frameRate.isFinite ? max(1, frameRate) : 60
        let start = start.finiteOrZero
        let end = max(start, end.isFinite ? end : start)
        var base = start
        var frame = 1.0
        var last = start
        while true {
            // Read at every frame: setting the time may lay the clock onto the engine's timeline
            // again (an input stamped ahead of the clock moved the engine's last time on).
            let clock = readingDriver { $0.clock }
            var time: Double
            if readingDriver({ $0.engine.wantsFrames }) {
                time = base + frame / rate
            } else if let wake = readingDriver({ $0.engine.nextWakeTime }).map(clock.manualTime(forEngine:)),
                wake > last
            {
                // The wake-up: the display's frames, if it asks for them, follow from its time.
                time = wake
                base = wake
                frame = 0
            } else {
                break
            }
            guard time <= end + Self.frameRounding else { break }
            time = min(time, end)
            setTime(time)
            feed(.frame, at: readingDriver { $0.clock.engineTime(forManual: time) })
            last = time
            frame += 1
        }
        setTime(end)
    }

    /// How far past its end a frame time may fall by rounding alone and still be delivered (at the
    /// end), seconds.
    static var frameRounding: Double { 1e-9 }

    /// The test's clock (``ControllerDriver/manualClock``): `nil` is the display's.
    public var manualClock: Double? {
        get { readingDriver { $0.manualClock } }
        set { driver.manualClock = newValue }
    }

    /// Moves the manual clock to `time`, delivering the frames a display at `frameRate` would
    /// deliver meanwhile (``runManualFrames(from:to:frameRate:setTime:)``); starts the manual clock
    /// at `time` if it was off.
    public func advanceManualClock(to time: Double, frameRate: Double = 60) {
        if manualClock == nil { manualClock = time }
        runManualFrames(from: manualClock ?? time, to: time, frameRate: frameRate) { manualClock = $0 }
    }

    /// One frame of the display link, at `time` (seconds): fed to the engine, unless a test's
    /// manual clock runs (its frames come from ``advanceManualClock(to:frameRate:)`` alone).
    public func displayLinkFrame(at time: Double) {
        guard !readingDriver({ $0.clock.isManual }) else { return }
        feed(.frame, at: time)
    }

    /// The one-shot timer the engine asked for fired (``ControllerActions/scheduleWake(at:)``): one
    /// frame at the host's clock now, unless a test's manual clock runs (its wake-ups come from
    /// ``advanceManualClock(to:frameRate:)`` alone).
    public func wakeUp() {
        guard !readingDriver({ $0.clock.isManual }) else { return }
        feed(.frame)
    }
}
