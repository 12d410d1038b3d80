@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

/// Fixture: a "smile" of three keyframes, symmetric about offset 0.
///   offset −2: x −300, y 60, rotation −0.4, scale 0.6, alpha 0.5
///   offset  0: x    0, y −20, rotation 0,   scale 1.1, alpha 1
///   offset  2: x  300, y 60, rotation 0.4,  scale 0.6, alpha 0.5
private func smile(_ ends: KeyframePath.Ends = .extend) throws -> KeyframePath {
    try KeyframePath(
        [
            .init(offset: -2, position: Point2D(x: -300, y: 60), rotation: -0.4, scale: 0.6, alpha: 0.5),
            .init(offset: 0, position: Point2D(x: 0, y: -20), scale: 1.1),
            .init(offset: 2, position: Point2D(x: 300, y: 60), rotation: 0.4, scale: 0.6, alpha: 0.5),
        ], beyondEnds: ends)
}

private let context = CarouselPathContext(
    itemWidth: 200, itemSize: Size2D(width: 200, height: 200), viewport: Size2D(width: 800, height: 500),
    isVertical: false, numberOfItems: 12)

/// The expected values at an offset: (x, y, rotation, scale, alpha).
typealias Expected = (offset: Double, x: Double, y: Double, rotation: Double, scale: Double, alpha: Double)

private func check(_ path: KeyframePath, _ e: Expected) {
    let v = path.values(atOffset: e.offset)
    #expect(v.offset == e.offset)
    #expect(approx(v.position.x, e.x) && approx(v.position.y, e.y), "position at \(e.offset): \(v.position)")
    #expect(approx(v.rotation, e.rotation), "rotation at \(e.offset): \(v.rotation)")
    #expect(approx(v.scale, e.scale) && approx(v.alpha, e.alpha), "scale, alpha at \(e.offset): \(v)")
}

private func invalid(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch let error as KeyframePath.InvalidKeyframes {
        return error.message
    } catch {
        return "unexpected \(error)"
    }
}

@Suite("KeyframePath")
struct KeyframePathTests {
    // MARK: Examples

    @Test(
        "between keyframes every field is linear in the offset",
        arguments: [
            // At the keyframes themselves.
            (-2, -300, 60, -0.4, 0.6, 0.5), (0, 0, -20, 0, 1.1, 1), (2, 300, 60, 0.4, 0.6, 0.5),
            // Half way from −2 to 0: the means.
            (-1, -150, 20, -0.2, 0.85, 0.75),
            // A quarter of the way from 0 to 2: y −20 + 80/4, scale 1.1 − 0.5/4, alpha 1 − 0.5/4.
            (0.5, 75, 0, 0.1, 0.975, 0.875),
            // Three quarters: x 225, y −20 + 60, rotation 0.3, scale 1.1 − 0.375, alpha 1 − 0.375.
            (1.5, 225, 40, 0.3, 0.725, 0.625),
        ] as [Expected])
    func interpolation(expected: Expected) throws {
        check(try smile(), expected)
        check(try smile(.hold), expected)
    }

    @Test(
        "extend continues position and angles along the end segment; scale and alpha hold",
        arguments: [
            // One item past 2 is half the end segment (2 → 0) backwards: x 300 + 150, y 60 + 40.
            (3, 450, 100, 0.6, 0.6, 0.5),
            // Two items before −2 is the whole segment (−2 → 0) backwards: x −600, y 140, rotation −0.8.
            (-4, -600, 140, -0.8, 0.6, 0.5),
        ] as [Expected])
    func extend(expected: Expected) throws {
        check(try smile(), expected)
    }

    @Test("hold keeps the end keyframe's values beyond it")
    func hold() throws {
        check(try smile(.hold), (3, 300, 60, 0.4, 0.6, 0.5))
        check(try smile(.hold), (-40, -300, 60, -0.4, 0.6, 0.5))
    }

    @Test("one keyframe places every item alike, whatever the ends")
    func single() throws {
        for ends in KeyframePath.Ends.allCases {
            let path = try KeyframePath([.init(offset: 1, position: Point2D(x: 10, y: -5), scale: 2)], beyondEnds: ends)
            for offset in [-100.0, 0, 1, 7.5] { check(path, (offset, 10, -5, 0, 2, 1)) }
        }
    }

    @Test("a non-finite offset counts as 0")
    func nonFiniteOffset() throws {
        for offset in [Double.nan, .infinity, -.infinity] {
            let v = try smile().values(atOffset: offset)
            #expect(v.offset == 0 && v.position == Point2D(x: 0, y: -20) && v.scale == 1.1)
        }
    }

