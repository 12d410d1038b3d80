@_spi(Plumbing) import CarouselCore

/// One layout scenario: a carousel type at an item count, wrapped or not, along one axis.
public struct LayoutCase: Sendable, Hashable, CustomStringConvertible {
    /// The carousel type.
    public var type: CarouselType
    /// The number of items.
    public var count: Int
    /// Whether the `wrap` option is on.
    public var wraps: Bool
    /// Whether the carousel scrolls vertically.
    public var isVertical: Bool

    public init(type: CarouselType, count: Int, wraps: Bool, isVertical: Bool) {
        self.type = type
        self.count = count
        self.wraps = wraps
        self.isVertical = isVertical
    }

    /// "coverFlow, 1000000 items, wrapped, horizontal": the suffix of every benchmark name.
    public var description: String {
        "\(type.rawValue), \(count) items, \(wraps ? "wrapped" : "unwrapped"), \(isVertical ? "vertical" : "horizontal")"
    }
}

/// The fixed scenes every benchmark and the callgrind driver share, so their numbers compare.
///
/// The scene is `CarouselConfiguration`'s defaults (an 800 × 500 pt carousel of 200 × 200 pt
/// items), with the `wrap` option set explicitly and, for `.custom`, ``customPath``.
public enum BenchFixtures {
    /// Item counts measured for every type: tiny, typical, and two far beyond any real carousel.
    public static let itemCounts = [10, 1_000, 1_000_000, 10_000_000]

    /// Frames in one second of scrolling at 60 Hz: the length of ``scrollOffsets(count:)``.
    public static let framesPerSweep = 60

    /// Items travelled during one sweep (one second of a brisk drag).
    public static let sweepDistance = 3.0

    /// A custom path of moderate cost: a line with a slight roll (the `CustomPath` doc example)
    /// and an alpha that dims with distance but never reaches 0, so all 30 slots are placed.
    public static let customPath = CustomPath(
        alpha: { offset, _ in 1 - min(abs(offset), 10) / 20 },
        transform: { offset, base, context in
            base.translated(x: offset * context.itemWidth, y: 0, z: 0)
                .rotated(angle: offset * Double.pi / 8, x: 0, y: 0, z: 1)
        })

    /// Every case of the per-frame benchmark: each type × ``itemCounts`` × wrap × axis.
    public static var allLayoutCases: [LayoutCase] {
        var cases: [LayoutCase] = []
        for type in CarouselType.allCases {
            for count in itemCounts {
                for wraps in [false, true] {
                    for isVertical in [false, true] {
                        cases.append(LayoutCase(type: type, count: count, wraps: wraps, isVertical: isVertical))
                    }
                }
            }
        }
        return cases
    }

    /// The frame-budget case: Cover Flow with a 30-item window (the `visibleItems` option;
    /// iCarousel's maximum), every slot visible, on a 1 000 000-item carousel.
    public static func thirtyItemWindowModel(count: Int = 1_000_000) -> CarouselModel {
        CarouselModel(
            CarouselConfiguration(
                type: .coverFlow, options: CarouselOptions(visibleItems: 30), numberOfItems: count))
    }

    /// Release velocities of the fling benchmarks, items per second (positive toward larger
    /// offsets): slow to hard flicks both ways. With iCarousel's default deceleration rate 0.95
    /// every fling decelerates for 1 / (30 × 0.05) ≈ 0.67 s, i.e. 40 frames at 60 Hz.
    public static let flingVelocities: [Double] = [-40, -20, -8, -3, 3, 8, 20, 40]

    /// The scroll-model scene: Cover Flow (offset multiplier 2) at `count` items, from the middle.
    public static func scrollScene(count: Int, wraps: Bool) -> (
        model: CarouselModel, physics: ScrollPhysics, start: Double
    ) {
        let model = BenchFixtures.model(LayoutCase(type: .coverFlow, count: count, wraps: wraps, isVertical: false))
        return (model, ScrollPhysics(model: model), Double(count / 2) + 0.3)
    }

