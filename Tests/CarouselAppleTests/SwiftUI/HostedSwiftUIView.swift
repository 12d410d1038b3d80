#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import CarouselSwiftUI
import Foundation
import SwiftUI
@_spi(Plumbing) import CarouselCore
#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import CarouselUIKit
#else
import AppKit
@_spi(Plumbing) import CarouselAppKit
#endif

/// Any SwiftUI view holding one ``Carousel``, in a real window, with the carousel's collection
/// view, layout and controller found as ``HostedSwiftUICarousel`` finds them (the collection view
/// under the hosting view, its `collectionViewLayout`, its delegate or `carouselController`), and
/// the controller put on a manual clock. For tests whose root view is not ``CarouselTestRoot``
/// (other modifiers, a ``CarouselReader``). ``close()`` takes the window away.
@available(iOS 16.0, tvOS 16.0, macOS 13.0, *)
@MainActor
final class HostedSwiftUIView<Root: View> {
    let collectionView: PlatformCollectionView
    let layout: CarouselCollectionViewLayout
    let controller: CarouselController
    #if canImport(UIKit)
    let window: UIWindow
    let rootView: UIView
    #else
    let window: NSWindow
    let rootView: NSView
    #endif

    /// Hosts `root` in a window of `size` points, lets SwiftUI make the carousel, and puts its
    /// controller on the manual clock.
    init(_ root: Root, size: CGSize = CGSize(width: 800, height: 500)) async throws {
        let frame = CGRect(origin: .zero, size: size)
        #if canImport(UIKit)
        let window = UIWindow(frame: frame)
        let hostingController = UIHostingController(rootView: root)
        window.rootViewController = hostingController
        window.isHidden = false
        hostingController.view.frame = window.bounds
        let root: UIView = hostingController.view
        #else
        let window = NSWindow(contentRect: frame, styleMask: [.titled], backing: .buffered, defer: false)
        window.isReleasedWhenClosed = false
        let hostingView = NSHostingView(rootView: root)
        hostingView.frame = frame
        window.contentView = hostingView
        window.orderFrontRegardless()
        let root: NSView = hostingView
        #endif
        Self.layOut(root)
        Self.runOneTurn()
        await Task.yield()
        Self.layOut(root)
        guard let found = Self.firstCollectionView(in: root) else {
            throw HostedSwiftUICarousel.SetupError(
                description: "No collection view under the hosting view: SwiftUI did not make the Carousel's view")
        }
        guard let layout = found.collectionViewLayout as? CarouselCollectionViewLayout else {
            throw HostedSwiftUICarousel.SetupError(
                description:
                    "The Carousel's collection view has layout \(String(describing: found.collectionViewLayout))")
        }
        #if canImport(UIKit)
        let controller = found.delegate as? CarouselController
        #else
        let controller = (found as? CarouselCollectionView)?.carouselController
        #endif
        guard let controller else {
            throw HostedSwiftUICarousel.SetupError(
                description: "No CarouselController on the Carousel's collection view")
        }
        self.window = window
        rootView = root
        collectionView = found
        self.layout = layout
        self.controller = controller
        controller.manualClock = 0
        #if canImport(AppKit) && !canImport(UIKit)
        // The window server reports the window's visibility asynchronously; until then the
        // controller would finish motions at once. Stand in for that notification.
        if !window.occlusionState.contains(.visible) {
            controller.drive { driver, time, output in
                driver.environmentDidChange(InteractionEnvironment(isInWindow: true), at: time, into: &output)
            }
        }
        #endif
        await update()
    }

    /// Makes SwiftUI apply pending state changes now, runs one turn of the main queue (where the
    /// carousel delivers what it held back) and lays out again.
    func update() async {
        Self.layOut(rootView)
        await Task.yield()
        Self.runOneTurn()
        Self.layOut(rootView)
    }

    /// Moves the manual clock `seconds` on, delivering the 60 Hz frames the controller wants, then
    /// lays out what they moved.
    func advance(by seconds: Double) {
        controller.advanceManualClock(to: (controller.manualClock ?? 0) + seconds)
        Self.layOut(rootView)
    }

    /// The layout's current item (−1 with none).
    var currentItem: Int { layout.currentIndexPath?.item ?? -1 }

    /// The items the collection view shows now, in order.
    var visibleItems: [Int] {
        #if canImport(UIKit)
        collectionView.indexPathsForVisibleItems.map(\.item).sorted()
        #else
        collectionView.indexPathsForVisibleItems().map(\.item).sorted()
        #endif
    }

    /// Takes the window off screen (and away from the other tests' windows).
    func close() {
        #if canImport(UIKit)
        window.isHidden = true
        window.rootViewController = nil
        #else
        window.orderOut(nil)
        window.close()
        #endif
    }

    /// One pass of the main run loop over the sources ready now; returns at once.
    private static func runOneTurn() {
        RunLoop.main.run(until: Date())
    }

    private static func layOut(_ view: PlatformView) {
        #if canImport(UIKit)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #else
        view.layoutSubtreeIfNeeded()
        #endif
    }

    private static func firstCollectionView(in view: PlatformView) -> PlatformCollectionView? {
        if let found = view as? PlatformCollectionView { return found }
        for subview in view.subviews {
            if let found = firstCollectionView(in: subview) { return found }
        }
        return nil
    }
}
#endif
