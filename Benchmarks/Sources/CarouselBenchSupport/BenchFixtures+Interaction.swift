@_spi(Plumbing) import CarouselCore

/// One interaction scenario: what keeps the engine asking for frames (a release in flight or
/// autoscroll) in one layout case.
public struct InteractionCase: Sendable, Hashable, CustomStringConvertible {
    /// What moves the carousel while frames are measured.
    public enum Motion: String, Sendable, Hashable {
        /// A fling after a drag (``BenchFixtures/releasingEngine(_:warmUpFrames:)``).
        case release
        /// Autoscroll at ``BenchFixtures/autoscrollSpeed`` (``BenchFixtures/autoscrollingEngine(_:warmUpFrames:)``).
        case autoscroll
    }

    /// What moves the carousel.
    public var motion: Motion
    /// The carousel: type, item count, wrap and axis.
    public var layout: LayoutCase

    public init(motion: Motion, layout: LayoutCase) {
        self.motion = motion
        self.layout = layout
    }

    /// "release, coverFlow, 1000 items, unwrapped, horizontal".
    public var description: String { "\(motion.rawValue), \(layout)" }
}

extension BenchFixtures {
    /// Seconds between display frames: the interaction benchmarks' 60 Hz display link.
    public static let frameInterval = 1.0 / 60

    /// The release benchmarks' deceleration rate: at 0.99 a fling decelerates for
    /// 1 / (30 × 0.01) ≈ 3.3 s (200 frames), far beyond the warm-up and the measured second, where
    /// iCarousel's default 0.95 stops after 40 frames.
    public static let longFlingDecelerationRate = 0.99

    /// The finger's velocity at release, points per second in view coordinates: a brisk flick to
    /// the left, which moves a horizontal carousel toward higher indexes.
    public static let releaseFingerVelocity = Point2D(x: -3000, y: 0)

    /// The autoscroll benchmarks' speed, items per second toward higher indexes.
    public static let autoscrollSpeed = 2.0

    /// The model of an interaction case: ``configuration(_:)`` with
    /// ``longFlingDecelerationRate``.
    public static func interactionModel(_ scenario: LayoutCase) -> CarouselModel {
        var configuration = configuration(scenario)
        configuration.scrollSettings = ScrollSettings(decelerationRate: longFlingDecelerationRate)
        return CarouselModel(configuration)
    }

    /// An engine in an interaction case, with everything before the measured frames done (see
    /// ``releasingEngine(_:warmUpFrames:)`` and ``autoscrollingEngine(_:warmUpFrames:)``).
    /// - Parameter model: ``interactionModel(_:)`` of the case's layout (built once, outside).
    public static func interactionEngine(_ scenario: InteractionCase, model: CarouselModel)
        -> (engine: InteractionEngine, output: InteractionOutput, nextFrame: Int)
    {
        switch scenario.motion {
        case .release: return releasingEngine(model)
        case .autoscroll: return autoscrollingEngine(model)
        }
    }

    /// An engine resting in the middle of the carousel, then a release in flight: touch down in
    /// the middle of the view at frame 0, drag 60 pt to the left at frame 1, lift at
    /// ``releaseFingerVelocity`` at frame 2, then `warmUpFrames` frames, so that the output's
    /// event storage has grown as after an app's first frames.
    /// - Returns: the engine, the output to reuse, and the index of the next frame (its time is
    ///   that index × ``frameInterval``).
    public static func releasingEngine(_ model: CarouselModel, warmUpFrames: Int = 5)
        -> (engine: InteractionEngine, output: InteractionOutput, nextFrame: Int)
    {
        var engine = InteractionEngine(model: model, scrollOffset: Double(model.numberOfItems / 2))
        var output = InteractionOutput()
        let centre = Point2D(x: model.configuration.bounds.width / 2, y: model.configuration.bounds.height / 2)
        engine.handle(.touchDown(centre), at: 0, into: &output)
        engine.handle(.dragMoved(Point2D(x: centre.x - 60, y: centre.y)), at: frameInterval, into: &output)
        engine.handle(
            .touchUp(velocity: releaseFingerVelocity, proposedOffset: nil), at: 2 * frameInterval,
            into: &output)
        var frame = 3
        for _ in 0..<warmUpFrames {
            engine.handle(.frame, at: Double(frame) * frameInterval, into: &output)
            frame += 1
        }
        return (engine, output, frame)
    }

    /// An engine autoscrolling at ``autoscrollSpeed`` from the middle of the carousel since
    /// frame 0, after `warmUpFrames` frames. The default, half a second, includes the first
    /// current-item change (at 0.25 s), so the output's event storage has grown.
    /// - Returns: the engine, the output to reuse, and the index of the next frame.
    public static func autoscrollingEngine(_ model: CarouselModel, warmUpFrames: Int = 30)
        -> (engine: InteractionEngine, output: InteractionOutput, nextFrame: Int)
    {
        var engine = InteractionEngine(model: model, scrollOffset: Double(model.numberOfItems / 2))
        var output = InteractionOutput()
        engine.handle(.autoscroll(autoscrollSpeed), at: 0, into: &output)
        var frame = 1
        for _ in 0..<warmUpFrames {
            engine.handle(.frame, at: Double(frame) * frameInterval, into: &output)
            frame += 1
        }
        return (engine, output, frame)
    }
}
