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
}
