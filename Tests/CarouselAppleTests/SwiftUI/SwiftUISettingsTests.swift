#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import CarouselSwiftUI
import SwiftUI
import Testing
@_spi(Plumbing) import CarouselCore
#if canImport(UIKit)
import UIKit
#else
import AppKit
@_spi(Plumbing) import CarouselAppKit
#endif

extension SwiftUITests {
    /// The `carousel…` modifiers and the environment reach the collection view's layout.
    @MainActor
    @Suite("SwiftUI: settings through modifiers and the environment", .serialized, suiteTimeLimit)
    struct SwiftUISettingsTests {
        @Test(
            "the type, item size and options modifiers reach the layout, at creation and after an update",
            .enabled(if: isSwiftUICarouselAvailable, availabilityNote), .tags(.swiftui))
        func modifiersReachLayout() async throws {
            // Contract: environment values a modifier sets above a representable are in the
            // Context's environment of makeUIView/makeNSView and of every later update; the collection
            // view asks its layout again after the layout invalidates.
            // Platform-only: SwiftUI environment values set by the Carousel's modifiers.
            guard #available(iOS 16.0, tvOS 16.0, macOS 13.0, *) else { return }
            let model = CarouselTestModel(cards: TestCard.numbered(0..<10), selection: 0)
            model.type = .rotary
            let hosted = try await HostedSwiftUICarousel(model)
            defer { hosted.close() }
            #expect(hosted.layout.settings.type == .rotary, "the type set before creation should be the layout's")

            model.type = .coverFlow
            model.itemSize = CGSize(width: 150, height: 220)
            model.options = CarouselOptions(wrap: true)
            await hosted.update()
            hosted.advance(by: 1)
            #expect(hosted.layout.settings.type == .coverFlow, "type is \(hosted.layout.settings.type)")
            #expect(hosted.layout.itemSize == CGSize(width: 150, height: 220), "item size is \(hosted.layout.itemSize)")
            #expect(hosted.layout.settings.options.wrap == true)
            #expect(hosted.layout.resolvedOptions.wrap == true)

            // The collection view lays its items out with the new size.
            let attributes = hosted.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
            #expect(
                attributes?.size == CGSize(width: 150, height: 220),
                "the collection view's attributes for item 0 have size \(String(describing: attributes?.size))")

