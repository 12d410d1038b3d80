#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import CarouselSwiftUI
import Foundation
import SwiftUI
import Testing
@_spi(Plumbing) import CarouselCore
#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import CarouselUIKit
#else
import AppKit
@_spi(Plumbing) import CarouselAppKit
#endif

#if canImport(UIKit)
typealias PlatformCollectionView = UICollectionView
typealias PlatformView = UIView
#else
typealias PlatformCollectionView = NSCollectionView
typealias PlatformView = NSView
#endif

/// Every SwiftUI suite, one test at a time across all of them (each suite is nested in this one,
/// and `.serialized` holds for nested suites): every test hosts its carousel in a window of the
/// same size at the same origin (on macOS ordered front, where a window left over would occlude the
/// next test's and the controller would take it for a carousel nobody sees), and the tests' `async`
/// steps would otherwise interleave. Each test closes its window when it ends
/// (``HostedSwiftUICarousel/close()``).
@Suite("SwiftUI", .serialized, suiteTimeLimit)
struct SwiftUITests {}

/// Whether this system has SwiftUI's `Carousel` (iOS 16, tvOS 16, macOS 13). Swift Testing does
/// not accept `@available` on suites and tests: each test is enabled by this and guards with
/// `#available` (the Macs and simulators the tests run on have it, so none is skipped there).
let isSwiftUICarouselAvailable: Bool = {
    if #available(iOS 16.0, tvOS 16.0, macOS 13.0, *) { return true }
    return false
}()

/// Why a SwiftUI test is skipped on an older system.
let availabilityNote: Comment = "SwiftUI's Carousel needs iOS 16, tvOS 16 or macOS 13"

/// A SwiftUI ``Carousel`` as an app shows one, in a real window: ``CarouselTestRoot`` over a
/// ``CarouselTestModel``, in a `UIHostingController` that is the root of a standalone `UIWindow`
/// (iOS, tvOS) or an `NSHostingView` that is the content view of an `NSWindow` (macOS).
///
/// The carousel's collection view, layout and controller are found the way an app could reach
/// them: the collection view by walking the hosting view's subviews, its layout as its
/// `collectionViewLayout`, its controller as its `delegate` (UIKit: the controller installs itself
/// as the delegate) or its `carouselController` (AppKit's `CarouselCollectionView`). The
/// controller is put on a manual clock at 0, so time moves only through ``advance(to:)``.
///
/// SwiftUI applies a model change in its next view update: ``applyUpdate()`` makes it happen now
/// (a layout pass of the hosting view, which runs the pending update) and marks that span in the
/// model, so a test can tell what reached the app during a view update. ``update()`` also runs one
/// turn of the main queue afterwards, where the carousel delivers what it held back during the
/// update (binding writes, handlers). No step waits for real time.
@available(iOS 16.0, tvOS 16.0, macOS 13.0, *)
@MainActor
final class HostedSwiftUICarousel {
    /// Why the fixture could not find the carousel's views: the message says what it looked for and
    /// what the hierarchy held.
    struct SetupError: Error, CustomStringConvertible {
        let description: String
    }

    let model: CarouselTestModel
    let collectionView: PlatformCollectionView
    let layout: CarouselCollectionViewLayout
    let controller: CarouselController
    #if canImport(UIKit)
    let window: UIWindow
    let hostingController: UIHostingController<CarouselTestRoot>
    #else
    let window: NSWindow
    let hostingView: NSHostingView<CarouselTestRoot>
    #endif

