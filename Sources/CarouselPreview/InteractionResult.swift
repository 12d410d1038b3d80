@_spi(Plumbing) import CarouselCore

/// What the core's ``InteractionEngine`` and the carousel layout answered to a scene's
/// ``Interaction``: the carousel at every tick (the engine's offset and the layout's content offset
/// and items), the events, the frame clock, and where it ended. ``InteractionReplay`` records it;
/// ``json`` is the `interaction` object of the scene's JSON result.
public struct InteractionResult: Hashable, Sendable {
    /// The carousel as displayed at one tick.
    public struct Frame: Hashable, Sendable {
        /// Seconds: `k / frameRate` for tick `k`.
        public var time: Double
        /// iCarousel's `scrollOffset` (``InteractionEngine/displayedScrollOffset``): folded into
        /// [0, n) when wrapping, within the bounce range otherwise.
        public var scrollOffset: Double
        /// iCarousel's `currentItemIndex` (−1 without items).
        public var currentItemIndex: Int
        /// Cover Flow 2's toggle (``CoverFlowToggleState/value``); 0 for other types.
        public var toggle: Double
        /// The ``InteractionResult/generations`` entry (items and bounds) shown.
        public var generation: Int
        /// Where the finger is, while one is down (the last `touchDown` or `dragTo` point).
        public var finger: Point2D?
        /// The simulated collection view's content offset after the tick's layout pass, points
        /// (x right, y down; the wrapping strip's recentring jumps it without moving any item).
        public var contentOffset: Point2D = .zero
        /// The layout's visible attributes after the tick's layout pass, in index order, with
        /// centres in view coordinates (the content coordinates minus ``contentOffset``): what
        /// the collection view draws (none while the grid is shown).
        public var items: [ItemPlacement] = []
        /// Whether the carousel is in charge of the collection view (its layout shown, no switch
        /// running, its controller hearing the callbacks).
        public var isInCharge = true
        /// The layout the collection view shows.
        public var layout = Interaction.LayoutKind.carousel
    }

    /// One event, at the time of the input or frame that caused it.
    public struct Event: Hashable, Sendable {
        /// Seconds from the start of the replay.
        public var time: Double
        /// What the engine reported.
        public var event: InteractionEvent
        /// For announcements: ``InteractionEngine/defaultAnnouncement(forItem:of:localization:)`` with the
        /// item count at the time.
        public var text: String?
    }

    /// A change of whether the engine wants frame ticks.
    public struct ClockChange: Hashable, Sendable {
        /// Seconds from the start of the replay.
        public var time: Double
        /// Whether the engine wants frame ticks from now on.
        public var isRunning: Bool
        /// The display-link rates the engine asks for.
        public var frameRate: FrameRate
    }

    /// Display-link rates, frames per second: what a `CADisplayLink`'s `preferredFrameRateRange`
    /// is set to.
    public struct FrameRate: Hashable, Sendable {
        /// The lowest rate acceptable.
        public var minimum: Double
        /// The highest rate wanted.
        public var maximum: Double
        /// The rate asked for.
        public var preferred: Double

        /// Rates in frames per second.
        public init(minimum: Double, maximum: Double, preferred: Double) {
            self.minimum = minimum
            self.maximum = maximum
            self.preferred = preferred
        }
    }

    /// The items, bounds and insets shown from some point on: the scene's, then one per
    /// `numberOfItems`, `insert`, `delete`, `bounds` or `insets` event.
    public struct Generation: Hashable, Sendable {
        /// The item count.
        public var numberOfItems: Int
        /// The view's bounds, points.
        public var bounds: Size2D
        /// How it follows from the one before.
        @_spi(Plumbing) public var origin: Origin
        /// The scroll view's adjusted content insets, points (the `insets` events').
        @_spi(Plumbing) public var insets: EdgeInsets2D = .zero
    }

    /// How a generation's items relate to the previous generation's.
    @_spi(Plumbing) public enum Origin: Hashable, Sendable {
        /// The scene's items.
        case start
        /// The data was reloaded: index `i` is whatever the data source says now.
        case reload
        /// The view was resized or its insets changed: the same items.
        case resize
        /// A batch update: its plan maps indexes before and after.
        case update(UpdatePlan)
    }

    /// A touch that ended without a drag: a tap at the touch-down point.
    public struct Tap: Hashable, Sendable {
        /// When the finger lifted, seconds.
        public var time: Double
        /// Where it came down, view points.
        public var point: Point2D
        /// The item the engine reported as tapped (``InteractionOutput/tappedItem``), if any.
        public var item: Int?
    }

