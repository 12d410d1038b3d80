import CarouselUIKit

/// The gallery's sections: iCarousel's types, the styles beyond it, and the app's own paths.
@available(iOS 16.0, *)
enum GallerySection: Int, CaseIterable, Sendable {
    case iCarousel, beyond, custom

    /// The section header.
    var title: String {
        switch self {
        case .iCarousel: "iCarousel Types"
        case .beyond: "Beyond iCarousel"
        case .custom: "Your Own Path"
        }
    }

    /// The rows, in display order. Together the sections list every ``CarouselType``.
    var entries: [GalleryEntry] {
        switch self {
        case .iCarousel: CarouselType.iCarouselTypes.filter { $0 != .custom }.map(GalleryEntry.init(type:))
        case .beyond: CarouselType.additionalTypes.map(GalleryEntry.init(type:))
        case .custom: AppPath.allCases.map(GalleryEntry.init(path:))
        }
    }
}
