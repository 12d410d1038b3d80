@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

/// Hand-derived checks of ``CarouselModel``. Unless a test says otherwise the scene is iCarousel's
/// common one (``Fixtures``' default): 12 items of 200 × 200 pt in 800 × 500 pt bounds, perspective
/// −1/500, so the item width (spacing width) is 200 pt.
///
/// Every transform below is written with two hand formulas:
/// - ``translated(_:_:_:)``: the base transform (perspective p = −0.002 in m34) translated by
///   (x, y, z) — identity rows, m34 = p, last row (x, y, z, 1 + z·p);
/// - ``placed(_:_:)``: a rotation R (3 × 3 rows) then a translation t, then the perspective —
///   rows (R_i, R_i3·p) and last row (t, 1 + t_z·p).
@Suite("CarouselModel")
struct CarouselModelTests {
    typealias F = Fixtures

    static let p = -1.0 / 500.0
    static let sqrt3 = 3.0.squareRoot()
    /// Rotary / cylinder radius for 12 items of 200 pt: max(100, 100 / tan(π/12)) = 100 (2 + √3).
    static let rotaryRadius = 100 * (2 + sqrt3)
    /// Wheel radius for 12 items of 200 pt: 200 · 12 / 2π = 1200 / π.
    static let wheelRadius = 1200 / Double.pi