    /// An input the engine did not carry out (``InteractionOutput/refusal``: a programmatic
    /// scroll with no items or during a drag, a key across the axis, a move past an end, …).
    public struct Refusal: Hashable, Sendable {
        /// Seconds from the start of the replay.
        public var time: Double
        /// The event kind (`"scrollTo"`).
        public var input: String
        /// Why the engine refused it; the JSON's `reason` is its description.
        public var reason: InteractionRefusal
    }

    /// The state after the last tick and event.
    public struct End: Hashable, Sendable {
        /// The last tick's time, or `until` when given.
        public var time: Double
        /// iCarousel's `scrollOffset` (as in ``Frame/scrollOffset``).
        public var scrollOffset: Double
        /// iCarousel's `currentItemIndex` (−1 without items).
        public var currentItemIndex: Int
        /// The item count then.
        public var numberOfItems: Int
        /// Cover Flow 2's toggle (0 for other types).
        public var toggle: Double
        /// ``InteractionEngine/isAtRest``: false while a finger is down or something still moves
        /// (an autoscroll that never ends, a replay cut short by `until`).
        public var isAtRest: Bool
    }

    /// The interaction replayed.
    public let interaction: Interaction
    /// The carousel type (the JSON lists the toggle for Cover Flow 2 only).
    public let type: CarouselType
    /// The carousel at every tick, from 0 to the end: at most 60 × 240 + 1 frames.
    public let frames: [Frame]
    /// The engine's events in order.
    public let events: [Event]
    /// Every change of the frame clock.
    public let frameClock: [ClockChange]
    /// The items and bounds over time; frames refer to them by index.
    public let generations: [Generation]
    /// The taps, in order.
    public let taps: [Tap]
    /// Inputs the engine refused.
    public let refused: [Refusal]
    /// Where it ended.
    public let end: End
    /// The carousel as displayed at the end (``End/time``): the last frame, or after events past
    /// the last tick, the view after their layout pass. The SVG picture draws its items.
    public let endFrame: Frame
    /// The cards its frames draw together: the sum of every tick's items.
    public internal(set) var drawnCardCount = 0
    /// Whether the replay stopped early because its frames passed their card budget
    /// (``InteractionReplay/run(_:on:cardBudget:)``); a run refuses such a result.
    public internal(set) var isCutShort = false
    /// The ticks the replay takes: up to `until` when given, else at least to its last event (more
    /// if it ran longer).
    public internal(set) var plannedTickCount = 0

    /// Creates a result from recorded values (``InteractionReplay`` does).
    public init(
        interaction: Interaction, type: CarouselType, frames: [Frame], events: [Event],
        frameClock: [ClockChange], generations: [Generation], taps: [Tap], refused: [Refusal], end: End,
        endFrame: Frame? = nil
    ) {
        self.interaction = interaction
        self.type = type
        self.frames = frames
        self.events = events
        self.frameClock = frameClock
        self.generations = generations
        self.taps = taps
        self.refused = refused
        self.end = end
        self.endFrame =
            endFrame ?? frames.last
            ?? Frame(
                time: end.time, scrollOffset: end.scrollOffset, currentItemIndex: end.currentItemIndex,
                toggle: end.toggle, generation: max(0, generations.count - 1), finger: nil)
    }

