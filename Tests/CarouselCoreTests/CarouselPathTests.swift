import CarouselCore
import Testing

@Suite("CarouselPath and CustomPath")
struct CarouselPathTests {
    static let context = CarouselPathContext(
        itemWidth: 200, itemSize: Size2D(width: 200, height: 150), viewport: Size2D(width: 800, height: 500),
        isVertical: false, numberOfItems: 12)

    struct Fixed: CarouselPath {
        func transform(forOffset offset: Double, baseTransform: Transform3D, in context: CarouselPathContext) -> Transform3D {
            baseTransform.translated(x: offset * context.itemWidth, y: 0, z: 0)
        }
    }

    @Test("CustomPath forwards offset, base transform and context to its closures")
    func forwards() {
        let path = CustomPath(alpha: { offset, context in offset / Double(context.numberOfItems) }) { offset, base, context in
            base.translated(x: offset * context.itemWidth, y: context.itemSize.height, z: 0)
        }
        let base = Transform3D.perspective(-0.002)
        // offset 1.5 · 200 = 300 on x, the item height 150 on y.
        expectTransform(path.transform(forOffset: 1.5, baseTransform: base, in: Self.context), base.translated(x: 300, y: 150, z: 0))
        #expect(path.alpha(forOffset: 6, in: Self.context) == 0.5)
    }

    @Test("without an alpha closure, or by the protocol's default, alpha is nil (use the fade options)")
    func defaultAlpha() {
        let path = CustomPath { _, base, _ in base }
        #expect(path.alpha(forOffset: 3, in: Self.context) == nil)
        #expect(Fixed().alpha(forOffset: 3, in: Self.context) == nil)
        expectTransform(Fixed().transform(forOffset: -2, baseTransform: .identity, in: Self.context), .translation(x: -400, y: 0, z: 0))
    }
}
