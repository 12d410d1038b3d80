@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

/// Fixture: 200 × 200 pt items in 800 × 500 pt bounds, horizontal, 12 items, FSPagerView's
/// defaults (minimumScale 0.65, zoom out 0.85, depth 0.5; minimumAlpha 0.6). The steps
/// (item width + proposed spacing): 200 for cross fading, zoom out, depth and cubic;
/// 200 − 0.6 × 0.65 × 200 = 122 for overlap; 200 − 0.2 × 0.65 × 200 = 174 for linear;
/// 200 − 200 sin(3π/16) = 88.88595339607957 for cover flow; 200 − 0.15 × 200 = 170 for the Ferris
/// wheels. Expected transforms are FSPagerViewTransformer's calls multiplied out (row vectors,
/// each CATransform3D / CGAffineTransform call pre-multiplies), values from Python's math module.
private func pager(
    _ style: Pager.Style, _ options: CarouselOptions = CarouselOptions(), itemSize: Size2D = Fixtures.itemSize,
    length: Double = 800, vertical: Bool = false, items: Int = 12
) -> Pager {
    Pager(
        style: style, options: options, itemSize: itemSize, length: length, isVertical: vertical,
        numberOfItems: items)
}

private let focus = Point2D(x: 400, y: 250)

/// A transform from its non-identity fields.
private func matrix(_ fields: [String: Double]) -> Transform3D {
    var t = Transform3D.identity
    for (name, value) in fields {
        switch name {
        case "m11": t.m11 = value
        case "m12": t.m12 = value
        case "m13": t.m13 = value
        case "m14": t.m14 = value
        case "m21": t.m21 = value
        case "m22": t.m22 = value
        case "m23": t.m23 = value
        case "m24": t.m24 = value
        case "m31": t.m31 = value
        case "m32": t.m32 = value
        case "m33": t.m33 = value
        case "m34": t.m34 = value
        case "m41": t.m41 = value
        case "m42": t.m42 = value
        case "m43": t.m43 = value
        case "m44": t.m44 = value
        default: Issue.record("no field \(name)")
        }
    }
    return t
}

/// A flat scale by `k` moved `tx` along x (a CGAffineTransform with a = d = k).
private func flat(scale k: Double = 1, tx: Double = 0) -> Transform3D {
    matrix(["m11": k, "m22": k, "m41": tx])
}

/// `t` mirrored left to right: conjugated by diag(−1, 1, 1, 1).
private func mirrored(_ t: Transform3D) -> Transform3D {
    var m = t
    m.m12 = -t.m12
    m.m13 = -t.m13
    m.m14 = -t.m14
    m.m21 = -t.m21
    m.m31 = -t.m31
    m.m41 = -t.m41
    return m
}

/// `t` with x and y swapped (conjugated by the x ↔ y reflection).
private func swappedAxes(_ t: Transform3D) -> Transform3D {
    Transform3D(
        m11: t.m22, m12: t.m21, m13: t.m23, m14: t.m24,
        m21: t.m12, m22: t.m11, m23: t.m13, m24: t.m14,
        m31: t.m32, m32: t.m31, m33: t.m33, m34: t.m34,
        m41: t.m42, m42: t.m41, m43: t.m43, m44: t.m44)
}

/// One expected placement: position, transform, alpha, zIndex and the centre's x.
private struct Row: Sendable, CustomStringConvertible {
    let p: Double
    let transform: Transform3D
    let alpha: Double
    let z: Double
    let x: Double
    var description: String { "p = \(p)" }
}

private func check(_ pager: Pager, _ row: Row, sourceLocation: SourceLocation = #_sourceLocation) {
    expectTransform(pager.transform(forOffset: row.p), row.transform, sourceLocation: sourceLocation)
    #expect(approx(pager.alpha(forOffset: row.p), row.alpha), "\(row)", sourceLocation: sourceLocation)
    #expect(pager.zOrder(forOffset: row.p) == row.z, "\(row)", sourceLocation: sourceLocation)
    let center = pager.center(forOffset: row.p, focus: focus)
    #expect(approx(center.x, row.x) && center.y == 250, "\(row): \(center)", sourceLocation: sourceLocation)
}

@Suite("Pager")
struct PagerTests {
    // MARK: Resolved parameters