    /// The `interaction` object of the JSON result:
    ///
    /// ```json
    /// {"frames": [{"at": 0, "scrollOffset": 0, "currentItemIndex": 0, "contentOffset": [0, 0]}, …],
    ///  "events": [{"at": 0.05, "event": "willBeginDragging"},
    ///             {"at": 0.1, "event": "didEndDragging", "willDecelerate": true}, …],
    ///  "frameClock": [{"at": 0.1, "running": true, "frameRate": [80, 120, 120]}, …],
    ///  "end": {"at": 0.833, "scrollOffset": 3, "currentItemIndex": 3, "numberOfItems": 12, "atRest": true},
    ///  "taps": [], "refused": [{"at": 4.5, "input": "key", "reason": "it goes across the scroll axis"}]}
    /// ```
    ///
    /// Frames are the carousel at every tick (`toggle` added for Cover Flow 2), with the simulated
    /// collection view's content offset after the tick's layout pass (`[x, y]`, points). Events carry
    /// `willDecelerate` (`didEndDragging`), `index` (`currentItemDidChange`, `didSelectItem`,
    /// `focusDidChange` (−1: no item), `announcement`) and `text` (`announcement`). `frameClock` lists every change with the
    /// display-link range asked for (minimum, maximum, preferred). `taps` are the touches without a
    /// drag (`point`, `item`); `refused` the inputs the engine did not carry out, each with the
    /// engine's `reason` in one short sentence (``InteractionRefusal/description``).
    public var json: JSONValue {
        let coverFlow2 = type == .coverFlow2
        var frameValues: [JSONValue] = []
        frameValues.reserveCapacity(frames.count)
        for frame in frames {
            var members: [(String, JSONValue)] = [
                ("at", .number(frame.time)), ("scrollOffset", .number(frame.scrollOffset)),
                ("currentItemIndex", .number(Double(frame.currentItemIndex))),
            ]
            if coverFlow2 { members.append(("toggle", .number(frame.toggle))) }
            members.append(("contentOffset", SceneResult.json(for: frame.contentOffset)))
            members.append(("inCharge", .bool(frame.isInCharge)))
            members.append(("layout", .string(frame.layout.rawValue)))
            frameValues.append(.object(members))
        }
        var endMembers: [(String, JSONValue)] = [
            ("at", .number(end.time)), ("scrollOffset", .number(end.scrollOffset)),
            ("currentItemIndex", .number(Double(end.currentItemIndex))),
            ("numberOfItems", .number(Double(end.numberOfItems))),
        ]
        if coverFlow2 { endMembers.append(("toggle", .number(end.toggle))) }
        endMembers.append(("atRest", .bool(end.isAtRest)))
        return .object([
            ("frames", .array(frameValues)),
            ("events", .array(events.map(Self.json(for:)))),
            (
                "frameClock",
                .array(
                    frameClock.map { change in
                        let r = change.frameRate
                        return .object([
                            ("at", .number(change.time)), ("running", .bool(change.isRunning)),
                            ("frameRate", .array([.number(r.minimum), .number(r.maximum), .number(r.preferred)])),
                        ])
                    })
            ),
            ("end", .object(endMembers)),
            (
                "taps",
                .array(
                    taps.map { tap in
                        .object([
                            ("at", .number(tap.time)), ("point", SceneResult.json(for: tap.point)),
                            ("item", tap.item.map { .number(Double($0)) } ?? .null),
                        ])
                    })
            ),
            (
                "refused",
                .array(
                    refused.map { refusal in
                        .object([
                            ("at", .number(refusal.time)), ("input", .string(refusal.input)),
                            ("reason", .string(refusal.reason.description)),
                        ])
                    })
            ),
        ])
    }

    /// One event's JSON object: `at`, `event` (``InteractionEvent/name``) and its fields.
    public static func json(for event: Event) -> JSONValue {
        var members: [(String, JSONValue)] = [("at", .number(event.time)), ("event", .string(event.event.name))]
        switch event.event {
        case .didEndDragging(let willDecelerate):
            members.append(("willDecelerate", .bool(willDecelerate)))
        case .currentItemDidChange(let index), .didSelectItem(let index), .focusDidChange(let index),
            .layoutDidSwitch(let index), .willComeToRest(let index):
            members.append(("index", .number(Double(index))))
        case .announcement(let index):
            members.append(("index", .number(Double(index))))
            members.append(("text", .string(event.text ?? "")))
        case .willBeginDragging, .willBeginDecelerating, .didEndDecelerating, .willBeginScrollingAnimation,
            .didEndScrollingAnimation:
            break
        }
        return .object(members)
    }

    /// The point the layout centres items on at the end, in view points: its model's centre (for
    /// the usable area, the bounds less the insets) moved by the insets' top-left corner.
    public func endCenter(of scene: Scene) -> Point2D {
        let insets = generations.last?.insets ?? .zero
        var configuration = endScene(of: scene).configuration
        configuration.bounds =
            ScrollViewport(bounds: Rect2D(origin: .zero, size: configuration.bounds), insets: insets).usableSize
        let center = CarouselModel(configuration).center
        return Point2D(x: insets.left + center.x, y: insets.top + center.y)
    }

    /// The scene as it ends, without the interaction: the end's items, bounds, offset and
    /// toggle, in the scene's layout direction. The SVG picture shows it.
    public func endScene(of scene: Scene) -> Scene {
        var ended = scene
        let last = generations.last
        ended.configuration.numberOfItems = last?.numberOfItems ?? scene.configuration.numberOfItems
        ended.configuration.bounds = last?.bounds ?? scene.configuration.bounds
        ended.scrollOffset = end.scrollOffset
        ended.toggle = end.toggle
        ended.interaction = nil
        return ended
    }
}
