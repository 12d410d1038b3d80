#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import SwiftUI

/// The view representable behind ``Carousel``: makes the collection view, its layout, its
/// controller and its data source once, and hands every view update to the coordinator.
///
/// What is the same on both platforms is here; `CarouselRepresentable+UIKit.swift`
/// (`UIViewRepresentable`) and `CarouselRepresentable+AppKit.swift` (`NSViewRepresentable`) only
/// name the platform's calls.
@available(iOS 16.0, tvOS 16.0, visionOS 1.0, macOS 13.0, *)
@MainActor
struct CarouselRepresentable<Data: RandomAccessCollection, ID: Hashable, Content: View> {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let selection: Binding<ID?>?
    let content: (Data.Element) -> Content

    func makeCoordinator() -> CarouselCoordinator<Data.Element, ID, Content> {
        CarouselCoordinator(content: content)
    }

    /// Hands a view update to the coordinator: the data, the settings and handlers in the
    /// environment, the layout direction and whether the transaction animates.
    func update(
        _ coordinator: CarouselCoordinator<Data.Element, ID, Content>, environment: EnvironmentValues,
        transaction: Transaction
    ) {
        coordinator.update(
            data: data, id: id, selection: selection, content: content,
            settings: environment.carouselSettings, handlers: environment.carouselHandlers,
            isRightToLeft: environment.layoutDirection == .rightToLeft,
            isAnimated: transaction.animation != nil && !transaction.disablesAnimations)
        environment.carouselProxyBox?.target = coordinator
    }
}
#endif
