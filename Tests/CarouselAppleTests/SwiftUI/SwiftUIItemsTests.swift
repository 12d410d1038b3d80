#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import CarouselSwiftUI
import Testing
@_spi(Plumbing) import CarouselCore

extension SwiftUITests {
    /// What a `Carousel` puts in its collection view: one item per unique identity, a rendered card
    /// for each item on screen.
    @MainActor
    @Suite("SwiftUI: the items a Carousel shows", .serialized, suiteTimeLimit)
    struct SwiftUIItemsTests {
        @Test(
            "a Carousel of 12 elements makes a collection view of 12 items and renders a card for each visible one",
            .enabled(if: isSwiftUICarouselAvailable, availabilityNote), .tags(.swiftui))
        func itemsAndCards() async throws {
            // Contract: a UIViewRepresentable's / NSViewRepresentable's view is made and updated in the
            // hosting view's first update, and a collection view's numberOfItems(inSection:) and
            // visible items answer from its data source after a layout pass.
            // Platform-only: the representable's view made by SwiftUI and cards hosted by UIHostingConfiguration /
            // NSHostingView.
            guard #available(iOS 16.0, tvOS 16.0, macOS 13.0, *) else { return }
            let model = CarouselTestModel(cards: TestCard.numbered(0..<12), selection: 0)
            let hosted = try await HostedSwiftUICarousel(model)
            defer { hosted.close() }
            #expect(hosted.numberOfItems == 12, "the collection view should have one item per element")
            #expect(hosted.layout.numberOfItems == 12, "the layout's last pass should have seen 12 items")
            #expect(hosted.currentItem == 0, "a carousel starts centred on its first card")

            let visible = hosted.visibleItems
            #expect(!visible.isEmpty, "an 800 × 500 carousel of 200 pt cards should show some cards")
            #expect(visible.contains(0), "the centred card 0 should be on screen; visible: \(visible)")
            let rendered = Set(hosted.model.renderedIDs)
            for item in visible {
                let id = model.cards[item].id
                #expect(
                    rendered.contains(id), "visible item \(item) was never rendered; rendered: \(rendered.sorted())")
                let view = hosted.cardView(at: item)
                #expect(view != nil, "no cell / item view for visible item \(item)")
                #expect(
                    hosted.cardHostingView(at: item) != nil,
                    "visible item \(item)'s view holds no SwiftUI hosting view:\n\(hosted.cardHierarchy(at: item))")
            }
            #expect(
                !rendered.contains(11),
                "card 11 is 11 items (2 200 pt) away from the centre and should not have been rendered; rendered: \(rendered.sorted())"
            )
        }

        @Test(
            "repeated identities are dropped after their first occurrence",
            .enabled(if: isSwiftUICarouselAvailable, availabilityNote), .tags(.swiftui))
        func repeatedIdentities() async throws {
            // Contract: a diffable data source's snapshot takes each identifier once (a repeat traps);
            // the collection view shows the snapshot's items.
            // Platform-only: SwiftUI's ForEach-like identities reaching a diffable data source.
            guard #available(iOS 16.0, tvOS 16.0, macOS 13.0, *) else { return }
            let cards = [
                TestCard(id: 0, title: "first 0"), TestCard(id: 1, title: "first 1"),
                TestCard(id: 1, title: "repeat 1"),
                TestCard(id: 2, title: "first 2"), TestCard(id: 0, title: "repeat 0"),
            ]
            let model = CarouselTestModel(cards: cards, selection: 0)
            let hosted = try await HostedSwiftUICarousel(model)
            defer { hosted.close() }
            #expect(hosted.numberOfItems == 3, "identities 0, 1, 2 once each: 3 items, not 5")

            // The repeat is dropped, not the first occurrence: the card shown second is "first 1".
            model.select(1)
            await hosted.update()
            hosted.advance(by: 1)
            #expect(hosted.currentItem == 1, "selecting identity 1 should centre item 1 (its first occurrence)")
        }

        @Test(
            "an empty data set shows no items and leaves the selection nil",
            .enabled(if: isSwiftUICarouselAvailable, availabilityNote), .tags(.swiftui))
        func emptyData() async throws {
            // Contract: a collection view with an empty snapshot has no items; a binding nobody writes
            // keeps its value across view updates.
            // Platform-only: the representable's view made by SwiftUI with no data.
            guard #available(iOS 16.0, tvOS 16.0, macOS 13.0, *) else { return }
            let model = CarouselTestModel(cards: [], selection: nil)
            let hosted = try await HostedSwiftUICarousel(model)
            defer { hosted.close() }
            hosted.advance(by: 1)
            await hosted.update()
            #expect(hosted.numberOfItems == 0)
            #expect(hosted.visibleItems.isEmpty)
            #expect(hosted.layout.currentIndexPath == nil, "no items: no current item")
            #expect(model.selection == nil)
            #expect(model.carouselWrites.isEmpty, "the carousel wrote \(model.carouselWrites) with no cards")

            // Cards arriving later show, and the carousel fills the nil selection once at rest.
            model.cards = TestCard.numbered(0..<4)
            await hosted.update()
            hosted.advance(by: 1)
            await hosted.update()
            #expect(hosted.numberOfItems == 4)
            #expect(
                model.selection == 0,
                "once the carousel rests on card 0 it should write 0 into the nil selection; writes: \(model.carouselWrites)"
            )
        }
    }
}
#endif
