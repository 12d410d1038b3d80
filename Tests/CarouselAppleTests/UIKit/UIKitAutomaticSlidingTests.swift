#if canImport(UIKit)
import UIKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselUIKit

/// Automatic sliding on a real controller where UIKit alone decides: the collection view leaving
/// and re-entering its window. (Sliding at the interval is the shared suite's.)
@MainActor
@Suite("UIKit: automatic sliding", .serialized, suiteTimeLimit)
struct UIKitAutomaticSlidingTests {
    @Test("off-window sliding pauses; back in a window the full interval starts again", .tags(.uikit))
    func offWindow() {
        // Contract: UIView.didMoveToWindow() runs on the collection view's subviews when the
        // collection view leaves and re-enters a window (the controller's window observer).
        // Platform-only: UIView.didMoveToWindow() as the collection view leaves and re-enters a UIWindow.
        let hosted = HostedUIKitCarousel(items: 12)
        defer { hosted.close() }
        hosted.controller.automaticSlidingInterval = 2
        hosted.advance(to: 1)
        hosted.collectionView.removeFromSuperview()
        #expect(hosted.controller.driver.engine.nextWakeTime == nil)
        hosted.advance(to: 5)
        #expect(hosted.layout.currentIndexPath == path(0))
        hosted.window.addSubview(hosted.collectionView)
        #expect(hosted.controller.driver.engine.nextWakeTime == 7)
        hosted.advance(to: 7.5)
        #expect(hosted.layout.currentIndexPath == path(1))
    }
}
#endif
