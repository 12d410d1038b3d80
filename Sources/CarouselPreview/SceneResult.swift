@_spi(Plumbing) import CarouselCore

/// What the core says about one ``Scene``: the clamped scroll offset, the current item, and every
/// item the layout shows there. The SVG, HTML and JSON outputs are all drawn from this value.
public struct SceneResult: Hashable, Sendable {
    /// The scene this result was computed from.
    public let scene: Scene
    /// The scene's scroll offset after ``CarouselModel/clampedScrollOffset(_:)`` (items).
    public let scrollOffset: Double
    /// ``CarouselModel/currentItemIndex(at:)`` at ``scrollOffset``; −1 without items.
    public let currentItemIndex: Int
    /// Every item and placeholder the layout shows at ``scrollOffset``, in index order: the
    /// placements of the collection-view layouts' pass (`LayoutPass`, over
    /// ``CarouselModel/placements(at:toggle:)``), in viewport coordinates.
    public let items: [ItemPlacement]
    /// The viewport point items are centred on (``CarouselModel/center``: bounds centre plus centerOffset).
    public let center: Point2D
    /// Where the scene's ``Scene/fling`` takes it, or `nil` without a fling. ``scrollOffset`` and
    /// ``items`` stay the start state, where the fling begins.
    public let fling: FlingResult?
    /// What the core's interaction engine answered to the scene's ``Scene/interaction``
    /// (``InteractionReplay``), or `nil` without one. ``scrollOffset`` and ``items`` stay the
    /// start state.
    public let interaction: InteractionResult?

    /// The cards the result draws (``SceneLimits/maximumDrawnCards`` bounds a run's total): the
    /// picture's items (each counting ``SceneLimits/stillCardWeight``), a fling's items at each
    /// trajectory sample after the first, and a replay's items at every tick.
    public let drawnCardCount: Int
    /// Where the scene passed its card budget, if it did; nothing was computed past it.
    public let cardExcess: CardExcess?

    /// What passed a scene's card budget, with the numbers a refusal names.
    public enum CardExcess: Hashable, Sendable {
        /// The picture alone: `cards` on screen.
        case picture(cards: Int)
        /// A fling: `samples` trajectory samples of `cards` cards each.
        case fling(samples: Int, cards: Int)
        /// A replay: `ticks` ticks (at least), about `cards` cards each.
        case replay(ticks: Int, cards: Int)
    }

    /// Asks the core for the scene's layout, its fling and its replay, drawing at most
    /// ``SceneLimits/maximumDrawnCards`` cards (``init(scene:cardBudget:)``).
    public init(scene: Scene) { self.init(scene: scene, cardBudget: SceneLimits.maximumDrawnCards) }

    /// Asks the core for the scene's layout, its fling and its replay, drawing at most
    /// `cardBudget` cards (``drawnCardCount``); past it, ``cardExcess`` says where, and what is
    /// past it is not computed.
    public init(scene: Scene, cardBudget: Int) {
        let model = scene.model
        self.scene = scene
        scrollOffset = model.clampedScrollOffset(scene.scrollOffset)
        currentItemIndex = model.currentItemIndex(at: scrollOffset)
        center = model.center
        let window = model.visibleWindow(at: scrollOffset).count
        let weight = SceneLimits.stillCardWeight
        guard window * weight <= cardBudget else {
            items = []
            fling = nil
            interaction = nil
            drawnCardCount = window * weight
            cardExcess = .picture(cards: window)
            return
        }
        items = LayoutPass(model: model, scrollOffset: scrollOffset, toggle: scene.toggle, origin: .zero).placements
        var cards = items.count * weight
        fling = scene.fling.map { FlingResult(scene: scene, fling: $0, model: model) }
        var excess: CardExcess?
        if let fling {
            // The player and the animated picture draw the window at each sample after the first.
            let flingCards = (fling.trajectory.count - 1) * max(window, items.count)
            cards += flingCards
            if cards > cardBudget { excess = .fling(samples: fling.trajectory.count, cards: max(window, items.count)) }
        }
        if excess == nil, let replay = scene.interaction {
            let result = InteractionReplay.run(replay, on: scene, cardBudget: cardBudget - cards)
            cards += result.drawnCardCount
            if result.isCutShort {
                let perTick = result.drawnCardCount / max(1, result.frames.count)
                excess = .replay(ticks: result.plannedTickCount, cards: perTick)
            }
            interaction = result
        } else {
            interaction = nil
        }
        drawnCardCount = cards
        cardExcess = excess
    }

