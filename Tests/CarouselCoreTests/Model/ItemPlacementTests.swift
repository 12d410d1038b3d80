@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("ItemPlacement")
struct ItemPlacementTests {
    static func placement(
        _ transform: Transform3D, center: Point2D = Point2D(x: 400, y: 250),
        size: Size2D = Size2D(width: 200, height: 100)
    ) -> ItemPlacement {
        ItemPlacement(
            index: 0, offset: 0, transform: transform, alpha: 1, isHidden: false, zIndex: 0,
            isPlaceholder: false, center: center, size: size)
    }

    @Test("depth is m43, the z of the item's centre after its transform")
    func depth() {
        #expect(Self.placement(.translation(x: 1, y: 2, z: -75)).depth == -75)
        #expect(Self.placement(.identity).depth == 0)
    }

    @Test("corners: top-left, top-right, bottom-right, bottom-left around the centre")
    func flatCorners() {
        // Identity: the 200 × 100 item spans 300…500 × 200…300.
        let corners = Self.placement(.identity).projectedCorners
        #expect(
            corners == [
                Point2D(x: 300, y: 200), Point2D(x: 500, y: 200), Point2D(x: 500, y: 300),
                Point2D(x: 300, y: 200 + 100),
            ])
        // Translated by (50, −20): everything moves.
        let moved = Self.placement(.translation(x: 50, y: -20, z: 0)).projectedCorners
        #expect(moved?.first == Point2D(x: 350, y: 180))
    }

    @Test("corners under perspective: a nearer item looks larger, one behind the eye is not drawn")
    func perspectiveCorners() {
        // z = 250 with m34 = −1/500: w = 0.5, so offsets from the centre double.
        let near = Self.placement(Transform3D.perspective(-1.0 / 500).translated(x: 0, y: 0, z: 250)).projectedCorners
        #expect(
            near == [
                Point2D(x: 200, y: 150), Point2D(x: 600, y: 150), Point2D(x: 600, y: 350), Point2D(x: 200, y: 350),
            ])
        // z = 600: behind the eye at 500.
        #expect(
            Self.placement(Transform3D.perspective(-1.0 / 500).translated(x: 0, y: 0, z: 600)).projectedCorners == nil)
        // Turned 60° about y: the top-right corner (100, −50, 0) goes to (100 cos 60°, −50,
        // −100 sin 60°) = (50, −50, −86.6), away from the viewer, so w = 1 + (−86.6)(−1/500) = 1.1732.
        let turned = Self.placement(Transform3D.perspective(-1.0 / 500).rotated(angle: .pi / 3, x: 0, y: 1, z: 0))
            .projectedCorners!
        let z = -100 * (3.0.squareRoot() / 2)
        let w = 1 + z * (-1.0 / 500)
        #expect(approx(turned[1].x, 400 + 50 / w) && approx(turned[1].y, 250 - 50 / w))
    }
}

@Suite("ItemPlacement: centred where drawn")
struct ItemPlacementDrawnCentreTests {
    /// A Cover Flow-like side card: M = R_y(60°) · T(150, 0, −100) · P(−1/500) about (400, 250).
    /// Row 4 of T·P is (150, 0, −100, 1 + 100/500 = 1.2); R leaves it alone, so the origin is drawn
    /// at (400 + 150 / 1.2, 250) = (525, 250). Row 1 of M is (cos 60°, 0, −sin 60°, 0.002 sin 60°),
    /// row 3 is (sin 60°, 0, cos 60°, −0.002 cos 60°).
    static let side = ItemPlacementTests.placement(
        Transform3D.perspective(-1.0 / 500).translated(x: 150, y: 0, z: -100).rotated(
            angle: .pi / 3, x: 0, y: 1, z: 0))

