#if canImport(UIKit) && !os(watchOS)
import CarouselUIKit
import UIKit
#elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CarouselAppKit
#endif
#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import SwiftUI

// What the coordinator reads of its controller and views: the same members on UIKit's
// `CarouselController` and AppKit's, so written once.
@available(iOS 16.0, tvOS 16.0, visionOS 1.0, macOS 13.0, *)
extension CarouselCoordinator {
    /// The current item's index (−1 with none).
    var platformCurrentIndex: Int { views?.controller.currentIndexPath?.item ?? -1 }

    /// Whether nothing but autoscroll moves the carousel.
    var isPlatformSettled: Bool {
        guard let controller = views?.controller else { return false }
        return controller.isAtRest || controller.isAutoscrolling
    }

    /// Whether the user drags the carousel.
    var isPlatformDragging: Bool { views?.controller.isDragging ?? false }

    /// Whether the collection view is in a window.
    var isPlatformInWindow: Bool { views?.view?.window != nil }

    /// The layout's scroll offset in items, as `onCarouselScroll` reports it.
    var platformScrollOffset: Double { views.map { Double($0.layout.scrollOffset) } ?? 0 }
}
#endif
