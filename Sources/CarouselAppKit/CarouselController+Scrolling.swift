#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import QuartzCore
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselPlatform

@available(macOS 11, *)
extension CarouselController {
    // MARK: Programmatic scrolling

    /// Scrolls an item to the centre over `duration` seconds with iCarousel's ease-in-out.
    @discardableResult
    public func scrollToItem(at indexPath: IndexPath, duration: TimeInterval) -> Bool {
        layout?.prepareForScrolling()
        guard let index = layout?.globalIndex(for: indexPath) else { return false }
        return feed(.scroll(.toItem(index, duration: duration)))
    }

    /// Scrolls by a number of items from the current item (iCarousel's `scrollByNumberOfItems:duration:`).
    @discardableResult
    public func scroll(byNumberOfItems count: Int, duration: TimeInterval? = nil) -> Bool {
        layout?.prepareForScrolling()
        return feed(.scroll(.byItems(count, duration: duration ?? scrollDuration)))
    }

    /// Scrolls to a scroll offset in items (iCarousel's `scrollToOffset:duration:`), the shorter
    /// way round when wrapping.
    @discardableResult
    public func scroll(toOffset offset: Double, duration: TimeInterval? = nil) -> Bool {
        layout?.prepareForScrolling()
        return feed(.scroll(.toOffset(offset, duration: duration ?? scrollDuration)))
    }

    /// Scrolls by a distance in items (iCarousel's `scrollByOffset:duration:`).
    @discardableResult
    public func scroll(byOffset distance: Double, duration: TimeInterval? = nil) -> Bool {
        layout?.prepareForScrolling()
        return feed(.scroll(.byOffset(distance, duration: duration ?? scrollDuration)))
    }

    /// Stops a programmatic, release or settling motion where it is. Autoscroll carries on
    /// while ``autoscrollSpeed`` is not 0.
    public func stopScrolling() {
        feed(.stopScrolling)
    }
}
#endif
