@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("ResolvedEffect")
struct ResolvedEffectTests {
    typealias F = Fixtures

    static func effect(_ type: CarouselType, options: CarouselOptions = CarouselOptions()) -> ResolvedEffect {
        F.model(type, options, bounds: F.portrait).effect
    }

    @Test("the resolved effect is a plain value: copying it per frame needs no reference counting")
    func plainValue() {
        #expect(_isPOD(ResolvedEffect.self))
        #expect(_isPOD(CustomPathEffect.self))
    }

    @Test("each type resolves to its family", arguments: CarouselType.allCases)
    func family(_ type: CarouselType) {
        let effect = Self.effect(type)
        switch effect {
        case .linear: #expect(type == .linear)
        case .rotary(let e): #expect(type == (e.circle.isInverted ? .invertedRotary : .rotary))
        case .cylinder(let e): #expect(type == (e.circle.isInverted ? .invertedCylinder : .cylinder))
        case .wheel(let e): #expect(type == (e.circle.isInverted ? .invertedWheel : .wheel))
        case .coverFlow(let e): #expect(type == (e.usesToggle ? .coverFlow2 : .coverFlow))
        case .timeMachine(let e): #expect(type == (e.isInverted ? .invertedTimeMachine : .timeMachine))
        case .custom: #expect(type == .custom)
        case .conveyorBelt: #expect(type == .conveyorBelt)
        case .shelf: #expect(type == .shelf)
        case .pager(let e): #expect(type == e.style.type && type.isPager)
        }
        #expect(effect.usesToggle == (type == .coverFlow2))
        #expect(effect.showsBackfacesByDefault == (type != .invertedCylinder))
        #expect(effect.defaultOffsetMultiplier == (type == .coverFlow || type == .coverFlow2 ? 2 : 1))
    }

    @Test("only the shelf has a resting rule of its own, stopping at its last page")
    func restingRule() {
        for type in CarouselType.allCases where type != .shelf {
            #expect(Self.effect(type).restingRule == .scrollPhysics)
            #expect(Self.effect(type).restingRule.lastRestingOffset == nil)
        }
        let model = F.model(.shelf, items: 12, bounds: F.portrait)
        guard let shelf = model.shelf else {
            Issue.record("no shelf")
            return
        }
        #expect(model.effect.restingRule.lastRestingOffset == shelf.lastPageOffset)
        #expect(ShelfSnapping(model.effect.restingRule) == shelf.snapping)
        #expect(ShelfSnapping(.scrollPhysics) == nil)
    }

    @Test("the conveyor belt, the shelf and the pager styles fix the item width; the others take the configured one")
    func fixedItemWidth() {
        for type in CarouselType.allCases {
            let model = F.model(type, bounds: F.portrait)
            if let fixed = model.effect.fixedItemWidth {
                #expect(type == .conveyorBelt || type == .shelf || type.isPager)
                #expect(model.itemWidth == fixed)
            } else {
                #expect(model.itemWidth == 200)
            }
        }
    }

    @Test("the model's transforms are the family's, on the model's base transform", arguments: CarouselType.allCases)
    func transformsAreTheFamilys(_ type: CarouselType) {
        let model = F.model(type, bounds: F.portrait)
        for offset in [-2.5, -1.0, -0.3, 0.0, 0.4, 1.0, 3.2] {
            for toggle in [-0.6, 0.0, 0.5] {
                let expected = model.effect.transform(
                    forOffset: offset, toggle: toggle, base: model.baseTransform)
                #expect(model.transform(forOffset: offset, toggle: toggle) == expected)
            }
        }
    }

    @Test("Cover Flow 2's toggle rule moves the flip between neighbours")
    func coverFlowToggleRule() {
        guard case .coverFlow(let flow2) = Self.effect(.coverFlow2), case .coverFlow(let flow) = Self.effect(.coverFlow)
        else {
            Issue.record("not Cover Flow")
            return
        }
        #expect(flow2.clampedOffset(0.2, toggle: 0.5) == -0.5)
        #expect(flow2.clampedOffset(0.8, toggle: 0.5) == 0.5)
        #expect(flow2.clampedOffset(-0.7, toggle: -0.5) == -0.5)
        #expect(flow.clampedOffset(0.2, toggle: 0.5) == 0.2)
        // At an end every item re-derives its toggle from its own offset.
        #expect(flow2.toggle(forItemOffset: 0.2, carouselToggle: 0.9, isAtEnd: true) == -0.2)
        #expect(flow2.toggle(forItemOffset: 0.2, carouselToggle: 0.9, isAtEnd: false) == 0.9)
        #expect(CoverFlow.sanitizedToggle(.nan) == 0 && CoverFlow.sanitizedToggle(-3) == -1)
    }
}
