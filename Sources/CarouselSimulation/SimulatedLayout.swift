@_spi(Plumbing) import CarouselCore

/// The carousel layout of a ``SimulatedCollectionView``: a ``LayoutShell`` over a
/// ``LayoutDriver`` whose host is the view, as UIKit's and AppKit's `CarouselCollectionViewLayout`
/// are over theirs. Everything it does is the core's shell code.
@_spi(Plumbing) public final class SimulatedLayout: LayoutShell {
    /// The layout's driver.
    public var driver: LayoutDriver
    /// The view showing it (which retains it).
    public weak var view: SimulatedCollectionView?

    /// A layout over `driver`, not shown yet.
    public init(driver: LayoutDriver) {
        self.driver = driver
    }

    /// The view, when it has one.
    public var layoutHost: (any CarouselHost)? { view }
}
