@_spi(Plumbing) import CarouselCore

/// A replayed interaction as frames for the HTML player: the layout's placements at each recorded
/// tick, with the finger drawn, precomputed so that the player only picks frames.
///
/// Each frame shows the items the replay recorded at its tick (``InteractionResult/Frame/items``:
/// the layout's visible attributes after that tick's pass, in view coordinates), so the page shows
/// what the collection view shows. Ticks faster than
/// ``maximumFrameRate`` are thinned to every `stride`-th one (the last tick always kept), so a page
/// never holds more than 60 frames a second: at most 3 601 frames.
///
/// ## Boxes follow items, not indexes
///
/// The page has one box per item shown in any frame. An item keeps its box, colour and label
/// through a batch update, although its index changes: the replay maps indexes back through each
/// update's ``UpdatePlan`` (``Identity``). So inserting before the current item leaves the same
/// box in the middle, and a new box, labelled `+i` for an insertion at index `i`, appears. A
/// reload keeps index `i` as the box of index `i`; a resize keeps every item.
///
/// ## Touches
///
/// While a finger is down a translucent circle of radius ``fingerRadius`` sits at its point
/// (the `touchDown`, then each `dragTo`). A tap flashes: for ``tapFlashDuration`` after it the
/// circle grows to ``tapFlashScale`` times its size and fades out.
public struct InteractionAnimation: Sendable {
    /// Which item a box shows.
    public enum Identity: Hashable, Sendable, Comparable {
        /// The item at this index at the start (or after the last reload), wherever it went since.
        case item(Int)
        /// A placeholder at this index (placeholders follow indexes).
        case placeholder(Int)
        /// An item inserted at `index` by the update that made generation `generation`.
        case inserted(generation: Int, index: Int)
    }

    /// One box of the page.
    public struct Box: Hashable, Sendable {
        /// The item it shows.
        public var identity: Identity
        /// The box's index attribute: the item's index at the start, the placeholder's index, or
        /// the index it was inserted at.
        public var index: Int
        /// The text in the box: the index, or `+i` for an item inserted at `i`.
        public var label: String
        /// The index whose colour the box takes (``RenderStyle/fill(forIndex:)``).
        public var colourIndex: Int
        /// Whether it shows a placeholder (pale and dashed).
        public var isPlaceholder: Bool
    }

    /// A placement and the box that shows it.
    public struct Placed: Sendable {
        /// The position of the box in ``InteractionAnimation/boxes``.
        public var slot: Int
        /// The core's placement.
        public var item: ItemPlacement
    }

    /// The finger's circle in one frame.
    public struct Touch: Hashable, Sendable {
        /// Its centre, view points.
        public var center: Point2D
        /// Its opacity in [0, 1].
        public var opacity: Double
        /// Its size relative to a circle of radius ``InteractionAnimation/fingerRadius``.
        public var scale: Double
    }

    /// One picture.
    public struct Frame: Sendable {
        /// Seconds since the start of the replay.
        public var time: Double
        /// The scroll offset shown (items, as iCarousel reports it).
        public var scrollOffset: Double
        /// Cover Flow 2's toggle used (0 for other types).
        public var toggle: Double
        /// The items shown, in index order.
        public var items: [Placed]
        /// The finger, if drawn.
        public var touch: Touch?
    }

    /// The highest frame rate kept for the page, frames per second.
    public static let maximumFrameRate = 60.0
    /// The finger circle's radius, points: a 44 pt touch target, Apple's smallest recommended.
    public static let fingerRadius = 22.0
    /// The finger circle's opacity while down.
    public static let fingerOpacity = 0.45
    /// How long a tap's flash lasts, seconds.
    public static let tapFlashDuration = 0.3
    /// The flash's size at its end, relative to the finger circle; it starts at 1.
    public static let tapFlashScale = 2.0
    /// The flash's opacity at its start; it fades linearly to 0.
    public static let tapFlashOpacity = 0.7

    /// Frames per second of the page: the replay's rate divided by ``stride``.
    public let frameRate: Double
    /// How many ticks apart frames are (1 up to 60 ticks a second).
    public let stride: Int
    /// The frames, in time order; the first is the first tick, the last the last tick.
    public let frames: [Frame]
    /// The boxes, ordered by ``Identity``.
    public let boxes: [Box]
    /// The largest bounds the carousel has during the replay (the page's scene size).
    public let size: Size2D
    /// The carousel's centre at the start (every box sits there; see ``HTMLRenderer/animatedTransform(_:center:)``).
    public let center: Point2D