    @Test(
        "FSPagerView's defaults: minimumScale, minimumAlpha, the proposed spacing and the step",
        arguments: [
            (Pager.Style.crossFading, 0.65, 0.0), (.zoomOut, 0.85, 0.0), (.depth, 0.5, 0.0),
            (.overlap, 0.65, -78.0), (.linear, 0.65, -26.0), (.coverFlow, 0.65, -111.11404660392043),
            (.ferrisWheel, 0.65, -30.0), (.invertedFerrisWheel, 0.65, -30.0), (.cubic, 0.65, 0.0),
        ])
    func defaults(style: Pager.Style, scale: Double, spacing: Double) {
        let p = pager(style)
        #expect(p.minimumScale == scale)
        #expect(p.minimumAlpha == 0.6)
        #expect(approx(p.interitemSpacing, spacing))
        #expect(approx(p.step, 200 + spacing))
        #expect(p.itemLength == 200 && p.itemBreadth == 200)
    }

    @Test("options override the defaults; the proposed spacing follows minimumScale")
    func options() {
        let overlap = pager(.overlap, CarouselOptions(minimumScale: 0.5, minimumAlpha: 0.2))
        #expect(overlap.minimumScale == 0.5 && overlap.minimumAlpha == 0.2)
        #expect(overlap.interitemSpacing == -60)  // −0.6 × 0.5 × 200
        #expect(overlap.step == 140)
        let set = pager(.coverFlow, CarouselOptions(interitemSpacing: 10))
        #expect(set.interitemSpacing == 10 && set.step == 210)
        let depth = pager(.depth, CarouselOptions(interitemSpacing: -50))
        #expect(depth.step == 150)
    }

    @Test("bad options: scale and alpha clamped to [0, 1], non-finite ones take the defaults")
    func badOptions() {
        #expect(pager(.linear, CarouselOptions(minimumScale: 1.5, minimumAlpha: -2)).minimumScale == 1)
        #expect(pager(.linear, CarouselOptions(minimumScale: 1.5, minimumAlpha: -2)).minimumAlpha == 0)
        #expect(pager(.linear, CarouselOptions(minimumScale: -0.2)).minimumScale == 0)
        let nan = pager(.zoomOut, CarouselOptions(minimumScale: .nan, minimumAlpha: .infinity, interitemSpacing: .nan))
        #expect(nan.minimumScale == 0.85 && nan.minimumAlpha == 0.6 && nan.interitemSpacing == 0)
        #expect(pager(.crossFading, CarouselOptions(interitemSpacing: 1e300)).interitemSpacing == 1e6)
    }

    @Test("a step that would be negative is 0, with iCarousel's 30 slots; NaN sizes count as 0")
    func zeroStep() {
        let p = pager(.overlap, CarouselOptions(interitemSpacing: -500))
        #expect(p.step == 0)
        #expect(p.visibleItemCount == VisibleSlots.iCarouselMaximum)
        #expect(p.center(forOffset: 3, focus: focus) == focus)
        let empty = pager(.cubic, itemSize: Size2D(width: .nan, height: 100))
        #expect(empty.itemLength == 0 && empty.step == 0)
    }

    @Test(
        "the window covers the items whose place on the strip meets the bounds, and the whole Ferris wheel",
        arguments: [
            // reach = (L + w) / (2 step); slots = 2 ⌈reach + ½⌉ + 1
            (Pager.Style.crossFading, 800.0, 7),  // (800 + 200) / 400 = 2.5 → 2 × 3 + 1
            (.overlap, 800.0, 11),  // 1000 / 244 = 4.098… → 2 × 5 + 1
            (.coverFlow, 800.0, 15),  // 1000 / 177.77… = 5.625 → 2 × 7 + 1
            (.ferrisWheel, 800.0, 13),  // 1000 / 340 = 2.94…, the wheel's 5 → 2 × 6 + 1
            (.cubic, 200.0, 5),  // 400 / 400 = 1 → 2 × 2 + 1
        ])
    func window(style: Pager.Style, length: Double, slots: Int) {
        #expect(pager(style, length: length).visibleItemCount == slots)
    }

    // MARK: FSPagerView's numbers, style by style

