#if canImport(UIKit)
import UIKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselUIKit

/// A carousel whose collection view lets UIKit adjust its content insets for the safe area
/// (`contentInsetAdjustmentBehavior` `.always` or `.scrollableAxes`, not the fixture's `.never`):
/// the current item is drawn in the middle of the adjusted area, before and after the safe area
/// changes and after a scroll.
@MainActor
@Suite("UIKit: content insets adjusted for the safe area", .serialized, suiteTimeLimit)
struct UIKitSafeAreaTests {
    /// The safe area the root view controller adds: lopsided, so the adjusted area's middle is
    /// 50 points right of the bounds' middle.
    static let safeArea = UIEdgeInsets(top: 40, left: 120, bottom: 0, right: 20)

    @Test(
        "with a safe area from additionalSafeAreaInsets, the current item is drawn in the middle of the adjusted area",
        .tags(.uikit),
        arguments: [UIScrollView.ContentInsetAdjustmentBehavior.always, .scrollableAxes])
    func currentItemCentredInTheAdjustedArea(_ behavior: UIScrollView.ContentInsetAdjustmentBehavior) throws {
        // Platform-only: the safe area and UIKit's adjustment of a scroll view's content insets for
        // it exist only in UIKit; the simulated host is given its insets directly.
        // Contract: a view controller's additionalSafeAreaInsets add to its view's safeAreaInsets;
        // a scroll view whose contentInsetAdjustmentBehavior is .always (every edge) or
        // .scrollableAxes (the edges of the axes it scrolls) adds them to adjustedContentInset and
        // calls adjustedContentInsetDidChange().
        let hosted = HostedUIKitCarousel(items: 12)
        defer {
            hosted.window.isHidden = true
            hosted.window.rootViewController = nil
        }
        let cv = hosted.collectionView
        // The carousel rests on item 2 before the safe area arrives.
        hosted.controller.scrollToItem(at: path(2), animated: false)
        hosted.advance(by: 0.5)
        cv.contentInsetAdjustmentBehavior = behavior
        hosted.window.rootViewController?.additionalSafeAreaInsets = Self.safeArea
        hosted.window.layoutIfNeeded()
        hosted.advance(by: 0.5)
        let insets = cv.adjustedContentInset
        try #require(
            insets.left - insets.right >= 90,
            "UIKit adjusted the insets to \(insets) with \(behavior.rawValue): the safe area did not reach the collection view"
        )
        if behavior == .always {
            #expect(insets.top >= 40, "with .always the top safe area is not in the adjusted insets \(insets)")
        }
        let usable = cv.bounds.inset(by: insets)

        // The item it rested on stays current, drawn in the middle of the adjusted area.
        #expect(hosted.layout.currentIndexPath == path(2), "after the safe area changed, the current item changed")
        let centre = try #require(drawnCentre(of: hosted, item: 2), "UIKit shows no cell for item 2")
        #expect(
            abs(centre.x - usable.midX) < 1,
            "item 2 is drawn at x \(centre.x); the adjusted area's middle is \(usable.midX) (the bounds' \(cv.bounds.midX))"
        )
        #expect(abs(centre.y - usable.midY) < 1, "item 2 is drawn at y \(centre.y), not \(usable.midY)")

        // A scroll lands the same way.
        hosted.controller.scrollToItem(at: path(5), animated: true)
        hosted.advance(by: 1)
        #expect(hosted.layout.currentIndexPath == path(5), "scrollToItem(5) with insets landed elsewhere")
        let after = try #require(drawnCentre(of: hosted, item: 5), "UIKit shows no cell for item 5")
        let usableNow = cv.bounds.inset(by: cv.adjustedContentInset)
        #expect(abs(after.x - usableNow.midX) < 1, "item 5 is drawn at x \(after.x), not \(usableNow.midX)")
    }

    /// Where UIKit draws an item's cell: its centre moved by its layer's transform (the
    /// translation, projected by the perspective row), in content coordinates.
    private func drawnCentre(of hosted: HostedUIKitCarousel, item: Int) -> CGPoint? {
        guard let cell = hosted.collectionView.cellForItem(at: path(item)) else { return nil }
        let t = cell.layer.transform
        let w = t.m44 == 0 ? 1 : t.m44
        return CGPoint(x: cell.center.x + t.m41 / w, y: cell.center.y + t.m42 / w)
    }
}
#endif
