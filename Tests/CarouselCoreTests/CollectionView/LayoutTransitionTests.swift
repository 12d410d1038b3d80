@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

@Suite("LayoutTransition")
struct LayoutTransitionTests {
    typealias F = Fixtures

    @Test("the anchor is the item whose frame centre is nearest the visible centre")
    func nearest() {
        // A 320 × 480 screen scrolled 1000 pt down a grid: centre (160, 1240).
        let visible = Rect2D(x: 0, y: 1000, width: 320, height: 480)
        let frames = [
            Rect2D(x: 0, y: 1000, width: 100, height: 100),  // centre (50, 1050): 220 away in y
            Rect2D(x: 110, y: 1140, width: 100, height: 100),  // centre (160, 1190): 50 away
            Rect2D(x: 110, y: 1250, width: 100, height: 100),  // centre (160, 1300): 60 away
        ]
        #expect(LayoutTransition.nearestItem(toCenterOf: visible, frames: frames) == 1)
        #expect(LayoutTransition.nearestItem(toCenterOf: visible, frames: []) == nil)
    }

    @Test("ties go to the earlier frame; non-finite frames are skipped")
    func ties() {
        let visible = Rect2D(x: 0, y: 0, width: 200, height: 200)
        let left = Rect2D(x: 0, y: 50, width: 100, height: 100)  // centre (50, 100): 50 away
        let right = Rect2D(x: 100, y: 50, width: 100, height: 100)  // centre (150, 100): 50 away
        let broken = Rect2D(x: .nan, y: 0, width: 10, height: 10)
        #expect(LayoutTransition.nearestItem(toCenterOf: visible, frames: [left, right]) == 0)
        #expect(LayoutTransition.nearestItem(toCenterOf: visible, frames: [right, left]) == 0)
        #expect(LayoutTransition.nearestItem(toCenterOf: visible, frames: [broken, right]) == 1)
        #expect(LayoutTransition.nearestItem(toCenterOf: visible, frames: [broken]) == nil)
        let nowhere = Rect2D(x: .infinity, y: 0, width: 10, height: 10)
        #expect(LayoutTransition.nearestItem(toCenterOf: nowhere, frames: [broken, right]) == 1)
    }

    @Test("the anchor among a layout's elements is the nearest shown item, ties to the earlier index path")
    func anchorAmongElements() {
        typealias C = LayoutTransition.Candidate
        let visible = Rect2D(x: 0, y: 0, width: 200, height: 200)  // centre (100, 100)
        let square = { (x: Double, y: Double) in Rect2D(x: x, y: y, width: 20, height: 20) }
        let elements = [
            // A header exactly at the centre: not an item.
            C(
                indexPath: IndexPath(indexes: [0, 0]), frame: square(90, 90), isItem: false, isHidden: false,
                alpha: 1),
            // Hidden, and faded out: not shown.
            C(indexPath: IndexPath(indexes: [0, 9]), frame: square(90, 90), isItem: true, isHidden: true, alpha: 1),
            C(
                indexPath: IndexPath(indexes: [0, 8]), frame: square(90, 90), isItem: true, isHidden: false,
                alpha: 0),
            // Two items 40 pt from the centre, answered in reverse order: the earlier one wins.
            C(
                indexPath: IndexPath(indexes: [1, 3]), frame: square(130, 90), isItem: true, isHidden: false,
                alpha: 1),
            C(
                indexPath: IndexPath(indexes: [1, 2]), frame: square(50, 90), isItem: true, isHidden: false,
                alpha: 0.5),
            // Farther: 70 pt.
            C(
                indexPath: IndexPath(indexes: [0, 0]), frame: square(160, 90), isItem: true, isHidden: false,
                alpha: 1),
            // A one-index path is never an item.
            C(indexPath: IndexPath(index: 4), frame: square(90, 90), isItem: true, isHidden: false, alpha: 1),
        ]
        #expect(LayoutTransition.anchorItem(toCenterOf: visible, among: elements) == IndexPath(indexes: [1, 2]))
        #expect(LayoutTransition.anchorItem(toCenterOf: visible, among: Array(elements.prefix(3))) == nil)
        #expect(LayoutTransition.anchorItem(toCenterOf: visible, among: []) == nil)
        let nanAlpha = C(
            indexPath: IndexPath(indexes: [0, 1]), frame: square(90, 90), isItem: true, isHidden: false, alpha: .nan
        )
        #expect(LayoutTransition.anchorItem(toCenterOf: visible, among: [nanAlpha]) == nil)
    }

