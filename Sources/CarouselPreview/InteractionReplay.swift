@_spi(Plumbing) import CarouselCore

/// Runs a scene's ``Interaction`` through the core's ``InteractionEngine`` as a platform would,
/// and records what it answers (``InteractionResult``).
///
/// The engine starts at rest at the scene's clamped `scrollOffset` with ``InteractionSettings``'
/// defaults (the engine animates every release, as on a platform without a deceleration of its
/// own). Ticks fall at `t = k / frameRate` from 0 to the end. Before tick `k` every event with
/// `at ≤ t` is handled at its own time (so at equal times the event comes first); then the engine
/// gets `.frame` at `t` if it wants frames (as a paused display link would not deliver one), and
/// the carousel as displayed is recorded at every tick either way. A tap (a `touchUp` without a
/// drag) that the engine resolves to an item (``InteractionOutput/tappedItem``) is confirmed with
/// `.select` at once, as an app that allows selection does. Data changes build the new model from
/// the scene's configuration:
/// - `numberOfItems`: a reload keeping ``LayoutState/keptScrollOffset(_:model:)``;
/// - `insert` / `delete`: an ``UpdatePlan`` keeping the current item
///   (``UpdatePlan/targetScrollOffset(from:isWrapEnabled:)``), animated for
///   ``Interaction/batchUpdateDuration``;
/// - `bounds`: a resize at the same offset.
///
/// Without `until`, the replay ends at the first tick at or after the last event where the engine
/// wants no more frames: nothing changes after that (``InteractionResult/End/isAtRest`` tells
/// whether it came to rest or a finger is still down), or at ``Interaction/maximumDuration``.
/// With `until`, it runs to the last tick at or before it, then handles any events left up to it.
/// Memory is one small record per tick (at most 14 401) plus one per event.
public enum InteractionReplay {
    /// Replays `interaction` on `scene`.
    ///
    /// - Parameter scene: its configuration (layout direction included) and scroll offset are the
    ///   start; its own `interaction` is ignored.
    public static func run(_ interaction: Interaction, on scene: Scene) -> InteractionResult {
        var recorder = Recorder(scene: scene, interaction: interaction)
        return recorder.run()
    }

    /// The engine, the scene's configuration as it changes, and the log.
    private struct Recorder {
        let interaction: Interaction
        var configuration: CarouselConfiguration
        var engine: InteractionEngine
        var output = InteractionOutput()
        var environment = InteractionEnvironment()
        var finger: Point2D?
        /// The item the last input reported as tapped.
        var lastTapped: Int?
        var frames: [InteractionResult.Frame] = []
        var events: [InteractionResult.Event] = []
        var clock: [InteractionResult.ClockChange] = []
        var generations: [InteractionResult.Generation]
        var taps: [InteractionResult.Tap] = []
        var refused: [InteractionResult.Refusal] = []

        init(scene: Scene, interaction: Interaction) {
            self.interaction = interaction
            configuration = scene.configuration
            let model = CarouselModel(configuration)
            var settings = InteractionSettings()
            settings.focusBehavior = interaction.focusBehavior
            engine = InteractionEngine(
                model: model, scrollOffset: model.clampedScrollOffset(scene.scrollOffset), settings: settings)
            generations = [
                InteractionResult.Generation(
                    numberOfItems: configuration.numberOfItems,
                    bounds: configuration.bounds, origin: .start)
            ]
        }

        mutating func run() -> InteractionResult {
            let rate = Interaction.frameRateRange.contains(interaction.frameRate) ? interaction.frameRate : 60
            let limit = min(interaction.until ?? Interaction.maximumDuration, Interaction.maximumDuration)
            let lastTick = max(0, Int((limit * rate + 1e-9).rounded(.down)))
            let inputs = interaction.events
            frames.reserveCapacity(interaction.until == nil ? 64 : lastTick + 1)
            var next = 0
            var endTime = 0.0
            for k in 0...lastTick {
                let t = Double(k) / rate
                while next < inputs.count, inputs[next].time <= t {
                    perform(inputs[next])
                    next += 1
                }
                if engine.wantsFrames { deliver(.frame, at: t, name: "frame") }
                record(at: t)
                endTime = t
                if interaction.until == nil, next == inputs.count, t >= interaction.lastEventTime, !engine.wantsFrames {
                    break
                }
            }
            // Events after the last tick, up to `until` (which need not fall on a tick).
            while next < inputs.count, inputs[next].time <= limit {
                perform(inputs[next])
                endTime = inputs[next].time
                next += 1
            }
            if let until = interaction.until { endTime = until }
            let end = InteractionResult.End(
                time: endTime, scrollOffset: engine.displayedScrollOffset, currentItemIndex: engine.currentItemIndex,
                numberOfItems: engine.model.numberOfItems, toggle: engine.toggleState.value, isAtRest: engine.isAtRest)
            return InteractionResult(
                interaction: interaction, type: configuration.type, frames: frames, events: events,
                frameClock: clock, generations: generations, taps: taps, refused: refused, end: end)
        }

        /// The carousel as displayed now.
        mutating func record(at time: Double) {
            frames.append(
                InteractionResult.Frame(
                    time: time, scrollOffset: engine.displayedScrollOffset, currentItemIndex: engine.currentItemIndex,
                    toggle: engine.toggleState.value, generation: generations.count - 1, finger: finger))
        }

