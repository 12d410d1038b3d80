@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("LayoutPass")
struct LayoutPassTests {
    typealias F = Fixtures
    /// Linear, 12 items at scroll offset 2 with the usable area at content (400, 0): the window is
    /// items 0…3 at offsets −2…1 (first = 2 − 4/2 = 0).
    let pass = LayoutPass(
        model: F.model(.linear, items: 12, bounds: F.portrait), scrollOffset: 2, origin: Point2D(x: 400, y: 0))

    @Test("the window, the current item and z-order")
    func window() {
        #expect(pass.placements.map(\.index) == [0, 1, 2, 3])
        #expect(pass.placements.map(\.offset) == [-2, -1, 0, 1])
        #expect(pass.currentItemIndex == 2)
        // Equal depths: farther from the centre is drawn below; ties by index.
        #expect(pass.placements.map(\.zIndex) == [0, 1, 3, 2])
    }

    @Test("an item in the window is found with its window placement")
    func inWindow() {
        let p = pass.placement(forItem: 1)
        #expect(p.offset == -1 && p.zIndex == 1 && p.alpha == 1)
    }

    @Test("an item outside the window sits on the path, transparent, below everything")
    func outsideWindow() {
        let p = pass.placement(forItem: 7)
        #expect(p.offset == 5 && p.alpha == 0 && p.zIndex == -1)
        expectTransform(p.transform, Transform3D.perspective(-1.0 / 500).translated(x: 1000, y: 0, z: 0))
        let far = pass.placement(forItem: 99)  // not an item at all: still finite
        #expect(far.alpha == 0 && F.isSane(far))
    }

    @Test("output moves the centre into content coordinates")
    func output() {
        let p = pass.output(pass.placement(forItem: 2))
        #expect(p.center == Point2D(x: 560, y: 240))  // 400 + 160, 0 + 240
    }

    @Test("hit testing and queries use content coordinates")
    func queries() {
        #expect(pass.topmostItem(at: Point2D(x: 560, y: 240))?.index == 2)
        #expect(pass.topmostItem(at: Point2D(x: 661, y: 240))?.index == 3)  // item 3 spans 660…860
        #expect(pass.placements(in: Rect2D(x: 400, y: 0, width: 320, height: 480)).map(\.index) == [1, 2, 3])
    }

    @Test("an empty pass has nothing and no current item")
    func empty() {
        let empty = LayoutPass.empty(model: F.model(.linear, items: 0, bounds: F.portrait))
        #expect(empty.placements.isEmpty)
        #expect(empty.currentItemIndex == -1)
    }

    // MARK: The card whose controls take clicks

    @Test("only the current card, drawn on top at the point and at its frame, lets its controls have clicks")
    func cardTakingControlClicks() {
        // At rest on item 2, item 2 spans content x 460…660 untransformed; item 3 is drawn at
        // 660…860 by its transform (its frame is at the centre too, under item 2).
        #expect(pass.cardTakingControlClicks(at: Point2D(x: 560, y: 240))?.index == 2)
        #expect(pass.cardTakingControlClicks(at: Point2D(x: 461, y: 141))?.index == 2)
        // Item 3 is drawn on top there, but it is not the current item: the click is the carousel's.
        #expect(pass.topmostItem(at: Point2D(x: 700, y: 240))?.index == 3)
        #expect(pass.cardTakingControlClicks(at: Point2D(x: 700, y: 240)) == nil)
        // No card at all.
        #expect(pass.cardTakingControlClicks(at: Point2D(x: 560, y: 400)) == nil)
        #expect(LayoutPass.empty(model: F.model(.linear, items: 0)).cardTakingControlClicks(at: .zero) == nil)
    }

    @Test("the current card leaves its frame as the carousel moves: 0.4 pt away it keeps its controls, 0.6 pt away not")
    func cardTakingControlClicksWhileMoved() {
        let model = F.model(.linear, items: 12, bounds: F.portrait)
        // 200 pt per item: 0.002 items is 0.4 pt, 0.003 items 0.6 pt.
        let near = LayoutPass(model: model, scrollOffset: 2.002, origin: Point2D(x: 400, y: 0))
        let away = LayoutPass(model: model, scrollOffset: 2.003, origin: Point2D(x: 400, y: 0))
        #expect(near.cardTakingControlClicks(at: Point2D(x: 560, y: 240))?.index == 2)
        #expect(away.topmostItem(at: Point2D(x: 560, y: 240))?.index == 2)
        #expect(away.cardTakingControlClicks(at: Point2D(x: 560, y: 240)) == nil)
    }

    @Test(
        "at rest the current card is drawn at its frame for every built-in type but the conveyor belt and the cubic pager",
        arguments: CarouselType.allCases.filter { $0 != .custom })
    func restingCurrentCardAtFrame(type: CarouselType) throws {
        // 5 items in 800 × 500 pt at rest on item 2; the point is the current card's drawn centre.
        let pass = LayoutPass(model: F.model(type, items: 5), scrollOffset: 2, origin: .zero)
        let current = pass.placement(forItem: 2)
        let drawn = try #require(current.transform.project(x: 0, y: 0))
        let point = Point2D(x: current.center.x + drawn.x, y: current.center.y + drawn.y)
        // The conveyor belt tilts its plane back; the cubic pager turns each card about its edge,
        // which draws the current card half a card away from its frame.
        let expected: Int? = [.conveyorBelt, .pagerCubic].contains(type) ? nil : 2
        #expect(pass.cardTakingControlClicks(at: point)?.index == expected)
    }

    @Test("a viewpoint offset draws the current card away from its frame; a centre offset moves both")
    func offsetsAndFrame() {
        // The viewpoint 50 pt down draws every card 50 pt up; the centre offset moves the frame too.
        let viewpoint = LayoutPass(
            model: F.model(.linear, items: 5, viewpointOffset: Point2D(x: 0, y: 50)), scrollOffset: 2, origin: .zero)
        #expect(viewpoint.topmostItem(at: Point2D(x: 400, y: 200))?.index == 2)
        #expect(viewpoint.cardTakingControlClicks(at: Point2D(x: 400, y: 200)) == nil)
        let centre = LayoutPass(
            model: F.model(.linear, items: 5, centerOffset: Point2D(x: 30, y: 0)), scrollOffset: 2, origin: .zero)
        #expect(centre.cardTakingControlClicks(at: Point2D(x: 430, y: 250))?.index == 2)
    }
}
