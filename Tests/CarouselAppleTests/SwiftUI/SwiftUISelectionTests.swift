#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import CarouselSwiftUI
import SwiftUI
import Testing
@_spi(Plumbing) import CarouselCore

/// The selection binding, both ways: the app's value scrolls the carousel, the carousel's rest
/// writes the value.
@MainActor
@Suite("SwiftUI: the selection binding")
struct SwiftUISelectionTests {
    @Test(
        "setting the binding to element 5's identity scrolls the carousel to item 5",
        .enabled(if: isSwiftUICarouselAvailable, availabilityNote), .tags(.swiftui))
    func bindingScrolls() async throws {
        // Contract: a change of an ObservableObject's @Published value reaches the
        // UIViewRepresentable's / NSViewRepresentable's update in the hosting view's next view
        // update, with the binding's new wrappedValue.
        guard #available(iOS 16.0, tvOS 16.0, macOS 13.0, *) else { return }
        let model = CarouselTestModel(cards: TestCard.numbered(10..<20), selection: 10)
        let hosted = try await HostedSwiftUICarousel(model)
        model.clearLogs()

        model.select(15)
        await hosted.update()
        hosted.advance(by: 1)
        #expect(
            hosted.layout.currentIndexPath == IndexPath(item: 5, section: 0),
            "binding = 15 (element 5) should centre item 5; the layout's current item is \(hosted.currentItem)")
        #expect(abs(hosted.layout.liveScrollOffset - 5) < 0.01, "scroll offset \(hosted.layout.liveScrollOffset)")
        await hosted.update()
        #expect(model.selection == 15, "the binding should keep the app's value")
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
        guard #available(iOS 16.0, tvOS 16.0, macOS 13.0, *) else { return }
        let model = CarouselTestModel(cards: TestCard.numbered(0..<10), selection: 0)
        let hosted = try await HostedSwiftUICarousel(model)

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
        guard #available(iOS 16.0, tvOS 16.0, macOS 13.0, *) else { return }
        let model = CarouselTestModel(cards: TestCard.numbered(10..<20), selection: 10)
        let hosted = try await HostedSwiftUICarousel(model)
        model.clearLogs()

        // A swipe stands in: touches cannot be synthesized; the controller scrolls as a release does.
        #expect(hosted.controller.scroll(byNumberOfItems: 2), "the controller refused to scroll")
        let start = hosted.now
        hosted.advance(to: start + 0.1)
        #expect(
            model.carouselWrites.isEmpty,
            "nothing should be written while the carousel moves; wrote \(model.carouselWrites)")
        #expect(model.selection == 10)
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
        "a selection not in the data is ignored: nothing scrolls",
        .enabled(if: isSwiftUICarouselAvailable, availabilityNote), .tags(.swiftui))
    func unknownSelection() async throws {
        // Contract: the representable's update sees the binding's value; the view decides what it
        // means.
        guard #available(iOS 16.0, tvOS 16.0, macOS 13.0, *) else { return }
        let model = CarouselTestModel(cards: TestCard.numbered(0..<6), selection: 0)
        let hosted = try await HostedSwiftUICarousel(model)
        await hosted.settle(onItem: 2)
        model.clearLogs()

        model.select(99)
        await hosted.update()
        hosted.advance(by: 1)
        #expect(hosted.currentItem == 2, "an unknown identity should leave the carousel on item 2")
        #expect(model.selection == 99, "the binding keeps the app's value until the carousel next moves")
        #expect(model.carouselWrites.isEmpty)
    }
}
#endif
