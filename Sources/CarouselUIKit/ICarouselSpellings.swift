#if canImport(UIKit)
import UIKit

// iCarousel's class and protocol names, declared unavailable so that the compiler's error names
// what replaces them. The controller's and layout's iCarousel members are in `CarouselPlatform`,
// and the core's (types, scroll settings) in `CarouselCore`.

// swift-format-ignore: TypeNamesShouldBeCapitalized
/// iCarousel's view: a `UICollectionView` with a ``CarouselCollectionViewLayout``, driven by a
/// ``CarouselController``.
@available(
    *, unavailable,
    message: "use a UICollectionView with a CarouselCollectionViewLayout and a CarouselController(collectionView:)"
)
public typealias iCarousel = CarouselController

// swift-format-ignore: TypeNamesShouldBeCapitalized
/// iCarousel's data source protocol: any `UICollectionViewDataSource` (a diffable one is simplest).
@available(
    *, unavailable,
    message: "use a UICollectionViewDataSource (a diffable data source is simplest) on collectionView.dataSource"
)
public typealias iCarouselDataSource = UICollectionViewDataSource

// swift-format-ignore: TypeNamesShouldBeCapitalized
/// iCarousel's delegate protocol: a `UICollectionViewDelegate` set on the controller.
@available(
    *, unavailable,
    message:
        "use a UICollectionViewDelegate on carousel.delegate, carousel.currentItemDidChange and carousel.eventHandler"
)
public typealias iCarouselDelegate = UICollectionViewDelegate
#endif
