@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

/// Fixture: a 320 × 500 carousel (H = 500), the tutorial's defaults r = 150, m = 5, f = 0.1, so
/// rollerBoundary b = 250 − 150 = 100, itemSpacing d = 2 × 100 / 5 = 40, and the rollers end at
/// b + π r = 571.238898… points, i.e. offset 14.280972… .
private let bounds = Size2D(width: 320, height: 500)
private let belt = ConveyorBelt(options: CarouselOptions(), length: 500, isVertical: true)
private let rollerStart = 100.0 / 40  // offset where s = b
private let rollerEnd = (100 + Double.pi * 150) / 40  // offset where s = b + π r

private func beltModel(
    _ options: CarouselOptions = CarouselOptions(), count: Int = 100,
    bounds: Size2D = bounds, orientation: CarouselOrientation? = nil
) -> CarouselModel {
    CarouselModel(
        CarouselConfiguration(
            type: .conveyorBelt, options: options, numberOfItems: count,
            itemSize: Size2D(width: 200, height: 120), bounds: bounds, orientation: orientation))
}

/// The belt's transform multiplied out by hand (row vectors, each CATransform3D call pre-multiplies):
/// Tz · Rx(a) · M, with M = Translate(0, y, 0) carrying m24 = 1/2000 and m34 = −1/500, a = −π/2 × f.
/// Rows: (1,0,0,0), (0, c, s, c/2000 − s/500), (0, −s, c, −s/2000 − c/500),
/// (0, y − z s, z c, 1 − z (s/2000 + c/500)), with c = cos a, s = sin a.
private func expectedTransform(y: Double, z: Double, rotateFactor f: Double = 0.1) -> Transform3D {
    let a = -Double.pi / 2 * f
    let c = cos(a)
    let s = sin(a)
    return Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: c, m23: s, m24: c / 2000 - s / 500,
        m31: 0, m32: -s, m33: c, m34: -s / 2000 - c / 500,
        m41: 0, m42: y - z * s, m43: z * c, m44: 1 - z * (s / 2000 + c / 500))
}

/// The transform with x and y swapped (conjugated by the x ↔ y reflection).
private func swappedAxes(_ t: Transform3D) -> Transform3D {
    Transform3D(
        m11: t.m22, m12: t.m21, m13: t.m23, m14: t.m24,
        m21: t.m12, m22: t.m11, m23: t.m13, m24: t.m14,
        m31: t.m32, m32: t.m31, m33: t.m33, m34: t.m34,
        m41: t.m42, m42: t.m41, m43: t.m43, m44: t.m44)
}

@Suite("ConveyorBelt")
struct ConveyorBeltTests {
    // MARK: Resolved parameters

    @Test("defaults: b = H/2 − r, d = 2b / m")
    func defaults() {
        #expect(belt.rollerRadius == 150)
        #expect(belt.maxItemsOnFront == 5)
        #expect(belt.rotateFactor == 0.1)
        #expect(belt.rollerBoundary == 100)
        #expect(belt.itemSpacing == 40)
    }

    @Test(
        "several sizes",
        arguments: [
            // (H, r, m, b = H/2 − r, d = 2b/m)
            (500.0, 150.0, 5.0, 100.0, 40.0),
            (800.0, 150.0, 5.0, 250.0, 100.0),
            (400.0, 150.0, 5.0, 50.0, 20.0),
            (1000.0, 100.0, 8.0, 400.0, 100.0),
            (600.0, 50.0, 2.5, 250.0, 200.0),
        ])
    func sizes(h: Double, r: Double, m: Double, b: Double, d: Double) {
        let belt = ConveyorBelt(
            options: CarouselOptions(maxItemsOnFront: m, rollerRadius: r), length: h, isVertical: true)
        #expect(approx(belt.rollerBoundary, b))
        #expect(approx(belt.itemSpacing, d))
    }

    // MARK: Positions along the belt

