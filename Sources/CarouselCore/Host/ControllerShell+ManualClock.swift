extension ControllerShell {
    /// A display link on a test's clock: from `start`, delivers a frame every `1 / frameRate`
    /// seconds, up to and including `end`, for as long as the engine asks for frames; while it
    /// asks for none but names a wake-up (``InteractionEngine/nextWakeTime``: the next automatic
    /// slide), the wake-up's frame at that time, as the platform's one-shot timer delivers it, and
    /// the display's frames after it count from there. `setTime` moves the clock before each
    /// frame and to `end` at the end, so every call the frame causes reads the frame's time.
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
            let time: Double
            if readingDriver({ $0.engine.wantsFrames }) {
                time = base + frame / rate
            } else if let wake = readingDriver({ $0.engine.nextWakeTime }), wake > last {
                // The wake-up: the display's frames, if it asks for them, follow from its time.
                time = wake
                base = wake
                frame = 0
            } else {
                break
            }
            guard time <= end + 1e-9 else { break }
            setTime(time)
            feed(.frame, at: time)
            last = time
            frame += 1
        }
        setTime(end)
    }

    /// The test's clock (``ControllerDriver/manualClock``): `nil` is the display's.
    public var manualClock: Double? {
        get { readingDriver { $0.manualClock } }
        set { driver.manualClock = newValue }
    }

    /// Moves the manual clock to `time`, delivering the frames a display at `frameRate` would
    /// deliver meanwhile (``runManualFrames(from:to:frameRate:setTime:)``); starts the manual clock
    /// at `time` if it was off.
    public func advanceManualClock(to time: Double, frameRate: Double = 60) {
        runManualFrames(from: manualClock ?? time, to: time, frameRate: frameRate) { manualClock = $0 }
    }

    /// One frame of the display link, at `time` (seconds): fed to the engine, unless a test's
    /// manual clock runs (its frames come from ``advanceManualClock(to:frameRate:)`` alone).
    public func displayLinkFrame(at time: Double) {
        guard manualClock == nil else { return }
        feed(.frame, at: time)
    }

    /// The one-shot timer the engine asked for fired (``ControllerActions/scheduleWake(at:)``): one
    /// frame at the host's clock now, unless a test's manual clock runs (its wake-ups come from
    /// ``advanceManualClock(to:frameRate:)`` alone).
    public func wakeUp() {
        guard manualClock == nil else { return }
        feed(.frame)
    }
}