    @Test("an anchor that names no item of the collection view is ignored: negative, past the end, wrong shape")
    func existingItems() {
        let counts = [3, 0, 5]
        #expect(
            LayoutTransition.existingItem(IndexPath(indexes: [0, 2]), sectionCounts: counts)
                == IndexPath(indexes: [0, 2]))
        #expect(
            LayoutTransition.existingItem(IndexPath(indexes: [2, 4]), sectionCounts: counts)
                == IndexPath(indexes: [2, 4]))
        #expect(LayoutTransition.existingItem(IndexPath(indexes: [0, 3]), sectionCounts: counts) == nil)
        #expect(LayoutTransition.existingItem(IndexPath(indexes: [1, 0]), sectionCounts: counts) == nil)
        #expect(LayoutTransition.existingItem(IndexPath(indexes: [0, -1]), sectionCounts: counts) == nil)
        #expect(LayoutTransition.existingItem(IndexPath(indexes: [-1, 0]), sectionCounts: counts) == nil)
        #expect(LayoutTransition.existingItem(IndexPath(indexes: [3, 0]), sectionCounts: counts) == nil)
        #expect(LayoutTransition.existingItem(IndexPath(index: 0), sectionCounts: counts) == nil)
        #expect(LayoutTransition.existingItem(IndexPath(indexes: [0, 0, 0]), sectionCounts: counts) == nil)
        #expect(LayoutTransition.existingItem(nil, sectionCounts: counts) == nil)
        #expect(LayoutTransition.existingItem(IndexPath(indexes: [0, 0]), sectionCounts: []) == nil)
    }

    @Test("named items are clamped to the items; none without items")
    func clamping() {
        #expect(LayoutTransition.clampedItem(5, numberOfItems: 12) == 5)
        #expect(LayoutTransition.clampedItem(40, numberOfItems: 12) == 11)
        #expect(LayoutTransition.clampedItem(-3, numberOfItems: 12) == 0)
        #expect(LayoutTransition.clampedItem(0, numberOfItems: 0) == nil)
    }

    @Test("not wrapping: the item at anchor 0, item × points per item")
    func linearTarget() {
        // Linear, 12 items of 200 pt: position 5 × 200.
        let mapping = ScrollMapping(model: F.model(.linear, items: 12), viewport: F.viewport())
        #expect(LayoutTransition.target(showingItem: 5, mapping: mapping) == PositionTarget(position: 1000, anchor: 0))
        #expect(LayoutTransition.target(showingItem: 99, mapping: mapping) == PositionTarget(position: 2200, anchor: 0))
    }

    @Test("wrapping: the middle of the strip, with the anchor that shows the item there")
    func wrappingTarget() {
        // Rotary, 5 items of 200 pt: a 200 000-point strip, middle 100 000 = 500 items.
        let mapping = ScrollMapping(model: F.model(.rotary, items: 5), viewport: F.viewport())
        let t = LayoutTransition.target(showingItem: 3, mapping: mapping)
        #expect(t == PositionTarget(position: 100_000, anchor: 3 - 500))
        #expect(mapping.scrollOffset(atPosition: t.position, anchor: t.anchor) == 3)
        // Nothing to recentre on arrival.
        #expect(Recentring.target(for: mapping, position: t.position, anchor: t.anchor) == nil)
    }

    @Test("the layout state adopts the target: the offset it hands out shows the item")
    func stateTarget() {
        for type in [CarouselType.linear, .rotary, .coverFlow] {
            var state = F.state(type, items: 12)
            let proposed = Point2D(x: 37, y: 812)  // a grid's offset
            let offset = state.transitionContentOffset(showingItem: 7, proposed: proposed)
            #expect(state.rawScrollOffset(forContentOffset: offset) == 7)
            #expect(offset.y == 812 || state.mapping.isVertical)
        }
        var empty = F.state(.linear, items: 0)
        #expect(empty.transitionContentOffset(showingItem: 3, proposed: Point2D(x: 5, y: .nan)) == Point2D(x: 5, y: 0))
    }

    @Test("back to a grid: the anchor's frame centred, within the grid's scrollable range")
    func gridOffset() {
        let view = Size2D(width: 320, height: 480)
        let content = Size2D(width: 320, height: 3000)
        let insets = EdgeInsets2D(top: 100, left: 0, bottom: 34, right: 0)
        // A cell at y 1500…1600: centre 1550 − 240 = 1310.
        let middle = Rect2D(x: 110, y: 1500, width: 100, height: 100)
        #expect(
            LayoutTransition.contentOffset(centering: middle, viewSize: view, contentSize: content, insets: insets)
                == Point2D(x: 0, y: 1310))
        // Near the top: no further than −top inset; near the end: 3000 + 34 − 480 = 2554.
        let top = Rect2D(x: 0, y: 0, width: 100, height: 100)
        let end = Rect2D(x: 0, y: 2900, width: 100, height: 100)
        #expect(
            LayoutTransition.contentOffset(centering: top, viewSize: view, contentSize: content, insets: insets).y
                == -100)
        #expect(
            LayoutTransition.contentOffset(centering: end, viewSize: view, contentSize: content, insets: insets).y
                == 2554)
        // Content shorter than the view: the lower end.
        let short = Size2D(width: 320, height: 200)
        #expect(
            LayoutTransition.contentOffset(centering: end, viewSize: view, contentSize: short, insets: insets).y == -100
        )
        let broken = Rect2D(x: .nan, y: 1500, width: 100, height: 100)
        #expect(
            LayoutTransition.contentOffset(centering: broken, viewSize: view, contentSize: content, insets: insets).x
                == 0)
    }
}
