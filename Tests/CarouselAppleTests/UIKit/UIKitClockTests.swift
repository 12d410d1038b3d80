#if canImport(UIKit)
import UIKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselUIKit

/// Time on a real controller: the manual clock every other UIKit test relies on.
@MainActor
@Suite("UIKit: the controller's clock")
struct UIKitClockTests {
    @Test(
        "autoscroll moves one item per second of the manual clock, through the collection view's content offset",
        .tags(.uikit))
    func autoscrollOnTheManualClock() {
        // Contract: UIScrollView.contentOffset set from code is read back as set, and
        // UICollectionView asks its layout for attributes again after layoutIfNeeded().
        let hosted = HostedUIKitCarousel()
        #expect(hosted.layout.currentIndexPath == path(0))
        hosted.controller.autoscrollSpeed = 1
        hosted.advance(to: 2.5)
        #expect(abs(hosted.layout.liveScrollOffset - 2.5) < 0.02)
        #expect(hosted.layout.currentIndexPath == path(2) || hosted.layout.currentIndexPath == path(3))
        hosted.controller.autoscrollSpeed = 0
        hosted.advance(to: 10)
        #expect(hosted.controller.isAtRest)
    }
}
#endif