    @Test("projectedCenter is centre + (m41, m42) / m44")
    func projectedCenter() {
        let drawn = Self.side.projectedCenter!
        #expect(approx(drawn.x, 525) && approx(drawn.y, 250))
        #expect(ItemPlacementTests.placement(.identity).projectedCenter == Point2D(x: 400, y: 250))
        #expect(
            ItemPlacementTests.placement(.translation(x: 50, y: -20, z: 0)).projectedCenter == Point2D(x: 450, y: 230))
        // Behind the eye (w = 1 − 600/500 < 0): none.
        #expect(
            ItemPlacementTests.placement(Transform3D.perspective(-1.0 / 500).translated(x: 0, y: 0, z: 600))
                .projectedCenter == nil)
    }

    /// The centre moves by d = (125, 0); the transform is followed by T(−125, 0) after projection:
    /// m11 = cos 60° − 125 · 0.002 sin 60°, m31 = sin 60° + 125 · 0.002 cos 60°, m41 = 150 − 125 · 1.2 = 0.
    /// The top-right corner (100, −50) is drawn at x = 400 + (100 cos 60° + 150) / (1.2 + 0.2 sin 60°)
    /// before and 525 + 100 m11 / (1.2 + 0.2 sin 60°) after: the same point.
    @Test("centred where drawn: the centre moves to the drawn centre and the transform compensates")
    func compensated() {
        let s = 3.0.squareRoot() / 2
        let c = Self.side.centeredWhereDrawn
        #expect(approx(c.center.x, 525) && approx(c.center.y, 250))
        #expect(approx(c.transform.m11, 0.5 - 0.25 * s) && approx(c.transform.m31, s + 0.125))
        #expect(approx(c.transform.m41, 0) && approx(c.transform.m42, 0) && approx(c.transform.m44, 1.2))
        #expect(c.transform.m14 == Self.side.transform.m14 && c.transform.m34 == Self.side.transform.m34)
        let w = 1.2 + 0.2 * s
        #expect(approx(Self.side.projectedCorners![1].x, 400 + 200 / w))
        #expect(approx(c.projectedCorners![1].x, 400 + 200 / w) && approx(c.projectedCorners![1].y, 250 - 50 / w))
        #expect(c.depth == Self.side.depth && c.size == Self.side.size && c.zIndex == Self.side.zIndex)
        // Nothing to move: the same placement back.
        let flat = ItemPlacementTests.placement(.identity)
        #expect(flat.centeredWhereDrawn == flat)
        let behind = ItemPlacementTests.placement(Transform3D.perspective(-1.0 / 500).translated(x: 0, y: 0, z: 600))
        #expect(behind.centeredWhereDrawn == behind)
    }

    /// Enlarged at the right edge of an 800 × 500 view: M = T(275, 0, 250) · P(−1/500), so w =
    /// 1 − 250/500 = 0.5 and the drawn centre is 400 + 275 / 0.5 = 950. The card spans
    /// 400 + (±100 + 275) / 0.5 = 750 … 1150 across and 250 ± 50 / 0.5 = 150 … 350 down; its
    /// 200 pt frame around 950 (850 … 1050) misses the view, so the centre goes to (800, 250), the
    /// visible part's point nearest 950, and m41 = 275 + (400 − 800) · 0.5 = 75.
    @Test("a card drawn larger than its size at the view's edge keeps a frame overlapping the view")
    func keptShowing() {
        let view = Rect2D(x: 0, y: 0, width: 800, height: 500)
        let near = ItemPlacementTests.placement(Transform3D.perspective(-1.0 / 500).translated(x: 275, y: 0, z: 250))
        #expect(approx(near.projectedCenter!.x, 950))
        #expect(approx(near.centeredWhereDrawn.center.x, 950))
        let kept = near.centeredWhereDrawn(showingIn: view)
        #expect(kept.center == Point2D(x: 800, y: 250))
        #expect(approx(kept.transform.m41, 75) && approx(kept.transform.m44, 0.5))
        #expect(approx(kept.projectedCorners![0].x, 750) && approx(kept.projectedCorners![1].x, 1150))
        // Its frame overlapping the view already, or no part of it seen: centred where drawn.
        let side = ItemPlacementDrawnCentreTests.side
        #expect(side.centeredWhereDrawn(showingIn: view) == side.centeredWhereDrawn)
        let away = ItemPlacementTests.placement(.translation(x: 2000, y: 0, z: 0))
        #expect(away.centeredWhereDrawn(showingIn: view).center == Point2D(x: 2400, y: 250))
    }

    @Test("every effect, every offset: centred where drawn keeps each drawn corner and the depth (seeded)")
    func invariant() {
        var rng = SeededGenerator(seed: 30)
        let types = CarouselType.iCarouselTypes + CarouselType.pagerTypes + [.conveyorBelt, .shelf]
        for _ in 0..<300 {
            let type = types.randomElement(using: &rng)!
            let vertical = Bool.random(using: &rng)
            let model = Fixtures.model(type, items: 12, vertical: vertical, bounds: Fixtures.portrait)
            for p in model.placements(at: .random(in: -1...12, using: &rng)) {
                let c = p.centeredWhereDrawn
                #expect(c.depth == p.depth && c.zIndex == p.zIndex && c.alpha == p.alpha && c.size == p.size)
                guard let before = p.projectedCorners else {
                    #expect(c.projectedCorners == nil, "\(type) item \(p.index): drawn after, not before")
                    continue
                }
                let after = c.projectedCorners
                #expect(after != nil, "\(type) item \(p.index): no corners after")
                for (a, b) in zip(before, after ?? []) {
                    #expect(
                        abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6, "\(type) item \(p.index): \(a) became \(b)")
                }
                // The new transform draws its own origin at the new centre.
                if let drawn = c.projectedCenter {
                    #expect(abs(drawn.x - c.center.x) < 1e-6 && abs(drawn.y - c.center.y) < 1e-6)
                }
                // Kept showing in the portrait view, shifted by up to a card: the drawing stays, and
                // a card seen in the view keeps a frame overlapping it.
                let view = Rect2D(
                    x: .random(in: -200...200, using: &rng), y: .random(in: -200...200, using: &rng), width: 320,
                    height: 480)
                let k = p.centeredWhereDrawn(showingIn: view)
                for (a, b) in zip(before, k.projectedCorners ?? []) {
                    #expect(abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6, "\(type) item \(p.index) in \(view)")
                }
                let box = Rect2D.bounding(before)!
                let seen =
                    min(box.maxX, view.maxX) > max(box.minX, view.minX)
                    && min(box.maxY, view.maxY) > max(box.minY, view.minY)
                let frameOverlaps =
                    k.center.x - k.size.width / 2 < view.maxX && k.center.x + k.size.width / 2 > view.minX
                    && k.center.y - k.size.height / 2 < view.maxY && k.center.y + k.size.height / 2 > view.minY
                #expect(!seen || frameOverlaps, "\(type) item \(p.index): seen in \(view) but its frame is not")
            }
        }
    }
}

@Suite("ItemPlacement: perceivable")
struct ItemPlacementPerceivableTests {
    static func placement(alpha: Double = 1, hidden: Bool = false, placeholder: Bool = false) -> ItemPlacement {
        ItemPlacement(
            index: 0, offset: 0, transform: .identity, alpha: alpha, isHidden: hidden, zIndex: 0,
            isPlaceholder: placeholder, center: .zero, size: Size2D(width: 10, height: 10))
    }

    @Test("seen unless faded below UIKit's 0.01, turned away, or a placeholder")
    func rule() {
        #expect(Self.placement().isPerceivable)
        #expect(Self.placement(alpha: 0.01).isPerceivable)
        #expect(!Self.placement(alpha: 0.0099).isPerceivable)
        #expect(!Self.placement(alpha: 0).isPerceivable)
        #expect(!Self.placement(hidden: true).isPerceivable)
        #expect(!Self.placement(placeholder: true).isPerceivable)
    }
}
