@_spi(Plumbing) import CarouselCore

/// A fling or a replayed interaction as the frames of an animated SVG picture: the same frames
/// the HTML player shows (``FlingAnimation``, ``InteractionAnimation``), thinned to at most
/// ``maximumFrameRate`` frames a second and to at most ``SceneLimits/maximumAnimatedCards`` drawn
/// cards in all (a longer or fuller motion is drawn at a lower frame rate), each frame holding
/// what the picture draws, back to front.
///
/// An SVG cannot run the core, and SMIL cannot interpolate a label's affine matrix or change the
/// paint order while it plays, so the picture is a flip-book: one group per frame, shown from its
/// time until the next frame's (see ``SVGRenderer``). Items are drawn exactly as in a still
/// picture: the quad of the projected corners, the label in the item's plane, the alpha, back to
/// front by ``ItemPlacement/zIndex``; hidden back faces, transparent items and items with a corner
/// behind the eye are left out (``SVGRenderer/drawnItems(_:)``'s rule), and so are items wholly
/// outside the carousel's area, which the picture clips away.
///
/// ## Timing
///
/// Frame `k` starts at its tick's time (seconds since the start of the replay or the release) and
/// lasts until frame `k + 1` starts. The last frame lasts ``restHold`` seconds when the motion ends
/// at rest (a fling, or a replay the engine lets come to rest), so the picture pauses on where it
/// lands before starting over; when the replay ends still moving (an autoscroll cut off by
/// `until`), it lasts 0 s: the loop starts again at the last tick's time, so a replay whose last
/// tick looks like its first (a wrapped carousel autoscrolled by a whole number of items) loops
/// without a seam. ``duration`` is the loop's length.
public struct SVGAnimation: Sendable {
    /// One item as a frame draws it.
    public struct Shape: Sendable {
        /// The core's placement, centre in view coordinates.
        public var item: ItemPlacement
        /// The label: the index, or `+i` for an item a replay inserted at `i`.
        public var label: String
        /// The index whose colours the item takes (``RenderStyle/fill(forIndex:)``).
        public var colourIndex: Int
        /// The four projected corners (top-left, top-right, bottom-right, bottom-left), view points.
        public var corners: [Point2D]
    }

    /// One picture of the flip-book.
    public struct Frame: Sendable {
        /// When it starts, seconds since the start of the motion.
        public var time: Double
        /// The items drawn, back to front (ascending ``ItemPlacement/zIndex``, then index).
        public var shapes: [Shape]
        /// The finger's circle of a replayed touch, if drawn (``InteractionAnimation/Frame/touch``).
        public var touch: InteractionAnimation.Touch?
    }

    /// The highest frame rate kept, frames per second: a video's smoothness at half the bytes of
    /// 60 Hz. 60 Hz ticks are thinned to every other (30 frames a second); a replay at 40 Hz
    /// gives 20 frames a second, for a motion that fills a picture with cards for seconds (a whole
    /// turn of a ring) and would otherwise pass 300 KB.
    public static let maximumFrameRate = 30.0
    /// How long the picture rests on its last frame before it loops when the motion ends at rest,
    /// seconds (the HTML player's hold, ``HTMLRenderer/loopHoldFrames`` at 60 Hz).
    public static let restHold = Double(HTMLRenderer.loopHoldFrames) / Fling.frameRate

    /// The frames, in time order; the first starts at 0.
    public let frames: [Frame]
    /// The length of one loop, seconds: the last frame's time plus its hold (see the overview).
    public let duration: Double
    /// Seconds between frames (the source's tick interval times the thinning stride).
    public let frameInterval: Double
    /// The source's ticks a second: the replay's ``Interaction/frameRate``, or 60 for a fling
    /// (``Fling/frameRate``).
    public let tickRate: Double
    /// The frames drawn a second: ``tickRate`` divided by the thinning stride (30 for 60 Hz ticks).
    public var frameRate: Double { 1 / frameInterval }
    /// The picture's carousel area: the largest bounds during the motion, points.
    public let size: Size2D
    /// The carousel's centre at the start, where the guides cross.
    public let center: Point2D

