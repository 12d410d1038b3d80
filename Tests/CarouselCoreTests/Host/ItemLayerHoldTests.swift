@_spi(Plumbing) import CarouselSimulation
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselCore

/// What a card's layer shows, and holds, of the attributes a layout applies: a carousel's are
/// held against outside writes, any other layout's (and a reuse) let go.
@Suite("ItemLayerHold")
struct ItemLayerHoldTests {
    /// The attributes of item 5 of a rotary carousel at rest on item 3: a turned card.
    func turnedCard() throws -> LayoutDriver.ItemAttributes {
        let view = SimulatedCollectionView(
            layout: LayoutDriver(settings: LayoutSettings(type: .rotary)),
            bounds: Rect2D(x: 0, y: 0, width: 800, height: 500), sectionCounts: [12])
        view.layoutIfNeeded()
        view.move(toScrollOffset: 3)
        view.layoutIfNeeded()
        return try #require(view.carousel.attributesForItem(at: IndexPath(indexes: [0, 5])))
    }

    @Test("a carousel's attributes are held: AppKit's writes show the carousel's transform and drawing order again")
    func carouselAttributesHold() throws {
        let card = try turnedCard()
        #expect(card.placement.transform != .identity)
        let hold = ItemLayerHold(carouselTransform: card.placement.transform, zPosition: Double(card.placement.zIndex))
        #expect(hold.isHolding)
        #expect(hold.shownTransform == card.placement.transform)
        #expect(hold.answer(toTransformWrite: .identity) == card.placement.transform)
        #expect(hold.answer(toZPositionWrite: 0) == Double(card.placement.zIndex))
    }

    @Test("another layout's attributes let go: the identity transform, that layout's z-order, and outside writes stand")
    func anotherLayoutLetsGo() throws {
        let card = try turnedCard()
        var hold = ItemLayerHold(carouselTransform: card.placement.transform, zPosition: 7)
        // A grid's attributes (not a carousel's) for the same view, z-index 0.
        hold = ItemLayerHold(carouselTransform: nil, zPosition: 0)
        #expect(!hold.isHolding && hold.heldZPosition == nil)
        #expect(hold.shownTransform == .identity && hold.zPosition == 0)
        let written = Transform3D.translation(x: 3, y: 4, z: 0)
        #expect(hold.answer(toTransformWrite: written) == written)
        #expect(hold.answer(toZPositionWrite: 2) == 2)
    }

    @Test("a reuse lets go at drawing order 0; bad numbers never reach the layer")
    func reuseAndBadInput() throws {
        #expect(ItemLayerHold.released.shownTransform == .identity && ItemLayerHold.released.zPosition == 0)
        #expect(!ItemLayerHold.released.isHolding)
        var broken = Transform3D.identity
        broken.m11 = .nan
        let hold = ItemLayerHold(carouselTransform: broken, zPosition: .infinity)
        #expect(hold.shownTransform == .identity && hold.zPosition == 0 && hold.isHolding)
    }
}
