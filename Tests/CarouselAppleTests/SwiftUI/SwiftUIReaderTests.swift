#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import CarouselSwiftUI
import SwiftUI
import Testing
@_spi(Plumbing) import CarouselCore
#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import CarouselUIKit
#else
import AppKit
@_spi(Plumbing) import CarouselAppKit
#endif

/// `CarouselReader`'s proxy scrolls the carousel inside the reader: by identity, by items, next and
/// previous (wrapping), and stops it; it refuses what it cannot do.
@MainActor
@Suite("SwiftUI: CarouselReader's proxy", .serialized, suiteTimeLimit)
struct SwiftUIReaderTests {
    /// A reader around a carousel of cards 100…109 (identities unlike their indexes), started.
    @available(iOS 16.0, tvOS 16.0, macOS 13.0, *)
    static func hostedReader(wrap: Bool = false) async throws -> (HostedSwiftUIView<ReaderRoot>, ProxyKeeper) {
        let keeper = ProxyKeeper()
        let hosted = try await HostedSwiftUIView(ReaderRoot(keeper: keeper, wrap: wrap))
        return (hosted, keeper)
    }

    @Test(
        "scrollTo(id:) centres the card with that identity; an unknown identity is refused and moves nothing",
        .enabled(if: isSwiftUICarouselAvailable, availabilityNote), .tags(.swiftui))
    func scrollToIdentity() async throws {
        // Platform-only: the proxy reaches the carousel through SwiftUI's environment and the
        // representable's coordinator; only SwiftUI over UIKit or AppKit makes them.
        // Contract: a view's @State object is kept across body runs, and an environment value set
        // on a reader's content is in the Context environment of the representable below it.
        guard #available(iOS 16.0, tvOS 16.0, macOS 13.0, *) else { return }
        let (hosted, keeper) = try await Self.hostedReader()
        defer { hosted.close() }
        let proxy = try #require(keeper.proxy, "the reader's content was never built")
        #expect(proxy.scrollTo(107, animated: false), "scrollTo(107) was refused")
        hosted.advance(by: 0.5)
        #expect(hosted.currentItem == 7, "scrollTo(107) left the carousel on item \(hosted.currentItem), not 7")
        #expect(!proxy.scrollTo(999), "scrollTo(999), an identity not in the data, was accepted")
        hosted.advance(by: 1)
        #expect(hosted.currentItem == 7, "a refused scrollTo moved the carousel to item \(hosted.currentItem)")
        #expect(proxy.scrollTo(102, animated: true))
        hosted.advance(by: 1)
        #expect(hosted.currentItem == 2, "an animated scrollTo(102) ended on item \(hosted.currentItem)")
    }