    /// The frames of `result`'s interaction or fling, or `nil` for a still scene: one without
    /// either, or whose motion is a single frame (a replay without events), which is drawn as a
    /// still picture rather than a one-frame loop.
    ///
    /// - Parameter maximumCards: the most cards drawn in all frames together (``thinned(_:rate:maximumCards:)``);
    ///   a picture of several animated scenes gives each its share of
    ///   ``SceneLimits/maximumAnimatedCards``.
    public init?(_ result: SceneResult, maximumCards: Int = SceneLimits.maximumAnimatedCards) {
        if let interaction = result.interaction {
            self.init(
                InteractionAnimation(scene: result.scene, result: interaction), isAtRest: interaction.end.isAtRest,
                maximumCards: maximumCards)
        } else if let fling = result.fling {
            self.init(
                FlingAnimation(scene: result.scene, fling: fling), scene: result.scene, center: result.center,
                maximumCards: maximumCards)
        } else {
            return nil
        }
        if frames.count < 2 { return nil }
    }

    /// The frames of a replay; `isAtRest` says whether the engine came to rest at its end.
    init(_ animation: InteractionAnimation, isAtRest: Bool, maximumCards: Int) {
        self.init(
            ticks: animation.frames.map { frame in
                let shapes = frame.items.compactMap { placed -> Shape? in
                    let box = animation.boxes[placed.slot]
                    return Self.shape(placed.item, label: box.label, colourIndex: box.colourIndex, area: animation.size)
                }
                return Frame(time: frame.time, shapes: shapes, touch: frame.touch)
            },
            tickRate: animation.frameRate, endsAtRest: isAtRest, size: animation.size, center: animation.center,
            maximumCards: maximumCards)
    }

    /// The frames of a fling from `scene`, which always ends at rest.
    init(_ animation: FlingAnimation, scene: Scene, center: Point2D, maximumCards: Int) {
        let area = scene.configuration.bounds
        self.init(
            ticks: animation.frames.map { frame in
                let shapes = frame.items.compactMap {
                    Self.shape($0, label: String($0.index), colourIndex: $0.index, area: area)
                }
                return Frame(time: frame.time, shapes: shapes, touch: nil)
            },
            tickRate: Fling.frameRate, endsAtRest: true, size: area, center: center, maximumCards: maximumCards)
    }

    /// Every tick's frame (shapes in any order), thinned (``thinned(_:rate:maximumCards:)``), its
    /// shapes put back to front.
    private init(
        ticks: [Frame], tickRate: Double, endsAtRest: Bool, size: Size2D, center: Point2D, maximumCards: Int
    ) {
        let picked = Self.thinned(ticks.map(\.shapes.count), rate: tickRate, maximumCards: maximumCards)
        frameInterval = Double(picked.stride) / tickRate
        self.tickRate = tickRate
        frames = picked.indices.map { k in
            Frame(time: ticks[k].time, shapes: Self.backToFront(ticks[k].shapes), touch: ticks[k].touch)
        }
        duration = (frames.last?.time ?? 0) + (endsAtRest ? Self.restHold : 0)
        self.size = size
        self.center = center
    }

    /// The ticks to draw: every `stride`-th tick from the first, and the last, `stride` the smallest
    /// that keeps the frame rate at or below ``maximumFrameRate`` for ticks `rate` a second and the
    /// cards of the ticks kept at or below `maximumCards` (`counts[k]` is tick `k`'s cards). The
    /// first and last ticks are always kept, even when they alone pass `maximumCards`.
    ///
    /// - Complexity: O(n log n) for n ticks (each stride tried costs n / stride).
    static func thinned(_ counts: [Int], rate: Double, maximumCards: Int) -> (indices: [Int], stride: Int) {
        var stride = max(1, Int((rate / maximumFrameRate - 1e-9).rounded(.up)))
        while true {
            var picked = Array(Swift.stride(from: 0, to: counts.count, by: stride))
            if counts.count > 1, picked.last != counts.count - 1 { picked.append(counts.count - 1) }
            let cards = picked.reduce(0) { $0 + counts[$1] }
            if cards <= maximumCards || picked.count <= 2 { return (picked, stride) }
            stride += 1
        }
    }

    /// The shape of a drawn item (not hidden, alpha above 0, every corner in front of the eye),
    /// or `nil` when its quad lies wholly outside `area` (the picture would clip all of it away).
    static func shape(_ item: ItemPlacement, label: String, colourIndex: Int, area: Size2D) -> Shape? {
        guard let corners = SVGRenderer.drawnCorners(of: item) else { return nil }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let margin = RenderStyle.strokeWidth
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
            maxX > -margin, minX < area.width + margin, maxY > -margin, minY < area.height + margin
        else { return nil }
        return Shape(item: item, label: label, colourIndex: colourIndex, corners: corners)
    }

    /// `shapes` in painting order: ascending z-index, then index.
    static func backToFront(_ shapes: [Shape]) -> [Shape] {
        shapes.sorted { ($0.item.zIndex, $0.item.index) < ($1.item.zIndex, $1.item.index) }
    }
}