            // Wrapping took effect: one item back from the first is the last.
            #expect(hosted.controller.scroll(byNumberOfItems: -1))
            hosted.advance(by: 1)
            #expect(
                hosted.currentItem == 9,
                "a wrapping carousel goes from item 0 back to item 9, not to \(hosted.currentItem)"
            )
        }

        @Test(
            "an item size that follows the view: full usable width × 200 pt",
            .enabled(if: isSwiftUICarouselAvailable, availabilityNote), .tags(.swiftui))
        func fractionalItemSize() async throws {
            // Contract: the layout resolves a fraction against the collection view's bounds less its
            // adjusted content insets, on every pass.
            // Platform-only: SwiftUI's proposed size reaching the layout.
            guard #available(iOS 16.0, tvOS 16.0, macOS 13.0, *) else { return }
            let model = CarouselTestModel(cards: TestCard.numbered(0..<10), selection: 0)
            model.itemSizing = ItemSize(width: .fraction(1), height: .points(200))
            let hosted = try await HostedSwiftUICarousel(model)
            defer { hosted.close() }
            hosted.advance(by: 1)
            #expect(hosted.layout.settings.itemSizing == ItemSize(width: .fraction(1), height: .points(200)))
            let view = hosted.collectionView
            #if canImport(UIKit)
            let usableWidth = view.bounds.width - view.adjustedContentInset.left - view.adjustedContentInset.right
            #else
            let insets = view.enclosingScrollView?.contentInsets ?? NSEdgeInsetsZero
            let usableWidth =
                (view.enclosingScrollView?.contentView.bounds.width ?? view.bounds.width) - insets.left - insets.right
            #endif
            let attributes = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
            #expect(
                attributes?.size == CGSize(width: usableWidth, height: 200),
                "item 0 has size \(String(describing: attributes?.size)) in a usable width of \(usableWidth)")
            #expect(hosted.layout.itemSize == CGSize(width: usableWidth, height: 200))
        }

        @Test(
            "a right-to-left layout direction in the environment lays the cards out right to left",
            .enabled(if: isSwiftUICarouselAvailable, availabilityNote), .tags(.swiftui))
        func rightToLeft() async throws {
            // Contract: .environment(\.layoutDirection, .rightToLeft) is in the representable's
            // Context environment; UIKit collection views with semanticContentAttribute
            // .forceRightToLeft (AppKit: userInterfaceLayoutDirection .rightToLeft) flip horizontally.
            // Platform-only: SwiftUI's layoutDirection environment reaching the collection view.
            guard #available(iOS 16.0, tvOS 16.0, macOS 13.0, *) else { return }
            let model = CarouselTestModel(cards: TestCard.numbered(0..<10), selection: 0)
            let hosted = try await HostedSwiftUICarousel(model)
            defer { hosted.close() }
            await hosted.settle(onItem: 3)
            #expect(hosted.topmostItem(rightOfCentreBy: 200) == 4, "left to right: item 4 is right of item 3")

            model.layoutDirection = .rightToLeft
            await hosted.update()
            hosted.advance(by: 1)
            #if canImport(UIKit)
            #expect(hosted.collectionView.semanticContentAttribute == .forceRightToLeft)
            #else
            #expect(hosted.collectionView.userInterfaceLayoutDirection == .rightToLeft)
            #endif
            #expect(hosted.layout.configuration.layoutDirection == .rightToLeft)
            #expect(
                hosted.currentItem == 3, "flipping the direction should keep item 3 centred, not \(hosted.currentItem)")
            #expect(
                hosted.topmostItem(rightOfCentreBy: 200) == 2,
                "right to left: item 2 should be right of item 3; the item there is \(String(describing: hosted.topmostItem(rightOfCentreBy: 200)))"
            )
            #expect(hosted.topmostItem(rightOfCentreBy: -200) == 4, "right to left: item 4 should be left of item 3")
        }

        @Test(
            "the cards' SwiftUI content reads the right-to-left layout direction the carousel is given",
            .enabled(if: isSwiftUICarouselAvailable, availabilityNote), .tags(.swiftui))
        func cardsReadRightToLeft() async throws {
            // Contract: SwiftUI content hosted by UIHostingConfiguration takes its layoutDirection from
            // the cell's trait collection, which semanticContentAttribute on the collection view does
            // not change (it is the app's direction), and NSHostingView's from its own environment; so
            // the carousel puts the direction in each card's environment. The Carousel documents that
            // the layout direction reaches the cards.
            // Platform-only: SwiftUI's layoutDirection environment inside hosted cards.
            guard #available(iOS 16.0, tvOS 16.0, macOS 13.0, *) else { return }
            let model = CarouselTestModel(cards: TestCard.numbered(0..<10), selection: 0)
            let hosted = try await HostedSwiftUICarousel(model)
            defer { hosted.close() }
            #expect(model.cardLayoutDirections[0] == .leftToRight, "arrange: card 0 should render left to right")
            let onScreen = hosted.visibleItems
            #expect(onScreen.contains(0) && onScreen.contains(1), "arrange: cards 0 and 1 on screen, not \(onScreen)")

            model.layoutDirection = .rightToLeft
            await hosted.update()
            // The cards on screen through the change are re-rendered right to left at once.
            for id in [0, 1] {
                #expect(
                    model.cardLayoutDirections[id] == .rightToLeft,
                    "card \(id), on screen through the change, read \(String(describing: model.cardLayoutDirections[id])), not rightToLeft"
                )
            }
            // Cards configured after the change as well as those on screen through it.
            await hosted.settle(onItem: 5)
            await hosted.turn()
            for id in [5, 6] {
                #expect(
                    model.cardLayoutDirections[id] == .rightToLeft,
                    "card \(id) read \(String(describing: model.cardLayoutDirections[id])) from its environment, not rightToLeft"
                )
            }
        }

        #if canImport(AppKit) && !canImport(UIKit)
        @Test(
            "on macOS, a type change inside withAnimation turns the side cards' layers along an animation",
            .enabled(if: isSwiftUICarouselAvailable, availabilityNote), .tags(.swiftui))
        func animatedTypeChangeOnMac() async throws {
            // Contract: a state change inside withAnimation reaches updateNSView with
            // transaction.animation set; the Carousel then sets its layout's settings inside
            // animator().performBatchUpdates(_:), for which NSCollectionView calls the layout's
            // prepare(forCollectionViewUpdates:) (with no items) and applies the changed attributes to
            // the items while the animation context is current.
            // Platform-only: a SwiftUI Transaction's animation reaching updateNSView.
            guard #available(macOS 13.0, *) else { return }
            let model = CarouselTestModel(cards: TestCard.numbered(0..<10), selection: 0)
            let hosted = try await HostedSwiftUICarousel(model)
            defer { hosted.close() }
            let layer = try #require(hosted.cardView(at: 1)?.layer, "no layer for the side card 1")
            #expect(layer is CarouselItemLayer, "the card's backing layer is \(type(of: layer))")
            let before = layer.transform

            withAnimation(.linear(duration: 0.5)) { model.type = .coverFlow }
            hosted.applyUpdate()
            let after = layer.transform
            try #require(!CATransform3DEqualToTransform(before, after), "the type change did not move the side card")
            let animation = (layer.animationKeys() ?? []).compactMap {
                layer.animation(forKey: $0) as? CAKeyframeAnimation
            }
            .first { $0.keyPath == "transform" }
            let unwrapped = try #require(
                animation, "the side card jumped to its Cover Flow place: no transform animation")
            let values = (unwrapped.values ?? []).compactMap { ($0 as? NSValue)?.caTransform3DValue }
            #expect(values.count == 2, "\(values.count) keyframes: a changed path animates between its ends")
            #expect(unwrapped.duration > 0)
            if let first = values.first, let last = values.last {
                #expect(CATransform3DEqualToTransform(first, before) || abs(first.m41 - before.m41) < 1e-3)
                #expect(abs(last.m41 - after.m41) < 1e-3 && abs(last.m11 - after.m11) < 1e-6)
            }
        }
        #endif
    }
}
#endif
