@_spi(Plumbing) import CarouselCore
import Foundation
import Testing

/// The hosts a shared test runs on: the simulated collection view everywhere (on Linux too), in
/// each of the call orders it models, UIKit where UIKit exists (iOS, tvOS, visionOS, Mac Catalyst)
/// and AppKit on macOS.
///
/// Every shared test takes a host as its argument (`@Test(arguments: FixtureHost.available)`) and
/// makes its carousel with ``make(_:)``, so one test body runs on every host the platform has.
/// What each verb and reader really exercises on each host (the framework, a direct call of the
/// adapter's delegate method, or the core) is in `Fixtures/VERBS.md`.
struct FixtureHost: Hashable, Sendable, CustomTestStringConvertible {
    /// Which collection view.
    enum Kind: Hashable, Sendable {
        /// ``SimulatedCollectionView`` and ``SimulatedController``: the core's shell code called in
        /// UIKit's documented orders, without UIKit.
        case simulated
        /// A `UICollectionView` in a `UIWindow`, with the package's UIKit layout and controller.
        case uikit
        /// An `NSCollectionView` in an `NSScrollView` in an `NSWindow`, with the package's AppKit
        /// layout and controller.
        case appkit
    }

    /// The orders the simulated collection view makes its calls in where UIKit's and AppKit's
    /// are undocumented or differ (`../shared/research/call-orders.md`, sections 3–5): a test
    /// passes under every one of them, or names the order it depends on.
    struct Orders: Hashable, Sendable {
        /// A switch into the carousel: `prepare()` first (UXKit), the target offset first, or
        /// `prepare()` between the target and the rectangle.
        enum Switch: String, Hashable, Sendable, CaseIterable { case prepareFirst, targetFirst, prepareBetween }
        /// A batch update: the layout pass before `prepare(forCollectionViewUpdates:)`
        /// (PSTCollectionView, UIKit as observed) or after.
        enum Update: String, Hashable, Sendable, CaseIterable { case passFirst, updateFirst }
        /// A bounds change: asked about before it is committed (UIKit) or after (an AppKit clip view).
        enum Bounds: String, Hashable, Sendable, CaseIterable { case beforeCommit, afterCommit }
        /// A layout switch's completion: inside the call, or on a later turn of the run loop.
        enum Completion: String, Hashable, Sendable, CaseIterable { case immediately, onLaterTurn }

        var switchOrder = Switch.prepareFirst
        var updateOrder = Update.passFirst
        var boundsQuestion = Bounds.beforeCommit
        var completion = Completion.immediately

        /// UIKit's orders as documented or observed.
        static let observed = Orders()

        /// The observed orders, then each other order one at a time.
        static var all: [Orders] {
            var orders = [observed]
            for order in Switch.allCases where order != observed.switchOrder {
                orders.append(Orders(switchOrder: order))
            }
            for order in Update.allCases where order != observed.updateOrder {
                orders.append(Orders(updateOrder: order))
            }
            for order in Bounds.allCases where order != observed.boundsQuestion {
                orders.append(Orders(boundsQuestion: order))
            }
            for order in Completion.allCases where order != observed.completion {
                orders.append(Orders(completion: order))
            }
            return orders
        }

        /// What differs from the observed orders, or "observed orders".
        var name: String {
            var parts: [String] = []
            if switchOrder != Self.observed.switchOrder { parts.append("switch \(switchOrder.rawValue)") }
            if updateOrder != Self.observed.updateOrder { parts.append("update \(updateOrder.rawValue)") }
            if boundsQuestion != Self.observed.boundsQuestion { parts.append("bounds \(boundsQuestion.rawValue)") }
            if completion != Self.observed.completion { parts.append("completion \(completion.rawValue)") }
            return parts.isEmpty ? "observed orders" : parts.joined(separator: ", ")
        }
    }

    /// The collection view.
    var kind: Kind
    /// The simulated collection view's call orders (the observed ones for the real frameworks).
    var orders = Orders.observed

    /// The simulated collection view in UIKit's observed orders.
    static let simulated = FixtureHost(kind: .simulated)
    /// UIKit.
    static let uikit = FixtureHost(kind: .uikit)
    /// AppKit.
    static let appkit = FixtureHost(kind: .appkit)