    /// Hosts a carousel over `model` in a window of `size` points, lets SwiftUI make it, and puts
    /// its controller on the manual clock.
    init(_ model: CarouselTestModel, size: CGSize = CGSize(width: 800, height: 500)) async throws {
        self.model = model
        let frame = CGRect(origin: .zero, size: size)
        #if canImport(UIKit)
        let window = UIWindow(frame: frame)
        let hostingController = UIHostingController(rootView: CarouselTestRoot(model: model))
        window.rootViewController = hostingController
        window.isHidden = false
        hostingController.view.frame = window.bounds
        hostingController.view.layoutIfNeeded()
        self.window = window
        self.hostingController = hostingController
        let root: PlatformView = hostingController.view
        #else
        let window = NSWindow(contentRect: frame, styleMask: [.titled], backing: .buffered, defer: false)
        window.isReleasedWhenClosed = false
        let hostingView = NSHostingView(rootView: CarouselTestRoot(model: model))
        hostingView.frame = frame
        window.contentView = hostingView
        window.orderFrontRegardless()
        hostingView.layoutSubtreeIfNeeded()
        self.window = window
        self.hostingView = hostingView
        let root: PlatformView = hostingView
        #endif
        /// Takes the window away when the carousel cannot be found (the test gets no fixture to close).
        func discardWindow() {
            #if canImport(UIKit)
            window.isHidden = true
            window.rootViewController = nil
            #else
            window.orderOut(nil)
            window.close()
            #endif
        }
        // SwiftUI may make the representable's view in the first view update after the window.
        Self.runOneTurn()
        await Task.yield()
        Self.layOut(root)

        guard let found = Self.firstCollectionView(in: root) else {
            discardWindow()
            throw SetupError(
                description:
                    "No collection view under the hosting view: SwiftUI did not make the Carousel's view. Hierarchy:\n"
                    + Self.describe(root))
        }
        guard let layout = found.collectionViewLayout as? CarouselCollectionViewLayout else {
            discardWindow()
            throw SetupError(
                description:
                    "The Carousel's collection view has layout \(String(describing: found.collectionViewLayout)), not a CarouselCollectionViewLayout"
            )
        }
        #if canImport(UIKit)
        let controller = found.delegate as? CarouselController
        #else
        let controller = (found as? CarouselCollectionView)?.carouselController
        #endif
        guard let controller else {
            discardWindow()
            throw SetupError(
                description:
                    "No CarouselController on the Carousel's collection view (delegate / carouselController is \(String(describing: controller)))"
            )
        }
        collectionView = found
        self.layout = layout
        self.controller = controller
        // SwiftUI made the controller on the display's clock; the test's clock, started now, is
        // laid onto the engine's timeline from there (ControllerClock), so time moves.
        controller.manualClock = 0
        #if canImport(AppKit) && !canImport(UIKit)
        // The window server reports the window's visibility (its occlusion state) asynchronously;
        // until then the controller treats the carousel as unseen and finishes motions at once.
        // Stand in for that notification when it has not arrived yet.
        if !window.occlusionState.contains(.visible) {
            controller.drive { driver, time, output in
                driver.environmentDidChange(InteractionEnvironment(isInWindow: true), at: time, into: &output)
            }
        }
        #endif
        await update()
    }

    /// Takes the window off screen (UIKit: hidden, its root view controller let go; AppKit:
    /// ordered out and closed), so no window of a finished test covers or occludes a later test's.
    /// Every test calls it, with `defer`, right after making the carousel.
    func close() {
        #if canImport(UIKit)
        window.isHidden = true
        window.rootViewController = nil
        #else
        window.orderOut(nil)
        window.close()
        #endif
    }

    // MARK: Updates and time

    /// Makes SwiftUI apply the model's pending changes now: a layout pass of the hosting view (and
    /// of the collection view it holds), marked in the model as a view update.
    func applyUpdate() {
        model.isApplyingUpdate = true
        defer { model.isApplyingUpdate = false }
        Self.layOut(rootView)
    }

    /// Applies the pending changes, then runs one turn of the main queue (what the carousel held
    /// back during the update lands there) and lays out again.
    func update() async {
        applyUpdate()
        await turn()
    }

    /// One turn of the main queue and run loop (never a wait for time), then a layout pass.
    func turn() async {
        await Task.yield()
        Self.runOneTurn()
        Self.layOut(rootView)
    }

    /// Moves the manual clock to `time` (seconds), delivering the 60 Hz frames the controller
    /// wants meanwhile, then lays out what they moved.
    func advance(to time: Double) {
        controller.advanceManualClock(to: time)
        Self.layOut(rootView)
    }

    /// The manual clock now.
    var now: Double { controller.manualClock ?? 0 }

    /// Moves the manual clock `seconds` on.
    func advance(by seconds: Double) { advance(to: now + seconds) }

    // MARK: What the collection view shows

