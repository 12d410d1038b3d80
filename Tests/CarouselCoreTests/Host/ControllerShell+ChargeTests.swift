@_spi(Plumbing) import CarouselSimulation
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselCore

/// What the controllers' shell code does as the carousel gives up charge and takes it back
/// (another layout, another delegate), run by a ``SimulatedController`` on a
/// ``SimulatedCollectionView`` in UIKit's call orders.
@Suite("ControllerShell: giving up and taking back charge")
struct ControllerShellChargeTests {
    /// Linear, `items` items of 200 × 200 pt in 800 × 500 pt, laid out, with a controller installed.
    func carousel(items: Int = 12) -> (SimulatedCollectionView, SimulatedController) {
        let view = SimulatedCollectionView(
            layout: LayoutDriver(settings: LayoutSettings()), bounds: Rect2D(x: 0, y: 0, width: 800, height: 500),
            sectionCounts: [items])
        view.layoutIfNeeded()
        return (view, SimulatedController(view: view))
    }

    func path(_ item: Int) -> IndexPath { IndexPath(indexes: [0, item]) }

    static let voiceOver = InteractionEnvironment(isVoiceOverRunning: true)

    // MARK: VoiceOver's elements

    @Test("VoiceOver's card elements go when a grid takes over (either switch), and come back with the carousel")
    func voiceOverElementsFollowCharge() {
        let (view, controller) = carousel()
        controller.environmentDidChange(Self.voiceOver)
        #expect(controller.accessibilityEntries?.first == .card(item: 0))
        view.switchToGrid()
        #expect(controller.accessibilityEntries == nil)  // the grid's cells are VoiceOver's again
        view.switchToCarousel()
        #expect(controller.accessibilityEntries?.contains(.content(item: 0)) == true)
        view.setCollectionViewLayoutToGrid()
        #expect(controller.accessibilityEntries == nil)
    }

    @Test("VoiceOver turned on while a grid is shown installs no card elements")
    func voiceOverOnInGrid() {
        let (view, controller) = carousel()
        view.switchToGrid()
        controller.environmentDidChange(Self.voiceOver)
        #expect(controller.accessibilityEntries == nil)
        // Turned on mid-switch: none either, and the carousel's come with it.
        view.switchToCarousel()
        #expect(controller.accessibilityEntries?.isEmpty == false)
    }

    @Test("another delegate taking over clears the card elements; the controller back as delegate restores them")
    func voiceOverElementsWithAnotherDelegate() {
        let (view, controller) = carousel()
        controller.environmentDidChange(Self.voiceOver)
        #expect(controller.accessibilityEntries?.isEmpty == false)
        view.delegate = .app
        controller.feed(.touchDown(Point2D(x: 400, y: 250)))  // the next call finds out
        #expect(controller.accessibilityEntries == nil)
        view.delegate = .controller
        controller.feed(.touchCancelled)
        #expect(controller.accessibilityEntries?.isEmpty == false)
    }

    @Test("with no items the collection view keeps its own children (a background view stays reachable)")
    func voiceOverWithNoItems() {
        let (_, controller) = carousel(items: 0)
        controller.environmentDidChange(Self.voiceOver)
        #expect(controller.accessibilityEntries == nil)
    }

    // MARK: The grid's round trip

    /// The item of the last `layoutDidSwitch` the app heard.
    func lastSwitch(_ controller: SimulatedController) -> Int? {
        controller.events.last {
            if case .layoutDidSwitch = $0.event { true } else { false }
        }
        .flatMap { if case .layoutDidSwitch(let index) = $0.event { index } else { nil } }
    }

    @Test("carousel → grid → carousel lands on the item the grid kept centred, and the event names it")
    func gridRoundTrip() {
        let (view, controller) = carousel(items: 100)
        controller.programmaticScroll(toItemAt: path(40), duration: 0)
        view.clock = 0.5
        #expect(view.switchToGrid() == path(40))
        #expect(lastSwitch(controller) == 40)
        // The grid (columns of 2 rows, scrolling right) cannot centre item 40 across its axis: its
        // visible centre falls between rows 0 and 1 of column 20 (items 40 and 41).
        view.clock = 2
        view.switchToCarousel()
        #expect(view.carousel.currentItemIndexPath == path(40))
        #expect(lastSwitch(controller) == 40)
        #expect(controller.driver.engine.currentItemIndex == 40)
    }

    // MARK: The primary action

