@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselSimulation
import Foundation
import Testing

@Suite("LinearMap2D: the flat part of how a card is drawn")
struct LinearMap2DTests {
    /// Cover Flow, 12 items of 200 × 200 pt in 800 × 500 pt, at rest on item 3.
    func coverFlow() -> SimulatedCollectionView {
        let view = SimulatedCollectionView(
            layout: LayoutDriver(settings: LayoutSettings(type: .coverFlow)),
            bounds: Rect2D(x: 0, y: 0, width: 800, height: 500), sectionCounts: [12])
        view.layoutIfNeeded()
        view.move(toScrollOffset: 3)
        view.layoutIfNeeded()
        return view
    }

    @Test("the centred card is drawn flat; a side card turned away is as narrow as its projection")
    func sideCard() throws {
        let view = coverFlow()
        let centre = view.layout.drawnLinearMap(forItemAt: IndexPath(indexes: [0, 3]))
        #expect(abs(centre.a - 1) < 1e-9 && abs(centre.d - 1) < 1e-9 && abs(centre.b) < 1e-9 && abs(centre.c) < 1e-9)
        let side = view.layout.drawnLinearMap(forItemAt: IndexPath(indexes: [0, 4]))
        #expect(side.a > 0 && side.a < 0.9)  // turned away: narrower
        #expect(abs(side.b) < 1e-9 && abs(side.c) < 1e-9 && side.d > 0)  // turned about its vertical axis
        // The map's width matches the projected card's: its left and right edge midpoints.
        let placement = try #require(view.layout.attributes(forItemAt: IndexPath(indexes: [0, 4]))?.placement)
        let corners = try #require(placement.projectedCorners)
        let drawnWidth = ((corners[1].x + corners[2].x) - (corners[0].x + corners[3].x)) / 2
        #expect(abs(side.a * placement.size.width - drawnWidth) < 0.1 * placement.size.width)
        // No such item: nothing to tilt.
        #expect(view.layout.drawnLinearMap(forItemAt: IndexPath(indexes: [0, 40])) == .identity)
    }
}
