#if canImport(UIKit) && !os(watchOS)
import CarouselUIKit
import SwiftUI

/// ``CarouselRepresentable`` on UIKit: a `CarouselHostView` made and dismantled by the coordinator.
@available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
extension CarouselRepresentable: UIViewRepresentable {
    func makeUIView(context: Context) -> CarouselHostView {
        context.coordinator.makeView(settings: context.environment.carouselSettings)
    }

    func updateUIView(_ view: CarouselHostView, context: Context) {
        update(context.coordinator, environment: context.environment, transaction: context.transaction)
    }

    static func dismantleUIView(_ view: CarouselHostView, coordinator: Coordinator) {
        coordinator.dismantle()
    }
}
#endif
