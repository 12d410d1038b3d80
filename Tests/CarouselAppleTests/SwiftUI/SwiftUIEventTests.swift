#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import CarouselSwiftUI
import SwiftUI
import Testing
@_spi(Plumbing) import CarouselCore

extension SwiftUITests {
    /// `onCarouselEvent`: the app hears the carousel's events in order, never during a view update.
    @MainActor
    @Suite("SwiftUI: event handlers", .serialized, suiteTimeLimit)
    struct SwiftUIEventTests {
        @Test(
            "onCarouselEvent hears a binding-started scroll in order, and nothing during SwiftUI's view update",
            .enabled(if: isSwiftUICarouselAvailable, availabilityNote), .tags(.swiftui))
        func eventsInOrderOutsideViewUpdate() async throws {
            // Contract: SwiftUI does not allow state changes during a view update (updateUIView /
            // updateNSView run inside one): what the app's handlers do must run after it.
            // Platform-only: SwiftUI's view update, during which state must not change.
            guard #available(iOS 16.0, tvOS 16.0, macOS 13.0, *) else { return }
            let model = CarouselTestModel(cards: TestCard.numbered(0..<10), selection: 0)
            let hosted = try await HostedSwiftUICarousel(model)
            defer { hosted.close() }
            model.clearLogs()
            let bodyRunsBefore = model.bodyRunsDuringViewUpdate

            withAnimation { model.select(3) }
            hosted.applyUpdate()
            #expect(
                model.bodyRunsDuringViewUpdate > bodyRunsBefore,
                "premise: SwiftUI should apply the model change in the hosting view's layout pass")
            #expect(
                model.events.isEmpty,
                "handlers ran during the view update that started the scroll: \(model.events.map(\.event.name))")
            await hosted.turn()
            hosted.advance(by: 1)
            await hosted.update()

            #expect(
                model.events.allSatisfy { !$0.duringViewUpdate },
                "events delivered during a view update: \(model.events.filter(\.duringViewUpdate).map(\.event.name))")
            let events = model.events.map(\.event)
            let names = events.map(\.name)
            #expect(
                names.first == "willBeginScrollingAnimation",
                "the scroll's first event should be willBeginScrollingAnimation; events: \(names)")
            let changes = events.compactMap { event -> Int? in
                if case .currentItemDidChange(let index) = event { return index }
                return nil
            }
            #expect(changes == [1, 2, 3], "the current item should pass 1, 2, 3 in order; got \(changes)")
            let end = try #require(
                names.firstIndex(of: "didEndScrollingAnimation"), "no didEndScrollingAnimation; events: \(names)")
            let lastChange = names.lastIndex(of: "currentItemDidChange") ?? -1
            #expect(lastChange < end, "currentItemDidChange after the scroll ended; events: \(names)")
            #expect(names.filter { $0 == "willBeginScrollingAnimation" }.count == 1, "events: \(names)")
            #expect(names.filter { $0 == "didEndScrollingAnimation" }.count == 1, "events: \(names)")
        }
    }
}
#endif