    /// The base transform translated by (x, y, z): the hand formula for translation-only types.
    static func translated(_ x: Double, _ y: Double, _ z: Double, p: Double = p) -> Transform3D {
        Transform3D(rowMajor: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, p, x, y, z, 1 + z * p])
    }

    /// Rotation rows `r`, then translation `t`, then perspective `p`.
    static func placed(_ r: [[Double]], _ t: [Double], p: Double = p) -> Transform3D {
        Transform3D(rowMajor: [
            r[0][0], r[0][1], r[0][2], r[0][2] * p,
            r[1][0], r[1][1], r[1][2], r[1][2] * p,
            r[2][0], r[2][1], r[2][2], r[2][2] * p,
            t[0], t[1], t[2], 1 + t[2] * p,
        ])
    }

    // Rotation rows in Core Animation's row-vector convention.
    static func rotY(_ a: Double) -> [[Double]] { [[cos(a), 0, -sin(a)], [0, 1, 0], [sin(a), 0, cos(a)]] }
    static func rotX(_ a: Double) -> [[Double]] { [[1, 0, 0], [0, cos(a), sin(a)], [0, -sin(a), cos(a)]] }
    static func rotZ(_ a: Double) -> [[Double]] { [[cos(a), sin(a), 0], [-sin(a), cos(a), 0], [0, 0, 1]] }

    // MARK: Per-type defaults

    @Test("per-type defaults as iCarousel resolves them for 12 items of 200 pt in 800 × 500")
    func defaults() {
        let linear = F.model(.linear)
        // ceil(800 / 200) + 2 = 6 slots; spacing 1, offsetMultiplier 1, no wrap.
        #expect(linear.numberOfVisibleItems == 6)
        #expect(linear.spacing == 1 && linear.offsetMultiplier == 1 && !linear.isWrapEnabled)
        #expect(
            linear.fadeMin == -.infinity && linear.fadeMax == .infinity && linear.fadeRange == 1
                && linear.fadeMinAlpha == 0)

        let rotary = F.model(.rotary)
        // count = min(30, max(12, ceil(800 / 200) · π = 12.57)) → 12 (NSInteger truncation), ≤ 12 items.
        #expect(rotary.circularItemCount == 12 && rotary.isWrapEnabled)
        #expect(approx(rotary.radius, 373.20508075688772))  // 100 / tan(π/12) = 100 (2 + √3)
        #expect(rotary.numberOfVisibleItems == 12)
        #expect(F.model(.invertedRotary).numberOfVisibleItems == 6)  // ceil(12 / 2)

        let cylinder = F.model(.cylinder)
        #expect(approx(cylinder.radius, Self.rotaryRadius) && cylinder.showsBackfaces)
        let inverted = F.model(.invertedCylinder)
        #expect(!inverted.showsBackfaces && inverted.numberOfVisibleItems == 6)

        let wheel = F.model(.wheel)
        #expect(approx(wheel.radius, 381.97186342054880))  // 200 · 12 / 2π
        // radius − 100 = 281.97 ≥ min(800, 500) / 2 = 250, so ceil(12 / 2) + 1 = 7 slots.
        #expect(wheel.numberOfVisibleItems == 7)
        // In 2000 × 2000 bounds 281.97 < 1000: all 12 slots.
        #expect(F.model(.wheel, bounds: Size2D(width: 2000, height: 2000)).numberOfVisibleItems == 12)

        let coverFlow = F.model(.coverFlow, items: 40)
        // spacing 0.25: ceil(800 / 50) + 2 = 18 slots; tilt 0.9; offsetMultiplier 2.
        #expect(coverFlow.spacing == 0.25 && coverFlow.tilt == 0.9 && coverFlow.offsetMultiplier == 2)
        #expect(coverFlow.numberOfVisibleItems == 18)
        #expect(F.model(.coverFlow2).offsetMultiplier == 2)

        let timeMachine = F.model(.timeMachine, items: 40)
        #expect(timeMachine.tilt == 0.3 && timeMachine.fadeMax == 0 && timeMachine.numberOfVisibleItems == 30)
        #expect(F.model(.invertedTimeMachine).fadeMin == 0)
        #expect(F.model(.custom, items: 40).numberOfVisibleItems == 30)

        // Every type: the visible count never exceeds the items.
        for type in CarouselType.allCases {
            #expect(F.model(type, items: 3).numberOfVisibleItems <= 3)
        }
    }

    @Test("rotary with 12 items and 200 pt width has radius 373.205…")
    func rotaryRadiusExample() {
        // max(100, 100 / tan(π/12)); tan(π/12) = 2 − √3 = 0.26795, so 100 / 0.26795 = 373.205.
        #expect(approx(F.model(.rotary).radius, 100 / tan(Double.pi / 12)))
        #expect(approx(F.model(.rotary).radius, 373.2050807568877))
    }

    // MARK: Transforms per type

    @Test("linear: offset × itemWidth × spacing along the axis")
    func linear() {
        let h = F.model(.linear)
        expectTransform(h.transform(forOffset: 0), Self.translated(0, 0, 0))
        expectTransform(h.transform(forOffset: 1.5), Self.translated(300, 0, 0))  // 1.5 · 200
        expectTransform(h.transform(forOffset: -2), Self.translated(-400, 0, 0))
        // Vertical: the item width is the item's height (120 pt): 1.5 · 120 = 180 down.
        let v = F.model(.linear, vertical: true, itemSize: Size2D(width: 200, height: 120))
        #expect(v.itemWidth == 120)
        expectTransform(v.transform(forOffset: 1.5), Self.translated(0, 180, 0))
        expectTransform(v.transform(forOffset: -0.25), Self.translated(0, -30, 0))
    }

    @Test("rotary: (r sin a, 0, r cos a − r) with a = offset / 12 · 2π")
    func rotary() {
        let r = Self.rotaryRadius
        let h = F.model(.rotary)
        // offset 1: a = π/6 → (r/2, 0, r(√3/2 − 1)) = (186.60, 0, −50) since r(√3 − 2) = −100.
        expectTransform(h.transform(forOffset: 1), Self.translated(186.60254037844386, 0, -50))
        // offset 3: a = π/2 → (r, 0, −r).
        expectTransform(h.transform(forOffset: 3), Self.translated(r, 0, -r))
        // offset −2: a = −π/3 → (−r√3/2, 0, −r/2) = (−323.205, 0, −186.603).
        expectTransform(h.transform(forOffset: -2), Self.translated(-323.2050807568877, 0, -186.60254037844386))
        // Vertical: the same numbers on y.
        let v = F.model(.rotary, vertical: true)
        expectTransform(v.transform(forOffset: 1), Self.translated(0, 186.60254037844386, -50))
        expectTransform(v.transform(forOffset: -2), Self.translated(0, -323.2050807568877, -186.60254037844386))
    }

    @Test("inverted rotary: radius and angle negated, so items come toward the viewer")
    func invertedRotary() {
        let h = F.model(.invertedRotary)
        // (−r) sin(−a) = r sin a; (−r) cos(−a) + r = r (1 − cos a): offset 1 → (186.60, 0, +50).
        expectTransform(h.transform(forOffset: 1), Self.translated(186.60254037844386, 0, 50))
        expectTransform(h.transform(forOffset: -3), Self.translated(-Self.rotaryRadius, 0, Self.rotaryRadius))
        let v = F.model(.invertedRotary, vertical: true)
        expectTransform(v.transform(forOffset: 1), Self.translated(0, 186.60254037844386, 50))
    }

    @Test("cylinder: translate −r, rotate a about y, translate r + 0.01")
    func cylinder() {
        let r = Self.rotaryRadius
        let d = r + 0.01
        let h = F.model(.cylinder)
        // Point space: (0, 0, d) turned by a about y is (d sin a, 0, d cos a), then z − r.
        // offset 1 (a = π/6): (186.6075, 0, −49.9913).
        let a = Double.pi / 6
        expectTransform(h.transform(forOffset: 1), Self.placed(Self.rotY(a), [d * 0.5, 0, d * Self.sqrt3 / 2 - r]))
        expectTransform(
            h.transform(forOffset: 1), Self.placed(Self.rotY(a), [186.60754037844386, 0, -49.991339745962155]))
        // offset 0: only the 0.01 nudge toward the viewer remains.
        expectTransform(h.transform(forOffset: 0), Self.translated(0, 0, 0.01))
        // offset 6 (a = π): facing away, at (0, 0, −2r − 0.01).
        expectTransform(h.transform(forOffset: 6), Self.placed(Self.rotY(.pi), [0, 0, -2 * r - 0.01]))
        // Vertical: rotation about (−1, 0, 0), i.e. about x by −a; the offset goes to y.
        let v = F.model(.cylinder, vertical: true)
        expectTransform(
            v.transform(forOffset: 1), Self.placed(Self.rotX(-a), [0, 186.60754037844386, -49.991339745962155]))
    }

    @Test("inverted cylinder: radius and angle negated")
    func invertedCylinder() {
        let r = Self.rotaryRadius
        let a = Double.pi / 6
        let h = F.model(.invertedCylinder)
        // r' = −r, a' = −π/6: (0, 0, −r + 0.01) turned by −a about y: ((r − 0.01) sin a, 0,
        // −(r − 0.01) cos a), then z + r: (186.5975, 0, 50.0087).
        expectTransform(
            h.transform(forOffset: 1), Self.placed(Self.rotY(-a), [(r - 0.01) / 2, 0, r - (r - 0.01) * Self.sqrt3 / 2]))
        expectTransform(
            h.transform(forOffset: 1), Self.placed(Self.rotY(-a), [186.59754037844386, 0, 50.008660254037844]))
        let v = F.model(.invertedCylinder, vertical: true)
        expectTransform(
            v.transform(forOffset: 1), Self.placed(Self.rotX(a), [0, 186.59754037844386, 50.008660254037844]))
    }

    @Test("wheel: turned by offset · 2π/12 about a centre r below (or, vertical, left of) the item")
    func wheel() {
        let r = Self.wheelRadius
        let a = Double.pi / 6
        let h = F.model(.wheel)
        // Point space: (0, −r, 0.01·o) turned by θ about z → (r sin θ, −r cos θ), then y + r:
        // offset 1 → (190.986, 51.175, 0.01).
        expectTransform(h.transform(forOffset: 1), Self.placed(Self.rotZ(a), [r / 2, r * (1 - Self.sqrt3 / 2), 0.01]))
        expectTransform(
            h.transform(forOffset: 1), Self.placed(Self.rotZ(a), [190.98593171027440, 51.174526167473594, 0.01]))
        // offset −2: θ = −π/3 → (−r√3/2, r/2, −0.02).
        expectTransform(
            h.transform(forOffset: -2), Self.placed(Self.rotZ(-2 * a), [-r * Self.sqrt3 / 2, r / 2, -0.02]))
        // Vertical: (r, 0, 0.01·o) turned, then x − r: offset 1 → (r (cos θ − 1), r sin θ, 0.01).
        let v = F.model(.wheel, vertical: true)
        expectTransform(
            v.transform(forOffset: 1), Self.placed(Self.rotZ(a), [-51.174526167473594, 190.98593171027440, 0.01]))
    }

    @Test("inverted wheel: radius and angle negated, so the wheel hangs above")
    func invertedWheel() {
        let a = Double.pi / 6
        let h = F.model(.invertedWheel)
        expectTransform(
            h.transform(forOffset: 1), Self.placed(Self.rotZ(-a), [190.98593171027440, -51.174526167473594, 0.01]))
        let v = F.model(.invertedWheel, vertical: true)
        expectTransform(
            v.transform(forOffset: 1), Self.placed(Self.rotZ(-a), [51.174526167473594, 190.98593171027440, 0.01]))
    }

    @Test("cover flow: clamp c to ±1, x = (0.45c + 0.25·offset)·200, z = −100|c|, turn −c·0.45π")
    func coverFlow() {
        let h = F.model(.coverFlow)
        expectTransform(h.transform(forOffset: 0), Self.translated(0, 0, 0))
        // offset 1: c = 1 → x = (0.45 + 0.25)·200 = 140, z = −100, turn −0.45π about y.
        expectTransform(h.transform(forOffset: 1), Self.placed(Self.rotY(-0.45 * .pi), [140, 0, -100]))
        // offset 2.5: c = 1 → x = (0.45 + 0.625)·200 = 215.
        expectTransform(h.transform(forOffset: 2.5), Self.placed(Self.rotY(-0.45 * .pi), [215, 0, -100]))
        // offset −0.5: c = −0.5 → x = (−0.225 − 0.125)·200 = −70, z = −50, turn +0.225π.
        expectTransform(h.transform(forOffset: -0.5), Self.placed(Self.rotY(0.225 * .pi), [-70, 0, -50]))
        // Literal fields for offset 1: cos 0.45π = 0.156434, sin 0.45π = 0.987688.
        let one = h.transform(forOffset: 1)
        #expect(approx(one.m11, 0.15643446504023092) && approx(one.m13, 0.98768834059513777))
        #expect(approx(one.m14, 0.98768834059513777 * -0.002) && approx(one.m44, 1.2))  // m14 = m13·p
        // Vertical: turned about (−1, 0, 0), i.e. about x by +0.45π for offset 1.
        let v = F.model(.coverFlow, vertical: true)
        expectTransform(v.transform(forOffset: 1), Self.placed(Self.rotX(0.45 * .pi), [0, 140, -100]))
        expectTransform(v.transform(forOffset: -0.5), Self.placed(Self.rotX(-0.225 * .pi), [0, -70, -50]))
    }

    @Test("cover flow 2: the toggle moves the flip between neighbours")
    func coverFlow2() {
        // toggle 0.5 > 0: offset 0.2 ≤ 0.5 → c = −0.5: x = (−0.225 + 0.05)·200 = −35, z = −50, turn +0.225π.
        let flow2 = F.model(.coverFlow2)
        expectTransform(
            flow2.transform(forOffset: 0.2, toggle: 0.5), Self.placed(Self.rotY(0.225 * .pi), [-35, 0, -50]))
        // offset 0.8 ≤ 1.5 → c = 1 − 0.5 = 0.5: x = (0.225 + 0.2)·200 = 85, turn −0.225π.
        expectTransform(
            flow2.transform(forOffset: 0.8, toggle: 0.5), Self.placed(Self.rotY(-0.225 * .pi), [85, 0, -50]))
        // offset −0.7 ≤ −0.5 → c = −1: x = (−0.45 − 0.175)·200 = −125, z = −100.
        expectTransform(
            flow2.transform(forOffset: -0.7, toggle: 0.5), Self.placed(Self.rotY(0.45 * .pi), [-125, 0, -100]))
        // toggle −0.5 ≤ 0: offset 0.2 > −0.5 → c = 0.5: x = (0.225 + 0.05)·200 = 55.
        expectTransform(
            flow2.transform(forOffset: 0.2, toggle: -0.5), Self.placed(Self.rotY(-0.225 * .pi), [55, 0, -50]))
        // offset −0.7 > −1.5 → c = −1 + 0.5 = −0.5: x = (−0.225 − 0.175)·200 = −80.
        expectTransform(
            flow2.transform(forOffset: -0.7, toggle: -0.5), Self.placed(Self.rotY(0.225 * .pi), [-80, 0, -50]))
        // Beyond ±1.5 the toggle does not matter.
        expectTransform(flow2.transform(forOffset: 2, toggle: 0.5), F.model(.coverFlow).transform(forOffset: 2))
        // Vertical, toggle 0.5, offset 0.2: about x by −0.225π.
        let v = F.model(.coverFlow2, vertical: true)
        expectTransform(v.transform(forOffset: 0.2, toggle: 0.5), Self.placed(Self.rotX(-0.225 * .pi), [0, -35, -50]))
        // Toggles outside [−1, 1] are clamped.
        #expect(flow2.transform(forOffset: 0.2, toggle: 7) == flow2.transform(forOffset: 0.2, toggle: 1))
        #expect(flow2.transform(forOffset: 0.2, toggle: -7) == flow2.transform(forOffset: 0.2, toggle: -1))
    }

    @Test("cover flow 2 at and past the ends re-derives the toggle per item, like iCarousel")
    func coverFlow2Ends() {
        // At scrollOffset ≥ n − 1 (or < 0) without wrapping, iCarousel's transformItemView: sets the
        // toggle from each item's offset first, which places every item as plain Cover Flow does.
        let flow2 = F.model(.coverFlow2)
        let flow = F.model(.coverFlow)
        for scrollOffset in [11.0, 11.2, 11.7, -0.3, -0.8] {
            let a = flow2.placements(at: scrollOffset, toggle: 0.5)
            let b = flow.placements(at: scrollOffset)
            #expect(a.map(\.index) == b.map(\.index))
            for (x, y) in zip(a, b) { expectTransform(x.transform, y.transform) }
        }
        // Item 11 at scrollOffset 11.2 (offset −0.2): c = −0.2 → x = (−0.09 − 0.05)·200 = −28, z = −20.
        let item = flow2.placements(at: 11.2, toggle: 0.5).first { $0.index == 11 }
        expectTransform(item!.transform, Self.placed(Self.rotY(0.09 * .pi), [-28, 0, -20]))
        // Inside the range the configured toggle applies: item 4 at 4.2 (offset −0.2 ≤ 0.5) has c = −0.5.
        let inside = flow2.placements(at: 4.2, toggle: 0.5).first { $0.index == 4 }
        expectTransform(inside!.transform, Self.placed(Self.rotY(0.225 * .pi), [-0.5 * 0.45 * 200 - 0.2 * 50, 0, -50]))
        // Wrapping: no end, the toggle always applies.
        var wrap = CarouselOptions()
        wrap.wrap = true
        let wrapped = F.model(.coverFlow2, wrap)
        let w = wrapped.placements(at: 11.2, toggle: 0.5).first { $0.index == 11 }
        expectTransform(w!.transform, Self.placed(Self.rotY(0.225 * .pi), [-55, 0, -50]))
    }

    @Test("time machine: (offset·200·tilt, 0, offset·200); inverted negates both")
    func timeMachine() {
        let h = F.model(.timeMachine)
        expectTransform(h.transform(forOffset: -1), Self.translated(-60, 0, -200))
        // offset −2.5: z = −500, so w = 1 + 500/500 = 2.
        expectTransform(h.transform(forOffset: -2.5), Self.translated(-150, 0, -500))
        expectTransform(F.model(.timeMachine, vertical: true).transform(forOffset: -1), Self.translated(0, -60, -200))
        // Inverted: offset → −offset, tilt → −0.3: x = (−1)·200·(−0.3) = 60, z = −200.
        let inv = F.model(.invertedTimeMachine)
        expectTransform(inv.transform(forOffset: 1), Self.translated(60, 0, -200))
        expectTransform(
            F.model(.invertedTimeMachine, vertical: true).transform(forOffset: 2), Self.translated(0, 120, -400))
    }

    @Test("custom: the path gets the offset, the base transform and the context")
    func custom() {
        // Without a path every item gets the base transform, like iCarousel's default delegate.
        let plain = F.model(.custom, viewpointOffset: Point2D(x: 10, y: -20))
        expectTransform(plain.transform(forOffset: 2.5), Self.translated(-10, 20, 0))
        // A path that moves items 1.5 item widths per offset and fades them by 0.25 per item.
        let path = CustomPath(
            alpha: { offset, _ in 1 - abs(offset) / 4 },
            transform: { offset, base, context in
                base.translated(x: offset * context.itemWidth * 1.5, y: 0, z: -abs(offset) * 10)
            })
        let model = F.model(.custom, vertical: true, itemSize: Size2D(width: 200, height: 100), customPath: path)
        #expect(
            model.pathContext.itemWidth == 100 && model.pathContext.isVertical && model.pathContext.numberOfItems == 12)
        expectTransform(model.transform(forOffset: 2), Self.translated(300, 0, -20))
        #expect(model.alpha(forOffset: 2) == 0.5)
        // Path alphas are clamped to [0, 1]; NaN counts as 1.
        #expect(model.alpha(forOffset: 6) == 0)
        let wild = F.model(
            .custom, customPath: CustomPath(alpha: { offset, _ in offset == 0 ? .nan : 3 }) { _, base, _ in base })
        #expect(wild.alpha(forOffset: 0) == 1 && wild.alpha(forOffset: 1) == 1)
        // A path returning NaN falls back to the base transform.
        let broken = F.model(.custom, customPath: CustomPath { _, base, _ in base.translated(x: .nan, y: 0, z: 0) })
        #expect(broken.transform(forOffset: 1) == broken.baseTransform)
    }

    // MARK: Options

    @Test("count, arc, radius and angle on the circular types")
    func circleOptions() {
        // count 6: radius = 100 / tan(π/6) = 173.205; offset 1 → a = π/3 → (150, 0, −86.60).
        var count = CarouselOptions()
        count.count = 6.9  // truncated to 6, as NSInteger
        let six = F.model(.rotary, count)
        #expect(six.circularItemCount == 6 && six.numberOfVisibleItems == 6)
        #expect(approx(six.radius, 100 * Self.sqrt3))
        expectTransform(six.transform(forOffset: 1), Self.translated(150, 0, -50 * Self.sqrt3))
        // arc π: radius = 100 / tan(π/24) = 759.575; offset 1 → a = π/12.
        var arc = CarouselOptions()
        arc.arc = .pi
        let half = F.model(.rotary, arc)
        let r = 100 / tan(Double.pi / 24)
        #expect(approx(half.radius, 759.57541127251))  // hand value of 100 / tan(7.5°)
        expectTransform(half.transform(forOffset: 1), Self.translated(r * sin(.pi / 12), 0, r * cos(.pi / 12) - r))
        // radius 500: offset 3 → (500, 0, −500).
        var radius = CarouselOptions()
        radius.radius = 500
        expectTransform(F.model(.rotary, radius).transform(forOffset: 3), Self.translated(500, 0, -500))
        // angle 0.3 replaces offset/count·arc: every item at the same place on rotary…
        var angle = CarouselOptions()
        angle.angle = 0.3
        let fixed = F.model(.rotary, angle)
        expectTransform(fixed.transform(forOffset: 4), fixed.transform(forOffset: -1))
        let rr = Self.rotaryRadius
        expectTransform(fixed.transform(forOffset: 4), Self.translated(rr * sin(0.3), 0, rr * cos(0.3) - rr))
        // …and the step between neighbours on the wheel: offset 2 turns by 0.6.
        let wheel = F.model(.wheel, angle)
        let wr = Self.wheelRadius
        expectTransform(
            wheel.transform(forOffset: 2), Self.placed(Self.rotZ(0.6), [wr * sin(0.6), wr * (1 - cos(0.6)), 0.02]))
        // wheel arc π: radius = 200 · 12 / π = 763.94.
        #expect(approx(F.model(.wheel, arc).radius, 2400 / Double.pi))
    }

    @Test("tilt and spacing")
    func tiltAndSpacing() {
        // Cover Flow tilt 0.5, offset 1: x = (0.25 + 0.25)·200 = 100, turn −π/4.
        var tilt = CarouselOptions()
        tilt.tilt = 0.5
        expectTransform(
            F.model(.coverFlow, tilt).transform(forOffset: 1), Self.placed(Self.rotY(-.pi / 4), [100, 0, -100]))
        // Time Machine tilt 0.6: x = offset · 120.
        expectTransform(
            F.model(.timeMachine, tilt.with(\.tilt, 0.6)).transform(forOffset: -1), Self.translated(-120, 0, -200))
        // Linear spacing 1.5: 300 pt per item; ceil(800 / 300) + 2 = 5 slots.
        var spacing = CarouselOptions()
        spacing.spacing = 1.5
        let wide = F.model(.linear, spacing)
        expectTransform(wide.transform(forOffset: 1), Self.translated(300, 0, 0))
        #expect(wide.numberOfVisibleItems == 5)
        // Time Machine spacing 0.5: z = offset · 100.
        expectTransform(
            F.model(.timeMachine, spacing.with(\.spacing, 0.5)).transform(forOffset: -2), Self.translated(-120, 0, -200)
        )
        // Rotary spacing 0.5 shrinks the span to 100: circle count max(12, ceil(800/100)·π = 25.1) → 25,
        // capped by the 12 items → 12; radius 50 / tan(π/12).
        let small = F.model(.rotary, spacing.with(\.spacing, 0.5))
        #expect(small.circularItemCount == 12 && approx(small.radius, 50 / tan(Double.pi / 12)))
        #expect(F.model(.rotary, items: 40, spacing.with(\.spacing, 0.5)).circularItemCount == 25)
    }

    @Test("visibleItems, offsetMultiplier, wrap and showBackfaces")
    func otherOptions() {
        var o = CarouselOptions()
        o.visibleItems = 3.9  // truncated to 3
        #expect(F.model(.linear, o).numberOfVisibleItems == 3)
        #expect(F.model(.linear, o).placements(at: 5).map(\.index) == [4, 5, 6])
        #expect(F.model(.linear, items: 60, o.with(\.visibleItems, 45)).numberOfVisibleItems == 45)  // may exceed 30
        #expect(F.model(.coverFlow, CarouselOptions(offsetMultiplier: 3)).offsetMultiplier == 3)
        // wrap on a linear carousel: offsets fold into ±n/2.
        let wrapped = F.model(.linear, items: 5, CarouselOptions(wrap: true))
        #expect(wrapped.isWrapEnabled && wrapped.offset(forItemAt: 4, scrollOffset: 0) == -1)
        // wrap off on a rotary carousel: no folding.
        let open = F.model(.rotary, CarouselOptions(wrap: false))
        #expect(!open.isWrapEnabled && open.offset(forItemAt: 11, scrollOffset: 0) == 11)
        // showBackfaces off: a cylinder item turned more than 90° is hidden.
        let culled = F.model(.cylinder, CarouselOptions(showBackfaces: false))
        #expect(culled.placement(forItemAt: 4, scrollOffset: 0).isHidden)  // a = 2π/3, m33 = −0.5
        #expect(!culled.placement(forItemAt: 2, scrollOffset: 0).isHidden)  // a = π/3, m33 = 0.5
        #expect(!F.model(.cylinder).placement(forItemAt: 4, scrollOffset: 0).isHidden)
        #expect(
            !F.model(.invertedCylinder, CarouselOptions(showBackfaces: true)).placement(forItemAt: 6, scrollOffset: 0)
                .isHidden)
    }

    @Test("fade options: linear fall over fadeRange to fadeMinAlpha")
    func fadeOptions() {
        let model = F.model(.linear, CarouselOptions(fadeMin: -1, fadeMax: 1, fadeRange: 2, fadeMinAlpha: 0.2))
        #expect(model.alpha(forOffset: 0.5) == 1)
        // offset 2: factor 1 → 1 − 1/2 · 0.8 = 0.6.
        #expect(approx(model.alpha(forOffset: 2), 0.6))
        #expect(approx(model.alpha(forOffset: -2.5), 1 - 1.5 / 2 * 0.8))
        // Past the range: fadeMinAlpha.
        #expect(approx(model.alpha(forOffset: 4), 0.2))
        // fadeRange +∞: never fades.
        #expect(F.model(.linear, CarouselOptions(fadeMax: 0, fadeRange: .infinity)).alpha(forOffset: 3) == 1)
    }

    @Test("perspective, viewpointOffset, centerOffset and the item-width override")
    func sceneFields() {
        let m = F.model(
            .linear, perspective: -1.0 / 1000, centerOffset: Point2D(x: 15, y: -40),
            viewpointOffset: Point2D(x: 30, y: -20))
        // Base: m34 = −0.001, translated by (−30, 20); offset 1 adds 200 on x.
        expectTransform(m.baseTransform, Self.translated(-30, 20, 0, p: -0.001))
        expectTransform(m.transform(forOffset: 1), Self.translated(170, 20, 0, p: -0.001))
        #expect(m.center == Point2D(x: 415, y: 210))
        // itemWidth 250 overrides the view's 200.
        expectTransform(F.model(.linear, itemWidth: 250).transform(forOffset: 1), Self.translated(250, 0, 0))
        // Perspective 0: flat.
        #expect(F.model(.rotary, perspective: 0).transform(forOffset: 1).m34 == 0)
    }

    // MARK: Wrapping and clamping

    @Test("wrapped offsets take the shorter way round and stay within ±n/2")
    func wrapOffsets() {
        let m = F.model(.rotary, items: 5)
        #expect(m.offset(forItemAt: 4, scrollOffset: 0) == -1)
        #expect(m.offset(forItemAt: 1, scrollOffset: 4) == 2)
        // Exactly half way keeps the sign of index − scrollOffset.
        #expect(m.offset(forItemAt: 3, scrollOffset: 0.5) == 2.5)
        #expect(m.offset(forItemAt: 0, scrollOffset: 2.5) == -2.5)
        // Unclamped scroll offsets fold as well.
        #expect(approx(m.offset(forItemAt: 2, scrollOffset: 17.25), -0.25))
        #expect(approx(m.offset(forItemAt: 2, scrollOffset: -13.5), 0.5))
        var rng = SeededGenerator(seed: 21)
        for _ in 0..<200 {
            let s = Double.random(in: -50...50, using: &rng)
            let i = Int.random(in: 0..<5, using: &rng)
            #expect(abs(m.offset(forItemAt: i, scrollOffset: s)) <= 2.5 + 1e-9)
        }
        // Not wrapping: plain difference.
        #expect(F.model(.linear, items: 5).offset(forItemAt: 4, scrollOffset: 0) == 4)
    }

    @Test("clamping: modulo n when wrapping, [0, n − 1] otherwise, bounce limits while scrolling")
    func clamping() {
        let wrap = F.model(.rotary, items: 5)
        #expect(wrap.clampedOffset(7.25) == 2.25 && wrap.clampedOffset(-1.75) == 3.25 && wrap.clampedOffset(5) == 0)
        #expect(wrap.clampedIndex(-1) == 4 && wrap.clampedIndex(12) == 2)
        let line = F.model(.linear, items: 5)
        #expect(line.clampedOffset(-3) == 0 && line.clampedOffset(9) == 4 && line.clampedOffset(2.5) == 2.5)
        #expect(line.clampedIndex(-1) == 0 && line.clampedIndex(12) == 4)
        // Bouncing (default 1 item): [−1, n − 1 + 1].
        #expect(
            line.clampedScrollOffset(-3) == -1 && line.clampedScrollOffset(9) == 5
                && line.clampedScrollOffset(-0.4) == -0.4)
        let half = F.model(.linear, items: 5, scrollSettings: ScrollSettings(bounceDistance: 0.5))
        #expect(half.clampedScrollOffset(-3) == -0.5 && half.clampedScrollOffset(9) == 4.5)
        let stiff = F.model(.linear, items: 5, scrollSettings: ScrollSettings(bounces: false))
        #expect(stiff.clampedScrollOffset(-3) == 0 && stiff.clampedScrollOffset(9) == 4)
        #expect(wrap.clampedScrollOffset(-1.75) == 3.25)
    }

    @Test("currentItemIndex rounds halves away from zero, then wraps or clamps")
    func currentItemIndex() {
        let line = F.model(.linear, items: 5)
        #expect(line.currentItemIndex(at: 2.5) == 3 && line.currentItemIndex(at: 2.49) == 2)
        #expect(line.currentItemIndex(at: -0.5) == 0 && line.currentItemIndex(at: 9) == 4)
        let wrap = F.model(.rotary, items: 5)
        #expect(wrap.currentItemIndex(at: -0.5) == 4)  // round(−0.5) = −1 → 4
        #expect(wrap.currentItemIndex(at: 4.5) == 0)  // round(4.5) = 5 → 0
        #expect(wrap.currentItemIndex(at: 7.2) == 2)
    }

    // MARK: The visible window

    @Test("the visible window: numberOfVisibleItems slots around the current item")
    func visibleWindow() {
        let line = F.model(.linear)  // 6 slots
        #expect(line.placements(at: 0).map(\.index) == Array(0...5))  // kept inside the items
        #expect(line.placements(at: 5.4).map(\.index) == Array(2...7))  // 5 − 6/2 = 2
        #expect(line.placements(at: 11).map(\.index) == Array(6...11))
        // Wrapping: the window crosses the seam and comes back in index order.
        let inverted = F.model(.invertedRotary)  // 6 slots: 0 − 3 … → 9, 10, 11, 0, 1, 2
        #expect(inverted.placements(at: 0).map(\.index) == [0, 1, 2, 9, 10, 11])
        #expect(inverted.visibleWindow(at: 0).first == -3 && inverted.visibleWindow(at: 0).count == 6)
        // Ten million items cost the same window as twelve.
        let huge = F.model(.linear, items: 10_000_000)
        #expect(huge.placements(at: 5_000_000.3).map(\.index) == Array(4_999_997...5_000_002))
        // A rotary circle still holds min(30, max(12, ceil(800/200)·π)) = 12 slots.
        let hugeRotary = F.model(.rotary, items: 10_000_000)
        #expect(hugeRotary.placements(at: 0).map(\.index) == Array(0...5) + Array(9_999_994...9_999_999))
        // Items with alpha 0 leave the window: Time Machine fades everything past offset 1.
        let tm = F.model(.timeMachine)
        #expect(tm.placements(at: 3).map(\.index) == [0, 1, 2, 3])
        #expect(tm.placements(at: 3.5).map(\.index) == [0, 1, 2, 3, 4])
    }

    // MARK: z-order

    @Test("z-order: nearer items above; equal depths put the item nearer the centre above")
    func zOrder() {
        // Rotary at 0: item 0 at z = 0 is on top; item 6 at z = −2r at the bottom.
        let rotary = F.model(.rotary).placements(at: 0)
        let z = Dictionary(uniqueKeysWithValues: rotary.map { ($0.index, $0.zIndex) })
        #expect(z[0] == 11 && z[6] == 0)
        #expect(z[1]! > z[2]! && z[11]! > z[10]!)
        // Linear: every depth is 0, so distance from the centre decides.
        // Offsets at 2.3: −2.3, −1.3, −0.3, 0.7, 1.7 → ranks 0, 2, 4, 3, 1.
        let line = F.model(.linear, items: 5).placements(at: 2.3)
        #expect(line.map(\.zIndex) == [0, 2, 4, 3, 1])
        // Inverted Time Machine: offset 1 at z = −200, offset 2 at −400, the current item at 0.
        let tm = F.model(.invertedTimeMachine, items: 5).placements(at: 0)
        #expect(tm.map(\.zIndex) == [4, 3, 2, 1, 0])
        // Every window's z-indexes are a permutation of 0..<count.
        for type in CarouselType.allCases {
            let placements = F.model(type).placements(at: 3.7)
            #expect(Set(placements.map(\.zIndex)) == Set(0..<placements.count), "\(type)")
        }
    }

    @Test(
        "z-order ranks: depth, then distance from the centre, then index; both sides of the 64-item sort",
        arguments: [40.0, 80.0])
    func zOrderRule(visibleItems: Double) {
        // Cover Flow puts every item beyond ±1 at the same depth, and half-item offsets put two
        // items at the same distance, so all three keys decide some pairs. 80 slots take the
        // sorting path (> 64), 40 the pairwise one. The rule is restated here independently.
        var rng = SeededGenerator(seed: 64)
        let model = CarouselModel(
            CarouselConfiguration(
                type: .coverFlow, options: CarouselOptions(visibleItems: visibleItems), numberOfItems: 200))
        for _ in 0..<20 {
            let offset = (Double.random(in: 50...150, using: &rng) * 2).rounded() / 2
            let window = model.placements(at: offset)
            #expect(window.count == Int(visibleItems))
            for p in window {
                let below = window.filter { q in
                    let dq = (q.depth * 1e6).rounded()
                    let dp = (p.depth * 1e6).rounded()
                    if dq != dp { return dq < dp }
                    if abs(q.offset) != abs(p.offset) { return abs(q.offset) > abs(p.offset) }
                    return q.index < p.index
                }
                #expect(p.zIndex == below.count, "offset \(offset), index \(p.index)")
            }
        }
    }

    // MARK: Fading, back faces, placeholders

    @Test("fading: Time Machine fades over one item ahead, inverted one behind")
    func fading() {
        let tm = F.model(.timeMachine)
        #expect(tm.alpha(forOffset: -3) == 1 && tm.alpha(forOffset: 0) == 1)
        #expect(tm.alpha(forOffset: 0.25) == 0.75 && tm.alpha(forOffset: 1) == 0 && tm.alpha(forOffset: 5) == 0)
        let inv = F.model(.invertedTimeMachine)
        #expect(inv.alpha(forOffset: -0.25) == 0.75 && inv.alpha(forOffset: 3) == 1)
        for type in CarouselType.iCarouselTypes where type != .timeMachine && type != .invertedTimeMachine {
            #expect(F.model(type).alpha(forOffset: 7) == 1, "\(type)")
        }
    }

    @Test("back faces: the inverted cylinder hides items turned past 90°")
    func backFaces() {
        var all = CarouselOptions()
        all.visibleItems = 12
        let m = F.model(.invertedCylinder, all)
        let hidden = m.placements(at: 0).filter(\.isHidden).map(\.index)
        // a = −offset·π/6; cos a ≤ 0 for |offset| ≥ 3, but cos(±π/2) = 6e−17 > 0 keeps ±3 shown.
        #expect(hidden == [4, 5, 6, 7, 8])
        // Its default window (6 slots, offsets −3…2) never shows a back face.
        #expect(F.model(.invertedCylinder).placements(at: 0).allSatisfy { !$0.isHidden })
        // Types that only translate never hide, even with showBackfaces off.
        let rotary = F.model(.rotary, CarouselOptions(showBackfaces: false))
        #expect(rotary.placements(at: 0).allSatisfy { !$0.isHidden })
    }

    @Test("placeholders: ceil(n/2) before and floor(n/2) after the items, none when wrapping")
    func placeholders() {
        let m = F.model(.linear, items: 5, placeholders: 3)
        #expect(m.minimumIndex == -2 && m.maximumIndex == 5 && m.numberOfPlaceholdersShown == 3)
        // 6 slots from max(−2, min(5 − 6 + 1, 0 − 3)) = −2.
        let placements = m.placements(at: 0)
        #expect(placements.map(\.index) == [-2, -1, 0, 1, 2, 3])
        #expect(placements.map(\.isPlaceholder) == [true, true, false, false, false, false])
        #expect(m.placements(at: 4).map(\.index) == [0, 1, 2, 3, 4, 5])
        #expect(m.placements(at: 4).last!.isPlaceholder)
        // A placeholder is placed by its offset like any item: index −2 at offset −2.
        expectTransform(placements[0].transform, Self.translated(-400, 0, 0))
        // Wrapping hides them.
        let wrapped = F.model(.linear, items: 5, placeholders: 3, CarouselOptions(wrap: true))
        #expect(wrapped.numberOfPlaceholdersShown == 0 && wrapped.placements(at: 0).allSatisfy { !$0.isPlaceholder })
        // Placeholders count towards a non-wrapping circle: 4 items + 4 placeholders = 8.
        let circle = F.model(.rotary, items: 4, placeholders: 4, CarouselOptions(wrap: false))
        #expect(circle.circularItemCount == 8 && circle.placements(at: 0).map(\.index) == Array(-2...5))
    }

    // MARK: Bad input

    @Test("bad input never produces NaN, infinity or alpha outside [0, 1]")
    func badInput() {
        #expect(F.model(.linear, items: -5).numberOfItems == 0)
        #expect(F.model(.linear, placeholders: -3).numberOfPlaceholdersShown == 0)
        for type in CarouselType.allCases {
            let models = [
                F.model(type, items: 0), F.model(type, items: 1), F.model(type, items: -4, placeholders: -2),
                F.model(type, bounds: .zero), F.model(type, itemSize: .zero),
                F.model(type, CarouselOptions(count: 0)), F.model(type, CarouselOptions(count: -7)),
                F.model(type, CarouselOptions(arc: 0)), F.model(type, CarouselOptions(fadeRange: 0)),
                F.model(type, CarouselOptions(spacing: 0)), F.model(type, CarouselOptions(spacing: -2)),
                F.model(type, CarouselOptions(radius: .infinity, tilt: .nan)),
            ]
            for model in models {
                for s in [0, 0.5, -1.5, 3.7, 1e12, -1e12, .nan, .infinity, -.infinity] {
                    let placements = model.placements(at: s)
                    for p in placements {
                        #expect(p.transform.isFinite && p.offset.isFinite && p.center.x.isFinite, "\(type) \(s)")
                        #expect(p.alpha > 0 && p.alpha <= 1)
                    }
                    #expect(model.clampedScrollOffset(s).isFinite)
                }
            }
        }
        // One item: always index 0 at offset −scrollOffset (clamped to ±1 by bouncing).
        let one = F.model(.coverFlow, items: 1)
        #expect(one.placements(at: 0.3).map(\.index) == [0])
        #expect(one.clampedScrollOffset(5) == 1)
        // NaN and infinite scroll offsets place items as at 0.
        let line = F.model(.linear)
        #expect(line.placements(at: .nan) == line.placements(at: 0))
        #expect(line.clampedScrollOffset(.nan) == 0 && line.currentItemIndex(at: .infinity) == 0)
        #expect(F.model(.rotary).clampedScrollOffset(.infinity) == 0)
    }

    // MARK: Randomized invariants

    /// A random configuration over every type, including odd but finite options, and a random
    /// Cover Flow 2 toggle to place it with.
    static func randomModel(_ rng: inout SeededGenerator) -> (model: CarouselModel, toggle: Double) {
        let type = CarouselType.allCases.randomElement(using: &rng)!
        var options = CarouselOptions()
        if Bool.random(using: &rng) { options.wrap = Bool.random(using: &rng) }
        if Bool.random(using: &rng) { options.spacing = Double.random(in: -2...3, using: &rng) }
        if Bool.random(using: &rng) { options.count = Double.random(in: -3...40, using: &rng) }
        if Bool.random(using: &rng) { options.arc = Double.random(in: -7...7, using: &rng) }
        if Bool.random(using: &rng) { options.radius = Double.random(in: -1000...1000, using: &rng) }
        if Bool.random(using: &rng) { options.tilt = Double.random(in: -2...2, using: &rng) }
        if Bool.random(using: &rng) { options.fadeMax = Double.random(in: -3...3, using: &rng) }
        if Bool.random(using: &rng) { options.fadeRange = Double.random(in: -1...3, using: &rng) }
        if Bool.random(using: &rng) { options.fadeMinAlpha = Double.random(in: -1...2, using: &rng) }
        if Bool.random(using: &rng) { options.visibleItems = Double.random(in: -5...50, using: &rng) }
        let vertical = Bool.random(using: &rng)
        let model = F.model(
            type, items: Int.random(in: 0...60, using: &rng), placeholders: Int.random(in: 0...5, using: &rng),
            vertical: vertical, options,
            itemSize: Size2D(
                width: Double.random(in: 0...300, using: &rng), height: Double.random(in: 0...300, using: &rng)),
            bounds: Size2D(
                width: Double.random(in: 0...1200, using: &rng), height: Double.random(in: 0...1200, using: &rng)))
        return (model, Double.random(in: -1...1, using: &rng))
    }

    @Test("random configurations: finite output, alpha in (0, 1], sorted unique indexes in range")
    func randomInvariants() {
        var rng = SeededGenerator(seed: 2024)
        for _ in 0..<400 {
            let (model, toggle) = Self.randomModel(&rng)
            let s = Double.random(in: -80...80, using: &rng)
            let placements = model.placements(at: model.clampedScrollOffset(s), toggle: toggle)
            #expect(placements.count <= model.numberOfVisibleItems)
            #expect(placements.map(\.index) == Array(Set(placements.map(\.index))).sorted())
            for p in placements {
                #expect(p.transform.isFinite && p.offset.isFinite)
                #expect(p.alpha > 0 && p.alpha <= 1)
                if model.isWrapEnabled {
                    #expect(p.index >= 0 && p.index < model.numberOfItems)
                } else {
                    #expect(p.index >= model.minimumIndex && p.index <= model.maximumIndex)
                }
            }
        }
    }

    @Test(
        "mirror symmetry: offset ↔ −offset gives the mirrored transform",
        arguments: [CarouselType.linear, .rotary, .invertedRotary, .cylinder, .invertedCylinder, .coverFlow])
    func mirrorSymmetry(_ type: CarouselType) {
        // Mirroring x (y when vertical) conjugates the transform by scale(−1, 1, 1). (The wheels
        // are not symmetric: they push items back by 0.01·offset; nor is Time Machine, nor Cover
        // Flow 2 with its toggle.)
        var rng = SeededGenerator(seed: 31)
        for vertical in [false, true] {
            let model = F.model(type, vertical: vertical)
            let mirror = vertical ? Transform3D.scale(x: 1, y: -1, z: 1) : .scale(x: -1, y: 1, z: 1)
            for _ in 0..<50 {
                let offset = Double.random(in: -6...6, using: &rng)
                let a = model.transform(forOffset: -offset)
                let b = mirror.concatenating(model.transform(forOffset: offset)).concatenating(mirror)
                expectTransform(a, b, 1e-9)
                #expect(model.alpha(forOffset: -offset) == model.alpha(forOffset: offset))
            }
        }
    }

    @Test("periodicity when wrapping: scrollOffset s and s ± n place items identically")
    func periodicity() {
        var rng = SeededGenerator(seed: 41)
        let types: [CarouselType] = [
            .rotary, .invertedRotary, .cylinder, .invertedCylinder, .wheel, .invertedWheel, .linear, .coverFlow,
            .timeMachine,
        ]
        for type in types {
            let n = Int.random(in: 1...30, using: &rng)
            let model = F.model(type, items: n, vertical: Bool.random(using: &rng), CarouselOptions(wrap: true))
            for _ in 0..<20 {
                let s = Double.random(in: 0..<Double(n), using: &rng)
                let base = model.placements(at: s)
                for shifted in [s + Double(n), s - Double(n), s + 3 * Double(n)] {
                    let other = model.placements(at: shifted)
                    #expect(other.map(\.index) == base.map(\.index), "\(type) n=\(n) s=\(s)")
                    for (a, b) in zip(base, other) {
                        #expect(approx(a.offset, b.offset, 1e-9))
                        expectTransform(a.transform, b.transform, 1e-9)
                        #expect(approx(a.alpha, b.alpha, 1e-9) && a.isHidden == b.isHidden)
                    }
                    // And the clamped scroll offset is the same position.
                    #expect(
                        approx(model.clampedScrollOffset(shifted), s, 1e-9)
                            || approx(abs(model.clampedScrollOffset(shifted) - s), Double(n), 1e-9))
                }
            }
        }
    }

    // MARK: Scenes as text

    /// One stable line per visible item: index, offset, alpha, hidden, z-index, and the transform
    /// rounded to 4 decimals.
    static func render(_ placements: [ItemPlacement]) -> String {
        placements.map { p in
            let fields = p.transform.rowMajor.map { v -> String in
                let s = String(format: "%.4f", v)
                return s == "-0.0000" ? "0.0000" : s
            }
            return String(
                format: "%3d %+.3f a=%.3f z=%2d %@ ", p.index, p.offset, p.alpha, p.zIndex, p.isHidden ? "H" : "-")
                + fields.joined(separator: " ")
        }.joined(separator: "\n")
    }

    @Test("a cylinder scene with back faces culled, as text")
    func cylinderScene() {
        // 8 items, showBackfaces off, scrollOffset 2.5: 8 slots from 3 − 4 = −1 → 7, 0…6.
        // count min(12, 8) = 8, so a = offset·π/4; |offset| ≥ 2.5 turns past 90° (m33 < 0): hidden.
        // Radius 100 / tan(π/8) = 241.42; item 3: (0, 0, r + 0.01) turned by π/8 → x = 92.39.
        // Transforms, offsets and hidden flags cross-checked against Scripts/icarousel_reference.py;
        // z-ranks follow the depth m43 (equal depths: nearer the centre, then the higher index).
        let m = F.model(.cylinder, items: 8, CarouselOptions(showBackfaces: false))
        #expect(m.circularItemCount == 8)
        let expected = """
              0 -2.500 a=1.000 z= 2 H -0.3827 0.0000 0.9239 -0.0018 0.0000 1.0000 0.0000 0.0000 -0.9239 0.0000 -0.3827 0.0008 -223.0535 0.0000 -333.8131 1.6676
              1 -1.500 a=1.000 z= 4 - 0.3827 0.0000 0.9239 -0.0018 0.0000 1.0000 0.0000 0.0000 -0.9239 0.0000 0.3827 -0.0008 -223.0535 0.0000 -149.0296 1.2981
              2 -0.500 a=1.000 z= 6 - 0.9239 0.0000 0.3827 -0.0008 0.0000 1.0000 0.0000 0.0000 -0.3827 0.0000 0.9239 -0.0018 -92.3918 0.0000 -18.3679 1.0367
              3 +0.500 a=1.000 z= 7 - 0.9239 0.0000 -0.3827 0.0008 0.0000 1.0000 0.0000 0.0000 0.3827 0.0000 0.9239 -0.0018 92.3918 0.0000 -18.3679 1.0367
              4 +1.500 a=1.000 z= 5 - 0.3827 0.0000 -0.9239 0.0018 0.0000 1.0000 0.0000 0.0000 0.9239 0.0000 0.3827 -0.0008 223.0535 0.0000 -149.0296 1.2981
              5 +2.500 a=1.000 z= 3 H -0.3827 0.0000 -0.9239 0.0018 0.0000 1.0000 0.0000 0.0000 0.9239 0.0000 -0.3827 0.0008 223.0535 0.0000 -333.8131 1.6676
              6 +3.500 a=1.000 z= 0 H -0.9239 0.0000 -0.3827 0.0008 0.0000 1.0000 0.0000 0.0000 0.3827 0.0000 -0.9239 0.0018 92.3918 0.0000 -464.4748 1.9289
              7 -3.500 a=1.000 z= 1 H -0.9239 0.0000 0.3827 -0.0008 0.0000 1.0000 0.0000 0.0000 -0.3827 0.0000 -0.9239 0.0018 -92.3918 0.0000 -464.4748 1.9289
            """
        #expect(Self.render(m.placements(at: 2.5)) == expected)
    }

    @Test("a Cover Flow 2 scene mid-flip, as text")
    func coverFlow2Scene() {
        // 12 items, toggle 0.3, scrollOffset 3.7: 12 slots (ceil(800/50) + 2 = 18, capped at 12).
        // Item 3 (offset −0.7 ≤ −0.5) is fully turned (c = −1): x = (−0.45 − 0.175)·200 = −125;
        // item 4 (offset 0.3 ≤ 0.5) has c = −0.3: x = (−0.135 + 0.075)·200 = −12, z = −30, turned
        // 0.135π (cos = 0.9114); item 5 (offset 1.3 ≤ 1.5) has c = 0.7: x = (0.315 + 0.325)·200 = 128.
        // Cross-checked against Scripts/icarousel_reference.py.
        let m = F.model(.coverFlow2)
        let lines = Self.render(m.placements(at: 3.7, toggle: 0.3)).split(separator: "\n")
        #expect(lines.count == 12)
        let expected = """
              3 -0.700 a=1.000 z= 9 - 0.1564 0.0000 -0.9877 0.0020 0.0000 1.0000 0.0000 0.0000 0.9877 0.0000 0.1564 -0.0003 -125.0000 0.0000 -100.0000 1.2000
              4 +0.300 a=1.000 z=11 - 0.9114 0.0000 -0.4115 0.0008 0.0000 1.0000 0.0000 0.0000 0.4115 0.0000 0.9114 -0.0018 -12.0000 0.0000 -30.0000 1.0600
              5 +1.300 a=1.000 z=10 - 0.5490 0.0000 0.8358 -0.0017 0.0000 1.0000 0.0000 0.0000 -0.8358 0.0000 0.5490 -0.0011 128.0000 0.0000 -70.0000 1.1400
            """
        #expect(lines[3...5].joined(separator: "\n") == expected)
    }
}

