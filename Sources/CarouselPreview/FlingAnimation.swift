@_spi(Plumbing) import CarouselCore

/// A fling as frames: the core's placements at every 60 Hz sample of the trajectory, precomputed
/// so that the HTML player only picks frames.
///
/// Frame `k` shows the carousel `k / 60` s after the release. The frames are the
/// ``FlingResult/trajectory`` samples, in order, so the first shows the scene's clamped
/// `scrollOffset` and the last of them the resting offset; for Cover Flow 2 a few frames at the
/// resting offset may follow while its toggle returns to 0 (at most 0.4 s, see below). Each frame
/// holds ``CarouselModel/placements(at:)`` at its offset: transforms, alpha, z-order and back-face
/// visibility all come from the core.
///
/// ## Cover Flow 2
///
/// Cover Flow 2 flips the centre item with a toggle that iCarousel animates from its scroll state;
/// ``CoverFlowToggle`` reproduces each rule, applied here as iCarousel applies them after a release:
/// - **A release that decelerates** (its first phase is a deceleration): while it decelerates and
///   during the snap that follows, iCarousel's `transformItemView:atIndex:` derives the toggle from
///   the item offsets, so each frame uses ``CoverFlowToggle/toggle(forCenterItemOffset:)`` of the
///   current item. (Applied to every item this places each one exactly as iCarousel's per-item
///   rule does: like Cover Flow, every item turned by its own clamped offset.) When the
///   deceleration ends off an item boundary (no snap), the toggle then takes
///   ``CoverFlowToggle/restingToggle(at:)`` and eases back to 0. As in iCarousel, whose `step`
///   recomputes the toggle as `±(1 − easeInOut(progress))`, that return starts near ±1 when the
///   carousel rests close to an item: the centre item flips and turns back within 0.4 s.
/// - **A release that does not decelerate** (a snap, or staying put): the toggle starts at the
///   scene's `toggle`, counted as set at the release; each change of the current item sets it to
///   ±1 (``CoverFlowToggle/toggle(afterIndexChangeFrom:to:physics:)``) and it holds during the
///   snap, as iCarousel's `step` does not ease it while scrolling.
/// - **Once still**, the toggle eases to 0 (``CoverFlowToggle/toggle(from:elapsed:releaseVelocity:)``,
///   0.2–0.4 s depending on the release velocity); those frames follow the trajectory.
///
/// The drag before the release is not modelled (the toggle it leaves is the scene's `toggle`), and
/// at or past the ends of a carousel that does not wrap the core applies iCarousel's per-item rule
/// itself. Other types ignore the toggle: their frames are exactly the trajectory's.
public struct FlingAnimation: Sendable {
    /// One picture of the animation.
    public struct Frame: Sendable {
        /// Seconds since the release: `k / 60` for frame `k`.
        public let time: Double
        /// The scroll offset shown (items, as iCarousel stores it).
        public let scrollOffset: Double
        /// Cover Flow 2's toggle in [−1, 1] used for the frame (the scene's toggle for other types).
        public let toggle: Double
        /// ``CarouselModel/placements(at:)`` at ``scrollOffset``: the items shown, in index order.
        public let items: [ItemPlacement]
    }

    /// The frames, 60 per second, the first at the release.
    public let frames: [Frame]
    /// How many leading frames are the trajectory's samples (the rest settle Cover Flow 2's toggle).
    public let trajectoryFrameCount: Int
    /// Every index shown in any frame, ascending: one element per index in the HTML page.
    public let indexes: [Int]

    /// The most frames that follow the trajectory while Cover Flow 2's toggle settles: 0.5 s,
    /// more than its longest return (``CoverFlowToggle/maximumDuration``, 0.4 s).
    public static let maximumSettleFrameCount = 30

    /// Frames for a scene and the core's answer for its fling.
    ///
    /// - Parameter model: `scene.model`, when the caller already has it.
    public init(scene: Scene, fling: FlingResult, model: CarouselModel? = nil) {
        let model = model ?? scene.model
        let offsets = fling.trajectory
        let sceneToggle = CoverFlow.sanitizedToggle(scene.toggle)
        var toggles = Array(repeating: sceneToggle, count: offsets.count)
        if model.type == .coverFlow2, model.numberOfItems > 0 {
            toggles = Self.coverFlow2Toggles(fling: fling, model: model, toggle: sceneToggle)
        }
        var frames: [Frame] = []
        frames.reserveCapacity(toggles.count)
        var shown = Set<Int>()
        for (k, toggle) in toggles.enumerated() {
            let offset = k < offsets.count ? offsets[k] : fling.restingOffset
            let items = model.placements(at: offset, toggle: toggle)
            for item in items { shown.insert(item.index) }
            frames.append(Frame(time: Double(k) / Fling.frameRate, scrollOffset: offset, toggle: toggle, items: items))
        }
        self.frames = frames
        trajectoryFrameCount = offsets.count
        indexes = shown.sorted()
    }

    /// Cover Flow 2's toggle for each trajectory sample, followed by its return to 0 at the
    /// resting offset (see the type's overview). Every value lies in [−1, 1]; the last lies within
    /// 1e−6 of 0 (where iCarousel stops easing it).
    static func coverFlow2Toggles(fling: FlingResult, model: CarouselModel, toggle initialToggle: Double) -> [Double] {
        let physics = fling.motion.physics
        let offsets = fling.trajectory
        let dt = 1 / Fling.frameRate
        let velocity = fling.velocity
        var toggles: [Double] = []
        toggles.reserveCapacity(offsets.count + maximumSettleFrameCount)
        // The toggle the idle return starts from, and when it was set (seconds since the release).
        var toggle = initialToggle
        var toggleTime = 0.0
        let lastTime = Double(offsets.count - 1) * dt

        if case .deceleration? = fling.motion.phases.first?.curve {
            for offset in offsets {
                let centre = model.offset(forItemAt: physics.currentItemIndex(at: offset), scrollOffset: offset)
                toggles.append(CoverFlowToggle.toggle(forCenterItemOffset: centre))
            }
            toggle = toggles.last ?? 0
            toggleTime = lastTime
            if case .deceleration? = fling.motion.phases.last?.curve {
                // No snap followed: iCarousel's step sets the toggle from the distance to the
                // nearest item, its return already part-way through.
                let resting = CoverFlowToggle.restingToggle(at: fling.restingOffset)
                toggle = resting.toggle
                toggleTime = lastTime - resting.elapsed
            }
        } else {
            var index = physics.currentItemIndex(at: offsets.first ?? 0)
            for (k, offset) in offsets.enumerated() {
                let current = physics.currentItemIndex(at: offset)
                if current != index {
                    toggle = CoverFlowToggle.toggle(afterIndexChangeFrom: index, to: current, physics: physics)
                    toggleTime = Double(k) * dt
                    index = current
                }
                toggles.append(toggle)
            }
        }

        // Still: the toggle eases back to 0.
        var settle = 0
        while let last = toggles.last, abs(last) > ScrollPhysics.floatErrorMargin, settle < maximumSettleFrameCount {
            let time = Double(toggles.count) * dt
            let next =
                settle + 1 == maximumSettleFrameCount
                ? 0 : CoverFlowToggle.toggle(from: toggle, elapsed: time - toggleTime, releaseVelocity: velocity)
            toggles.append(next)
            settle += 1
        }
        return toggles
    }
}
