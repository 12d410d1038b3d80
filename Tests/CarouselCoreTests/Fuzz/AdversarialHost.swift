@_spi(Plumbing) import CarouselSimulation
@_spi(Plumbing) import CarouselTestSupport
import Foundation

@_spi(Plumbing) @testable import CarouselCore

/// A seeded host that calls the layout's and controller's shell code in any order UIKit or AppKit
/// may, including the undocumented ones of the platform research (`call-orders.md`): a rectangle or
/// an item asked before `prepare()`, delegate questions during a switch, a forwarding proxy
/// installed or removed, the app's delegate replacing the controller, a second controller, grid ↔
/// carousel switches (through the switch calls and plainly), batch updates and reloads during
/// motion, resizes, and the app changing the scroll view's settings while the carousel has them.
///
/// After every step it checks:
/// - every existing item gets non-nil attributes (from the carousel's shell queries);
/// - no scroll offset, tap or event is carried out while the controller is not in charge;
/// - the item a switch keeps is the item the next layout centres (when the controller hears the
///   switch), and a switch into the carousel rests on the item asked for;
/// - no non-finite number in the offsets, the engine or the attributes;
/// - while the carousel is in charge, the engine's scroll offset is the one the layout shows;
/// - while the carousel is in charge, the engine's scroll offset is the one the layout shows;
/// - the scroll view's settings, whenever no controller is in charge, are exactly the app's
///   (including the changes the app made while the carousel had them).
struct AdversarialHost {
    var random: SeededGenerator
    let view: SimulatedCollectionView
    /// The scroll view's settings as the app wants them.
    var appSettings: ScrollViewSettings
    var step = 0
    var failures: [String] = []
    /// What each step was, for a failure's report (the last few).
    var trail: [String] = []

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
        let types: [CarouselType] = [.linear, .rotary, .coverFlow, .coverFlow2, .wheel, .timeMachine, .shelf]
        var settings = LayoutSettings(type: types[Int(random.next() % UInt64(types.count))])
        settings.options.wrap = random.next() % 2 == 0
        let count = Int(random.next() % 40)
        view = SimulatedCollectionView(
            layout: LayoutDriver(settings: settings), bounds: Rect2D(x: 0, y: 0, width: 800, height: 500),
            sectionCounts: [count])
        var app = ScrollViewSettings()
        app.isPagingEnabled = true
        app.focusGroupIdentifier = "grid"
        app.scrollTypes = [.continuous, .discrete]
        appSettings = app
        view.scrollView = app
        if random.next() % 2 == 0 { view.layoutIfNeeded() }
        _ = SimulatedController(view: view)
    }

    mutating func int(_ n: Int) -> Int { n <= 0 ? 0 : Int(random.next() % UInt64(n)) }
    mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * Double(random.next() % 1_000_001) / 1_000_000
    }
    var count: Int { view.sectionCounts.reduce(0, +) }
    var controller: SimulatedController { view.controller! }
    func path(_ item: Int) -> IndexPath { IndexPath(indexes: [0, item]) }

    /// Runs `steps` steps, checking after each; stops at the first failing step.
    mutating func run(steps: Int) -> [String] {
        for _ in 0..<steps {
            step += 1
            act()
            check()
            if !failures.isEmpty {
                failures.append("trail: " + trail.joined(separator: "; "))
                break
            }
        }
        return failures
    }

    // MARK: Steps

    mutating func act() {
        view.clock += double(0...0.05)
        switch int(22) {
        case 0...4:
            note("frames")
            for _ in 0..<int(30) where controller.driver.engine.wantsFrames {
                view.clock += 1.0 / 60
                controller.feed(.frame)
            }
        case 5:
            note("drag and release")
            drag()
        case 6:
            let item = int(count + 2) - 1
            note("scrollToItem \(item)")
            controller.programmaticScroll(toItemAt: path(item), duration: random.next() % 2 == 0 ? 0 : 0.4)
        case 7:
            let speed = [0, 0, 1.5, -3][int(4)]
            note("autoscroll \(speed)")
            controller.feedProgrammatic(.autoscroll(speed))
        case 8:
            note("rectangle and items before prepare")
            view.layout.invalidate(.rebuild)
            queryBeforePass()
        case 9:
            note("delegate questions")
            _ = controller.allowsFocus(onItemAt: path(int(count + 1)))
            _ = controller.preferredFocusIndexPath(platform: { nil })
            _ = controller.refusesPlatformSelection()
            _ = controller.primaryActionIndexPath(for: path(int(count + 1)))
            _ = controller.isInChargeNow
        case 10:
            let delegate = SimulatedCollectionView.Delegate.allCases[int(4)]
            note("delegate \(delegate)")
            view.delegate = delegate
        case 11:
            note("second controller")
            if random.next() % 4 == 0 { _ = SimulatedController(view: view) }
        case 12:
            note("grid")
            switchToGrid()
        case 13:
            note("carousel")
            switchToCarousel()
        case 14:
            let target: SimulatedCollectionView.ShownLayout = random.next() % 2 == 0 ? .grid : .carousel
            note("plain \(target)")
            view.showPlainly(target)
        case 15:
            note("batch update")
            batchUpdate()
        case 16:
            let n = [0, 1, 2, 7, 40][int(5)]
            note("reload \(n)")
            view.reloadData(sectionCounts: [n])
            if random.next() % 2 == 0 { view.layoutIfNeeded() }
        case 17:
            note("resize")
            view.setSize(Size2D(width: [320, 800, 1024][int(3)], height: [480, 500, 1366][int(3)]))
            view.layoutIfNeeded()
        case 18:
            note("app changes a setting")
            appChangesSetting()
        case 19:
            note("recentre")
            view.recentre()
        case 20:
            note("layout pass")
            view.layoutIfNeeded()
        default:
            note("tap")
            controller.feed(.touchDown(Point2D(x: double(0...800), y: double(0...500))))
            view.clock += 0.05
            controller.feed(.touchEnded)
        }
    }

    mutating func note(_ text: String) {
        trail.append("\(step): \(text)")
        if trail.count > 12 { trail.removeFirst() }
    }

    /// A touch, the scroll view's pan, a release handed to the controller, UIKit's end calls.
    mutating func drag() {
        controller.feed(.touchDown(Point2D(x: 400, y: 250)))
        view.isTracking = true
        view.isDragging = true
        controller.drive { $0.scrollView(.willBeginDragging, at: $1, into: &$2) }
        let distance = double(-900...900)
        view.scroll(to: Point2D(x: view.contentOffset.x - distance, y: view.contentOffset.y))
        view.clock += 0.05
        let velocity = double(-3000...3000)
        let target = controller.willEndDragging(
            fingerVelocity: Point2D(x: velocity, y: 0),
            proposedContentOffset: Point2D(x: view.contentOffset.x - velocity * 0.3, y: view.contentOffset.y),
            currentContentOffset: view.contentOffset)
        view.isTracking = false
        view.isDragging = false
        let decelerates = target.map { $0 != view.contentOffset } ?? false
        view.isDecelerating = decelerates
        controller.drive { $0.scrollView(.didEndDragging(willDecelerate: decelerates), at: $1, into: &$2) }
        if let target, decelerates {
            view.scroll(to: target)
            view.isDecelerating = false
            controller.drive { $0.scrollView(.didEndDecelerating, at: $1, into: &$2) }
        }
    }

    /// Queries the platform may make before `prepare()`.
    mutating func queryBeforePass() {
        _ = view.carousel.attributesForElements(in: Rect2D(origin: view.contentOffset, size: view.bounds.size))
        for _ in 0..<3 {
            let item = int(count + 2) - 1
            let answer = view.carousel.attributesForItem(at: path(item))
            if item >= 0, item < count, answer == nil {
                failures.append("item \(item) of \(count) has no attributes before prepare")
            }
        }
    }

    mutating func switchToGrid() {
        guard view.shown == .carousel else { return }
        let hears = view.hearsScrollCallbacks
        let kept = count > 0 ? view.carousel.currentItemIndexPath : nil
        // The package's setGridLayout, or UIKit's own setCollectionViewLayout: both keep the item.
        let plain = random.next() % 2 == 0
        let centred = plain ? view.setCollectionViewLayoutToGrid() : view.switchToGrid()
        if hears, centred != kept {
            failures.append(
                "the grid centred \(String(describing: centred)), not the carousel's item \(String(describing: kept))")
        }
    }

    mutating func switchToCarousel() {
        guard view.shown == .grid else { return }
        view.layoutIfNeeded()
        let anchor = count > 0 && random.next() % 2 == 0 ? path(int(count)) : nil
        view.switchToCarousel(keeping: anchor, order: SimulatedCollectionView.SwitchOrder.allCases[int(3)])
        if let anchor, view.carousel.currentItemIndexPath != anchor {
            failures.append(
                "the carousel shows \(String(describing: view.carousel.currentItemIndexPath)), not \(anchor)")
        }
    }

    mutating func batchUpdate() {
        let before = count
        var updates: [CollectionUpdate] = []
        var after = before
        if before > 0, random.next() % 2 == 0 {
            let item = int(before)
            updates.append(CollectionUpdate(action: .delete, before: .init(section: 0, item: item), after: nil))
            after -= 1
        } else {
            let item = int(before + 1)
            updates.append(CollectionUpdate(action: .insert, before: nil, after: .init(section: 0, item: item)))
            after += 1
        }
        view.performBatchUpdates(
            updates, sectionCounts: [after], order: SimulatedCollectionView.UpdateOrder.allCases[int(2)])
    }

    /// The app flips a setting the carousel sets, to a value other than the carousel's.
    mutating func appChangesSetting() {
        switch int(3) {
        case 0:
            appSettings.showsHorizontalIndicator.toggle()
            view.scrollView.showsHorizontalIndicator = true
            appSettings.showsHorizontalIndicator = true
        case 1:
            view.scrollView.isPagingEnabled = true
            appSettings.isPagingEnabled = true
        default:
            let name = "app-\(step)"
            view.scrollView.focusGroupIdentifier = name
            appSettings.focusGroupIdentifier = name
        }
    }

    // MARK: Invariants

    /// The invariants about charge, on facts read now.
    mutating func checkInCharge() {
        for controller in view.controllers { controller.drive { _, _, _ in } }
        let active = view.controllers.filter(\.driver.isActive)
        if active.count > 1 { failures.append("\(active.count) controllers in charge at once") }
        if active.isEmpty, view.scrollView != appSettings {
            failures.append("settings given back \(view.scrollView) are not the app's \(appSettings)")
        }
        // The engine and the layout agree on what is shown while the carousel is in charge (to
        // a millionth of an item: the two add the same steps in different orders).
        if let controller = active.first, view.shown == .carousel, count > 0 {
            var difference = controller.driver.engine.scrollOffset - view.liveScrollOffset
            if view.layout.state.model.isWrapEnabled { difference = remainder(difference, Double(count)) }
            if !(abs(difference) < 1e-6) {
                failures.append(
                    "the engine is at \(controller.driver.engine.scrollOffset), the layout shows \(view.liveScrollOffset)"
                )
            }
        }
    }

    mutating func check() {
        // Half the time the next entry point comes now and reads the host (a no-op call brings
        // every controller up to date); otherwise the next step's own call is the first to find out.
        if random.next() % 2 == 0 { checkInCharge() }
        for controller in view.controllers where controller.actedWhileNotInCharge {
            failures.append("while not in charge: \(controller.actionsWhileNotInCharge.prefix(3))")
        }
        let numbers =
            [view.contentOffset.x, view.contentOffset.y, view.liveScrollOffset]
            + view.controllers.map(\.driver.engine.scrollOffset)
        if numbers.contains(where: { !$0.isFinite }) { failures.append("a non-finite offset: \(numbers)") }
        guard view.shown == .carousel else { return }
        view.layoutIfNeeded()
        for attributes in view.visibleAttributes where !Fixtures.isSane(attributes.placement) {
            failures.append("item \(attributes.indexPath) has non-finite attributes")
        }
        for item in [0, count / 2, count - 1] where item >= 0 && item < count {
            if view.carousel.attributesForItem(at: path(item)) == nil {
                failures.append("item \(item) of \(count) has no attributes")
            }
        }
    }
}