    @Test(
        "literal positions on the front, the roller and behind",
        arguments: [
            // (offset, y, z): front y = 40 × offset; roller θ = (s − 100)/150, y = 100 + 150 sin θ,
            // z = 150 (cos θ − 1) (values from Python's math module); behind y = 200 + 150π − s, z = −300.
            (0.0, 0.0, 0.0),
            (1.0, 40.0, 0.0),
            (-2.0, -80.0, 0.0),
            (5.0, 192.75547046046054, -32.11691088345779),
            (-5.0, -192.75547046046054, -32.11691088345779),
            (20.0, -128.76110196153104, -300.0),
        ])
    func positions(offset: Double, y: Double, z: Double) {
        let p = belt.position(forOffset: offset)
        #expect(approx(p.along, y), "\(p)")
        #expect(approx(p.depth, z), "\(p)")
    }

    @Test("a taller belt: H = 800, offset 3 is 50 pt onto the roller")
    func taller() {
        let belt = ConveyorBelt(options: CarouselOptions(), length: 800, isVertical: true)
        // b = 250, d = 100, s = 300, θ = 1/3: y = 250 + 150 sin(1/3), z = 150 (cos(1/3) − 1).
        let p = belt.position(forOffset: 3)
        #expect(approx(p.along, 299.07920451942283))
        #expect(approx(p.depth, -8.256458052789345))
        #expect(belt.position(forOffset: 2).along == 200)
    }

    @Test("exactly at the roller boundary and at the end of the roller")
    func boundaries() {
        let start = belt.position(forOffset: rollerStart)  // s = b: the roller branch at θ = 0
        #expect(approx(start.along, 100))
        #expect(start.depth == 0)
        let end = belt.position(forOffset: rollerEnd)  // s = b + π r: behind, y = b, z = −2r
        #expect(approx(end.along, 100))
        #expect(approx(end.depth, -300))
    }

    @Test(
        "continuous just either side of both boundaries, on both sides of the centre",
        arguments: [rollerStart, rollerEnd, -rollerStart, -rollerEnd])
    func continuity(boundary: Double) {
        let epsilon = 1e-9
        let before = belt.transform(forOffset: boundary - epsilon)
        let at = belt.transform(forOffset: boundary)
        let after = belt.transform(forOffset: boundary + epsilon)
        // The position moves at most d × ε = 4e-8 pt across the boundary.
        expectTransform(before, at, 1e-6)
        expectTransform(after, at, 1e-6)
        let inside = belt.position(forOffset: boundary - epsilon)
        let outside = belt.position(forOffset: boundary + epsilon)
        #expect(abs(inside.along - outside.along) < 1e-6)
        #expect(abs(inside.depth - outside.depth) < 1e-6)
    }

    @Test("y is odd in the offset, z is even")
    func symmetry() {
        var rng = SeededGenerator(seed: 5)
        for _ in 0..<200 {
            let offset = Double.random(in: 0...30, using: &rng)
            let a = belt.position(forOffset: offset)
            let b = belt.position(forOffset: -offset)
            #expect(a.along == -b.along)
            #expect(a.depth == b.depth)
            #expect(a.depth <= 0 && a.depth >= -300)
        }
    }

    // MARK: Transform

    @Test(
        "transform: Translate(0,y,0), m24 = 1/2000, m34 = −1/500, Rotate(−π/20, 1,0,0), Translate(0,0,z)",
        arguments: [0.0, 1.0, -2.0, 2.5, 5.0, -9.0, 14.0, 20.0])
    func transform(offset: Double) {
        let p = belt.position(forOffset: offset)
        expectTransform(belt.transform(forOffset: offset), expectedTransform(y: p.along, z: p.depth))
    }

    @Test("literal matrix fields at offset 1 (y = 40, z = 0)")
    func literalFields() {
        let t = belt.transform(forOffset: 1)
        // c = cos(π/20), s = sin(−π/20), from Python: m24 = c/2000 − s/500, m34 = −s/2000 − c/500.
        #expect(approx(t.m22, 0.9876883405951378))
        #expect(approx(t.m23, -0.15643446504023087))
        #expect(approx(t.m24, 0.0008067131003780307))
        #expect(approx(t.m34, -0.0018971594486701603))
        #expect(t.m42 == 40)
        #expect(t.m43 == 0)
        #expect(t.m44 == 1)
    }