    @Test("cross fading: every item at the focus, fading over one step")
    func crossFading() {
        let p = pager(.crossFading)
        let hidden = Double(Int.min)
        for row in [
            Row(p: -1, transform: flat(tx: 200), alpha: 0, z: hidden, x: 200),
            Row(p: -0.5, transform: flat(tx: 100), alpha: 0.5, z: 1, x: 300),
            Row(p: 0, transform: flat(), alpha: 1, z: 1, x: 400),
            Row(p: 0.25, transform: flat(tx: -50), alpha: 0.75, z: 1, x: 450),
            Row(p: 0.5, transform: flat(tx: -100), alpha: 0.5, z: 1, x: 500),
            Row(p: 1, transform: flat(tx: -200), alpha: 0, z: hidden, x: 600),
            Row(p: 3, transform: flat(tx: -600), alpha: 0, z: hidden, x: 1000),
        ] {
            check(p, row)
        }
    }

    @Test("zoom out: neighbours shrink to 0.85 and fade to 0.6; zIndex is the layout's n − Int(p)")
    func zoomOut() {
        let p = pager(.zoomOut)
        // k = max(0.85, 1 − |p|); margins (1 − k) × 200 / 2 both ways; tx = ∓margin ± 2 margin.
        for row in [
            Row(p: -2, transform: flat(), alpha: 0, z: 14, x: 0),
            Row(p: -1, transform: flat(scale: 0.85, tx: -15), alpha: 0.6, z: 13, x: 200),
            Row(p: -0.5, transform: flat(scale: 0.85, tx: -15), alpha: 0.6, z: 12, x: 300),
            Row(p: 0, transform: flat(), alpha: 1, z: 12, x: 400),
            // k = 0.9: tx = −10 + 20; alpha 0.6 + (0.05 / 0.15) × 0.4
            Row(p: 0.1, transform: flat(scale: 0.9, tx: 10), alpha: 0.7333333333333334, z: 12, x: 420),
            Row(p: 0.5, transform: flat(scale: 0.85, tx: 15), alpha: 0.6, z: 12, x: 500),
            Row(p: 1, transform: flat(scale: 0.85, tx: 15), alpha: 0.6, z: 11, x: 600),
            Row(p: 1.5, transform: flat(), alpha: 0, z: 11, x: 700),
        ] {
            check(p, row)
        }
    }

    @Test("zoom out: the margin along the strip uses the step, the one across the item's height")
    func zoomOutMargins() {
        let p = pager(.zoomOut, itemSize: Size2D(width: 300, height: 200))
        // step 300, k = 0.85: along 300 × 0.15 / 2 = 22.5, across 200 × 0.15 / 2 = 15.
        expectTransform(p.transform(forOffset: 0.5), flat(scale: 0.85, tx: -22.5 + 30))
        expectTransform(p.transform(forOffset: -0.5), flat(scale: 0.85, tx: 22.5 - 30))
    }

    @Test("depth: the leaving item stays; the next one grows from 0.5 behind it")
    func depth() {
        let p = pager(.depth)
        for row in [
            Row(p: -1.5, transform: flat(), alpha: 0, z: 0, x: 100),
            Row(p: -1, transform: flat(), alpha: 1, z: 1, x: 200),
            Row(p: -0.5, transform: flat(), alpha: 1, z: 1, x: 300),
            Row(p: 0, transform: flat(), alpha: 1, z: 1, x: 400),
            // k = 0.5 + 0.5 × (1 − p); tx = −200 p
            Row(p: 0.25, transform: flat(scale: 0.875, tx: -50), alpha: 0.75, z: 0, x: 450),
            Row(p: 0.5, transform: flat(scale: 0.75, tx: -100), alpha: 0.5, z: 0, x: 500),
            Row(p: 1, transform: flat(), alpha: 0, z: 0, x: 600),
            Row(p: 2, transform: flat(), alpha: 0, z: 0, x: 800),
        ] {
            check(p, row)
        }
    }

