@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselSimulation

/// Runs a scene's ``Interaction`` through the core's ``InteractionEngine`` and a collection-view
/// layout as a platform would, and records what they answer (``InteractionResult``).
///
/// The carousel is a ``LayoutDriver`` shown by a ``SimulatedCollectionView`` (the scene's bounds,
/// its items in one section, its settings, right to left as the scene says), driven as
/// `CarouselScrollController` drives a `UICollectionView`: the engine's ``InteractionOutput/recentres``
/// recentres the wrapping strip (``SimulatedCollectionView/recentre()``), its
/// ``InteractionOutput/scrollOffset`` becomes the content offset the layout answers
/// (``SimulatedCollectionView/move(toScrollOffset:)``), its toggle goes to the layout, and every
/// model change a layout pass reports is told to the engine with the layout's model and scroll
/// offset (``InteractionInput/modelChanged(_:scrollOffset:change:)``), after setting
/// ``InteractionSettings/pointsPerItem`` to the layout's and ``InteractionSettings/contentOrigin``
/// to the adjusted insets' top-left corner. What each frame draws is the layout's visible
/// attributes after that tick's pass, moved into view coordinates (minus the content offset), so
/// the replay shows what the layout shows, placeholders included (the layout's supplementary
/// views, from the scene's `numberOfPlaceholders`).
///
/// The engine starts at rest at the scene's clamped `scrollOffset` with ``InteractionSettings``'
/// defaults (the engine animates every release, as on a platform without a deceleration of its
/// own); the collection view is laid out once and moved there first. Ticks fall at
/// `t = k / frameRate` from 0 to the end. Before tick `k` every event with `at ≤ t` is handled at
/// its own time (so at equal times the event comes first); then the engine gets `.frame` at `t` if
/// it wants frames (as a paused display link would not deliver one), a layout pass runs, and the
/// carousel as displayed is recorded at every tick either way. While the frame clock is stopped and
/// the controller's one-shot timer is set (the next automatic slide), it fires at its own time,
/// between ticks too (after an event at the same time, before the tick at the same time): the
/// engine gets a frame then, as from UIKit's `WakeTimer`, and a layout pass follows. A tap (a `touchUp` without a drag)
/// that the engine resolves to an item (``InteractionOutput/tappedItem``) is confirmed with
/// `.select` at once, as an app that allows selection does. Host changes run a layout pass at once:
/// - `numberOfItems`: `reloadData` (the layout keeps ``LayoutState/keptScrollOffset(_:model:)``);
/// - `insert` / `delete`: `performBatchUpdates` in UIKit's order (the pass first), one update item
///   per index; the layout keeps the current item (``UpdatePlan/targetScrollOffset(from:isWrapEnabled:)``)
///   and the engine hears the update, animated for ``Interaction/batchUpdateDuration``;
/// - `bounds`: a resize at the same offset;
/// - `insets`: ``SimulatedCollectionView/setContentInset(_:)`` with the event's insets (the safe
///   area stays zero, so they are the adjusted insets as a whole); the current item stays.
///
/// Without `until`, the replay ends at the first tick at or after the last event where the engine
/// wants no more frames and no wake-up: nothing changes after that (``InteractionResult/End/isAtRest`` tells
/// whether it came to rest or a finger is still down), or at ``Interaction/maximumDuration``.
/// With `until`, it runs to the last tick at or before it, then handles any events left up to it.
/// Memory is one small record per tick (at most 14 401, each with the items it draws; ticks
/// without a new layout pass share the previous tick's items) plus one per event.
public enum InteractionReplay {
    /// Replays `interaction` on `scene`.
    ///
    /// - Parameters:
    ///   - scene: its configuration (layout direction included) and scroll offset are the
    ///     start; its own `interaction` is ignored.
    ///   - cardBudget: the most cards its frames may draw together (the sum of every tick's
    ///     items); past it the replay stops at that tick and the result is cut short
    ///     (``InteractionResult/isCutShort``), which a run refuses (``SceneLimits/maximumDrawnCards``).
    public static func run(
        _ interaction: Interaction, on scene: Scene, cardBudget: Int = SceneLimits.maximumDrawnCards
    ) -> InteractionResult {
        var recorder = Recorder(scene: scene, interaction: interaction)
        return recorder.run(cardBudget: cardBudget)
    }

