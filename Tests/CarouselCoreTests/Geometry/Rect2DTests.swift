@_spi(Plumbing) import CarouselCore
import Testing

@Suite("Rect2D")
struct Rect2DTests {
    @Test("edges and middles are origin plus size")
    func edges() {
        let r = Rect2D(x: 10, y: 20, width: 30, height: 40)
        #expect(r.minX == 10 && r.maxX == 40 && r.midX == 25)
        #expect(r.minY == 20 && r.maxY == 60 && r.midY == 40)
    }

    @Test("intersection is closed: touching edges intersect, a gap does not")
    func intersects() {
        let a = Rect2D(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersects(Rect2D(x: 10, y: 0, width: 5, height: 5)))  // shares the edge x = 10
        #expect(!a.intersects(Rect2D(x: 10.01, y: 0, width: 5, height: 5)))
        #expect(a.intersects(Rect2D(x: 5, y: 5, width: 0, height: 0)))  // a zero-size rect inside
        #expect(!a.intersects(Rect2D(x: 0, y: -3, width: 10, height: 2)))
    }

    @Test("contains includes the edges")
    func contains() {
        let r = Rect2D(x: 0, y: 0, width: 10, height: 10)
        #expect(r.contains(Point2D(x: 10, y: 0)))
        #expect(!r.contains(Point2D(x: 10.5, y: 5)))
    }

    @Test("sanitizing replaces NaN and negative sizes by 0")
    func sanitized() {
        let r = Rect2D(x: .nan, y: .infinity, width: -5, height: .nan).sanitized
        #expect(r == .zero)
    }

    @Test("bounding box of points, nil for none")
    func bounding() {
        let box = Rect2D.bounding([Point2D(x: 3, y: -1), Point2D(x: -2, y: 4), Point2D(x: 0, y: 0)])
        #expect(box == Rect2D(x: -2, y: -1, width: 5, height: 5))
        #expect(Rect2D.bounding([]) == nil)
    }

    @Test("offsetBy moves the origin only")
    func offset() {
        #expect(
            Rect2D(x: 1, y: 2, width: 3, height: 4).offsetBy(dx: 10, dy: -2) == Rect2D(x: 11, y: 0, width: 3, height: 4)
        )
    }
}