    /// A result for `scene` that shows `shownItems` (view coordinates, index order) with guides
    /// through `center`, instead of the model's placements: the picture of a replay's end, drawn
    /// from the layout's attributes (``InteractionResult/endFrame``). No fling, no interaction.
    init(scene: Scene, shownItems: [ItemPlacement], center: Point2D) {
        let model = scene.model
        self.scene = scene
        scrollOffset = model.clampedScrollOffset(scene.scrollOffset)
        currentItemIndex = model.currentItemIndex(at: scrollOffset)
        items = shownItems
        self.center = center
        fling = nil
        interaction = nil
        drawnCardCount = shownItems.count
        cardExcess = nil
    }

    /// The ticks the scene's motion took (``SceneLimits/maximumTickCount`` bounds a run's total):
    /// a replay's frames after the first, a fling's trajectory samples after the first, 0 for a
    /// still scene.
    var tickCount: Int {
        (interaction.map { $0.frames.count - 1 } ?? 0) + (fling.map { $0.trajectory.count - 1 } ?? 0)
    }

    /// The items in drawing order (ascending ``ItemPlacement/zIndex``: farthest first).
    public var itemsBackToFront: [ItemPlacement] {
        items.sorted { ($0.zIndex, $0.index) < ($1.zIndex, $1.index) }
    }

    /// The result in the JSON shape `carousel-preview --format json` prints:
    /// `{"scrollOffset", "currentItemIndex", "items": [{"index", "offset", "transform" (m11…m44),
    /// "alpha", "isHidden", "zIndex", "center", "size", "corners" (or null), "isPlaceholder"}]}`.
    ///
    /// With a fling, four more keys follow: `"restingOffset"` (items), `"restingItemIndex"`,
    /// `"duration"` (seconds) and `"trajectory"` (the offset at 60 Hz from ``scrollOffset`` to
    /// `restingOffset`, at most ``Fling/maximumSampleCount`` numbers); see ``FlingResult``. With an
    /// interaction, the key `"interaction"` follows (``InteractionResult/json``).
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("scrollOffset", .number(scrollOffset)),
            ("currentItemIndex", .number(Double(currentItemIndex))),
            ("items", .array(items.map(Self.json(for:)))),
        ]
        if let fling {
            members += [
                ("restingOffset", .number(fling.restingOffset)),
                ("restingItemIndex", .number(Double(fling.restingItemIndex))),
                ("duration", .number(fling.duration)),
                ("trajectory", .array(fling.trajectory.map(JSONValue.number))),
            ]
        }
        if let interaction { members.append(("interaction", interaction.json)) }
        return .object(members)
    }

    /// One item's JSON object. `corners` are the top-left, top-right, bottom-right and bottom-left
    /// corners in viewport points (``ItemPlacement/projectedCorners``), `null` when any is behind the eye.
    public static func json(for item: ItemPlacement) -> JSONValue {
        let corners: JSONValue = item.projectedCorners.map { .array($0.map(json(for:))) } ?? .null
        return .object([
            ("index", .number(Double(item.index))),
            ("offset", .number(item.offset)),
            ("transform", .array(item.transform.rowMajor.map(JSONValue.number))),
            ("alpha", .number(item.alpha)),
            ("isHidden", .bool(item.isHidden)),
            ("zIndex", .number(Double(item.zIndex))),
            ("center", json(for: item.center)),
            ("size", .array([.number(item.size.width), .number(item.size.height)])),
            ("corners", corners),
            ("isPlaceholder", .bool(item.isPlaceholder)),
        ])
    }

    /// `[x, y]`.
    static func json(for point: Point2D) -> JSONValue {
        .array([.number(point.x), .number(point.y)])
    }
}