    /// The controller, the collection view, and the log.
    private struct Recorder {
        let interaction: Interaction
        /// The collection view showing the carousel layout.
        let view: SimulatedCollectionView
        /// The controller installed on it: the core's shell code, as on a device.
        let controller: SimulatedController
        var engine: InteractionEngine { controller.driver.engine }
        var environment = InteractionEnvironment()
        var finger: Point2D?
        /// The items drawn after pass number `shownPass` (ticks without a new pass share them).
        var shownItems: [ItemPlacement] = []
        var shownPass = -1
        /// How many of the controller's events and answers have been logged.
        var loggedEvents = 0
        var loggedOutputs = 0
        var frames: [InteractionResult.Frame] = []
        var events: [InteractionResult.Event] = []
        var clock: [InteractionResult.ClockChange] = []
        var generations: [InteractionResult.Generation]
        var taps: [InteractionResult.Tap] = []
        var refused: [InteractionResult.Refusal] = []

        init(scene: Scene, interaction: Interaction) {
            self.interaction = interaction
            let configuration = scene.configuration
            view = SimulatedCollectionView(
                layout: LayoutDriver(settings: configuration.settings),
                bounds: Rect2D(origin: .zero, size: configuration.bounds),
                sectionCounts: [max(0, configuration.numberOfItems)])
            view.isRightToLeft = configuration.layoutDirection == .rightToLeft
            view.layoutIfNeeded()
            view.move(toScrollOffset: view.layout.state.model.clampedScrollOffset(scene.scrollOffset))
            view.layoutIfNeeded()
            var settings = InteractionSettings()
            settings.focusBehavior = interaction.focusBehavior
            controller = SimulatedController(view: view, settings: settings)
            generations = [
                InteractionResult.Generation(
                    numberOfItems: view.layout.state.model.numberOfItems, bounds: configuration.bounds,
                    origin: .start)
            ]
            loggedEvents = controller.events.count
            loggedOutputs = controller.outputs.count
        }

        mutating func run(cardBudget: Int) -> InteractionResult {
            let rate = Interaction.frameRateRange.contains(interaction.frameRate) ? interaction.frameRate : 60
            let limit = min(interaction.until ?? Interaction.maximumDuration, Interaction.maximumDuration)
            let lastTick = max(0, Int((limit * rate + 1e-9).rounded(.down)))
            let inputs = interaction.events
            frames.reserveCapacity(interaction.until == nil ? 64 : lastTick + 1)
            var next = 0
            var endTime = 0.0
            var drawnCards = 0
            var isCutShort = false
            for k in 0...lastTick {
                let t = Double(k) / rate
                while next < inputs.count, inputs[next].time <= t {
                    fireWakes(before: inputs[next].time)
                    perform(inputs[next])
                    next += 1
                }
                fireWakes(before: t, inclusive: true)
                if controller.isFrameClockRunning { deliver(.frame, at: t, name: "frame") }
                layOut(at: t)
                frames.append(frame(at: t))
                endTime = t
                drawnCards += shownItems.count
                if drawnCards > cardBudget {
                    isCutShort = true
                    break
                }
                if interaction.until == nil, next == inputs.count, t >= interaction.lastEventTime,
                    !controller.isFrameClockRunning, controller.wakeTime == nil
                {
                    break
                }
            }
            // Events after the last tick, up to `until` (which need not fall on a tick).
            var endFrame = frames.last
            if !isCutShort, next < inputs.count, inputs[next].time <= limit {
                while next < inputs.count, inputs[next].time <= limit {
                    fireWakes(before: inputs[next].time)
                    perform(inputs[next])
                    endTime = inputs[next].time
                    next += 1
                }
                layOut(at: endTime)
            }
            if !isCutShort, let until = interaction.until { endTime = until }
            if endFrame?.time != endTime || view.passCount != shownPass { endFrame = frame(at: endTime) }
            let end = InteractionResult.End(
                time: endTime, scrollOffset: engine.displayedScrollOffset, currentItemIndex: engine.currentItemIndex,
                numberOfItems: engine.model.numberOfItems, toggle: engine.toggleState.value, isAtRest: engine.isAtRest)
            var result = InteractionResult(
                interaction: interaction, type: view.layout.settings.type, frames: frames, events: events,
                frameClock: clock, generations: generations, taps: taps, refused: refused, end: end,
                endFrame: endFrame)
            result.drawnCardCount = drawnCards
            result.isCutShort = isCutShort
            // The ticks it would take: all of them up to `until`, else at least those up to the last event.
            let lastEventTick = Int((interaction.lastEventTime * rate).rounded(.up))
            result.plannedTickCount = interaction.until != nil ? lastTick + 1 : max(frames.count, lastEventTick + 1)
            return result
        }

