@_spi(Plumbing) import CarouselCore
import Testing

/// Records every call, as one line each, in order.
private final class CallLog {
    var lines: [String] = []
}

/// A platform that implements every call.
private struct RecordingPlatform: ControllerActions {
    let log: CallLog
    func apply(_ settings: ScrollViewSettings) { log.lines.append("apply paging=\(settings.isPagingEnabled)") }
    func reloadModel() { log.lines.append("reloadModel") }
    func stopPlatformMotion() { log.lines.append("stopPlatformMotion") }
    func recentre() { log.lines.append("recentre") }
    func show(scrollOffset: Double) { log.lines.append("show offset \(scrollOffset)") }
    func show(toggle: Double) { log.lines.append("show toggle \(toggle)") }
    func report(_ event: InteractionEvent) { log.lines.append("report \(event.name)") }
    func willBeginDragging() { log.lines.append("willBeginDragging") }
    func didEndDragging(willDecelerate: Bool) { log.lines.append("didEndDragging \(willDecelerate)") }
    func willBeginDecelerating() { log.lines.append("willBeginDecelerating") }
    func didEndDecelerating() { log.lines.append("didEndDecelerating") }
    func didEndScrollingAnimation() { log.lines.append("didEndScrollingAnimation") }
    func currentItemDidChange(to item: Int) { log.lines.append("currentItem \(item)") }
    func didSelectItem(_ item: Int) { log.lines.append("didSelect \(item)") }
    func focusDidChange() { log.lines.append("focusDidChange") }
    func tellVoiceOver(_ notice: VoiceOverNotice) { log.lines.append("tellVoiceOver \(notice)") }
    func startFrames(_ rates: DisplayLinkPlan.FrameRateRange) { log.lines.append("startFrames \(rates.preferred)") }
    func stopFrames() { log.lines.append("stopFrames") }
    func scheduleWake(at time: Double?) { log.lines.append("wake \(time.map { "\($0)" } ?? "none")") }
    func confirmTap(onItem item: Int) { log.lines.append("confirmTap \(item)") }
    func activate(item: Int) { log.lines.append("activate \(item)") }
    func updateAccessibilityElements() { log.lines.append("updateAccessibilityElements") }
}

/// A platform with only the calls every platform must implement (AppKit's shape).
private struct MinimalPlatform: ControllerActions {
    let log: CallLog
    func apply(_ settings: ScrollViewSettings) { log.lines.append("apply") }
    func reloadModel() { log.lines.append("reloadModel") }
    func recentre() { log.lines.append("recentre") }
    func show(scrollOffset: Double) { log.lines.append("show offset \(scrollOffset)") }
    func show(toggle: Double) { log.lines.append("show toggle \(toggle)") }
    func report(_ event: InteractionEvent) { log.lines.append("report \(event.name)") }
    func currentItemDidChange(to item: Int) { log.lines.append("currentItem \(item)") }
    func tellVoiceOver(_ notice: VoiceOverNotice) { log.lines.append("tellVoiceOver \(notice)") }
    func startFrames(_ rates: DisplayLinkPlan.FrameRateRange) { log.lines.append("startFrames") }
    func stopFrames() { log.lines.append("stopFrames") }
    func scheduleWake(at time: Double?) {}
    func confirmTap(onItem item: Int) { log.lines.append("confirmTap \(item)") }
}

@Suite("ControllerOutput.perform(on:): which platform calls an answer makes, in order")
struct ControllerActionsTests {
    /// An answer that asks for everything.
    private var everything: ControllerOutput {
        var out = ControllerOutput()
        var settings = ScrollViewSettings()
        settings.isPagingEnabled = true
        out.scrollViewSettings = settings
        out.reloadsModel = true
        out.stopsPlatformMotion = true
        out.recentres = true
        out.scrollOffset = 2.5
        out.toggle = -1
        out.events = [.didEndDragging(willDecelerate: true), .currentItemDidChange(index: 3)]
        out.frameClock = FrameClock(
            isRunning: true, frameRate: DisplayLinkPlan.FrameRateRange(minimum: 30, maximum: 120, preferred: 60))
        out.tappedItem = 3
        out.activatedItem = 4
        out.updatesAccessibilityElements = true
        out.voiceOverNotice = .speakPosition(item: 3)
        return out
    }