    /// The hosts this platform has: the simulated collection view in every order it models, then
    /// the platform's frameworks.
    static var available: [FixtureHost] {
        var hosts = Orders.all.map { FixtureHost(kind: .simulated, orders: $0) }
        #if canImport(UIKit)
        hosts.append(.uikit)
        #endif
        #if canImport(AppKit) && !targetEnvironment(macCatalyst)
        hosts.append(.appkit)
        #endif
        return hosts
    }

    /// The hosts a real framework drives (every host but the simulated one).
    static var frameworks: [FixtureHost] { available.filter { $0.kind != .simulated } }

    var testDescription: String {
        switch kind {
        case .simulated: "simulated (\(orders.name))"
        case .uikit: "UIKit"
        case .appkit: "AppKit"
        }
    }

    /// A carousel on this host, laid out once unless `spec.laysOut` is false.
    @MainActor
    func make(_ spec: FixtureSpec = FixtureSpec()) -> any CarouselFixture {
        switch kind {
        case .simulated:
            return SimulatedFixture(spec, orders: orders)
        case .uikit:
            #if canImport(UIKit)
            return UIKitFixture(spec)
            #else
            preconditionFailure("UIKit is not on this platform: FixtureHost.available never lists it here")
            #endif
        case .appkit:
            #if canImport(AppKit) && !targetEnvironment(macCatalyst)
            guard #available(macOS 11, *) else { preconditionFailure("the AppKit layout needs macOS 11") }
            return AppKitFixture(spec)
            #else
            preconditionFailure("AppKit is not on this platform: FixtureHost.available never lists it here")
            #endif
        }
    }
}

/// What a fixture's carousel is made of: the layout's settings, the item count and the collection
/// view's size. The defaults are the suite's fixed fixture: a linear carousel of 12 items of
/// 200 × 200 pt in an 800 × 500 pt view.
struct FixtureSpec: Sendable {
    /// The layout's settings.
    var settings = LayoutSettings()
    /// The number of items in section 0.
    var items = 12
    /// The collection view's size, points.
    var size = Size2D(width: 800, height: 500)
    /// Whether the carousel is laid out before the fixture is handed over: `false` leaves the
    /// first layout pass to the test.
    var laysOut = true

    init(
        _ settings: LayoutSettings = LayoutSettings(), items: Int = 12, size: Size2D = Size2D(width: 800, height: 500),
        laysOut: Bool = true
    ) {
        self.settings = settings
        self.items = items
        self.size = size
        self.laysOut = laysOut
    }

    /// A carousel of `type`, with `change` applied to default settings.
    init(type: CarouselType, items: Int = 12, _ change: (inout LayoutSettings) -> Void = { _ in }) {
        var settings = LayoutSettings()
        settings.type = type
        change(&settings)
        self.init(settings, items: items)
    }
}

/// One card as the host shows it: what the framework applied to the item's view (its frame, its
/// layer's transform and z position, its alpha and whether it is hidden), in the collection
/// view's own coordinates (the visible area's origin at (0, 0)).
struct FixtureCard: Sendable, Equatable, CustomStringConvertible {
    /// The item's number in section 0.
    var item: Int
    /// The view's frame, view coordinates.
    var frame: Rect2D
    /// The view's layer transform (about the frame's centre).
    var transform: Transform3D
    /// The layer's z position.
    var zPosition: Double
    /// The view's alpha.
    var alpha: Double
    /// Whether the view is hidden.
    var isHidden: Bool

    /// Where the frame's centre is drawn: moved by the transform's translation, projected by its
    /// perspective row (view coordinates).
    var drawnCentre: Point2D {
        let w = transform.m44 == 0 ? 1 : transform.m44
        return Point2D(x: frame.midX + transform.m41 / w, y: frame.midY + transform.m42 / w)
    }

    var description: String {
        let c = drawnCentre
        return "card \(item) drawn at (\(Int(c.x.rounded())), \(Int(c.y.rounded()))) z \(zPosition)"
            + (isHidden ? " hidden" : "")
    }
}

/// A carousel as an app builds one on a host, driven by the suite's verbs and read back by its
/// readers. Every verb and reader is listed, per host, with what it exercises, in
/// `Fixtures/VERBS.md`.
///
/// Time moves only when a test says (``advance(by:)``): each host's controller runs on a manual
/// clock given when it is made.
@MainActor
protocol CarouselFixture: AnyObject {
    /// The host.
    var host: FixtureHost { get }