/// Right to left: every placement of a horizontal carousel is the left-to-right one mirrored about
/// the vertical centre line of the bounds. The scene is the portrait fixture (320 × 480 pt bounds,
/// 200 × 200 pt items, 12 items), so the focus is (160, 240).
@Suite("CarouselModel right to left")
struct CarouselModelRightToLeftTests {
    typealias F = Fixtures

    /// A wavy custom path (position, a turn about z, z-order keys) so that ``CarouselType/custom``
    /// has something to mirror.
    static let wave = CustomPath(
        position: { offset, context in Point2D(x: offset * context.itemWidth, y: 40 * sin(offset)) },
        transform: { offset, base, _ in base.rotated(angle: offset * .pi / 8, x: 0, y: 0, z: 1) },
        zOrder: { offset, _ in -abs(offset) })

    /// The fixture configuration of a type in a direction; horizontal unless `vertical` (the conveyor
    /// belt included), with the wave path for custom.
    static func model(
        _ type: CarouselType, _ direction: LayoutDirection, items: Int = 12, vertical: Bool = false,
        options: CarouselOptions = CarouselOptions(), focus: Point2D? = nil
    ) -> CarouselModel {
        var config = F.configuration(type, items: items, options, bounds: F.portrait)
        config.orientation = vertical ? .vertical : .horizontal
        config.customPath = type == .custom ? wave : nil
        config.focusPoint = focus
        config.layoutDirection = direction
        return CarouselModel(config)
    }

