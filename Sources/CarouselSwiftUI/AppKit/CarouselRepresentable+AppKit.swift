#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import SwiftUI

/// ``CarouselRepresentable`` on AppKit: a `CarouselMacScrollView` (holding the collection view)
/// made and dismantled by the coordinator.
@available(macOS 13.0, *)
extension CarouselRepresentable: NSViewRepresentable {
    func makeNSView(context: Context) -> CarouselMacScrollView {
        context.coordinator.makeView(settings: context.environment.carouselSettings)
    }

    func updateNSView(_ view: CarouselMacScrollView, context: Context) {
        update(context.coordinator, environment: context.environment, transaction: context.transaction)
    }

    static func dismantleNSView(_ view: CarouselMacScrollView, coordinator: Coordinator) {
        coordinator.dismantle()
    }
}
#endif
