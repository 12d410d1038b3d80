@_spi(Plumbing) import CarouselCore
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselPreview

@Suite("PreviewError")
struct PreviewErrorTests {
    @Test("messages are folded onto one line")
    func oneLine() {
        #expect(PreviewError("a\nb \t c\r\n  d ").message == "a b c d")
        #expect(PreviewError("plain").description == "plain")
    }

    @Test("bad input exits with status 2")
    func exitCode() {
        #expect(PreviewError.exitCode == 2)
    }

    @Test("shortened: at most 40 characters with an ellipsis, on one line; file names keep their end")
    func shortened() {
        #expect(PreviewError.shortened("coverflow") == "coverflow")
        #expect(PreviewError.shortened(String(repeating: "a", count: 40)) == String(repeating: "a", count: 40))
        #expect(PreviewError.shortened(String(repeating: "a", count: 41)) == String(repeating: "a", count: 39) + "…")
        #expect(PreviewError.shortened("a\n\nb") == "a b")
        #expect(PreviewError.shortened(String(repeating: " ", count: 1000)) == "…")
        let path = "/" + String(repeating: "d", count: 300) + "/scene.json"
        let shown = PreviewError.shortened(path, maximum: 160, keepingEnd: true)
        #expect(shown.count == 160 && shown.hasPrefix("…") && shown.hasSuffix("/scene.json"))
        #expect(PreviewError.quotedPath("/tmp/a.json") == "'/tmp/a.json'")
    }

