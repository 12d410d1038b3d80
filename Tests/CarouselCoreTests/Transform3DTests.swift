import CarouselCore
import Testing

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
}
