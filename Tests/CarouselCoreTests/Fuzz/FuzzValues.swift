@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport

/// Seeded values for the fuzz harness: valid, extreme and hostile numbers in one stream.
///
/// Every draw comes from one ``SeededGenerator``, so a case is reproduced by its seed alone.
struct FuzzValues {
    var rng: SeededGenerator

    init(seed: UInt64) { rng = SeededGenerator(seed: seed) }

    /// Doubles that break naive arithmetic: signed zeros, subnormals, the limits of `Double`,
    /// NaN and the infinities, and values just past `Int`'s range.
    static let hostileDoubles: [Double] = [
        0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
        1.7976931348623157e308, -1.7976931348623157e308, .nan, .infinity, -.infinity,
        9.223372036854775807e18, -9.223372036854775808e18, 1e19, -1e19, 1e300, -1e300,
        4.5e15, 0.5, -0.5, 1 - 1e-16, 1e-300,
    ]

    /// Counts up to `Int.max`, negative ones and `Int.min` included.
    static let hostileInts: [Int] = [
        0, 1, 2, -1, Int.max, Int.min, Int.max - 1, Int.min + 1, Int.max / 2, Int.max / 4,
        1 << 53, (1 << 53) + 1, 1 << 62, 10_000_000, 1_000_000_000,
    ]

    // The draws below use the generator's bits directly rather than the standard library's
    // generic `random(in:using:)`, which dominates a debug build's fuzz run. (A modulo's bias on
    // ranges this small is below 1e−17.)