    @Test("every step, in the documented order; each event reaches the app's handler before its call")
    func order() {
        let log = CallLog()
        everything.perform(on: RecordingPlatform(log: log))
        #expect(
            log.lines == [
                "startFrames 60.0", "wake none", "apply paging=true", "reloadModel", "stopPlatformMotion", "recentre",
                "show offset 2.5", "show toggle -1.0", "report didEndDragging", "didEndDragging true",
                "report currentItemDidChange", "currentItem 3", "confirmTap 3", "activate 4",
                "updateAccessibilityElements", "tellVoiceOver speakPosition(item: 3)",
            ])
    }

    @Test("an empty answer makes no call")
    func nothing() {
        let log = CallLog()
        ControllerOutput().perform(on: RecordingPlatform(log: log))
        #expect(log.lines.isEmpty)
    }

    @Test("a stopped frame clock stops the frames")
    func stopsFrames() {
        let log = CallLog()
        var out = ControllerOutput()
        out.frameClock = FrameClock(
            isRunning: false, frameRate: DisplayLinkPlan.FrameRateRange(minimum: 30, maximum: 120, preferred: 60))
        out.perform(on: RecordingPlatform(log: log))
        #expect(log.lines == ["stopFrames", "wake none"])
    }

    @Test("a stopped frame clock with a wake-up sets the one-shot timer; a running one cancels it")
    func wake() {
        let log = CallLog()
        let rates = DisplayLinkPlan.FrameRateRange(minimum: 30, maximum: 30, preferred: 30)
        var out = ControllerOutput()
        out.frameClock = FrameClock(isRunning: false, frameRate: rates, wakeTime: 3.5)
        out.perform(on: RecordingPlatform(log: log))
        // Running, a wake-up is moot: the frames fire the slide.
        out.frameClock = FrameClock(isRunning: true, frameRate: rates, wakeTime: 3.5)
        out.perform(on: RecordingPlatform(log: log))
        #expect(log.lines == ["stopFrames", "wake 3.5", "startFrames 30.0", "wake none"])
    }

    @Test(
        "each event's call: scroll-view calls, selection, focus; none for willBeginScrollingAnimation or announcement"
    )
    func events() {
        let log = CallLog()
        var out = ControllerOutput()
        out.events = [
            .willBeginDragging, .willBeginDecelerating, .didEndDecelerating, .willBeginScrollingAnimation,
            .didEndScrollingAnimation, .didSelectItem(index: 2), .focusDidChange(index: 2), .announcement(index: 2),
        ]
        out.perform(on: RecordingPlatform(log: log))
        #expect(
            log.lines == [
                "report willBeginDragging", "willBeginDragging", "report willBeginDecelerating",
                "willBeginDecelerating", "report didEndDecelerating", "didEndDecelerating",
                "report willBeginScrollingAnimation", "report didEndScrollingAnimation", "didEndScrollingAnimation",
                "report didSelectItem", "didSelect 2", "report focusDidChange", "focusDidChange",
                "report announcement",
            ])
    }

    @Test("the announcement event alone tells VoiceOver nothing: only the answer's notice does, once")
    func announcementIsNotSpoken() {
        // An answer with the engine's announcement but no notice (VoiceOver moved to the card
        // itself): the app's handler hears the event; VoiceOver is told nothing.
        let log = CallLog()
        var out = ControllerOutput()
        out.events = [.currentItemDidChange(index: 4), .announcement(index: 4)]
        out.perform(on: RecordingPlatform(log: log))
        #expect(log.lines == ["report currentItemDidChange", "currentItem 4", "report announcement"])
        out.voiceOverNotice = .valueChanged(item: 4)
        log.lines = []
        out.perform(on: RecordingPlatform(log: log))
        #expect(log.lines.filter { $0.hasPrefix("tellVoiceOver") } == ["tellVoiceOver valueChanged(item: 4)"])
    }

    @Test("a platform without scroll-view delegate calls, focus, double clicks or item elements hears the rest")
    func defaults() {
        let log = CallLog()
        var out = everything
        out.events = [.willBeginDragging, .didSelectItem(index: 1), .focusDidChange(index: 1)]
        out.perform(on: MinimalPlatform(log: log))
        #expect(
            log.lines == [
                "startFrames", "apply", "reloadModel", "recentre", "show offset 2.5", "show toggle -1.0",
                "report willBeginDragging", "report didSelectItem", "report focusDidChange", "confirmTap 3",
                "tellVoiceOver speakPosition(item: 3)",
            ])
    }

    @Test("an app that scrolls again from the end of a motion keeps its frames running")
    func reentrantClock() {
        // The last frame of a motion stops the clock and reports its end; the app's handler
        // starts another scroll, whose answer starts the clock again. The engine's latest answer wins.
        let log = CallLog()
        var last = ControllerOutput()
        last.frameClock = FrameClock(
            isRunning: false, frameRate: DisplayLinkPlan.FrameRateRange(minimum: 30, maximum: 120, preferred: 60))
        last.events = [.didEndScrollingAnimation]
        var next = ControllerOutput()
        next.frameClock = FrameClock(
            isRunning: true, frameRate: DisplayLinkPlan.FrameRateRange(minimum: 30, maximum: 120, preferred: 60))
        last.perform(on: ReenteringPlatform(log: log, nested: next))
        #expect(log.lines == ["stopFrames", "didEndScrollingAnimation", "startFrames"])
        #expect(log.lines.last { $0.hasSuffix("Frames") } == "startFrames")
    }
}

/// A platform whose app scrolls again when a scrolling animation ends: the nested answer is
/// carried out from inside the event's call.
private struct ReenteringPlatform: ControllerActions {
    let log: CallLog
    let nested: ControllerOutput
    func apply(_ settings: ScrollViewSettings) {}
    func reloadModel() {}
    func recentre() {}
    func show(scrollOffset: Double) {}
    func show(toggle: Double) {}
    func report(_ event: InteractionEvent) {}
    func didEndScrollingAnimation() {
        log.lines.append("didEndScrollingAnimation")
        nested.perform(on: ReenteringPlatform(log: log, nested: ControllerOutput()))
    }
    func currentItemDidChange(to item: Int) {}
    func tellVoiceOver(_ notice: VoiceOverNotice) {}
    func startFrames(_ rates: DisplayLinkPlan.FrameRateRange) { log.lines.append("startFrames") }
    func stopFrames() { log.lines.append("stopFrames") }
    func scheduleWake(at time: Double?) {}
    func confirmTap(onItem item: Int) {}
}