        /// Carries out one scripted event at its own time.
        mutating func perform(_ event: Interaction.Event) {
            let t = event.time
            let name = event.action.name
            switch event.action {
            case .touchDown(let point):
                finger = point
                deliver(.touchDown(point), at: t, name: name)
            case .dragTo(let point):
                if engine.isTouching { finger = point }
                deliver(.dragMoved(point), at: t, name: name)
            case .touchUp(let velocity):
                let isTap = engine.isTouching && !engine.isDragging
                let point = finger
                finger = nil
                deliver(.touchUp(velocity: velocity, proposedOffset: nil), at: t, name: name)
                if isTap, let point { taps.append(InteractionResult.Tap(time: t, point: point, item: lastTapped)) }
            case .scrollTo(let index, let animated):
                deliver(.scroll(.toItem(index, duration: duration(animated))), at: t, name: name)
            case .scrollBy(let count, let animated):
                deliver(.scroll(.byItems(count, duration: duration(animated))), at: t, name: name)
            case .autoscroll(let speed):
                deliver(.autoscroll(speed), at: t, name: name)
            case .numberOfItems(let n):
                let model = rebuild { $0.numberOfItems = max(0, n) }
                generations.append(
                    .init(numberOfItems: model.numberOfItems, bounds: configuration.bounds, origin: .reload))
                let kept = model.numberOfItems > 0 ? LayoutState.keptScrollOffset(engine.scrollOffset, model: model) : 0
                deliver(.modelChanged(model, scrollOffset: kept, change: .reload), at: t, name: name)
            case .insert(let indexes), .delete(let indexes):
                let old = engine.model
                let isInsert: Bool
                if case .insert = event.action { isInsert = true } else { isInsert = false }
                let newCount = max(0, old.numberOfItems + (isInsert ? indexes.count : -indexes.count))
                let ranges = Self.ranges(indexes)
                let plan = UpdatePlan(
                    oldCount: old.numberOfItems, newCount: newCount,
                    changes: ranges.map { isInsert ? .insert($0) : .delete($0) })
                let target = plan.targetScrollOffset(from: engine.scrollOffset, isWrapEnabled: old.isWrapEnabled)
                let model = rebuild { $0.numberOfItems = newCount }
                generations.append(.init(numberOfItems: newCount, bounds: configuration.bounds, origin: .update(plan)))
                deliver(
                    .modelChanged(
                        model, scrollOffset: target,
                        change: .update(animationDuration: Interaction.batchUpdateDuration)),
                    at: t, name: name)
            case .bounds(let size):
                let model = rebuild { $0.bounds = size }
                generations.append(.init(numberOfItems: model.numberOfItems, bounds: size, origin: .resize))
                deliver(.modelChanged(model, scrollOffset: engine.scrollOffset, change: .resize), at: t, name: name)
            case .voiceOver(let on):
                environment.isVoiceOverRunning = on
                deliver(.environment(environment), at: t, name: name)
            case .reduceMotion(let on):
                environment.isReduceMotionEnabled = on
                deliver(.environment(environment), at: t, name: name)
            case .inWindow(let on):
                environment.isInWindow = on
                deliver(.environment(environment), at: t, name: name)
            case .key(let key):
                deliver(.key(key), at: t, name: name)
            case .wheel(let wheel):
                deliver(.wheel(wheel), at: t, name: name)
            case .focus(let heading):
                deliver(.focusMove(heading), at: t, name: name)
            case .focused(let on):
                // Focus enters on the preferred item, as the platform's focus system would put it.
                deliver(.focusChanged(item: on ? engine.preferredFocusItemIndex : nil), at: t, name: name)
            case .focusItem(let index):
                deliver(.focusChanged(item: index), at: t, name: name)
            case .activate:
                deliver(.activate, at: t, name: name)
            }
        }

        /// Hands one input to the engine and logs the answer; a tapped item is selected at once.
        mutating func deliver(_ input: InteractionInput, at time: Double, name: String) {
            engine.handle(input, at: time, into: &output)
            lastTapped = output.tappedItem
            log(at: time, name: name)
            if let tapped = output.tappedItem {
                engine.handle(.select(tapped), at: time, into: &output)
                log(at: time, name: "select")
            }
        }

        mutating func log(at time: Double, name: String) {
            if !output.isAccepted { refused.append(InteractionResult.Refusal(time: time, input: name)) }
            for event in output.events {
                var text: String?
                if case .announcement(let index) = event {
                    text = InteractionEngine.defaultAnnouncement(
                        forItem: index, of: engine.model.numberOfItems, localization: "en")
                }
                events.append(InteractionResult.Event(time: time, event: event, text: text))
            }
            // Only whether frames are wanted; a change of rate alone is not listed.
            if let c = output.frameClock, c.isRunning != (clock.last?.isRunning ?? false) {
                clock.append(InteractionResult.ClockChange(time: time, isRunning: c.isRunning, frameRate: c.frameRate))
            }
        }

        /// A new model from the configuration after `change`.
        mutating func rebuild(_ change: (inout CarouselConfiguration) -> Void) -> CarouselModel {
            change(&configuration)
            return CarouselModel(configuration)
        }

        func duration(_ animated: Bool) -> Double { animated ? ScrollPhysics.scrollDuration : 0 }

        /// Ascending indexes merged into ranges of consecutive ones.
        static func ranges(_ indexes: [Int]) -> [Range<Int>] {
            var result: [Range<Int>] = []
            for i in indexes.sorted() {
                if let last = result.last, last.upperBound == i {
                    result[result.count - 1] = last.lowerBound..<i + 1
                } else if result.last?.contains(i) != true {
                    result.append(i..<i + 1)
                }
            }
            return result
        }
    }
}