    @Test("overlap and linear: scale max(1 − 0.35|p|, 0.65), alpha 0.6 + 0.4(1 − |p|), zIndex Int(10(1 − |p|))")
    func overlapAndLinear() {
        for (style, step) in [(Pager.Style.overlap, 122.0), (.linear, 174.0)] {
            let p = pager(style)
            for row in [
                Row(p: -1, transform: flat(scale: 0.65), alpha: 0.6, z: 0, x: 400 - step),
                Row(p: -0.5, transform: flat(scale: 0.825), alpha: 0.8, z: 5, x: 400 - step / 2),
                Row(p: 0, transform: flat(), alpha: 1, z: 10, x: 400),
                Row(p: 0.3, transform: flat(scale: 0.895), alpha: 0.88, z: 7, x: 400 + 0.3 * step),
                Row(p: 0.5, transform: flat(scale: 0.825), alpha: 0.8, z: 5, x: 400 + step / 2),
                Row(p: 1, transform: flat(scale: 0.65), alpha: 0.6, z: 0, x: 400 + step),
                Row(p: 2, transform: flat(scale: 0.65), alpha: 0.2, z: -10, x: 400 + 2 * step),
                Row(p: -3, transform: flat(scale: 0.65), alpha: 0, z: -20, x: 400 - 3 * step),  // 0.6 − 0.8 → 0
            ] {
                check(p, row)
            }
        }
    }

    @Test("cover flow: m34 −0.002, turned sin(cπ/2) × 3π/8 about y and pushed back step × |c| / 2")
    func coverFlow() {
        let p = pager(.coverFlow)
        let step = 88.88595339607957
        let half = matrix([
            "m11": 0.6726289260365523, "m13": 0.7399799509844265, "m14": -0.001479959901968853,
            "m31": -0.7399799509844265, "m33": 0.6726289260365523, "m34": -0.0013452578520731047,
            "m41": 16.443455859308745, "m43": -14.946815843135012, "m44": 1.0298936316862701,
        ])
        let one = matrix([
            "m11": 0.38268343236508984, "m13": 0.9238795325112867, "m14": -0.0018477590650225735,
            "m31": -0.9238795325112867, "m33": 0.38268343236508984, "m34": -0.0007653668647301797,
            "m41": 41.059956535195006, "m43": -17.007590867327572, "m44": 1.0340151817346552,
        ])
        for row in [
            Row(p: -2, transform: mirrored(one), alpha: 1, z: 99, x: 400 - 2 * step),
            Row(p: -1, transform: mirrored(one), alpha: 1, z: 99, x: 400 - step),
            Row(p: -0.5, transform: mirrored(half), alpha: 1, z: 100, x: 400 - step / 2),
            Row(p: 0, transform: matrix(["m34": -0.002]), alpha: 1, z: 100, x: 400),
            Row(p: 0.5, transform: half, alpha: 1, z: 100, x: 400 + step / 2),
            Row(p: 1, transform: one, alpha: 1, z: 99, x: 400 + step),
            Row(p: 2, transform: one, alpha: 1, z: 99, x: 400 + 2 * step),
        ] {
            check(p, row)
        }
    }

    @Test("Ferris wheel: a wheel of 14 below the centre, R = 14 × 170 / 2π; alpha 0.6 from |p| = ½")
    func ferrisWheel() {
        let p = pager(.ferrisWheel)
        // Translate(−170 p, R) · Rotate(p × 2π/14, z) · Translate(0, −R), R = 378.7887645587109.
        let one = matrix([
            "m11": 0.9009688679024191, "m12": 0.4338837391175581, "m21": -0.4338837391175581,
            "m22": 0.9009688679024191, "m41": -5.649714497546142, "m42": 37.51188018009316,
        ])
        let quarter = matrix([
            "m11": 0.9937122098932426, "m12": 0.11196447610330786, "m21": -0.11196447610330786,
            "m22": 0.9937122098932426, "m41": -0.0891144223647089, "m42": 2.381744246343146,
        ])
        let half = matrix([
            "m11": 0.9749279121818236, "m12": 0.2225209339563144, "m21": -0.2225209339563144,
            "m22": 0.9749279121818236, "m41": -0.7115703382371663, "m42": 9.497025169554547,
        ])
        let five = matrix([
            "m11": -0.6234898018587335, "m12": 0.7818314824680299, "m21": -0.7818314824680299,
            "m22": -0.6234898018587335, "m41": -553.8510186628296, "m42": 614.959696319736,
        ])
        for row in [
            Row(p: -1, transform: mirrored(one), alpha: 0.6, z: -6, x: 230),
            Row(p: -0.25, transform: mirrored(quarter), alpha: 1, z: 1, x: 357.5),
            Row(p: 0, transform: flat(), alpha: 1, z: 4, x: 400),
            Row(p: 0.25, transform: quarter, alpha: 1, z: 1, x: 442.5),
            Row(p: 0.5, transform: half, alpha: 0.6, z: -1, x: 485),
            Row(p: 1, transform: one, alpha: 0.6, z: -6, x: 570),
            Row(p: 5, transform: five, alpha: 0.6, z: -46, x: 1250),
            Row(p: 6, transform: flat(), alpha: 0.6, z: 0, x: 1420),  // off the wheel: back on the strip
        ] {
            check(p, row)
        }
        // Where the wheel puts item 1's centre: R sin θ right of the focus, R (1 − cos θ) down.
        #expect(approx(170 + one.m41, 378.7887645587109 * sin(2 * Double.pi / 14)))
    }