    /// A collection-view-layout scene for a case: a `LayoutDriver` (what UIKit's and AppKit's
    /// layouts hold) prepared in an 800 × 500 pt viewport scrolled to the middle of the items, and
    /// what the collection view shows on each of 60 ticks (one second of 60 Hz scrolling moving
    /// ``sweepDistance`` items), as the layout reads it in `prepare()`.
    @_spi(Plumbing) public static func layoutDriverScene(_ scenario: LayoutCase)
        -> (driver: LayoutDriver, hosts: [LayoutDriver.Host])
    {
        let scene = layoutTickScene(scenario)
        let settings = LayoutSettings(
            type: scenario.type, options: CarouselOptions(wrap: scenario.wraps), isVertical: scenario.isVertical,
            customPath: scenario.type == .custom ? customPath : nil)
        let hosts = scene.viewports.map {
            LayoutDriver.Host(bounds: $0.bounds, insets: $0.insets, sectionCounts: scene.counts, isRightToLeft: false)
        }
        var driver = LayoutDriver(settings: settings)
        _ = driver.prepare(hosts[hosts.count - 1])
        driver.invalidate(.reposition)
        _ = driver.prepare(hosts[0])
        return (driver, hosts)
    }

    /// A layout-state scene for a case: a `LayoutState` prepared in an 800 × 500 pt viewport
    /// scrolled to the middle of the items, and the viewports of 60 ticks (one second of 60 Hz
    /// scrolling moving ``sweepDistance`` items) to prepare it for next.
    @_spi(Plumbing) public static func layoutTickScene(_ scenario: LayoutCase)
        -> (state: LayoutState, viewports: [ScrollViewport], counts: [Int], configuration: CarouselConfiguration)
    {
        let size = Size2D(width: 800, height: 500)
        var configuration = configuration(scenario)
        configuration.bounds = size
        let counts = [scenario.count]
        var state = LayoutState(configuration: configuration)
        state.prepare(
            viewport: ScrollViewport(bounds: Rect2D(origin: .zero, size: size)), sectionCounts: counts,
            configuration: configuration, invalidation: .all)
        let pointsPerItem = state.model.itemWidth / max(abs(state.model.offsetMultiplier), 1e-9)
        let along = scenario.isVertical ? state.contentSize.height - size.height : state.contentSize.width - size.width
        let middle = scenario.wraps ? along / 2 : Double(scenario.count / 2) * pointsPerItem
        let viewports = (0..<framesPerSweep).map { frame in
            let position = middle + sweepDistance * pointsPerItem * Double(frame) / Double(framesPerSweep)
            let origin = scenario.isVertical ? Point2D(x: 0, y: position) : Point2D(x: position, y: 0)
            return ScrollViewport(bounds: Rect2D(origin: origin, size: size))
        }
        state.prepare(viewport: viewports[0], sectionCounts: counts, configuration: configuration, invalidation: [])
        return (state, viewports, counts, configuration)
    }

    /// The configuration of a case.
    public static func configuration(_ scenario: LayoutCase) -> CarouselConfiguration {
        CarouselConfiguration(
            type: scenario.type,
            options: CarouselOptions(wrap: scenario.wraps),
            numberOfItems: scenario.count,
            isVertical: scenario.isVertical,
            customPath: scenario.type == .custom ? customPath : nil)
    }

    /// The resolved model for a case.
    public static func model(_ scenario: LayoutCase) -> CarouselModel {
        CarouselModel(configuration(scenario))
    }

    /// One second of scrolling at 60 Hz around the middle of the carousel: ``framesPerSweep``
    /// scroll offsets (in items) from `count / 2 − 1.5` moving ``sweepDistance`` items, so most
    /// frames fall between items and the window slides across item boundaries.
    public static func scrollOffsets(count: Int) -> [Double] {
        let start = Double(count / 2) - sweepDistance / 2
        return (0..<framesPerSweep).map { start + sweepDistance * Double($0) / Double(framesPerSweep) }
    }
}
