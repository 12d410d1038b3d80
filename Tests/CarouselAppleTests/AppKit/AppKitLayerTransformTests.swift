#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import QuartzCore
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselAppKit

/// The item view's layer transform, which AppKit's attributes cannot carry, against AppKit's own
/// handling of a layer-backed view's geometry.
@MainActor
@Suite("AppKit: layer transforms", .serialized, suiteTimeLimit)
struct AppKitLayerTransformTests {
    /// The layer transform that shows `attributes`' transform about the view's centre, for the
    /// layer's anchor point now (`CarouselTransformable`'s rule).
    @available(macOS 11, *)
    static func expectedLayerTransform(_ attributes: CarouselLayoutAttributes, layer: CALayer) -> CATransform3D {
        let anchor = layer.anchorPoint
        let size = attributes.size
        let about = Transform3D(attributes.transform3D)
            .about(x: Double((0.5 - anchor.x) * size.width), y: Double((0.5 - anchor.y) * size.height))
        return CATransform3D(about)
    }

    @available(macOS 11, *)
    @Test("a Cover Flow side card keeps its layer transform after AppKit moves its view's frame", .tags(.appkit))
    func transformSurvivesFrameMoves() throws {
        // Contract: NSCollectionViewElement.apply(_:) is called with the layout's attributes when
        // they differ by isEqual(_:); AppKit updates a layer-backed view's layer geometry when
        // setFrameOrigin(_:) / setFrameSize(_:) move it, and again when the window displays.
        // Platform-only: the item view's CALayer transform, which AppKit resets when it moves a frame.
        let hosted = HostedAppKitCarousel(LayoutSettings(type: .coverFlow), items: 9)
        defer { hosted.close() }
        hosted.controller.scrollToItem(at: appKitPath(4), animated: false)
        hosted.layOut()
        let side = try #require(hosted.visibleItemsByIndex[5], "no view for the side card 5")
        let attributes = try #require(hosted.attributes(appKitPath(5)))
        try #require(!CATransform3DIsIdentity(attributes.transform3D), "the side card's transform is the identity")
        let layer = try #require(side.view.layer, "the side card's view is not layer-backed")

        func check(_ moment: String, sourceLocation: SourceLocation = #_sourceLocation) {
            let shown = side.view.layer?.transform ?? CATransform3DIdentity
            let expected = Self.expectedLayerTransform(attributes, layer: side.view.layer ?? layer)
            #expect(
                nearlyEqual(shown, expected, tolerance: 1e-4),
                "\(moment): layer transform \(shown) is not the attributes' \(expected) (identity: \(CATransform3DIsIdentity(shown)))",
                sourceLocation: sourceLocation)
        }
        check("after the layout pass")

        let origin = side.view.frame.origin
        side.view.setFrameOrigin(NSPoint(x: origin.x + 10, y: origin.y + 5))
        check("after setFrameOrigin moved the view")
        side.view.setFrameOrigin(origin)
        hosted.window.displayIfNeeded()
        check("after setFrameOrigin moved it back and the window displayed")

        side.view.setFrameSize(NSSize(width: 200, height: 200))
        side.view.layoutSubtreeIfNeeded()
        check("after setFrameSize and the view's layout")

        hosted.collectionView.needsLayout = true
        hosted.layout.invalidateLayout()
        hosted.layOut()
        hosted.window.displayIfNeeded()
        check("after a full re-layout of the collection view")
    }

    @available(macOS 11, *)
    @Test("a scroll step re-places a reused side card's layer with the new attributes", .tags(.appkit))
    func transformFollowsScroll() throws {
        // Contract: NSCollectionView calls apply(_:) on an item whose attributes changed (isEqual
        // false) after its layout's invalidateLayout() and layoutSubtreeIfNeeded().
        // Platform-only: the item views' CALayer transforms as NSCollectionView applies attributes.
        let hosted = HostedAppKitCarousel(LayoutSettings(type: .coverFlow), items: 9)
        defer { hosted.close() }
        hosted.controller.scrollToItem(at: appKitPath(4), animated: false)
        hosted.layOut()
        hosted.controller.scrollToItem(at: appKitPath(3), animated: false)
        hosted.layOut()
        for index in [2, 3, 4] {
            let item = try #require(hosted.visibleItemsByIndex[index], "no view for card \(index)")
            let attributes = try #require(hosted.attributes(appKitPath(index)))
            let layer = try #require(item.view.layer)
            let expected = Self.expectedLayerTransform(attributes, layer: layer)
            #expect(
                nearlyEqual(layer.transform, expected, tolerance: 1e-4),
                "card \(index) after scrolling to 3: layer transform \(layer.transform), expected \(expected)")
        }
    }

    @available(macOS 11, *)
    @Test(
        "an item class of the app's own, written as CarouselTransformable's example, keeps its transform as AppKit moves it",
        .tags(.appkit))
    func appItemClassKeepsTransform() throws {
        // Contract: AppKit updates a layer-backed view's layer geometry (resetting its transform)
        // when setFrameOrigin(_:) / setFrameSize(_:) move or resize it; CarouselItemView applies the
        // transform again after both, for the element in transformedElement.
        // Platform-only: an app's NSCollectionViewItem subclass and its layer in an NSWindow.
        let window = NSWindow(
            contentRect: CGRect(x: 0, y: 0, width: 400, height: 300), styleMask: [.borderless], backing: .buffered,
            defer: false)
        window.isReleasedWhenClosed = false
        defer { window.close() }
        let item = ExampleTransformableItem()
        window.contentView?.addSubview(item.view)
        let attributes = CarouselLayoutAttributes(forItemWith: appKitPath(0))
        attributes.frame = CGRect(x: 100, y: 50, width: 120, height: 90)
        attributes.transform3D = CATransform3DRotate(CATransform3DMakeTranslation(30, 0, -40), .pi / 5, 0, 1, 0)
        item.view.frame = attributes.frame
        item.apply(attributes)
        let layer = try #require(item.view.layer, "applyCarouselAttributes did not make the view layer-backed")
        try #require(
            (item.view as? CarouselItemView)?.transformedElement === item, "the example's view does not name its item")

        func check(_ moment: String, sourceLocation: SourceLocation = #_sourceLocation) {
            let expected = Self.expectedLayerTransform(attributes, layer: item.view.layer ?? layer)
            let shown = item.view.layer?.transform ?? CATransform3DIdentity
            #expect(
                nearlyEqual(shown, expected, tolerance: 1e-4),
                "\(moment): layer transform \(shown) is not the attributes' \(expected) (identity: \(CATransform3DIsIdentity(shown)))",
                sourceLocation: sourceLocation)
        }
        check("after apply(_:)")
        item.view.setFrameOrigin(NSPoint(x: 140, y: 60))
        window.displayIfNeeded()
        check("after setFrameOrigin moved the view and the window displayed")
        item.view.setFrameSize(NSSize(width: 120, height: 90))
        item.view.frame = attributes.frame
        window.displayIfNeeded()
        check("after setFrame and the window displayed")
    }
}

/// `CarouselTransformable`'s documentation example, as an app writes it.
@available(macOS 11, *)
@MainActor
private final class ExampleTransformableItem: NSCollectionViewItem, CarouselTransformable {
    override func loadView() {
        let view = CarouselItemView()
        view.transformedElement = self
        self.view = view
    }
    override func apply(_ layoutAttributes: NSCollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        applyCarouselAttributes(layoutAttributes)
    }
}
#endif
