#if canImport(UIKit) && !os(watchOS)
import CarouselUIKit
import SwiftUI

/// The `UIViewRepresentable` behind ``Carousel``: makes the collection view, its layout, its
/// scroll controller and its data source once, and hands every view update to the coordinator.
@available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
struct CarouselRepresentable<Data: RandomAccessCollection, ID: Hashable, Content: View>: UIViewRepresentable {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let selection: Binding<ID?>?
    let content: (Data.Element) -> Content

    func makeCoordinator() -> CarouselCoordinator<Data.Element, ID, Content> {
        CarouselCoordinator(content: content)
    }

    func makeUIView(context: Context) -> CarouselHostView {
        context.coordinator.makeView(settings: context.environment.carouselSettings)
    }

    func updateUIView(_ view: CarouselHostView, context: Context) {
        let environment = context.environment
        let transaction = context.transaction
        context.coordinator.update(
            data: data, id: id, selection: selection, content: content,
            settings: environment.carouselSettings, handlers: environment.carouselHandlers,
            isRightToLeft: environment.layoutDirection == .rightToLeft,
            isAnimated: transaction.animation != nil && !transaction.disablesAnimations)
        environment.carouselProxyBox?.target = context.coordinator
    }

    static func dismantleUIView(_ view: CarouselHostView, coordinator: CarouselCoordinator<Data.Element, ID, Content>) {
        coordinator.dismantle()
    }
}
#endif
