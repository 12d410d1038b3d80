#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

// iCarousel's class and protocol names, declared unavailable so that the compiler's error names
// what replaces them. The controller's and layout's iCarousel members are in `CarouselPlatform`,
// and the core's (types, scroll settings) in `CarouselCore`.

// swift-format-ignore: TypeNamesShouldBeCapitalized
/// iCarousel's view: a ``CarouselCollectionView`` with a ``CarouselCollectionViewLayout``,
/// driven by a ``CarouselController``.
@available(
    *, unavailable,
    message:
        "use a CarouselCollectionView with a CarouselCollectionViewLayout and a CarouselController(collectionView:)"
)
public typealias iCarousel = CarouselController

// swift-format-ignore: TypeNamesShouldBeCapitalized
/// iCarousel's data source protocol: any `NSCollectionViewDataSource` (a diffable one is simplest).
@available(
    *, unavailable,
    message: "use an NSCollectionViewDataSource (a diffable data source is simplest) on collectionView.dataSource"
)
public typealias iCarouselDataSource = NSCollectionViewDataSource

// swift-format-ignore: TypeNamesShouldBeCapitalized
/// iCarousel's delegate protocol: the controller's closures and your `NSCollectionViewDelegate`.
@available(
    *, unavailable,
    message:
        "use carousel.currentItemDidChange, carousel.eventHandler, carousel.itemActivated, NSCollectionViewDelegate"
)
public typealias iCarouselDelegate = NSCollectionViewDelegate
#endif