        /// The carousel as displayed now: the engine's offset, item and toggle, the collection
        /// view's content offset, the core's placements in the visible rectangle (the drawing the
        /// layout's attributes show, each about the core's own centre) in view coordinates, which
        /// layout is shown and whether the carousel is in charge.
        mutating func frame(at time: Double) -> InteractionResult.Frame {
            if view.passCount != shownPass {
                let origin = view.contentOffset
                shownItems = view.visiblePlacements.map { attributes in
                    var item = attributes.placement
                    item.center = Point2D(x: item.center.x - origin.x, y: item.center.y - origin.y)
                    return item
                }
                shownPass = view.passCount
            }
            return InteractionResult.Frame(
                time: time, scrollOffset: engine.displayedScrollOffset, currentItemIndex: engine.currentItemIndex,
                toggle: engine.toggleState.value, generation: generations.count - 1, finger: finger,
                contentOffset: view.contentOffset, items: shownItems, isInCharge: controller.isInChargeNow,
                layout: view.shown == .grid ? .grid : .carousel)
        }

        /// Fires the controller's one-shot timer at its time while that comes before `time` (or at
        /// it, `inclusive`) and the frame clock is stopped, each wake-up followed by a layout pass.
        mutating func fireWakes(before time: Double, inclusive: Bool = false) {
            while !controller.isFrameClockRunning, let wake = controller.wakeTime,
                wake < time || (inclusive && wake == time)
            {
                view.clock = wake
                controller.fireWake()
                layOut(at: wake)
            }
        }

        /// Runs the pending layout pass (whose model changes reach the controller from inside it,
        /// as UIKit's layout tells its controller) and logs what the controller did.
        mutating func layOut(at time: Double) {
            view.clock = time
            view.layoutIfNeeded()
            log(at: time)
        }

        /// A new generation of items and bounds, as the layout shows them after a host change.
        mutating func addGeneration(_ origin: InteractionResult.Origin) {
            generations.append(
                InteractionResult.Generation(
                    numberOfItems: view.layout.state.model.numberOfItems, bounds: view.bounds.size, origin: origin,
                    insets: view.adjustedContentInset))
        }