    @Test("did you mean: case, separators, iCarousel's prefixes and one slip per four letters; one match only")
    func didYouMean() {
        let types = CarouselType.allCases.map(\.rawValue)
        #expect(PreviewError.didYouMean("coverflow", among: ["linear", "coverFlow"]) == " (did you mean coverFlow?)")
        #expect(PreviewError.didYouMean("coverFlow", among: ["coverFlow"]) == "")
        #expect(PreviewError.didYouMean("spiral", among: ["coverFlow"]) == "")
        for typed in ["cover_flow", "Cover-Flow", "iCarouselTypeCoverFlow", "coverFlw", "covreFlow"] {
            #expect(PreviewError.didYouMean(typed, among: types) == " (did you mean coverFlow?)", "\(typed)")
        }
        #expect(
            PreviewError.didYouMean("iCarouselTypeInvertedTimeMachine", among: types).contains("invertedTimeMachine"))
        #expect(
            PreviewError.didYouMean("iCarouselOptionFadeMinAlpha", among: CarouselOptions.names).contains(
                "fadeMinAlpha"))
        #expect(PreviewError.didYouMean("Arc", among: CarouselOptions.names) == " (did you mean arc?)")
        // Two names equally near: no hint (coverFlow3 is one slip from coverFlow and coverFlow2).
        #expect(PreviewError.didYouMean("coverFlow3", among: types) == "")
        // Too far: a short name allows one slip, not two.
        #expect(PreviewError.didYouMean("wheeeel", among: types) == "")
        #expect(PreviewError.didYouMean("", among: types) == "")
    }

    @Test("edit distance: insertions, deletions, substitutions and neighbour swaps, cut off past the limit")
    func editDistance() {
        #expect(PreviewError.editDistance("coverflow", "coverflow", limit: 2) == 0)
        #expect(PreviewError.editDistance("coverflw", "coverflow", limit: 2) == 1)
        #expect(PreviewError.editDistance("covreflow", "coverflow", limit: 2) == 1)
        #expect(PreviewError.editDistance("kitten", "sitting", limit: 5) == 3)
        #expect(PreviewError.editDistance("a", "abcdef", limit: 2) == 3)  // cut off: more than 2
        #expect(PreviewError.editDistance("", "abc", limit: 5) == 3)
    }

    /// A 5 MB value, and the longest message the tool prints about it: one line that quotes at
    /// most 40 characters of it (the known names a message lists make up the rest).
    static let huge = String(repeating: "x", count: 5_000_000)
    /// The longest single command-line argument Linux passes (`MAX_ARG_STRLEN`, 32 pages of 4 KiB):
    /// a command line cannot hold a 5 MB value.
    static let longestArgument = String(repeating: "x", count: 131_071)
    static let longestMessage = 520

    /// `quoted` is the longest run of the value a message may show: 40 characters, or 160 for a
    /// file name.
    private func expectShort(_ output: PreviewTool.Output, _ what: String, quoted: Int = 40) {
        let text = output.standardError
        #expect(output.exitCode == 2, "\(what)")
        #expect(text.hasPrefix("carousel-preview: ") && text.filter { $0 == "\n" }.count == 1, "\(what)")
        #expect(text.count <= Self.longestMessage, "\(what): \(text.count) characters: \(text.prefix(200))")
        #expect(!text.contains(String(repeating: "x", count: quoted + 1)), "\(what)")
    }

    /// Each command line has `HUGE` where the longest argument goes (the arguments stay small, so
    /// the test's report stays readable).
    @Test(
        "the longest bad value a command line can hold is quoted as a short prefix",
        arguments: [
            "HUGE", "linear HUGE", "linear --HUGE", "linear --HUGE=1", "linear --items HUGE", "linear --offset HUGE",
            "linear --item-size HUGE", "linear --bounds HUGEx1", "linear --focus-point HUGE", "linear --bounces HUGE",
            "linear --orientation HUGE", "linear --layout-direction HUGE", "linear --format HUGE",
            "linear --option HUGE", "linear --option HUGE=1", "linear --option tilt=HUGE", "linear --option wrap=HUGE",
            "linear --keyframes HUGE", "linear --keyframes 0:HUGE", "linear --keyframes 0:x=HUGE",
            "linear --keyframes ends=HUGE",
        ])
    func hugeArgument(line: String) {
        let arguments = line.split(separator: " ").map {
            $0.replacingOccurrences(of: "HUGE", with: Self.longestArgument)
        }
        expectShort(PreviewTool.run(arguments), line)
    }

    @Test("a file name longer than any path is quoted as its last 160 characters")
    func hugeFileName() {
        expectShort(PreviewTool.run(["--scene", Self.longestArgument]), "--scene", quoted: 160)
        expectShort(PreviewTool.run(["linear", "-o", "/" + Self.longestArgument]), "-o", quoted: 160)
    }

    @Test(
        "a 5 MB bad value in a scene file is quoted as a short prefix",
        arguments: [
            #"{"type": "HUGE"}"#, #"{"type": "linear", "HUGE": 1}"#, #"{"type": "linear", "orientation": "HUGE"}"#,
            #"{"type": "linear", "layoutDirection": "HUGE"}"#, #"{"type": "linear", "options": {"HUGE": 1}}"#,
            #"{"type": "linear", "options": {"tilt": "HUGE"}}"#, #"{"type": "linear", "physics": {"HUGE": 1}}"#,
            #"{"type": "linear", "fling": {"HUGE": 1}}"#, #"{"type": "custom", "customPath": {"HUGE": 1}}"#,
            #"{"type": "custom", "customPath": {"keyframes": [], "beyondEnds": "HUGE"}}"#,
            #"{"type": "custom", "customPath": {"keyframes": [{"offset": 0, "HUGE": 1}]}}"#,
            #"{"type": "linear", "interaction": {"HUGE": 1}}"#,
            #"{"type": "linear", "interaction": {"focusBehavior": "HUGE"}}"#,
            #"{"type": "linear", "interaction": {"events": [{"at": 0, "HUGE": 1}]}}"#,
            #"{"type": "linear", "interaction": {"events": [{"at": 0, "key": "HUGE"}]}}"#,
            #"{"type": "linear", "interaction": {"events": [{"at": 0, "focus": "HUGE"}]}}"#,
            #"{"type": "linear", "interaction": {"events": [{"at": 0, "wheel": [0, 1], "phase": "HUGE"}]}}"#,
            #"{"type": "linear", "HUGE": 1, "HUGE": 2}"#, #"{"type": "linear", "HUGE": tru}"#,
        ])
    func hugeSceneValue(template: String) {
        let scene = template.replacingOccurrences(of: "HUGE", with: Self.huge)
        expectShort(PreviewTool.run(["--scene", "-"]) { Data(scene.utf8) }, template)
    }
}