    var rootView: PlatformView {
        #if canImport(UIKit)
        hostingController.view
        #else
        hostingView
        #endif
    }

    /// The number of items the collection view has (0 without sections).
    var numberOfItems: Int {
        collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
    }

    /// The items the collection view shows now, in order.
    var visibleItems: [Int] {
        #if canImport(UIKit)
        collectionView.indexPathsForVisibleItems.map(\.item).sorted()
        #else
        collectionView.indexPathsForVisibleItems().map(\.item).sorted()
        #endif
    }

    /// The view holding the card at `item` (the cell's content view; the item's view on macOS),
    /// `nil` if the collection view has no cell or item for it now.
    func cardView(at item: Int) -> PlatformView? {
        let indexPath = IndexPath(item: item, section: 0)
        #if canImport(UIKit)
        return collectionView.cellForItem(at: indexPath)?.contentView
        #else
        return collectionView.item(at: indexPath)?.view
        #endif
    }

    /// The view hosting the SwiftUI card at `item`: the first view at or under ``cardView(at:)``
    /// whose class is a SwiftUI hosting view (`UIHostingContentView` from `UIHostingConfiguration`,
    /// `NSHostingView`), found by class name since their generic parameters are the adapter's
    /// internal types. `nil` if there is none.
    func cardHostingView(at item: Int) -> PlatformView? {
        cardView(at: item).flatMap(Self.firstHostingView(in:))
    }

    /// The views under the card at `item`, one a line with their classes (for failure messages).
    func cardHierarchy(at item: Int) -> String {
        cardView(at: item).map { Self.describe($0) } ?? "no view for item \(item)"
    }

    /// The layout's current item (−1 with none).
    var currentItem: Int { layout.currentIndexPath?.item ?? -1 }

    /// The identity of the model's card at the layout's current item, `nil` with none.
    var currentID: Int? {
        model.cards.indices.contains(currentItem) ? model.cards[currentItem].id : nil
    }

    /// The centre of the visible area, in the collection view's content coordinates (where the
    /// carousel centres its current item).
    var visibleCentre: CGPoint {
        #if canImport(UIKit)
        CGPoint(x: collectionView.bounds.midX, y: collectionView.bounds.midY)
        #else
        CGPoint(x: collectionView.visibleRect.midX, y: collectionView.visibleRect.midY)
        #endif
    }

    /// The item drawn on top `dx` points right of the visible area's centre (the core's hit test,
    /// the one taps use), `nil` if none.
    func topmostItem(rightOfCentreBy dx: CGFloat) -> Int? {
        let centre = visibleCentre
        return layout.indexPathForTopmostItem(at: CGPoint(x: centre.x + dx, y: centre.y))?.item
    }

    // MARK: Plumbing

    /// Scrolls to `item` without animation and lets the carousel come to rest there (the arrange
    /// step of tests that start away from the first card).
    func settle(onItem item: Int) async {
        controller.scrollToItem(at: IndexPath(item: item, section: 0), animated: false)
        advance(by: 1)
        await update()
        advance(by: 1)
    }

    private static func layOut(_ view: PlatformView) {
        #if canImport(UIKit)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #else
        view.layoutSubtreeIfNeeded()
        #endif
    }

    /// One pass of the main run loop over the sources ready now; returns at once.
    private static func runOneTurn() {
        RunLoop.main.run(until: Date())
    }

    private static func firstCollectionView(in view: PlatformView) -> PlatformCollectionView? {
        if let found = view as? PlatformCollectionView { return found }
        for subview in view.subviews {
            if let found = firstCollectionView(in: subview) { return found }
        }
        return nil
    }

    private static func firstHostingView(in view: PlatformView) -> PlatformView? {
        if String(describing: type(of: view)).contains("Hosting") { return view }
        for subview in view.subviews {
            if let found = firstHostingView(in: subview) { return found }
        }
        return nil
    }

    private static func describe(_ view: PlatformView, depth: Int = 0) -> String {
        let line = String(repeating: "  ", count: depth) + "\(type(of: view)) \(view.frame)\n"
        return view.subviews.reduce(line) { $0 + describe($1, depth: depth + 1) }
    }
}
#endif