        /// Carries out one scripted event at its own time.
        mutating func perform(_ event: Interaction.Event) {
            let t = event.time
            view.clock = t
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
                let out = deliver(.touchUp(velocity: velocity, proposedOffset: nil), at: t, name: name)
                if isTap, let point { taps.append(InteractionResult.Tap(time: t, point: point, item: out.tappedItem)) }
            case .scrollTo(let index, let animated):
                deliver(.scroll(.toItem(index, duration: duration(animated))), at: t, name: name)
            case .scrollBy(let count, let animated):
                deliver(.scroll(.byItems(count, duration: duration(animated))), at: t, name: name)
            case .autoscroll(let speed):
                deliver(.autoscroll(speed), at: t, name: name)
            case .automaticSliding(let interval):
                deliver(.automaticSliding(interval: interval), at: t, name: name)
            case .numberOfItems(let n):
                view.reloadData(sectionCounts: [max(0, n)])
                layOut(at: t)
                addGeneration(.reload)
            case .insert(let indexes), .delete(let indexes):
                let oldCount = view.sectionCounts.reduce(0, +)
                let isInsert: Bool
                if case .insert = event.action { isInsert = true } else { isInsert = false }
                let newCount = max(0, oldCount + (isInsert ? indexes.count : -indexes.count))
                let plan = UpdatePlan(
                    oldCount: oldCount, newCount: newCount,
                    changes: Self.ranges(indexes).map { isInsert ? .insert($0) : .delete($0) })
                let updates = indexes.map { index in
                    let location = CollectionUpdate.Location(section: 0, item: index)
                    return isInsert
                        ? CollectionUpdate(action: .insert, before: nil, after: location)
                        : CollectionUpdate(action: .delete, before: location, after: nil)
                }
                view.performBatchUpdates(
                    updates, sectionCounts: [newCount], order: .passFirst,
                    animationDuration: Interaction.batchUpdateDuration)
                layOut(at: t)
                addGeneration(.update(plan))
            case .bounds(let size):
                view.setSize(size)
                layOut(at: t)
                addGeneration(.resize)
            case .insets(let top, let left, let bottom, let right):
                view.setContentInset(EdgeInsets2D(top: top, left: left, bottom: bottom, right: right))
                layOut(at: t)
                addGeneration(.resize)
            case .voiceOver(let on):
                environment.isVoiceOverRunning = on
                environmentDidChange(at: t)
            case .reduceMotion(let on):
                environment.isReduceMotionEnabled = on
                environmentDidChange(at: t)
            case .inWindow(let on):
                environment.isInWindow = on
                environmentDidChange(at: t)
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
            case .layout(.grid):
                view.switchToGrid()
                layOut(at: t)
            case .layout(.carousel):
                view.switchToCarousel()
                layOut(at: t)
            case .delegate(let delegate):
                view.delegate = delegate.simulated
                log(at: t)
            }
        }

        /// VoiceOver, Reduce Motion or the window changed, as the platform reports it.
        mutating func environmentDidChange(at time: Double) {
            let environment = environment
            controller.drive(at: time) { $0.environmentDidChange(environment, at: $1, into: &$2) }
            log(at: time)
        }

        /// Hands one input to the controller (which reads the collection view first, feeds the
        /// engine and carries out the answer: a tap is confirmed with a selection at once, as an
        /// app that allows selection does) and logs what it did.
        @discardableResult
        mutating func deliver(_ input: InteractionInput, at time: Double, name: String) -> ControllerOutput {
            view.clock = time
            let out = controller.drive(at: time) { $0.handle(input, at: $1, into: &$2) }
            if let reason = out.refusal {
                refused.append(InteractionResult.Refusal(time: time, input: name, reason: reason))
            }
            log(at: time)
            return out
        }

        /// Logs the events and frame-clock changes the controller carried out since the last log.
        mutating func log(at time: Double) {
            let reported = controller.events
            while loggedEvents < reported.count {
                let event = reported[loggedEvents].event
                loggedEvents += 1
                var text: String?
                if case .announcement(let index) = event {
                    text = InteractionEngine.defaultAnnouncement(
                        forItem: index, of: engine.model.numberOfItems, localization: "en")
                }
                events.append(InteractionResult.Event(time: time, event: event, text: text))
            }
            let outputs = controller.outputs
            while loggedOutputs < outputs.count {
                let output = outputs[loggedOutputs]
                loggedOutputs += 1
                // Only whether frames are wanted; a change of rate alone is not listed.
                if let c = output.frameClock, c.isRunning != (clock.last?.isRunning ?? false) {
                    clock.append(
                        InteractionResult.ClockChange(
                            time: time, isRunning: c.isRunning,
                            frameRate: InteractionResult.FrameRate(
                                minimum: c.frameRate.minimum, maximum: c.frameRate.maximum,
                                preferred: c.frameRate.preferred)))
                }
            }
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

extension Interaction.DelegateKind {
    /// The simulated collection view's delegate for this kind.
    var simulated: SimulatedCollectionView.Delegate {
        switch self {
        case .proxy: .proxy
        case .app: .app
        case .controller: .controller
        }
    }
}