    // MARK: Time

    /// Moves the test's clock on by `seconds`, delivering the frames a 60 Hz display would, and
    /// lays out what they moved.
    func advance(by seconds: Double)
    /// The test's clock, seconds.
    var time: Double { get }
    /// Runs any pending layout pass now.
    func layOut()

    // MARK: Programmatic scrolling (the controller's public API)

    /// `scroll(byNumberOfItems:duration:)`.
    @discardableResult func scroll(byItems count: Int, duration: Double?) -> Bool
    /// `scrollToItem(at:animated:)`.
    @discardableResult func scrollToItem(_ item: Int, animated: Bool) -> Bool
    /// `stopScrolling()`.
    func stopScrolling()
    /// `autoscrollSpeed`.
    var autoscrollSpeed: Double { get set }
    /// `automaticSlidingInterval`.
    var automaticSlidingInterval: Double { get set }
    /// `centersItemWhenSelected`.
    var centersItemWhenSelected: Bool { get set }

    // MARK: The user

    /// A tap (a click on AppKit) at a point of the collection view, in its own coordinates.
    func tap(at point: Point2D)
    /// A drag along the carousel's axis by `distance` points over `duration` seconds (positive
    /// moves the content toward leading, as a finger moving toward the leading edge does), released
    /// with the finger's `velocity` (points per second, same sign convention), and what follows the
    /// release until the host's own deceleration, if any, is over.
    func drag(by distance: Double, duration: Double, releaseVelocity velocity: Double)

    // MARK: The app

    /// Replaces the layout's settings.
    func setSettings(_ settings: LayoutSettings)
    /// The layout's settings now.
    var settings: LayoutSettings { get }
    /// Resizes the collection view to `size`.
    func resize(to size: Size2D)
    /// Sets the collection view's content insets (points).
    func setContentInsets(_ insets: EdgeInsets2D)
    /// Lays out right to left.
    func setRightToLeft()
    /// Inserts items at these indexes (of the new item list) in one batch update.
    func insertItems(at indexes: [Int])
    /// Deletes the items at these indexes (of the old item list) in one batch update.
    func deleteItems(at indexes: [Int])
    /// `reloadData()` with a new item count.
    func reload(items: Int)
    /// Switches to a grid with the package's `setGridLayout` (not animated).
    func switchToGrid()
    /// Switches back with the package's `setCarouselLayout` (not animated).
    func switchToCarousel()

    // MARK: Reading (what the host shows)

    /// The cards the host shows now, by item.
    var cards: [FixtureCard] { get }
    /// The controller's current item (`currentIndexPath`'s item).
    var currentItem: Int? { get }
    /// Whether the controller reports the carousel at rest.
    var isAtRest: Bool { get }
    /// Every event the app's event handler heard, in order.
    var events: [InteractionEvent] { get }
    /// The centre of the area the carousel centres its current item in: the bounds less the
    /// adjusted content insets, in the collection view's own coordinates.
    var carouselCentre: Point2D { get }
    /// Whether the collection view shows the carousel (not the grid).
    var showsCarousel: Bool { get }
    /// The collection view's content offset, points.
    var contentOffset: Point2D { get }
    /// The scroll view's indicators as the collection view shows them now (horizontal, vertical).
    var showsScrollIndicators: (horizontal: Bool, vertical: Bool) { get }
}

extension CarouselFixture {
    /// The card of `item`, if the host shows it.
    func card(_ item: Int) -> FixtureCard? { cards.first { $0.item == item } }

    /// The items the host shows, ascending.
    var shownItems: [Int] { cards.map(\.item).sorted() }

    /// Whether `item`'s card is drawn at the carousel's centre, within `tolerance` points.
    func isCentred(_ item: Int, tolerance: Double = 0.5) -> Bool {
        guard let centre = card(item)?.drawnCentre else { return false }
        return abs(centre.x - carouselCentre.x) <= tolerance && abs(centre.y - carouselCentre.y) <= tolerance
    }

    /// Lets every motion finish: ten seconds of frames.
    func settle() { advance(by: 10) }

    /// The names of the events heard, in order.
    var eventNames: [String] { events.map(\.name) }

    /// The items `currentItemDidChange` events named, in order.
    var currentItemChanges: [Int] {
        events.compactMap { event in
            if case .currentItemDidChange(let index) = event { return index }
            return nil
        }
    }
}