    /// S = diag(−1, 1, 1, 1): x → −x.
    static let flip = Transform3D.scale(x: -1, y: 1, z: 1)

    /// A placement mirrored about the vertical line x = width / 2, computed independently of the
    /// model: the centre's x becomes width − x and the transform T becomes S · T · S.
    static func mirrored(_ p: ItemPlacement, width: Double = 320) -> ItemPlacement {
        var result = p
        result.center.x = width - p.center.x
        result.transform = flip.concatenating(p.transform).concatenating(flip)
        return result
    }

    /// Whether `a` mirrored about x = 160 is `b`: equal in everything but the centre and the
    /// transform, which agree within the tolerance.
    static func isMirror(_ a: ItemPlacement, of b: ItemPlacement, width: Double = 320) -> Bool {
        var back = mirrored(a, width: width)
        guard approx(back.center.x, b.center.x), approx(back.transform, b.transform) else { return false }
        back.center.x = b.center.x
        back.transform = b.transform
        return back == b
    }

    static let scrollOffsets = [0, 0.3, 1, 2.75, 5.5, -0.6, 11.2]

    // MARK: Examples

    @Test("isMirrored: right to left and horizontal only")
    func isMirrored() {
        #expect(Self.model(.linear, .rightToLeft).isMirrored)
        #expect(!Self.model(.linear, .leftToRight).isMirrored)
        #expect(!Self.model(.linear, .rightToLeft, vertical: true).isMirrored)
        // The conveyor belt is vertical by default: right to left changes nothing unless it is horizontal.
        let belt = CarouselModel(
            CarouselConfiguration(type: .conveyorBelt, numberOfItems: 5, layoutDirection: .rightToLeft))
        #expect(!belt.isMirrored)
    }