    @Test("rotateFactor changes the tilt", arguments: [0.0, 0.25, -0.5])
    func rotateFactor(f: Double) {
        let belt = ConveyorBelt(options: CarouselOptions(rotateFactor: f), length: 500, isVertical: true)
        let p = belt.position(forOffset: 6)
        expectTransform(belt.transform(forOffset: 6), expectedTransform(y: p.along, z: p.depth, rotateFactor: f))
    }

    @Test("a horizontal belt mirrors the vertical one across the diagonal")
    func horizontal() {
        let h = ConveyorBelt(options: CarouselOptions(), length: 500, isVertical: false)
        for offset in stride(from: -16.0, through: 16, by: 0.75) {
            expectTransform(h.transform(forOffset: offset), swappedAxes(belt.transform(forOffset: offset)))
        }
    }

    // MARK: Bad input

    @Test("a roller wider than half the height shrinks to H/2 and spaces items over its half-turn")
    func oversizedRoller() {
        let belt = ConveyorBelt(options: CarouselOptions(), length: 200, isVertical: true)
        #expect(belt.rollerRadius == 100)
        #expect(belt.rollerBoundary == 0)
        #expect(approx(belt.itemSpacing, Double.pi * 100 / 5))
        // offset 1: θ = π/5, y = 100 sin(π/5), z = 100 (cos(π/5) − 1).
        let p = belt.position(forOffset: 1)
        #expect(approx(p.along, 58.778525229247315))
        #expect(approx(p.depth, -19.098300562505255))
        #expect(belt.position(forOffset: 0).along == 0 && belt.position(forOffset: 0).depth == 0)
    }

    @Test(
        "maxItemsOnFront ≤ 0 or non-finite takes the default 5",
        arguments: [0.0, -3.0, Double.nan, Double.infinity, -Double.infinity])
    func badItemsOnFront(m: Double) {
        let belt = ConveyorBelt(options: CarouselOptions(maxItemsOnFront: m), length: 500, isVertical: true)
        #expect(belt.maxItemsOnFront == 5)
        #expect(belt.itemSpacing == 40)
    }

    @Test("a tiny maxItemsOnFront is clamped, so the spacing stays finite")
    func tinyItemsOnFront() {
        let belt = ConveyorBelt(options: CarouselOptions(maxItemsOnFront: 1e-300), length: 500, isVertical: true)
        #expect(belt.maxItemsOnFront == ConveyorBelt.minimumItemsOnFront)
        #expect(belt.itemSpacing == 200 / 1e-3)
        #expect(belt.transform(forOffset: 0).isFinite)
        #expect(belt.transform(forOffset: 1e6).isFinite)
    }

    @Test("non-finite radius and factor take the defaults; a negative radius is 0")
    func badRadius() {
        let nan = ConveyorBelt(
            options: CarouselOptions(rollerRadius: .nan, rotateFactor: .infinity), length: 500, isVertical: true)
        #expect(nan.rollerRadius == 150 && nan.rotateFactor == 0.1)
        let flat = ConveyorBelt(options: CarouselOptions(rollerRadius: -10), length: 500, isVertical: true)
        #expect(flat.rollerRadius == 0)
        #expect(flat.rollerBoundary == 250)
        #expect(flat.itemSpacing == 100)
        // With no roller the belt folds straight back, continuously: at s = b the front meets "behind".
        let before = flat.position(forOffset: 2.5 - 1e-9)
        let after = flat.position(forOffset: 2.5 + 1e-9)
        #expect(abs(before.along - 250) < 1e-6 && abs(after.along - 250) < 1e-6)
        #expect(after.depth == 0)
    }

    @Test("zero height: every item at the centre, nothing divides by zero")
    func zeroHeight() {
        let belt = ConveyorBelt(options: CarouselOptions(), length: 0, isVertical: true)
        #expect(belt.itemSpacing == 0)
        for offset in [-3.0, 0, 2, .nan, .infinity] {
            let p = belt.position(forOffset: offset)
            #expect(p.along == 0 && p.depth == 0)
            #expect(belt.transform(forOffset: offset).isFinite)
        }
        #expect(belt.visibleItemCount == CarouselModel.maximumVisibleItems)
    }

    @Test("non-finite offsets place the item at the centre")
    func nonFiniteOffset() {
        for offset in [Double.nan, .infinity, -.infinity] {
            expectTransform(belt.transform(forOffset: offset), belt.transform(forOffset: 0))
        }
    }

