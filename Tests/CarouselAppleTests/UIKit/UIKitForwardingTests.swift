#if canImport(UIKit)
import UIKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselUIKit

/// What the controller forwards, and to what: never to an object that forwards back to it, and
/// the calls for which UIKit installs features only for an app that answers them.
@MainActor
@Suite("UIKit: what the controller forwards", suiteTimeLimit)
struct UIKitForwardingTests {
    @Test("a proxy that forwards back to the controller is refused as its delegate: no recursion", .tags(.uikit))
    func proxyCycleRefused() {
        // Contract: the Objective-C runtime sends a message the receiver does not implement to
        // forwardingTarget(for:), and UIScrollView sends scrollViewDidScroll to its delegate at
        // every content-offset change: a proxy in front of the controller that is also the object
        // the controller forwards to would send each call round until the stack overflows.
        let hosted = HostedUIKitCarousel(items: 12)
        let proxy = ForwardingProxy(target: hosted.controller)
        hosted.collectionView.delegate = proxy
        hosted.controller.delegate = proxy
        #expect(hosted.controller.delegate == nil, "the controller took a proxy forwarding to it as its delegate")
        hosted.collectionView.contentOffset.x += 50
        #expect(hosted.controller.isInChargeNow, "behind the proxy the controller lost charge")
        withExtendedLifetime(proxy) {}
    }

    @Test("the primary-action and context-menu calls are answered only for an app that answers them", .tags(.uikit))
    func featureSelectors() {
        // Contract: UIKit reads which methods its delegate responds to (responds(to:)) to decide
        // whether to offer context menus and how a tap performs a primary action.
        let hosted = HostedUIKitCarousel(items: 12)
        let primary = NSSelectorFromString("collectionView:performPrimaryActionForItemAtIndexPath:")
        let menu = NSSelectorFromString("collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:")
        #expect(!hosted.controller.responds(to: primary), "the controller answers the primary action for every app")
        #expect(!hosted.controller.responds(to: menu), "the controller answers context menus for every app")
        let app = ForwardedPrimaryActionRecorder()
        hosted.controller.delegate = app
        #expect(hosted.controller.responds(to: primary), "the app's primary action is not answered")
        #expect(!hosted.controller.responds(to: menu), "an app without menus gets the menu call answered")
        withExtendedLifetime(app) {}
    }
}

/// An app delegate that answers only the primary action.
@MainActor
final class ForwardedPrimaryActionRecorder: NSObject, UICollectionViewDelegate {
    var actions: [IndexPath] = []
    @available(iOS 16.0, tvOS 16.0, *)
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        actions.append(indexPath)
    }
}
#endif
