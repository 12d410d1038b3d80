import CarouselUIKit

/// The custom paths written in this app, to show the package's path hook both ways.
@available(iOS 16.0, *)
enum AppPath: String, CaseIterable, Hashable, Sendable {
    /// ``HelixPath``: a ``CarouselPath`` conformance moving cards with a transform (iCarousel's way).
    case helix
    /// ``WavePath``: a ``CustomPath`` with positions, scale, alpha and z-order (ShinobiEssentials' way).
    case wave

    /// The path value to give the layout.
    var path: any CarouselPath {
        switch self {
        case .helix: HelixPath()
        case .wave: WavePath.make()
        }
    }

    /// A short name.
    var title: String {
        switch self {
        case .helix: "Helix"
        case .wave: "Wave"
        }
    }
}
