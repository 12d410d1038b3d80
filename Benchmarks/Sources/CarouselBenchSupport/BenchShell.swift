@_spi(Plumbing) import CarouselCore

/// A carousel layout and its collection view for the benchmarks, through the core's seam: a
/// ``LayoutShell`` whose ``CarouselHost`` hands out a fixed reading per tick, so a tick measures
/// what UIKit's and AppKit's `CarouselCollectionViewLayout` run on the core's side (the shell
/// code, the existential host, the driver), not the framework.
@_spi(Plumbing) public final class BenchShell: LayoutShell, CarouselHost {
    /// The layout's driver.
    public var driver: LayoutDriver
    /// What the next pass reads.
    public var reading: LayoutDriver.Host

    /// A layout over `driver`, showing `reading`.
    public init(driver: LayoutDriver, reading: LayoutDriver.Host) {
        self.driver = driver
        self.reading = reading
    }

    /// A scroll tick's bounds questions, as the platform layout asks them
    /// (`shouldInvalidateLayout(forBoundsChange:)` through ``LayoutShell/boundsInvalidation(to:)``,
    /// then `invalidateLayout(with:)`).
    public func boundsWillChange(to host: LayoutDriver.Host) {
        reading = host
        driver.invalidate(boundsInvalidation(to: host.bounds))
    }

    public var layoutHost: (any CarouselHost)? { self }
    public var visibleContentOffset: Point2D? { reading.bounds.origin }
    public var passReading: LayoutDriver.Host? { reading }
    public var facts: HostFacts { HostFacts(showsCarousel: true) }
    public var scrollViewSettings: ScrollViewSettings { ScrollViewSettings() }
    public var now: Double { 0 }
    public func moveContent(to contentOffset: Point2D) { reading.bounds.origin = contentOffset }
    public func invalidateCarousel(_ invalidation: LayoutInvalidation) { driver.invalidate(invalidation) }
    public func layOutNow(forcing: Bool) { runPass() }
    public func layoutDidChangeModel(_ change: ModelChange) {}
    public func carryOut(_ output: ControllerOutput) {}
}
