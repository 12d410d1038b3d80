#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import SwiftUI

/// The `NSViewRepresentable` behind ``Carousel`` on macOS: makes the scroll view, the collection
/// view, its layout, its controller and its data source once, and hands every view update to the
/// coordinator.
@available(macOS 13.0, *)
struct CarouselMacRepresentable<Data: RandomAccessCollection, ID: Hashable, Content: View>: NSViewRepresentable {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let selection: Binding<ID?>?
    let content: (Data.Element) -> Content

    func makeCoordinator() -> CarouselCoordinator<Data.Element, ID, Content> {
        CarouselCoordinator(content: content)
    }

    func makeNSView(context: Context) -> CarouselMacScrollView {
        context.coordinator.makeView(settings: context.environment.carouselSettings)
    }

    func updateNSView(_ view: CarouselMacScrollView, context: Context) {
        let environment = context.environment
        let transaction = context.transaction
        context.coordinator.update(
            data: data, id: id, selection: selection, content: content,
            settings: environment.carouselSettings, handlers: environment.carouselHandlers,
            isRightToLeft: environment.layoutDirection == .rightToLeft,
            isAnimated: transaction.animation != nil && !transaction.disablesAnimations)
        environment.carouselProxyBox?.target = context.coordinator
    }

    static func dismantleNSView(
        _ view: CarouselMacScrollView, coordinator: CarouselCoordinator<Data.Element, ID, Content>
    ) {
        coordinator.dismantle()
    }
}
#endif