    /// Frames for a scene and what the engine answered to its interaction.
    public init(scene: Scene, result: InteractionResult) {
        let rate = result.interaction.frameRate
        stride = max(1, Int((rate / Self.maximumFrameRate - 1e-9).rounded(.up)))
        frameRate = rate / Double(stride)
        // Any point serves (boxes are moved by their transforms); the scene's own centre is the
        // layout's at the start (no insets yet).
        center = CarouselModel(scene.configuration).center
        size = Size2D(
            width: result.generations.map(\.bounds.width).max() ?? scene.configuration.bounds.width,
            height: result.generations.map(\.bounds.height).max() ?? scene.configuration.bounds.height)

        var ticks = Array(Swift.stride(from: 0, to: result.frames.count, by: stride))
        if let last = ticks.last, last != result.frames.count - 1 { ticks.append(result.frames.count - 1) }
        var resolver = IdentityResolver(generations: result.generations)
        var slots: [Identity: Int] = [:]
        var identities: [Identity] = []
        var raw: [(frame: Frame, identities: [Identity])] = []
        raw.reserveCapacity(ticks.count)
        var tapIndex = 0
        for k in ticks {
            let tick = result.frames[k]
            let g = min(max(0, tick.generation), max(0, result.generations.count - 1))
            let placements = tick.items
            var ids: [Identity] = []
            ids.reserveCapacity(placements.count)
            for item in placements {
                let id =
                    item.isPlaceholder ? Identity.placeholder(item.index) : resolver.identity(of: item.index, in: g)
                if slots[id] == nil {
                    slots[id] = identities.count
                    identities.append(id)
                }
                ids.append(id)
            }
            while tapIndex + 1 < result.taps.count, result.taps[tapIndex + 1].time <= tick.time { tapIndex += 1 }
            let touch = Self.touch(
                at: tick.time, finger: tick.finger,
                tap: tapIndex < result.taps.count ? result.taps[tapIndex] : nil)
            let frame = Frame(
                time: tick.time, scrollOffset: tick.scrollOffset, toggle: tick.toggle,
                items: placements.map { Placed(slot: 0, item: $0) }, touch: touch)
            raw.append((frame, ids))
        }
        // Boxes in identity order; frames point at them.
        let sorted = identities.sorted()
        let order = Dictionary(uniqueKeysWithValues: sorted.enumerated().map { ($1, $0) })
        boxes = sorted.map(Self.box(for:))
        frames = raw.map { entry in
            var frame = entry.frame
            for i in frame.items.indices { frame.items[i].slot = order[entry.identities[i]] ?? 0 }
            return frame
        }
    }

    /// The finger at `time`: the circle while it is down, else a tap's flash while it lasts.
    static func touch(at time: Double, finger: Point2D?, tap: InteractionResult.Tap?) -> Touch? {
        if let finger { return Touch(center: finger, opacity: fingerOpacity, scale: 1) }
        guard let tap, time >= tap.time, time - tap.time < tapFlashDuration else { return nil }
        let progress = (time - tap.time) / tapFlashDuration
        return Touch(
            center: tap.point, opacity: tapFlashOpacity * (1 - progress),
            scale: 1 + (tapFlashScale - 1) * progress)
    }

    static func box(for identity: Identity) -> Box {
        switch identity {
        case .item(let i):
            Box(identity: identity, index: i, label: String(i), colourIndex: i, isPlaceholder: false)
        case .placeholder(let i):
            Box(identity: identity, index: i, label: String(i), colourIndex: i, isPlaceholder: true)
        case .inserted(let g, let i):
            // A colour of its own, away from the original items' (hues advance by the golden angle).
            Box(identity: identity, index: i, label: "+\(i)", colourIndex: 1_000 + 101 * g + i, isPlaceholder: false)
        }
    }

    /// Maps an index in a generation to the item it shows, back through the batch updates since
    /// the last reload. Remembers answers (a few visible items per frame, over and over).
    struct IdentityResolver {
        let generations: [InteractionResult.Generation]
        var cache: [Int: [Int: Identity]] = [:]

        init(generations: [InteractionResult.Generation]) {
            self.generations = generations
        }

        mutating func identity(of index: Int, in generation: Int) -> Identity {
            if let known = cache[generation]?[index] { return known }
            var g = generation
            var i = index
            var result = Identity.item(index)
            walk: while g > 0, g < generations.count {
                switch generations[g].origin {
                case .start, .reload:
                    result = .item(i)
                    break walk
                case .resize:
                    g -= 1
                case .update(let plan):
                    guard let old = plan.oldIndex(forNewIndex: i) else {
                        result = .inserted(generation: g, index: i)
                        break walk
                    }
                    i = old
                    g -= 1
                }
                result = .item(i)
            }
            cache[generation, default: [:]][index] = result
            return result
        }
    }
}