    mutating func bool() -> Bool { rng.next() & 1 == 1 }
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
        let draw = span == 0 ? rng.next() : rng.next() % span
        return range.lowerBound &+ Int(truncatingIfNeeded: draw)
    }
    mutating func pick<T>(_ values: [T]) -> T { values[int(in: 0...(values.count - 1))] }
    /// A double uniform in `range` (53 random bits).
    mutating func uniform(in range: ClosedRange<Double>) -> Double {
        let unit = Double(rng.next() >> 11) * 0x1p-53
        return range.lowerBound + (range.upperBound - range.lowerBound) * unit
    }

    /// A double: mostly ordinary values at a scale of `scale`, often a hostile one.
    mutating func double(scale: Double = 100) -> Double {
        switch int(in: 0...9) {
        case 0..<4: return uniform(in: -scale...scale)
        case 4: return uniform(in: -1...1)
        case 5: return Double(int(in: -20...20))
        case 6: return uniform(in: -1e12...1e12)
        default: return pick(Self.hostileDoubles)
        }
    }

    /// An optional double (`nil` a quarter of the time).
    mutating func optionalDouble(scale: Double = 10) -> Double? { int(in: 0...3) == 0 ? nil : double(scale: scale) }

    /// A count: usually small, sometimes huge or negative.
    mutating func count(small: Int = 40) -> Int {
        int(in: 0...3) == 0 ? pick(Self.hostileInts) : int(in: 0...small)
    }

    /// An index near `0..<count` or hostile.
    mutating func index(near count: Int) -> Int {
        switch int(in: 0...3) {
        case 0: return pick(Self.hostileInts)
        case 1: return count &- int(in: -3...3)
        default: return int(in: -3...40)
        }
    }

    mutating func point(scale: Double = 500) -> Point2D { Point2D(x: double(scale: scale), y: double(scale: scale)) }

    mutating func size(scale: Double = 500) -> Size2D {
        bool()
            ? Size2D(
                width: uniform(in: 0...scale), height: uniform(in: 0...scale))
            : Size2D(width: double(scale: scale), height: double(scale: scale))
    }

    mutating func options() -> CarouselOptions {
        var o = CarouselOptions()
        o.wrap = pick([nil, true, false])
        o.showBackfaces = pick([nil, true, false])
        o.offsetMultiplier = optionalDouble(scale: 3)
        o.visibleItems = optionalDouble(scale: 40)
        o.count = optionalDouble(scale: 40)
        o.arc = optionalDouble(scale: 7)
        o.radius = optionalDouble(scale: 1000)
        o.angle = optionalDouble(scale: 4)
        o.tilt = optionalDouble(scale: 2)
        o.spacing = optionalDouble(scale: 2)
        o.fadeMin = optionalDouble(scale: 5)
        o.fadeMax = optionalDouble(scale: 5)
        o.fadeRange = optionalDouble(scale: 5)
        o.fadeMinAlpha = optionalDouble(scale: 1)
        o.maxItemsOnFront = optionalDouble(scale: 10)
        o.rollerRadius = optionalDouble(scale: 300)
        o.rotateFactor = optionalDouble(scale: 1)
        o.leadingMargin = optionalDouble(scale: 100)
        o.minimumSpacing = optionalDouble(scale: 50)
        o.minimumPeek = optionalDouble(scale: 100)
        o.itemsPerScreen = optionalDouble(scale: 10)
        o.nextItemThreshold = optionalDouble(scale: 1)
        o.centersWhenFewer = pick([nil, true, false])
        return o
    }

    mutating func scrollSettings() -> ScrollSettings {
        var s = ScrollSettings()
        s.decelerationRate = bool() ? uniform(in: 0...1) : double(scale: 2)
        s.bounces = bool()
        s.bounceDistance = double(scale: 3)
        s.stopAtItemBoundary = bool()
        s.scrollToItemBoundary = bool()
        s.pagingEnabled = bool()
        s.scrollSpeed = double(scale: 3)
        return s
    }

    /// A configuration of any type with every field drawn.
    mutating func configuration() -> CarouselConfiguration {
        let type = pick(CarouselType.allCases)
        var c = CarouselConfiguration(
            type: type, options: options(), numberOfItems: count(),
            numberOfPlaceholders: int(in: 0...2) == 0 ? count(small: 6) : 0)
        c.itemSize = size(scale: 300)
        c.itemWidth = optionalDouble(scale: 300)
        c.bounds = size(scale: 1000)
        c.isVertical = bool()
        c.perspective = bool() ? CarouselConfiguration.defaultPerspective : double(scale: 0.01)
        c.centerOffset = int(in: 0...2) == 0 ? point() : .zero
        c.viewpointOffset = int(in: 0...2) == 0 ? point() : .zero
        _ = double(scale: 1)  // a draw kept so that each seed still yields the same configuration
        if type == .custom && bool() { c.customPath = FuzzPath(scale: double(scale: 100)) }
        c.scrollSettings = scrollSettings()
        c.focusPoint = bool() ? nil : Point2D(x: double(scale: 1), y: double(scale: 1))
        c.orientation = pick([nil, .horizontal, .vertical])
        c.displayLimit = int(in: 0...3) == 0 ? count() : nil
        c.layoutDirection = bool() ? .leftToRight : .rightToLeft
        return c
    }

    mutating func input(itemCount: Int, model: CarouselModel) -> InteractionInput {
        switch int(in: 0...21) {
        case 0, 1: return .touchDown(point())
        case 2, 3, 4: return .dragMoved(point())
        case 5: return .dragBegan
        case 6, 7:
            return .touchUp(
                velocity: Point2D(x: double(scale: 3000), y: double(scale: 3000)),
                proposedOffset: bool() ? nil : double(scale: 20))
        case 8: return .touchEnded
        case 9: return .touchCancelled
        case 10: return .scrolled(to: double(scale: 30))
        case 11: return .platformScrollEnded
        case 12: return .releaseOverridden
        case 13: return .frame
        case 14:
            let d = bool() ? uniform(in: 0...1) : double(scale: 2)
            switch int(in: 0...3) {
            case 0: return .scroll(.toItem(index(near: itemCount), duration: d))
            case 1: return .scroll(.toOffset(double(scale: 30), duration: d))
            case 2: return .scroll(.byItems(index(near: itemCount), duration: d))
            default: return .scroll(.byOffset(double(scale: 30), duration: d))
            }
        case 15: return .stopScrolling
        case 16: return .select(index(near: itemCount))
        case 17: return .autoscroll(bool() ? 0 : double(scale: 5))
        case 18:
            let change: ModelChange = pick([
                .reload, .update(animationDuration: double(scale: 0.5)), .resize, .configuration,
            ])
            return .modelChanged(model, scrollOffset: double(scale: 30), change: change)
        case 19: return .updateAnimationEnded
        default:
            return .environment(
                InteractionEnvironment(
                    isVoiceOverRunning: bool(), isReduceMotionEnabled: bool(),
                    isInWindow: int(in: 0...3) > 0))
        }
    }
}

/// A custom path that answers with hostile numbers as readily as with sane ones.
struct FuzzPath: CarouselPath {
    let scale: Double

    func position(forOffset offset: Double, in context: CarouselPathContext) -> Point2D {
        Point2D(x: offset * scale, y: offset * offset * scale)
    }

    func transform(forOffset offset: Double, baseTransform: Transform3D, in context: CarouselPathContext) -> Transform3D
    {
        baseTransform.rotated(angle: offset * scale, x: 0, y: 1, z: 0).translated(x: 0, y: 0, z: -abs(offset) * scale)
    }

    func alpha(forOffset offset: Double, in context: CarouselPathContext) -> Double? { 1 - abs(offset) * scale / 100 }

    func zOrder(forOffset offset: Double, in context: CarouselPathContext) -> Double? { -abs(offset) * scale * 1e300 }
}
