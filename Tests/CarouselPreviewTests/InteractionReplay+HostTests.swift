@_spi(Plumbing) import CarouselCore
import Foundation
import Testing

@testable import CarouselPreview

/// The replay speaks the host's language: layout switches and delegates, and what the carousel's
/// controller does about them (its shell code, the code a device runs).
@Suite("InteractionReplay: the host's inputs")
struct InteractionReplayHostTests {
    /// Linear, 12 items of 200 × 200 pt in 800 × 500 pt, and `events`.
    func replay(_ events: [Interaction.Event], until: Double? = nil) -> InteractionResult {
        let scene = Scene(type: .linear)
        var interaction = Interaction(events: events)
        interaction.until = until
        return InteractionReplay.run(interaction, on: scene)
    }

    func names(_ r: InteractionResult) -> [String] { r.events.map(\.event.name) }

    @Test(
        "a switch to the grid: the carousel is out of charge, its inputs refused saying so, and the grid centres its item"
    )
    func gridSwitch() {
        let r = replay(
            [
                Interaction.Event(at: 0, .scrollTo(5, animated: false)),
                Interaction.Event(at: 0.1, .layout(.grid)),
                Interaction.Event(at: 0.2, .scrollTo(2, animated: true)),
                Interaction.Event(at: 0.3, .touchDown(Point2D(x: 400, y: 250))),
                Interaction.Event(at: 0.35, .touchUp(velocity: .zero)),
            ], until: 0.5)
        #expect(r.frames.first?.layout == .carousel && r.frames.first?.isInCharge == true)
        let grid = r.frames.filter { $0.time >= 0.1 }
        #expect(!grid.isEmpty && grid.allSatisfy { $0.layout == .grid && !$0.isInCharge && $0.items.isEmpty })
        #expect(r.events.contains { $0.event == .layoutDidSwitch(index: 5) && $0.time == 0.1 })
        #expect(r.refused.map(\.input) == ["scrollTo", "touchDown", "touchUp"])
        #expect(r.refused.allSatisfy { $0.reason == .notInCharge })
        #expect(r.taps.isEmpty)
        #expect(r.end.currentItemIndex == 5)
    }

    @Test("a replay may start in the grid: the carousel takes every input at once, with its full item count")
    func startsInGrid() {
        let r = replay(
            [
                Interaction.Event(at: 0, .layout(.grid)),
                Interaction.Event(at: 1, .layout(.carousel)),
                Interaction.Event(at: 1, .scrollTo(11, animated: false)),
            ], until: 1.2)
        #expect(r.refused.isEmpty)
        #expect(r.end.currentItemIndex == 11 && r.end.numberOfItems == 12)
        #expect(r.frames.last?.layout == .carousel && r.frames.last?.isInCharge == true)
        // Back from the grid (which, at 800 × 500 with 100 pt cells, shows item 0 nearest its
        // centre… of the rows it shows): the switch reports the item the carousel centres.
        #expect(r.events.contains { $0.event.name == "layoutDidSwitch" && $0.time == 1 })
    }

    @Test(
        "a forwarding proxy keeps the carousel in charge; the app's own delegate takes it, until the controller is back"
    )
    func delegates() {
        let r = replay(
            [
                Interaction.Event(at: 0, .delegate(.proxy)),
                Interaction.Event(at: 0.1, .scrollTo(3, animated: false)),
                Interaction.Event(at: 0.2, .delegate(.app)),
                Interaction.Event(at: 0.3, .scrollTo(6, animated: false)),
                Interaction.Event(at: 0.4, .delegate(.controller)),
                Interaction.Event(at: 0.5, .scrollTo(8, animated: false)),
            ], until: 0.6)
        #expect(r.refused.map(\.time) == [0.3])
        #expect(r.refused.first?.reason == .notInCharge)
        #expect(r.frames.filter { $0.time > 0.2 && $0.time < 0.4 }.allSatisfy { !$0.isInCharge })
        #expect(r.frames.filter { $0.time < 0.2 || $0.time >= 0.4 }.allSatisfy { $0.isInCharge })
        #expect(r.end.currentItemIndex == 8)
    }

    @Test(
        "autoscroll pauses while another delegate has the collection view, and resumes with the next call the controller hears"
    )
    func autoscrollPauses() {
        let r = replay(
            [
                Interaction.Event(at: 0, .autoscroll(1)),
                Interaction.Event(at: 0.5, .delegate(.app)),
                Interaction.Event(at: 1.5, .delegate(.controller)),
                Interaction.Event(at: 1.6, .focused(false)),
            ], until: 2)
        // The first frame after the app's delegate took over finds out; from then on the content
        // offset does not move. The controller back, nothing calls it until 1.6 (as on a device:
        // setting a delegate calls none of its methods).
        let paused = r.frames.filter { $0.time > 0.55 && $0.time < 1.6 }
        #expect(!paused.isEmpty && Set(paused.map(\.contentOffset)).count == 1)
        #expect(r.frames.last!.contentOffset.x > paused.first!.contentOffset.x)
    }

    @Test(
        "the scene file names them",
        arguments: [
            ("{\"at\": 1, \"layout\": \"grid\"}", Interaction.Action.layout(.grid)),
            ("{\"at\": 1, \"layout\": \"carousel\"}", .layout(.carousel)),
            ("{\"at\": 1, \"delegate\": \"proxy\"}", .delegate(.proxy)),
            ("{\"at\": 1, \"delegate\": \"app\"}", .delegate(.app)),
            ("{\"at\": 1, \"delegate\": \"controller\"}", .delegate(.controller)),
        ])
    func decode(text: String, action: Interaction.Action) throws {
        let json = try JSONValue.parse(Data(text.utf8))
        #expect(try Interaction.event(from: json, path: "e").action == action)
    }

    @Test("an unknown layout or delegate is refused with one line")
    func refuseUnknown() throws {
        for text in ["{\"at\": 1, \"layout\": \"list\"}", "{\"at\": 1, \"delegate\": \"none\"}"] {
            let json = try JSONValue.parse(Data(text.utf8))
            #expect(throws: PreviewError.self) { try Interaction.event(from: json, path: "e") }
        }
    }
}