    @Test("linear: item 0 stays centred, item 1 (offset 1) sits 200 pt left of it, the centre stays at 160")
    func linear() {
        let rtl = Self.model(.linear, .rightToLeft)
        let first = rtl.placement(forItemAt: 0, scrollOffset: 0)
        #expect(first.center == Point2D(x: 160, y: 240))  // 320 − 160
        expectTransform(first.transform, CarouselModelTests.translated(0, 0, 0))
        let second = rtl.placement(forItemAt: 1, scrollOffset: 0)
        #expect(second.offset == 1)
        #expect(second.center == Point2D(x: 160, y: 240))
        // Left to right: the base transform translated by +200 (m41); mirrored: −200. m34 and m44 stay.
        expectTransform(second.transform, CarouselModelTests.translated(-200, 0, 0))
        expectTransform(
            Self.model(.linear, .leftToRight).placement(forItemAt: 1, scrollOffset: 0).transform,
            CarouselModelTests.translated(200, 0, 0))
        // Item 3 at scroll offset 1.5 (offset 1.5): 300 pt left.
        expectTransform(
            rtl.placement(forItemAt: 3, scrollOffset: 1.5).transform, CarouselModelTests.translated(-300, 0, 0))
    }

    @Test("Cover Flow: the item at offset 1 sits left of the centre and its tilt is turned the other way")
    func coverFlow() {
        // Offset 1, item width 200, spacing 0.25, tilt 0.9: clamped offset 1; left to right it is moved
        // (0.5 · 0.9 + 0.25) · 200 = 140 right, pushed 100 back and turned −0.45π about y.
        // Mirrored: 140 left, turned +0.45π, so m13 = −sin 0.45π, m14 = +0.002 sin 0.45π, m31 = sin 0.45π, m41 = −140.
        let angle = 0.45 * Double.pi
        let ltr = Self.model(.coverFlow, .leftToRight).placement(forItemAt: 1, scrollOffset: 0)
        let rtl = Self.model(.coverFlow, .rightToLeft).placement(forItemAt: 1, scrollOffset: 0)
        expectTransform(ltr.transform, CarouselModelTests.placed(CarouselModelTests.rotY(-angle), [140, 0, -100]))
        expectTransform(rtl.transform, CarouselModelTests.placed(CarouselModelTests.rotY(angle), [-140, 0, -100]))
        #expect(approx(rtl.transform.m13, -sin(angle)) && approx(rtl.transform.m31, sin(angle)))
        #expect(approx(rtl.transform.m14, 0.002 * sin(angle)) && approx(rtl.transform.m41, -140))
        #expect(rtl.center == Point2D(x: 160, y: 240))
        // Which is where left to right puts the item at offset −1: Cover Flow is symmetric.
        expectTransform(
            rtl.transform, Self.model(.coverFlow, .leftToRight).placement(forItemAt: 0, scrollOffset: 1).transform)
    }

