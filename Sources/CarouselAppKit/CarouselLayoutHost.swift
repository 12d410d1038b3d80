#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
@_spi(Plumbing) import CarouselCore

/// What a ``CarouselCollectionViewLayout`` tells the object that drives its scrolling.
///
/// The layout holds its host weakly and knows it only through this protocol. ``CarouselController``
/// is the host.
@MainActor
protocol CarouselLayoutHost: AnyObject {
    /// The layout rebuilt its model (reload, batch update, resize, configuration). Called from
    /// inside layout passes.
    func layoutDidChangeModel(_ change: ModelChange)
}

@available(macOS 11, *)
extension CarouselController: CarouselLayoutHost {}
#endif
