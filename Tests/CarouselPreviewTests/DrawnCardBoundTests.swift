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
        #expect(message.hasPrefix("standard input: scene: the replay draws 3601 ticks × about "), "\(message)")
        #expect(message.contains("more than the 250000 cards a run draws; lower displayLimit (or visibleItems) to at most 69"))
        #expect(message.hasSuffix("or lower the replay's ticks (its frameRate × length in seconds) to at most 250"))
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

    @Test("a picture with more cards on screen than a run draws is refused before any is placed")
    func pictureIsRefused() {
        let message = refusal(#"{"type": "linear", "numberOfItems": 400000, "options": {"visibleItems": 400000}}"#)
        #expect(
            message.hasPrefix("standard input: scene: the picture has ")
                && message.hasSuffix(
                    "cards on screen, more than the 250000 cards a run draws; lower --display-limit (or the visibleItems option) to at most 250000"
                ), "\(message)")
        #expect(
            refusal(#"{"type": "linear", "numberOfItems": 400000, "options": {"visibleItems": 400000}}"#, ["--display-limit", "1000"])
                .hasPrefix("status 0"))
    }

    @Test("a fling's frames count: samples × cards on screen")
    func flingIsRefused() {
        let message = refusal(
            #"{"type": "linear", "numberOfItems": 100000, "options": {"visibleItems": 5000}, "fling": {"velocity": 40}}"#)
        #expect(message.hasPrefix("standard input: scene: the fling draws "), "\(message)")
        #expect(message.contains("cards on screen, more than the 250000 cards a run draws; lower --display-limit"))
    }

    @Test("the scenes of a file share the bound; the refusal names the scene and what the earlier ones drew")
    func scenesShareTheBound() {
        let scene = """
            {"type": "linear", "numberOfItems": 200000, "options": {"visibleItems": 150000}}
            """
        #expect(refusal("[\(scene)]").hasPrefix("status 0"))
        let message = refusal("[\(scene), \(scene)]")
        #expect(message.hasPrefix("standard input: scene[1]: the picture has "), "\(message)")
        #expect(message.contains("(150000 drawn by the scenes before it)"))
    }

    @Test("the previewer's own largest motions stay within the bound")
    func galleryMotionsFit() {
        // A minute at 240 Hz of the README's custom path, the largest replay the tick bound allows.
        let custom = """
            {"type": "custom", "numberOfItems": 20,
             "customPath": {"keyframes": [{"offset": -2, "position": [-280, 40], "rotation": -0.45, "scale": 0.55},
                                          {"offset": 0, "position": [0, -35]},
                                          {"offset": 2, "position": [280, 40], "rotation": 0.45, "scale": 0.55}],
                            "beyondEnds": "extend"},
             "interaction": {"frameRate": 240, "until": 60, "events": [{"at": 0, "autoscroll": 0.3}]}}
            """
        let output = PreviewTool.run(["--scene", "-", "--format", "json"]) { Data(custom.utf8) }
        #expect(output.exitCode == 0 && output.standardError.isEmpty, "\(output.standardError)")
    }
}
