@_spi(Plumbing) import CarouselCore
import Testing

/// Fixture: 800 × 500 bounds, 200 × 100 items, 11 items, the focus at the centre (400, 250).
private func customModel(_ path: CustomPath, count: Int = 11) -> CarouselModel {
    CarouselModel(
        CarouselConfiguration(
            type: .custom, numberOfItems: count, itemSize: Size2D(width: 200, height: 100),
            bounds: Size2D(width: 800, height: 500), customPath: path))
}

/// Nearer the closer to the centre: the centre item has the largest depth.
private let cupped: CustomPath.TransformFunction = { offset, base, context in
    base.translated(x: offset * context.itemWidth, y: 0, z: -abs(offset) * 100)
}

@Suite("CarouselModel+Effects")
struct CarouselModelEffectsTests {
    @Test("without a z-order the depth ranks the window: the centre item on top")
    func depthOrder() {
        let window = customModel(CustomPath(transform: cupped)).placements(at: 5)
        #expect(window.first { $0.index == 5 }?.zIndex == window.count - 1)
        #expect(window.allSatisfy { $0.zOrder == nil })
    }

    @Test("a z-order override replaces the depth in assignZIndexes")
    func override() {
        // The key says "larger offsets on top", against the depth.
        let window = customModel(CustomPath(zOrder: { offset, _ in offset }, transform: cupped)).placements(at: 5)
        for placement in window {
            #expect(placement.zIndex == placement.index)  // offsets −5…5 rank 0…10
            #expect(placement.zOrder == placement.offset)
            #expect(placement.drawingDepth == placement.offset)
        }
    }

    @Test("NaN keys fall back to the depth; infinite keys are clamped")
    func badKeys() {
        let nan = customModel(CustomPath(zOrder: { _, _ in .nan }, transform: cupped))
        #expect(nan.zOrder(forOffset: 1) == nil)
        #expect(nan.placements(at: 5).first { $0.index == 5 }?.zIndex == 10)
        let infinite = customModel(
            CustomPath(zOrder: { offset, _ in offset > 0 ? .infinity : -.infinity }, transform: cupped))
        #expect(infinite.zOrder(forOffset: 2) == CarouselModel.maximumZOrder)
        #expect(infinite.zOrder(forOffset: -2) == -CarouselModel.maximumZOrder)
        let window = infinite.placements(at: 5)
        #expect(window.allSatisfy { $0.zOrder?.isFinite ?? true })
        #expect(Set(window.map(\.zIndex)) == Set(0..<window.count))
        // Other types never carry a key.
        let linear = CarouselModel(CarouselConfiguration(type: .linear, numberOfItems: 5))
        #expect(linear.zOrder(forOffset: 1) == nil)
    }

    @Test("non-finite positions count as 0; centres are always finite")
    func badPositions() {
        let m = customModel(CustomPath(position: { offset, _ in Point2D(x: offset > 0 ? .nan : 10, y: .infinity) }))
        #expect(m.center(forOffset: 1) == Point2D(x: 400, y: 250))
        #expect(m.center(forOffset: -1) == Point2D(x: 410, y: 250))
        #expect(m.center(forOffset: .nan) == Point2D(x: 410, y: 250))  // NaN offset is offset 0
        let huge = customModel(CustomPath(position: { _, _ in Point2D(x: .greatestFiniteMagnitude, y: 0) }))
        #expect(huge.center(forOffset: 0).x.isFinite)
    }

    @Test("built-in types keep every centre on the focus (the shelf and the pager styles place items on their strip)")
    func builtInCentres() {
        for type in CarouselType.allCases where type != .shelf && type != .custom && !type.isPager {
            let m = CarouselModel(
                CarouselConfiguration(type: type, numberOfItems: 9, centerOffset: Point2D(x: 5, y: -5)))
            for p in m.placements(at: 4.3) {
                #expect(p.center == Point2D(x: 405, y: 245), "\(type)")
            }
        }
    }
}
