@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("HitTesting")
struct HitTestingTests {
    /// A 200-point square item centred at (160, 240), moved `dx` points, with a z-order rank.
    func item(
        _ index: Int, dx: Double = 0, z: Int, alpha: Double = 1, hidden: Bool = false,
        transform: Transform3D? = nil
    ) -> ItemPlacement {
        ItemPlacement(
            index: index, offset: Double(index), transform: transform ?? .translation(x: dx, y: 0, z: 0),
            alpha: alpha, isHidden: hidden, zIndex: z, isPlaceholder: false,
            center: Point2D(x: 160, y: 240), size: Size2D(width: 200, height: 200))
    }

    @Test("where two cards overlap, the one drawn on top wins")
    func overlapping() {
        // A covers x 60…260, B covers 110…310; (200, 240) is on both.
        let point = Point2D(x: 200, y: 240)
        #expect(
            HitTesting.topmostItem(at: point, in: [item(0, z: 0), item(1, dx: 50, z: 1)], origin: .zero)?.index == 1)
        #expect(
            HitTesting.topmostItem(at: point, in: [item(0, z: 1), item(1, dx: 50, z: 0)], origin: .zero)?.index == 0)
        // Only A covers (80, 240).
        #expect(
            HitTesting.topmostItem(
                at: Point2D(x: 80, y: 240), in: [item(0, z: 0), item(1, dx: 50, z: 1)], origin: .zero)?.index == 0)
    }

    @Test("hidden, transparent and placeholder items are not hit")
    func notDrawn() {
        let point = Point2D(x: 200, y: 240)
        let below = item(0, z: 0)
        #expect(
            HitTesting.topmostItem(at: point, in: [below, item(1, dx: 50, z: 1, hidden: true)], origin: .zero)?.index
                == 0)
        #expect(
            HitTesting.topmostItem(at: point, in: [below, item(1, dx: 50, z: 1, alpha: 0.005)], origin: .zero)?.index
                == 0)
        var placeholder = item(1, dx: 50, z: 1)
        placeholder.isPlaceholder = true
        #expect(HitTesting.topmostItem(at: point, in: [below, placeholder], origin: .zero)?.index == 0)
    }

    @Test("misses, NaN points and empty windows hit nothing")
    func misses() {
        #expect(HitTesting.topmostItem(at: Point2D(x: 400, y: 240), in: [item(0, z: 0)], origin: .zero) == nil)
        #expect(HitTesting.topmostItem(at: Point2D(x: .nan, y: 240), in: [item(0, z: 0)], origin: .zero) == nil)
        #expect(HitTesting.topmostItem(at: Point2D(x: 160, y: 240), in: [], origin: .zero) == nil)
    }

    @Test("points are in content coordinates: the usable area's origin is subtracted")
    func origin() {
        #expect(
            HitTesting.topmostItem(at: Point2D(x: 560, y: 240), in: [item(0, z: 0)], origin: Point2D(x: 400, y: 0))?
                .index == 0)
        #expect(
            HitTesting.topmostItem(at: Point2D(x: 160, y: 240), in: [item(0, z: 0)], origin: Point2D(x: 400, y: 0))
                == nil)
    }

    @Test("a card turned to show its back is still hit inside its quad")
    func backFace() {
        let turned = Transform3D.perspective(-1.0 / 500).rotated(angle: .pi * 0.9, x: 0, y: 1, z: 0)
        let p = item(0, z: 0, transform: turned)
        #expect(HitTesting.contains(p, point: Point2D(x: 160, y: 240), origin: .zero))
        #expect(!HitTesting.contains(p, point: Point2D(x: 300, y: 240), origin: .zero))
    }

    @Test("an edge-on card (rotated a quarter turn) contains nothing")
    func edgeOn() {
        let p = item(0, z: 0, transform: .rotation(angle: .pi / 2, x: 0, y: 1, z: 0))
        #expect(!HitTesting.contains(p, point: Point2D(x: 160, y: 240), origin: .zero))
    }

    @Test("the winner is always a drawn item containing the point with the highest zIndex (seeded)")
    func invariant() {
        var rng = SeededGenerator(seed: 5)
        for _ in 0..<200 {
            let type = CarouselType.iCarouselTypes.randomElement(using: &rng)!
            let window = Fixtures.model(type, items: 12, bounds: Fixtures.portrait).placements(
                at: .random(in: 0...11, using: &rng))
            let point = Point2D(x: .random(in: 0...320, using: &rng), y: .random(in: 0...480, using: &rng))
            let hits = window.filter {
                !$0.isHidden && $0.alpha >= 0.01 && HitTesting.contains($0, point: point, origin: .zero)
            }
            let winner = HitTesting.topmostItem(at: point, in: window, origin: .zero)
            #expect(winner?.index == hits.max(by: { $0.zIndex < $1.zIndex })?.index)
        }
    }

    // MARK: Drawn at its frame

    @Test("a card is drawn at its frame when every projected corner is within half a point of it")
    func drawnAtFrame() {
        // 200 × 200 pt centred at (160, 240): corners at (60, 140) … (260, 340).
        #expect(HitTesting.frameTolerance == 0.5)
        #expect(HitTesting.isDrawnAtFrame(item(0, z: 0)))
        #expect(HitTesting.isDrawnAtFrame(item(0, dx: 0.4, z: 0)))
        #expect(HitTesting.isDrawnAtFrame(item(0, dx: -0.5, z: 0)))
        #expect(!HitTesting.isDrawnAtFrame(item(0, dx: 0.6, z: 0)))
        #expect(!HitTesting.isDrawnAtFrame(item(0, dx: 200, z: 0)))
        // Perspective alone leaves the plane z = 0 where it is.
        #expect(HitTesting.isDrawnAtFrame(item(0, z: 0, transform: .perspective(-1.0 / 500))))
        // Scaled by 1.004 each corner moves 100 × 0.004 = 0.4 pt; by 1.006, 0.6 pt.
        #expect(HitTesting.isDrawnAtFrame(item(0, z: 0, transform: .scale(x: 1.004, y: 1.004, z: 1))))
        #expect(!HitTesting.isDrawnAtFrame(item(0, z: 0, transform: .scale(x: 1.006, y: 1.006, z: 1))))
        // Pushed 10 pt back under a 500 pt perspective: drawn at 500 / 510 of its size, corners
        // 100 × 10 / 510 ≈ 1.96 pt inside the frame.
        let pushed = Transform3D.perspective(-1.0 / 500).translated(x: 0, y: 0, z: -10)
        #expect(!HitTesting.isDrawnAtFrame(item(0, z: 0, transform: pushed)))
        // A Cover Flow side card's turn, even a small one: its far edge recedes.
        let turned = Transform3D.perspective(-1.0 / 500).rotated(angle: 0.05, x: 0, y: 1, z: 0)
        #expect(!HitTesting.isDrawnAtFrame(item(0, z: 0, transform: turned)))
    }

    @Test("hidden and edge-on cards, and NaN or negative tolerances, are never drawn at their frame")
    func drawnAtFrameBadInput() {
        #expect(!HitTesting.isDrawnAtFrame(item(0, z: 0, hidden: true)))
        #expect(!HitTesting.isDrawnAtFrame(item(0, z: 0, transform: .rotation(angle: .pi / 2, x: 0, y: 1, z: 0))))
        #expect(!HitTesting.isDrawnAtFrame(item(0, z: 0), tolerance: .nan))
        #expect(!HitTesting.isDrawnAtFrame(item(0, z: 0), tolerance: .infinity))
        // A negative tolerance counts as 0: only an exact fit.
        #expect(HitTesting.isDrawnAtFrame(item(0, z: 0), tolerance: -1))
        #expect(!HitTesting.isDrawnAtFrame(item(0, dx: 0.1, z: 0), tolerance: -1))
        var nan = item(0, z: 0)
        nan.transform.m41 = .nan
        #expect(!HitTesting.isDrawnAtFrame(nan))
    }
}
