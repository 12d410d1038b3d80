@_spi(Plumbing) import CarouselSimulation
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselCore

/// The layout driver, driven through the simulated collection view in UIKit's and AppKit's orders.
@Suite("LayoutDriver")
struct LayoutDriverTests {
    /// A collection view of `items` 200 × 200 pt items in one section, laid out once.
    func host(
        _ settings: LayoutSettings = LayoutSettings(), items: Int = 12,
        bounds: Size2D = Size2D(width: 320, height: 480)
    ) -> SimulatedCollectionView {
        let view = SimulatedCollectionView(
            layout: LayoutDriver(settings: settings), bounds: Rect2D(origin: .zero, size: bounds),
            sectionCounts: [items])
        view.layoutIfNeeded()
        return view
    }

    func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(indexes: [section, item]) }

    // MARK: Programmatic scrolls before the real layout

    @Test("a scroll made before the real size and insets arrive is kept when they do")
    func scrollBeforeRealLayout() {
        // viewDidLoad: the nib's size, no bars yet; the app scrolls to item 5.
        let view = host()
        view.move(toScrollOffset: 5)
        #expect(view.contentOffset == Point2D(x: 1000, y: 0))  // 5 × 200 pt
        #expect(view.liveScrollOffset == 5)
        // The navigation controller sizes the view and its bars inset it before the next pass.
        view.setSize(Size2D(width: 390, height: 844))
        view.setContentInset(EdgeInsets2D(top: 91, left: 0, bottom: 34, right: 0))
        view.layoutIfNeeded()
        #expect(view.liveScrollOffset == 5)
        #expect(view.layout.currentIndexPath(atContentOffset: view.contentOffset) == path(5))
        #expect(view.modelChanges == [.reload, .resize])
    }

    @Test("a recentring before a resize keeps the item it showed")
    func recentreBeforeResize() {
        let view = host(LayoutSettings(options: CarouselOptions(wrap: true)))
        view.setContentOffset(Point2D(x: 600, y: 0))  // a drag to item 3, near the strip's start
        view.layoutIfNeeded()
        #expect(view.recentre())
        #expect(view.contentOffset == Point2D(x: 100_000, y: 0))  // the middle of the strip
        view.setSize(Size2D(width: 480, height: 320))
        view.layoutIfNeeded()
        #expect(view.liveScrollOffset == 3)
    }

    @Test("a scroll before any pass is shown by the first")
    func scrollBeforeAnyPass() {
        var driver = LayoutDriver()
        #expect(driver.needsFirstPass)
        #expect(driver.move(toScrollOffset: 4, currentContentOffset: .zero) == .zero)
        let view = SimulatedCollectionView(
            layout: driver, bounds: Rect2D(x: 0, y: 0, width: 320, height: 480), sectionCounts: [12])
        view.layoutIfNeeded()
        #expect(view.liveScrollOffset == 4)
        driver = view.layout
        #expect(!driver.needsFirstPass)
    }

    // MARK: Layout switches

    @Test(
        "a switch into a wrapping carousel answers the rectangle at its target as the settled pass does, in any order",
        arguments: SimulatedCollectionView.SwitchOrder.allCases)
    func switchIntoWrappingCarousel(order: SimulatedCollectionView.SwitchOrder) {
        let view = host()
        view.setContentOffset(Point2D(x: 1400, y: 0))  // item 7
        view.layoutIfNeeded()
        let carousel = LayoutDriver(settings: LayoutSettings(type: .coverFlow, options: CarouselOptions(wrap: true)))
        let answer = view.switchLayout(to: carousel, keeping: path(7), order: order)
        #expect(view.layout.currentIndexPath(atContentOffset: view.contentOffset) == path(7))
        // The middle of the 200 000 pt strip, rounded: far from where the old layout was.
        #expect(view.contentOffset.x == 100_000)
        #expect(!answer.isEmpty)
        #expect(answer == view.visibleAttributes)
        #expect(answer.first { $0.indexPath == path(7) }?.placement.center == Point2D(x: 100_160, y: 240))
    }

    @Test("the resolved options answer for the settings now, before the pass that uses them")
    func resolvedOptionsAreLive() {
        let view = host(LayoutSettings(type: .rotary), items: 12)
        // Rotary's radius follows the item count and width: (200 / 2) / tan(π / 12).
        #expect(approx(view.layout.resolvedOptions().radius ?? 0, 100 / tan(Double.pi / 12)))
        #expect(approx(view.layout.resolvedOptions(numberOfItems: 6).radius ?? 0, 100 / tan(Double.pi / 6)))
        var driver = view.layout
        _ = driver.setSettings(LayoutSettings(type: .coverFlow2))
        // No pass yet: the model is still rotary's (spacing 1), the answer is Cover Flow 2's 0.25.
        #expect(driver.state.model.resolvedOptions.spacing == 1)
        #expect(driver.resolvedOptions().spacing == 0.25)
        #expect(driver.resolvedOptions().wrap == false)
    }

    @Test("the app's transition anchor wins over the old layout's item, once")
    func transitionAnchor() {
        let view = host()
        var carousel = LayoutDriver(settings: LayoutSettings(type: .rotary))
        carousel.transitionAnchor = path(9)
        view.switchLayout(to: carousel, keeping: path(2), order: .prepareFirst)
        #expect(view.layout.currentIndexPath(atContentOffset: view.contentOffset) == path(9))
        #expect(view.layout.transitionAnchor == nil)
    }

    @Test("an anchor that names no item falls back to the old layout's item")
    func transitionAnchorOutOfRange() {
        let view = host()
        var carousel = LayoutDriver(settings: LayoutSettings(type: .rotary))
        carousel.transitionAnchor = path(40)
        view.switchLayout(to: carousel, keeping: path(3), order: .targetFirst)
        #expect(view.layout.currentIndexPath(atContentOffset: view.contentOffset) == path(3))
    }

    // MARK: Batch updates

    @Test(
        "deleting the last items while at the end: the rectangle at the clamped offset is answered as after it",
        arguments: SimulatedCollectionView.UpdateOrder.allCases, [true, false])
    func deleteAtEnd(order: SimulatedCollectionView.UpdateOrder, asksForTarget: Bool) {
        let view = host(items: 10)
        view.setContentOffset(Point2D(x: 1800, y: 0))  // item 9, the last
        view.layoutIfNeeded()
        let deletes = [8, 9].map {
            CollectionUpdate(action: .delete, before: CollectionUpdate.Location(section: 0, item: $0), after: nil)
        }
        let result = view.performBatchUpdates(deletes, sectionCounts: [8], order: order, asksForTarget: asksForTarget)
        // 8 items: the content ends at 7 × 200 pt; item 7 is shown there.
        #expect(result.contentOffset == Point2D(x: 1400, y: 0))
        #expect(view.liveScrollOffset == 7)
        #expect(result.earlyAnswer == view.visibleAttributes)
        #expect(view.modelChanges.last == .update(animationDuration: 0.3))
    }

    @Test("a hand-out is forgotten once a pass finds the scroll view elsewhere")
    func handOutForgotten() {
        let view = host(items: 10)
        view.setContentOffset(Point2D(x: 1800, y: 0))
        view.layoutIfNeeded()
        var driver = view.layout
        // UIKit is told to go to 1400 pt, but the user drags to 600 pt instead.
        let target = driver.move(toScrollOffset: 7, currentContentOffset: view.contentOffset)
        #expect(target == Point2D(x: 1400, y: 0))
        let shown = Size2D(width: 320, height: 480)
        let answer = driver.attributes(in: Rect2D(origin: target, size: shown))
        #expect(answer.first { $0.placement.offset == 0 }?.indexPath == path(7))
        driver.invalidate(.reposition)
        _ = driver.prepare(
            LayoutDriver.Host(
                bounds: Rect2D(origin: Point2D(x: 600, y: 0), size: shown), insets: .zero, sectionCounts: [10],
                isRightToLeft: false))
        // The old target is forgotten: the rectangle there is answered from the pass at 600 pt.
        let later = driver.attributes(in: Rect2D(origin: target, size: shown))
        #expect(later.allSatisfy { $0.placement.center.x == 760 })
    }

    @Test("during a switch, items are answered at the target as the rectangle is")
    func switchItems() {
        let view = host()
        view.setContentOffset(Point2D(x: 1400, y: 0))
        view.layoutIfNeeded()
        var carousel = LayoutDriver(settings: LayoutSettings(type: .coverFlow, options: CarouselOptions(wrap: true)))
        carousel.invalidate([], everything: true, dataSourceCounts: true)
        carousel.prepareForTransition(from: path(7))
        _ = carousel.prepare(view.host)
        let target = carousel.targetContentOffset(forProposedContentOffset: view.contentOffset)
        let rect = carousel.attributes(in: Rect2D(origin: target, size: Size2D(width: 320, height: 480)))
        #expect(carousel.attributes(forItemAt: path(7)) == rect.first { $0.indexPath == path(7) })
        carousel.finalizeTransition()
        #expect(carousel.attributes(forItemAt: path(7)) != rect.first { $0.indexPath == path(7) })
    }

    @Test("a content point on a drawn item maps to the item's own coordinates, through its transform")
    func itemPoint() {
        // Linear at rest on item 0 in 320 × 480 pt: item 0 is untransformed, centred at (160, 240);
        // item 1 is 200 pt to the right (its transform translates it).
        let view = host()
        let driver = view.layout
        #expect(
            driver.itemPoint(forItemAt: path(0), atContentPoint: Point2D(x: 160, y: 240)) == Point2D(x: 100, y: 100))
        #expect(driver.itemPoint(forItemAt: path(0), atContentPoint: Point2D(x: 70, y: 150)) == Point2D(x: 10, y: 10))
        #expect(driver.itemPoint(forItemAt: path(1), atContentPoint: Point2D(x: 270, y: 150)) == Point2D(x: 10, y: 10))
        #expect(driver.itemPoint(forItemAt: path(30), atContentPoint: .zero) == nil)
        // Cover Flow's side card: a click drawn on it lands inside its 200 × 200 pt face.
        let cover = host(LayoutSettings(type: .coverFlow))
        let side = cover.layout.attributes(forItemAt: path(1))!.placement
        let drawn = side.transform.project(x: 50, y: -20)!
        let local = cover.layout.itemPoint(
            forItemAt: path(1), atContentPoint: Point2D(x: side.center.x + drawn.x, y: side.center.y + drawn.y))!
        #expect(abs(local.x - 150) < 1e-9 && abs(local.y - 80) < 1e-9)
    }

    @Test("controls take clicks only on the current card at its frame, with the carousel at rest")
    func cardTakingControlClicks() {
        // Linear at rest on item 0 in 320 × 480 pt: item 0 drawn at 60…260 × 140…340; item 1 at 260…460.
        let view = host()
        let driver = view.layout
        let onCurrent = Point2D(x: 160, y: 240)
        #expect(driver.indexPathForCardTakingControlClicks(atContentPoint: onCurrent, isAtRest: true) == path(0))
        #expect(driver.indexPathForCardTakingControlClicks(atContentPoint: onCurrent, isAtRest: false) == nil)
        #expect(
            driver.indexPathForCardTakingControlClicks(atContentPoint: Point2D(x: 300, y: 240), isAtRest: true) == nil)
        #expect(
            driver.indexPathForCardTakingControlClicks(atContentPoint: Point2D(x: .nan, y: 240), isAtRest: true) == nil)
        // Half way to item 1 (100 pt): the current card is item 0 or 1, neither at its frame.
        view.move(toScrollOffset: 0.5)
        view.layoutIfNeeded()
        for x in stride(from: 0.0, through: 320, by: 20) {
            #expect(
                view.layout.indexPathForCardTakingControlClicks(
                    atContentPoint: Point2D(x: view.contentOffset.x + x, y: 240), isAtRest: true) == nil)
        }
    }

    // MARK: Attributes centred where drawn

    /// Linear, 200 pt items in a 320 × 480 view at rest on item 0: item k is drawn centred at
    /// x = 160 + 200k, so its UIKit frame is 60 + 200k … 260 + 200k across, 140 … 340 down.
    @Test("UIKit's attributes are centred where each card is drawn: frames sit on the cards")
    func drawnPlacementFrames() throws {
        let view = host()
        let bounds = Rect2D(x: 0, y: 0, width: 320, height: 480)
        let attributes = view.layout.attributes(in: bounds)
        let byItem = Dictionary(uniqueKeysWithValues: attributes.map { ($0.indexPath, $0) })
        let one = try #require(byItem[path(1)])
        #expect(one.placement.center == Point2D(x: 160, y: 240), "the placement's centre is the carousel's focus")
        #expect(
            approx(one.drawnPlacement(showingIn: bounds).center.x, 360)
                && approx(one.drawnPlacement(showingIn: bounds).center.y, 240))
        #expect(approx(one.drawnPlacement(showingIn: bounds).transform.m41, 0))
        #expect(byItem[path(0)].map { $0.drawnPlacement(showingIn: bounds).center } == Point2D(x: 160, y: 240))
        // Linear cards do not overlap: the one frame holding a point names the card the hit test does.
        for x in stride(from: 2.0, to: 320, by: 7) {
            let point = Point2D(x: x, y: 300)
            let holding = attributes.filter {
                let p = $0.drawnPlacement(showingIn: bounds)
                return abs(point.x - p.center.x) < p.size.width / 2 && abs(point.y - p.center.y) < p.size.height / 2
            }
            #expect(holding.count <= 1)
            #expect(holding.first?.indexPath == view.layout.indexPathForTopmostItem(atContentPoint: point), "at \(x)")
        }
    }

    // MARK: Insets

    @Test("a short carousel's content stays scrollable, so the safe area's insets do not flip on every pass")
    func safeAreaFeedback() {
        // A landscape phone: 844 × 390 pt, 47 pt safe-area insets left and right; two 60 pt items
        // scroll 60 pt, less than the 94 pt of insets.
        let view = host(
            LayoutSettings(itemSize: Size2D(width: 60, height: 60)), items: 2, bounds: Size2D(width: 844, height: 390))
        view.setSafeArea(EdgeInsets2D(top: 0, left: 47, bottom: 21, right: 47))
        view.layoutIfNeeded()
        #expect(view.insetsSettled)
        #expect(view.adjustedContentInset == EdgeInsets2D(top: 0, left: 47, bottom: 0, right: 47))
        // 750 pt usable; at least the bounds plus one point long.
        #expect(view.contentSize == Size2D(width: 845, height: 390))
        let passes = view.passCount
        view.layoutIfNeeded()
        #expect(view.passCount == passes)
        // Item 0 rests at the leading inset; item 1 at 60 pt further.
        #expect(view.liveScrollOffset == 0)
        view.move(toScrollOffset: 1)
        #expect(view.contentOffset == Point2D(x: 13, y: 0))
    }

    @Test("a single item never scrolls and takes no safe-area insets along the axis")
    func singleItemInsets() {
        let view = host(items: 1, bounds: Size2D(width: 844, height: 390))
        view.setSafeArea(EdgeInsets2D(top: 0, left: 47, bottom: 21, right: 47))
        view.layoutIfNeeded()
        #expect(view.insetsSettled)
        #expect(view.adjustedContentInset == .zero)
        #expect(view.contentSize == Size2D(width: 844, height: 390))
    }

    // MARK: Bounds questions

    @Test("a scroll re-places the items whether the bounds question comes before or after the commit")
    func boundsQuestionOrder() {
        let before = host()
        let after = host()
        after.boundsQuestion = .afterCommit
        for view in [before, after] {
            view.setContentOffset(Point2D(x: 500, y: 0))
            view.layoutIfNeeded()
        }
        #expect(after.liveScrollOffset == 2.5)
        #expect(after.visibleAttributes == before.visibleAttributes)
        #expect(after.visibleAttributes.first { $0.indexPath == path(2) }?.placement.offset == -0.5)
    }

    // MARK: Settings

    @Test("only settings that lay items out differently invalidate")
    func settingsInvalidation() {
        var driver = LayoutDriver()
        var settings = driver.settings
        settings.releaseStyle = .iCarouselLanding
        #expect(driver.setSettings(settings).isEmpty)
        #expect(driver.setSettings(settings).isEmpty)
        settings.type = .coverFlow
        #expect(driver.setSettings(settings) == .rebuild)
        #expect(driver.settings.type == .coverFlow)
    }

    @Test("index paths: two indexes name an item; anything else names none")
    func indexPaths() {
        let view = SimulatedCollectionView(
            layout: LayoutDriver(), bounds: Rect2D(x: 0, y: 0, width: 320, height: 480), sectionCounts: [3, 0, 4])
        view.layoutIfNeeded()
        let driver = view.layout
        #expect(driver.globalIndex(for: path(1, 2)) == 4)
        #expect(driver.indexPath(forGlobalIndex: 4) == path(1, 2))
        #expect(driver.globalIndex(for: IndexPath(index: 0)) == nil)
        #expect(driver.globalIndex(for: IndexPath(indexes: [0, 1, 2])) == nil)
        #expect(driver.globalIndex(for: path(3, 0)) == nil)
        #expect(driver.indexPath(forGlobalIndex: 7) == nil)
        #expect(driver.attributes(forItemAt: path(9)) == nil)
        #expect(driver.initialAttributes(forAppearingItemAt: IndexPath(index: 0)) == nil)
        #expect(driver.finalAttributes(forDisappearingItemAt: IndexPath()) == nil)
    }

    // MARK: Randomized orders

    @Test("seeded host sequences: every answer is finite and a resize keeps the current item")
    func seededSequences() {
        var rng = SeededGenerator(seed: 0x5EED_2311)
        for _ in 0..<40 {
            let wrap = rng.next() % 2 == 0
            let type = CarouselType.allCases[Int(rng.next() % UInt64(CarouselType.allCases.count))]
            let items = Int(rng.next() % 30)
            let view = host(LayoutSettings(type: type, options: CarouselOptions(wrap: wrap)), items: items)
            for _ in 0..<25 {
                switch rng.next() % 5 {
                case 0:
                    view.move(toScrollOffset: Double(rng.next() % 60) / 4 - 3)
                case 1:
                    let before = view.layout.currentIndexPath(atContentOffset: view.contentOffset)
                    let size = Size2D(width: Double(200 + rng.next() % 700), height: Double(200 + rng.next() % 700))
                    view.setSize(size)
                    view.layoutIfNeeded()
                    #expect(view.layout.currentIndexPath(atContentOffset: view.contentOffset) == before)
                case 2:
                    view.setSafeArea(
                        EdgeInsets2D(top: Double(rng.next() % 60), left: Double(rng.next() % 50), bottom: 0, right: 0))
                case 3:
                    view.recentre()
                default:
                    view.setContentOffset(
                        Point2D(x: view.contentOffset.x + Double(rng.next() % 400) - 200, y: view.contentOffset.y))
                }
                view.layoutIfNeeded()
                #expect(view.insetsSettled)
                #expect(view.liveScrollOffset.isFinite)
                for attributes in view.visibleAttributes {
                    #expect(attributes.placement.center.x.isFinite && attributes.placement.center.y.isFinite)
                    #expect(attributes.placement.transform.isFinite)
                }
            }
        }
    }
}
