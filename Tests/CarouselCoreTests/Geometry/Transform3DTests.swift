@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

/// Hand-derived checks of `Transform3D` against Core Animation's conventions: row vectors
/// (`p' = p · M`), translation in m41…m43, perspective in m34, `translated/rotated/scaled`
/// pre-multiplying, `concatenating(b)` = self · b.
@Suite("Transform3D")
struct Transform3DTests {
    /// A few matrices with every field non-zero, for identities that must hold for any matrix.
    static func randomTransform(_ rng: inout SeededGenerator) -> Transform3D {
        Transform3D(rowMajor: (0..<16).map { _ in Double.random(in: -2...2, using: &rng) })
    }

    static func point(_ t: Transform3D, _ x: Double, _ y: Double, _ z: Double) -> [Double] {
        let p = t.apply(x: x, y: y, z: z)
        return [p.x, p.y, p.z, p.w]
    }

    static func expectPoint(_ actual: [Double], _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation)
    {
        #expect(
            zip(actual, expected).allSatisfy { approx($0, $1) }, "\(actual) != \(expected)",
            sourceLocation: sourceLocation)
    }

    // MARK: Making

    @Test("identity has ones on the diagonal and maps points to themselves")
    func identity() {
        #expect(Transform3D.identity.rowMajor == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        Self.expectPoint(Self.point(.identity, 3, -4, 5), [3, -4, 5, 1])
        #expect(Transform3D.identity.determinant == 1)
        #expect(Transform3D.identity.inverted == .identity)
    }

    @Test("rowMajor and init(rowMajor:) round-trip the sixteen fields in m11…m44 order")
    func rowMajorOrder() {
        let values = (1...16).map(Double.init)
        let t = Transform3D(rowMajor: values)
        #expect(t.m11 == 1 && t.m14 == 4 && t.m21 == 5 && t.m34 == 12 && t.m41 == 13 && t.m44 == 16)
        #expect(t.rowMajor == values)
    }

    @Test("translation puts (x, y, z) in m41…m43 and moves points by it")
    func translation() {
        let t = Transform3D.translation(x: 10, y: -20, z: 30)
        #expect(t.rowMajor == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 10, -20, 30, 1])
        // (1, 2, 3, 1) · T = (1 + 10, 2 − 20, 3 + 30, 1)
        Self.expectPoint(Self.point(t, 1, 2, 3), [11, -18, 33, 1])
        #expect(t.determinant == 1)
    }

    @Test("scale puts the factors on the diagonal")
    func scale() {
        let t = Transform3D.scale(x: 2, y: 3, z: 4)
        #expect(t.rowMajor == [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 1])
        Self.expectPoint(Self.point(t, 1, 1, 1), [2, 3, 4, 1])
        #expect(t.determinant == 24)  // 2 · 3 · 4
    }

    @Test("rotation about z by π/2 turns +x into +y (m12 = sin, m21 = −sin)")
    func rotationZ() {
        let t = Transform3D.rotation(angle: .pi / 2, x: 0, y: 0, z: 1)
        // cos(π/2) = 0, sin(π/2) = 1: rows [c s 0 0] [−s c 0 0] [0 0 1 0] [0 0 0 1].
        expectTransform(t, Transform3D(rowMajor: [0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]))
        Self.expectPoint(Self.point(t, 1, 0, 0), [0, 1, 0, 1])
        Self.expectPoint(Self.point(t, 0, 1, 0), [-1, 0, 0, 1])
    }

    @Test("rotation about x by π/6 turns +y toward +z (m23 = sin, m32 = −sin)")
    func rotationX() {
        let c = 3.0.squareRoot() / 2
        let s = 0.5  // cos(π/6), sin(π/6)
        let t = Transform3D.rotation(angle: .pi / 6, x: 1, y: 0, z: 0)
        expectTransform(t, Transform3D(rowMajor: [1, 0, 0, 0, 0, c, s, 0, 0, -s, c, 0, 0, 0, 0, 1]))
        Self.expectPoint(Self.point(t, 0, 1, 0), [0, c, s, 1])
    }

    @Test("rotation about y by π/3 turns +z toward +x (m13 = −sin, m31 = sin)")
    func rotationY() {
        let c = 0.5
        let s = 3.0.squareRoot() / 2  // cos(π/3), sin(π/3)
        let t = Transform3D.rotation(angle: .pi / 3, x: 0, y: 1, z: 0)
        expectTransform(t, Transform3D(rowMajor: [c, 0, -s, 0, 0, 1, 0, 0, s, 0, c, 0, 0, 0, 0, 1]))
        Self.expectPoint(Self.point(t, 0, 0, 1), [s, 0, c, 1])
        Self.expectPoint(Self.point(t, 1, 0, 0), [c, 0, -s, 1])
    }

    @Test("the axis is normalised; about (1, 1, 1) by 2π/3 the axes cycle x → y → z → x")
    func rotationAxis() {
        expectTransform(
            Transform3D.rotation(angle: 0.7, x: 0, y: 5, z: 0),
            Transform3D.rotation(angle: 0.7, x: 0, y: 1, z: 0))
        let cycle = Transform3D.rotation(angle: 2 * .pi / 3, x: 1, y: 1, z: 1)
        expectTransform(cycle, Transform3D(rowMajor: [0, 1, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1]))
        // Rotating about (−1, 0, 0) by a equals rotating about (1, 0, 0) by −a.
        expectTransform(
            Transform3D.rotation(angle: 0.4, x: -1, y: 0, z: 0),
            Transform3D.rotation(angle: -0.4, x: 1, y: 0, z: 0))
        #expect(approx(Transform3D.rotation(angle: 1.1, x: 0.3, y: -0.2, z: 0.9).determinant, 1))
    }

    @Test("a zero-length or non-finite axis, or a non-finite angle, gives the identity")
    func degenerateRotation() {
        #expect(Transform3D.rotation(angle: 1, x: 0, y: 0, z: 0) == .identity)
        #expect(Transform3D.rotation(angle: 1, x: .nan, y: 0, z: 1) == .identity)
        #expect(Transform3D.rotation(angle: 1, x: .infinity, y: 0, z: 0) == .identity)
        #expect(Transform3D.rotation(angle: .nan, x: 0, y: 0, z: 1) == .identity)
        #expect(Transform3D.rotation(angle: .infinity, x: 0, y: 1, z: 0) == .identity)
    }

    @Test("perspective sets only m34; a point at z has w = 1 + z·m34")
    func perspective() {
        let t = Transform3D.perspective(-1.0 / 500)
        #expect(t.rowMajor == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 0, 0, 0, 1])
        // z = 100: w = 1 − 100/500 = 0.8.
        Self.expectPoint(Self.point(t, 40, -8, 100), [40, -8, 100, 0.8])
    }

    // MARK: Combining

    @Test("concatenating(b) is self · b: apply self, then b")
    func concatenationOrder() {
        let move = Transform3D.translation(x: 10, y: 0, z: 0)
        let turn = Transform3D.rotation(angle: .pi / 2, x: 0, y: 0, z: 1)
        // Translate the origin to (10, 0, 0), then turn it to (0, 10, 0).
        Self.expectPoint(Self.point(move.concatenating(turn), 0, 0, 0), [0, 10, 0, 1])
        // Turn first (the origin stays put), then translate: (10, 0, 0).
        Self.expectPoint(Self.point(turn.concatenating(move), 0, 0, 0), [10, 0, 0, 1])
        // A hand-multiplied product: diag(2, 3, 4, 1) · translation(1, 2, 3) keeps the diagonal
        // and the translation row; translation(1, 2, 3) · diag(2, 3, 4, 1) scales the row to (2, 6, 12).
        let s = Transform3D.scale(x: 2, y: 3, z: 4)
        let t = Transform3D.translation(x: 1, y: 2, z: 3)
        #expect(s.concatenating(t).rowMajor == [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 1, 2, 3, 1])
        #expect(t.concatenating(s).rowMajor == [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 2, 6, 12, 1])
        // With perspective: translation(0, 0, 100) · perspective(−0.002) has m44 = 1 − 0.2.
        let p = Transform3D.translation(x: 0, y: 0, z: 100).concatenating(.perspective(-0.002))
        #expect(approx(p.m44, 0.8) && p.m34 == -0.002 && p.m43 == 100)
    }

    @Test("concatenation is associative and the identity is neutral")
    func concatenationLaws() {
        var rng = SeededGenerator(seed: 11)
        for _ in 0..<20 {
            let a = Self.randomTransform(&rng)
            let b = Self.randomTransform(&rng)
            let c = Self.randomTransform(&rng)
            expectTransform(a.concatenating(b).concatenating(c), a.concatenating(b.concatenating(c)), 1e-12)
            #expect(a.concatenating(.identity) == a)
            #expect(Transform3D.identity.concatenating(a) == a)
        }
    }

    @Test("translated / rotated / scaled equal Concat(Make…, self), like CATransform3DTranslate etc.")
    func preMultiplying() {
        var rng = SeededGenerator(seed: 12)
        for _ in 0..<50 {
            let m = Self.randomTransform(&rng)
            let x = Double.random(in: -300...300, using: &rng)
            let y = Double.random(in: -300...300, using: &rng)
            let z = Double.random(in: -300...300, using: &rng)
            let angle = Double.random(in: -7...7, using: &rng)
            expectTransform(
                m.translated(x: x, y: y, z: z), Transform3D.translation(x: x, y: y, z: z).concatenating(m), 1e-13)
            expectTransform(
                m.rotated(angle: angle, x: y, y: z, z: x),
                Transform3D.rotation(angle: angle, x: y, y: z, z: x).concatenating(m), 1e-13)
            expectTransform(m.scaled(x: x, y: y, z: z), Transform3D.scale(x: x, y: y, z: z).concatenating(m), 1e-13)
        }
        // The step applies before self in point space: scale 2, then move by 10.
        let t = Transform3D.translation(x: 10, y: 0, z: 0).scaled(x: 2, y: 2, z: 2)
        Self.expectPoint(Self.point(t, 1, 0, 0), [12, 0, 0, 1])
    }

    // MARK: Inverting

    @Test("the determinant of hand-picked matrices")
    func determinant() {
        // Upper triangular: the product of the diagonal, 2 · 3 · 4 · 5 = 120.
        let upper = Transform3D(rowMajor: [2, 7, -1, 3, 0, 3, 8, 2, 0, 0, 4, 6, 0, 0, 0, 5])
        #expect(upper.determinant == 120)
        // Swapping two rows of the identity: −1.
        let swapped = Transform3D(rowMajor: [0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect(swapped.determinant == -1)
        // Two equal rows: 0.
        let singular = Transform3D(rowMajor: [1, 2, 3, 4, 1, 2, 3, 4, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect(singular.determinant == 0)
        // Perspective with m34 = p and m43 = z: det = 1 − z·p·… expands to m33·m44 − m34·m43 = 1 − (−0.002 · 100).
        let p = Transform3D(rowMajor: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 0, 0, 100, 1])
        #expect(approx(p.determinant, 1.2))
        // det(A · B) = det A · det B.
        var rng = SeededGenerator(seed: 13)
        for _ in 0..<20 {
            let a = Self.randomTransform(&rng)
            let b = Self.randomTransform(&rng)
            #expect(approx(a.concatenating(b).determinant, a.determinant * b.determinant, 1e-10))
        }
    }

    @Test("A · A⁻¹ = I for invertible matrices")
    func inverse() {
        // Hand-derived: the inverse of translation(1, 2, 3) is translation(−1, −2, −3); of
        // scale(2, 4, 8) is scale(½, ¼, ⅛); of a rotation its transpose.
        #expect(Transform3D.translation(x: 1, y: 2, z: 3).inverted == .translation(x: -1, y: -2, z: -3))
        #expect(Transform3D.scale(x: 2, y: 4, z: 8).inverted == .scale(x: 0.5, y: 0.25, z: 0.125))
        expectTransform(
            Transform3D.rotation(angle: 0.5, x: 0, y: 1, z: 0).inverted,
            Transform3D.rotation(angle: -0.5, x: 0, y: 1, z: 0))
        var rng = SeededGenerator(seed: 14)
        for _ in 0..<50 {
            let a = Self.randomTransform(&rng)
            guard abs(a.determinant) > 0.1 else { continue }
            expectTransform(a.concatenating(a.inverted), .identity, 1e-9)
            expectTransform(a.inverted.concatenating(a), .identity, 1e-9)
        }
    }

    @Test("a singular or non-finite matrix is returned unchanged by inverted")
    func singularInverse() {
        let flat = Transform3D.scale(x: 1, y: 0, z: 1)
        #expect(flat.inverted == flat)
        let rows = Transform3D(rowMajor: [1, 2, 3, 4, 2, 4, 6, 8, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect(rows.inverted == rows)
        let nan = Transform3D(rowMajor: [.nan, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect(
            nan.inverted.rowMajor.enumerated().allSatisfy {
                $0.offset == 0 ? $0.element.isNaN : $0.element == nan.rowMajor[$0.offset]
            })
    }

    // MARK: Points

    @Test("unproject finds the plane's point a projected point came from; edge-on planes have none")
    func unproject() {
        // Pushed 500 pt back under perspective −1/500: w = 2, the plane drawn at half size.
        let back = Transform3D.perspective(-1.0 / 500).translated(x: 0, y: 0, z: -500)
        #expect(back.project(x: 100, y: 50).map { [$0.x, $0.y] } == [50, 25])
        #expect(back.unproject(x: 50, y: 25) == Point2D(x: 100, y: 50))
        // The identity: every point is its own.
        #expect(Transform3D.identity.unproject(x: -30, y: 7) == Point2D(x: -30, y: 7))
        // Turned 90° about y: the plane is seen edge-on.
        #expect(Transform3D.identity.rotated(angle: .pi / 2, x: 0, y: 1, z: 0).unproject(x: 0, y: 0) == nil)
        // Seeded round trips through Cover Flow-like turns and shifts.
        var rng = SeededGenerator(seed: 41)
        for _ in 0..<200 {
            let t = Transform3D.perspective(-1.0 / 500)
                .translated(x: .random(in: -300...300, using: &rng), y: 0, z: .random(in: -200...0, using: &rng))
                .rotated(angle: .random(in: -1.2...1.2, using: &rng), x: 0, y: 1, z: 0)
            let u = Double.random(in: -100...100, using: &rng)
            let v = Double.random(in: -100...100, using: &rng)
            guard let p = t.project(x: u, y: v), let back = t.unproject(x: p.x, y: p.y) else { continue }
            #expect(abs(back.x - u) < 1e-6 && abs(back.y - v) < 1e-6)
        }
    }

    @Test("project divides by w; a point at or behind the eye gives nil")
    func project() {
        let t = Transform3D.perspective(-1.0 / 500)
        // z = 0: w = 1, unchanged.
        let flat = t.project(x: 100, y: 50)
        #expect(flat.map { [$0.x, $0.y, $0.z] } == [100, 50, 0])
        // z = 250: w = 1 − 0.5 = 0.5, so x and y double.
        let near = t.project(x: 100, y: 50, z: 250)
        #expect(near.map { [$0.x, $0.y, $0.z] } == [200, 100, 500])
        // z = −500: w = 2, half size.
        let far = t.project(x: 100, y: 50, z: -500)
        #expect(far.map { [$0.x, $0.y, $0.z] } == [50, 25, -250])
        // z = 500 is the eye (w = 0); beyond it w < 0.
        #expect(t.project(x: 1, y: 1, z: 500) == nil)
        #expect(t.project(x: 1, y: 1, z: 800) == nil)
        // A non-finite w is not drawn either.
        let broken = Transform3D(rowMajor: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, .infinity])
        #expect(broken.project(x: 0, y: 0) == nil)
    }

    @Test("apply multiplies the row vector (x, y, z, 1) by the matrix")
    func apply() {
        let m = Transform3D(rowMajor: (1...16).map(Double.init))
        // (1, 0, 0, 1) picks row 1 + row 4: (1 + 13, 2 + 14, 3 + 15, 4 + 16).
        Self.expectPoint(Self.point(m, 1, 0, 0), [14, 16, 18, 20])
        // (1, 2, 3, 1): column j = m1j + 2·m2j + 3·m3j + m4j.
        Self.expectPoint(
            Self.point(m, 1, 2, 3), [1 + 10 + 27 + 13, 2 + 12 + 30 + 14, 3 + 14 + 33 + 15, 4 + 16 + 36 + 16])
    }

    /// Row vectors: `self · T(x, y, 0)` adds `x·m_i4` to `m_i1` and `y·m_i4` to `m_i2` in each row.
    @Test("translatedAfterProjection moves every drawn point by (x, y) and keeps depth and w")
    func translatedAfterProjection() {
        let m = Transform3D(rowMajor: (1...16).map(Double.init))
        let t = m.translatedAfterProjection(x: 10, y: -2)
        #expect(
            t
                == Transform3D(rowMajor: [
                    1 + 10 * 4, 2 - 2 * 4, 3, 4, 5 + 10 * 8, 6 - 2 * 8, 7, 8, 9 + 10 * 12, 10 - 2 * 12, 11, 12,
                    13 + 10 * 16, 14 - 2 * 16, 15, 16,
                ]))
        // Under perspective, a point drawn at (X/W, Y/W) moves by exactly (10, −2).
        let p = Transform3D.perspective(-1.0 / 500).translated(x: 30, y: 0, z: -120).rotated(
            angle: 0.7, x: 0, y: 1, z: 0)
        let before = p.project(x: 60, y: -40, z: 5)!
        let after = p.translatedAfterProjection(x: 10, y: -2).project(x: 60, y: -40, z: 5)!
        #expect(approx(after.x, before.x + 10) && approx(after.y, before.y - 2) && approx(after.z, before.z))
        #expect(Transform3D.identity.translatedAfterProjection(x: 3, y: 4) == .translation(x: 3, y: 4, z: 0))
    }

    @Test("isFinite and description")
    func finiteAndDescription() {
        #expect(Transform3D.identity.isFinite)
        var t = Transform3D.identity
        t.m42 = .infinity
        #expect(!t.isFinite)
        #expect(
            Transform3D.translation(x: 1.5, y: 0, z: 0).description
                == "Transform3D(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1.5, 0, 0, 1)")
    }
}

/// `isFinite` reads the fields in place (it runs for every visible item on every frame).
@Suite("Transform3D.isFinite")
struct Transform3DIsFiniteTests {
    @Test("finite transforms are finite, however large their fields")
    func finiteTransforms() {
        #expect(Transform3D.identity.isFinite)
        #expect(Transform3D.perspective(-1.0 / 500).translated(x: 3, y: -4, z: 5).isFinite)
        // A sum of the fields would overflow to infinity here; the check must not.
        let huge = Transform3D(rowMajor: Array(repeating: Double.greatestFiniteMagnitude, count: 16))
        #expect(huge.isFinite)
    }

    @Test("one NaN or infinite field makes the transform non-finite", arguments: [Double.nan, .infinity, -.infinity])
    func poisonedField(_ bad: Double) {
        for position in 0..<16 {
            var values = Transform3D.identity.rowMajor
            values[position] = bad
            let t = Transform3D(rowMajor: values)
            #expect(!t.isFinite, "field \(position) = \(bad)")
            // Agrees with the definition through rowMajor.
            #expect(t.isFinite == t.rowMajor.allSatisfy(\.isFinite))
        }
    }

    /// The check is arithmetic (`x − x` summed), so it is pinned against the field-by-field
    /// definition on fields where arithmetic is delicate: the largest magnitudes of both signs,
    /// subnormals, signed zeros, infinities of both signs and NaN, mixed at random.
    @Test("agrees with the field-by-field definition on 20 000 seeded mixes of extreme fields")
    func seededExtremeFields() {
        let pool: [Double] = [
            0, -0.0, 1, -1, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
            -.leastNonzeroMagnitude, .leastNormalMagnitude, 1e308, -1e308, .infinity, -.infinity, .nan,
        ]
        var rng = SeededGenerator(seed: 0x7F17E)
        var nonFinite = 0
        for _ in 0..<20_000 {
            // Mostly finite fields, so that about half the transforms are finite.
            let values = (0..<16).map { _ in
                Int.random(in: 0..<24, using: &rng) == 0
                    ? pool[Int.random(in: 11..<14, using: &rng)]
                    : pool[Int.random(in: 0..<11, using: &rng)]
            }
            let t = Transform3D(rowMajor: values)
            #expect(t.isFinite == values.allSatisfy(\.isFinite), "\(values)")
            if !t.isFinite { nonFinite += 1 }
        }
        #expect(nonFinite > 5_000 && nonFinite < 15_000)
    }

    /// A quarter turn about z, about (100, 50): (100, 50) stays; (110, 50), 10 pt right of it,
    /// goes 10 pt below it (UIKit's y-down convention: +x turns into +y).
    @Test("about(x:y:) turns about the given point")
    func aboutPoint() throws {
        let t = Transform3D.rotation(angle: .pi / 2, x: 0, y: 0, z: 1).about(x: 100, y: 50)
        let centre = try #require(t.project(x: 100, y: 50))
        #expect(approx(centre.x, 100) && approx(centre.y, 50))
        let right = try #require(t.project(x: 110, y: 50))
        #expect(approx(right.x, 100, 1e-9) && approx(right.y, 60, 1e-9))
    }

    @Test("seeded: about(x:y:) moves points as self does relative to the point, perspective included")
    func aboutSeeded() throws {
        var rng = SeededGenerator(seed: 0xAB0_0715)
        for _ in 0..<500 {
            let m = Transform3D.perspective(-1.0 / 500)
                .rotated(angle: Double.random(in: -3...3, using: &rng), x: 0, y: 1, z: 0)
                .translated(
                    x: Double.random(in: -200...200, using: &rng), y: Double.random(in: -200...200, using: &rng),
                    z: Double.random(in: -100...0, using: &rng))
            let (cx, cy) = (Double.random(in: -300...300, using: &rng), Double.random(in: -300...300, using: &rng))
            let (px, py) = (Double.random(in: -300...300, using: &rng), Double.random(in: -300...300, using: &rng))
            guard let relative = m.project(x: px - cx, y: py - cy),
                let moved = m.about(x: cx, y: cy).project(x: px, y: py)
            else { continue }
            #expect(approx(moved.x, relative.x + cx, 1e-6) && approx(moved.y, relative.y + cy, 1e-6))
        }
        // The identity about any point is the identity.
        #expect(Transform3D.identity.about(x: 12, y: -7) == .identity)
    }
}
