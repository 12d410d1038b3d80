#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import CarouselSwiftUI
import Testing
@_spi(Plumbing) import CarouselCore

extension SwiftUITests {
    /// Data edits diffed by identity: the selection follows the element, not the index.
    @MainActor
    @Suite("SwiftUI: editing a Carousel's data", .serialized, suiteTimeLimit)
    struct SwiftUIDataEditTests {
        @Test(
            "deleting the selected element selects the next one and the carousel shows it",
            .enabled(if: isSwiftUICarouselAvailable, availabilityNote), .tags(.swiftui))
        func deleteSelectedSelectsNext() async throws {
            // Contract: a diffable data source's animated apply runs the collection view's batch
            // update (its layout re-laid out for the new items); a Binding written after the view
            // update (not during it, which SwiftUI does not allow) reaches the model.
            // Platform-only: SwiftUI's view updates applying the app's data through the representable.
            guard #available(iOS 16.0, tvOS 16.0, macOS 13.0, *) else { return }
            let model = CarouselTestModel(cards: TestCard.numbered(0..<8), selection: 0)
            let hosted = try await HostedSwiftUICarousel(model)
            defer { hosted.close() }
            await hosted.settle(onItem: 3)
            #expect(model.selection == 3, "arrange: resting on item 3 should have selected identity 3")
            model.clearLogs()

            model.cards.removeAll { $0.id == 3 }
            await hosted.update()
            hosted.advance(by: 1)
            await hosted.update()
            // SelectionSync: the next surviving element (identity 4), the previous one at the end.
            #expect(
                model.selection == 4,
                "deleting selected 3 should select its next neighbour 4, not \(String(describing: model.selection))")
            #expect(
                model.carouselWrites.allSatisfy { !$0.duringViewUpdate },
                "the binding was written during a SwiftUI view update: \(model.carouselWrites)")
            #expect(hosted.numberOfItems == 7)
            #expect(
                hosted.currentID == 4, "the carousel should centre identity 4; it centres item \(hosted.currentItem)")
            #expect(hosted.controller.isAtRest)
        }

        @Test(
            "deleting the selected last element selects the previous one",
            .enabled(if: isSwiftUICarouselAvailable, availabilityNote), .tags(.swiftui))
        func deleteSelectedLastSelectsPrevious() async throws {
            // Contract: as above; the batch update's deletion of the last item leaves the
            // collection view's last item in place.
            // Platform-only: SwiftUI's view updates applying the app's data through the representable.
            guard #available(iOS 16.0, tvOS 16.0, macOS 13.0, *) else { return }
            let model = CarouselTestModel(cards: TestCard.numbered(0..<5), selection: 0)
            let hosted = try await HostedSwiftUICarousel(model)
            defer { hosted.close() }
            await hosted.settle(onItem: 4)
            #expect(model.selection == 4, "arrange: resting on item 4 should have selected identity 4")

            model.cards.removeLast()
            await hosted.update()
            hosted.advance(by: 1)
            await hosted.update()
            #expect(model.selection == 3, "deleting the last, selected card should select the previous one (3)")
            #expect(hosted.numberOfItems == 4)
            #expect(
                hosted.currentID == 3, "the carousel should centre identity 3; it centres item \(hosted.currentItem)")
        }

        @Test(
            "inserting elements before the selected one keeps the selected element current",
            .enabled(if: isSwiftUICarouselAvailable, availabilityNote), .tags(.swiftui))
        func insertBeforeSelectionKeepsIdentity() async throws {
            // Contract: during a collection view's batch update the layout answers
            // targetContentOffset(forProposedContentOffset:) for the new items (the carousel keeps its
            // current item), and the diffable data source inserts the new identifiers.
            // Platform-only: SwiftUI's view updates applying the app's data through the representable.
            guard #available(iOS 16.0, tvOS 16.0, macOS 13.0, *) else { return }
            let model = CarouselTestModel(cards: TestCard.numbered(0..<8), selection: 0)
            let hosted = try await HostedSwiftUICarousel(model)
            defer { hosted.close() }
            await hosted.settle(onItem: 3)
            #expect(model.selection == 3, "arrange: resting on item 3 should have selected identity 3")
            model.clearLogs()

            model.cards.insert(contentsOf: TestCard.numbered(100..<103), at: 0)
            await hosted.update()
            hosted.advance(by: 1)
            await hosted.update()
            #expect(hosted.numberOfItems == 11)
            #expect(
                hosted.currentItem == 6,
                "identity 3 moved from item 3 to item 6 and should stay centred; current item is \(hosted.currentItem)")
            #expect(hosted.currentID == 3)
            #expect(model.selection == 3, "the selection should still be identity 3")
            #expect(
                model.carouselWrites.isEmpty,
                "an insertion elsewhere should not write the binding; wrote \(model.carouselWrites)")
        }
    }
}
#endif
