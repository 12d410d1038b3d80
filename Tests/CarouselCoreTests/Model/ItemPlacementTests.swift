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