    @Test("inverted Ferris wheel: the same wheel above the centre, turning the other way")
    func invertedFerrisWheel() {
        let p = pager(.invertedFerrisWheel)
        let one = matrix([
            "m11": 0.9009688679024191, "m12": -0.4338837391175581, "m21": 0.4338837391175581,
            "m22": 0.9009688679024191, "m41": -5.649714497546142, "m42": -37.51188018009316,
        ])
        check(p, Row(p: 1, transform: one, alpha: 0.6, z: -6, x: 570))
        check(p, Row(p: -1, transform: mirrored(one), alpha: 0.6, z: -6, x: 230))
        check(p, Row(p: 0, transform: flat(), alpha: 1, z: 4, x: 400))
        for offset in [-4.5, -1.2, 0.3, 2.5, 5.0] {
            let down = pager(.ferrisWheel).transform(forOffset: offset)
            var up = p.transform(forOffset: offset)
            // Upside down: y and the turn negated.
            up.m12 = -up.m12
            up.m21 = -up.m21
            up.m42 = -up.m42
            expectTransform(up, down)
        }
    }

    @Test("cubic: faces of a cube turning about its edge; the centre moves half an item toward it")
    func cubic() {
        let p = pager(.cubic)
        let half = matrix([
            "m11": 0.7071067811865476, "m13": -0.7071067811865475, "m14": 0.001414213562373095,
            "m31": 0.7071067811865475, "m33": 0.7071067811865476, "m34": -0.0014142135623730952,
            "m41": 70.71067811865476, "m43": -70.71067811865474, "m44": 1.1414213562373094,
        ])
        let quarter = matrix([
            "m11": 0.9238795325112867, "m13": -0.3826834323650898, "m14": 0.0007653668647301796,
            "m31": 0.3826834323650898, "m33": 0.9238795325112867, "m34": -0.0018477590650225735,
            "m41": 92.38795325112868, "m43": -38.268343236508976, "m44": 1.076536686473018,
        ])
        for row in [
            Row(p: -1.5, transform: flat(), alpha: 0, z: 13, x: 100),  // 12 − Int(−1.5)
            Row(p: -1, transform: flat(), alpha: 0, z: 13, x: 200),
            Row(p: -0.5, transform: mirrored(half), alpha: 1, z: 15, x: 400),
            Row(p: 0, transform: matrix(["m34": -0.002, "m41": 100]), alpha: 1, z: 10, x: 300),
            Row(p: 0.25, transform: quarter, alpha: 1, z: 7, x: 350),
            Row(p: 0.5, transform: half, alpha: 1, z: 5, x: 400),
            Row(p: 1, transform: flat(), alpha: 0, z: 11, x: 600),
        ] {
            check(p, row)
        }
    }

    // MARK: Vertical

    @Test("vertical: FSPagerView's own vertical cubic, Rotate(−θ, x) with the centre moved along y")
    func verticalCubic() {
        let p = pager(.cubic, vertical: true)
        let expected = matrix([
            "m22": 0.7071067811865476, "m23": -0.7071067811865475, "m24": 0.001414213562373095,
            "m32": 0.7071067811865475, "m33": 0.7071067811865476, "m34": -0.0014142135623730952,
            "m42": 70.71067811865476, "m43": -70.71067811865474, "m44": 1.1414213562373094,
        ])
        expectTransform(p.transform(forOffset: 0.5), expected)
        #expect(p.center(forOffset: 0.5, focus: focus) == Point2D(x: 400, y: 250))  // 250 + 100 − 100
        #expect(p.center(forOffset: 1.5, focus: focus) == Point2D(x: 400, y: 550))
    }

