@_spi(Plumbing) import CarouselCore
import Testing

@_spi(Plumbing) @testable import CarouselPreview

@Suite("Interaction")
struct InteractionTests {
    private func validate(_ actions: [Interaction.Action], items: Int = 12) -> String? {
        let interaction = Interaction(
            events: actions.enumerated().map { Interaction.Event(at: Double($0.offset), $0.element) })
        return previewError { try interaction.validate(numberOfItems: items, path: "i") }?.message
    }

    @Test("limits: 1…240 ticks a second, at most 60 s, a 0.3 s batch update")
    func limits() {
        #expect(Interaction.frameRateRange == 1...240)
        #expect(Interaction.maximumDuration == 60)
        #expect(Interaction.batchUpdateDuration == 0.3)
        #expect(Interaction(events: [.init(at: 2.5, .scrollTo(1, animated: true))]).lastEventTime == 2.5)
        #expect(Interaction().lastEventTime == 0)
    }

    @Test("every kind's name is a scene-file kind, in the same order")
    func names() {
        let actions: [Interaction.Action] = [
            .touchDown(.zero), .dragTo(.zero), .touchUp(velocity: .zero), .scrollTo(0, animated: true),
            .scrollBy(0, animated: true), .autoscroll(0), .automaticSliding(0), .numberOfItems(0), .insert([0]),
            .delete([0]),
            .bounds(Size2D(width: 1, height: 1)), .insets(top: 0, left: 0, bottom: 0, right: 0), .voiceOver(true),
            .reduceMotion(true), .inWindow(true),
            .key(.left), .wheel(ScrollWheelEvent(delta: .zero)), .focus(.left), .focused(true), .focusItem(0),
            .activate, .layout(.grid), .delegate(.proxy),
        ]
        #expect(actions.map(\.name) == Interaction.eventKinds)
    }

    @Test("touches must make sense in order")
    func touchOrder() {
        let down = Interaction.Action.touchDown(.zero)
        let up = Interaction.Action.touchUp(velocity: .zero)
        #expect(validate([down, .dragTo(.zero), .dragTo(.zero), up, down, up]) == nil)
        #expect(validate([down, down]) == "i.events[1]: touchDown while a finger is already down (send touchUp first)")
        #expect(validate([.dragTo(.zero)]) == "i.events[0]: dragTo without a finger down (send touchDown first)")
        #expect(validate([down, up, up]) == "i.events[2]: touchUp without a finger down (send touchDown first)")
        // A finger may stay down at the end.
        #expect(validate([down]) == nil)
    }

    @Test("indexes fit the items there are at each point")
    func indexRanges() {
        #expect(validate([.scrollTo(11, animated: true)]) == nil)
        #expect(
            validate([.scrollTo(12, animated: true)]) == "i.events[0]: scrollTo 12 is out of range (indexes 0...11)")
        #expect(
            validate([.scrollTo(-1, animated: true)]) == "i.events[0]: scrollTo -1 is out of range (indexes 0...11)")
        #expect(
            validate([.scrollTo(0, animated: true)], items: 0) == "i.events[0]: scrollTo 0 is out of range (no items)")
        // Counts change with reloads, inserts and deletes.
        #expect(
            validate([.numberOfItems(3), .scrollTo(3, animated: false)])
                == "i.events[1]: scrollTo 3 is out of range (indexes 0...2)")
        #expect(validate([.insert([12, 13]), .scrollTo(13, animated: true)]) == nil)
        #expect(
            validate([.insert([14])])
                == "i.events[0]: insert index 14 is out of range (after inserting 1 into 12 items: indexes 0...12)")
        #expect(validate([.delete([0, 11]), .scrollTo(9, animated: true)]) == nil)
        #expect(
            validate([.delete([0, 11]), .scrollTo(10, animated: true)])
                == "i.events[1]: scrollTo 10 is out of range (indexes 0...9)")
        #expect(validate([.delete([12])]) == "i.events[0]: delete index 12 is out of range (indexes 0...11)")
        #expect(validate([.numberOfItems(0), .insert([0]), .scrollTo(0, animated: true)]) == nil)
        // scrollBy counts items, not indexes: any whole number.
        #expect(validate([.scrollBy(-40, animated: true)]) == nil)
    }

    @Test("a scene checks its interaction after flags: not with a fling or a toggle")
    func sceneValidation() {
        var scene = Scene(type: .coverFlow2)
        scene.interaction = Interaction(events: [.init(at: 0, .scrollTo(20, animated: true))])
        #expect(
            previewError { try scene.validate(path: "scene[1]") }?.message
                == "scene[1].interaction.events[0]: scrollTo 20 is out of range (indexes 0...11)")
        scene.configuration.numberOfItems = 30
        #expect(previewError { try scene.validate() } == nil)
        scene.toggle = 0.5
        #expect(previewError { try scene.validate() }?.message.hasPrefix("scene: 'interaction' and 'toggle'") == true)
        scene.toggle = 0
        scene.fling = Fling(velocity: 2)
        #expect(previewError { try scene.validate() }?.message.hasPrefix("scene: 'interaction' and 'fling'") == true)
        scene.interaction = nil
        #expect(previewError { try scene.validate() } == nil)
    }
}
