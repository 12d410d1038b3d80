@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("ScrollViewport")
struct ScrollViewportTests {
    @Test("usable size is the bounds minus the insets, never negative")
    func usableSize() {
        let v = ScrollViewport(
            bounds: Rect2D(x: 0, y: 0, width: 320, height: 480),
            insets: EdgeInsets2D(top: 44, left: 20, bottom: 34, right: 10))
        #expect(v.usableSize == Size2D(width: 290, height: 402))
        let tiny = ScrollViewport(
            bounds: Rect2D(x: 0, y: 0, width: 10, height: 10),
            insets: EdgeInsets2D(top: 20, left: 20, bottom: 0, right: 0))
        #expect(tiny.usableSize == .zero)
    }

    @Test("the initializer sanitizes bounds and insets")
    func sanitizes() {
        let v = ScrollViewport(
            bounds: Rect2D(x: .nan, y: 0, width: .infinity, height: -1),
            insets: EdgeInsets2D(top: .nan))
        #expect(v.bounds == .zero)
        #expect(v.insets == .zero)
    }

    @Test("a scroll differs only in origin; a resize or new insets do not")
    func differsOnlyInOrigin() {
        let a = Fixtures.viewport(x: 0, size: Fixtures.portrait)
        #expect(Fixtures.viewport(x: 250, size: Fixtures.portrait).differsOnlyInOrigin(from: a))
        #expect(!Fixtures.viewport(x: 0, size: Size2D(width: 480, height: 320)).differsOnlyInOrigin(from: a))
        #expect(
            !Fixtures.viewport(x: 0, size: Fixtures.portrait, insets: EdgeInsets2D(left: 1)).differsOnlyInOrigin(
                from: a))
    }
}