    @Test("the transform: scale, then tilt, then rotation, then depth, then the base")
    func transform() throws {
        let path = try KeyframePath([.init(offset: 0, depth: 20, rotation: .pi / 2, tilt: 0, scale: 2)])
        let t = path.transform(forOffset: 0, baseTransform: .identity, in: context)
        // (1, 0, 0) scaled to (2, 0, 0), turned clockwise on screen (y down) to (0, 2, 0), moved 20 pt nearer.
        let p = t.apply(x: 1, y: 0, z: 0)
        #expect(approx(p.x, 0) && approx(p.y, 2) && approx(p.z, 20) && p.w == 1)
        // Tilt π/2 sends the right edge (1, 0, 0) away from the viewer: (0, 0, −1).
        let tilted = try KeyframePath([.init(offset: 0, tilt: .pi / 2)])
        let q = tilted.transform(forOffset: 0, baseTransform: .identity, in: context).apply(x: 1, y: 0, z: 0)
        #expect(approx(q.x, 0) && approx(q.y, 0) && approx(q.z, -1))
        // Neutral values leave the base transform exactly as it was (perspective kept).
        let base = Transform3D.perspective(-1.0 / 500)
        let neutral = try KeyframePath([.init(offset: 0)])
        #expect(neutral.transform(forOffset: 3, baseTransform: base, in: context) == base)
    }

    @Test("as a carousel's path: centres are the focus plus the position; alpha is the path's")
    func inAModel() throws {
        var configuration = CarouselConfiguration(
            type: .custom, numberOfItems: 12, itemSize: Size2D(width: 200, height: 200),
            bounds: Size2D(width: 800, height: 500), customPath: try smile())
        configuration.options.fadeMin = 0  // ignored: the path sets alpha
        let model = CarouselModel(configuration)
        let placements = model.placements(at: 5)
        let item4 = try #require(placements.first { $0.index == 4 })
        let item6 = try #require(placements.first { $0.index == 6 })
        let item5 = try #require(placements.first { $0.index == 5 })
        // Focus (400, 250); offset −1 is (−150, 20) from it, offset 1 is (150, 20).
        #expect(approx(item4.center.x, 250) && approx(item4.center.y, 270))
        #expect(approx(item6.center.x, 550) && approx(item6.center.y, 270))
        #expect(approx(item5.center.x, 400) && approx(item5.center.y, 230))
        #expect(approx(item4.alpha, 0.75) && approx(item6.alpha, 0.75) && item5.alpha == 1)
    }

    // MARK: Validation

    @Test(
        "hostile keyframes are refused with one line naming the keyframe and field",
        arguments: [
            ([KeyframePath.Keyframe](), "a keyframe path needs at least one keyframe"),
            ([.init(offset: .nan)], "keyframes[0].offset: expected a number in [-1000000, 1000000], got nan"),
            (
                [.init(offset: 0), .init(offset: 1, position: Point2D(x: .infinity, y: 0))],
                "keyframes[1].x: expected a number in [-1000000, 1000000], got inf"
            ),
            ([.init(offset: 0, rotation: 1001)], "keyframes[0].rotation: expected a number in [-1000, 1000], got 1001"),
            ([.init(offset: 0, tilt: -.infinity)], "keyframes[0].tilt: expected a number in [-1000, 1000], got -inf"),
            ([.init(offset: 0, scale: -1)], "keyframes[0].scale: expected a number in [0, 1000], got -1"),
            ([.init(offset: 0, alpha: 1.5)], "keyframes[0].alpha: expected a number in [0, 1], got 1.5"),
            (
                [.init(offset: 0, depth: 2e6)],
                "keyframes[0].depth: expected a number in [-1000000, 1000000], got 2000000"
            ),
            (
                [.init(offset: 1), .init(offset: 0)],
                "keyframes[1].offset: expected more than keyframes[0].offset (1) by at least 0.001, got 0 (offsets must increase)"
            ),
            (
                [.init(offset: 0), .init(offset: 0)],
                "keyframes[1].offset: expected more than keyframes[0].offset (0) by at least 0.001, got 0 (offsets must increase)"
            ),
            (
                [.init(offset: 0), .init(offset: 0.0005)],
                "keyframes[1].offset: expected more than keyframes[0].offset (0) by at least 0.001, got 0.0005 (offsets must increase)"
            ),
        ] as [([KeyframePath.Keyframe], String)])
    func refused(keyframes: [KeyframePath.Keyframe], message: String) {
        #expect(invalid { _ = try KeyframePath(keyframes) } == message)
        #expect(!message.contains("\n"))
    }

