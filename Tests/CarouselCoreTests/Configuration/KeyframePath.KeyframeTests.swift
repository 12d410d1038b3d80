@_spi(Plumbing) import CarouselCore
import Foundation
import Testing

@Suite("KeyframePath.Keyframe")
struct KeyframePathKeyframeTests {
    @Test("defaults are neutral: no movement, no turn, scale 1, alpha 1")
    func defaults() {
        let k = KeyframePath.Keyframe(offset: 2)
        #expect(k.position == .zero && k.depth == 0 && k.rotation == 0 && k.tilt == 0 && k.scale == 1 && k.alpha == 1)
    }

    @Test("JSON spells every field flat, with the names scene files and the CLI use")
    func jsonFields() throws {
        let k = KeyframePath.Keyframe(
            offset: -1, position: Point2D(x: 2, y: 3), depth: 4, rotation: 5, tilt: 6, scale: 7, alpha: 0.5)
        let object = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(k)) as? [String: Double])
        #expect(Set(object.keys) == Set(KeyframePath.Keyframe.fieldNames))
        #expect(
            object == ["offset": -1, "x": 2, "y": 3, "depth": 4, "rotation": 5, "tilt": 6, "scale": 7, "alpha": 0.5])
        #expect(try JSONDecoder().decode(KeyframePath.Keyframe.self, from: JSONEncoder().encode(k)) == k)
    }

    @Test("a keyframe without an offset does not decode")
    func offsetRequired() {
        #expect(throws: DecodingError.self) {
            _ = try JSONDecoder().decode(KeyframePath.Keyframe.self, from: Data(#"{"x": 1}"#.utf8))
        }
    }
}
