@_spi(Plumbing) import CarouselCore
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselPreview

/// `--item-size` and a scene file's `itemSize` with percentages of the bounds.
@Suite("ItemSize+Parsing")
struct ItemSizeParsingTests {
    @Test("points, percentages and both mixed")
    func accepted() throws {
        #expect(try ItemSize.parse("200x120", flag: "f") == .fixed(Size2D(width: 200, height: 120)))
        #expect(try ItemSize.parse("100%x80%", flag: "f") == .fraction(width: 1, height: 0.8))
        #expect(try ItemSize.parse("100%x200", flag: "f") == ItemSize(width: .fraction(1), height: .points(200)))
        #expect(try ItemSize.parse(" 50% × 1000% ", flag: "f") == .fraction(width: 0.5, height: 10))
        #expect(try ItemSize.parse("0.5%,1", flag: "f") == ItemSize(width: .fraction(0.005), height: .points(1)))
    }

    @Test(
        "0 %, negative, above 1000 %, NaN and malformed sides are refused in one line",
        arguments: [
            "0%x80%", "-10%x50%", "1001%x50%", "nan%x50%", "inf%x1", "%x50%", "100%%x1", "100x", "100%", "0x0",
            "50%x0.5",
        ])
    func refused(text: String) {
        do {
            _ = try ItemSize.parse(text, flag: "--item-size")
            Issue.record("accepted \(text)")
        } catch {
            #expect(
                error.message
                    == "--item-size: expected WIDTHxHEIGHT with numbers ≥ 1 or percentages in (0%, 1000%], e.g. 200x200 or 100%x80%, got '\(text)'"
            )
        }
        #expect(throws: PreviewError.self) { try ItemSize.parse("1e999%x1", flag: "f") }
    }

    @Test("the scene resolves a percentage against its bounds")
    func scene() throws {
        let scene = try ArgumentParser.parse(["linear", "--item-size", "100%x50%", "--bounds", "400x300"]).scene()
        #expect(scene.model.itemSize == Size2D(width: 400, height: 150))
        let json = #"{"type": "linear", "bounds": [400, 300], "itemSize": ["50%", 120]}"#
        let file = try Scene(json: JSONValue.parse(Data(json.utf8)), path: "scene")
        #expect(file.model.itemSize == Size2D(width: 200, height: 120))
    }

    @Test(
        "a scene file refuses bad sides in one line",
        arguments: [
            (
                #"["0%", 100]"#,
                #"scene.itemSize: expected [width, height] with numbers ≥ 1 or percentages in (0%, 1000%], got ['0%', 100]"#
            ),
            (#"["2000%", "1%"]"#, "scene.itemSize: expected [width, height] with numbers ≥ 1 or percentages"),
            (#"["100", 100]"#, "scene.itemSize: expected [width, height] with numbers ≥ 1 or percentages"),
            (#"[true, 100]"#, "scene.itemSize: expected [width, height] with numbers ≥ 1 or percentages"),
            (#"["50%"]"#, "scene.itemSize: expected [width, height], got an array"),
        ])
    func sceneRefusals(value: String, message: String) {
        let json = #"{"type": "linear", "itemSize": "# + value + "}"
        do {
            _ = try Scene(json: JSONValue.parse(Data(json.utf8)), path: "scene")
            Issue.record("accepted \(value)")
        } catch {
            #expect(error.message.hasPrefix(message), "\(error.message)")
        }
    }

    @Test("carousel-preview exits 2 with one line for a bad percentage")
    func exitStatus() {
        let output = PreviewTool.run(["linear", "--item-size", "0%x50%"])
        #expect(output.exitCode == 2)
        #expect(output.standardError.filter { $0 == "\n" }.count == 1)
    }
}
