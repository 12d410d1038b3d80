#if canImport(SwiftUI) && canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CarouselSwiftUI
import SwiftUI
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselAppKit

/// A responder put at the end of a window's responder chain: records the scroll-wheel events that
/// reach it.
@MainActor
final class ScrollWheelRecorder: NSResponder {
    /// The events received, in order.
    private(set) var received: [NSEvent] = []

    override func scrollWheel(with event: NSEvent) { received.append(event) }
}

extension SwiftUITests {
    /// SwiftUI's `Carousel` on macOS takes wheel events through `CarouselAppKit`'s collection view:
    /// what the core refuses goes up the responder chain, out of the carousel.
    @MainActor
    @Suite("SwiftUI on macOS: scroll wheel", .serialized, suiteTimeLimit)
    struct SwiftUIScrollWheelTests {
        @Test(
            "a vertical mouse-wheel tick over a horizontal Carousel goes up the responder chain and moves no card",
            .enabled(if: isSwiftUICarouselAvailable, availabilityNote), .tags(.swiftui, .appkit))
        func verticalTickPassesOn() async throws {
            // Contract: NSResponder.scrollWheel(with:) passes an event it does not handle to its
            // nextResponder (NSView: the superview; NSHostingView and SwiftUI's own views without a
            // scroll view pass wheel events on); NSWindow's nextResponder may be set to any responder.
            // Platform-only: NSEvent scroll-wheel events passed from the hosting view up the responder chain.
            guard #available(macOS 13.0, *) else { return }
            let model = CarouselTestModel(cards: TestCard.numbered(0..<6), selection: 0)
            let hosted = try await HostedSwiftUICarousel(model)
            defer { hosted.close() }
            await hosted.settle(onItem: 2)
            let recorder = ScrollWheelRecorder()
            recorder.nextResponder = hosted.window.nextResponder
            hosted.window.nextResponder = recorder
            defer { hosted.window.nextResponder = recorder.nextResponder }
            let start = hosted.layout.liveScrollOffset
            let event = try #require(
                AppKitEvents.scroll(dy: -3, continuous: false, at: hosted.now + 0.1),
                "could not build a scroll-wheel event"
            )
            hosted.collectionView.scrollWheel(with: event)
            hosted.advance(by: 1)
            #expect(
                abs(hosted.layout.liveScrollOffset - start) < 0.001,
                "the vertical tick moved the carousel from \(start) to \(hosted.layout.liveScrollOffset)")
            #expect(
                recorder.received.count == 1,
                "the window's responder chain received \(recorder.received.count) wheel events, expected the one tick")
        }
    }
}
#endif
