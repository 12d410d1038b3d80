#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import CarouselSwiftUI
import SwiftUI
import Testing
@_spi(Plumbing) import CarouselCore

extension SwiftUITests {
    /// The selection binding, both ways: the app's value scrolls the carousel, the carousel's rest
    /// writes the value.
    @MainActor
    @Suite("SwiftUI: the selection binding", .serialized, suiteTimeLimit)
    struct SwiftUISelectionTests {
        @Test(
            "setting the binding to element 5's identity scrolls the carousel to item 5",
            .enabled(if: isSwiftUICarouselAvailable, availabilityNote), .tags(.swiftui))
        func bindingScrolls() async throws {
            // Contract: a change of an ObservableObject's @Published value reaches the
            // UIViewRepresentable's / NSViewRepresentable's update in the hosting view's next view
            // update, with the binding's new wrappedValue.
            // Platform-only: a SwiftUI Binding reaching the representable's update.
            guard #available(iOS 16.0, tvOS 16.0, macOS 13.0, *) else { return }
            let model = CarouselTestModel(cards: TestCard.numbered(10..<20), selection: 10)
            let hosted = try await HostedSwiftUICarousel(model)
            defer { hosted.close() }
            model.clearLogs()

            model.select(15)
            await hosted.update()
            hosted.advance(by: 1)
            #expect(
                hosted.layout.currentIndexPath == IndexPath(item: 5, section: 0),
                "binding = 15 (element 5) should centre item 5; the layout's current item is \(hosted.currentItem)")
            #expect(abs(hosted.layout.liveScrollOffset - 5) < 0.01, "scroll offset \(hosted.layout.liveScrollOffset)")
            await hosted.update()
            #expect(
                model.carouselWrites.isEmpty,
                "the carousel should not write back a value the app set; it wrote \(model.carouselWrites)")
        }

        @Test(
            "a binding change inside withAnimation scrolls over the scroll duration, not at once",
            .enabled(if: isSwiftUICarouselAvailable, availabilityNote), .tags(.swiftui))
        func animatedBindingScrolls() async throws {
            // Contract: a state change inside withAnimation reaches the representable's update with a
            // Transaction whose animation is non-nil.
            // Platform-only: a SwiftUI Transaction's animation reaching the representable's update.
            guard #available(iOS 16.0, tvOS 16.0, macOS 13.0, *) else { return }
            let model = CarouselTestModel(cards: TestCard.numbered(0..<10), selection: 0)
            let hosted = try await HostedSwiftUICarousel(model)
            defer { hosted.close() }

            withAnimation { model.select(4) }
            await hosted.update()
            let start = hosted.now
            hosted.advance(to: start + 0.2)
            let midway = hosted.layout.liveScrollOffset
            #expect(
                midway > 0.05 && midway < 3.95,
                "halfway through the 0.4 s scroll the offset should be between 0 and 4, not \(midway)")
            hosted.advance(to: start + 1)
            #expect(hosted.currentItem == 4)
            #expect(abs(hosted.layout.liveScrollOffset - 4) < 0.01)
        }

        @Test(
            "moving the carousel from its controller writes the new element's identity once, when it rests",
            .enabled(if: isSwiftUICarouselAvailable, availabilityNote), .tags(.swiftui))
        func carouselWritesOnRest() async throws {
            // Contract: a Binding's setter called outside a view update updates the source of truth
            // (here an ObservableObject's @Published value) at once.
            // Platform-only: a SwiftUI Binding written back by the carousel.
            guard #available(iOS 16.0, tvOS 16.0, macOS 13.0, *) else { return }
            let model = CarouselTestModel(cards: TestCard.numbered(10..<20), selection: 10)
            let hosted = try await HostedSwiftUICarousel(model)
            defer { hosted.close() }
            model.clearLogs()

            // A swipe stands in: touches cannot be synthesized; the controller scrolls as a release does.
            #expect(hosted.controller.scroll(byNumberOfItems: 2), "the controller refused to scroll")
            let start = hosted.now
            hosted.advance(to: start + 0.1)
            #expect(
                model.carouselWrites.isEmpty,
                "nothing should be written while the carousel moves; wrote \(model.carouselWrites)")
            hosted.advance(to: start + 1)
            await hosted.update()
            #expect(hosted.controller.isAtRest)
            #expect(hosted.currentItem == 2)
            #expect(
                model.selection == 12,
                "the carousel rests on element 2 (identity 12); binding is \(String(describing: model.selection))")
            #expect(
                model.carouselWrites.map(\.value) == [12],
                "one write of 12, none per frame or for the items passed; wrote \(model.carouselWrites)")

            // The write comes back in the next view update and must not scroll anywhere.
            await hosted.update()
            hosted.advance(by: 1)
            #expect(hosted.currentItem == 2)
            #expect(hosted.controller.isAtRest)
        }

        @Test(
            "a selection not in the data is ignored: nothing scrolls, nothing is written back, and the next rest writes its identity",
            .enabled(if: isSwiftUICarouselAvailable, availabilityNote), .tags(.swiftui))
        func unknownSelection() async throws {
            // Contract: the representable's update sees the binding's value; the view decides what it
            // means. A Binding's setter called outside a view update updates the source of truth.
            // Platform-only: a SwiftUI Binding reaching the representable's update.
            guard #available(iOS 16.0, tvOS 16.0, macOS 13.0, *) else { return }
            let model = CarouselTestModel(cards: TestCard.numbered(0..<6), selection: 0)
            let hosted = try await HostedSwiftUICarousel(model)
            defer { hosted.close() }
            await hosted.settle(onItem: 2)
            model.clearLogs()

            model.select(99)
            await hosted.update()
            hosted.advance(by: 1)
            #expect(hosted.currentItem == 2, "an unknown identity should leave the carousel on item 2")
            #expect(hosted.controller.isAtRest, "an unknown identity set the carousel moving")
            #expect(
                model.carouselWrites.isEmpty,
                "the carousel should leave the app's unknown value alone; it wrote \(model.carouselWrites)")

            // The carousel still follows its own motion: its next rest writes the identity it rests on.
            #expect(hosted.controller.scroll(byNumberOfItems: 1), "the controller refused to scroll")
            hosted.advance(by: 1)
            await hosted.update()
            #expect(hosted.currentItem == 3, "after the scroll the carousel is on item \(hosted.currentItem)")
            #expect(
                model.carouselWrites.map(\.value) == [3],
                "the rest on element 3 should write its identity once; wrote \(model.carouselWrites)")
        }
    }
}
#endif