    @Test("a primary action goes to the item the touch tapped, never to an earlier touch's")
    func primaryActionLivesForItsTouch() {
        let (view, controller) = carousel()
        view.clock = 1
        controller.feed(.touchDown(Point2D(x: 400, y: 250)))
        controller.feed(.touchEnded)
        #expect(controller.primaryActionIndexPath(for: path(3)) == path(0))  // the card on top
        // A later touch that moved more than the tap limit (a table scrolled in the card): no tap,
        // and UIKit's primary action for the cell it hit-tested reaches no card.
        view.clock = 5
        controller.feed(.touchDown(Point2D(x: 400, y: 250)))
        controller.feed(.touchMoved(Point2D(x: 400, y: 300)))
        controller.feed(.touchEnded)
        #expect(controller.confirmedTaps == [0])
        #expect(controller.primaryActionIndexPath(for: path(3)) == nil)
    }

    @Test("a tapped item is forgotten when the data changes; with no touch, the primary action is the app's")
    func primaryActionAfterDataChange() {
        let (view, controller) = carousel()
        view.clock = 1
        controller.feed(.touchDown(Point2D(x: 400, y: 250)))
        controller.feed(.touchEnded)
        view.reloadData(sectionCounts: [13])
        view.layoutIfNeeded()
        #expect(controller.primaryActionIndexPath(for: path(3)) == nil)
        // Later, with no touch (tvOS Select, a keyboard, VoiceOver): UIKit's item as it is.
        view.clock = 10
        #expect(controller.primaryActionIndexPath(for: path(3)) == path(3))
    }

    // MARK: Focus

    @Test("losing charge lets go of the focus hold and the key commands; taking it back re-reads focus")
    func focusReleasedWithCharge() {
        let (view, controller) = carousel()
        controller.focusDidMove(to: 0, fromCarousel: false)
        #expect(controller.driver.engine.holdsFocus)
        #expect(!controller.installedCommandKeys.isEmpty)
        view.switchToGrid()
        #expect(!controller.driver.engine.holdsFocus)
        #expect(controller.installedCommandKeys.isEmpty)  // arrows are the grid's and text fields' again
        // Back in the carousel with focus on its current cell: held again, commands back.
        view.switchToCarousel()
        #expect(controller.driver.engine.holdsFocus)
        #expect(!controller.installedCommandKeys.isEmpty)
    }

    @Test("after a switch away and back with focus elsewhere, autoscroll runs again")
    func autoscrollAfterFocusedSwitch() {
        let (view, controller) = carousel()
        controller.focusDidMove(to: 0, fromCarousel: false)
        controller.feed(.autoscroll(1))
        #expect(!controller.isFrameClockRunning)  // paused while focus is held
        view.switchToGrid()
        controller.platformFocusedItem = nil  // focus went to another view meanwhile
        view.switchToCarousel()
        #expect(!controller.driver.engine.holdsFocus)
        #expect(controller.isFrameClockRunning)
    }

    // MARK: Delegate proxies

    @Test("a proxy made before the controller, then installed in front of it: the cycle is refused with a notice")
    func proxyBeforeController() {
        let view = SimulatedCollectionView(
            layout: LayoutDriver(settings: LayoutSettings()), bounds: Rect2D(x: 0, y: 0, width: 800, height: 500),
            sectionCounts: [12])
        view.layoutIfNeeded()
        view.delegate = .proxy  // the proxy, made first, forwards to the app
        let controller = SimulatedController(view: view)  // adopts the proxy as its forward target
        view.sendForwardedCall()
        #expect(controller.callsForwardedToApp == 1)
        // The proxy installs itself in front again, now forwarding to the controller.
        view.delegate = .proxy
        view.sendForwardedCall()
        #expect(controller.deepestForwarding < SimulatedController.maximumForwardingDepth)  // no overflow
        #expect(controller.notices == [ControllerDriver.forwardCycleNotice])
        #expect(controller.driver.isActive)  // still in charge through the proxy
        view.sendForwardedCall()
        #expect(controller.notices.count == 1)  // once
    }

    @Test("a proxy made after the controller forwards to it; setting it as the controller's delegate is refused")
    func proxyAfterController() {
        let (view, controller) = carousel()
        view.delegate = .proxy  // installed in front, forwarding to the controller
        view.sendForwardedCall()
        #expect(controller.deepestForwarding == 1)
        #expect(controller.notices.isEmpty)
        controller.setDelegate(.proxy)
        #expect(controller.forwardTarget == .none)
        #expect(controller.notices == [ControllerDriver.forwardCycleNotice])
        view.sendForwardedCall()
        #expect(controller.deepestForwarding == 1)
        // The app's own object is accepted.
        controller.setDelegate(.app)
        view.sendForwardedCall()
        #expect(controller.callsForwardedToApp == 1)
    }
}
