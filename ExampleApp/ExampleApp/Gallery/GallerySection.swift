import CarouselUIKit

/// The gallery's sections: iCarousel's types, the styles beyond it, FSPagerView's transformer
/// styles, and the app's own paths.
@available(iOS 16.0, *)
enum GallerySection: Int, CaseIterable, Sendable {
    case iCarousel, beyond, pager, custom

    /// The section header.
    var title: String {
        switch self {
        case .iCarousel: "iCarousel Types"
        case .beyond: "Beyond iCarousel"
        case .pager: "FSPagerView Styles"
        case .custom: "Your Own Path"
        }
    }

    /// The rows, in display order. Together the sections list every ``CarouselType``.
    var entries: [GalleryEntry] {
        switch self {
        case .iCarousel: CarouselType.iCarouselTypes.filter { $0 != .custom }.map(GalleryEntry.init(type:))
        case .beyond: CarouselType.additionalTypes.map(GalleryEntry.init(type:))
        case .pager: CarouselType.pagerTypes.map(GalleryEntry.init(type:))
        case .custom: AppPath.allCases.map(GalleryEntry.init(path:))
        }
    }
}