    // MARK: In the model

    @Test("the model: vertical by default, itemWidth = d, a window covering front and rollers")
    func model() {
        let model = beltModel()
        #expect(model.isVertical)
        #expect(model.itemWidth == 40)
        // 2 ⌈14.28 + 0.5⌉ + 1 = 31 slots, beyond iCarousel's cap of 30.
        #expect(belt.visibleItemCount == 31)
        #expect(model.numberOfVisibleItems == 31)
        let window = model.placements(at: 50.4)
        #expect(window.map(\.index) == Array(35...65))
        // Every item on the front or a roller is in the window, at any scroll offset.
        var rng = SeededGenerator(seed: 11)
        for _ in 0..<100 {
            let scroll = Double.random(in: 0...99, using: &rng)
            let shown = Set(model.placements(at: scroll).map(\.index))
            for index in 0..<100 where abs(Double(index) - scroll) * 40 < 100 + Double.pi * 150 {
                #expect(shown.contains(index), "scroll \(scroll) index \(index)")
            }
        }
        // Horizontal: the belt's length is the width, so a 500 × 320 horizontal belt mirrors this one.
        let horizontal = beltModel(bounds: Size2D(width: 500, height: 320), orientation: .horizontal)
        #expect(horizontal.isVertical == false)
        #expect(horizontal.itemWidth == 40)
        expectTransform(horizontal.transform(forOffset: 3), swappedAxes(model.transform(forOffset: 3)))
    }

    @Test("the model ignores perspective, viewpoint and itemWidth, but honours focus and contentOffset")
    func modelInputs() {
        let plain = beltModel()
        let other = CarouselModel(
            CarouselConfiguration(
                type: .conveyorBelt, numberOfItems: 100, itemSize: Size2D(width: 200, height: 120),
                itemWidth: 77, bounds: bounds, perspective: -1.0 / 100, centerOffset: Point2D(x: 3, y: 4),
                viewpointOffset: Point2D(x: 30, y: 40), focusPoint: Point2D(x: 0.5, y: 0.4)))
        #expect(other.itemWidth == 40)
        for offset in [-4.0, 0, 3, 12] {
            #expect(other.transform(forOffset: offset) == plain.transform(forOffset: offset))
        }
        #expect(other.placement(forItemAt: 5, scrollOffset: 2).center == Point2D(x: 163, y: 204))
    }

    @Test("projected corners match the formulas")
    func projectedCorners() {
        let model = beltModel()
        // Item 5 at scroll offset 0: offset 5, y = 192.755…, z = −32.116…; corners of the 200 × 120
        // item (±100, ±60) map to (px, py c + y − z s) / (1 + py (c/2000 − s/500) − z (s/2000 + c/500))
        // around the centre (160, 250). Values from Python.
        let corners = model.placement(forItemAt: 5, scrollOffset: 0).projectedCorners
        let expected = [
            Point2D(x: 61.237310326235544, y: 376.88040594492975),
            Point2D(x: 258.76268967376444, y: 376.88040594492975),
            Point2D(x: 250.1442020330037, y: 472.64948953149747),
            Point2D(x: 69.8557979669963, y: 472.64948953149747),
        ]
        #expect(corners?.count == 4)
        for (c, e) in zip(corners ?? [], expected) {
            #expect(approx(c.x, e.x) && approx(c.y, e.y), "\(c) vs \(e)")
        }
        // The same closed form for every visible item at a fractional scroll offset.
        let a = -Double.pi / 20
        let cs = cos(a)
        let sn = sin(a)
        for placement in model.placements(at: 7.3) {
            let p = belt.position(forOffset: placement.offset)
            guard let corners = placement.projectedCorners else {
                Issue.record("behind the eye")
                continue
            }
            for (corner, (px, py)) in zip(corners, [(-100.0, -60.0), (100, -60), (100, 60), (-100, 60)]) {
                let w = 1 + py * (cs / 2000 - sn / 500) - p.depth * (sn / 2000 + cs / 500)
                #expect(approx(corner.x, 160 + px / w, 1e-9))
                #expect(approx(corner.y, 250 + (py * cs + p.along - p.depth * sn) / w, 1e-9))
            }
        }
    }
}
