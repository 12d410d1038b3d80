@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("SectionPass: one compositional section's layout passes")
struct SectionPassTests {
    /// A 320 × 200 container (an iPhone row); Cover Flow slots are 50 pt for 200 pt items.
    static let container = Size2D(width: 320, height: 200)

    func pass(_ type: CarouselType = .coverFlow, isRightToLeft: Bool = false) -> SectionPass {
        SectionPass(
            type: type, options: CarouselOptions(), itemSize: Fixtures.itemSize, slotWidth: nil,
            perspective: CarouselConfiguration.defaultPerspective, customPath: nil, containerSize: Self.container,
            isRightToLeft: isRightToLeft)
    }

    @Test("the cells in the carousel's window are placed as the section carousel places them; the others are hidden")
    func placesWindow() {
        var p = pass()
        let window = p.carousel.window(atScrollPosition: 500)  // current item 10
        let cells = Array((window.lowerBound - 3)...(window.upperBound + 3)).reversed()
        _ = p.layOut(cells: cells, scrollPosition: 500, containerSize: Self.container, isRightToLeft: false)
        var expected: [SectionPlacement] = []
        p.carousel.placements(atScrollPosition: 500, reported: window, into: &expected)
        #expect(!expected.isEmpty)
        for placement in expected { #expect(p.placement(forItem: placement.index) == placement) }
        #expect(p.placement(forItem: window.lowerBound - 1) == nil)
        #expect(p.placement(forItem: window.upperBound + 1) == nil)
    }

    @Test("the current item is named when it changes, once, and never beyond the highest cell reported")
    func currentItem() {
        var p = pass()
        #expect(p.layOut(cells: 8...12, scrollPosition: 500, containerSize: Self.container, isRightToLeft: false) == 10)
        #expect(
            p.layOut(cells: 8...12, scrollPosition: 505, containerSize: Self.container, isRightToLeft: false) == nil)
        #expect(p.layOut(cells: 9...13, scrollPosition: 550, containerSize: Self.container, isRightToLeft: false) == 11)
        // UIKit reports only up to item 7 (the last item of a short section): the current item stops there.
        #expect(p.layOut(cells: 5...7, scrollPosition: 550, containerSize: Self.container, isRightToLeft: false) == 7)
    }

    @Test("a pass with no cells (supplementary items only) places nothing and names no item")
    func noCells() {
        var p = pass()
        #expect(p.layOut(cells: [], scrollPosition: 500, containerSize: Self.container, isRightToLeft: false) == nil)
        #expect(p.placement(forItem: 10) == nil)
        #expect(p.layOut(cells: [10], scrollPosition: 500, containerSize: Self.container, isRightToLeft: false) == 10)
    }

    @Test("the carousel is rebuilt when the container's size or direction changes, and only then")
    func rebuilds() {
        var p = pass()
        let wide = Size2D(width: 640, height: 200)
        _ = p.layOut(cells: [0], scrollPosition: 0, containerSize: wide, isRightToLeft: false)
        #expect(p.carousel.containerWidth == 640)
        #expect(!p.carousel.mirrorsTransforms)
        _ = p.layOut(cells: [0], scrollPosition: 0, containerSize: wide, isRightToLeft: true)
        #expect(p.carousel.mirrorsTransforms)
        #expect(pass(isRightToLeft: true).carousel.mirrorsTransforms)
    }

    @Test("orthogonal scrolling: .none (0) takes the default .continuousGroupLeadingBoundary (2); others stand")
    func scrolling() {
        #expect(SectionPass.scrollingCode(0) == 2)
        #expect((1...5).map(SectionPass.scrollingCode) == [1, 2, 3, 4, 5])
    }
}