    @Test("the transform negates exactly m12, m13, m14, m21, m31 and m41", arguments: CarouselType.allCases)
    func negatedFields(_ type: CarouselType) {
        let ltr = Self.model(type, .leftToRight)
        let rtl = Self.model(type, .rightToLeft)
        for s in Self.scrollOffsets {
            for index in -2...13 {
                let a = ltr.placement(forItemAt: index, scrollOffset: s).transform.rowMajor
                let b = rtl.placement(forItemAt: index, scrollOffset: s).transform.rowMajor
                let negated: Set = [1, 2, 3, 4, 8, 12]  // m12, m13, m14, m21, m31, m41 in row-major order
                #expect(
                    (0..<16).allSatisfy { negated.contains($0) ? b[$0] == -a[$0] : b[$0] == a[$0] },
                    "\(type) \(index) at \(s)")
            }
        }
    }

    @Test("a turned item's quad is mirrored corner for corner: top-left ↔ top-right, bottom-right ↔ bottom-left")
    func turnedQuad() throws {
        let ltr = Self.model(.coverFlow, .leftToRight).placement(forItemAt: 1, scrollOffset: 0.3)
        let rtl = Self.model(.coverFlow, .rightToLeft).placement(forItemAt: 1, scrollOffset: 0.3)
        let a = try #require(ltr.projectedCorners)
        let b = try #require(rtl.projectedCorners)
        for (i, j) in [(0, 1), (1, 0), (2, 3), (3, 2)] {
            #expect(approx(b[i].x, 320 - a[j].x) && approx(b[i].y, a[j].y))
        }
    }

    @Test("the focus point is mirrored: (0.25, 0.5) puts item 0 at x = 240 instead of 80")
    func focusPoint() {
        let focus = Point2D(x: 0.25, y: 0.5)
        #expect(
            Self.model(.linear, .leftToRight, focus: focus).placement(forItemAt: 0, scrollOffset: 0).center
                == Point2D(x: 80, y: 240))
        #expect(
            Self.model(.linear, .rightToLeft, focus: focus).placement(forItemAt: 0, scrollOffset: 0).center
                == Point2D(x: 240, y: 240))
    }

    @Test("the shelf starts at the right: item 0's centre is the mirror of its left-to-right place")
    func shelf() {
        let ltr = Self.model(.shelf, .leftToRight).placement(forItemAt: 0, scrollOffset: 0)
        let rtl = Self.model(.shelf, .rightToLeft).placement(forItemAt: 0, scrollOffset: 0)
        #expect(ltr.center.x < 160 && rtl.center.x > 160)
        #expect(approx(rtl.center.x, 320 - ltr.center.x))
    }

    // MARK: Invariants

    @Test("mirroring the right-to-left placements gives the left-to-right ones", arguments: CarouselType.allCases)
    func mirrorOfMirror(_ type: CarouselType) {
        for options in [CarouselOptions(), CarouselOptions(showBackfaces: false)] {
            let ltr = Self.model(type, .leftToRight, options: options)
            let rtl = Self.model(type, .rightToLeft, options: options)
            for s in Self.scrollOffsets {
                let a = rtl.placements(at: s)
                let b = ltr.placements(at: s)
                #expect(a.map(\.index) == b.map(\.index), "\(type) at \(s)")
                for (p, q) in zip(a, b) {
                    #expect(Self.isMirror(p, of: q), "\(type) at \(s): \(p)\n\(q)")
                }
            }
        }
    }

    @Test("back faces, alpha, offsets and z-order are those of left to right", arguments: CarouselType.allCases)
    func unchangedFields(_ type: CarouselType) {
        let options = CarouselOptions(showBackfaces: false)
        let ltr = Self.model(type, .leftToRight, options: options)
        let rtl = Self.model(type, .rightToLeft, options: options)
        for s in Self.scrollOffsets {
            let a = rtl.placements(at: s)
            let b = ltr.placements(at: s)
            #expect(a.map(\.isHidden) == b.map(\.isHidden), "\(type) at \(s)")
            #expect(a.map(\.zIndex) == b.map(\.zIndex))
            #expect(a.map(\.alpha) == b.map(\.alpha) && a.map(\.offset) == b.map(\.offset))
            #expect(a.map(\.zOrder) == b.map(\.zOrder))
        }
    }

    @Test("back faces: the cylinder hides the same items in both directions")
    func hiddenCylinder() {
        // The cylinder scene of CarouselModelTests, in the fixture bounds: |offset| ≥ 2.5 is turned away.
        let options = CarouselOptions(showBackfaces: false)
        let rtl = Self.model(.cylinder, .rightToLeft, items: 8, options: options).placements(at: 2.5)
        #expect(rtl.filter(\.isHidden).map(\.index) == [0, 5, 6, 7])
    }

    @Test("vertical carousels ignore the layout direction", arguments: CarouselType.allCases)
    func vertical(_ type: CarouselType) {
        let ltr = Self.model(type, .leftToRight, vertical: true)
        let rtl = Self.model(type, .rightToLeft, vertical: true)
        for s in Self.scrollOffsets {
            #expect(rtl.placements(at: s) == ltr.placements(at: s), "\(type) at \(s)")
            #expect(rtl.placement(forItemAt: 2, scrollOffset: s) == ltr.placement(forItemAt: 2, scrollOffset: s))
        }
    }

    @Test("the window, single placements and windowPlacement agree right to left", arguments: CarouselType.allCases)
    func pathsAgree(_ type: CarouselType) {
        let rtl = Self.model(type, .rightToLeft)
        for s in Self.scrollOffsets {
            for p in rtl.placements(at: s) {
                #expect(rtl.windowPlacement(forItemAt: p.index, scrollOffset: s) == p)
                var single = rtl.placement(forItemAt: p.index, scrollOffset: s)
                single.zIndex = p.zIndex
                #expect(single == p, "\(type) item \(p.index) at \(s)")
            }
            // Outside the window: the mirrored place, alpha 0.
            let outside = rtl.windowPlacement(forItemAt: 1_000, scrollOffset: s)
            let ltrOutside = Self.model(type, .leftToRight).windowPlacement(forItemAt: 1_000, scrollOffset: s)
            #expect(Self.isMirror(outside, of: ltrOutside))
        }
    }

    @Test("the buffered window is the mirrored window")
    func buffered() {
        let rtl = Self.model(.coverFlow2, .rightToLeft)
        var buffer: [ItemPlacement] = []
        for s in Self.scrollOffsets {
            rtl.placements(at: s, into: &buffer)
            #expect(buffer == rtl.placements(at: s))
        }
    }

    // MARK: Randomized

    /// Whether two corner lists hold the same points, in any order, within a relative tolerance.
    static func sameCorners(_ a: [Point2D], _ b: [Point2D], _ tol: Double) -> Bool {
        guard a.count == b.count else { return false }
        var unmatched = b
        for p in a {
            guard let i = unmatched.firstIndex(where: { approx($0.x, p.x, tol) && approx($0.y, p.y, tol) }) else {
                return false
            }
            unmatched.remove(at: i)
        }
        return true
    }

    @Test("random scenes: the right-to-left quads are the left-to-right quads with x → width − x")
    func randomCorners() {
        var rng = SeededGenerator(seed: 0x5254_4C)
        var compared = 0
        for _ in 0..<300 {
            let type = CarouselType.allCases.randomElement(using: &rng)!
            let width = Double.random(in: 100...1200, using: &rng)
            var options = CarouselOptions()
            if Bool.random(using: &rng) { options.wrap = Bool.random(using: &rng) }
            if Bool.random(using: &rng) { options.tilt = Double.random(in: -2...2, using: &rng) }
            if Bool.random(using: &rng) { options.showBackfaces = Bool.random(using: &rng) }
            let numberOfItems = Int.random(in: 1...40, using: &rng)
            let numberOfPlaceholders = Int.random(in: 0...4, using: &rng)
            let itemSize = Size2D(
                width: Double.random(in: 20...300, using: &rng), height: Double.random(in: 20...300, using: &rng))
            let bounds = Size2D(width: width, height: Double.random(in: 100...900, using: &rng))
            let centerOffset = Point2D(
                x: Double.random(in: -50...50, using: &rng), y: Double.random(in: -50...50, using: &rng))
            let viewpointOffset = Point2D(
                x: Double.random(in: -80...80, using: &rng), y: Double.random(in: -80...80, using: &rng))
            let toggle = Double.random(in: -1...1, using: &rng)
            var config = CarouselConfiguration(
                type: type, options: options, numberOfItems: numberOfItems, numberOfPlaceholders: numberOfPlaceholders,
                itemSize: itemSize, bounds: bounds, centerOffset: centerOffset, viewpointOffset: viewpointOffset,
                customPath: type == .custom ? Self.wave : nil,
                focusPoint: Point2D(x: Double.random(in: 0...1, using: &rng), y: Double.random(in: 0...1, using: &rng)),
                orientation: .horizontal)
            let ltr = CarouselModel(config)
            config.layoutDirection = .rightToLeft
            let rtl = CarouselModel(config)
            let s = Double.random(in: -3...Double(ltr.numberOfItems + 2), using: &rng)
            let a = rtl.placements(at: s, toggle: toggle)
            let b = ltr.placements(at: s, toggle: toggle)
            #expect(a.map(\.index) == b.map(\.index))
            for (p, q) in zip(a, b) {
                #expect(p.isHidden == q.isHidden && p.zIndex == q.zIndex)
                guard let mirrored = p.projectedCorners, let corners = q.projectedCorners else {
                    #expect(p.projectedCorners == nil && q.projectedCorners == nil)
                    continue
                }
                let expected = corners.map { Point2D(x: width - $0.x, y: $0.y) }
                #expect(Self.sameCorners(mirrored, expected, 1e-9), "\(type) item \(p.index) at \(s)")
                compared += 1
            }
        }
        #expect(compared > 1_000)
    }
}

extension CarouselOptions {
    /// A copy with one option changed (test convenience).
    func with(_ keyPath: WritableKeyPath<CarouselOptions, Double?>, _ value: Double) -> CarouselOptions {
        var copy = self
        copy[keyPath: keyPath] = value
        return copy
    }
}