    @Test(
        "scroll(byItems:), next and previous move from the current card; past the end they stop, or wrap",
        .enabled(if: isSwiftUICarouselAvailable, availabilityNote), .tags(.swiftui), arguments: [false, true])
    func scrollByItems(wrap: Bool) async throws {
        // Platform-only: as above, the proxy needs SwiftUI's environment and the platform carousel.
        // Contract: a view's @State object is kept across body runs, and an environment value set
        // on a reader's content is in the Context environment of the representable below it.
        guard #available(iOS 16.0, tvOS 16.0, macOS 13.0, *) else { return }
        let (hosted, keeper) = try await Self.hostedReader(wrap: wrap)
        defer { hosted.close() }
        let proxy = try #require(keeper.proxy, "the reader's content was never built")
        #expect(proxy.scroll(byItems: 3))
        hosted.advance(by: 1)
        #expect(hosted.currentItem == 3, "scroll(byItems: 3) from item 0 ended on \(hosted.currentItem)")
        #expect(proxy.scrollToNext())
        hosted.advance(by: 1)
        #expect(hosted.currentItem == 4, "scrollToNext from item 3 ended on \(hosted.currentItem)")
        #expect(proxy.scroll(byItems: -4, animated: false))
        hosted.advance(by: 0.5)
        #expect(hosted.currentItem == 0, "scroll(byItems: -4) from item 4 ended on \(hosted.currentItem)")
        _ = proxy.scrollToPrevious()
        hosted.advance(by: 1)
        #expect(
            hosted.currentItem == (wrap ? 9 : 0),
            "scrollToPrevious from item 0 (wrap \(wrap)) ended on \(hosted.currentItem)")
    }

    @Test(
        "stopScrolling stops an animated scroll short of its target, and the carousel rests on a card",
        .enabled(if: isSwiftUICarouselAvailable, availabilityNote), .tags(.swiftui))
    func stopScrolling() async throws {
        // Platform-only: as above, the proxy needs SwiftUI's environment and the platform carousel.
        // Contract: a view's @State object is kept across body runs, and an environment value set
        // on a reader's content is in the Context environment of the representable below it.
        guard #available(iOS 16.0, tvOS 16.0, macOS 13.0, *) else { return }
        let (hosted, keeper) = try await Self.hostedReader()
        defer { hosted.close() }
        let proxy = try #require(keeper.proxy, "the reader's content was never built")
        #expect(proxy.scrollTo(109, animated: true))
        hosted.advance(by: 0.1)
        try #require(!hosted.controller.isAtRest, "the animated scroll was over after 0.1 s: nothing to stop")
        proxy.stopScrolling()
        hosted.advance(by: 1)
        #expect(hosted.controller.isAtRest, "after stopScrolling the carousel is still moving")
        #expect(hosted.currentItem != 9, "stopScrolling did not stop the scroll: the carousel reached item 9")
        let offset = Double(hosted.layout.scrollOffset)
        #expect(
            abs(offset - offset.rounded()) < 1e-3, "after stopScrolling the carousel rests between cards, at \(offset)")
    }

    @Test(
        "a proxy from a reader with no carousel inside refuses every scroll",
        .enabled(if: isSwiftUICarouselAvailable, availabilityNote), .tags(.swiftui))
    func proxyWithoutCarousel() async throws {
        // Platform-only: the reader is a SwiftUI view, hosted here by UIKit or AppKit.
        // Contract: a hosting controller or view runs its root view's body when laid out in a window.
        guard #available(iOS 16.0, tvOS 16.0, macOS 13.0, *) else { return }
        let keeper = ProxyKeeper()
        #if canImport(UIKit)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let hosting = UIHostingController(rootView: EmptyReaderRoot(keeper: keeper))
        window.rootViewController = hosting
        window.isHidden = false
        hosting.view.layoutIfNeeded()
        defer {
            window.isHidden = true
            window.rootViewController = nil
        }
        #else
        let window = NSWindow(
            contentRect: CGRect(x: 0, y: 0, width: 400, height: 300), styleMask: [.titled], backing: .buffered,
            defer: false)
        window.isReleasedWhenClosed = false
        let hosting = NSHostingView(rootView: EmptyReaderRoot(keeper: keeper))
        window.contentView = hosting
        hosting.layoutSubtreeIfNeeded()
        defer { window.close() }
        #endif
        let proxy = try #require(keeper.proxy, "the reader's content was never built")
        #expect(!proxy.scrollTo(0), "scrollTo with no carousel was accepted")
        #expect(!proxy.scroll(byItems: 1), "scroll(byItems:) with no carousel was accepted")
        #expect(!proxy.scrollToNext(), "scrollToNext with no carousel was accepted")
    }
}

/// Keeps the proxy a reader's content was given, for the test to call.
@MainActor
final class ProxyKeeper {
    @available(iOS 16.0, tvOS 16.0, macOS 13.0, *)
    var proxy: CarouselProxy? {
        get { stored as? CarouselProxy }
        set { stored = newValue }
    }
    private var stored: Any?

    @available(iOS 16.0, tvOS 16.0, macOS 13.0, *)
    func keep(_ proxy: CarouselProxy) -> Bool {
        self.proxy = proxy
        return true
    }
}

/// A ``CarouselReader`` around a carousel of cards 100…109 (200-point cards, wrapping if asked).
@available(iOS 16.0, tvOS 16.0, macOS 13.0, *)
struct ReaderRoot: View {
    let keeper: ProxyKeeper
    let wrap: Bool

    var body: some View {
        CarouselReader { proxy in
            let _ = keeper.keep(proxy)
            Carousel(TestCard.numbered(100..<110)) { card in Text(card.title) }
                .carouselItemSize(CGSize(width: 200, height: 200))
                .carouselOptions(CarouselOptions(wrap: wrap))
        }
        .ignoresSafeArea()
    }
}

/// A ``CarouselReader`` with no carousel inside.
@available(iOS 16.0, tvOS 16.0, macOS 13.0, *)
struct EmptyReaderRoot: View {
    let keeper: ProxyKeeper

    var body: some View {
        CarouselReader { proxy in
            let _ = keeper.keep(proxy)
            Text("No carousel")
        }
    }
}
#endif
