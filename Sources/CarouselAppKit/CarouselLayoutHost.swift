#if canImport(AppKit) && !targetEnvironment(macCatalyst)
@_spi(Plumbing) import CarouselCore

/// What a `CarouselCollectionViewLayout` tells the object that drives its scrolling (the
/// `CarouselController` installed on its collection view). The layout holds its host weakly.
@MainActor
protocol CarouselLayoutHost: AnyObject {
    /// The layout rebuilt its model (reload, batch update, resize, configuration). Called from
    /// inside layout passes and update finalization: the host answers with at most events and a
    /// frame request, and must not invalidate the layout there.
    func layoutDidChangeModel(_ change: ModelChange)
}

@available(macOS 11, *)
extension CarouselController: CarouselLayoutHost {}
#endif
