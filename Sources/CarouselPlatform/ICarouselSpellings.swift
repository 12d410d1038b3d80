#if canImport(CoreGraphics)
import CoreGraphics
import Foundation
import CarouselCore

// iCarousel's members that an app ported from iCarousel writes by habit on the carousel (the
// controller here) or on the layout, declared unavailable so that the compiler's error names the
// replacement (and a fix-it renames it where the types match). They serve UIKit's and AppKit's
// controllers and layouts alike; unavailable declarations never appear in code completion and
// are never called.

extension CarouselControlling {
    /// iCarousel's `currentItemIndex`.
    @available(
        *, unavailable,
        message: "use currentIndexPath (an IndexPath?; its item is the index); scrollToItem(at:animated:) sets it"
    )
    public var currentItemIndex: Int {
        get { -1 }
        set {}
    }

    /// iCarousel's `scrollToItemAtIndex:animated:` with an integer index.
    @available(
        *, unavailable,
        message: "pass an IndexPath: scrollToItem(at: IndexPath(item: index, section: 0), animated: animated)"
    )
    @discardableResult
    public func scrollToItem(at index: Int, animated: Bool = true) -> Bool { false }

    /// iCarousel's `scrollToItemAtIndex:duration:` with an integer index.
    @available(
        *, unavailable,
        message: "pass an IndexPath: scrollToItem(at: IndexPath(item: index, section: 0), duration: duration)"
    )
    @discardableResult
    public func scrollToItem(at index: Int, duration: TimeInterval) -> Bool { false }

    /// iCarousel's `autoscroll`, in items per second toward smaller offsets.
    @available(
        *, unavailable, renamed: "autoscrollSpeed",
        message: "autoscrollSpeed counts items per second toward later items: iCarousel's autoscroll negated"
    )
    public var autoscroll: Double {
        get { -autoscrollSpeed }
        set {}
    }

    /// iCarousel's `centerItemWhenSelected`.
    @available(*, unavailable, renamed: "centersItemWhenSelected")
    public var centerItemWhenSelected: Bool {
        get { centersItemWhenSelected }
        set {}
    }

    /// iCarousel's `pagingEnabled`: a scroll setting of the layout.
    @available(*, unavailable, message: "use the layout's scroll settings: layout.scrollSettings.pagingEnabled = true")
    public var isPagingEnabled: Bool {
        get { false }
        set {}
    }

    /// iCarousel's `wrapEnabled`: an option of the layout.
    @available(
        *, unavailable,
        message: "set layout.options.wrap = true; read the value in use from layout.resolvedOptions.wrap"
    )
    public var isWrapEnabled: Bool { false }

    /// iCarousel's `scrolling`.
    @available(*, unavailable, renamed: "isAnimating")
    public var isScrolling: Bool { isAnimating }

    /// iCarousel's `type`: a property of the layout.
    @available(*, unavailable, message: "the type is the layout's: layout.type = .coverFlow")
    public var type: CarouselType {
        get { .linear }
        set {}
    }

    /// iCarousel's `scrollOffset`: read from the layout, set with a scroll.
    @available(
        *, unavailable,
        message: "read layout.scrollOffset; move with scroll(toOffset:duration:) (duration 0 jumps)"
    )
    public var scrollOffset: CGFloat {
        get { 0 }
        set {}
    }

    /// iCarousel's `numberOfItems`: the layout's (or the data source's).
    @available(*, unavailable, message: "read layout.numberOfItems, or your data source's item count")
    public var numberOfItems: Int { 0 }

    /// iCarousel's `itemWidth`: the layout's.
    @available(*, unavailable, message: "the item width is the layout's: layout.itemWidth (nil: the item size)")
    public var itemWidth: CGFloat { 0 }

    /// iCarousel's `reloadData`: the collection view's.
    @available(*, unavailable, message: "apply a new snapshot to your data source, or call collectionView.reloadData()")
    public func reloadData() {}

    /// iCarousel's `insertItemAtIndex:animated:`: an edit of the data source.
    @available(
        *, unavailable,
        message: "insert into your data source's snapshot and apply it (or collectionView.insertItems(at:))"
    )
    public func insertItem(at index: Int, animated: Bool) {}

    /// iCarousel's `removeItemAtIndex:animated:`: an edit of the data source.
    @available(
        *, unavailable,
        message: "delete from your data source's snapshot and apply it (or collectionView.deleteItems(at:))"
    )
    public func removeItem(at index: Int, animated: Bool) {}
}

extension CarouselLayout {
    /// iCarousel's `currentItemIndex`.
    @available(
        *, unavailable,
        message: "use currentIndexPath (an IndexPath?; its item is the index); carousel.scrollToItem(at:) sets it"
    )
    public var currentItemIndex: Int {
        get { -1 }
        set {}
    }

    /// iCarousel's `autoscroll`: the controller's.
    @available(
        *, unavailable,
        message: "autoscroll is the controller's: carousel.autoscrollSpeed, in items per second of the opposite sign"
    )
    public var autoscroll: Double {
        get { 0 }
        set {}
    }
}
#endif
