@_spi(Plumbing) import CarouselCore
import CarouselPreview
import Foundation
import Testing

@Suite("The drawn-card bound of a run")
struct DrawnCardBoundTests {
    /// The one stderr line for a scene file given on standard input, or the status when it succeeded.
    private func refusal(_ scene: String, _ flags: [String] = []) -> String {
        let output = PreviewTool.run(["--scene", "-"] + flags) { Data(scene.utf8) }
        guard output.exitCode == 2, output.standardOutput.isEmpty,
            output.standardError.filter({ $0 == "\n" }).count == 1
        else {
            return "status \(output.exitCode): \(output.standardError)"
        }
        return String(output.standardError.dropFirst("carousel-preview: ".count).dropLast())
    }

    /// A minute's autoscroll of a rotary carousel of 1 000 wrapped items with 1 000 item slots.
    private let thousandCardReplay = """
        {"type": "rotary", "numberOfItems": 1000, "options": {"wrap": true, "visibleItems": 1000},
         "interaction": {"frameRate": 60, "until": 60, "events": [{"at": 0, "autoscroll": 1}]}}
        """

    @Test("a replay of 1 000 cards a tick for a minute is refused, naming the cards on screen to lower")
    func thousandCardReplayIsRefused() {
        let message = refusal(thousandCardReplay, ["--format", "html"])
        #expect(
            message
                == "standard input: scene: the replay draws 3601 ticks × about 1000 cards on screen, more than the 450000 cards a run draws; lower displayLimit (or visibleItems) to at most 124 cards on screen, or lower the replay's ticks (its frameRate × length in seconds) to at most 446"
        )
        // What the message says fits does: 124 cards on screen for the whole minute.
        #expect(refusal(thousandCardReplay, ["--display-limit", "124", "-o", "/dev/null"]).hasPrefix("status 0"))
    }

    @Test("the replay stops at its budget: nothing past it is computed")
    func replayStopsAtItsBudget() throws {
        let scene = try #require(try Scene.decodeScenes(from: Data(thousandCardReplay.utf8)).scenes.first)
        let interaction = try #require(scene.interaction)
        let result = InteractionReplay.run(interaction, on: scene, cardBudget: 5_000)
        #expect(result.isCutShort)
        #expect(result.drawnCardCount > 5_000 && result.drawnCardCount <= 5_000 + 1_000)
        #expect(result.frames.count < 10)
        #expect(result.plannedTickCount == 3601)
        let whole = InteractionReplay.run(interaction, on: scene, cardBudget: .max)
        #expect(!whole.isCutShort && whole.frames.count == 3601)
        #expect(whole.drawnCardCount == whole.frames.reduce(0) { $0 + $1.items.count })
    }

    @Test("a fling's frames count: samples × cards on screen")
    func flingIsRefused() {
        let scene =
            #"{"type": "rotary", "numberOfItems": 400000, "options": {"wrap": true, "visibleItems": 10000}, "fling": {"velocity": 40}}"#
        #expect(
            refusal(scene)
                == "standard input: scene: the fling draws 44 frames × 10000 cards on screen, more than the 450000 cards a run draws; lower --display-limit (or visibleItems) to at most 9574, or the fling's velocity"
        )
        #expect(refusal(scene, ["--display-limit", "9574", "-o", "/dev/null"]).hasPrefix("status 0"))
        #expect(refusal(scene, ["--display-limit", "9575"]).contains("44 frames × 9575 cards on screen"))
    }

    @Test("the scenes of a file share the bound; the refusal names the scene and what the earlier ones drew")
    func scenesShareTheBound() {
        // The core lays out at most 10 000 cards at once, and a still card counts 4: eleven such
        // pictures fit, a twelfth does not.
        let scene = #"{"type": "rotary", "numberOfItems": 400000, "options": {"wrap": true, "visibleItems": 400000}}"#
        let pictures = { (count: Int) in "[" + Array(repeating: scene, count: count).joined(separator: ",") + "]" }
        #expect(refusal(pictures(11), ["-o", "/dev/null"]).hasPrefix("status 0"))
        #expect(
            refusal(pictures(12))
                == "standard input: scene[11]: the picture has 10000 cards on screen (each counting 4 in a still picture), more than the 450000 cards a run draws (440000 drawn by the scenes before it); lower --display-limit (or the visibleItems option) to at most 2500"
        )
        let replay = """
            {"type": "rotary", "numberOfItems": 1000, "options": {"wrap": true, "visibleItems": 1000},
             "interaction": {"until": 4, "events": [{"at": 0, "autoscroll": 1}]}}
            """
        #expect(
            refusal("[\(replay), \(replay)]")
                == "standard input: scene[1]: the replay draws 241 ticks × about 1000 cards on screen, more than the 450000 cards a run draws (245000 drawn by the scenes before it); lower displayLimit (or visibleItems) to at most 836 cards on screen, or lower the replay's ticks (its frameRate × length in seconds) to at most 201"
        )
    }

    @Test("a minute at 240 Hz of 20 cards on screen, the largest replay the tick bound allows, fits")
    func galleryMotionsFit() {
        // A minute at 240 Hz of the README's custom path, the largest replay the tick bound allows.
        let custom = """
            {"type": "custom", "numberOfItems": 20,
             "customPath": {"keyframes": [{"offset": -2, "x": -280, "y": 40, "rotation": -0.45, "scale": 0.55},
                                          {"offset": 0, "y": -35},
                                          {"offset": 2, "x": 280, "y": 40, "rotation": 0.45, "scale": 0.55}],
                            "beyondEnds": "extend"},
             "interaction": {"frameRate": 240, "until": 60, "events": [{"at": 0, "autoscroll": 0.3}]}}
            """
        let output = PreviewTool.run(["--scene", "-", "--format", "json"]) { Data(custom.utf8) }
        #expect(output.exitCode == 0 && output.standardError.isEmpty, "\(output.standardError)")
    }
}
