#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import QuartzCore
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselAppKit

/// Batch updates and setting changes inside an animation move the cards' layers along an
/// animation, as UIKit's do, instead of jumping.
@MainActor
@Suite("AppKit: update animations", .serialized, suiteTimeLimit)
struct AppKitUpdateAnimationTests {
    /// The transform animation on a layer, if any.
    static func transformAnimation(on layer: CALayer) -> CAKeyframeAnimation? {
        (layer.animationKeys() ?? []).lazy.compactMap { layer.animation(forKey: $0) as? CAKeyframeAnimation }
            .first { $0.keyPath == "transform" }
    }

    /// The keyframe values of an animation as transforms.
    static func values(_ animation: CAKeyframeAnimation) -> [CATransform3D] {
        (animation.values ?? []).compactMap { ($0 as? NSValue)?.caTransform3DValue }
    }

    @available(macOS 11, *)
    @Test(
        "an insert inside an animation group slides a neighbour along the path through the core's keyframes",
        .tags(.appkit))
    func insertAnimatesAlongPath() throws {
        // Contract: inside NSAnimationContext.runAnimationGroup, animator().performBatchUpdates(_:)
        // calls the layout's prepare(forCollectionViewUpdates:), asks it for the attributes after
        // the update (while NSAnimationContext.current is the group's, duration 1 s), applies the
        // changed ones to the items (NSCollectionViewElement.apply(_:)), then calls
        // finalizeCollectionViewUpdates().
        // Platform-only: Core Animation keyframe animations from NSAnimationContext and
        // animator().performBatchUpdates.
        let hosted = HostedAppKitCarousel(LayoutSettings(type: .linear), items: 12)
        defer { hosted.close() }
        hosted.controller.scrollToItem(at: appKitPath(5), animated: false)
        hosted.layOut()
        let before = try #require(hosted.attributes(appKitPath(6)), "no attributes for card 6").transform3D

        NSAnimationContext.runAnimationGroup { context in
            context.duration = 1
            hosted.collectionView.animator().performBatchUpdates({
                hosted.items = 13
                hosted.collectionView.insertItems(at: [appKitPath(6)])
            })
        }
        // Card 6 (now 7) moves from offset 1 to 2: one item, nine keyframes, x from 200 to 400 pt.
        let moved = try #require(hosted.visibleItemsByIndex[7], "no view for the moved card, now 7")
        let layer = try #require(moved.view.layer as? CarouselItemLayer)
        let animation = try #require(
            Self.transformAnimation(on: layer), "the moved card's layer has no transform animation")
        let frames = Self.values(animation)
        #expect(frames.count == 9, "\(frames.count) keyframes, expected 9")
        #expect(abs(animation.duration - 1) < 1e-9, "duration \(animation.duration), expected the group's 1 s")
        let model = hosted.layout.driver.state.pass.model
        if frames.count == 9 {
            #expect(
                nearlyEqual(frames[0], layer.transformAboutAnchor(before), tolerance: 1e-4), "starts at \(frames[0])")
            let middle = layer.transformAboutAnchor(CATransform3D(model.transform(forOffset: 1.5)))
            #expect(nearlyEqual(frames[4], middle, tolerance: 1e-4), "half-way at \(frames[4]), the path's \(middle)")
            #expect(
                nearlyEqual(frames[8], layer.transform, tolerance: 1e-4),
                "ends at \(frames[8]), the layer shows \(layer.transform)")
        }
        // The card lands where the layout puts it.
        let after = try #require(hosted.attributes(appKitPath(7)))
        #expect(nearlyEqual(layer.transform, layer.transformAboutAnchor(after.transform3D), tolerance: 1e-4))
    }

    @available(macOS 11, *)
    @Test(
        "a type change in a batch update inside an animation group turns the side cards from old to new", .tags(.appkit)
    )
    func settingChangeAnimates() throws {
        // Contract: an animated batch update with no item changes still calls the layout's
        // prepare(forCollectionViewUpdates:) (with no items) after invalidating the data source
        // counts, as UIKit's does; the SwiftUI Carousel changes its settings this way inside
        // withAnimation.
        // Platform-only: Core Animation keyframe animations of an animated batch update.
        let hosted = HostedAppKitCarousel(LayoutSettings(type: .linear), items: 12)
        defer { hosted.close() }
        hosted.controller.scrollToItem(at: appKitPath(5), animated: false)
        hosted.layOut()
        let before = try #require(hosted.attributes(appKitPath(6))).transform3D

        NSAnimationContext.runAnimationGroup { context in
            context.duration = 0.5
            hosted.collectionView.animator().performBatchUpdates({ hosted.layout.type = .coverFlow })
        }
        let side = try #require(hosted.visibleItemsByIndex[6])
        let layer = try #require(side.view.layer as? CarouselItemLayer)
        let after = try #require(hosted.attributes(appKitPath(6))).transform3D
        try #require(!nearlyEqual(before, after, tolerance: 1e-3), "the type change did not move the side card")
        let animation = try #require(Self.transformAnimation(on: layer), "the side card jumped: no transform animation")
        let frames = Self.values(animation)
        #expect(frames.count == 2, "\(frames.count) keyframes: a changed path animates between its ends")
        #expect(abs(animation.duration - 0.5) < 1e-9)
        if let first = frames.first, let last = frames.last {
            #expect(nearlyEqual(first, layer.transformAboutAnchor(before), tolerance: 1e-4))
            #expect(nearlyEqual(last, layer.transformAboutAnchor(after), tolerance: 1e-4))
        }
    }

    @available(macOS 11, *)
    @Test(
        "an inserted card, whose new view is still zero-sized when its attributes arrive, turns about its centre",
        .tags(.appkit))
    func insertedCardTurnsAboutItsCentre() throws {
        // Contract: inside an animated batch update NSCollectionView makes the inserted item's view
        // and applies its attributes (NSCollectionViewElement.apply(_:)) before it sizes the view,
        // so the view's layer may still be zero-sized then.
        // Platform-only: Core Animation keyframe animations of a new item view's layer.
        let hosted = HostedAppKitCarousel(LayoutSettings(type: .coverFlow), items: 12)
        defer { hosted.close() }
        hosted.controller.scrollToItem(at: appKitPath(5), animated: false)
        hosted.layOut()
        NSAnimationContext.runAnimationGroup { context in
            context.duration = 1
            hosted.collectionView.animator().performBatchUpdates({
                hosted.items = 13
                hosted.collectionView.insertItems(at: [appKitPath(7)])
            })
        }
        let inserted = try #require(hosted.visibleItemsByIndex[7], "no view for the inserted card")
        let layer = try #require(inserted.view.layer as? CarouselItemLayer)
        let size = layer.bounds.size
        try #require(size.width > 0 && size.height > 0, "the inserted card's view was never sized")
        let animation = try #require(
            Self.transformAnimation(on: layer), "the inserted card's layer has no transform animation")
        let after = try #require(hosted.attributes(appKitPath(7))).transform3D
        // A side card of Cover Flow is turned: about a zero-size centre the last keyframe would
        // swing it about its corner; about the attributes' size it is the layer's own transform.
        let last = try #require(Self.values(animation).last)
        #expect(
            nearlyEqual(last, layer.transformAboutAnchor(after), tolerance: 1e-4),
            "ends at \(last), about the card's centre \(layer.transformAboutAnchor(after))")
    }

    @available(macOS 11, *)
    @Test(
        "a scroll step after an update's animation sets the transform at once and stops the animation", .tags(.appkit))
    func scrollStopsAnimation() throws {
        // Contract: NSCollectionView calls apply(_:) with attributes without keyframes for a plain
        // layout pass (invalidateLayout() and layoutSubtreeIfNeeded()).
        // Platform-only: the item layers' running Core Animation animations.
        let hosted = HostedAppKitCarousel(LayoutSettings(type: .linear), items: 12)
        defer { hosted.close() }
        hosted.controller.scrollToItem(at: appKitPath(5), animated: false)
        hosted.layOut()
        NSAnimationContext.runAnimationGroup { context in
            context.duration = 1
            hosted.collectionView.animator().performBatchUpdates({
                hosted.items = 13
                hosted.collectionView.insertItems(at: [appKitPath(6)])
            })
        }
        hosted.controller.scrollToItem(at: appKitPath(6), animated: false)
        hosted.layOut()
        let card = try #require(hosted.visibleItemsByIndex[7])
        let layer = try #require(card.view.layer)
        #expect(Self.transformAnimation(on: layer) == nil, "the update's animation still runs after a scroll step")
    }
}
#endif