    @Test("at most 64 keyframes; exactly 64 and steps of 0.001 are fine")
    func count() {
        let keyframes = (0..<65).map { KeyframePath.Keyframe(offset: Double($0) * 0.001) }
        #expect(invalid { _ = try KeyframePath(Array(keyframes.prefix(64))) } == nil)
        #expect(invalid { _ = try KeyframePath(keyframes) } == "a keyframe path has at most 64 keyframes, got 65")
    }

    // MARK: Invariants

    @Test("seeded: interpolated values stay between their keyframes; every output is finite at any offset")
    func invariants() throws {
        var generator = SeededGenerator(seed: 16)
        for _ in 0..<300 {
            let count = Int.random(in: 1...8, using: &generator)
            var offset = Double.random(in: -10...0, using: &generator)
            var keyframes: [KeyframePath.Keyframe] = []
            for _ in 0..<count {
                keyframes.append(
                    .init(
                        offset: offset,
                        position: Point2D(
                            x: .random(in: -1e6...1e6, using: &generator), y: .random(in: -1e6...1e6, using: &generator)
                        ),
                        depth: .random(in: -500...500, using: &generator),
                        rotation: .random(in: -10...10, using: &generator),
                        tilt: .random(in: -10...10, using: &generator), scale: .random(in: 0...1000, using: &generator),
                        alpha: .random(in: 0...1, using: &generator)))
                offset += Double.random(in: 0.001...3, using: &generator)
            }
            let path = try KeyframePath(keyframes, beyondEnds: Bool.random(using: &generator) ? .extend : .hold)
            // Inside: each value lies between the neighbouring keyframes' values.
            let x = Double.random(in: keyframes[0].offset...keyframes[count - 1].offset, using: &generator)
            let v = path.values(atOffset: x)
            if let i = keyframes.lastIndex(where: { $0.offset <= x }), i + 1 < count {
                let (a, b) = (keyframes[i], keyframes[i + 1])
                for (value, lo, hi) in [
                    (v.scale, a.scale, b.scale), (v.alpha, a.alpha, b.alpha),
                    (v.position.x, a.position.x, b.position.x),
                ] {
                    #expect(
                        value >= min(lo, hi) - 1e-6 * max(1, abs(lo), abs(hi))
                            && value <= max(lo, hi) + 1e-6 * max(1, abs(lo), abs(hi)))
                }
            }
            // Anywhere, up to the largest continuous offset: finite numbers, alpha in [0, 1].
            for far in [0, x, -ScrollPhysics.maximumContinuousOffset, ScrollPhysics.maximumContinuousOffset] {
                let w = path.values(atOffset: far)
                let t = path.transform(forOffset: far, baseTransform: .perspective(-0.002), in: context)
                #expect(w.position.x.isFinite && w.position.y.isFinite && w.depth.isFinite && w.rotation.isFinite)
                #expect(w.alpha >= 0 && w.alpha <= 1 && w.scale >= 0)
                #expect(t.m11.isFinite && t.m41.isFinite && t.m43.isFinite && t.m22.isFinite)
            }
        }
    }

    // MARK: JSON

    @Test("JSON round trip: encode, decode, equal")
    func roundTrip() throws {
        for path in [try smile(), try smile(.hold)] {
            let data = try JSONEncoder().encode(path)
            #expect(try JSONDecoder().decode(KeyframePath.self, from: data) == path)
        }
    }

    @Test("JSON: only offset is required; defaults fill the rest; bad keyframes are refused with the core's line")
    func decoding() throws {
        let path = try JSONDecoder().decode(
            KeyframePath.self, from: Data(#"{"keyframes": [{"offset": -1, "x": -100}, {"offset": 1}]}"#.utf8))
        #expect(path.beyondEnds == .extend)
        #expect(path.keyframes == [.init(offset: -1, position: Point2D(x: -100, y: 0)), .init(offset: 1)])
        do {
            _ = try JSONDecoder().decode(
                KeyframePath.self, from: Data(#"{"keyframes": [{"offset": 1}, {"offset": 0}]}"#.utf8))
            Issue.record("unsorted keyframes decoded")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.hasPrefix("keyframes[1].offset: expected more than"))
        }
    }
}