    @Test("vertical: FSPagerView's own vertical zoom out and depth move along y")
    func verticalZoomOutAndDepth() {
        let zoom = pager(.zoomOut, itemSize: Size2D(width: 200, height: 300), vertical: true)
        // along = 300 × 0.15 / 2, across = the width's 200 × 0.15 / 2: ty = −22.5 + 30.
        expectTransform(zoom.transform(forOffset: 0.5), matrix(["m11": 0.85, "m22": 0.85, "m42": 7.5]))
        let depth = pager(.depth, vertical: true)
        expectTransform(depth.transform(forOffset: 0.5), matrix(["m11": 0.75, "m22": 0.75, "m42": -100]))
    }

    @Test("vertical is the horizontal style mirrored across the diagonal", arguments: Pager.Style.allCases)
    func verticalMirrorsHorizontal(style: Pager.Style) {
        let wide = Size2D(width: 300, height: 180)
        let horizontal = pager(style, itemSize: wide, length: 800)
        let vertical = pager(style, itemSize: Size2D(width: 180, height: 300), length: 800, vertical: true)
        #expect(vertical.step == horizontal.step)
        #expect(vertical.visibleItemCount == horizontal.visibleItemCount)
        for offset in [-6.0, -1.0, -0.7, -0.5, 0.0, 0.2, 0.5, 1.0, 2.5, 5.5] {
            expectTransform(vertical.transform(forOffset: offset), swappedAxes(horizontal.transform(forOffset: offset)))
            #expect(vertical.alpha(forOffset: offset) == horizontal.alpha(forOffset: offset))
            #expect(vertical.zOrder(forOffset: offset) == horizontal.zOrder(forOffset: offset))
            let h = horizontal.center(forOffset: offset, focus: focus)
            let v = vertical.center(forOffset: offset, focus: Point2D(x: 250, y: 400))
            #expect(approx(v.y, h.x) && v.x == 250, "\(offset)")
        }
    }

    // MARK: Invariants

    @Test(
        "mirrored positions give mirrored transforms and the same alpha (all but depth, which is one-sided)",
        arguments: Pager.Style.allCases.filter { $0 != .depth })
    func mirrorSymmetry(style: Pager.Style) {
        let p = pager(style)
        for offset in [0.1, 0.5, 0.75, 1.0, 1.5, 3.0, 4.9, 7.0] {
            expectTransform(p.transform(forOffset: -offset), mirrored(p.transform(forOffset: offset)))
            #expect(p.alpha(forOffset: -offset) == p.alpha(forOffset: offset), "\(offset)")
        }
    }

    @Test("the item at the current position is untouched and fully opaque", arguments: Pager.Style.allCases)
    func centreItem(style: Pager.Style) {
        let p = pager(style)
        #expect(p.alpha(forOffset: 0) == 1)
        let t = p.transform(forOffset: 0)
        // Flat at scale 1: only the perspective (and cubic's half-item shift, undone by its centre).
        #expect(t.m11 == 1 && t.m22 == 1 && t.m33 == 1)
        let corners = ItemPlacement(
            index: 0, offset: 0, transform: t, alpha: 1, isHidden: false, zIndex: 0, isPlaceholder: false,
            center: p.center(forOffset: 0, focus: focus), size: Fixtures.itemSize
        ).projectedCorners
        #expect(corners?.map { [$0.x, $0.y] } == [[300, 150], [500, 150], [500, 350], [300, 350]])
    }

    @Test("NaN and infinite positions give finite numbers; NaN is the centre", arguments: Pager.Style.allCases)
    func badPositions(style: Pager.Style) {
        let p = pager(style)
        for offset in [Double.nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude] {
            #expect(p.transform(forOffset: offset).isFinite, "\(offset)")
            let alpha = p.alpha(forOffset: offset)
            #expect(alpha >= 0 && alpha <= 1)
            #expect(p.zOrder(forOffset: offset).isFinite)
            let c = p.center(forOffset: offset, focus: focus)
            #expect(c.x.isFinite && c.y.isFinite)
        }
        #expect(p.transform(forOffset: .nan) == p.transform(forOffset: 0))
        #expect(p.alpha(forOffset: .nan) == p.alpha(forOffset: 0))
    }

