@_spi(Plumbing) import CarouselCore

/// What the core's scroll model says about a scene's ``Fling``: the motion from the scene's
/// `scrollOffset` to rest, where it rests, and its offsets at 60 Hz.
public struct FlingResult: Hashable, Sendable {
    /// The release as the scene gave it.
    public let fling: Fling
    /// The release velocity the core uses, items per second: ``Fling/velocity`` with NaN as 0 and
    /// limited to ±``ScrollPhysics/maximumVelocity``, as ``ScrollPhysics`` treats it.
    public let velocity: Double
    /// The core's motion: ``ScrollPhysics/release(from:velocity:dragStartOffset:autoscrollSpeed:)``
    /// from the scene's `scrollOffset` with the scene's scroll settings, item count, wrap, item width
    /// and offset multiplier.
    public let motion: ScrollMotion
    /// Where the carousel comes to rest, as iCarousel stores the offset (folded into [0, n) when
    /// wrapping, within the bounce range otherwise): ``ScrollMotion/restingOffset``. With no items,
    /// the scene's clamped `scrollOffset` (nothing moves).
    public let restingOffset: Double
    /// iCarousel's `currentItemIndex` at rest; −1 without items.
    public let restingItemIndex: Int
    /// How long the motion lasts, seconds (0 when nothing moves).
    public let duration: Double
    /// The offset at `k / 60` s for k = 0, 1, … until the first sample at or after ``duration``
    /// (``ScrollMotion/trajectory(frameRate:maximumSampleCount:)``): it starts at the scene's
    /// clamped `scrollOffset` and ends at ``restingOffset``. At most ``Fling/maximumSampleCount``
    /// samples, a bound no release reaches; with no items, the one sample `[restingOffset]`.
    public let trajectory: [Double]

    /// Asks the core where `fling` takes `scene`.
    ///
    /// - Parameter model: `scene.model`, when the caller already has it.
    public init(scene: Scene, fling: Fling, model: CarouselModel? = nil) {
        let model = model ?? scene.model
        let physics = ScrollPhysics(model: model)
        self.fling = fling
        velocity =
            fling.velocity.isNaN
            ? 0 : min(ScrollPhysics.maximumVelocity, max(-ScrollPhysics.maximumVelocity, fling.velocity))
        motion = physics.release(
            from: scene.scrollOffset, velocity: fling.velocity,
            dragStartOffset: fling.dragStartOffset)
        guard model.numberOfItems > 0 else {
            // The core keeps an item-less offset as given; show the clamped one the still picture shows.
            restingOffset = model.clampedScrollOffset(scene.scrollOffset)
            restingItemIndex = -1
            duration = 0
            trajectory = [restingOffset]
            return
        }
        restingOffset = motion.restingOffset
        restingItemIndex = motion.restingItemIndex
        duration = motion.duration
        trajectory = motion.trajectory(frameRate: Fling.frameRate, maximumSampleCount: Fling.maximumSampleCount)
    }

    /// The scene at rest, without the fling: the last frame of the HTML animation and the picture
    /// the SVG shows. Its `scrollOffset` is ``restingOffset``; Cover Flow 2's toggle is 0, where
    /// iCarousel's toggle always returns once the carousel is still (``FlingAnimation``).
    public func restingScene(of scene: Scene) -> Scene {
        var resting = scene
        resting.scrollOffset = restingOffset
        resting.toggle = 0
        resting.fling = nil
        return resting
    }
}
