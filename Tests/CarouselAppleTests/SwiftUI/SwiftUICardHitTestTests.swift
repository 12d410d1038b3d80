#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import CarouselSwiftUI
import SwiftUI
import Testing
@_spi(Plumbing) import CarouselCore
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

extension SwiftUITests {
    /// Controls inside a card: a touch or click on the centred card's SwiftUI `Button` reaches the
    /// card's hosted content; on macOS a click on a side card is the carousel's.
    @MainActor
    @Suite("SwiftUI: hit testing inside a card", .serialized, suiteTimeLimit)
    struct SwiftUICardHitTestTests {
        #if canImport(UIKit)
        @Test(
            "a hit test at the centred card's Button lands inside the card's hosted content",
            .enabled(if: isSwiftUICarouselAvailable, availabilityNote), .tags(.swiftui, .uikit))
        func hitTestReachesCardContent() async throws {
            // Contract: UIView.hitTest(_:with:) returns the deepest descendant containing the point,
            // honouring each view's transform; UIHostingConfiguration's content lives in the cell's
            // contentView.
            // Platform-only: the SwiftUI card's hosting view under the platform's hit test.
            guard #available(iOS 16.0, tvOS 16.0, macOS 13.0, *) else { return }
            let model = CarouselTestModel(cards: TestCard.numbered(0..<6), selection: 0)
            let hosted = try await HostedSwiftUICarousel(model)
            defer { hosted.close() }
            await hosted.settle(onItem: 2)
            let card = try #require(hosted.cardView(at: 2), "no cell for the centred item 2")
            let centre = hosted.collectionView.convert(hosted.visibleCentre, to: hosted.window)
            let hit = try #require(hosted.window.hitTest(centre, with: nil), "the window's hit test found nothing")
            #expect(
                hit.isDescendant(of: card),
                "a touch at the centre should land in card 2's content view; it landed on \(type(of: hit))")
            #expect(hit.isDescendant(of: hosted.collectionView))
        }
        #else
        @Test(
            "a hit test at the centred card's Button lands inside the card's hosting view",
            .enabled(if: isSwiftUICarouselAvailable, availabilityNote), .tags(.swiftui, .appkit))
        func hitTestReachesCardContent() async throws {
            // Contract: NSView.hitTest(_:) returns the deepest descendant under the point (the point in
            // the receiver's superview's coordinates); an NSHostingView receives the mouse events its
            // SwiftUI controls handle only if hit testing returns it (or a view inside it). The centred
            // card at rest is drawn at its frame, so AppKit's untransformed event locations are right.
            // Platform-only: the SwiftUI card's hosting view under the platform's hit test.
            guard #available(iOS 16.0, tvOS 16.0, macOS 13.0, *) else { return }
            let model = CarouselTestModel(cards: TestCard.numbered(0..<6), selection: 0)
            let hosted = try await HostedSwiftUICarousel(model)
            defer { hosted.close() }
            await hosted.settle(onItem: 2)
            let hostingView = try #require(
                hosted.cardHostingView(at: 2),
                "card 2's item view holds no NSHostingView:\n\(hosted.cardHierarchy(at: 2))")
            let hit = Self.hit(at: hosted.visibleCentre, in: hosted)
            #expect(
                hit.map { $0.isDescendant(of: hostingView) } == true,
                "a click on the centred card's Button should land in its NSHostingView; it landed on \(String(describing: hit.map { type(of: $0) }))"
            )
        }

        @Test(
            "a click on a side card is the carousel's, not the side card's content",
            .enabled(if: isSwiftUICarouselAvailable, availabilityNote), .tags(.swiftui, .appkit))
        func sideCardClickIsCarousels() async throws {
            // Contract: NSWindow sends the mouse-down to the view hitTest(_:) returns. A side card is
            // drawn turned or moved by its layer transform, which AppKit's event locations ignore, so
            // its content must not get the click: the carousel takes it and centres the card.
            // Platform-only: NSView.hitTest(_:) over NSHostingView cards.
            guard #available(iOS 16.0, tvOS 16.0, macOS 13.0, *) else { return }
            let model = CarouselTestModel(cards: TestCard.numbered(0..<6), selection: 0)
            let hosted = try await HostedSwiftUICarousel(model)
            defer { hosted.close() }
            await hosted.settle(onItem: 2)
            // Linear, 200 pt cards: card 3 is drawn 200 pt right of the centre.
            try #require(
                hosted.topmostItem(rightOfCentreBy: 200) == 3, "card 3 is not drawn 200 pt right of the centre")
            let centre = hosted.visibleCentre
            let hit = Self.hit(at: CGPoint(x: centre.x + 200, y: centre.y), in: hosted)
            #expect(hit === hosted.collectionView, "a click on side card 3 went to \(String(describing: hit))")
        }

        @Test(
            "a click on the centred card's Button runs the Button's action and is not a tap on the card",
            .enabled(if: isSwiftUICarouselAvailable, availabilityNote), .tags(.swiftui, .appkit))
        func centredCardButtonRuns() async throws {
            // Contract: an NSHostingView delivers the mouse-down and mouse-up it receives to its SwiftUI
            // gestures; a Button's action runs on a mouse-up inside it; a gesture attached with
            // gesture(_:including:) has "a lower precedence than gestures defined by the view", so the
            // card's root gesture (which carries the carousel's click) yields to the Button.
            // Platform-only: an NSHostingView delivering mouse events to a SwiftUI Button.
            guard #available(iOS 16.0, tvOS 16.0, macOS 13.0, *) else { return }
            let model = CarouselTestModel(cards: TestCard.numbered(0..<6), selection: 0)
            let hosted = try await HostedSwiftUICarousel(model)
            defer { hosted.close() }
            await hosted.settle(onItem: 2)
            model.clearLogs()
            let windowPoint = hosted.collectionView.convert(hosted.visibleCentre, to: nil)
            let hit = try #require(Self.hit(at: hosted.visibleCentre, in: hosted), "nothing under the centre")
            let time = hosted.now
            let down = try #require(AppKitEvents.mouse(.leftMouseDown, at: windowPoint, in: hosted.window, time: time))
            let up = try #require(
                AppKitEvents.mouse(.leftMouseUp, at: windowPoint, in: hosted.window, time: time + 0.05))
            hit.mouseDown(with: down)
            hit.mouseUp(with: up)
            await hosted.turn()
            #expect(model.buttonPresses == [2], "buttons pressed: \(model.buttonPresses), expected card 2's")
            #expect(model.taps.isEmpty, "the Button's click also reached onCarouselTap: \(model.taps)")
            #expect(hosted.currentItem == 2)
        }

        @Test(
            "a mouse-wheel tick over the centred card moves the carousel, not the card's content",
            .enabled(if: isSwiftUICarouselAvailable, availabilityNote), .tags(.swiftui, .appkit))
        func wheelOverCentredCardMovesCarousel() async throws {
            // Contract: NSWindow sends a scroll-wheel event to the view its hit test returns under the
            // pointer, which over the centred card at rest is inside its hosting view; the card's
            // hosting view hands wheel events to the carousel (what an NSHostingView does with one no
            // SwiftUI view takes is undocumented).
            // Platform-only: NSEvent scroll-wheel events over an NSHostingView card.
            guard #available(macOS 13.0, *) else { return }
            let model = CarouselTestModel(cards: TestCard.numbered(0..<6), selection: 0)
            let hosted = try await HostedSwiftUICarousel(model)
            defer { hosted.close() }
            await hosted.settle(onItem: 2)
            let hit = try #require(Self.hit(at: hosted.visibleCentre, in: hosted), "nothing under the centre")
            let event = try #require(
                AppKitEvents.scroll(dx: -3, continuous: false, at: hosted.now + 0.1),
                "could not build a scroll-wheel event"
            )
            hit.scrollWheel(with: event)
            hosted.advance(by: 2)
            #expect(hosted.currentItem != 2, "a horizontal wheel tick over the centred card left card 2 current")
        }

        /// The view the window's hit test returns for a point in the collection view's coordinates.
        @available(macOS 13.0, *)
        private static func hit(at point: CGPoint, in hosted: HostedSwiftUICarousel) -> NSView? {
            guard let root = hosted.window.contentView else { return nil }
            let inWindow = hosted.collectionView.convert(point, to: nil)
            return root.hitTest(root.superview.map { $0.convert(inWindow, from: nil) } ?? inWindow)
        }
        #endif
    }
}
#endif