    @Test("seeded random styles, sizes, options and positions: finite, in range, on the strip, mirrored when vertical")
    func seededRandom() {
        var rng = SeededGenerator(seed: 31)
        func pick(_ values: [Double]) -> Double { values.randomElement(using: &rng)! }
        for _ in 0..<400 {
            let style = Pager.Style.allCases.randomElement(using: &rng)!
            let size = Size2D(
                width: pick([0, 1, 120, 200, 333.3, 1e6, .nan]), height: pick([0, 80, 200, 1e6, .infinity]))
            let options = CarouselOptions(
                minimumScale: pick([0.65, -1, 0, 0.3, 1, 2, .nan]), minimumAlpha: pick([0.6, -1, 0, 0.9, 3, .nan]),
                interitemSpacing: Bool.random(using: &rng) ? nil : pick([-1e7, -150, 0, 12.5, 1e9, .infinity]))
            let length = pick([0, 320, 800, 1e6, .nan])
            let h = pager(style, options, itemSize: size, length: length)
            let v = pager(
                style, options, itemSize: Size2D(width: size.height, height: size.width), length: length, vertical: true
            )
            #expect(h.minimumScale >= 0 && h.minimumScale <= 1 && h.minimumAlpha >= 0 && h.minimumAlpha <= 1)
            #expect(h.step >= 0 && h.step.isFinite)
            #expect(h.visibleItemCount >= 1 && h.visibleItemCount <= VisibleSlots.limit)
            for _ in 0..<8 {
                let offset = pick([0, 0.5, -0.5, 1, -1, 5, -5]) + Double.random(in: -2...2, using: &rng)
                let t = h.transform(forOffset: offset)
                let alpha = h.alpha(forOffset: offset)
                #expect(t.isFinite && alpha >= 0 && alpha <= 1 && h.zOrder(forOffset: offset).isFinite)
                let c = h.center(forOffset: offset, focus: focus)
                var along: Double = offset * h.step
                if style == .cubic, abs(offset) < 1 {
                    let direction: Double = offset < 0 ? 1 : -1
                    along += direction * h.itemLength / 2
                }
                #expect(approx(c.x, 400 + along) && c.y == 250)
                #expect(approx(v.transform(forOffset: offset), swappedAxes(t)))
                #expect(v.alpha(forOffset: offset) == alpha)
            }
        }
    }
}

@Suite("Pager in the model")
struct PagerModelTests {
    typealias F = Fixtures

    @Test("cubic at scroll offset 1.5 of 5: the two faces meet at the focus, the left one on top")
    func cubicWindow() {
        let model = F.model(.pagerCubic, items: 5)
        let placements = model.placements(at: 1.5)
        #expect(placements.map(\.index) == [1, 2])
        #expect(placements.map(\.center) == [Point2D(x: 400, y: 250), Point2D(x: 400, y: 250)])
        #expect(placements.map(\.zOrder) == [15, 5])
        #expect(placements.map(\.zIndex) == [1, 0])
        #expect(placements.map(\.alpha) == [1, 1])
        #expect(model.itemWidth == 200)
        // The faces' shared edge: item 1's right corners and item 2's left corners at x = 400.
        let left = placements[0].projectedCorners ?? []
        let right = placements[1].projectedCorners ?? []
        #expect(left.count == 4 && right.count == 4)
        #expect(approx(left[1].x, 400) && approx(right[0].x, 400))
    }

    @Test("cross fading at 5.3: items 5 and 6 at the focus, alpha 0.7 and 0.3; equal zIndex, the nearer on top")
    func crossFadingWindow() {
        let placements = F.model(.pagerCrossFading).placements(at: 5.3)
        #expect(placements.map(\.index) == [5, 6])
        #expect(approx(placements[0].alpha, 0.7) && approx(placements[1].alpha, 0.3))
        #expect(approx(placements[0].center.x, 340) && approx(placements[1].center.x, 540))
        #expect(approx(placements[0].transform.m41, 60) && approx(placements[1].transform.m41, -140))
        #expect(placements.map(\.zIndex) == [1, 0])
    }

