@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

/// Fixture: an 800 × 500 carousel of 200 × 100 items (itemWidth 200), centre (400, 250).
private let bounds = Size2D(width: 800, height: 500)
private let itemSize = Size2D(width: 200, height: 100)

private func model(_ path: any CarouselPath, count: Int = 20, focus: Point2D? = nil) -> CarouselModel {
    CarouselModel(
        CarouselConfiguration(
            type: .custom, numberOfItems: count, itemSize: itemSize, bounds: bounds, customPath: path,
            focusPoint: focus))
}

/// An iCarousel-style path written before positions existed: only the transform requirement.
private struct ICarouselStylePath: CarouselPath {
    func transform(forOffset offset: Double, baseTransform: Transform3D, in context: CarouselPathContext) -> Transform3D
    {
        baseTransform.translated(x: offset * context.itemWidth, y: 0, z: -abs(offset) * 50)
    }
}

/// A ShinobiEssentials-style path: only a position.
private struct PositionOnlyPath: CarouselPath {
    func position(forOffset offset: Double, in context: CarouselPathContext) -> Point2D {
        Point2D(x: offset * 150, y: offset * offset * 10)
    }
}

/// The example from `CarouselPath`'s documentation, verbatim.
private struct Arc: CarouselPath {
    func position(forOffset offset: Double, in context: CarouselPathContext) -> Point2D {
        Point2D(x: offset * context.itemWidth, y: offset * offset * 20)
    }
    func transform(
        forOffset offset: Double, baseTransform: Transform3D,
        in context: CarouselPathContext
    ) -> Transform3D {
        let scale = 1 / (1 + abs(offset) / 4)
        return baseTransform.scaled(x: scale, y: scale, z: 1)
    }
    func alpha(forOffset offset: Double, in context: CarouselPathContext) -> Double? {
        1 - abs(offset) / 4
    }
    func zOrder(forOffset offset: Double, in context: CarouselPathContext) -> Double? {
        -abs(offset)
    }
}

@Suite("CarouselPath")
struct CarouselPathTests {
    @Test("an iCarousel-style path (transform only) keeps working: every item centred on the focus")
    func transformOnly() {
        let m = model(ICarouselStylePath())
        let p = m.placement(forItemAt: 7, scrollOffset: 5)
        #expect(p.center == Point2D(x: 400, y: 250))
        expectTransform(p.transform, m.baseTransform.translated(x: 400, y: 0, z: -100))
        #expect(p.zOrder == nil)
        #expect(p.alpha == 1)
        // The closure form, with the original trailing-closure spelling.
        let closure = CustomPath { offset, base, context in base.translated(x: offset * context.itemWidth, y: 0, z: 0) }
        #expect(model(closure).placement(forItemAt: 2, scrollOffset: 0).transform.m41 == 400)
    }

    @Test("a position-only path moves the centre; the transform is the base transform")
    func positionOnly() {
        let m = model(PositionOnlyPath())
        let p = m.placement(forItemAt: 7, scrollOffset: 5)  // offset 2: (300, 40) from the focus
        #expect(p.center == Point2D(x: 700, y: 290))
        #expect(p.transform == m.baseTransform)
        // Projected corners: the rectangle around the centre (z = 0, so perspective changes nothing).
        let corners = p.projectedCorners ?? []
        #expect(
            corners == [
                Point2D(x: 600, y: 240), Point2D(x: 800, y: 240), Point2D(x: 800, y: 340), Point2D(x: 600, y: 340),
            ])
    }

    @Test("position first, then the transform around it, plus alpha and z-order")
    func everything() {
        let path = CustomPath(
            position: { offset, _ in Point2D(x: offset * 120, y: -30 * abs(offset)) },
            transform: { offset, base, _ in base.rotated(angle: offset * .pi / 6, x: 0, y: 1, z: 0) },
            alpha: { offset, _ in 1 - abs(offset) / 5 },
            zOrder: { offset, _ in offset })
        let m = model(path, focus: Point2D(x: 0.5, y: 0.7))  // focus (400, 350)
        let p = m.placement(forItemAt: 6, scrollOffset: 4.5)  // offset 1.5
        #expect(p.center == Point2D(x: 580, y: 305))
        expectTransform(p.transform, m.baseTransform.rotated(angle: 1.5 * .pi / 6, x: 0, y: 1, z: 0))
        #expect(approx(p.alpha, 0.7))
        #expect(p.zOrder == 1.5)
        // Corner (x, y) turned by a = π/4 about y is (x cos a, y, −x sin a); the base's m34 = −1/500
        // gives w = 1 + x sin a / 500; the screen point is the centre plus (x cos a, y) / w.
        let a = Double.pi / 4
        let corners = p.projectedCorners ?? []
        #expect(corners.count == 4)
        for (corner, (x, y)) in zip(corners, [(-100.0, -50.0), (100, -50), (100, 50), (-100, 50)]) {
            let z = -x * sin(a)
            let w = 1 - z / 500
            #expect(approx(corner.x, 580 + x * cos(a) / w))
            #expect(approx(corner.y, 305 + y / w))
        }
        // Alpha 0 items leave the window; the z-order override ranks the rest by offset.
        let window = m.placements(at: 4.5)
        #expect(window.allSatisfy { abs($0.offset) < 5 })
        let byRank = window.sorted { $0.zIndex < $1.zIndex }.map(\.offset)
        #expect(byRank == byRank.sorted())
        #expect(Set(window.map(\.zIndex)) == Set(0..<window.count))
    }

    @Test("the documented example")
    func documentedExample() {
        let configuration = CarouselConfiguration(
            type: .custom, numberOfItems: 20, itemSize: itemSize, bounds: bounds, customPath: Arc(),
            focusPoint: Point2D(x: 0.5, y: 0.3), displayLimit: 7)
        let m = CarouselModel(configuration)
        let window = m.placements(at: 10)
        // Seven slots around item 10; offsets ±3 have alpha 1/4, all are shown.
        #expect(window.map(\.index) == Array(7...13))
        let centre = window.first { $0.index == 10 }
        #expect(centre?.center == Point2D(x: 400, y: 150))
        #expect(centre?.zIndex == 6)  // −|offset| is largest for the centre item
        let right = window.first { $0.index == 12 }  // offset 2: (400, 80) from the focus, scale 2/3
        #expect(right?.center == Point2D(x: 800, y: 230))
        #expect(right.map { approx($0.transform.m11, 2.0 / 3) && approx($0.alpha, 0.5) } == true)
    }

    @Test("the context carries the focus and orientation")
    func context() {
        let m = model(PositionOnlyPath(), focus: Point2D(x: 0.25, y: 0.5))
        #expect(m.pathContext.focus == Point2D(x: 200, y: 250))
        #expect(m.pathContext.orientation == .horizontal)
        let plain = CarouselPathContext(
            itemWidth: 1, itemSize: .zero, viewport: Size2D(width: 10, height: 4), isVertical: true, numberOfItems: 0)
        #expect(plain.focus == Point2D(x: 5, y: 2))
        #expect(plain.orientation == .vertical)
    }
}
