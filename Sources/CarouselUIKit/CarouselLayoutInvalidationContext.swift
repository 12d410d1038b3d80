#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import CarouselCore

/// The carousel layout's invalidation context: records what changed, so that `prepare()` redoes
/// only that (see `LayoutInvalidation`). A scroll (only the bounds origin moved) re-places the
/// visible window; a size, configuration or data change rebuilds the model and keeps the current
/// item where it is.
open class CarouselLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// What the layout must redo on its next pass.
    var carouselInvalidation: LayoutInvalidation = []
}
#endif
