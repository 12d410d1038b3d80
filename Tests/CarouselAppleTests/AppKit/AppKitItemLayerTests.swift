#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import QuartzCore
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselAppKit

/// The card views' backing layer (`CarouselItemLayer`): it owns the transform and the drawing
/// order against AppKit's writes, and the drawing order is the core's.
@MainActor
@Suite("AppKit: item layers", .serialized, suiteTimeLimit)
struct AppKitItemLayerTests {
    @available(macOS 11, *)
    @Test(
        "a card's backing layer answers AppKit-style writes to its transform, anchor and z-position with the carousel's",
        .tags(.appkit))
    func layerRefusesResets() throws {
        // Contract: NSView.makeBackingLayer() supplies a layer-backed view's layer (CarouselItemView
        // returns a CarouselItemLayer); AppKit writes a backing layer's geometry through CALayer's
        // setters (transform, setAffineTransform(_:), anchorPoint, zPosition), which the subclass
        // overrides.
        // Platform-only: the item view's backing CALayer, which AppKit resets.
        let hosted = HostedAppKitCarousel(LayoutSettings(type: .coverFlow), items: 9)
        defer { hosted.close() }
        hosted.controller.scrollToItem(at: appKitPath(4), animated: false)
        hosted.layOut()
        let side = try #require(hosted.visibleItemsByIndex[5], "no view for the side card 5")
        let layer = try #require(
            side.view.layer as? CarouselItemLayer, "the card's backing layer is \(String(describing: side.view.layer))")
        let attributes = try #require(hosted.attributes(appKitPath(5)))
        try #require(!CATransform3DIsIdentity(attributes.transform3D), "the side card's transform is the identity")

        func check(_ moment: String, sourceLocation: SourceLocation = #_sourceLocation) {
            let expected = AppKitLayerTransformTests.expectedLayerTransform(attributes, layer: layer)
            #expect(
                nearlyEqual(layer.transform, expected, tolerance: 1e-4),
                "\(moment): layer transform \(layer.transform), expected \(expected)", sourceLocation: sourceLocation)
            #expect(
                layer.zPosition == CGFloat(attributes.zIndex),
                "\(moment): zPosition \(layer.zPosition), the core's z-index \(attributes.zIndex)",
                sourceLocation: sourceLocation)
        }
        check("after the layout pass")
        layer.transform = CATransform3DIdentity
        check("after a write of the identity transform")
        layer.setAffineTransform(.identity)
        check("after setAffineTransform(.identity)")
        layer.anchorPoint = .zero
        check("after the anchor point moved to a corner")
        layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        check("after the anchor point moved to the centre")
        layer.zPosition = 0
        check("after a write of zPosition 0")
        side.view.frame = side.view.frame.offsetBy(dx: 7, dy: -3)
        hosted.window.displayIfNeeded()
        check("after setFrame(_:) and the window displayed")
    }

    @available(macOS 11, *)
    @Test(
        "after scrolling, the cards' layers are ordered by zPosition as the core orders them",
        .tags(.appkit), arguments: [CarouselType.coverFlow, .rotary, .cylinder, .timeMachine])
    func drawingOrderFollowsCore(type: CarouselType) throws {
        // Contract: Core Animation draws sibling layers in zPosition order (CALayer.zPosition:
        // "changing the value of this property changes the front-to-back ordering of layers
        // onscreen"), whatever order NSCollectionView keeps its item views in (undocumented).
        // Platform-only: AppKit's subview and layer order of item views.
        var settings = LayoutSettings(type: type)
        settings.options.wrap = true
        let hosted = HostedAppKitCarousel(settings, items: 12)
        defer { hosted.close() }
        hosted.controller.scrollToItem(at: appKitPath(2), animated: false)
        hosted.layOut()
        #expect(hosted.controller.scrollToItem(at: appKitPath(7), animated: true))
        hosted.advance(to: 0.2)  // mid-scroll: the order differs from the one at rest
        hosted.layOut()
        for moment in ["mid-scroll", "at rest"] {
            if moment == "at rest" {
                hosted.settle()
                hosted.layOut()
            }
            // The core's order: its placements ranked by z-index, nearest first.
            let placements = hosted.layout.driver.state.pass.placements.filter {
                !$0.isPlaceholder && !$0.isHidden && $0.alpha > 0
            }
            let coreOrder = placements.sorted { $0.zIndex > $1.zIndex }.map(\.index)
            let shown = hosted.visibleItemsByIndex
            let layerOrder = coreOrder.compactMap { index in shown[index]?.view.layer.map { (index, $0.zPosition) } }
                .sorted { $0.1 > $1.1 }.map(\.0)
            try #require(
                layerOrder.count == coreOrder.count,
                "\(moment): \(type) shows views for \(shown.keys.sorted()), the core places \(coreOrder)")
            #expect(
                layerOrder == coreOrder,
                "\(moment): \(type) layers in zPosition order \(layerOrder), the core's z-order \(coreOrder)")
        }
    }
}
#endif