    @Test("overlap at 5: items 3…7 (alpha 0 from |p| = 2.5), ranked by FSPagerView's zIndex, ties by index")
    func overlapWindow() {
        let model = F.model(.pagerOverlap)
        #expect(model.numberOfVisibleItems == 11)
        #expect(model.itemWidth == 122)
        let placements = model.placements(at: 5)
        #expect(placements.map(\.index) == [3, 4, 5, 6, 7])
        #expect(placements.map(\.zOrder) == [-10, 0, 10, 0, -10])
        #expect(placements.map(\.zIndex) == [0, 2, 4, 3, 1])
        #expect(placements.map(\.center.x) == [156, 278, 400, 522, 644])
        let alphas: [Double] = [0.2, 0.6, 1, 0.6, 0.2]
        #expect(zip(placements.map(\.alpha), alphas).allSatisfy { approx($0, $1) })
    }

    @Test(
        "resolvedOptions reports FSPagerView's parameters and the style's spacing", arguments: CarouselType.pagerTypes)
    func resolvedOptions(type: CarouselType) {
        let model = F.model(type)
        let options = model.resolvedOptions
        guard let pager = model.pager else {
            Issue.record("no pager")
            return
        }
        #expect(options.minimumScale == pager.minimumScale && options.minimumAlpha == 0.6)
        #expect(options.interitemSpacing == pager.interitemSpacing)
        #expect(options.wrap == false)
        let again = F.model(type, options)
        #expect(again.placements(at: 4.3) == model.placements(at: 4.3))
        #expect(F.model(.linear).resolvedOptions.minimumScale == nil)
    }

    @Test("iCarousel's fade multiplies the style's alpha")
    func fadeMultiplies() {
        let model = F.model(.pagerLinear, CarouselOptions(fadeMax: 0, fadeRange: 1))
        // linear's alpha at 0.5 is 0.8; the fade past fadeMax 0 is 1 − 0.5.
        #expect(approx(model.alpha(forOffset: 0.5), 0.4))
        #expect(approx(model.alpha(forOffset: -0.5), 0.8))
    }

    @Test("the strip runs through the focus: centerOffset moves it")
    func centerOffset() {
        let model = F.model(.pagerLinear, centerOffset: Point2D(x: 5, y: -5))
        // 405 + (i − 4.5) × 174 for items 3…6 at scroll offset 4.5.
        #expect(model.placements(at: 4.5).map(\.center.x) == [144, 318, 492, 666])
        #expect(model.placements(at: 4.5).allSatisfy { $0.center.y == 245 })
    }

    @Test("vertical: the strip runs down the bounds")
    func vertical() {
        let model = F.model(.pagerDepth, vertical: true)
        let placements = model.placements(at: 2.5)
        #expect(placements.map(\.index) == [2, 3])
        #expect(placements.map(\.center) == [Point2D(x: 400, y: 150), Point2D(x: 400, y: 350)])
        expectTransform(
            placements[1].transform,
            Transform3D(rowMajor: [
                0.75, 0, 0, 0, 0, 0.75, 0, 0, 0, 0, 1, 0, 0, -100, 0, 1,
            ]))
    }

    @Test("seeded random pager carousels: sane placements, ranks that follow FSPagerView's zIndex")
    func seededRandom() {
        var rng = SeededGenerator(seed: 4031)
        for _ in 0..<200 {
            let type = CarouselType.pagerTypes.randomElement(using: &rng)!
            let model = F.model(
                type, items: Int.random(in: 0...40, using: &rng), vertical: Bool.random(using: &rng),
                CarouselOptions(wrap: Bool.random(using: &rng)),
                itemSize: Size2D(width: Double.random(in: 0...400, using: &rng), height: 150),
                bounds: Size2D(width: Double.random(in: 0...1000, using: &rng), height: 600))
            let offset = [Double.nan, .infinity, -3, 1e300].randomElement(using: &rng)!
            for scrollOffset in [offset, Double.random(in: -2...42, using: &rng)] {
                let placements = model.placements(at: scrollOffset)
                #expect(placements.allSatisfy { F.isSane($0) && $0.alpha > 0 && $0.zOrder != nil })
                #expect(Set(placements.map(\.zIndex)) == Set(0..<placements.count))
                for a in placements {
                    for b in placements where (a.zOrder ?? 0) > (b.zOrder ?? 0) { #expect(a.zIndex > b.zIndex) }
                }
            }
        }
    }
}
